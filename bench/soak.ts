// A long day (soak) for a hospital group, on loopback (a benchmark script, not a test; issue 17).
// Two `bun server/main.ts` instances (tests/helpers/cluster.ts) on one scratch PostgreSQL
// database and one Redis (a REDIS_PREFIX of this run), every request and socket spread over both
// round robin as a load balancer would, for --minutes of a mixed workload:
//   - incubators (BioReader 20) reporting through agent sessions of agent@hospital-a.test: each
//     keeps --busy positions incubating, reports the oldest one's result every --result-every
//     seconds (a --positive share of them positive) and starts a new incubation in its place, and
//     sends a heartbeat (status) every --heartbeat seconds;
//   - browser users (Hospital A's demo administrator, supervisor and operator, one session each
//     unless --sessions) who, with --think seconds between actions: page the historical browser
//     (the screen's own useHistoricalPageQuery, random type, period, result, order; the next page
//     by the connection's cursor), open the live or the finished BI list (readingListQuery), edit
//     the notes of a listed reading now and then (BIReadingsEditMutation), and export now and then
//     (the exporter's REST download of the last 7 days, columns first, the whole body read; at
//     most --exports-per-minute over all users);
//   - live subscribers on the reading screens' subscription (readingListChangedSubscription),
//     timing each result POST to its event on every subscriber;
//   - webhooks (Integration Plus, BI) to a receiver in this process that checks signatures and
//     that no delivery id arrives twice.
// Prints requests by kind (count, errors, p50/p95/p99), errors (target 0) with the first ones'
// details, event delivery, webhooks, every 30 s both instances' RSS and PostgreSQL's connection
// count, whether they stayed flat, and the load average at the start and the end.
//
//   flock /tmp/sqc-bench.lock bun bench/soak.ts                       (10 minutes, 50 / 100 / 200)
//   flock /tmp/sqc-bench.lock bun bench/soak.ts --minutes 1 --incubators 10 --users 10 --subscribers 20
//
// Options: --pg URL (PostgreSQL server; the scratch database is made beside it and dropped at
// the end unless --keep), --redis URL, --minutes 10, --incubators 50, --incubators-per-agent 4,
// --busy 10 (positions incubating per incubator), --result-every 30-60 (seconds, per incubator),
// --heartbeat 30 (seconds), --positive 0.02 (share of positive results), --users 100,
// --sessions N (signed-in sessions the users share; default one per user), --think 2-8 (seconds),
// --subscribers 200, --exports-per-minute 4, --keep (keep the database and the instances' logs).
// The run ends by itself: the workload stops after --minutes, the drain waits at most 30 s, and a
// hard deadline (--minutes + 8 minutes for set-up and drain) stops everything with exit code 2.
import * as nodeUtil from "node:util";
import { readFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import { createHmac, timingSafeEqual } from "node:crypto";
import { createClient, type Client as WsClient } from "graphql-ws";
import { Client as PgClient } from "pg";
import { dropRedisKeys, startCluster, type Cluster, type Instance } from "../tests/helpers/cluster";
import { createPostgresDatabase, type ScratchDatabase } from "../tests/helpers/databases";
import { postgresCpu, processCpu } from "./cpu";
import { signIn } from "./session";

// ───────────── options ─────────────

// node:util's parseArgs (Bun has it; the @types/node this project resolves, v14, does not declare it).
type ParseArgs = (config: {
  options: Record<string, { type: "string" | "boolean"; default?: string | boolean }>;
  strict?: boolean;
  allowPositionals?: boolean;
}) => { values: Record<string, string | boolean | undefined> };
const { parseArgs } = nodeUtil as unknown as { parseArgs: ParseArgs };

const { values: parsed } = parseArgs({
  options: {
    pg: { type: "string", default: "postgresql://postgres@127.0.0.1:5432/postgres" },
    redis: { type: "string", default: "redis://127.0.0.1:6379" },
    minutes: { type: "string", default: "10" },
    incubators: { type: "string", default: "50" },
    "incubators-per-agent": { type: "string", default: "4" },
    busy: { type: "string", default: "10" },
    "result-every": { type: "string", default: "30-60" },
    heartbeat: { type: "string", default: "30" },
    positive: { type: "string", default: "0.02" },
    users: { type: "string", default: "100" },
    sessions: { type: "string" },
    think: { type: "string", default: "2-8" },
    subscribers: { type: "string", default: "200" },
    "exports-per-minute": { type: "string", default: "4" },
    keep: { type: "boolean", default: false },
  },
  strict: true,
  allowPositionals: false,
});
const args = parsed as Record<string, string | undefined> & { keep: boolean };

function number(name: string, text: string, min: number, max = Infinity): number {
  const n = Number(text);
  if (!Number.isFinite(n) || n < min || n > max) throw new Error(`--${name} must be a number from ${min}${max < Infinity ? ` to ${max}` : ""} (got ${text})`);
  return n;
}
/** "30-60" → [30, 60]; "45" → [45, 45]. */
function range(name: string, text: string, min: number): [number, number] {
  const [a, b = a] = text.split("-").map((s) => number(name, s, min));
  if (a! > b!) throw new Error(`--${name}: ${text} is not a range low-high`);
  return [a!, b!];
}

const opts = {
  pg: args.pg!,
  redis: args.redis!,
  minutes: number("minutes", args.minutes!, 0.1, 24 * 60),
  incubators: number("incubators", args.incubators!, 0),
  perAgent: number("incubators-per-agent", args["incubators-per-agent"]!, 1),
  busy: number("busy", args.busy!, 1, 20),
  resultEvery: range("result-every", args["result-every"]!, 1),
  heartbeat: number("heartbeat", args.heartbeat!, 1),
  positive: number("positive", args.positive!, 0, 1),
  users: number("users", args.users!, 0),
  sessions: args.sessions === undefined ? null : number("sessions", args.sessions, 1),
  think: range("think", args.think!, 0),
  subscribers: number("subscribers", args.subscribers!, 0),
  exportsPerMinute: number("exports-per-minute", args["exports-per-minute"]!, 0),
  keep: args.keep!,
};

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`.toUpperCase();
const REDIS_PREFIX = `sqc-soak-${RUN.toLowerCase()}`;
const TIME_ZONE = "Europe/Madrid";
const EDIT_SHARE = 0.1; // of list views
const SAMPLE_MS = 5_000;
const PRINT_EVERY = 6; // samples: a line every 30 s
const DRAIN_MS = 30_000;
const HARD_DEADLINE_MS = (opts.minutes * 60 + 8 * 60) * 1000;
const USERS = ["admin@hospital-a.test", "supervisor@hospital-a.test", "operator@hospital-a.test"];

const load = () => loadavg().map((l) => l.toFixed(2)).join(" ");
const rand = (lo: number, hi: number) => lo + Math.random() * (hi - lo);
const pick = <T>(list: readonly T[]): T => list[Math.floor(Math.random() * list.length)]!;
const percentile = (sorted: number[], p: number) => (sorted.length ? sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]! : NaN);
const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "n/a");
const f0 = (n: number) => (Number.isFinite(n) ? n.toFixed(0) : "n/a");
const iso = (ms: number) => new Date(ms).toISOString();

async function operation(name: string): Promise<string> {
  try {
    return (await import(`../web/__generated__/${name}.graphql.ts`)).default.params.text as string;
  } catch (e) {
    throw new Error(`web/__generated__/${name}.graphql.ts is missing: run node_modules/.bin/relay-compiler first (${(e as Error).message})`);
  }
}

// ───────────── the run's state ─────────────

let scratch: ScratchDatabase | null = null;
let cluster: Cluster | null = null;
let monitor: PgClient | null = null;
let receiver: ReturnType<typeof Bun.serve> | null = null;
const listeners: Listener[] = [];
let instances: Instance[] = [];
let phase: "set-up" | "workload" | "drain" | "report" = "set-up";

let turn = 0;
/** The next instance, round robin (a load balancer's choice). */
const next = () => instances[turn++ % instances.length]!;

let workloadStart = 0;
const elapsed = () => (workloadStart ? (performance.now() - workloadStart) / 1000 : 0);
let running = false;
let stopWorkload: () => void = () => {};
const stopped = new Promise<void>((resolve) => (stopWorkload = () => ((running = false), resolve())));
/** Sleeps, or less when the workload stops. */
const nap = (ms: number) => Promise.race([Bun.sleep(Math.max(0, ms)), stopped]);

// ───────────── requests and their figures ─────────────

interface Kind {
  times: number[];
  errors: number;
}
const kinds = new Map<string, Kind>();
const kindOf = (name: string) => kinds.get(name) ?? (kinds.set(name, { times: [], errors: 0 }), kinds.get(name)!);
const errorDetails: string[] = [];
let errorTotal = 0;
/** Since the last 30-s line. */
const recent = { requests: 0, errors: 0, results: 0, delays: [] as number[] };

function noteError(kind: string, where: string, detail: string) {
  errorTotal++;
  recent.errors++;
  kindOf(kind).errors++;
  if (errorDetails.length < 10) errorDetails.push(`[${f0(elapsed())} s, ${phase}] ${kind} on ${where}: ${detail.replace(/\s+/g, " ").slice(0, 400)}`);
}

interface Answer {
  status: number;
  json: any;
  ms: number;
  headers: Headers;
}

/**
 * One request of the workload, timed under `kind`: an answer outside `expect` (or a network
 * error, or no answer within the time limit) is an error of that kind.
 */
async function call(kind: string, on: Instance, method: string, path: string, o: { token?: string; body?: unknown; expect?: number[]; timeoutMs?: number } = {}): Promise<Answer | null> {
  const t0 = performance.now();
  try {
    const res = await fetch(on.url + path, {
      method,
      headers: { "content-type": "application/json", ...(o.token ? { authorization: `Bearer ${o.token}` } : {}) },
      body: o.body === undefined ? undefined : JSON.stringify(o.body),
      signal: AbortSignal.timeout(o.timeoutMs ?? 60_000),
    });
    const text = await res.text();
    const ms = performance.now() - t0;
    kindOf(kind).times.push(ms);
    recent.requests++;
    let json: any;
    try {
      json = text ? JSON.parse(text) : null;
    } catch {
      json = undefined;
    }
    if (!(o.expect ?? [200]).includes(res.status)) {
      noteError(kind, on.name, `${method} ${path} → ${res.status} ${text.slice(0, 300)}`);
      return null;
    }
    return { status: res.status, json, ms, headers: res.headers };
  } catch (e) {
    noteError(kind, on.name, `${method} ${path}: ${(e as Error).message}`);
    return null;
  }
}

/** A GraphQL request of the workload: errors in the answer count as errors. */
async function gql(kind: string, token: string, query: string, variables: Record<string, unknown>): Promise<any> {
  const on = next();
  const a = await call(kind, on, "POST", "/graphql", { token, body: { query, variables } });
  if (!a) return null;
  if (a.json?.errors?.length || !a.json?.data) {
    noteError(kind, on.name, `GraphQL errors: ${JSON.stringify(a.json?.errors ?? a.json).slice(0, 300)}`);
    return null;
  }
  return a.json.data;
}

/** A set-up request: anything unexpected stops the run. */
async function must(on: Instance, method: string, path: string, token: string | undefined, body: unknown, expect = [200]): Promise<any> {
  const res = await fetch(on.url + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(60_000),
  });
  const text = await res.text();
  if (!expect.includes(res.status)) throw new Error(`set-up: ${method} ${path} on ${on.name} → ${res.status} ${text.slice(0, 400)}`);
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return text;
  }
}

async function mustGql(token: string, query: string, variables: Record<string, unknown> = {}): Promise<any> {
  const j = await must(next(), "POST", "/graphql", token, { query, variables });
  if (j?.errors?.length) throw new Error(`set-up: GraphQL errors ${JSON.stringify(j.errors).slice(0, 400)}`);
  return j.data;
}

// ───────────── incubators and their agents ─────────────

interface Incubation {
  id: number;
  position: number;
  startedAt: string;
}
interface Incubator {
  serial: string;
  token: string;
  /** Incubating, oldest first. */
  running: Incubation[];
}

/** readingId → when its result POST was sent (performance.now()). */
const sentAt = new Map<number, number>();
/** Results the server acknowledged (moved to PROVISIONAL), and how many subscribers should hear of each. */
const accepted = new Set<number>();
let expectedEvents = 0;
let positives = 0;

async function setUpIncubator(serial: string, token: string): Promise<Incubator> {
  await must(next(), "POST", "/api/agent/v1/incubators/announce", token, { serialNumber: serial, model: "BioReader 20", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } }, [200, 201]);
  await must(next(), "POST", `/api/agent/v1/incubators/${serial}/connect`, token, {});
  const inc: Incubator = { serial, token, running: [] };
  // Positions already incubating when the day starts: started up to 20 minutes ago, oldest first.
  const now = Date.now();
  const starts = Array.from({ length: opts.busy }, (_, i) => now - 60_000 - Math.floor(((opts.busy - i) / opts.busy) * 19 * 60_000));
  for (let i = 0; i < opts.busy; i++) {
    const startedAt = iso(starts[i]! + i);
    const j = await must(next(), "POST", "/api/agent/v1/incubations", token, { serialNumber: serial, position: i + 1, kind: "BI", programIndex: 1, startedAt }, [201]);
    inc.running.push({ id: j.id, position: i + 1, startedAt });
  }
  return inc;
}

/** The oldest incubation's result, then a new incubation in its place. */
async function reportOne(inc: Incubator) {
  const done = inc.running.shift();
  if (!done) return;
  const positive = Math.random() < opts.positive;
  const message = {
    serialNumber: inc.serial,
    position: done.position,
    startedAt: done.startedAt,
    kind: "BI",
    result: { result: positive ? "positive" : "negative", fluorescence: positive ? 2400 + Math.round(rand(0, 900)) : Math.round(rand(20, 90) * 10) / 10, averageTemperature: 60.1, resultAt: iso(Date.now()) },
  };
  sentAt.set(done.id, performance.now());
  const on = next();
  const a = await call("agent: result", on, "POST", "/api/agent/v1/incubations/result", { token: inc.token, body: message });
  if (a) {
    if (a.json?.unchanged) noteError("agent: result", on.name, `a new result answered unchanged: ${JSON.stringify(a.json).slice(0, 200)}`);
    else {
      accepted.add(done.id);
      recent.results++;
      if (positive) positives++;
      expectedEvents += listeners.filter((l) => l.open).length;
    }
  }
  const startedAt = iso(Date.now());
  const s = await call("agent: incubation", next(), "POST", "/api/agent/v1/incubations", { token: inc.token, body: { serialNumber: inc.serial, position: done.position, kind: "BI", programIndex: 1, startedAt }, expect: [201] });
  if (s) inc.running.push({ id: s.json.id, position: done.position, startedAt });
  else inc.running.push(done); // its key is known: nothing lost, the position is tried again later
}

async function incubatorDay(inc: Incubator) {
  let nextResult = performance.now() + rand(0, opts.resultEvery[1]) * 1000;
  let nextBeat = performance.now() + rand(0, opts.heartbeat) * 1000;
  while (running) {
    await nap(Math.min(nextResult, nextBeat) - performance.now());
    if (!running) break;
    const now = performance.now();
    if (now >= nextBeat) {
      nextBeat = now + opts.heartbeat * 1000;
      await call("agent: status", next(), "POST", `/api/agent/v1/incubators/${inc.serial}/status`, { token: inc.token, body: { temperature: Math.round(rand(59.7, 60.4) * 10) / 10, temperatureOk: true, at: iso(Date.now()) } });
    }
    if (running && performance.now() >= nextResult) {
      await reportOne(inc);
      nextResult = performance.now() + rand(...opts.resultEvery) * 1000;
    }
  }
}

// ───────────── browser users ─────────────

interface User {
  token: string;
  /** The historical browser as the user left it: the query's variables and the next page's cursor. */
  historical: { variables: Record<string, unknown>; endCursor: string | null } | null;
  finished: boolean;
}

let Q: Record<"historical" | "list" | "edit" | "subscription", string>;
let sectorIds: number[] = [];
let exportCount = 0;
let nextExportAt = 0;

function historicalVariables(): Record<string, unknown> {
  const option = pick(["ReadingBI", "ReadingBI", "ReadingBI", "ReadingPRO", "ReadingBIDisinfection", "readingchesterilizer", "readingchewasher"]);
  const days = pick([7, 30, 30, 90, 365]);
  const filter: Record<string, unknown> = { dateFrom: iso(Date.now() - days * 86_400_000), dateTo: iso(Date.now()), timeZone: TIME_ZONE };
  if (Math.random() < 0.3 && sectorIds.length) filter.sectorId = String(pick(sectorIds));
  if (Math.random() < 0.2) filter.result = pick([1, 2]);
  const orderBy = pick([null, null, "startedTime", "readNumber", "resultDate", "result"]);
  return { option, filter, orderBy, descending: Math.random() < 0.8, first: pick([10, 25, 25, 50]), after: null, last: null, before: null };
}

async function historicalPage(u: User) {
  // Half the time the next page of what the user was looking at, else a new filter.
  const more = u.historical?.endCursor && Math.random() < 0.5;
  const variables = more ? { ...u.historical!.variables, after: u.historical!.endCursor } : historicalVariables();
  const d = await gql("user: historical page", u.token, Q.historical, variables);
  if (!d) return (u.historical = null);
  const c = d.historicalReadings;
  const shown = (c.edges?.length ?? 0) as number;
  u.historical = { variables, endCursor: shown === variables.first ? (c.pageInfo?.endCursor ?? null) : null };
}

async function liveList(u: User) {
  const state = Math.random() < 0.5 ? "LIVE" : "PROVISIONAL";
  const d = await gql(`user: ${state === "LIVE" ? "live" : "finished"} BI list`, u.token, Q.list, { kind: "BI", states: [state] });
  const rows = (d?.readings?.edges ?? []) as { node: { id: string; readNumber: number } }[];
  if (!rows.length || Math.random() >= EDIT_SHARE) return;
  const row = pick(rows);
  const saved = await gql("user: edit reading", u.token, Q.edit, { ids: [row.node.id], input: { notes: `Checked (soak ${RUN}, ${new Date().toISOString()})` }, move: null });
  if (saved && !saved.editBIReadings?.length) noteError("user: edit reading", "?", `no reading in the answer: ${JSON.stringify(saved).slice(0, 200)}`);
}

async function exportFile(u: User) {
  const read = Math.random() < 0.7 ? "BI" : "PRO";
  const type = exportCount % 2 ? "excel" : "csv";
  const on = next();
  const cols = await call("user: export columns", on, "POST", "/api/export/getexportcols", { token: u.token, body: { Read: read } });
  if (!cols) return;
  const keys = (cols.json as { key: string }[]).map((c) => c.key);
  const target = next();
  const kind = `user: export ${type}`;
  const t0 = performance.now();
  try {
    const res = await fetch(`${target.url}/api/export/${type}`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${u.token}` },
      body: JSON.stringify({ Read: read, Cols: keys, CSVSeparator: ",", Filter: { DateFrom: iso(Date.now() - 7 * 86_400_000), DateTo: iso(Date.now()), ClientTimeZoneId: TIME_ZONE } }),
      signal: AbortSignal.timeout(120_000),
    });
    let bytes = 0;
    const reader = res.body!.getReader();
    for (let c = await reader.read(); !c.done; c = await reader.read()) bytes += c.value.byteLength;
    kindOf(kind).times.push(performance.now() - t0);
    recent.requests++;
    if (res.status !== 200) noteError(kind, target.name, `→ ${res.status} (${bytes} bytes)`);
    else if (res.headers.get("x-export-rows") === null || bytes === 0) noteError(kind, target.name, `no X-Export-Rows or an empty body (${bytes} bytes)`);
  } catch (e) {
    noteError(kind, target.name, (e as Error).message);
  }
}

async function userDay(u: User) {
  await nap(rand(0, opts.think[1]) * 1000); // users do not all start at the same second
  while (running) {
    const r = Math.random();
    if (r < 0.45) await historicalPage(u);
    else if (r < 0.9 || opts.exportsPerMinute === 0 || performance.now() < nextExportAt) await liveList(u);
    else {
      nextExportAt = performance.now() + 60_000 / opts.exportsPerMinute;
      exportCount++;
      await exportFile(u);
    }
    await nap(rand(...opts.think) * 1000);
  }
  u.finished = true;
}

// ───────────── live subscribers ─────────────

interface Listener {
  client: WsClient;
  on: Instance;
  open: boolean;
  /** Readings whose result event this subscriber got (an edit's later event is not a second delivery). */
  seen: Set<number>;
}
const delays: number[] = [];
let received = 0;

async function subscribe(on: Instance, token: string): Promise<Listener> {
  let ack!: () => void;
  let fail!: (e: Error) => void;
  const connected = new Promise<void>((ok, ko) => ((ack = ok), (fail = ko)));
  const l: Listener = {
    on,
    open: false,
    seen: new Set(),
    client: createClient({
      url: on.url.replace(/^http/, "ws") + "/graphql",
      webSocketImpl: WebSocket,
      lazy: false,
      retryAttempts: 0,
      onNonLazyError: () => {},
      connectionParams: { authorization: `Bearer ${token}` },
      on: {
        connected: () => ((l.open = true), ack()),
        closed: (e) => {
          const was = l.open;
          l.open = false;
          fail(new Error(`closed before its acknowledgement: ${(e as CloseEvent)?.code} ${(e as CloseEvent)?.reason}`));
          if (was && phase !== "report") noteError("subscriber", on.name, `socket closed: ${(e as CloseEvent)?.code} ${(e as CloseEvent)?.reason}`);
        },
      },
    }),
  };
  l.client.subscribe(
    { query: Q.subscription },
    {
      next: (msg: any) => {
        if (msg.errors?.length) return noteError("subscriber", on.name, `event with errors: ${JSON.stringify(msg.errors).slice(0, 300)}`);
        const e = msg.data?.readingChanged;
        if (!e || e.state !== "PROVISIONAL") return;
        const t0 = sentAt.get(e.readingId);
        if (t0 === undefined || l.seen.has(e.readingId)) return;
        l.seen.add(e.readingId);
        const d = performance.now() - t0;
        delays.push(d);
        recent.delays.push(d);
        received++;
      },
      error: (e: unknown) => noteError("subscriber", on.name, `subscription error: ${e instanceof Error ? e.message : JSON.stringify(e).slice(0, 300)}`),
      complete: () => {
        if (phase !== "report") noteError("subscriber", on.name, "the subscription completed");
      },
    },
  );
  await connected;
  return l;
}

// ───────────── webhooks ─────────────

const hooks = { ids: new Map<string, number>(), duplicates: 0, badSignature: 0, byEvent: new Map<string, number>() };
let hookSecret: string | null = null;

function verify(secret: string, timestamp: string | null, signature: string | null, raw: string): boolean {
  const expected = Buffer.from("sha256=" + createHmac("sha256", secret).update(`${timestamp}.${raw}`).digest("hex"));
  const given = Buffer.from(signature ?? "");
  return expected.length === given.length && timingSafeEqual(expected, given);
}

function startReceiver() {
  return Bun.serve({
    port: 0,
    hostname: "127.0.0.1",
    async fetch(req) {
      const raw = await req.text();
      const id = req.headers.get("x-sterileqc-delivery") ?? "(none)";
      const event = req.headers.get("x-sterileqc-event") ?? "(none)";
      if (hookSecret && !verify(hookSecret, req.headers.get("x-sterileqc-timestamp"), req.headers.get("x-sterileqc-signature"), raw)) {
        hooks.badSignature++;
        noteError("webhook", "receiver", `delivery ${id}: the signature does not verify`);
      }
      const n = (hooks.ids.get(id) ?? 0) + 1;
      hooks.ids.set(id, n);
      if (n > 1) {
        hooks.duplicates++;
        noteError("webhook", "receiver", `delivery ${id} (${event}) arrived ${n} times`);
      } else hooks.byEvent.set(event, (hooks.byEvent.get(event) ?? 0) + 1);
      return new Response("ok");
    },
  });
}

// ───────────── memory and connections over time ─────────────

interface Sample {
  at: number;
  rss: number[];
  connections: number;
}
const samples: Sample[] = [];

function rssMb(pid: number): number {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))![1]) / 1024;
  } catch {
    return NaN;
  }
}

async function sample(): Promise<Sample> {
  const r = await monitor!.query(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = $1`, [new URL(scratch!.url!).pathname.slice(1)]);
  return { at: elapsed(), rss: instances.map((i) => rssMb(i.proc.pid)), connections: r.rows[0].n };
}

async function sampler() {
  let n = 0;
  while (running) {
    await nap(SAMPLE_MS);
    if (!running) break;
    const s = await sample().catch((e) => (noteError("monitor", "PostgreSQL", (e as Error).message), null));
    if (!s) continue;
    samples.push(s);
    if (++n % PRINT_EVERY === 0) {
      const d = recent.delays.sort((a, b) => a - b);
      const secs = (SAMPLE_MS * PRINT_EVERY) / 1000;
      console.log(
        `[${f0(s.at).padStart(4)} s] RSS ${instances.map((i, k) => `${i.name} ${f0(s.rss[k]!)} MB`).join(", ")} | PostgreSQL connections ${s.connections} | last ${secs} s: ${recent.requests} requests (${f1(recent.requests / secs)}/s), ${recent.errors} errors, ${recent.results} results, events p95 ${f1(percentile(d, 95))} ms | load ${load()}`,
      );
      Object.assign(recent, { requests: 0, errors: 0, results: 0, delays: [] });
    }
  }
}

/** First third against last third of the samples after the warm-up: flat or not. */
function flatness() {
  const warmup = Math.min(60, (opts.minutes * 60) / 5);
  const after = samples.filter((s) => s.at >= warmup);
  if (after.length < 3) return console.log(`memory and connections: too few samples after the ${warmup} s warm-up (${after.length}) to judge`);
  const third = Math.max(1, Math.floor(after.length / 3));
  const first = after.slice(0, third);
  const last = after.slice(-third);
  const avg = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / xs.length;
  console.log(`flat? (${after.length} samples every ${SAMPLE_MS / 1000} s after a ${f0(warmup)} s warm-up; first third ${f0(first[0]!.at)}-${f0(first.at(-1)!.at)} s against last third ${f0(last[0]!.at)}-${f0(last.at(-1)!.at)} s)`);
  instances.forEach((inst, k) => {
    const a = avg(first.map((s) => s.rss[k]!));
    const b = avg(last.map((s) => s.rss[k]!));
    const max = Math.max(...after.map((s) => s.rss[k]!));
    const grew = b - a;
    // Flat: the last third within 10 % (and 20 MB) of the first.
    const flat = grew <= Math.max(0.1 * a, 20);
    console.log(`  RSS ${inst.name}: ${f0(a)} → ${f0(b)} MB (${grew >= 0 ? "+" : ""}${f1(grew)} MB, ${grew >= 0 ? "+" : ""}${f1((grew / a) * 100)} %; peak ${f0(max)} MB): ${flat ? "flat" : "GROWING"}`);
  });
  const a = avg(first.map((s) => s.connections));
  const b = avg(last.map((s) => s.connections));
  const max = Math.max(...after.map((s) => s.connections));
  console.log(`  PostgreSQL connections: ${f1(a)} → ${f1(b)} (peak ${max}): ${b <= a + 2 ? "flat" : "GROWING"}`);
}

// ───────────── the end ─────────────

let tornDown = false;
async function teardown() {
  if (tornDown) return;
  tornDown = true;
  phase = "report";
  running = false;
  stopWorkload();
  await Promise.all(listeners.map((l) => Promise.resolve(l.client.dispose()).catch(() => {})));
  receiver?.stop(true);
  await monitor?.end().catch(() => {});
  const keepLogs = opts.keep;
  if (cluster) {
    await cluster.stop(keepLogs).catch((e) => console.error(`stopping the instances: ${(e as Error).message}`));
    if (keepLogs) console.log(`instances' logs kept in ${cluster.dir}`);
  }
  if (scratch) {
    if (opts.keep) console.log(`kept ${scratch.url}`);
    else await scratch.drop().catch((e) => console.error(`dropping ${scratch!.label}: ${(e as Error).message}`));
  }
  // The run's rate-limit counters and the like (REDIS_PREFIX of this run only).
  await dropRedisKeys(opts.redis, REDIS_PREFIX);
}

const hardDeadline = setTimeout(async () => {
  console.error(`\nhard deadline: ${f0(HARD_DEADLINE_MS / 1000)} s since the start (${phase}); stopping everything`);
  await teardown().catch(() => {});
  console.error(`load average at the end: ${load()}`);
  process.exit(2);
}, HARD_DEADLINE_MS);

process.on("SIGINT", () => {
  if (phase === "workload") {
    console.log("\ninterrupted: ending the workload now (again to abort)");
    stopWorkload();
    process.once("SIGINT", () => void teardown().finally(() => process.exit(130)));
  } else void teardown().finally(() => process.exit(130));
});

// ───────────── main ─────────────

console.log(`machine: ${cpus().length} cores, load average ${load()} at the start (figures mean little when other work runs)`);
console.log(
  `run ${RUN}: ${opts.minutes} min; ${opts.incubators} incubators (${opts.perAgent} per agent session, ${opts.busy} positions busy, a result every ${opts.resultEvery.join("-")} s, heartbeat every ${opts.heartbeat} s); ` +
    `${opts.users} users (think ${opts.think.join("-")} s, at most ${opts.exportsPerMinute} exports/min); ${opts.subscribers} subscribers; webhooks to a local receiver`,
);
let exitCode = 0;
try {
  const t0 = performance.now();
  Q = {
    historical: await operation("useHistoricalPageQuery"),
    list: await operation("readingListQuery"),
    edit: await operation("BIReadingsEditMutation"),
    subscription: await operation("readingListChangedSubscription"),
  };
  scratch = await createPostgresDatabase(opts.pg, "sqc_soak");
  cluster = await startCluster(2, {
    DATABASE_URL: scratch.url!,
    REDIS_URL: opts.redis,
    REDIS_PREFIX,
    TOKEN_SECRET: `soak-secret-${RUN}`,
    NODE_ENV: "production",
    LOG_LEVEL: "warn",
    WEBHOOK_ALLOW_PRIVATE: "1",
  });
  instances = cluster.instances;
  console.log(`instances: ${instances.map((i) => `${i.name} ${i.url} (pid ${i.proc.pid})`).join(", ")} on ${scratch.label}, Redis ${opts.redis} prefix ${REDIS_PREFIX}; up in ${f1((performance.now() - t0) / 1000)} s`);
  const maintenance = new URL(opts.pg);
  maintenance.pathname = "/postgres";
  monitor = new PgClient({ connectionString: maintenance.toString() });
  await monitor.connect();
  {
    const db = new PgClient({ connectionString: scratch.url! });
    await db.connect();
    sectorIds = (await db.query(`SELECT s.id FROM sector s JOIN company c ON c.id = s."companyId" WHERE c.name = 'Hospital A' ORDER BY s.id`)).rows.map((r) => Number(r.id));
    await db.end();
  }

  // Sessions: one after another per account (concurrent sign-ins of one account count as attempts), the accounts side by side.
  const t1 = performance.now();
  const agentCount = Math.ceil(opts.incubators / opts.perAgent);
  const sessionCount = opts.users || opts.subscribers ? Math.max(1, opts.sessions ?? Math.max(opts.users, Math.min(opts.subscribers, 3))) : 0;
  const agentTokens: string[] = [];
  const userTokens: string[] = [];
  const byAccount = USERS.map((email, k) => Array.from({ length: Math.ceil((sessionCount - k) / USERS.length) }, () => email));
  await Promise.all([
    (async () => {
      for (let i = 0; i < agentCount; i++) agentTokens.push(await signIn(next().url, "agent@hospital-a.test"));
    })(),
    ...byAccount.map(async (emails) => {
      for (const email of emails) userTokens.push(await signIn(next().url, email));
    }),
  ]);
  const admin = await signIn(next().url, "admin@hospital-a.test");
  console.log(`sessions: ${agentTokens.length} agent, ${userTokens.length} users (${USERS.join(", ")}), in ${f1((performance.now() - t1) / 1000)} s`);

  // Webhooks: Integration Plus (activated with the demo code if Hospital A lacks it), BI, to the receiver.
  receiver = startReceiver();
  const features = (await mustGql(admin, `query { licensedFeatures { webhooksPlus } }`)).licensedFeatures;
  if (!features.webhooksPlus) {
    const a = await mustGql(admin, `mutation { activateLicense(code: "BNV-DEMO-PLUS-0001") { message } }`);
    console.log(`licence: Integration Plus activated (${a.activateLicense.message})`);
  }
  const rows = (await must(next(), "GET", "/api/Suscriptions/GetLicensesByIndicatorTypes/", admin, undefined)) as any[];
  const wanted = rows.find((r) => r.block === "plus" && r.indicatorType.id === 1);
  if (!wanted) throw new Error(`set-up: no Integration Plus BI row among the subscriptions: ${JSON.stringify(rows).slice(0, 300)}`);
  const hookUrl = `http://127.0.0.1:${receiver.port}/sterile-qc`;
  await must(next(), "POST", "/api/Suscriptions/Save", admin, rows.map((r) => ({ ...r, suscribed: r === wanted, url: r === wanted ? hookUrl : null })));
  const saved = ((await must(next(), "GET", "/api/Suscriptions/GetLicensesByIndicatorTypes/", admin, undefined)) as any[]).find((r) => r.id === wanted.id || (r.block === "plus" && r.indicatorType.id === 1));
  hookSecret = saved?.secret ?? null;
  if (!saved?.suscribed || !hookSecret) throw new Error(`set-up: the webhook row was not saved as expected: ${JSON.stringify(saved).slice(0, 300)}`);
  console.log(`webhooks: Integration Plus · BI → ${hookUrl} (signatures checked)`);

  // Incubators: announced, connected and --busy positions incubating each (agents side by side).
  const t2 = performance.now();
  const incubators: Incubator[] = [];
  await Promise.all(
    agentTokens.map(async (token, a) => {
      for (let k = 0; k < opts.perAgent; k++) {
        const n = a * opts.perAgent + k;
        if (n >= opts.incubators) break;
        incubators.push(await setUpIncubator(`SOAK-${RUN}-${String(n + 1).padStart(3, "0")}`, token));
      }
    }),
  );
  console.log(`incubators: ${incubators.length} BioReader 20 on ${agentTokens.length} agent sessions, ${incubators.length * opts.busy} incubations running, in ${f1((performance.now() - t2) / 1000)} s`);

  // Subscribers: over both instances, the users' sessions in turn, 20 connecting at a time.
  const t3 = performance.now();
  for (let i = 0; i < opts.subscribers; i += 20) {
    const batch = await Promise.all(Array.from({ length: Math.min(20, opts.subscribers - i) }, (_, k) => subscribe(next(), userTokens[(i + k) % userTokens.length]!)));
    listeners.push(...batch);
  }
  await Bun.sleep(1000 + opts.subscribers * 5); // graphql-ws does not acknowledge a subscribe: let the servers register them
  const perInstance = instances.map((inst) => `${inst.name} ${listeners.filter((l) => l.on === inst).length}`).join(", ");
  console.log(`subscribers: ${listeners.length} connected (${perInstance}) in ${f1((performance.now() - t3) / 1000)} s`);
  const users: User[] = Array.from({ length: opts.users }, (_, i) => ({ token: userTokens[i % userTokens.length]!, historical: null, finished: false }));

  // The day.
  console.log(`\nworkload: ${opts.minutes} min from now; a line every ${(SAMPLE_MS * PRINT_EVERY) / 1000} s`);
  phase = "workload";
  running = true;
  workloadStart = performance.now();
  const cpu0 = { servers: instances.map((i) => processCpu(i.proc.pid)), postgres: postgresCpu(), bench: process.cpuUsage() };
  samples.push(await sample());
  const endTimer = setTimeout(stopWorkload, opts.minutes * 60_000);
  const loops = [...incubators.map(incubatorDay), ...users.map(userDay), sampler()];
  await stopped;
  clearTimeout(endTimer);
  const workloadSecs = elapsed();
  // Requests in flight finish (an export may take a while); a minute at most.
  await Promise.race([Promise.all(loops), Bun.sleep(60_000)]);
  const cpuSecs = elapsed();
  const cores = (a: number | null, b: number | null) => (a === null || b === null ? "n/a" : ((b - a) / cpuSecs).toFixed(2));
  const benchCpu = process.cpuUsage(cpu0.bench);
  const coresLine = `cores busy: ${instances.map((i, k) => `${i.name} ${cores(cpu0.servers[k]!, processCpu(i.proc.pid))}`).join(", ")}, PostgreSQL ${cores(cpu0.postgres, postgresCpu())}, this benchmark ${((benchCpu.user + benchCpu.system) / 1e6 / cpuSecs).toFixed(2)}`;

  // Drain: the last results' events and webhooks.
  phase = "drain";
  const drainStart = performance.now();
  const expectedHooks = () => accepted.size + positives;
  const db = new PgClient({ connectionString: scratch.url! });
  await db.connect();
  // Every event heard, every delivery received and recorded as delivered (the worker writes that after the receiver's answer).
  const pending = async () => (await db.query(`SELECT count(*)::int AS n FROM webhook_delivery WHERE status = 'pending'`)).rows[0].n as number;
  while ((received < expectedEvents || hooks.ids.size < expectedHooks() || (await pending()) > 0) && performance.now() - drainStart < DRAIN_MS) await Bun.sleep(250);
  const drained = (performance.now() - drainStart) / 1000;
  const end = await sample();
  phase = "report";

  // ── report ──
  console.log(`\nworkload ran ${f1(workloadSecs)} s; drained in ${f1(drained)} s; ${coresLine}`);
  console.log(`\nrequests by kind (time of every answered request, ms):`);
  console.log(`  ${"kind".padEnd(28)} ${"count".padStart(7)} ${"errors".padStart(7)} ${"p50".padStart(8)} ${"p95".padStart(8)} ${"p99".padStart(8)} ${"max".padStart(8)}`);
  let total = 0;
  for (const [name, k] of [...kinds.entries()].sort(([a], [b]) => a.localeCompare(b))) {
    const t = k.times.sort((a, b) => a - b);
    total += t.length;
    console.log(`  ${name.padEnd(28)} ${String(t.length).padStart(7)} ${String(k.errors).padStart(7)} ${f1(percentile(t, 50)).padStart(8)} ${f1(percentile(t, 95)).padStart(8)} ${f1(percentile(t, 99)).padStart(8)} ${f1(t.at(-1) ?? NaN).padStart(8)}`);
  }
  console.log(`  ${"all".padEnd(28)} ${String(total).padStart(7)}  (${f1(total / workloadSecs)}/s; exports ${exportCount})`);

  const d = delays.sort((a, b) => a - b);
  console.log(
    `\nevents (readingChanged, PROVISIONAL): ${received} of ${expectedEvents} expected (${accepted.size} results × the subscribers open at the time; ${expectedEvents - received} missing), POST→event p50 ${f1(percentile(d, 50))} ms, p95 ${f1(percentile(d, 95))} ms, max ${f1(d.at(-1) ?? NaN)} ms`,
  );
  const queue = Object.fromEntries((await db.query(`SELECT status, count(*)::int AS n FROM webhook_delivery GROUP BY status`)).rows.map((r) => [r.status, r.n]));
  const recorded = (await db.query(`SELECT count(*)::int AS n FROM reading_bi WHERE "agentKey" LIKE $1 AND state = 'PROVISIONAL'`, [`SOAK-${RUN}-%`])).rows[0].n as number;
  await db.end();
  const byEvent = [...hooks.byEvent.entries()].map(([e, n]) => `${e} ${n}`).join(", ") || "none";
  console.log(
    `webhooks: ${hooks.ids.size} deliveries received (${byEvent}) of ${expectedHooks()} expected (${accepted.size} results + ${positives} positive); duplicates ${hooks.duplicates}, bad signatures ${hooks.badSignature}; ` +
      `queue at the end: pending ${queue.pending ?? 0}, delivered ${queue.delivered ?? 0}, failed ${queue.failed ?? 0}`,
  );
  if (recorded !== accepted.size) noteError("check", "PostgreSQL", `${accepted.size} results acknowledged, ${recorded} readings of this run PROVISIONAL in the database`);
  console.log(`results: ${accepted.size} acknowledged, ${recorded} in the database`);
  if (received < expectedEvents) noteError("subscriber", "both", `${expectedEvents - received} events missing ${f0(drained)} s after the workload`);
  if (hooks.ids.size < expectedHooks()) noteError("webhook", "receiver", `${expectedHooks() - hooks.ids.size} deliveries not received ${f0(drained)} s after the workload`);

  console.log(`\nerrors: ${errorTotal} in total (target 0)`);
  for (const e of errorDetails) console.log(`  ${e}`);
  if (errorTotal > errorDetails.length) console.log(`  ... and ${errorTotal - errorDetails.length} more`);

  console.log(`\nRSS and PostgreSQL connections (samples every ${SAMPLE_MS / 1000} s, a line above every ${(SAMPLE_MS * PRINT_EVERY) / 1000} s; at the end: ${instances.map((i, k) => `${i.name} ${f0(end.rss[k]!)} MB`).join(", ")}, ${end.connections} connections)`);
  flatness();

  // What the instances logged (LOG_LEVEL=warn: warnings and errors only), and /metrics where served.
  for (const inst of instances) {
    const lines = inst.logLines();
    const bad = lines.filter((l) => l.level === "error" || l.level === "fatal");
    const warn = lines.filter((l) => l.level === "warn");
    // Other output than JSON log lines, the start-up banner (address, demo accounts) left out.
    const banner = /^(Sterile QC is running|Demo accounts|The second distributor|\s+\S+@\S+\s)/;
    const other = inst.log().split("\n").filter((l) => l.trim() && !l.startsWith("{") && !banner.test(l));
    console.log(`instance ${inst.name} log: ${bad.length} errors, ${warn.length} warnings, ${other.length} other lines`);
    for (const l of [...bad.map((x) => JSON.stringify(x)), ...warn.map((x) => JSON.stringify(x)), ...other].slice(0, 3)) console.log(`  ${l.slice(0, 400)}`);
    const m = await fetch(`${inst.url}/metrics`, { signal: AbortSignal.timeout(5_000) }).catch(() => null);
    if (m?.ok) {
      const text = await m.text();
      const wanted = /^(sqc_websockets_active|sqc_graphql_subscriptions_active|sqc_webhook_queue_depth|nodejs_eventloop_lag_p99_seconds|sqc_event_loop_lag\S*)(\{[^}]*\})? /;
      const picked = text.split("\n").filter((l) => wanted.test(l));
      if (picked.length) console.log(`  /metrics: ${picked.join("; ")}`);
    }
  }
  exitCode = errorTotal ? 1 : 0;
} catch (e) {
  console.error(`\n${phase}: ${(e as Error).stack ?? e}`);
  if (cluster) for (const inst of cluster.instances) console.error(`--- end of instance ${inst.name}'s log ---\n${inst.log().split("\n").slice(-20).join("\n")}`);
  exitCode = 2;
} finally {
  await teardown();
  clearTimeout(hardDeadline);
  console.log(`load average at the end: ${load()}`);
}
process.exit(exitCode);
