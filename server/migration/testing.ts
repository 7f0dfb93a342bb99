// Test hook (TEST_HOOKS=1 only): what a desktop migration wrote, counted in the database, so the
// API tests can see "nothing written" and "no duplicates" directly.
import type { Router } from "../http/router";
import { id } from "../validation/wire";
import { readdir } from "node:fs/promises";
import { uploadDir } from "./upload";

export function migrationTestRoutes(r: Router): void {
  // Files waiting in the upload folder (a refused upload must leave none behind).
  r.get("/api/test/desktop-uploads", "public", async (c) => ({ files: (await readdir(uploadDir(c.config.dataDir)).catch(() => [])).length }));
  r.get("/api/test/desktop-migration/:id", "public", async (c) => {
    const { id: migrationId } = c.args({ id: id() });
    const where = { desktopMigrationId: migrationId };
    const [bi, pro, cheSterilizer, cheWasher, incubators, sterilizers, washers, disinfectors] = await Promise.all([
      c.prisma.readingBI.count({ where }), c.prisma.readingPRO.count({ where }), c.prisma.readingCheSterilizer.count({ where }), c.prisma.readingCheWasher.count({ where }),
      c.prisma.incubator.count({ where }), c.prisma.sterilizer.count({ where }), c.prisma.washer.count({ where }), c.prisma.disinfector.count({ where }),
    ]);
    const audit = await c.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_audit WHERE action = 'create' AND field = 'origin' AND "newValue" LIKE $1`, [`Desktop migration ${migrationId} (%`]);
    const notHistorical = await c.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_bi WHERE "desktopMigrationId" = $1 AND state <> 'HISTORICAL'`, [migrationId]);
    const duplicateNumbers = await c.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (SELECT "companyId", "readNumber" FROM reading_bi GROUP BY 1, 2 HAVING count(*) > 1) d`);
    // The lowest and highest read number the migration gave, per table.
    const numbers: Record<string, [number, number] | null> = {};
    for (const [kind, table] of [["BI", "reading_bi"], ["PRO", "reading_pro"], ["CHE_STERILIZER", "reading_che_sterilizer"], ["CHE_WASHER", "reading_che_washer"]] as const) {
      const r = await c.db.query<{ lo: number | null; hi: number | null }>(`SELECT MIN("readNumber") AS lo, MAX("readNumber") AS hi FROM "${table}" WHERE "desktopMigrationId" = $1`, [migrationId]);
      numbers[kind] = r[0]!.lo === null ? null : [r[0]!.lo, r[0]!.hi!];
    }
    return { numbers, bi, pro, cheSterilizer, cheWasher, readings: bi + pro + cheSterilizer + cheWasher, incubators, sterilizers, washers, disinfectors, audit: audit[0]!.n, notHistorical: notHistorical[0]!.n, duplicateNumbers: duplicateNumbers[0]!.n };
  });
}
