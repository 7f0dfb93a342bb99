// The REST door's wire types and the text sanitiser (server/http/schema.ts, server/http/text.ts)
// as pure functions: what each accepts, what it refuses, and the field names of the answer.
import { describe, expect, test } from "bun:test";
import { bool, date, decimal, id, integer, object, parseIsoDate, parseWire, text, wrapped } from "../../server/validation/wire";
import { badTextPath, isBadText, MAX_JSON_DEPTH, TOO_DEEP, tooDeepPath } from "../../server/validation/text";
import { ValidationError } from "../../server/domain/errors";

const errorsOf = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  throw new Error("no validation error");
};

describe("text sanitiser", () => {
  test("NUL and unpaired surrogates are bad; pairs, emoji and ordinary controls are not", () => {
    for (const s of ["a\u0000", "\ud800", "x\udbffy", "\udc00", "a\udfff"]) expect(isBadText(s)).toBe(true);
    for (const s of ["", "plain", "🧪", "\ud83d\ude00", "tab\there", "ñandú 字"]) expect(isBadText(s)).toBe(false);
  });

  test("badTextPath names the first bad string or key by its JSON path", () => {
    expect(badTextPath({ a: { b: ["ok", "x\u0000"] } })).toBe("a.b[1]");
    expect(badTextPath([{ url: "\ud800" }])).toBe("[0].url");
    expect(badTextPath({ "k\u0000": 1 })).toBe("k\\u0000");
    expect(badTextPath({ a: [1, true, null, "fine"] })).toBeNull();
  });

  // Issue 33 L3: a body nested 100,000 levels deep overflowed the stack of the recursive walk (a 500).
  const lists = (levels: number, leaf: unknown = 1) => JSON.parse("[".repeat(levels) + JSON.stringify(leaf) + "]".repeat(levels));
  const objects = (levels: number) => JSON.parse('{"a":'.repeat(levels) + "1" + "}".repeat(levels));

  test(`JSON nested deeper than ${MAX_JSON_DEPTH} levels is refused naming where, at any depth, without overflowing`, () => {
    for (const deep of [lists(100_000), objects(100_000), lists(MAX_JSON_DEPTH + 1)]) {
      const errors = errorsOf(() => badTextPath({ AppUser: { name: deep } }));
      const [path] = Object.keys(errors);
      expect(path).toStartWith("AppUser.name");
      expect(errors[path!]).toEqual([TOO_DEEP]);
    }
    expect(tooDeepPath(lists(100_000))).toStartWith("[0][0]");
    expect(tooDeepPath(objects(100_000), "$input")).toStartWith("$input.a.a");
  });

  test(`${MAX_JSON_DEPTH} levels are allowed; the text check still finds a bad string that deep`, () => {
    expect(tooDeepPath(lists(MAX_JSON_DEPTH))).toBeNull();
    expect(tooDeepPath({ wide: Array.from({ length: 10_000 }, (_, i) => ({ i })) })).toBeNull();
    expect(badTextPath(lists(MAX_JSON_DEPTH, "x\u0000"))).toBe("[0]".repeat(MAX_JSON_DEPTH));
  });
});

describe("wire types", () => {
  test("parseIsoDate: ISO days and instants of years 1..9999 only, real calendar days", () => {
    expect(parseIsoDate("2026-03-01")?.toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(parseIsoDate("2026-03-01T10:20:00+01:00")?.toISOString()).toBe("2026-03-01T09:20:00.000Z");
    expect(parseIsoDate("0050-06-01")?.getUTCFullYear()).toBe(50);
    for (const v of ["99999-01-01", "+099999-01-01", "0000-01-01", "2026-02-30", "2025-02-29", "2026-13-01", "9999-12-31T23:00:00-05:00", "1,2", 20260101, [2026, 1], "2026-03-01T24:00"]) expect(parseIsoDate(v)).toBeNull();
    expect(parseIsoDate("2024-02-29")).not.toBeNull();
  });

  test("numbers: JSON numbers or their text; lists, objects, booleans and exponent text refused", () => {
    const s = object({ n: decimal(), i: integer({ min: 0, max: 10 }), id: id(), b: bool(), d: date(), t: text(3) });
    expect(parseWire(s, { n: "7,5", i: "4", id: 12, b: "false", d: "2026-01-02", t: "abc" })).toEqual({ n: 7.5, i: 4, id: 12, b: false, d: new Date("2026-01-02T00:00:00Z"), t: "abc" });
    expect(parseWire(s, { n: "", i: null, b: " " })).toEqual({ n: null, i: null, id: undefined, b: null, d: undefined, t: undefined });
    expect(errorsOf(() => parseWire(s, { n: [7, 8], i: 11, id: 2 ** 31, b: "yes", d: [1, 2], t: "abcd" }))).toEqual({
      n: ["ValueMustBeNumber"],
      i: ["The value must be less than or equal to 10."],
      id: ["The value must be less than or equal to 2147483647."],
      b: ["The value must be true or false."],
      d: [expect.stringMatching(/ISO 8601/)],
      t: ["The field must be at most 3 characters."],
    });
    expect(errorsOf(() => parseWire(s, { n: "1e3", i: 1.5, t: { x: 1 } }))).toEqual({ n: ["ValueMustBeNumber"], i: ["The value must be a whole number."], t: ["The value must be a string."] });
  });

  test("object: either case of the first letter, aliases in order, unknown fields dropped", () => {
    const s = object({ Name: text(), Country: id() }, { Country: ["CountryId", "Country"] });
    expect(parseWire(s, { name: "A", CountryId: 3, Country: "Spain", extra: 1 })).toEqual({ Name: "A", Country: 3 });
    expect(parseWire(s, { Name: null, name: "B" })).toEqual({ Name: "B", Country: undefined });
    expect(errorsOf(() => parseWire(s, "text"))).toEqual({ body: ["The value must be an object."] });
  });

  test("wrapped: the row bare or under its key, the wrapper's other fields filling the gaps", () => {
    const s = wrapped("Sector", { Id: id(), ForcedDelete: bool() });
    expect(parseWire(s, { Sector: { id: 4 }, ForcedDelete: true })).toEqual({ Id: 4, ForcedDelete: true });
    expect(parseWire(s, { id: 5 })).toEqual({ Id: 5, ForcedDelete: undefined });
    expect(errorsOf(() => parseWire(s, { sector: { id: "x" } }))).toEqual({ Id: ["The value must be a whole number."] });
  });
});
