// kill -9 during a desktop import, then a restart (issue 15, PostgreSQL): the migration's
// transaction dies with the process, so nothing of it is left (no readings, no audit entries, no
// machines) and its row still says "in progress"; the restarted server resumes it from its file
// and every reading lands once. Runs its own server on a database of its own (the suite's shared
// server must not be killed); PostgreSQL only, as the issue asks (PGlite lives inside the process).
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";
import { signInAt, startInstance } from "../helpers/cluster";
import { makeDesktopDb } from "../../scripts/make-desktop-db";

const PG = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const dir = mkdtempSync(join(tmpdir(), "desktop-kill-"));
let db: ScratchDatabase | null = null;
afterAll(async () => {
  rmSync(dir, { recursive: true, force: true });
  await db?.drop();
});

const env = (url: string) => ({ DATABASE_URL: url, TOKEN_SECRET: "kill-test-secret", NODE_ENV: "test", TEST_HOOKS: "1", LOG_LEVEL: "warn" });

describe.skipIf(!PG)("kill -9 during a desktop import (PostgreSQL)", () => {
  test("nothing of the migration survives the kill; the restarted server resumes it and every reading lands once", async () => {
    db = await createPostgresDatabase(PG!, "sqc_test_kill");
    const post = async (path: string, body: unknown, token?: string) =>
      (await fetch(base + path, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(body) })).json() as Promise<any>;
    const file = join(dir, "kill.db");
    const made = makeDesktopDb({ readings: 40_000, out: file, seed: 7 });
    const total = made.counts.readings_bi + made.counts.readings_pro + made.counts.readings_che;

    let server = await startInstance("A", env(db.url!), dir);
    const base = server.url;
    const pg = new Client({ connectionString: db.url! });
    await pg.connect();
    try {
      const token = await signInAt(base, "admin@hospital-a.test");
      const form = new FormData();
      form.append("sectorId", "1");
      form.append("file", Bun.file(file), "kill.db");
      const up = (await (await fetch(`${base}/api/desktopmigrator`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } })).json()) as any;
      const id = up.migration.id as number;
      expect((await post("/api/desktopmigrator/processMigration", id, token)).migration.statusEnum).toBe(1);

      const count = async (sql: string) => Number((await pg.query(sql, [id])).rows[0].n);
      const ofMigration = async () => ({
        readings:
          (await count(`SELECT count(*) n FROM reading_bi WHERE "desktopMigrationId" = $1`)) + (await count(`SELECT count(*) n FROM reading_pro WHERE "desktopMigrationId" = $1`)) +
          (await count(`SELECT count(*) n FROM reading_che_sterilizer WHERE "desktopMigrationId" = $1`)) + (await count(`SELECT count(*) n FROM reading_che_washer WHERE "desktopMigrationId" = $1`)),
        audit: await count(`SELECT count(*) n FROM reading_audit WHERE field = 'origin' AND "newValue" LIKE 'Desktop migration ' || $1 || ' (%'`),
        machines: (await count(`SELECT count(*) n FROM sterilizer WHERE "desktopMigrationId" = $1`)) + (await count(`SELECT count(*) n FROM incubator WHERE "desktopMigrationId" = $1`)),
        status: await count(`SELECT "statusEnum" n FROM desktop_migration WHERE id = $1`),
      });
      // Kill once a good part of the readings has been sent (progress says so), well before the end.
      const progress = async () => ((await (await fetch(`${base}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query: `{ desktopMigrations { id progress { phase done total } } }` }) })).json()) as any).data.desktopMigrations.find((m: any) => m.id === id)?.progress;
      for (const deadline = Date.now() + 60_000; ; await Bun.sleep(50)) {
        const p = await progress();
        if (p?.phase === "readings" && p.done >= 8_000) break;
        if (Date.now() > deadline || (p === null && (await count(`SELECT "statusEnum" n FROM desktop_migration WHERE id = $1`)) !== 1)) throw new Error(`the import did not reach 8,000 readings in progress: ${JSON.stringify(p)}`);
      }
      // Meanwhile the company's own readings are numbered at once, after the numbers the import
      // reserved (the import's transaction holds no lock they need).
      const reserved = (await pg.query(`SELECT "readNumbers" r FROM desktop_migration WHERE id = $1`, [id])).rows[0].r as Record<string, [number, number]>;
      expect(reserved.BI![1] - reserved.BI![0] + 1).toBe(made.counts.readings_bi);
      const asked = performance.now();
      const live = (await post("/api/test/readings", { companyId: 1, kind: "BI", result: 1 })) as { readNumber: number };
      expect(performance.now() - asked).toBeLessThan(5_000);
      expect(live.readNumber).toBeGreaterThan(reserved.BI![1]);
      expect((await progress())?.phase).toBe("readings"); // the import was still writing

      await server.stop(true);
      expect(await ofMigration()).toEqual({ readings: 0, audit: 0, machines: 0, status: 1 });

      server = await startInstance("A2", env(db.url!), dir);
      for (const deadline = Date.now() + 120_000; (await count(`SELECT "statusEnum" n FROM desktop_migration WHERE id = $1`)) === 1; await Bun.sleep(200)) {
        if (Date.now() > deadline) throw new Error("the resumed migration did not finish");
      }
      const after = await ofMigration();
      expect(after).toMatchObject({ readings: total, audit: total, status: 2 });
      expect(Number((await pg.query(`SELECT count(*) n FROM (SELECT "companyId", "readNumber" FROM reading_bi GROUP BY 1, 2 HAVING count(*) > 1) d`)).rows[0].n)).toBe(0);
      expect(Number((await pg.query(`SELECT "totalImportedResults" n FROM desktop_migration WHERE id = $1`, [id])).rows[0].n)).toBe(total);
      // The resumed run used the numbers reserved before the kill.
      const range = (await pg.query(`SELECT MIN("readNumber") lo, MAX("readNumber") hi FROM reading_bi WHERE "desktopMigrationId" = $1`, [id])).rows[0];
      expect([Number(range.lo), Number(range.hi)]).toEqual(reserved.BI!);
    } finally {
      await server.stop(true);
      await pg.end();
    }
  }, 240_000);
});
