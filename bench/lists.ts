// Lists the browser uses most, against their SQL floor (not a test). On a fresh scratch
// PostgreSQL database (created beside --pg, dropped at the end) seeded by our server with the
// demo tenants, plus Hospital A data made inside PostgreSQL (INSERT ... SELECT generate_series:
// --readings BI readings over the last year, 1 in 200 of them LIVE, and --users users in one
// sector), one run prints, for each list:
//   - the SQL statements one request issues (recorded in-process: the same server code, its pg
//     client and its Bun SQL client wrapped to note each statement's text, parameters, start and
//     end), for page sizes 10, 25 and 50 where the list pages (does it grow with the page: N+1?);
//   - our GraphQL endpoint (server/main.ts in its own process, NODE_ENV=production): p50 / p95
//     latency and requests/s at each --concurrency, the same request again and again;
//   - the floor: the very statements that request issued, with their parameters, replayed
//     through Bun's native client (new SQL({ url }), sql.unsafe(text, params)), each started once
//     the statements that had ended before it started in the server have ended (same order, same
//     parallelism), no HTTP, no GraphQL, no Prisma;
//   - the ratio of the two.
// The requests are the web client's own compiled operations (web/__generated__, made by
// node_modules/.bin/relay-compiler): the live BI readings screen (readingListQuery, kind BI,
// states [LIVE]; readingListPaginationQuery for pages of 10 and 50), the company users screen
// (AppUserListQuery for the sector; AppUserUsersPaginationQuery), the dashboard (DashboardQuery,
// then each of the viewer's panels: PanelCardQuery).
//
//   flock /tmp/sqc-bench.lock bun bench/lists.ts --pg postgresql://postgres@127.0.0.1:5432/postgres
//   options: --seconds 5 (per variant and concurrency), --concurrency 1,4, --readings 100000,
//            --users 300, --statements (print every statement of each request in full, with its
//            parameters), --only readings,users (lists whose name has one of these), --keep (keep the
//            scratch database and print its URL)
//   BENCH_SERVER_FLAGS: extra flags for our server's bun, e.g. "--cpu-prof-md --cpu-prof-dir=/tmp/prof".
import { resolve } from "node:path";
import { cpus, loadavg } from "node:os";
import { readFileSync } from "node:fs";
import { SQL } from "bun";
import { createPostgresDatabase, type ScratchDatabase } from "../tests/helpers/databases";
import { signIn as signInAt } from "./session";
import { parseArgs, percentile } from "./args";

const signIn = (email?: string) => signInAt(BASE, email);

interface Options {
  pg: string;
  seconds: number;
  concurrency: number[];
  readings: number;
  users: number;
  statements: boolean;
  only: string[] | null;
  keep: boolean;
}
const opts = parseArgs<Options>(
  process.argv.slice(2),
  { pg: "postgresql://postgres@127.0.0.1:5432/postgres", seconds: 5, concurrency: [1, 4], readings: 100_000, users: 300, statements: false, only: null, keep: false },
  {
    "--pg": ["pg", "string"], "--seconds": ["seconds", "number"], "--concurrency": ["concurrency", "numbers"], "--readings": ["readings", "number"], "--users": ["users", "number"],
    "--statements": ["statements", "flag"], "--only": ["only", "strings"], "--keep": ["keep", "flag"],
  },
);
const root = resolve(import.meta.dir, "..");
const PORT = 3981;
const BASE = `http://localhost:${PORT}`;
const COMPANY = 1; // Hospital A
const TOKEN_SECRET = "bench-lists-secret";
const TIME_ZONE = "Europe/Madrid";
const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const ms = (n: number) => `${n.toFixed(1)} ms`;
const oneLine = (s: string) => s.replace(/\s+/g, " ").trim();

async function operation(name: string): Promise<string> {
  try {
    return (await import(`../web/__generated__/${name}.graphql.ts`)).default.params.text as string;
  } catch (e) {
    throw new Error(`web/__generated__/${name}.graphql.ts is missing: run node_modules/.bin/relay-compiler first (${(e as Error).message})`);
  }
}

// ───────────── the database and our server ─────────────

async function waitFor(url: string) {
  for (const deadline = Date.now() + 180_000; ; ) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within 180 s`);
    await Bun.sleep(250);
  }
}

function serverEnv(url: string): Record<string, string> {
  const env: Record<string, string> = { ...(process.env as Record<string, string>), DATABASE_URL: url, PORT: String(PORT), TOKEN_SECRET, LOG_LEVEL: "warn", NODE_ENV: "production" };
  delete env.TEST_HOOKS;
  return env;
}

/** Hospital A's extra data: BI readings over the last year (1 in 200 LIVE) and users in one sector. */
async function addData(sql: SQL, readings: number, users: number) {
  const ids = async (q: string, p: unknown[] = [COMPANY]) => ((await sql.unsafe(q, p)) as { id: number }[]).map((r) => Number(r.id));
  const sectors = await ids(`SELECT id FROM sector WHERE "companyId" = $1 ORDER BY id`);
  const sterilizers = await ids(`SELECT id FROM sterilizer WHERE "companyId" = $1 ORDER BY id`);
  const incubators = await ids(`SELECT id FROM incubator WHERE "companyId" = $1 ORDER BY id`);
  const userIds = await ids(`SELECT id FROM app_user WHERE "companyId" = $1 ORDER BY id`);
  const products = await ids(`SELECT p.id FROM product p JOIN product_model m ON m.id = p."productModelId" WHERE m.type IN (0, 4) ORDER BY p.id`, []);
  const programs = await ids(`SELECT id FROM program ORDER BY id LIMIT 6`, []);
  const [{ n: base }] = (await sql.unsafe(`SELECT COALESCE(MAX("readNumber"), 0)::int AS n FROM reading_bi WHERE "companyId" = $1`, [COMPANY])) as { n: number }[];
  const pick = (p: string) => `(CASE WHEN cardinality($${p}::int[]) = 0 THEN NULL ELSE ($${p}::int[])[1 + (g % cardinality($${p}::int[]))] END)`;
  const arr = (a: number[]) => `{${a.join(",")}}`;
  const CHUNK = 50_000;
  for (let done = 0; done < readings; done += CHUNK) {
    const n = Math.min(CHUNK, readings - done);
    await sql.unsafe(
      `INSERT INTO reading_bi ("companyId", "sectorId", "state", "disinfection", "readNumber", "positionNumber", "incubatorId", "programId",
         "startedAt", "resultAt", "result", "visualResult", "fluorescence", "averageTemperature", "productId", "lot", "conditionSCIB", "processId",
         "cycle", "sterilizerId", "disinfectorId", "bookNumber", "pageNumber", "notes", "viewed", "edited", "editUserId", "createdAt")
       SELECT $1, ${pick("2")}, (CASE WHEN g % 200 = 0 THEN 'LIVE' WHEN g % 7 = 0 THEN 'SAVED' ELSE 'HISTORICAL' END)::"ReadingState", false, $8 + g, 1 + g % 10,
         ${pick("3")}, ${pick("4")},
         t.started, CASE WHEN g % 200 = 0 THEN NULL ELSE t.started + interval '24 minutes' END,
         CASE WHEN g % 997 = 0 THEN 4 WHEN g % 499 = 0 THEN 3 WHEN g % 97 = 0 THEN 2 ELSE 1 END,
         CASE WHEN g % 3 = 0 THEN 1 ELSE NULL END, round((g % 1000)::numeric / 7, 3), 60 + (g % 20)::numeric / 10,
         ${pick("5")}, 'L' || to_char(t.started, 'YYMM') || (g % 50), 1, 1 + g % 3,
         (g % 400)::text, ${pick("6")}, NULL,
         (g / 500)::text, (g % 500)::text, CASE WHEN g % 50 = 0 THEN 'Checked by supervisor' ELSE NULL END, g % 400 <> 0, g % 11 = 0,
         CASE WHEN g % 11 = 0 THEN ${pick("7")} ELSE NULL END, t.started
       FROM generate_series($9::int, $10::int) AS g,
            LATERAL (SELECT now() - make_interval(secs => 365 * 86400 * (1 - g::float8 / $11::float8)) AS started) AS t`,
      [COMPANY, arr(sectors), arr(incubators), arr(programs), arr(products), arr(sterilizers), arr(userIds), base, done + 1, done + n, readings],
    );
  }
  // Users: copies of the demo administrator, supervisor and operator (their types, password), in the operator's sector.
  await sql.unsafe(
    `INSERT INTO app_user (kind, email, "passwordHash", name, "lastName", "userTypeId", "distributorId", "companyId", "sectorId", "languageId", active)
     SELECT t.kind, 'bench-user-' || g || '@hospital-a.test', t."passwordHash", 'Name ' || g, 'Surname ' || (g * 7919 % 1000), t."userTypeId", t."distributorId", t."companyId",
            (SELECT "sectorId" FROM app_user WHERE email = 'operator@hospital-a.test'), t."languageId", true
     FROM generate_series(1, $1::int) AS g
     JOIN LATERAL (SELECT * FROM app_user WHERE email = (ARRAY['admin@hospital-a.test', 'supervisor@hospital-a.test', 'operator@hospital-a.test'])[1 + g % 3]) AS t ON true`,
    [users],
  );
  await sql.unsafe(`VACUUM ANALYZE`);
}

// ───────────── recording the statements of one request (in-process, the same code) ─────────────

interface Statement {
  text: string;
  params: unknown[];
  t0: number;
  t1: number;
  via: "pg" | "bun";
}

let recording: Statement[] | null = null;

/** Our app in this process on the same database, its two SQL clients wrapped to record what they send. */
async function recorder(url: string) {
  const pg = (await import("pg")).default;
  const proto = pg.Client.prototype as unknown as { query: (...a: unknown[]) => unknown };
  const query = proto.query;
  proto.query = function (this: unknown, ...args: unknown[]) {
    const rec = recording;
    if (!rec) return query.apply(this, args);
    const first = args[0] as string | { text: string; values?: unknown[] };
    const text = typeof first === "string" ? first : first.text;
    const params = (Array.isArray(args[1]) ? args[1] : typeof first === "object" ? first.values : undefined) ?? [];
    const s: Statement = { text, params: params as unknown[], t0: performance.now(), t1: 0, via: "pg" };
    rec.push(s);
    const last = args.length - 1;
    if (typeof args[last] === "function") {
      const cb = args[last] as (...r: unknown[]) => void;
      args[last] = (...r: unknown[]) => ((s.t1 = performance.now()), cb(...r));
      return query.apply(this, args);
    }
    const out = query.apply(this, args) as Promise<unknown> | undefined;
    if (out && typeof out.then === "function") return out.finally(() => (s.t1 = performance.now()));
    s.t1 = performance.now();
    return out;
  };
  const { loadConfig } = await import("../server/config");
  const { openDatabase } = await import("../server/db/client");
  const { initTokenSecret } = await import("../server/auth/tokens");
  const { createEventBus } = await import("../server/pubsub");
  const { createApp } = await import("../server/app");
  const config = loadConfig(serverEnv(url));
  initTokenSecret(config);
  const db = await openDatabase(config);
  const prepared = db.prepared.bind(db);
  db.prepared = (async (name: string, text: string, params: unknown[]) => {
    const rec = recording;
    if (!rec) return prepared(name, text, params);
    const s: Statement = { text, params, t0: performance.now(), t1: 0, via: "bun" };
    rec.push(s);
    try {
      return await prepared(name, text, params);
    } finally {
      s.t1 = performance.now();
    }
  }) as typeof db.prepared;
  const bus = await createEventBus(null);
  const app = createApp({ db, config, pubsub: bus.pubsub });
  await Bun.sleep(500); // the principals' LISTEN connection
  const fetchOnce = async (token: string, query: string, variables: unknown) => {
    const res = await app.fetch(new Request(`${BASE}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}`, origin: BASE }, body: JSON.stringify({ query, variables }) }), { requestIP: () => ({ address: "127.0.0.1" }), upgrade: () => false } as never);
    const body = (await res!.json()) as { data?: any; errors?: unknown };
    if (body.errors) throw new Error(`in-process: ${JSON.stringify(body.errors).slice(0, 400)}`);
    return body.data;
  };
  return {
    /** The statements of the request, asked a second time (warm: the principal remembered, as in steady use). */
    async record(token: string, query: string, variables: unknown): Promise<Statement[]> {
      await fetchOnce(token, query, variables);
      recording = [];
      await fetchOnce(token, query, variables);
      await Bun.sleep(20); // statements started after the answer (none expected)
      const out = recording.filter((s) => !/^\s*(LISTEN|UNLISTEN)\b/i.test(s.text));
      recording = null;
      return out.sort((a, b) => a.t0 - b.t0);
    },
    async close() {
      proto.query = query;
      await app.close?.();
      await bus.close();
      await db.close();
    },
  };
}

// ───────────── the floor: the recorded statements again, through Bun's client ─────────────

let fast = null as unknown as SQL;
let slow = null as unknown as import("pg").Pool;

/** The same replay through a pg pool, as our server's Prisma adapter sends them (unnamed statements: parsed and planned each time). */
async function replayPg(stmts: Statement[]): Promise<void> {
  const runs: Promise<unknown>[] = [];
  stmts.forEach((s, i) => {
    const before = stmts.slice(0, i).flatMap((d, j) => (d.t1 <= s.t0 ? [runs[j]!] : []));
    runs[i] = (before.length ? Promise.all(before) : Promise.resolve()).then(() => slow.query({ text: s.text, values: s.params as unknown[], rowMode: "array" }));
  });
  await Promise.all(runs);
}

/** Replays the statements: each starts when those that had ended before it started (in the server) have ended. */
async function replay(stmts: Statement[]): Promise<void> {
  const runs: Promise<unknown>[] = [];
  stmts.forEach((s, i) => {
    const before = stmts.slice(0, i).flatMap((d, j) => (d.t1 <= s.t0 ? [runs[j]!] : []));
    runs[i] = (before.length ? Promise.all(before) : Promise.resolve()).then(() => fast.unsafe(s.text, s.params as never[]));
  });
  await Promise.all(runs);
}

/** "3 statements: 1 → 2 in parallel": how many statements start after the previous ones ended. */
function shape(stmts: Statement[]): string {
  const waves: number[] = [];
  let end = -Infinity;
  for (const s of stmts) {
    if (!waves.length || s.t0 >= end) waves.push(1);
    else waves[waves.length - 1]!++;
    end = Math.max(end, s.t1);
  }
  return waves.join(" → ");
}

// ───────────── measuring ─────────────

/** CPU time (user + system) a process has used, ms. */
function cpuMs(pid: number): number {
  const f = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
  return ((Number(f[11]) + Number(f[12])) * 1000) / 100; // utime, stime in clock ticks (100 Hz)
}

async function measure(run: () => Promise<unknown>, concurrency: number, pid?: number) {
  for (let i = 0; i < 20; i++) await run();
  const cpu0 = pid ? cpuMs(pid) : 0;
  const times: number[] = [];
  const end = performance.now() + opts.seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        await run();
        times.push(performance.now() - t);
      }
    }),
  );
  const wall = (performance.now() - started) / 1000;
  times.sort((x, y) => x - y);
  const cpu = pid ? (cpuMs(pid) - cpu0) / times.length : 0;
  return { p50: percentile(times, 50), p95: percentile(times, 95), rps: times.length / wall, n: times.length, cpu };
}

async function gql(token: string, query: string, variables: unknown): Promise<any> {
  const r = await fetch(`${BASE}/graphql`, { method: "POST", headers: { "content-type": "application/json", authorization: `Bearer ${token}` }, body: JSON.stringify({ query, variables }) });
  const j = (await r.json()) as any;
  if (j.errors) throw new Error(JSON.stringify(j.errors).slice(0, 500));
  return j.data;
}

// ───────────── run ─────────────

console.log(`machine: ${cpus().length} cores, load average ${load()} (at the start)`);
let scratch: ScratchDatabase | null = null;
let server: ReturnType<typeof Bun.spawn> | null = null;
let rec: Awaited<ReturnType<typeof recorder>> | null = null;
try {
  scratch = await createPostgresDatabase(opts.pg, "sqc_lists");
  const url = scratch.url!;
  const flags = (process.env.BENCH_SERVER_FLAGS ?? "").split(" ").filter(Boolean);
  server = Bun.spawn([process.execPath, ...flags, "server/main.ts"], { cwd: root, env: serverEnv(url), stdout: "ignore", stderr: "inherit" });
  await waitFor(`${BASE}/healthz`);
  fast = new SQL({ url, max: 10 });
  slow = new (await import("pg")).default.Pool({ connectionString: url, max: 10 });
  const t = performance.now();
  await addData(fast, opts.readings, opts.users);
  const counts = (await fast.unsafe(
    `SELECT (SELECT count(*)::int FROM reading_bi WHERE "companyId" = $1) AS bi, (SELECT count(*)::int FROM reading_bi WHERE "companyId" = $1 AND state = 'LIVE') AS live,
            (SELECT count(*)::int FROM app_user WHERE "companyId" = $1) AS users, (SELECT "sectorId" FROM app_user WHERE email = 'operator@hospital-a.test') AS sector`,
    [COMPANY],
  )) as { bi: number; live: number; users: number; sector: number }[];
  const c = counts[0]!;
  const sectorUsers = ((await fast.unsafe(`SELECT count(*)::int AS n FROM app_user WHERE "sectorId" = $1 AND "deletedAt" IS NULL`, [c.sector])) as { n: number }[])[0]!.n;
  console.log(`data (${scratch.label}, made in ${((performance.now() - t) / 1000).toFixed(0)} s): Hospital A ${c.bi} BI readings (${c.live} LIVE), ${c.users} users (${sectorUsers} in sector ${c.sector})`);

  const token = await signIn();
  rec = await recorder(url);
  const sectorId = Buffer.from(`Sector:${c.sector}`).toString("base64");

  const [readingList, readingPages, userList, userPages, dashboard, panelCard] = await Promise.all(
    ["readingListQuery", "readingListPaginationQuery", "AppUserListQuery", "AppUserUsersPaginationQuery", "DashboardQuery", "PanelCardQuery"].map(operation),
  );
  interface List {
    name: string;
    query: string;
    variables: Record<string, unknown>;
    /** The same list by page size (N+1 check). */
    pages?: { query: string; variables: (n: number) => Record<string, unknown> };
  }
  const lists: List[] = [
    {
      name: "live BI readings (readingListQuery, BI, [LIVE], 25)",
      query: readingList!,
      variables: { kind: "BI", states: ["LIVE"] },
      pages: { query: readingPages!, variables: (n) => ({ kind: "BI", states: ["LIVE"], count: n }) },
    },
    {
      name: "users of a sector (AppUserListQuery, 25)",
      query: userList!,
      variables: { sectorId },
      pages: { query: userPages!, variables: (n) => ({ sectorId, count: n }) },
    },
    { name: "dashboard (DashboardQuery)", query: dashboard!, variables: {} },
  ];
  const panels = (await gql(token, dashboard!, {})).myPanels as { id: string; panel: { name: string; controller: string; method: string } }[];
  for (const p of panels) lists.push({ name: `dashboard panel ${p.panel.controller}/${p.panel.method} (PanelCardQuery)`, query: panelCard!, variables: { id: p.id, timeZone: TIME_ZONE } });

  if (opts.only) lists.splice(0, lists.length, ...lists.filter((l) => opts.only!.some((o) => l.name.includes(o))));
  // The statements of each request, and whether they grow with the page.
  const recorded = new Map<List, Statement[]>();
  for (const l of lists) {
    const data = await gql(token, l.query, l.variables);
    const stmts = await rec.record(token, l.query, l.variables);
    recorded.set(l, stmts);
    const rows = data.readings?.edges?.length ?? data.sectorUsers?.edges?.length ?? data.myPanels?.length ?? data.panelChart?.items?.length;
    console.log(`\n${l.name}: ${rows} rows/items; ${stmts.length} statements (${stmts.filter((s) => s.via === "bun").length} through Bun SQL, ${stmts.filter((s) => s.via === "pg").length} through pg/Prisma), in waves ${shape(stmts)}`);
    for (const s of stmts) {
      const text = oneLine(s.text);
      console.log(`  [${s.via}] ${(s.t1 - s.t0).toFixed(1).padStart(5)} ms  ${opts.statements ? text : text.slice(0, 160) + (text.length > 160 ? " …" : "")}${opts.statements ? `  -- ${JSON.stringify(s.params).slice(0, 300)}` : ""}`);
    }
    if (l.pages) {
      const by: string[] = [];
      for (const n of [10, 50]) {
        const s = await rec.record(token, l.pages.query, l.pages.variables(n));
        const d = await gql(token, l.pages.query, l.pages.variables(n));
        by.push(`page of ${n} (${(d.readings ?? d.sectorUsers).edges.length} rows): ${s.length} statements`);
        if (opts.statements) for (const x of s) console.log(`  (page of ${n}) [${x.via}] ${oneLine(x.text).slice(0, 200)}`);
      }
      console.log(`  by page size: ${by.join(", ")}`);
    }
  }
  // Every statement must replay (same parameters through Bun's client).
  for (const l of lists) await replay(recorded.get(l)!);
  for (const l of lists) await replayPg(recorded.get(l)!);

  type M = Awaited<ReturnType<typeof measure>>;
  const results: { list: string; c: number; ours: M; floor: M; pgFloor: M }[] = [];
  const pid = server.pid;
  for (const cc of opts.concurrency) {
    console.log(`\nconcurrency ${cc}, ${opts.seconds} s each (load average ${load()}):`);
    // What any authenticated GraphQL request costs: HTTP, token, yoga's limits, an empty execution.
    const base = await measure(() => gql(token, "query Bench { __typename }", {}), cc, pid);
    console.log(`  baseline { __typename } with the token: p50 ${ms(base.p50)}  p95 ${ms(base.p95)}  ${base.rps.toFixed(0)} req/s, server CPU ${base.cpu.toFixed(2)} ms/request`);
    for (const l of lists) {
      const ours = await measure(() => gql(token, l.query, l.variables), cc, pid);
      const floor = await measure(() => replay(recorded.get(l)!), cc);
      const pgFloor = await measure(() => replayPg(recorded.get(l)!), cc);
      results.push({ list: l.name, c: cc, ours, floor, pgFloor });
      console.log(
        `  ${l.name}\n    ours        p50 ${ms(ours.p50).padStart(9)}  p95 ${ms(ours.p95).padStart(9)}  ${ours.rps.toFixed(0).padStart(5)} req/s, server CPU ${ours.cpu.toFixed(2)} ms/request` +
          `\n    floor (Bun) p50 ${ms(floor.p50).padStart(9)}  p95 ${ms(floor.p95).padStart(9)}  ${floor.rps.toFixed(0).padStart(5)} req/s | ratio p50 ${(ours.p50 / floor.p50).toFixed(1)}x, p95 ${(ours.p95 / floor.p95).toFixed(1)}x` +
          `\n    same via pg p50 ${ms(pgFloor.p50).padStart(9)}  p95 ${ms(pgFloor.p95).padStart(9)}  ${pgFloor.rps.toFixed(0).padStart(5)} req/s`,
      );
    }
  }
  console.log(`\n| list | clients | statements | ours p50 / p95 | ours req/s | server CPU per request | floor p50 / p95 | floor req/s | ratio p50 / p95 | via pg p50 / p95 |`);
  console.log(`|---|---|---|---|---|---|---|---|---|---|`);
  for (const r of results) {
    const l = lists.find((x) => x.name === r.list)!;
    console.log(
      `| ${r.list} | ${r.c} | ${recorded.get(l)!.length} | ${ms(r.ours.p50)} / ${ms(r.ours.p95)} | ${r.ours.rps.toFixed(0)} | ${r.ours.cpu.toFixed(1)} ms | ${ms(r.floor.p50)} / ${ms(r.floor.p95)} | ${r.floor.rps.toFixed(0)} | ${(r.ours.p50 / r.floor.p50).toFixed(1)}x / ${(r.ours.p95 / r.floor.p95).toFixed(1)}x | ${ms(r.pgFloor.p50)} / ${ms(r.pgFloor.p95)} |`,
    );
  }
} finally {
  await rec?.close().catch(() => {});
  if (server) {
    server.kill("SIGTERM");
    await server.exited;
  }
  await fast?.close().catch(() => {});
  await slow?.end().catch(() => {});
  if (opts.keep && scratch) console.log(`kept ${scratch.url}`);
  else await scratch?.drop();
  console.log(`load average at the end: ${load()}`);
}
process.exit(0);
