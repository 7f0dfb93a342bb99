// Historical browser benchmark (not a test): on the database bench/seed-historical.ts made
// (Hospital A with 1,000,000 historical BI readings among other tenants' millions), one run
// prints, for the same filtered and ordered page of 25 rows with its total:
//   (a) our GraphQL endpoint (historicalReadings), (b) our REST path (/api/historical/ReadingBI),
//   (c) the raw SQL alone (the floor: the same page-with-its-total statement, prepared, through Bun SQL),
//   (d) PostGraphile 5 (Amber + connection-filter) serving the same tables;
// p50 / p95 latency and requests/s at each --concurrency; then the export of every Hospital A
// reading to xlsx and to csv: rows/s and the server's peak RSS (a fresh server per export), and
// meanwhile another tenant's user (Clinic C) asking its historical page of 25 with its total
// every ~50 ms (GraphQL): p50 / p95 during the export beside the same page on an idle server.
//
//   bun bench/historical.ts --db postgresql://postgres@127.0.0.1:5432/sqc_historical
//   options: --seconds 10 (per variant and concurrency), --concurrency 1,4, --skip-export,
//            --skip-pages, --export csv,excel, --only GraphQL,REST (variants whose name has one)
//
// Our server runs with the remembered totals off (HISTORICAL_COUNT_CACHE_SECONDS=0): every
// request counts, as the raw SQL and PostGraphile do.
// The page: biological sterilisation readings of one sector in one month (a random month of
// the last three years per request), newest first, page 1-4 at random.
import { resolve } from "node:path";
import { cpus, loadavg } from "node:os";
import { readFileSync } from "node:fs";
import { Pool } from "pg";
import { SQL } from "bun";
import { cpuNow, cpuSince } from "./cpu";
import { pageWithTotal } from "../server/historical/sql";
import { signIn } from "./session";
import { parseArgs, percentile } from "./args";

interface Options {
  db: string;
  seconds: number;
  concurrency: number[];
  skipExport: boolean;
  skipPages: boolean;
  exportTypes: ("csv" | "excel")[];
  only: string[] | null;
}
const opts = parseArgs<Options>(
  process.argv.slice(2),
  { db: "postgresql://postgres@127.0.0.1:5432/sqc_historical", seconds: 10, concurrency: [1, 4], skipExport: false, skipPages: false, exportTypes: ["csv", "excel"], only: null },
  { "--db": ["db", "string"], "--seconds": ["seconds", "number"], "--concurrency": ["concurrency", "numbers"], "--skip-export": ["skipExport", "flag"], "--skip-pages": ["skipPages", "flag"], "--export": ["exportTypes", "strings"], "--only": ["only", "strings"] },
);
const root = resolve(import.meta.dir, "..");
const OUR_PORT = 3980;
const PGL_PORT = 3990;
const PAGE = 25;
const MONTHS = 36;
const COMPANY = 1;

const ms = (n: number) => `${n.toFixed(1)} ms`;

// ───────────── processes ─────────────

async function waitFor(url: string, init?: RequestInit) {
  for (const deadline = Date.now() + 120_000; ; ) {
    try {
      const r = await fetch(url, init);
      if (r.status < 500) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 120 s`);
    await Bun.sleep(200);
  }
}

async function startOurs() {
  // BENCH_SERVER_FLAGS: extra flags for our server's bun, e.g. "--cpu-prof-md --cpu-prof-dir=/tmp/prof".
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  const proc = Bun.spawn([process.execPath, ...flags, "server/main.ts"], {
    cwd: root,
    env: { ...process.env, DATABASE_URL: opts.db, PORT: String(OUR_PORT), TOKEN_SECRET: "bench-secret", LOG_LEVEL: "warn", NODE_ENV: "production", HISTORICAL_COUNT_CACHE_SECONDS: "0" },
    stdout: "ignore",
    stderr: "inherit",
  });
  await waitFor(`http://localhost:${OUR_PORT}/healthz`);
  return proc;
}

async function startPostGraphile() {
  const proc = Bun.spawn([process.execPath, "bench/postgraphile-server.ts", opts.db, String(PGL_PORT)], { cwd: root, env: { ...process.env, GRAPHILE_ENV: "production" }, stdout: "ignore", stderr: "inherit" });
  await waitFor(`http://localhost:${PGL_PORT}/graphql`, { method: "POST", headers: { "content-type": "application/json" }, body: '{"query":"{__typename}"}' });
  return proc;
}

/** Peak resident memory of a process (VmHWM), MB. */
const peakRss = (pid: number) => Number(/VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;

// ───────────── the page, four ways ─────────────

interface PageArgs {
  sectorId: number;
  from: Date;
  to: Date;
  page: number;
}

function randomPage(sectors: number[]): PageArgs {
  const month = Math.floor(Math.random() * MONTHS);
  const to = new Date(Date.now() - month * 30 * 86400_000);
  return { sectorId: sectors[Math.floor(Math.random() * sectors.length)]!, from: new Date(to.getTime() - 30 * 86400_000), to, page: 1 + Math.floor(Math.random() * 4) };
}

const offsetCursor = (offset: number) => Buffer.from(`OffsetConnection:${offset}`).toString("base64");

const OUR_QUERY = `query Page($filter: HistoricalFilter, $after: String) {
  historicalReadings(option: ReadingBI, filter: $filter, orderBy: "startedTime", descending: true, first: ${PAGE}, after: $after) {
    totalCount
    edges { node { ... on BIReading {
      id readNumber positionNumber startedAt resultAt programName programNumber averageTemperature result resultDescription
      visualResultDescription productName lot processDescription valueD conditionSCIB bookNumber pageNumber cycle
      machineName machineSerial machineBrand incubatorName loadNumber ticketNumber edited desktopMigrationId notes sectorName
    } } }
  } }`;

const PGL_QUERY = `query Page($sector: Int!, $from: Datetime!, $to: Datetime!, $offset: Int!) {
  allReadingBis(first: ${PAGE}, offset: $offset, orderBy: [STARTED_AT_DESC, PRIMARY_KEY_DESC], filter: {
    companyId: { equalTo: ${COMPANY} }, state: { in: [HISTORICAL, SAVED] }, disinfection: { equalTo: false },
    sectorId: { equalTo: $sector }, startedAt: { greaterThanOrEqualTo: $from, lessThanOrEqualTo: $to } }) {
    totalCount
    nodes {
      id readNumber positionNumber startedAt resultAt programNumber averageTemperature result visualResult lot processId valueD
      conditionScib bookNumber pageNumber cycle loadNumber ticketNumber edited desktopMigrationId notes
      programByProgramId { name } productByProductId { name } sterilizerBySterilizerId { name serial brand }
      incubatorByIncubatorId { name } sectorBySectorId { name }
    }
  } }`;

// The floor runs the very statements our server sends (server/historical/sql.ts: the page with
// its related records as JSON subqueries, and the count in the same statement), prepared, through a bare client (Bun SQL, as our server).
const where = (a: PageArgs) => ({ companyId: COMPANY, state: { in: ["HISTORICAL", "SAVED"] }, disinfection: false, sectorId: a.sectorId, startedAt: { gte: a.from, lte: a.to } });

type Variant = { name: string; run: (a: PageArgs) => Promise<number> };

async function gql(url: string, query: string, variables: unknown, token?: string): Promise<any> {
  const r = await fetch(url, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query, variables }) });
  const j = (await r.json()) as any;
  if (j.errors) throw new Error(JSON.stringify(j.errors).slice(0, 500));
  return j.data;
}

function variants(token: string, pool: Pool): Variant[] {
  const ours = `http://localhost:${OUR_PORT}`;
  // The floor runs through Bun's client, as our server's hot path does (server/db/client.ts).
  const bare = { db: { prepared: async (_name: string, text: string, values: unknown[]) => [...(await fast.unsafe(text, values))] } } as never;
  return [
    {
      name: "(a) our GraphQL",
      run: async (a) => {
        const d = await gql(`${ours}/graphql`, OUR_QUERY, { filter: { sectorId: String(a.sectorId), dateFrom: a.from, dateTo: a.to }, after: a.page > 1 ? offsetCursor((a.page - 1) * PAGE - 1) : null }, token);
        return d.historicalReadings.totalCount;
      },
    },
    {
      name: "(b) our REST",
      run: async (a) => {
        const r = await fetch(`${ours}/api/historical/ReadingBI`, {
          method: "POST",
          headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
          body: JSON.stringify({ Filter: { SectorId: a.sectorId, DateFrom: a.from, DateTo: a.to }, Pagination: { Page: a.page, PageSize: PAGE, OrderBy: "startedTime", OrderType: "desc" } }),
        });
        return ((await r.json()) as any).totalRows;
      },
    },
    {
      name: "(c) raw SQL floor",
      run: async (a) => (await pageWithTotal(bare, "BI", where(a), [{ startedAt: "desc" }, { id: "desc" }], (a.page - 1) * PAGE, PAGE)).total,
    },
    {
      name: "(d) PostGraphile 5",
      run: async (a) => {
        const d = await gql(`http://localhost:${PGL_PORT}/graphql`, PGL_QUERY, { sector: a.sectorId, from: a.from, to: a.to, offset: (a.page - 1) * PAGE });
        return d.allReadingBis.totalCount;
      },
    },
  ];
}

async function measure(v: Variant, sectors: number[], concurrency: number, serverPid: number | null) {
  // Warm up (plans, pools, JIT), then run for --seconds.
  for (let i = 0; i < 20; i++) await v.run(randomPage(sectors));
  const times: number[] = [];
  const cpu = cpuNow(serverPid);
  const end = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await v.run(randomPage(sectors));
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  const used = cpuSince(cpu, serverPid, times.length, 1000);
  times.sort((x, y) => x - y);
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / wall, n: times.length, cpu: `CPU per request: server ${used.server} ms, PostgreSQL ${used.postgres} ms, benchmark ${used.client} ms` };
}

// ───────────── the export ─────────────

/** Another tenant's user (Clinic C) paging its own historical readings while an export runs. */
interface Neighbour {
  token: string;
  sectors: number[];
}

async function neighbour(): Promise<Neighbour> {
  const token = await signIn(`http://127.0.0.1:${OUR_PORT}`, "admin@clinic-c.test");
  const company = (await pool.query(`SELECT "companyId" FROM app_user WHERE email = 'admin@clinic-c.test'`)).rows[0].companyId;
  const sectors = (await pool.query(`SELECT id FROM sector WHERE "companyId" = $1 ORDER BY id`, [company])).rows.map((r) => Number(r.id));
  return { token, sectors };
}

/** The neighbour's page (GraphQL, 25 rows with the total) every ~50 ms until `stop` resolves: latencies, sorted. */
async function pageEvery50ms(n: Neighbour, stop: Promise<unknown>): Promise<number[]> {
  let done = false;
  void stop.finally(() => (done = true));
  const times: number[] = [];
  while (!done) {
    const a = randomPage(n.sectors);
    const t = performance.now();
    await gql(`http://127.0.0.1:${OUR_PORT}/graphql`, OUR_QUERY, { filter: { sectorId: String(a.sectorId), dateFrom: a.from, dateTo: a.to }, after: a.page > 1 ? offsetCursor((a.page - 1) * PAGE - 1) : null }, n.token);
    const took = performance.now() - t;
    times.push(took);
    await Bun.sleep(Math.max(1, 50 - took));
  }
  return times.sort((x, y) => x - y);
}
const latencies = (t: number[]) => `p50 ${ms(percentile(t, 50))}, p95 ${ms(percentile(t, 95))} (${t.length} pages)`;

async function exportRun(type: "excel" | "csv") {
  const server = await startOurs();
  try {
    const token = await signIn(`http://localhost:${OUR_PORT}`);
    const other = await neighbour();
    const cols = ((await (await fetch(`http://localhost:${OUR_PORT}/api/export/getexportcols`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ Read: "BI" }) })).json()) as { key: string }[]).map((c) => c.key);
    // The neighbour's page alone first (warm plans and JIT, then 5 s idle baseline).
    const idle = await pageEvery50ms(other, Bun.sleep(5000));
    const before = peakRss(server.pid);
    const t = performance.now();
    const run = (async () => {
      const r = await fetch(`http://localhost:${OUR_PORT}/api/export/${type}`, {
        method: "POST",
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify({ Read: "BI", Cols: cols, CSVSeparator: ",", Filter: {} }),
      });
      if (!r.ok) throw new Error(`export ${type} → ${r.status} ${await r.text()}`);
      const rows = Number(r.headers.get("x-export-rows"));
      let bytes = 0;
      const reader = r.body!.getReader();
      for (let c = await reader.read(); !c.done; c = await reader.read()) bytes += c.value.byteLength;
      return { rows, bytes, seconds: (performance.now() - t) / 1000 };
    })();
    const during = pageEvery50ms(other, run);
    const { rows, bytes, seconds } = await run;
    const pages = await during;
    console.log(
      `export ${type.padEnd(5)}: ${rows} rows × ${cols.length} columns in ${seconds.toFixed(1)} s = ${Math.round(rows / seconds)} rows/s, ${(bytes / 1e6).toFixed(0)} MB; server peak RSS ${peakRss(server.pid).toFixed(0)} MB (${before.toFixed(0)} MB before)` +
        ` | Clinic C page during it: ${latencies(pages)}; idle: ${latencies(idle)} | load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`,
    );
  } finally {
    server.kill("SIGTERM");
    await server.exited;
  }
}

// ───────────── run ─────────────

console.log(`machine: ${cpus().length} cores, load average ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
const pool = new Pool({ connectionString: opts.db, max: 10 });
const fast = new SQL({ url: opts.db, max: 10 });
const sectors = (await pool.query(`SELECT id FROM sector WHERE "companyId" = $1 ORDER BY id`, [COMPANY])).rows.map((r) => Number(r.id));
const total = (await pool.query(`SELECT count(*)::int AS n FROM reading_bi WHERE "companyId" = $1`, [COMPANY])).rows[0].n;
const all = (await pool.query(`SELECT count(*)::int AS n FROM reading_bi`)).rows[0].n;
console.log(`data: Hospital A ${total} BI readings of ${all} in reading_bi; page of ${PAGE} of one sector in a random month, newest first, pages 1-4`);

if (!opts.skipPages) await pages();

async function pages() {
const ours = await startOurs();
const pgl = await startPostGraphile();
try {
  const token = await signIn(`http://localhost:${OUR_PORT}`);
  const list = variants(token, pool).filter((v) => !opts.only || opts.only.some((o) => v.name.includes(o)));
  // The same page must give the same total everywhere.
  const probe = randomPage(sectors);
  const totals = await Promise.all(list.map((v) => v.run(probe)));
  console.log(`same page, totals: ${list.map((v, i) => `${v.name} ${totals[i]}`).join(", ")}`);
  for (const c of opts.concurrency) {
    console.log(`\nconcurrency ${c}, ${opts.seconds} s each:`);
    for (const v of list) {
      const m = await measure(v, sectors, c, v.name.includes("PostGraphile") ? pgl.pid : v.name.includes("our") ? ours.pid : null);
      console.log(`  ${v.name.padEnd(20)} p50 ${ms(m.p50).padStart(9)}  p95 ${ms(m.p95).padStart(9)}  ${m.rps.toFixed(0).padStart(5)} req/s  (${m.n} requests; ${m.cpu})`);
    }
  }
} finally {
  ours.kill("SIGTERM");
  pgl.kill("SIGTERM");
  await Promise.all([ours.exited, pgl.exited]);
}
}

if (!opts.skipExport) {
  console.log("");
  for (const type of opts.exportTypes) await exportRun(type);
}
await pool.end();
await fast.close();
console.log(`load average at the end: ${loadavg().map((l) => l.toFixed(1)).join(" ")}`);
