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
