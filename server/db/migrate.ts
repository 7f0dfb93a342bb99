// The project's migration runner (prisma migrate deploy cannot run against PostgreSQL
// offline, see ../shared/STACK.md). Each folder of prisma/migrations is applied once, in
// name order, inside its own transaction; applied names are recorded in _migrations.
// Instances starting together on PostgreSQL take turns: the run holds an advisory lock, and the
// next one reads _migrations only once it has the lock (finding the other's work done).
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import type { Database } from "./client";
import { exclusively } from "../jobs/singleton";

export const MIGRATIONS_DIR = resolve(import.meta.dir, "../../prisma/migrations");

export function migrationNames(): string[] {
  return readdirSync(MIGRATIONS_DIR, { withFileTypes: true })
    .filter((d) => d.isDirectory() && existsSync(join(MIGRATIONS_DIR, d.name, "migration.sql")))
    .map((d) => d.name)
    .sort();
}

/** Path of the schema snapshot stored with the newest migration, or null when none exist. */
export function latestSnapshot(): string | null {
  const last = migrationNames().at(-1);
  return last ? join(MIGRATIONS_DIR, last, "schema.snapshot.prisma") : null;
}

export async function migrate(db: Database): Promise<string[]> {
  return exclusively(db, "migrate", () => applyPending(db));
}

async function applyPending(db: Database): Promise<string[]> {
  await db.exec(`CREATE TABLE IF NOT EXISTS _migrations (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())`);
  // When each periodic job last ran, for every instance to see (server/jobs/singleton.ts).
  await db.exec(`CREATE TABLE IF NOT EXISTS _jobs (name text PRIMARY KEY, last_run_at timestamptz NOT NULL)`);
  const done = new Set((await db.query<{ name: string }>(`SELECT name FROM _migrations`)).map((r) => r.name));
  const applied: string[] = [];
  for (const name of migrationNames()) {
    if (done.has(name)) continue;
    const sql = readFileSync(join(MIGRATIONS_DIR, name, "migration.sql"), "utf8");
    // Under the lock no other instance migrates; the primary key on _migrations would still
    // make a second run of the same migration roll back rather than apply it twice.
    await db.exec(`BEGIN;\nSET LOCAL statement_timeout = 0;\n${sql}\nINSERT INTO _migrations(name) VALUES ('${name.replace(/'/g, "''")}');\nCOMMIT;`).catch(async (e) => {
      await db.exec("ROLLBACK").catch(() => {});
      throw new Error(`migration ${name} failed: ${(e as Error).message}`);
    });
    applied.push(name);
  }
  return applied;
}
