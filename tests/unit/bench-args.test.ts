// The bench scripts' shared option reader and percentile (bench/args.ts).
import { describe, expect, test } from "bun:test";
import { parseArgs, percentile } from "../../bench/args";

describe("bench options", () => {
  const defaults = { db: "x", seconds: 5, concurrency: [1], only: null as string[] | null, keep: false };
  const flags = { "--db": ["db", "string"], "--seconds": ["seconds", "number"], "--concurrency": ["concurrency", "numbers"], "--only": ["only", "strings"], "--keep": ["keep", "flag"] } as const;

  test("reads values, lists and flags over the defaults, leaving the defaults untouched", () => {
    expect(parseArgs(["--seconds", "10", "--concurrency", "1,4,16", "--only", "a,b", "--keep"], defaults, flags as never)).toEqual({ db: "x", seconds: 10, concurrency: [1, 4, 16], only: ["a", "b"], keep: true });
    expect(defaults).toEqual({ db: "x", seconds: 5, concurrency: [1], only: null, keep: false });
  });

  test("an unknown option or a missing value stops the script", () => {
    expect(() => parseArgs(["--nope"], defaults, flags as never)).toThrow("unknown option --nope");
    expect(() => parseArgs(["--db"], defaults, flags as never)).toThrow("--db needs a value");
  });

  test("percentiles by nearest rank", () => {
    const xs = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
    expect(percentile(xs, 50)).toBe(5);
    expect(percentile(xs, 95)).toBe(10);
    expect(percentile(xs, 0)).toBe(1);
    expect(percentile([], 50)).toBeNaN();
  });
});
