// Migrations are authored with `bun scripts/new-migration.ts <name>` (prisma migrate diff
// from the latest snapshot) and applied by server/db/migrate.ts. These tests fail when
// prisma/schema.prisma changed without a migration, when a migration folder lacks its
// snapshot, when the runner is not idempotent, or when the audit trail can be altered.
// They run on PGlite, and on PostgreSQL too when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { existsSync } from "node:fs";
import { join } from "node:path";
import { openDatabase, type Database } from "../../server/db/client";
import { latestSnapshot, migrate, migrationNames, MIGRATIONS_DIR } from "../../server/db/migrate";
import { migrateDiff } from "../../scripts/prisma-cli";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";

const isEmptyMigration = (sql: string) => sql.trim() === "" || /^-- This is an empty migration\.?$/.test(sql.trim());

describe("migration folders", () => {
  test("exist and are named <14-digit timestamp>_<snake_case>", () => {
    const names = migrationNames();
    expect(names.length).toBeGreaterThan(0);
    for (const name of names) expect(name).toMatch(/^\d{14}_[a-z0-9_]+$/);
  });

  test("each holds the schema snapshot it was authored from", () => {
    const missing = migrationNames().filter((n) => !existsSync(join(MIGRATIONS_DIR, n, "schema.snapshot.prisma")));
    expect(missing).toEqual([]);
  });

  test(
    "prisma/schema.prisma needs no new migration",
    () => {
      const snapshot = latestSnapshot();
      expect(snapshot).not.toBeNull();
      const sql = migrateDiff(snapshot);
      if (!isEmptyMigration(sql)) {
        throw new Error(`prisma/schema.prisma differs from the latest migration's snapshot: run bun scripts/new-migration.ts <name>. Pending SQL:\n${sql.slice(0, 2000)}`);
      }
      expect(isEmptyMigration(sql)).toBe(true);
    },
    120_000,
  );
});

const targets: { name: string; create: () => Promise<ScratchDatabase> }[] = [{ name: "PGlite", create: async () => createPGliteDir("sqc-migrate-") }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", create: () => createPostgresDatabase(process.env.TEST_DATABASE_URL!, "sqc_migrate") });

for (const target of targets) {
  describe(`migration runner on ${target.name}`, () => {
    let scratch: ScratchDatabase;
    let db: Database;
    let firstRun: string[];

    beforeAll(async () => {
      scratch = await target.create();
      db = await openDatabase({ databaseUrl: scratch.url ?? null, dataDir: scratch.dataDir ?? "" });
      firstRun = await migrate(db);
    }, 120_000);

    afterAll(async () => {
      await db?.close();
      await scratch?.drop();
    }, 60_000);

    test("applies every migration on a fresh database, in order", async () => {
      expect(firstRun).toEqual(migrationNames());
      const rows = await db.query<{ name: string }>(`SELECT name FROM _migrations ORDER BY name`);
      expect(rows.map((r) => r.name)).toEqual(migrationNames());
    });

    test("is idempotent: a second run applies nothing and changes nothing", async () => {
      const tablesBefore = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(await migrate(db)).toEqual([]);
      const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM _migrations`);
      expect(rows[0].n).toBe(migrationNames().length);
      const tablesAfter = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = 'public'`);
      expect(tablesAfter[0].n).toBe(tablesBefore[0].n);
      expect(tablesAfter[0].n).toBeGreaterThan(10);
    });

    describe("reading_audit is append-only", () => {
      let auditId: string;

      beforeAll(async () => {
        const [region] = await db.query<{ id: number }>(`INSERT INTO region (name) VALUES ('Test region') RETURNING id`);
        const [country] = await db.query<{ id: number }>(`INSERT INTO country (code, name, "regionId") VALUES ('ZZ', 'Testland', $1) RETURNING id`, [region.id]);
        const [dist] = await db.query<{ id: number }>(
          `INSERT INTO distributor ("encryptedId", name, domain, "themeFileName") VALUES ('enc-test', 'Test distributor', 'test.invalid', 'default') RETURNING id`,
        );
        const [company] = await db.query<{ id: number }>(
          `INSERT INTO company ("distributorId", name, "countryId", province, city, "postalCode") VALUES ($1, 'Test hospital', $2, 'P', 'C', '0000') RETURNING id`,
          [dist.id, country.id],
        );
        const [audit] = await db.query<{ id: string }>(
          `INSERT INTO reading_audit ("companyId", "readingKind", "readingId", action, field, "oldValue", "newValue") VALUES ($1, 'BI', 1, 'edit', 'result', '0', '1') RETURNING id::text AS id`,
          [company.id],
        );
        auditId = audit.id;
      });

      test("inserting works", async () => {
        const rows = await db.query<{ action: string; newValue: string }>(`SELECT action, "newValue" FROM reading_audit WHERE id = $1::bigint`, [auditId]);
        expect(rows).toEqual([{ action: "edit", newValue: "1" }]);
      });

      test("UPDATE is refused", async () => {
        await expect(db.query(`UPDATE reading_audit SET "newValue" = 'tampered' WHERE id = $1::bigint`, [auditId])).rejects.toThrow(/append-only/);
        const rows = await db.query<{ newValue: string }>(`SELECT "newValue" FROM reading_audit WHERE id = $1::bigint`, [auditId]);
        expect(rows[0].newValue).toBe("1");
      });

      test("DELETE is refused", async () => {
        await expect(db.query(`DELETE FROM reading_audit WHERE id = $1::bigint`, [auditId])).rejects.toThrow(/append-only/);
        const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_audit`);
        expect(rows[0].n).toBe(1);
      });

      test("TRUNCATE is refused", async () => {
        await expect(db.exec(`TRUNCATE reading_audit`)).rejects.toThrow(/append-only/);
        const rows = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_audit`);
        expect(rows[0].n).toBe(1);
      });
    });
  });
}

