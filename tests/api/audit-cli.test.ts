// `npm run audit:verify` (scripts/audit-verify.ts) on a database of its own (PostgreSQL when
// TEST_DATABASE_URL is set, else a PGlite folder), migrated and seeded with the demo data as a
// server would: every company's chain holds (exit 0); a reading's audit record edited behind the
// application's back is reported with its link (exit 1), and `--json` says the same to a machine.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { createScratchDatabase, type ScratchDatabase } from "../helpers/databases";
import { openDatabase } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { seed } from "../../server/seed";

const TOKEN_SECRET = "audit-cli-test-secret";
let scratch: ScratchDatabase;

function env(): Record<string, string> {
  const base = { ...process.env, TOKEN_SECRET } as Record<string, string>;
  delete base.DATABASE_URL;
  return scratch.kind === "postgres" ? { ...base, DATABASE_URL: scratch.url! } : { ...base, DATA_DIR: scratch.dataDir! };
}

async function cli(...args: string[]): Promise<{ code: number; out: string }> {
  const proc = Bun.spawn(["bun", "scripts/audit-verify.ts", ...args], { env: env(), stdout: "pipe", stderr: "pipe" });
  const [out, err] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text()]);
  return { code: await proc.exited, out: out + err };
}

async function withDatabase<T>(fn: (db: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const db = await openDatabase(scratch.kind === "postgres" ? { databaseUrl: scratch.url!, dataDir: "" } : { databaseUrl: null, dataDir: scratch.dataDir! });
  try {
    return await fn(db);
  } finally {
    await db.close();
  }
}

describe("npm run audit:verify", () => {
  beforeAll(async () => {
    scratch = await createScratchDatabase("sqc_test_audit_cli");
    await withDatabase(async (db) => {
      await migrate(db);
      await seed(db, { demo: true });
    });
  }, 180_000);
  afterAll(async () => {
    await scratch?.drop();
  });

  test("every company's chain holds, then an edited record is reported", async () => {
    const ok = await cli();
    expect(ok.out).toMatch(/company 1: OK — \d+ links/);
    expect(ok.out).not.toContain("BROKEN");
    expect(ok.code).toBe(0);

    const edited = await withDatabase(async (db) =>
      db.transaction(async (sql) => {
        await sql.query(`SET LOCAL session_replication_role = replica`);
        const [row] = await sql.query<{ id: string }>(`UPDATE "reading_audit" SET "newValue" = 'tampered' WHERE "id" = (SELECT min("id") FROM "reading_audit" WHERE "companyId" = 1) RETURNING "id"::text AS id`);
        return Number(row!.id);
      }),
    );
    const broken = await cli("--company", "1");
    expect(broken.out).toMatch(new RegExp(`company 1: BROKEN at link \\d+ — EDITED: reading_audit ${edited} was changed`));
    expect(broken.code).toBe(1);
    const json = await cli("--company", "1", "--json");
    expect(JSON.parse(json.out.trim())).toMatchObject({ companyId: 1, ok: false, firstBreak: { kind: "EDITED", source: "reading_audit", sourceId: edited } });
  }, 120_000);
});
