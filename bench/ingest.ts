// Ingestion benchmark (not a test): many incubator agents push results through the agent
// API while browser-like clients listen on the readingChanged subscription. Prints the
// results accepted per second and the delay from each result POST to its event arriving at
// every subscriber (p50 / p95 / max). See bench/README.md ("Ingestion") for figures.
//
//   bun bench/ingest.ts                                  own server on a fresh PGlite folder
//   bun bench/ingest.ts --pg postgresql://postgres@127.0.0.1:5432/postgres
//                                                        own server on a fresh PostgreSQL database
//   bun bench/ingest.ts --url http://localhost:3000      a running server with the demo seed
//
// Options: --agents 32 (agent sessions of agent@hospital-a.test, each with its own
// incubators), --results 10000 (results in the throughput phase), --inflight 2 (requests in
// flight per agent), --subscribers 200, --rate 50,200 (results/s of the latency phases),
// --latency-seconds 10, --keep (keep the scratch database), --selection browser (what the
// subscribers select: the reading screens' own subscription, each event carrying the reading
// with its row fields, as the web client asks; `ids`: readingId and state only).
//
// Phases: 1 set-up (sign in, announce and connect incubators); 2 incubations started (the
// LIVE readings the results need; their rate is printed too); 3 throughput: every agent sends
// its results as fast as the server answers, with the subscribers connected but idle or
// receiving (both reported); 4 latency: results paced at --rate while --subscribers clients
// listen; for each result, the time from sending the POST to the event's arrival at each
// subscriber.
import { createClient, type Client } from "graphql-ws";
import { resolve } from "node:path";
import { cpuNow, cpuSince } from "./cpu";
import { cpus, loadavg } from "node:os";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../tests/helpers/databases";
import { parseArgs, percentile } from "./args";

interface Options {
  url: string | null;
  pg: string | null;
  agents: number;
  results: number;
  inflight: number;
  subscribers: number;
  rates: number[];
  latencySeconds: number;
  keep: boolean;
  port: number;
  batch: number;
  /** browser: the reading screens' subscription (each event carries the reading); ids: readingId and state only. */
  selection: "browser" | "ids";
}

const opts = parseArgs<Options>(
  process.argv.slice(2),
  { url: null, pg: null, agents: 32, results: 10_000, inflight: 2, subscribers: 200, rates: [50, 200], latencySeconds: 10, keep: false, port: 3950, batch: 50, selection: "browser" },
  {
    "--url": ["url", "string"], "--pg": ["pg", "string"], "--agents": ["agents", "number"], "--results": ["results", "number"], "--inflight": ["inflight", "number"],
    "--subscribers": ["subscribers", "number"], "--rate": ["rates", "numbers"], "--latency-seconds": ["latencySeconds", "number"], "--port": ["port", "number"],
    "--keep": ["keep", "flag"], "--batch": ["batch", "number"], "--selection": ["selection", "string"],
  },
);
if (opts.url) opts.url = opts.url.replace(/\/$/, "");
const root = resolve(import.meta.dir, "..");
const RUN = Date.now().toString(36).toUpperCase();
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

const f1 = (n: number) => (Number.isFinite(n) ? n.toFixed(1) : "n/a");

// ───────────── the server ─────────────

let scratch: ScratchDatabase | null = null;
let server: ReturnType<typeof Bun.spawn> | null = null;

async function startServer(): Promise<string> {
  if (opts.url) return opts.url;
  scratch = opts.pg ? await createPostgresDatabase(opts.pg, "sqc_bench") : createPGliteDir("sqc-bench-");
  const env: Record<string, string> = { ...(process.env as Record<string, string>), PORT: String(opts.port), TOKEN_SECRET: "bench-secret", LOG_LEVEL: "warn" };
  if (scratch.url) env.DATABASE_URL = scratch.url;
  else env.DATA_DIR = scratch.dataDir!;
  delete env.TEST_HOOKS;
  server = Bun.spawn([process.execPath, "server/main.ts"], { cwd: root, env, stdout: "ignore", stderr: "inherit" });
  const url = `http://localhost:${opts.port}`;
  const deadline = Date.now() + 120_000;
  for (;;) {
    try {
      if ((await fetch(`${url}/healthz`)).ok) break;
    } catch {
      /* not up yet */
    }
    if (Date.now() > deadline) throw new Error("the server did not start within 120 s");
    await sleep(250);
  }
  console.log(`server: ${url} on ${scratch.label}`);
  return url;
}

async function stopServer() {
  if (server) {
    server.kill("SIGTERM");
    await server.exited;
  }
  if (scratch && !opts.keep) await scratch.drop();
  else if (scratch) console.log(`kept ${scratch.label}`);
}

// ───────────── HTTP ─────────────

let BASE = "";
async function call(method: string, path: string, body: unknown, token?: string): Promise<{ status: number; json: any }> {
  const res = await fetch(BASE + path, {
    method,
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  return { status: res.status, json: text ? JSON.parse(text) : null };
}

async function signIn(email: string, password = "Demo-2026"): Promise<string> {
  const dist = await call("POST", "/api/Distributor/PostByDomain", { Domain: BASE });
  const r = await call("POST", "/api/login/login", { Email: email, Password: password, DistId: dist.json.id });
  if (r.status !== 200) throw new Error(`sign-in ${email} → ${r.status} ${JSON.stringify(r.json)}`);
  return r.json.token;
}

// ───────────── agents and their incubations ─────────────

interface Incubation {
  serialNumber: string;
  position: number;
  startedAt: string;
  id: number;
}
interface Agent {
  token: string;
  serials: string[];
  pending: Incubation[];
}

const POSITIONS = 20; // BioReader 20

async function setUpAgent(i: number, incubatorsPerAgent: number, token: string): Promise<Agent> {
  const serials: string[] = [];
  for (let k = 0; k < incubatorsPerAgent; k++) {
    const serialNumber = `BENCH-${RUN}-A${i}-${k}`;
    const a = await call("POST", "/api/agent/v1/incubators/announce", { serialNumber, model: "BioReader 20", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } }, token);
    if (a.status !== 201 && a.status !== 200) throw new Error(`announce → ${a.status} ${JSON.stringify(a.json)}`);
    await call("POST", `/api/agent/v1/incubators/${serialNumber}/connect`, {}, token);
    serials.push(serialNumber);
  }
  return { token, serials, pending: [] };
}

/** Runs `count` jobs with `inflight` at a time per agent, all agents at once; returns the per-request times. */
async function drive(agents: Agent[], perAgent: (a: Agent, n: number) => Promise<void>, countPerAgent: number): Promise<number[]> {
  const times: number[] = [];
  await Promise.all(
    agents.map(async (a) => {
      let next = 0;
      await Promise.all(
        Array.from({ length: opts.inflight }, async () => {
          for (;;) {
            const n = next++;
            if (n >= countPerAgent) return;
            const t0 = performance.now();
            await perAgent(a, n);
            times.push(performance.now() - t0);
          }
        }),
      );
    }),
  );
  return times;
}

async function startIncubations(agents: Agent[], perAgent: number, base: number) {
  return drive(
    agents,
    async (a, n) => {
      const serialNumber = a.serials[n % a.serials.length]!;
      const position = (Math.floor(n / a.serials.length) % POSITIONS) + 1;
      const startedAt = new Date(base + n).toISOString();
      const r = await call("POST", "/api/agent/v1/incubations", { serialNumber, position, kind: "BI", programIndex: 1, startedAt }, a.token);
      if (r.status !== 201) throw new Error(`incubation → ${r.status} ${JSON.stringify(r.json)}`);
      a.pending.push({ serialNumber, position, startedAt, id: r.json.id });
    },
    perAgent,
  );
}

const sentAt = new Map<number, number>();
let resultErrors = 0;

function resultMessage(inc: Incubation) {
  // starts are 3 h old, so a 20-minute readout is in the past
  const resultAt = new Date(new Date(inc.startedAt).getTime() + 20 * 60_000).toISOString();
  return { serialNumber: inc.serialNumber, position: inc.position, startedAt: inc.startedAt, kind: "BI", result: { result: Math.random() < 0.02 ? "positive" : "negative", fluorescence: 80, averageTemperature: 60.1, resultAt } };
}

function failed(status: number, body: unknown) {
  resultErrors++;
  if (resultErrors < 5) console.error(`result → ${status} ${JSON.stringify(body).slice(0, 300)}`);
}

/** One result per request (POST incubations/result). */
async function sendResult(a: Agent): Promise<number> {
  const inc = a.pending.pop();
  if (!inc) return 0;
  sentAt.set(inc.id, performance.now());
  const r = await call("POST", "/api/agent/v1/incubations/result", resultMessage(inc), a.token);
  if (r.status !== 200) failed(r.status, r.json);
  return 1;
}

/** `size` results per request (POST incubations/results). */
async function sendBatch(a: Agent, size: number): Promise<number> {
  const incs = a.pending.splice(-size, size);
  if (!incs.length) return 0;
  const now = performance.now();
  for (const inc of incs) sentAt.set(inc.id, now);
  const r = await call("POST", "/api/agent/v1/incubations/results", { results: incs.map(resultMessage) }, a.token);
  if (r.status !== 200) failed(r.status, r.json);
  else for (const x of r.json.results) if (x.status !== 200) failed(x.status, x);
  return incs.length;
}

/** Sends `perAgent` results from every agent, `inflight` requests at a time each; results/s and request times. */
async function throughput(agents: Agent[], perAgent: number, size: number) {
  const t0 = performance.now();
  const cpu = cpuNow(serverPid());
  let count = 0;
  const times = await drive(
    agents,
    async (a) => {
      const sent = size === 1 ? await sendResult(a) : await sendBatch(a, size);
      count += sent;
    },
    Math.ceil(perAgent / size),
  );
  const secs = (performance.now() - t0) / 1000;
  times.sort((x, y) => x - y);
  const used = cpuSince(cpu, serverPid(), secs);
  return { count, secs, rate: count / secs, p50: percentile(times, 50), p95: percentile(times, 95), cores: `cores busy: server ${used.server}, PostgreSQL ${used.postgres}, benchmark ${used.client}` };
}

// ───────────── CPU ─────────────

const serverPid = () => server?.pid ?? null;

// ───────────── subscribers ─────────────

interface Listener {
  client: Client;
  delays: number[];
}
let recording = false;

/** What the subscribers ask for: the reading screens' own subscription (web client), or ids only. */
async function subscriptionText(): Promise<string> {
  if (opts.selection === "ids") return "subscription { readingChanged { readingId state } }";
  const artifact = "../web/__generated__/readingListChangedSubscription.graphql";
  const m = await import(artifact).catch(() => {
    throw new Error("the web client's subscription is compiled by relay-compiler: run node_modules/.bin/relay-compiler first (or pass --selection ids)");
  });
  return m.default.params.text;
}

async function subscribers(count: number, token: string): Promise<Listener[]> {
  const wsUrl = BASE.replace(/^http/, "ws") + "/graphql";
  const listeners: Listener[] = [];
  const query = await subscriptionText();
  let ready = 0;
  await Promise.all(
    Array.from({ length: count }, async () => {
      const l: Listener = { client: createClient({ url: wsUrl, webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, connectionParams: { authorization: `Bearer ${token}` } }), delays: [] };
      listeners.push(l);
      await new Promise<void>((resolveReady, reject) => {
        l.client.subscribe(
          { query },
          {
            next: (msg: any) => {
              const e = msg.data?.readingChanged;
              if (!recording || !e || e.state !== "PROVISIONAL") return;
              const t0 = sentAt.get(e.readingId);
              if (t0 !== undefined) l.delays.push(performance.now() - t0);
            },
            error: reject,
            complete: () => {},
          },
        );
        l.client.on("connected", () => {
          ready++;
          resolveReady();
        });
      });
    }),
  );
  // graphql-ws does not acknowledge a subscribe: give the server a moment to register them.
  await sleep(1000 + count * 5);
  console.log(`${ready} subscribers connected`);
  return listeners;
}

// ───────────── main ─────────────

const load = () => loadavg().map((l) => l.toFixed(1)).join(" ");
console.log(`machine: ${cpus().length} cores, load average ${load()} (figures mean little when other work runs)`);
try {
  BASE = await startServer();
  const incubatorsPerAgent = 2; // keys differ by start time, so positions can be reused freely
  console.log(`set-up: ${opts.agents} agents × ${incubatorsPerAgent} BioReader 20`);
  // Signed in one after another: concurrent sign-ins of one account count as attempts until they succeed (server/limits).
  const tokens: string[] = [];
  for (let i = 0; i < opts.agents; i++) tokens.push(await signIn("agent@hospital-a.test"));
  const agents = await Promise.all(tokens.map((token, i) => setUpAgent(i, incubatorsPerAgent, token)));
  const admin = await signIn("admin@hospital-a.test");

  // Incubations for both result phases.
  const latencyCount = opts.rates.reduce((n, r) => n + Math.ceil(r * opts.latencySeconds), 0);
  const perAgent = Math.ceil((opts.results + latencyCount) / opts.agents);
  const base = Date.now() - 3 * 3600_000;
  const t0 = performance.now();
  const incTimes = await startIncubations(agents, perAgent, base);
  const incSecs = (performance.now() - t0) / 1000;
  incTimes.sort((a, b) => a - b);
  console.log(`incubations: ${incTimes.length} in ${incSecs.toFixed(1)} s = ${f1(incTimes.length / incSecs)}/s (request p50 ${f1(percentile(incTimes, 50))} ms, p95 ${f1(percentile(incTimes, 95))} ms)`);

  // Keep the latency phase's incubations aside.
  const latencyPool: Agent[] = agents.map((a) => ({ ...a, pending: a.pending.splice(0, Math.ceil(latencyCount / agents.length)) }));

  // Phase 3: delivery latency on a quiet server: results paced at each --rate, --subscribers listening.
  const listeners = await subscribers(opts.subscribers, admin);
  const pool = latencyPool.filter((a) => a.pending.length);
  let turn = 0;
  for (const rate of opts.rates) {
    sentAt.clear();
    recording = true;
    const count = Math.ceil(rate * opts.latencySeconds);
    const interval = 1000 / rate;
    const started = performance.now();
    const cpu = cpuNow(serverPid());
    const inflight: Promise<number>[] = [];
    const requestTimes: number[] = [];
    for (let i = 0; i < count; i++) {
      const a = pool[turn++ % pool.length]!;
      const wait = started + i * interval - performance.now();
      if (wait > 0) await sleep(wait);
      const sent = performance.now();
      inflight.push(sendResult(a).then((n) => (requestTimes.push(performance.now() - sent), n)));
    }
    await Promise.all(inflight);
    requestTimes.sort((x, y) => x - y);
    await sleep(2000);
    recording = false;
    const used = cpuSince(cpu, serverPid(), (performance.now() - started) / 1000);
    const delays = listeners.flatMap((l) => l.delays.splice(0)).sort((a, b) => a - b);
    console.log(
      `latency at ${rate} results/s, ${listeners.length} subscribers: ${delays.length}/${count * listeners.length} events, POST→event p50 ${f1(percentile(delays, 50))} ms, p95 ${f1(percentile(delays, 95))} ms, max ${f1(delays.at(-1) ?? NaN)} ms (the POST itself: p50 ${f1(percentile(requestTimes, 50))} ms, p95 ${f1(percentile(requestTimes, 95))} ms); cores busy (sending and the 2 s after): server ${used.server}, PostgreSQL ${used.postgres}, benchmark ${used.client}`,
    );
    await sleep(3000); // let the result hooks catch up
  }

  // Phase 4: throughput, one result per request, then in batches, without subscribers; then
  // batches again with the subscribers back and their events timed.
  await Promise.all(listeners.map((l) => l.client.dispose()));
  const third = Math.max(opts.batch, Math.floor(opts.results / 3 / opts.agents / opts.batch) * opts.batch);
  const single = await throughput(agents, third, 1);
  console.log(`throughput, 1 result per request: ${single.count} in ${single.secs.toFixed(1)} s = ${f1(single.rate)}/s (request p50 ${f1(single.p50)} ms, p95 ${f1(single.p95)} ms); ${single.cores}`);
  await sleep(5000); // let the result hooks catch up
  const batched = await throughput(agents, third, opts.batch);
  console.log(`throughput, ${opts.batch} results per request: ${batched.count} in ${batched.secs.toFixed(1)} s = ${f1(batched.rate)}/s (request p50 ${f1(batched.p50)} ms, p95 ${f1(batched.p95)} ms); ${batched.cores}`);
  await sleep(5000);
  const listeners2 = await subscribers(opts.subscribers, admin);
  sentAt.clear();
  recording = true;
  const fanned = await throughput(agents, third, opts.batch);
  const drainStart = performance.now();
  const expected = fanned.count * listeners2.length;
  while (listeners2.reduce((n, l) => n + l.delays.length, 0) < expected && performance.now() - drainStart < 60_000) await sleep(100);
  const fanDelays = listeners2.flatMap((l) => l.delays).sort((a, b) => a - b);
  console.log(
    `throughput, ${opts.batch} per request, ${listeners2.length} subscribers, events timed: ${fanned.count} in ${fanned.secs.toFixed(1)} s = ${f1(fanned.rate)}/s; ` +
      `${fanDelays.length}/${expected} events, POST→event p50 ${f1(percentile(fanDelays, 50))} ms, p95 ${f1(percentile(fanDelays, 95))} ms, max ${f1(fanDelays.at(-1) ?? NaN)} ms`,
  );
  recording = false;
  await Promise.all(listeners2.map((l) => l.client.dispose()));
  if (resultErrors) console.log(`result errors: ${resultErrors}`);
  console.log(`load average at the end: ${load()}`);
} finally {
  await stopServer();
}
process.exit(0);
