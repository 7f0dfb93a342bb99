// Plays one or more incubator agents against a running app, through the agent API
// (docs/agent-api.md), in accelerated time: a 20-minute BI readout takes 4 s at the
// default speed of 300. Each agent signs in as the demo Connection user, announces and
// connects its incubators (the seeded Hospital A ones whose model fits, then simulated
// readers), starts BI and protein incubations on free positions, sends heartbeats and
// reports results (mostly negative BI and clean protein, now and then a positive or a
// soiled one). Incubations left running by an earlier run (or by the demo seed) get their
// results too, as an agent restarting beside its incubators would. Every message that meets
// a network error or a 5xx is sent again unchanged: the API is idempotent.
//
//   npm run simulate -- [--url http://localhost:3000] [--duration <seconds>] [--agents 1]
//                       [--incubators 4] [--speed 300] [--email agent@hospital-a.test]
//                       [--password Demo-2026] [--simulated-only] [--prefix SIM] [--seed <n>]
//   npm run simulate -- --chemical N [--email supervisor@hospital-a.test]
//       instead: N chemical readings with photos through the mobile intake (scripts/simulate-chemical.ts)
//
// Without --duration it runs until Ctrl-C. On exit it disconnects its incubators and prints
// a summary; the exit code is 0 unless it could not sign in at all.
export {}; // a module: top-level await, and its names stay its own
import { playChemical } from "./simulate-chemical";

interface Options {
  url: string;
  durationS: number | null;
  agents: number;
  incubators: number;
  speed: number;
  email: string;
  password: string;
  simulatedOnly: boolean;
  prefix: string;
  seed: number;
  quiet: boolean;
  /** --chemical N: play N chemical readings through the mobile intake instead of agents. */
  chemical: number;
}

function parseArgs(argv: string[]): Options {
  const o: Options = { url: "http://localhost:3000", durationS: null, agents: 1, incubators: 4, speed: 300, email: "agent@hospital-a.test", password: "Demo-2026", simulatedOnly: false, prefix: "SIM", seed: Date.now() % 100000, quiet: false, chemical: 0 };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i]!;
    const next = () => {
      const v = argv[++i];
      if (v === undefined) throw new Error(`${a} needs a value`);
      return v;
    };
    const positive = (v: string) => {
      const n = Number(v);
      if (!Number.isFinite(n) || n <= 0) throw new Error(`${a} must be a positive number`);
      return n;
    };
    if (a === "--url") o.url = next().replace(/\/$/, "");
    else if (a === "--duration") o.durationS = positive(next());
    else if (a === "--agents") o.agents = Math.round(positive(next()));
    else if (a === "--incubators") o.incubators = Math.round(positive(next()));
    else if (a === "--speed") o.speed = positive(next());
    else if (a === "--email") o.email = next();
    else if (a === "--password") o.password = next();
    else if (a === "--simulated-only") o.simulatedOnly = true;
    else if (a === "--prefix") o.prefix = next();
    else if (a === "--seed") o.seed = Math.round(positive(next()));
    else if (a === "--quiet") o.quiet = true;
    else if (a === "--chemical") o.chemical = Math.round(positive(next()));
    else if (a === "--help" || a === "-h") {
      console.log("npm run simulate -- [--url http://localhost:3000] [--duration s] [--agents N] [--incubators N] [--speed X] [--email e] [--password p] [--simulated-only] [--prefix SIM] [--seed n] [--quiet] | --chemical N");
      process.exit(0);
    } else throw new Error(`unknown argument ${a}`);
  }
  return o;
}

const opts = parseArgs(process.argv.slice(2));
const API = `${opts.url}/api/agent/v1`;

// ───────────── small helpers ─────────────

let rngState = opts.seed || 1;
/** Deterministic for a given --seed (mulberry32). */
function random(): number {
  rngState = (rngState + 0x6d2b79f5) | 0;
  let t = rngState;
  t = Math.imul(t ^ (t >>> 15), t | 1);
  t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
}
const between = (a: number, b: number, digits = 1) => Number((a + random() * (b - a)).toFixed(digits));
const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const clock = () => new Date().toISOString().slice(11, 23);

function gtin14(body13: string): string {
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (body13.charCodeAt(12 - i) - 48) * (i % 2 === 0 ? 3 : 1);
  return body13 + ((10 - (sum % 10)) % 10);
}
/** The demo distributor's BT220 rapid steam BI and PRO1 protein test (server/seed/demo-catalogue.ts). */
const DEMO_GTIN = { BI: gtin14("0952123454321"), PRO: gtin14("0952123454325") };

const stats = { announced: 0, connected: 0, started: 0, duplicates: 0, results: { BI: 0, PRO: 0 }, positives: 0, proAboveAlert: 0, retries: 0, errors: 0 };
let stopping = false;

function say(agent: string, text: string) {
  if (!opts.quiet) console.log(`${clock()} ${agent.padEnd(8)} ${text}`);
}

// --chemical N: the mobile app's intake instead of agents (a supervisor's phone by default).
if (opts.chemical > 0) {
  const email = process.argv.includes("--email") ? opts.email : "supervisor@hospital-a.test";
  const sent = await playChemical({ url: opts.url, email, password: opts.password, count: opts.chemical, random, say: (text) => say("phone", text) });
  console.log(`${sent} chemical readings sent through the mobile intake`);
  process.exit(0);
}

class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: any,
  ) {
    super(`HTTP ${status}: ${typeof body === "string" ? body : JSON.stringify(body)}`);
  }
}

// ───────────── sessions ─────────────

async function rawJson(method: string, url: string, body?: unknown, token?: string): Promise<{ status: number; json: any }> {
  const res = await fetch(url, {
    method,
    headers: { "content-type": "application/json", accept: "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await res.text();
  let json: any = text;
  try {
    json = text ? JSON.parse(text) : null;
  } catch {
    /* plain text */
  }
  return { status: res.status, json };
}

/** Retries network failures and 5xx answers with the same request (the API is idempotent). */
async function withRetry<T>(what: string, agent: string, fn: () => Promise<T>): Promise<T> {
  let delay = 250;
  for (let attempt = 1; ; attempt++) {
    try {
      return await fn();
    } catch (e) {
      const retryable = !(e instanceof HttpError) || e.status >= 500 || e.status === 429;
      if (!retryable || attempt >= 8) throw e;
      stats.retries++;
      say(agent, `retry ${attempt} of ${what}: ${(e as Error).message.slice(0, 120)}`);
      await sleep(delay);
      delay = Math.min(delay * 2, 5000);
    }
  }
}

class Session {
  token = "";
  constructor(readonly name: string) {}

  async signIn(): Promise<void> {
    const dist = await withRetry("distributor", this.name, async () => {
      const r = await rawJson("POST", `${opts.url}/api/Distributor/PostByDomain`, { Domain: opts.url });
      if (r.status !== 200 || !r.json?.id) throw new HttpError(r.status, r.json);
      return r.json.id as string;
    });
    this.token = await withRetry("sign-in", this.name, async () => {
      const r = await rawJson("POST", `${opts.url}/api/login/login`, { Email: opts.email, Password: opts.password, DistId: dist });
      if (r.status !== 200 || typeof r.json?.token !== "string") throw new HttpError(r.status, r.json);
      return r.json.token as string;
    });
  }

  /** An agent API call: retried on network errors and 5xx, signs in again once on 401. */
  async call(method: string, path: string, body?: unknown): Promise<{ status: number; json: any }> {
    return withRetry(`${method} ${path}`, this.name, async () => {
      let r = await rawJson(method, API + path, body, this.token);
      if (r.status === 401) {
        await this.signIn();
        r = await rawJson(method, API + path, body, this.token);
      }
      if (r.status >= 400) throw new HttpError(r.status, r.json);
      return r;
    });
  }
}

// ───────────── incubators ─────────────

interface Program {
  programIndex: number;
  name: string;
  minutes: number;
  temperature: number;
}
interface Running {
  kind: "BI" | "PRO";
  position: number;
  startedAt: string;
  program: Program;
  dueAt: number;
  readNumber: number;
}
interface Incubator {
  serial: string;
  model: string;
  kind: "BI" | "PRO";
  positions: number;
  programs: Program[];
  running: Map<number, Running>;
  /** Positions holding an incubation the simulator cannot finish (e.g. another agent's). */
  blocked: Set<number>;
  nextHeartbeat: number;
}

const MODELS: Record<string, { connection: object }> = {
  "IC10/20FR": { connection: { vid: "04D8", pid: "F2C4" } },
  MiniBio: { connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca9e" } },
  "BioReader 20": { connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } },
  "ProRead 10": { connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0010" } },
};
/** Hospital A's seeded incubators (server/seed/demo-catalogue.ts) used by the first agent. */
const SEEDED = [
  { serial: "IC1020FR-001234", model: "IC10/20FR" },
  { serial: "BR20-000190", model: "BioReader 20" },
  { serial: "PR10-000412", model: "ProRead 10" },
  { serial: "MB-000087", model: "MiniBio" },
];
/** Simulated readers, alternately protein and BI, so that both kinds always run. */
const SIMULATED = [
  { tag: "PR10", model: "ProRead 10" },
  { tag: "BR20", model: "BioReader 20" },
  { tag: "MB", model: "MiniBio" },
];

function planIncubators(agentNo: number): { serial: string; model: string }[] {
  const plan: { serial: string; model: string }[] = [];
  if (agentNo === 1 && !opts.simulatedOnly) plan.push(...SEEDED.slice(0, Math.max(0, opts.incubators - 1)));
  for (let i = 0; plan.length < opts.incubators; i++) {
    const s = SIMULATED[i % SIMULATED.length]!;
    plan.push({ serial: `${opts.prefix}-${s.tag}-A${agentNo}-${String(i + 1).padStart(2, "0")}`, model: s.model });
  }
  return plan;
}

const msFor = (minutes: number) => (minutes * 60_000) / opts.speed;

async function setUp(session: Session, wanted: { serial: string; model: string }): Promise<Incubator | null> {
  let inc: any;
  try {
    const r = await session.call("POST", "/incubators/announce", { serialNumber: wanted.serial, model: wanted.model, connection: MODELS[wanted.model]!.connection });
    inc = r.json;
    stats.announced++;
    say(session.name, `${wanted.serial.padEnd(20)} announced (${wanted.model}${r.status === 201 ? ", new" : ""})`);
  } catch (e) {
    stats.errors++;
    say(session.name, `${wanted.serial.padEnd(20)} not used: ${(e as Error).message.slice(0, 160)}`);
    return null;
  }
  await session.call("POST", `/incubators/${encodeURIComponent(wanted.serial)}/connect`, {});
  stats.connected++;
  const detail = (await session.call("GET", `/incubators/${encodeURIComponent(wanted.serial)}`)).json;
  const kind: "BI" | "PRO" = inc.positions.BI > 0 ? "BI" : "PRO";
  const incubator: Incubator = { serial: wanted.serial, model: wanted.model, kind, positions: kind === "BI" ? inc.positions.BI : inc.positions.PRO, programs: inc.programs, running: new Map(), blocked: new Set(), nextHeartbeat: 0 };
  // Incubations already running (an earlier run, the demo seed): read them in due time.
  for (const live of detail.incubations ?? []) {
    const program = incubator.programs.find((p) => p.programIndex === live.programIndex) ?? incubator.programs[0]!;
    incubator.running.set(live.position, { kind: live.kind, position: live.position, startedAt: live.startedAt, program, readNumber: live.readNumber, dueAt: new Date(live.startedAt).getTime() + msFor(program.minutes) });
  }
  say(session.name, `${wanted.serial.padEnd(20)} connected: ${incubator.positions} ${kind} positions, ${incubator.running.size} already incubating`);
  return incubator;
}

// ───────────── incubations and results ─────────────

let sendProducts = true;

async function startOne(session: Session, inc: Incubator) {
  const free: number[] = [];
  for (let p = 1; p <= inc.positions; p++) if (!inc.running.has(p) && !inc.blocked.has(p)) free.push(p);
  if (!free.length) return;
  const position = pick(free);
  // Mostly the rapid program; now and then the next longer one.
  const program = inc.kind === "BI" && inc.programs.length > 1 && random() < 0.15 ? inc.programs[1]! : inc.programs[0]!;
  const startedAt = new Date().toISOString();
  const message: Record<string, unknown> = { serialNumber: inc.serial, position, kind: inc.kind, programIndex: program.programIndex, startedAt, lot: `${between(24, 26, 0)}${String(between(1, 12, 0)).padStart(2, "0")}${pick(["A", "B", "C"])}${between(10, 99, 0)}`, messageId: crypto.randomUUID() };
  if (sendProducts) message.product = { gtin: DEMO_GTIN[inc.kind] };
  let r;
  try {
    r = await session.call("POST", "/incubations", message);
  } catch (e) {
    // Another distributor's catalogue: the demo GTINs are unknown there, send none.
    if (e instanceof HttpError && e.status === 400 && e.body?.errors?.["product.gtin"]) {
      sendProducts = false;
      delete message.product;
      r = await session.call("POST", "/incubations", message);
    } else throw e;
  }
  const reading = r.json;
  if (reading.duplicate) stats.duplicates++;
  stats.started++;
  inc.running.set(position, { kind: inc.kind, position, startedAt, program, readNumber: reading.readNumber, dueAt: Date.now() + msFor(program.minutes) });
  say(session.name, `${inc.serial.padEnd(20)} p${String(position).padEnd(3)} ${inc.kind.padEnd(3)} started   read ${reading.readNumber} (${program.name}, result in ${(msFor(program.minutes) / 1000).toFixed(1)} s)`);
}

function resultFor(run: Running): { result: Record<string, unknown>; text: string } {
  const resultAt = new Date().toISOString();
  const averageTemperature = between(run.program.temperature - 0.4, run.program.temperature + 0.4, 2);
  if (run.kind === "BI") {
    const positive = random() < 0.08;
    const fluorescence = positive ? between(1500, 9000) : between(20, 180);
    // Some readers send only the fluorescence and let the server decide.
    const result = random() < 0.25 ? { fluorescence, averageTemperature, resultAt } : { result: positive ? "positive" : "negative", fluorescence, averageTemperature, resultAt };
    return { result, text: `${positive ? "POSITIVE" : "negative"} (${fluorescence} RFU)` };
  }
  const roll = random();
  const quantitativeResult = roll < 0.85 ? between(0.1, 2.8, 2) : roll < 0.95 ? between(3.2, 6.2, 2) : between(7, 18, 2);
  return { result: { quantitativeResult, visualResult: quantitativeResult > 3 ? 2 : 1, averageTemperature, resultAt }, text: `${quantitativeResult} µg` };
}

async function finishOne(session: Session, inc: Incubator, run: Running) {
  const { result, text } = resultFor(run);
  try {
    const r = await session.call("POST", "/incubations/result", { serialNumber: inc.serial, position: run.position, startedAt: run.startedAt, kind: run.kind, result, messageId: crypto.randomUUID() });
    const reading = r.json;
    stats.results[run.kind]++;
    if (run.kind === "BI" && reading.result?.code === 2) stats.positives++;
    if (run.kind === "PRO" && reading.result?.code >= 2) stats.proAboveAlert++;
    const verdict = run.kind === "PRO" ? ` → ${reading.result?.result}` : reading.result?.result !== undefined && !("result" in result) ? ` → ${reading.result.result}` : "";
    say(session.name, `${inc.serial.padEnd(20)} p${String(run.position).padEnd(3)} ${run.kind.padEnd(3)} result    read ${reading.readNumber}: ${text}${verdict}${reading.unchanged ? " (already recorded)" : ""} → ${reading.state}`);
    inc.running.delete(run.position);
  } catch (e) {
    if (e instanceof HttpError && (e.status === 404 || e.status === 409)) {
      // Not ours to finish (another agent's, or a reading made outside the agent API).
      inc.running.delete(run.position);
      inc.blocked.add(run.position);
      say(session.name, `${inc.serial.padEnd(20)} p${String(run.position).padEnd(3)} ${run.kind.padEnd(3)} skipped: ${e.body?.message ?? e.message}`);
      return;
    }
    throw e;
  }
}

async function heartbeat(session: Session, inc: Incubator) {
  const program = inc.programs[0]!;
  const ok = random() > 0.03;
  const temperature = ok ? between(program.temperature - 0.5, program.temperature + 0.5, 1) : between(program.temperature - 6, program.temperature - 3, 1);
  await session.call("POST", `/incubators/${encodeURIComponent(inc.serial)}/status`, { temperature, temperatureOk: ok, at: new Date().toISOString() });
  if (!ok) say(session.name, `${inc.serial.padEnd(20)} temperature out of range (${temperature} °C)`);
}

async function runAgent(agentNo: number): Promise<void> {
  const session = new Session(`agent-${agentNo}`);
  await session.signIn();
  say(session.name, `signed in as ${opts.email}`);
  const incubators: Incubator[] = [];
  for (const wanted of planIncubators(agentNo)) {
    const inc = await setUp(session, wanted);
    if (inc) incubators.push(inc);
  }
  const TICK_MS = 250;
  while (!stopping) {
    const now = Date.now();
    for (const inc of incubators) {
      if (stopping) break;
      try {
        for (const run of [...inc.running.values()]) if (run.dueAt <= now) await finishOne(session, inc, run);
        // About one start every second per incubator while it has free positions.
        if (!stopping && random() < TICK_MS / 1000) await startOne(session, inc);
        if (now >= inc.nextHeartbeat) {
          await heartbeat(session, inc);
          inc.nextHeartbeat = now + 5000;
        }
      } catch (e) {
        stats.errors++;
        say(session.name, `${inc.serial.padEnd(20)} error: ${(e as Error).message.slice(0, 200)}`);
      }
    }
    await sleep(TICK_MS);
  }
  for (const inc of incubators) {
    try {
      await session.call("POST", `/incubators/${encodeURIComponent(inc.serial)}/disconnect`, {});
      say(session.name, `${inc.serial.padEnd(20)} disconnected (${inc.running.size} still incubating)`);
    } catch (e) {
      say(session.name, `${inc.serial.padEnd(20)} disconnect failed: ${(e as Error).message.slice(0, 160)}`);
    }
  }
}

// ───────────── main ─────────────

console.log(`Simulating ${opts.agents} agent(s) × ${opts.incubators} incubator(s) against ${opts.url} at ${opts.speed}× speed${opts.durationS ? ` for ${opts.durationS} s` : " until Ctrl-C"} (seed ${opts.seed}).`);
const stop = () => {
  if (!stopping) console.log(`${clock()} stopping: disconnecting incubators...`);
  stopping = true;
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
if (opts.durationS) setTimeout(stop, opts.durationS * 1000);

const started = Date.now();
const outcomes = await Promise.allSettled(Array.from({ length: opts.agents }, (_, i) => runAgent(i + 1)));
const failed = outcomes.filter((o) => o.status === "rejected") as PromiseRejectedResult[];
for (const f of failed) console.error(`agent failed: ${(f.reason as Error)?.message ?? f.reason}`);
const seconds = ((Date.now() - started) / 1000).toFixed(1);
console.log(
  `Done in ${seconds} s: ${stats.started} incubations started, ${stats.results.BI} BI and ${stats.results.PRO} PRO results (${stats.positives} positive BI, ${stats.proAboveAlert} protein above alert), ${stats.retries} retries, ${stats.errors} errors.`,
);
process.exit(failed.length === opts.agents ? 1 : 0);
