// Two instances, one PostgreSQL, one Redis (issue 17): the layout the README promises for more
// than one process, proven with real processes. Two `bun server/main.ts` (A and B, started at
// the same moment on an empty database of their own) share it and the machine's Redis under a
// REDIS_PREFIX of this run; the test talks to each over HTTP and WebSockets:
//   - both come up (migrations and seeding take turns under an advisory lock);
//   - a token issued by A works on B, and a session ended on one is refused on the other at once;
//   - an agent's result ingested on A reaches B's readingChanged subscribers;
//   - a parameter change on A reaches B's parameterChanged subscribers and /hubs/parameter clients;
//   - logout on A closes the user's live sockets on B (4401);
//   - sign-in failures split between A and B lock after the same count as on one instance;
//   - with both webhook workers running, each of many deliveries queued at once is sent once;
//   - the licence clock runs once per period, not once per instance; restarted together, the
//     instances resume an interrupted desktop import once;
//   - with Redis stopped, each instance still serves and its own sockets still hear its events
//     (a warning says delivery is local); when Redis is back, delivery across instances resumes.
// PostgreSQL only (PGlite is one process's database); Redis at TEST_REDIS_URL or 127.0.0.1:6379.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { join } from "node:path";
import { HttpTransportType, HubConnectionBuilder, LogLevel } from "@microsoft/signalr";
import Redis from "ioredis";
import { Client } from "pg";
import { createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";
import { dropRedisKeys, startCluster, type Cluster, type Instance } from "../helpers/cluster";
import { collect } from "../helpers/readings";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { SEED } from "../helpers/company";
import { wsClient, subscribe } from "../helpers/ws";
import { api, randomClientAddress, type ApiResponse } from "../helpers/http";
import { migrationNames } from "../../server/db/migrate";
import { PER_RECEIVER } from "../../server/webhooks/worker";
import { makeDesktopDb } from "../../scripts/make-desktop-db";

const PG = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const REDIS_URL = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const PREFIX = `sqc-test-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 8)}`;
/** The licence clock's period on these instances (LICENCE_CLOCK_SECONDS). */
const CLOCK_S = 2;
const PASSWORD = "Demo-2026";
const EVENT_MS = 10_000;
const RS = "\x1e";

let db: ScratchDatabase | null = null;
let cluster: Cluster | null = null;
let pg: Client | null = null;
let a: Instance;
let b: Instance;
/** The instances reach Redis through it: the Redis outage test stops it for this run alone. */
let redisProxy: TcpProxy | null = null;
const env = (url: string) => ({
  DATABASE_URL: url,
  REDIS_URL: `redis://127.0.0.1:${redisProxy!.port}`,
  REDIS_PREFIX: PREFIX,
  TOKEN_SECRET: "cluster-test-secret",
  NODE_ENV: "test",
  TEST_HOOKS: "1",
  TRUST_PROXY: "1",
  WEBHOOK_ALLOW_PRIVATE: "1",
  WEBHOOK_POLL_MS: "200",
  WEBHOOK_RETRY_SECONDS: "0.5,1",
  LICENCE_CLOCK_SECONDS: String(CLOCK_S),
  // Remembered principals live long here: only the NOTIFY between instances can forget them in time.
  PRINCIPAL_CACHE_SECONDS: "600",
  LOG_LEVEL: "debug",
});

beforeAll(async () => {
  if (!PG) return;
  db = await createPostgresDatabase(PG, "sqc_test_cluster");
  const redis = new URL(REDIS_URL);
  redisProxy = await startTcpProxy({ host: redis.hostname, port: Number(redis.port || 6379) });
  cluster = await startCluster(2, env(db.url!));
  [a, b] = cluster.instances as [Instance, Instance];
  pg = new Client({ connectionString: db.url! });
  await pg.connect();
}, 120_000);

afterAll(async () => {
  // KEEP_CLUSTER_LOGS=1 keeps the instances' logs (and their DATA_DIR) to read after a failure.
  const keep = !!process.env.KEEP_CLUSTER_LOGS;
  await cluster?.stop(keep).catch(() => {});
  if (keep && cluster) console.log(`cluster logs kept in ${cluster.dir}`);
  await pg?.end().catch(() => {});
  await redisProxy?.close();
  await db?.drop().catch((e) => console.error(`dropping ${db!.label}: ${e.message}`));
  // Rate-limit counters of this run (they would otherwise stay for their window, up to a day).
  await dropRedisKeys(REDIS_URL, PREFIX);
}, 60_000);

// ───────────────────────── helpers ─────────────────────────

type Answer = ApiResponse;

/** A call to one instance, from a client address of the test's choice (the instances trust one proxy hop). */
function call(on: Instance, method: string, path: string, opts: { token?: string; body?: unknown; address?: string } = {}): Promise<Answer> {
  return api(method, path, { baseUrl: on.url, token: opts.token, body: opts.body, headers: opts.address ? { "x-forwarded-for": opts.address } : {}, timeoutMs: 20_000 });
}

let distId: string | null = null;
/** The first demo distributor (localhost; the port is not part of its domain). */
async function firstDistributor(): Promise<string> {
  distId ??= (await call(a, "POST", "/api/Distributor/PostByDomain", { body: { Domain: a.url } })).json.id as string;
  return distId;
}

function signIn(on: Instance, email: string, password = PASSWORD, address?: string): Promise<Answer> {
  return firstDistributor().then((DistId) => call(on, "POST", "/api/login/login", { body: { Email: email, Password: password, DistId }, address }));
}

async function login(on: Instance, email: string): Promise<string> {
  const res = await signIn(on, email);
  if (res.status !== 200) throw new Error(`login ${email} on ${on.name} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.token as string;
}

async function gql(on: Instance, query: string, token?: string, variables?: Record<string, unknown>) {
  return (await call(on, "POST", "/graphql", { token, body: { query, variables } })).json as { data?: any; errors?: { message: string }[] };
}

async function within<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([p, new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new Error(`${what}: nothing within ${ms} ms`)), ms)))]).finally(() => clearTimeout(timer));
}

async function until(what: string, ms: number, check: () => Promise<boolean>): Promise<void> {
  for (const deadline = Date.now() + ms; !(await check()); await Bun.sleep(100)) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
  }
}

/** A graphql-ws subscription on an instance, collecting its events. */
async function listen(on: Instance, query: string, token: string) {
  const sub = subscribe(query, token, undefined, on.url);
  await within(sub.connected, EVENT_MS, `graphql-ws on ${on.name}`);
  const events = collect(sub);
  // The subscription is registered on the server (and its Redis SUBSCRIBE made) a moment after the ack.
  await Bun.sleep(400);
  return { events: events.events, waitFor: (pred: (e: any) => boolean) => events.waitFor(pred, EVENT_MS), stop: events.stop };
}

/** A raw /hubs/parameter socket, as a browser opens it, past the JSON handshake; `id`: a connection token from negotiate. */
async function hubSocket(on: Instance, token: string, id?: string) {
  const ws = new WebSocket(`${on.url.replace(/^http/, "ws")}/hubs/parameter?access_token=${encodeURIComponent(token)}${id ? `&id=${encodeURIComponent(id)}` : ""}`);
  const records: any[] = [];
  ws.onmessage = (m) => {
    for (const part of String(m.data).split(RS)) if (part) records.push(JSON.parse(part));
  };
  const closed = new Promise<{ code: number; reason: string }>((resolve) => ws.addEventListener("close", (e) => resolve({ code: e.code, reason: e.reason })));
  await within(new Promise<void>((resolve, reject) => ((ws.onopen = () => resolve()), (ws.onerror = () => reject(new Error("hub socket refused"))))), EVENT_MS, "hub socket");
  ws.send(`{"protocol":"json","version":1}${RS}`);
  await until("the hub's handshake answer", EVENT_MS, async () => records.length > 0);
  expect(records[0]).toEqual({});
  return { ws, records, closed };
}

/** JSON log lines of an instance with this message (and these fields). */
const logged = (on: Instance, msg: string, fields: Record<string, unknown> = {}) =>
  on.logLines().filter((l) => (l.msg ?? l.message) === msg && Object.entries(fields).every(([k, v]) => l[k] === v));

const count = async (sql: string, params: unknown[] = []) => Number((await pg!.query(sql, params)).rows[0].n);

// ───────────────────────── the proofs ─────────────────────────
// Each test has 60 s or more: when a test times out, bun kills the processes it spawned, which
// here are the two instances every later test needs (a busy machine made one test take 30 s).

describe.skipIf(!PG)("two instances on one PostgreSQL and one Redis", () => {
  test("started together on an empty database, both come up: one migrates and seeds while the other waits, then finds it done", async () => {
    for (const i of [a, b]) expect((await call(i, "GET", "/healthz")).json).toEqual({ ok: true, database: "postgres" });
    const names = (await pg!.query(`SELECT name FROM _migrations ORDER BY name`)).rows.map((r) => r.name);
    expect(names).toEqual(migrationNames());
    expect([...logged(a, "migrations applied"), ...logged(b, "migrations applied")]).toHaveLength(1);
    expect([...logged(a, "database seeded"), ...logged(b, "database seeded")]).toHaveLength(1);
    expect(await count(`SELECT count(*) n FROM distributor`)).toBe(2);
  }, 60_000);

  test("a token issued by A works on B; a session ended on one instance is refused on the other at once (NOTIFY, not the 10-minute memory)", async () => {
    const me = async (on: Instance, token: string) => call(on, "GET", "/api/appnotification", { token });
    for (const [issuer, other] of [[a, b], [b, a]] as const) {
      const token = await login(issuer, "supervisor@hospital-a.test");
      expect((await me(other, token)).status).toBe(200); // remembered by `other` from now on
      expect((await gql(other, `{ viewer { email } }`, token)).data?.viewer?.email).toBe("supervisor@hospital-a.test");
      expect((await call(issuer, "POST", "/api/login/logout", { token, body: {} })).status).toBe(200);
      const ended = performance.now();
      await until(`${other.name} refusing the session ended on ${issuer.name}`, 5_000, async () => (await me(other, token)).status === 401);
      expect(performance.now() - ended).toBeLessThan(5_000);
      expect((await me(issuer, token)).status).toBe(401);
    }
  }, 60_000);

  test("an agent's result ingested on A reaches a readingChanged subscriber on B (LIVE, then PROVISIONAL)", async () => {
    const agent = await login(a, "agent@hospital-a.test");
    const admin = await login(b, "admin@hospital-a.test");
    const onB = await listen(b, `subscription { readingChanged { kind readingId state } }`, admin);
    try {
      const live = { serialNumber: "IC1020FR-001234", position: 3, kind: "BI", startedAt: new Date(Date.now() - 50 * 60_000).toISOString() };
      const started = await call(a, "POST", "/api/agent/v1/incubations", { token: agent, body: { ...live, programIndex: 1 } });
      expect(started.status).toBe(201);
      const id = started.json.id as number;
      const about = (state: string) => (e: any) => e.data?.readingChanged?.readingId === id && e.data.readingChanged.kind === "BI" && e.data.readingChanged.state === state;
      await onB.waitFor(about("LIVE"));
      const resultAt = new Date(new Date(live.startedAt).getTime() + 20 * 60_000).toISOString();
      const result = await call(a, "POST", "/api/agent/v1/incubations/result", { token: agent, body: { ...live, result: { result: "negative", fluorescence: 25.5, averageTemperature: 60.1, resultAt } } });
      expect(result.status).toBe(200);
      await onB.waitFor(about("PROVISIONAL"));
    } finally {
      await onB.stop();
    }
  }, 60_000);

  test("a company parameter changed on A reaches B's parameterChanged subscribers and /hubs/parameter clients (one negotiated on A, as a load balancer may route it), on channels of this run's prefix", async () => {
    const admin = await login(a, "admin@hospital-a.test");
    const supervisor = await login(b, "supervisor@hospital-a.test");
    // What travels through Redis: the channel names carry REDIS_PREFIX.
    const spy = new Redis(REDIS_URL);
    const channels: string[] = [];
    spy.on("pmessage", (_pattern, channel) => channels.push(channel));
    await spy.psubscribe(`${PREFIX}:*`);
    const onB = await listen(b, `subscription { parameterChanged { types settings { temperatureUnit } } }`, supervisor);
    const hub = new HubConnectionBuilder()
      .withUrl(`${b.url}/hubs/parameter`, { accessTokenFactory: () => supervisor, skipNegotiation: true, transport: HttpTransportType.WebSockets })
      .configureLogging(LogLevel.None)
      .build();
    const heard: unknown[][] = [];
    hub.on("ChangeTemperatureUnit", (...args: unknown[]) => heard.push(args));
    // The official client's two steps reaching different instances: negotiate on A, the WebSocket on B.
    const negotiated = await call(a, "POST", "/hubs/parameter/negotiate?negotiateVersion=1", { token: supervisor });
    expect(negotiated.status).toBe(200);
    const raw = await hubSocket(b, supervisor, negotiated.json.connectionToken);
    try {
      await within(hub.start(), EVENT_MS, "hub connection on B");
      await Bun.sleep(400);
      const current = (await call(a, "GET", `/api/appparameter?userLoggedId=${SEED.user.adminA}`, { token: admin })).json.find((p: any) => p.appParameterType === 14)?.value;
      const unit = current === "1" ? "0" : "1";
      const put = await call(a, "PUT", "/api/appparameter", { token: admin, body: { UserLogged: SEED.user.adminA, AppParameter: { appParameterType: 14, value: unit } } });
      expect(put.status).toBe(200);
      const e = await onB.waitFor((x) => x.data?.parameterChanged);
      expect(e.data).toEqual({ parameterChanged: { types: [14], settings: { temperatureUnit: Number(unit) } } });
      await until("ChangeTemperatureUnit on B's hub client", EVENT_MS, async () => heard.length > 0);
      expect(heard[0]).toEqual([Number(unit)]);
      await until("ChangeTemperatureUnit on the socket negotiated on A", EVENT_MS, async () => raw.records.some((r) => r.target === "ChangeTemperatureUnit"));
      expect(raw.records.find((r) => r.target === "ChangeTemperatureUnit").arguments).toEqual([Number(unit)]);
      expect(channels).toContain(`${PREFIX}:parameter:company:${SEED.company.A}`);
    } finally {
      await onB.stop();
      await hub.stop();
      raw.ws.close();
      spy.disconnect();
    }
  }, 60_000);

  test("logout on A closes the user's live sockets on B with 4401 (graphql-ws and the hub)", async () => {
    const token = await login(a, "operator@hospital-a.test");
    const socket = wsClient(token, b.url);
    await within(socket.connected, EVENT_MS, "graphql-ws on B");
    const hub = await hubSocket(b, token);
    await Bun.sleep(400);
    expect((await call(a, "POST", "/api/login/logout", { token, body: {} })).status).toBe(200);
    expect((await within(socket.closed, EVENT_MS, "graphql-ws close on B")).code).toBe(4401);
    expect((await within(hub.closed, EVENT_MS, "hub close on B")).code).toBe(4401);
    expect(hub.records).toContainEqual({ type: 7, error: "Session ended" });
    await socket.client.dispose();
  }, 60_000);

  test("sign-in failures count across instances: of 20 at once, split between A and B, 10 are checked and 10 refused (429), as on one instance", async () => {
    const address = randomClientAddress();
    const email = `nobody-${Date.now().toString(36)}@nowhere.test`;
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => signIn(i % 2 ? b : a, email, "Wrong-2026", address)));
    expect(answers.filter((r) => r.status === 401)).toHaveLength(10);
    expect(answers.filter((r) => r.status === 429)).toHaveLength(10);
    // Locked on both, for the account from that address; the counters are under this run's prefix.
    for (const i of [a, b]) expect((await signIn(i, email, "Wrong-2026", address)).status).toBe(429);
    const redis = new Redis(REDIS_URL);
    try {
      expect((await redis.keys(`${PREFIX}:rl:loginAccountAddress*`)).length).toBeGreaterThan(0);
    } finally {
      redis.disconnect();
    }
  }, 60_000);

  test("with both webhook workers running, each of 150 deliveries queued at once is sent exactly once", async () => {
    const N = 150;
    const calls = new Map<string, number>();
    let inFlight = 0;
    let peak = 0;
    const receiver = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      async fetch(req) {
        const id = req.headers.get("x-sterileqc-delivery") ?? "?";
        calls.set(id, (calls.get(id) ?? 0) + 1);
        peak = Math.max(peak, ++inFlight);
        await Bun.sleep(300); // a receiver that takes its time: the queue outlasts several polls
        inFlight--;
        return new Response("ok");
      },
    });
    try {
      const admin = await login(a, "admin@hospital-a.test");
      const rows = (await call(a, "GET", "/api/Suscriptions/GetLicensesByIndicatorTypes/", { token: admin })).json as any[];
      const wanted = rows.find((r) => r.indicatorType.id === 1 && r.licenseProduct.id === 3)!; // BI, the normal licence
      const body = rows.map((r) => ({ ...r, suscribed: r === wanted, url: r === wanted ? `http://127.0.0.1:${receiver.port}/hook` : null }));
      const saved = await call(a, "POST", "/api/Suscriptions/Save", { token: admin, body });
      expect(saved.status).toBe(200);
      const [sub] = (await pg!.query(`SELECT id FROM webhook_subscription WHERE "companyId" = $1 AND subscribed AND url IS NOT NULL`, [SEED.company.A])).rows;
      // Queued in one statement (as a burst of results would leave them), found by the workers' polls.
      await pg!.query(
        `INSERT INTO webhook_delivery ("subscriptionId", event, "readingKind", "readingId", payload, status, "nextAttemptAt")
         SELECT $1, 'reading.result', 'BI', 1000000 + g, json_build_object('n', g)::text, 'pending', now() FROM generate_series(1, $2) g`,
        [sub.id, N],
      );
      await until("every delivery delivered", 30_000, async () => (await count(`SELECT count(*) n FROM webhook_delivery WHERE "subscriptionId" = $1 AND status = 'delivered'`, [sub.id])) === N);
      await Bun.sleep(500); // a second send, if any, would have arrived by now
      const ids = (await pg!.query(`SELECT id::text, attempts FROM webhook_delivery WHERE "subscriptionId" = $1`, [sub.id])).rows;
      expect(ids).toHaveLength(N);
      for (const d of ids) expect(d.attempts).toBe(1);
      expect([...calls.keys()].sort()).toEqual(ids.map((d) => d.id).sort());
      expect([...calls.values()].every((n) => n === 1)).toBe(true);
      // One worker sends at most PER_RECEIVER at a time to one receiver (server/webhooks/worker.ts): more in flight at once means both were sending.
      expect(peak).toBeGreaterThan(PER_RECEIVER);
      await call(a, "POST", "/api/Suscriptions/Save", { token: admin, body: rows.map((r) => ({ ...r, suscribed: false, url: null })) });
    } finally {
      receiver.stop(true);
    }
  }, 60_000);

  test("the licence clock runs once per period, not once per instance: each licence expires once, each notice is sent once", async () => {
    const DAY = 86_400_000;
    const since = new Date();
    const soon = new Date(Date.now() + 5 * DAY); // within the 30 notice days
    const mk = async (endDate: Date) => (await call(a, "POST", "/api/test/license", { body: { companyId: SEED.company.B, endDate: endDate.toISOString() } })).json.id as number;
    const noticed = await mk(soon);
    const expiring = await mk(new Date(Date.now() - DAY));
    await until("the clock's notice and expiry", 20_000, async () =>
      (await count(`SELECT count(*) n FROM license_detail WHERE id = $1 AND "noticeSentAt" IS NOT NULL`, [noticed])) === 1 && (await count(`SELECT count(*) n FROM license_detail WHERE id = $1 AND status = 3`, [expiring])) === 1,
    );
    // A few more periods: nothing is done twice.
    await Bun.sleep(CLOCK_S * 2_500);
    expect(await count(`SELECT count(*) n FROM license_event WHERE "licenseDetailId" = $1 AND action = 'expire'`, [expiring])).toBe(1);
    const admins = await count(`SELECT count(*) n FROM app_user WHERE "companyId" = $1 AND "userTypeId" = 0 AND active AND "deletedAt" IS NULL`, [SEED.company.B]);
    expect(admins).toBeGreaterThan(0);
    const notices = await count(`SELECT count(*) n FROM app_notification WHERE "createdAt" >= $1 AND detail LIKE '%' || $2 || '%'`, [since, soon.toISOString().slice(0, 10)]);
    expect(notices).toBe(admins);

    // The runs themselves, as both instances logged them: one at a time, a period apart, whoever's turn it was.
    // (Each instance ticks every period; without the lock and the last-run check both would run
    // at each tick, a moment apart.)
    const starts = [a, b].flatMap((i) => logged(i, "scheduled job ran", { job: "licence-clock" }).map((l) => Date.parse(l.t) - l.ms)).sort((x, y) => x - y);
    expect(starts.length).toBeGreaterThan(2);
    const gaps = starts.slice(1).map((t, i) => t - starts[i]!);
    expect(gaps.filter((g) => g < CLOCK_S * 1000 * 0.5)).toEqual([]);
    expect([a, b].flatMap((i) => logged(i, "scheduled job skipped", { job: "licence-clock" })).length).toBeGreaterThan(0);
  }, 60_000);

  test("Redis stopped: each instance keeps serving and its own sockets hear its events (a warning is logged); Redis back: B hears A's events again", async () => {
    const agent = await login(a, "agent@hospital-a.test");
    const admin = await login(a, "admin@hospital-a.test");
    const onA = await listen(a, `subscription { readingChanged { kind readingId state } }`, admin);
    const onB = await listen(b, `subscription { readingChanged { kind readingId state } }`, admin);
    let position = 0;
    const incubation = async () => {
      const started = await call(a, "POST", "/api/agent/v1/incubations", { token: agent, body: { serialNumber: "IC1020FR-001234", position: 3, kind: "BI", programIndex: 1, startedAt: new Date(Date.now() - 30 * 60_000 - ++position * 1000).toISOString() } });
      expect(started.status).toBe(201);
      return started.json.id as number;
    };
    const about = (id: number) => (e: any) => e.data?.readingChanged?.readingId === id;
    try {
      await onB.waitFor(about(await incubation()));
      await redisProxy!.down();
      // Down: A answers at once and its own subscriber hears it; B cannot (it is not told).
      const t0 = performance.now();
      const during = await incubation();
      expect(performance.now() - t0).toBeLessThan(3_000);
      await onA.waitFor(about(during));
      await Bun.sleep(1_000);
      expect(onB.events.some(about(during))).toBe(false);
      // Sign-in still counts attempts (in the process, the insurance limiter) and answers.
      expect((await signIn(b, "supervisor@hospital-a.test")).status).toBe(200);
      await until("A's warning that live events stay local", 5_000, async () => a.logLines().some((l) => l.level === "warn" && String(l.msg).startsWith("Redis unavailable")));
      await redisProxy!.up();
      // Back: ioredis reconnects and re-subscribes by itself; B hears A's next events again.
      const back = performance.now();
      await until("B hearing A's events after Redis returned", 30_000, async () => {
        const id = await incubation();
        await Bun.sleep(300);
        return onB.events.some(about(id));
      });
      expect(performance.now() - back).toBeLessThan(30_000);
    } finally {
      await redisProxy!.up();
      await onA.stop();
      await onB.stop();
    }
  }, 90_000);

  test("restarted together, the instances resume an interrupted desktop import once, every reading landing once, and leave alone an import another instance is running", async () => {
    const admin = await login(a, "admin@hospital-a.test");
    const upload = async (name: string, readings: number, seed: number) => {
      const file = join(cluster!.dir, name);
      const made = makeDesktopDb({ readings, out: file, seed });
      const form = new FormData();
      form.append("sectorId", "1");
      form.append("file", Bun.file(file), name);
      const up = await fetch(`${a.url}/api/desktopmigrator`, { method: "POST", body: form, headers: { authorization: `Bearer ${admin}` } });
      expect(up.status).toBe(200);
      const id = ((await up.json()) as any).migration.id as number;
      // As a process killed while importing leaves it (tests/api/desktop-import-kill.test.ts): in progress, nothing written.
      await pg!.query(`UPDATE desktop_migration SET "statusEnum" = 1, status = 'In progress' WHERE id = $1`, [id]);
      return { id, total: made.counts.readings_bi + made.counts.readings_pro + made.counts.readings_che };
    };
    // Large enough that the second instance is up while the first still imports it.
    const interrupted = await upload("interrupted.db", 12_000, 17);
    // Another instance's import in progress: its transaction holds the row (here, the test's), and
    // its file is on that instance's disk, not on these.
    const elsewhere = await upload("elsewhere.db", 50, 18);
    await pg!.query(`UPDATE desktop_migration SET "filePath" = '/nonexistent/elsewhere.db' WHERE id = $1`, [elsewhere.id]);
    const importer = new Client({ connectionString: db!.url! });
    await importer.connect();
    await importer.query(`BEGIN`);
    await importer.query(`SELECT id FROM desktop_migration WHERE id = $1 FOR UPDATE`, [elsewhere.id]);

    try {
      await cluster!.stop(true);
      const again = await startCluster(2, env(db!.url!), { dir: cluster!.dir, names: ["C", "D"], healthTimeoutMs: 45_000 });
      const first = cluster!;
      cluster = { ...again, stop: async (keep) => (await again.stop(keep), await first.stop(keep)) };
      const [c, d] = again.instances as [Instance, Instance];
      const status = (id: number) => count(`SELECT "statusEnum" n FROM desktop_migration WHERE id = $1`, [id]);
      await until("the resumed import to finish", 30_000, async () => (await status(interrupted.id)) !== 1);
      expect(await status(interrupted.id)).toBe(2);
      const written = async (table: string) => count(`SELECT count(*) n FROM ${table} WHERE "desktopMigrationId" = $1`, [interrupted.id]);
      expect((await written("reading_bi")) + (await written("reading_pro")) + (await written("reading_che_sterilizer")) + (await written("reading_che_washer"))).toBe(interrupted.total);
      const resuming = (id: number) => [c, d].flatMap((i) => logged(i, "resuming an interrupted desktop migration", { id }));
      expect(resuming(interrupted.id)).toHaveLength(1);
      // The running one was not taken for interrupted (nor failed for its file missing here) once its importer commits.
      expect(resuming(elsewhere.id)).toEqual([]);
      await importer.query(`COMMIT`);
      await Bun.sleep(500);
      expect(await status(elsewhere.id)).toBe(1);
      // Nothing to migrate on a database already migrated, and no second seed.
      expect([...logged(c, "migrations applied"), ...logged(d, "migrations applied"), ...logged(c, "database seeded"), ...logged(d, "database seeded")]).toEqual([]);
    } finally {
      await importer.end().catch(() => {});
    }
  }, 90_000);
});
