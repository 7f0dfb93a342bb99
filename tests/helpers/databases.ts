// Throw-away databases for test runs: a fresh PostgreSQL database on the server named by a
// URL (created through that server's `postgres` maintenance database), or a fresh PGlite
// data folder. Used by scripts/test.ts and by the migration tests.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

export interface ScratchDatabase {
  kind: "postgres" | "pglite";
  /** PostgreSQL URL of the new database (postgres only). */
  url?: string;
  /** Fresh data folder (pglite only). */
  dataDir?: string;
  /** Human-readable name for logs. */
  label: string;
  drop(): Promise<void>;
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}

export async function createPostgresDatabase(serverUrl: string, prefix = "sqc_test"): Promise<ScratchDatabase> {
  const { Client } = await import("pg");
  const name = `${prefix}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await admin.connect();
  try {
    await admin.query(`CREATE DATABASE "${name}"`);
  } finally {
    await admin.end();
  }
  const url = withDatabase(serverUrl, name);
  return {
    kind: "postgres",
    url,
    label: `PostgreSQL ${new URL(url).host}/${name}`,
    drop: async () => {
      const c = new Client({ connectionString: withDatabase(serverUrl, "postgres") });
      await c.connect();
      try {
        await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      } finally {
        await c.end();
      }
    },
  };
}

export function createPGliteDir(prefix = "sqc-test-"): ScratchDatabase {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  return {
    kind: "pglite",
    dataDir,
    label: `PGlite ${dataDir}`,
    drop: async () => rmSync(dataDir, { recursive: true, force: true }),
  };
}

/** PostgreSQL when TEST_DATABASE_URL is set, else PGlite. */
export async function createScratchDatabase(prefix?: string): Promise<ScratchDatabase> {
  const url = process.env.TEST_DATABASE_URL;
  return url ? createPostgresDatabase(url, prefix) : createPGliteDir(prefix ? `${prefix}-` : undefined);
}
