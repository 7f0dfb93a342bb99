import { afterAll, beforeAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";

// The embedded database must store what PostgreSQL stores: binary columns included.
let db: Database;
const dir = mkdtempSync(join(tmpdir(), "sqc-db-"));
beforeAll(async () => {
  db = await openDatabase({ databaseUrl: null, dataDir: dir });
  await migrate(db);
});
afterAll(async () => {
  await db.close();
  rmSync(dir, { recursive: true, force: true });
});

test("Bytes columns round-trip on PGlite, inside and outside transactions", async () => {
  const region = await db.prisma.region.create({ data: { name: "Test region" } });
  const country = await db.prisma.country.create({ data: { code: "TT", name: "Testland", regionId: region.id } });
  const dist = await db.prisma.distributor.create({ data: { encryptedId: "e", name: "D", domain: "d.test", themeFileName: "bionova" } });
  const company = await db.prisma.company.create({ data: { distributorId: dist.id, name: "C", countryId: country.id, province: "P", city: "C", postalCode: "1" } });
  const png = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0, 1, 2, 255]);
  const a = await db.prisma.readingImage.create({ data: { companyId: company.id, mimeType: "image/png", data: png } });
  const b = await db.prisma.$transaction((tx) => tx.readingImage.create({ data: { companyId: company.id, mimeType: "image/png", data: png } }));
  for (const id of [a.id, b.id]) {
    const row = await db.prisma.readingImage.findUniqueOrThrow({ where: { id } });
    expect(Array.from(row.data)).toEqual(Array.from(png));
  }
});

// `prepared` goes through Bun's native client on PostgreSQL, `query` through pg: the hot paths
// must read the very values the rest of the server reads (dates as UTC midnight, numerics and
// int8 as text, json parsed, timestamps as Date) and send parameters the same way.
const VALUES_SQL = `SELECT '2026-03-04'::date AS day, '2026-03-04 10:20:30.456+00'::timestamptz AS at, 12.50::numeric AS num,
  9007199254740993::int8 AS big, count(*) AS n, json_build_object('name', 'Sector 1', 'ids', json_build_array(1, 2)) AS rel,
  true AS flag, 1.5::float8 AS ratio, 7 AS small, NULL::text AS nothing,
  $1::int + 1 AS plus, $2::text AS txt, $3::timestamptz AS given, $4::numeric AS dec, $5::"ReadingState" AS state`;
const PARAMS = [41, "lot 'A'", new Date("2026-01-02T03:04:05.006Z"), 3.25, "HISTORICAL"];

async function samePreparedAndPlain(d: Database) {
  const [plain] = await d.query(VALUES_SQL, PARAMS);
  const [fast] = await d.prepared("values_check", VALUES_SQL, PARAMS);
  expect(fast).toEqual(plain!);
  expect(fast!.day).toEqual(new Date("2026-03-04T00:00:00Z"));
  expect(fast!.at).toEqual(new Date("2026-03-04T10:20:30.456Z"));
  expect(fast!.num).toBe("12.50");
  expect(String(fast!.big)).toBe("9007199254740993"); // PGlite: a BigInt, pg and Bun: text
  expect(fast!.rel).toEqual({ name: "Sector 1", ids: [1, 2] });
  expect(fast!.plus).toBe(42);
  expect(fast!.given).toEqual(PARAMS[2] as Date);
  expect(Array.isArray(await d.prepared("values_check", VALUES_SQL, PARAMS))).toBe(true);
}

test("prepared statements read and send values as plain queries do (PGlite)", () => samePreparedAndPlain(db));

if (process.env.TEST_DATABASE_URL) {
  test("prepared statements read and send values as plain queries do (PostgreSQL: Bun's client beside pg)", async () => {
    const { createPostgresDatabase } = await import("../helpers/databases");
    const scratch = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "sqc_values");
    const pg = await openDatabase({ databaseUrl: scratch.url!, dataDir: dir, statementTimeoutMs: 5000 });
    try {
      await migrate(pg);
      await samePreparedAndPlain(pg);
      // the statement timeout holds on the hot path too
      await expect(pg.prepared("sleep", "SELECT pg_sleep(6)", [])).rejects.toThrow(/statement timeout/);
    } finally {
      await pg.close();
      await scratch.drop();
    }
  }, 30_000);
}
