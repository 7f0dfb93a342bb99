// The historical page reads around the read-number ranges an import is writing (historical/sql.ts
// pageRows `skip`, migration/inProgress.ts). Those rows are invisible until the import commits,
// so skipping them must change nothing else: here the ranges cover rows that do exist, and the
// page with the skip equals the full list without them, at every offset, in both directions,
// with one range and with two, with another filter too (a scratch PGlite with the demo seed).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { seed } from "../../server/seed/index";
import { countRows, pageRows, pageWithTotal } from "../../server/historical/sql";
import type { ServiceContext } from "../../server/context";
import { createPGliteDir, type ScratchDatabase } from "../helpers/databases";

let scratch: ScratchDatabase;
let db: Database;
let ctx: ServiceContext;

beforeAll(async () => {
  scratch = createPGliteDir("sqc-skip-");
  db = await openDatabase({ databaseUrl: null, dataDir: scratch.dataDir! });
  await migrate(db);
  await seed(db, { demo: true });
  ctx = { db } as unknown as ServiceContext;
}, 180_000);

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

const historical = { companyId: 1, state: { in: ["HISTORICAL", "SAVED"] } };

test("a page in read-number order skips the given ranges and nothing else", async () => {
  for (const where of [historical, { ...historical, disinfection: false }]) {
    for (const dir of ["desc", "asc"] as const) {
      const order: Record<string, "asc" | "desc">[] = [{ readNumber: dir }, { id: dir }];
      const all = (await pageRows(ctx, "BI", where, order, 0, 10_000)).map((r) => r.readNumber as number);
      expect(all.length).toBeGreaterThan(30);
      const sorted = [...all].sort((a, b) => a - b);
      const one: [number, number][] = [[sorted[5]!, sorted[12]!]];
      const two: [number, number][] = [[sorted[20]!, sorted[22]!], [sorted[2]!, sorted[3]!]];
      for (const skip of [one, two]) {
        const expected = all.filter((n) => !skip.some(([a, b]) => n >= a && n <= b));
        for (const offset of [0, 3, 10, expected.length - 4]) {
          const page = await pageRows(ctx, "BI", where, order, offset, 7, skip);
          expect(page.map((r) => r.readNumber)).toEqual(expected.slice(offset, offset + 7));
          if (page.length) expect(page[0]!.sector).toHaveProperty("name"); // relations still nested
        }
      }
    }
  }
}, 60_000);

test("another order ignores the ranges (they only help the read-number index)", async () => {
  const order: Record<string, "asc" | "desc">[] = [{ startedAt: "desc" }, { id: "desc" }];
  const plain = await pageRows(ctx, "BI", historical, order, 0, 10);
  const skipped = await pageRows(ctx, "BI", historical, order, 0, 10, [[1, 1_000_000]]);
  expect(skipped.length).toBe(10);
  expect(skipped.map((r) => r.id)).toEqual(plain.map((r) => r.id));
});

test("the page with its total in one statement: the same rows and total as the two statements, past the end too", async () => {
  const order: Record<string, "asc" | "desc">[] = [{ startedAt: "desc" }, { id: "desc" }];
  const total = await countRows(ctx, "BI", historical);
  expect(total).toBeGreaterThan(30);
  for (const offset of [0, 10, total - 3]) {
    const both = await pageWithTotal(ctx, "BI", historical, order, offset, 10);
    expect(both.total).toBe(total);
    expect(both.rows).toEqual(await pageRows(ctx, "BI", historical, order, offset, 10));
    expect(both.rows.every((r) => !("__total" in r))).toBe(true);
  }
  // past the end the page carries no total; a filter nothing matches has 0
  expect(await pageWithTotal(ctx, "BI", historical, order, total + 5, 10)).toEqual({ rows: [], total: null });
  expect(await pageWithTotal(ctx, "BI", { ...historical, readNumber: -1 }, order, 0, 10)).toEqual({ rows: [], total: 0 });
});
