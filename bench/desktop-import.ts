// The desktop database import under load (issue 15; docs/desktop-import.md): its own server on a
// fresh PostgreSQL database, a generated desktop file of N readings uploaded and processed as
// Hospital A's administrator, while another client reads the historical page (GraphQL, 25 rows)
// in a loop. Prints: upload time, processing time, rows/s, the server's peak RSS, and the
// historical page's p50/p95 during the import. With --kill: kill -9 the server halfway through
// the writes, check that nothing of the migration is in the database, restart, and check that it
// completes with every reading once.
//
//   bun bench/desktop-import.ts --pg postgresql://postgres@127.0.0.1:5432/postgres --readings 1000000 [--kill]
import { resolve } from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { Client } from "pg";
import { createPostgresDatabase } from "../tests/helpers/databases";
import { makeDesktopDb } from "../scripts/make-desktop-db";
import { percentile } from "./args";

const args = process.argv.slice(2);
const arg = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  return i >= 0 ? args[i + 1]! : fallback;
};
const PG = arg("pg", "postgresql://postgres@127.0.0.1:5432/postgres");
const READINGS = Number(arg("readings", "100000"));
const KILL = args.includes("--kill");
const PORT = 3985;
const BASE = `http://localhost:${PORT}`;
const root = resolve(import.meta.dir, "..");

const rssMb = (pid: number, key = "VmRSS") => {
  try {
    return Number(new RegExp(`${key}:\\s+(\\d+)`).exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
  } catch {
    return NaN;
  }
};

async function startServer(url: string) {
  const proc = Bun.spawn([process.execPath, "server/main.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: url, PORT: String(PORT), TOKEN_SECRET: "bench-secret", LOG_LEVEL: "info", NODE_ENV: "production", DATA_DIR: `/tmp/bench-desktop-data` },
    stdout: "ignore",
    stderr: "inherit",
  });
  for (const deadline = Date.now() + 180_000; ; ) {
    try {
      if ((await fetch(`${BASE}/healthz`)).ok) return proc;
    } catch {
      /* starting */
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 180 s");
    await Bun.sleep(250);
  }
}

/** Hospital A's administrator (who imports) or, with "clinic", Clinic C's (another distributor's company). */
async function signIn(who: "hospital" | "clinic" = "hospital"): Promise<string> {
  const post = async (path: string, body: unknown) => (await fetch(BASE + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })).json() as Promise<any>;
  const dist = await post("/api/Distributor/PostByDomain", { Domain: who === "hospital" ? BASE : `http://127.0.0.1:${PORT}` });
  const email = who === "hospital" ? "admin@hospital-a.test" : "admin@clinic-c.test";
  const r = await post("/api/login/login", { Email: email, Password: "Demo-2026", DistId: dist.id });
  if (!r.token) throw new Error(`sign-in failed: ${JSON.stringify(r)}`);
  return r.token;
}

const gql = async (token: string, query: string, variables: Record<string, unknown> = {}) => {
  const r = await fetch(`${BASE}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  return (await r.json()) as any;
};
const HISTORICAL = `{ historicalReadings(option: ReadingBI, first: 25) { totalCount edges { node { ... on BIReading { id readNumber } } } } }`;

async function migrationRow(token: string, id: number) {
  const d = await gql(token, `{ desktopMigrations { id statusEnum status totalImportedResults message progress { phase done total } } }`);
  return (d.data?.desktopMigrations as any[] | undefined)?.find((m) => m.id === id);
}

async function countInDb(url: string, id: number) {
  const c = new Client({ connectionString: url });
  await c.connect();
  try {
    const q = async (sql: string) => Number((await c.query(sql, [id])).rows[0].n);
    const readings =
      (await q(`SELECT count(*) n FROM reading_bi WHERE "desktopMigrationId" = $1`)) + (await q(`SELECT count(*) n FROM reading_pro WHERE "desktopMigrationId" = $1`)) +
      (await q(`SELECT count(*) n FROM reading_che_sterilizer WHERE "desktopMigrationId" = $1`)) + (await q(`SELECT count(*) n FROM reading_che_washer WHERE "desktopMigrationId" = $1`));
    const audit = await q(`SELECT count(*) n FROM reading_audit WHERE field = 'origin' AND "newValue" LIKE 'Desktop migration ' || $1 || ' (%'`);
    const machines = await q(`SELECT count(*) n FROM sterilizer WHERE "desktopMigrationId" = $1`);
    const dup = Number((await c.query(`SELECT count(*) n FROM (SELECT "companyId", "readNumber" FROM reading_bi GROUP BY 1, 2 HAVING count(*) > 1) d`)).rows[0].n);
    return { readings, audit, machines, duplicateReadNumbers: dup };
  } finally {
    await c.end();
  }
}

const file = `/tmp/bench-desktop-${READINGS}.db`;
if (!existsSync(file)) {
  const made = makeDesktopDb({ readings: READINGS, out: file, seed: 1 });
  console.log(`generated ${file}: ${(made.bytes / 1048576).toFixed(1)} MB in ${(made.ms / 1000).toFixed(1)} s`);
}
const db = await createPostgresDatabase(PG, "sqc_bench_desktop");
console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(" ")}; database ${db.label}`);
// The first start migrates and seeds the demo (a one-off that leaves the heap grown): restart, so
// the import meets a server in its steady state, as in production.
let server = await startServer(db.url!);
server.kill();
await server.exited;
server = await startServer(db.url!);
try {
  const token = await signIn();
  // The historical page alone first: what "responsive" is measured against.
  const alone: number[] = [];
  for (let i = 0; i < 100; i++) {
    const s = performance.now();
    await gql(token, HISTORICAL);
    alone.push(performance.now() - s);
    await Bun.sleep(20);
  }
  alone.sort((a, b) => a - b);
  console.log(`historical page without the import: ${alone.length} requests, p50 ${percentile(alone, 50).toFixed(1)} ms, p95 ${percentile(alone, 95).toFixed(1)} ms`);
  console.log(`server RSS idle: ${rssMb(server.pid).toFixed(0)} MB (anonymous ${rssMb(server.pid, "RssAnon").toFixed(0)}, file-backed ${rssMb(server.pid, "RssFile").toFixed(0)})`);
  const form = new FormData();
  form.append("sectorId", "1");
  form.append("file", Bun.file(file), "bench.db");
  let t = performance.now();
  const up = (await (await fetch(`${BASE}/api/desktopmigrator`, { method: "POST", body: form, headers: { authorization: `Bearer ${token}` } })).json()) as any;
  if (!up.migration) throw new Error(`upload refused: ${JSON.stringify(up)}`);
  const id = up.migration.id as number;
  console.log(`upload + file checks: ${((performance.now() - t) / 1000).toFixed(1)} s, server RSS ${rssMb(server.pid).toFixed(0)} MB (VmHWM ${rssMb(server.pid, "VmHWM").toFixed(0)} MB)`);

  // The other users: the historical page in a loop while the import runs, in turn Hospital A's
  // (the company the import writes to: its index ranges hold the uncommitted rows) and Clinic C's.
  const other = await signIn("clinic");
  const latencies: Record<"same" | "other", number[]> = { same: [], other: [] };
  let reading = true;
  const reader = (async () => {
    for (let turn = 0; reading; turn++) {
      const who = turn % 2 ? "other" : "same";
      const s = performance.now();
      // While the server is down (--kill) the page cannot answer: not counted.
      if (await gql(who === "same" ? token : other, HISTORICAL).then((r) => !!r.data?.historicalReadings, () => false)) latencies[who].push(performance.now() - s);
      else await Bun.sleep(500);
      await Bun.sleep(50);
    }
  })();
  let peak = 0;
  const parts = { RssAnon: 0, RssFile: 0 };
  let hwm = rssMb(server.pid, "VmHWM");
  let lastPhase = "starting";
  const jumps: string[] = [];
  const sampler = setInterval(() => {
    const now = rssMb(server.pid);
    if (now > peak) {
      peak = now;
      parts.RssAnon = rssMb(server.pid, "RssAnon");
      parts.RssFile = rssMb(server.pid, "RssFile");
    }
    const h = rssMb(server.pid, "VmHWM");
    if (h > hwm + 8) jumps.push(`${hwm.toFixed(0)} → ${h.toFixed(0)} MB at ${((performance.now() - t) / 1000).toFixed(1)} s (${lastPhase})`);
    hwm = Math.max(hwm, h || 0);
  }, 100);

  t = performance.now();
  const started = (await (await fetch(`${BASE}/api/desktopmigrator/processMigration`, { method: "POST", headers: { authorization: `Bearer ${token}`, "content-type": "application/json" }, body: String(id) })).json()) as any;
  if (started.migration?.statusEnum !== 1) throw new Error(`not started: ${JSON.stringify(started)}`);
  let killed = false;
  for (;;) {
    await Bun.sleep(500);
    const row = await migrationRow(token, id).catch(() => null);
    if (row?.progress) lastPhase = `${row.progress.phase} ${row.progress.done}/${row.progress.total}`;
    if (KILL && !killed && row?.progress?.phase === "readings" && row.progress.done > row.progress.total / 2) {
      console.log(`kill -9 at ${row.progress.done} / ${row.progress.total} readings written`);
      server.kill(9);
      await server.exited;
      killed = true;
      const after = await countInDb(db.url!, id);
      console.log(`after kill -9: ${JSON.stringify(after)} (expected 0 readings, 0 audit, 0 machines)`);
      server = await startServer(db.url!);
      console.log("restarted; the migration resumes from its file");
      continue;
    }
    if (row && row.statusEnum !== 1) {
      console.log(`processing: ${((performance.now() - t) / 1000).toFixed(1)} s → ${row.status}, ${row.totalImportedResults} readings (${Math.round(row.totalImportedResults / ((performance.now() - t) / 1000))}/s)${row.statusEnum === 3 ? ` ${row.message}` : ""}`);
      break;
    }
  }
  reading = false;
  clearInterval(sampler);
  await reader;
  console.log(`server RSS peak (sampled): ${peak.toFixed(0)} MB (anonymous ${parts.RssAnon.toFixed(0)}, file-backed ${parts.RssFile.toFixed(0)}); VmHWM ${rssMb(server.pid, "VmHWM").toFixed(0)} MB`);
  if (jumps.length) console.log(`VmHWM rose by more than 8 MB at once: ${jumps.join("; ")}`);
  for (const [who, label] of [["other", "another company's (Clinic C)"], ["same", "the importing company's (Hospital A)"]] as const) {
    const sorted = latencies[who].sort((a, b) => a - b);
    console.log(`historical page during the import, ${label}: ${sorted.length} requests, p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, max ${sorted.at(-1)?.toFixed(1)} ms`);
  }
  console.log(`in the database: ${JSON.stringify(await countInDb(db.url!, id))}`);
} finally {
  server.kill();
  await server.exited;
  await db.drop();
}
