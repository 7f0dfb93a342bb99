// Seeds a PostgreSQL database for the historical benchmark (bench/historical.ts): the demo
// data, then --rows historical biological readings for Hospital A and --others for the other
// tenants (Hospital B, Clinic C), generated inside PostgreSQL (INSERT ... SELECT over
// generate_series, in chunks) so millions of rows take minutes, then VACUUM ANALYZE.
//
//   bun bench/seed-historical.ts --pg postgresql://postgres@127.0.0.1:5432/postgres
//   options: --db sqc_historical (database name; dropped and re-created), --rows 1000000,
//            --others 2000000, --years 3 (readings spread over the last N years)
import { resolve } from "node:path";
import { Client } from "pg";
import { parseArgs } from "./args";

interface Options {
  pg: string;
  db: string;
  rows: number;
  others: number;
  years: number;
}

export const withDatabase = (url: string, db: string) => {
  const u = new URL(url);
  u.pathname = `/${db}`;
  return u.toString();
};

const opts = parseArgs<Options>(
  process.argv.slice(2),
  { pg: "postgresql://postgres@127.0.0.1:5432/postgres", db: "sqc_historical", rows: 1_000_000, others: 2_000_000, years: 3 },
  { "--pg": ["pg", "string"], "--db": ["db", "string"], "--rows": ["rows", "number"], "--others": ["others", "number"], "--years": ["years", "number"] },
);
const root = resolve(import.meta.dir, "..");
const CHUNK = 250_000;
const started = Date.now();
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(1)} s`;

/** Migrates and seeds the demo data by starting the server once against the new database. */
async function createAndSeed(url: string) {
  const admin = new Client({ connectionString: withDatabase(opts.pg, "postgres") });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS "${opts.db}" WITH (FORCE)`);
  await admin.query(`CREATE DATABASE "${opts.db}"`);
  await admin.end();
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = Bun.spawn([process.execPath, "server/main.ts"], { cwd: root, env: { ...process.env, DATABASE_URL: url, PORT: String(port), TOKEN_SECRET: "bench-secret", LOG_LEVEL: "warn" }, stdout: "ignore", stderr: "inherit" });
  for (const deadline = Date.now() + 120_000; ; ) {
    try {
      if ((await fetch(`http://localhost:${port}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
    await Bun.sleep(250);
  }
  server.kill("SIGTERM");
  await server.exited;
}

/** Ids a company's readings point at, as SQL arrays (NULL when it has none). */
async function refs(db: Client, companyId: number) {
  const ids = async (sql: string, params: unknown[] = [companyId]) => (await db.query(sql, params)).rows.map((r) => Number(r.id));
  return {
    sectors: await ids(`SELECT id FROM sector WHERE "companyId" = $1 ORDER BY id`),
    sterilizers: await ids(`SELECT id FROM sterilizer WHERE "companyId" = $1 ORDER BY id`),
    incubators: await ids(`SELECT id FROM incubator WHERE "companyId" = $1 ORDER BY id`),
    users: await ids(`SELECT id FROM app_user WHERE "companyId" = $1 ORDER BY id`),
    products: await ids(`SELECT p.id FROM product p JOIN product_model m ON m.id = p."productModelId" WHERE m.type IN (0, 4) ORDER BY p.id`, []),
    programs: await ids(`SELECT id FROM program ORDER BY id LIMIT 6`, []),
  };
}

/** Inserts `count` historical BI readings for the company, read numbers after its highest. */
async function seedCompany(db: Client, companyId: number, count: number) {
  const r = await refs(db, companyId);
  if (!r.sectors.length) throw new Error(`company ${companyId} has no sector`);
  const { rows } = await db.query(`SELECT COALESCE(MAX("readNumber"), 0) AS n FROM reading_bi WHERE "companyId" = $1`, [companyId]);
  let base = Number(rows[0].n);
  const spanSeconds = opts.years * 365 * 86400;
  for (let done = 0; done < count; done += CHUNK) {
    const n = Math.min(CHUNK, count - done);
    const pick = (name: string) => `(CASE WHEN cardinality($${name}::int[]) = 0 THEN NULL ELSE ($${name}::int[])[1 + (g % cardinality($${name}::int[]))] END)`;
    await db.query(
      `INSERT INTO reading_bi ("companyId", "sectorId", "state", "disinfection", "readNumber", "positionNumber", "incubatorId", "programId",
         "startedAt", "resultAt", "result", "visualResult", "fluorescence", "averageTemperature", "productId", "lot", "conditionSCIB", "processId",
         "cycle", "sterilizerId", "disinfectorId", "bookNumber", "pageNumber", "notes", "viewed", "edited", "editUserId", "createdAt")
       SELECT $1, ${pick("2")}, (CASE WHEN g % 7 = 0 THEN 'SAVED' ELSE 'HISTORICAL' END)::"ReadingState", false, $8 + g, 1 + g % 10,
         ${pick("3")}, ${pick("4")},
         t.started, t.started + interval '24 minutes',
         CASE WHEN g % 997 = 0 THEN 4 WHEN g % 499 = 0 THEN 3 WHEN g % 97 = 0 THEN 2 ELSE 1 END,
         CASE WHEN g % 3 = 0 THEN 1 ELSE NULL END, round((g % 1000)::numeric / 7, 3), 60 + (g % 20)::numeric / 10,
         ${pick("5")}, 'L' || to_char(t.started, 'YYMM') || (g % 50), 1, 1 + g % 3,
         (g % 400)::text, ${pick("6")}, NULL,
         (g / 500)::text, (g % 500)::text, CASE WHEN g % 50 = 0 THEN 'Checked by supervisor' ELSE NULL END, true, g % 11 = 0,
         CASE WHEN g % 11 = 0 THEN ${pick("7")} ELSE NULL END, t.started
       FROM generate_series($9::int, $10::int) AS g,
            LATERAL (SELECT now() - make_interval(secs => $11::float8 * (1 - g::float8 / $12::float8)) AS started) AS t`,
      [companyId, r.sectors, r.incubators, r.programs, r.products, r.sterilizers, r.users, base, done + 1, done + n, spanSeconds, count],
    );
    console.log(`company ${companyId}: ${done + n} / ${count} readings (${elapsed()})`);
  }
  base += count;
}

const url = withDatabase(opts.pg, opts.db);
console.log(`database ${opts.db}: creating, migrating and seeding the demo data`);
await createAndSeed(url);
const db = new Client({ connectionString: url });
await db.connect();
await seedCompany(db, 1, opts.rows);
const others = (await db.query(`SELECT id FROM company WHERE id <> 1 ORDER BY id`)).rows.map((r) => Number(r.id));
for (const id of others) await seedCompany(db, id, Math.floor(opts.others / others.length));
console.log(`VACUUM ANALYZE (${elapsed()})`);
await db.query(`VACUUM ANALYZE reading_bi`);
const total = (await db.query(`SELECT "companyId", count(*)::int AS n FROM reading_bi GROUP BY 1 ORDER BY 1`)).rows;
console.log(`done in ${elapsed()}: ${total.map((t) => `company ${t.companyId} ${t.n}`).join(", ")}`);
console.log(`DATABASE_URL=${url}`);
await db.end();
