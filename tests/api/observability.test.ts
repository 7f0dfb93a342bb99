// Observability (issue 17, docs/observability.md) on the real server: /healthz, /readyz with its
// checks, /metrics in Prometheus' text format (requests under their route pattern and GraphQL
// operation, never an id; counters that move when a reading is ingested, a webhook attempt fails,
// a socket and a subscription open), X-Request-Id echoed or made, and the "ref" of an unexpected
// error equal to it and found in the server log. METRICS_TOKEN, LOG_REQUESTS and /readyz's 503
// (Redis cut through a TCP proxy) are proven on a small server of this file's own (the suite's
// runs without them); tests/unit/observability.test.ts fails the database and Redis in every way.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";
import { connect } from "node:net";
import { api, BASE_URL, subscribe } from "../helpers";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { SEED, tokenOf } from "../helpers/company";
import { agentProvisional, retireCreated } from "../helpers/readings";
import { buildRouter } from "../../server/routes";
import { migrationNames } from "../../server/db/migrate";
import { NORMAL, TYPE, resultedReading, startReceiver, subscribeOnly, unsubscribeAll, type Receiver } from "./webhooks-support";

// ───────────── reading the metrics ─────────────

interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

function parseMetrics(text: string): Sample[] {
  const out: Sample[] = [];
  for (const line of text.split("\n")) {
    if (!line || line.startsWith("#")) continue;
    const m = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m) throw new Error(`not a Prometheus sample line: ${line}`);
    const labels: Record<string, string> = {};
    for (const l of (m[2] ?? "").matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[l[1]!] = l[2]!;
    out.push({ name: m[1]!, labels, value: Number(m[3]) });
  }
  return out;
}

async function scrape(): Promise<Sample[]> {
  const res = await api("GET", "/metrics");
  expect(res.status).toBe(200);
  return parseMetrics(res.text);
}

/** The value of one series (labels must all match), or 0 when absent. */
function valueOf(samples: Sample[], name: string, labels: Record<string, string> = {}): number {
  const s = samples.find((x) => x.name === name && Object.entries(labels).every(([k, v]) => x.labels[k] === v));
  return s?.value ?? 0;
}

/** Polls /metrics until `until` holds for the value of a series. */
async function waitForValue(name: string, labels: Record<string, string>, until: (v: number) => boolean, timeoutMs = 15_000): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = valueOf(await scrape(), name, labels);
    if (until(v)) return v;
    if (Date.now() > deadline) throw new Error(`${name}${JSON.stringify(labels)} stayed at ${v}`);
    await Bun.sleep(100);
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const unique = () => `obs-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 10)}`;

afterAll(async () => {
  await retireCreated();
});

// ───────────── health and readiness ─────────────

describe("/healthz and /readyz", () => {
  test("/healthz: alive, with the database kind (the test runner waits on it)", async () => {
    const res = await api("GET", "/healthz");
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ok: true, database: process.env.TEST_DB_KIND ?? expect.any(String) });
  });

  test("/readyz: 200 with each check: the database, every migration folder applied, Redis as configured", async () => {
    const res = await api("GET", "/readyz");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ ok: true, failed: [], checks: { database: { ok: true, ms: expect.any(Number) }, migrations: { ok: true, expected: migrationNames().length }, redis: { ok: true, configured: expect.any(Boolean) } } });
    // Asked again (a load balancer probes every few seconds): still ready, still cheap.
    const again = await api("GET", "/readyz");
    expect(again.status).toBe(200);
    expect(again.json.checks.migrations.ok).toBe(true);
  });

  test("neither needs a session nor answers another method than GET", async () => {
    expect((await api("POST", "/readyz")).status).toBe(405);
    expect((await api("POST", "/metrics")).status).toBe(405);
  });
});

// ───────────── metrics ─────────────

describe("/metrics", () => {
  test("Prometheus text format with the documented metrics", async () => {
    const res = await api("GET", "/metrics");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("text/plain; version=0.0.4; charset=utf-8");
    const names = new Set(parseMetrics(res.text).map((s) => s.name));
    for (const name of [
      "sqc_http_request_duration_seconds_bucket", "sqc_http_request_duration_seconds_sum", "sqc_http_request_duration_seconds_count",
      "sqc_websockets_active", "sqc_graphql_subscriptions_active", "sqc_webhook_queue_depth", "sqc_webhook_attempts_total", "sqc_readings_ingested_total", "sqc_export_jobs",
      "nodejs_eventloop_lag_seconds", "nodejs_eventloop_lag_p99_seconds", "process_resident_memory_bytes", "process_cpu_seconds_total",
    ]) expect({ name, present: names.has(name) }).toEqual({ name, present: true });
    expect(res.text).toContain("# TYPE sqc_http_request_duration_seconds histogram");
  });

  test("a REST request is counted under its route pattern and status class, never its raw path", async () => {
    const token = await tokenOf("adminA");
    const labels = { route: "GET /api/Sector/:id", operation: "", status: "2xx" };
    const before = valueOf(await scrape(), "sqc_http_request_duration_seconds_count", labels);
    expect((await api("GET", `/api/Sector/${SEED.sector.aTheatre}`, { token })).status).toBe(200);
    const after = await scrape();
    expect(valueOf(after, "sqc_http_request_duration_seconds_count", labels)).toBe(before + 1);
    expect(valueOf(after, "sqc_http_request_duration_seconds_bucket", { ...labels, le: "+Inf" })).toBe(before + 1);
    // An id nobody has: its 404 is counted under the same pattern, and the id is nowhere.
    const stray = 900_000_000 + Math.floor(Math.random() * 99_999_999);
    const missing = await api("GET", `/api/Sector/${stray}`, { token });
    expect([400, 404]).toContain(missing.status);
    const text = (await api("GET", "/metrics")).text;
    expect(text).not.toContain(String(stray));
    expect(valueOf(parseMetrics(text), "sqc_http_request_duration_seconds_count", { route: "GET /api/Sector/:id", status: "4xx" })).toBeGreaterThan(0);
  });

  test("every route label is a registered pattern or a fixed name; GraphQL operations are named or bounded", async () => {
    // A few unroutable and odd requests first: they must not mint labels.
    await api("GET", `/api/NoSuchController/${unique()}`);
    await api("GET", `/${unique()}/deep/page`);
    await api("GET", `/hubs/${unique()}`);
    const patterns = new Set(buildRouter({ testHooks: true }).list().map((r) => `${r.method} ${r.path}`));
    patterns.add("GET /api/test/observability/fail");
    const fixed = new Set(["/graphql", "/healthz", "/readyz", "/metrics", "/hubs/parameter", "/hubs/parameter/negotiate", "/hubs/*", "/api/*", "/fhir/*", "static", "preflight"]);
    const routes = new Set((await scrape()).filter((s) => s.name.startsWith("sqc_http_request_duration_seconds")).map((s) => s.labels.route!));
    expect([...routes].filter((r) => !patterns.has(r) && !fixed.has(r))).toEqual([]);
    expect(routes.has("/api/*")).toBe(true);
    expect(routes.has("static")).toBe(true);
    expect(routes.has("/hubs/*")).toBe(true);
  });

  test("a GraphQL request is counted under its operation's name; unnamed ones as 'anonymous'", async () => {
    const named = { route: "/graphql", operation: "ObservabilityLanguagesQuery", status: "2xx" };
    const anonymous = { route: "/graphql", operation: "anonymous", status: "2xx" };
    const before = await scrape();
    expect((await api("POST", "/graphql", { body: { query: "query ObservabilityLanguagesQuery { languages { id } }" } })).status).toBe(200);
    expect((await api("POST", "/graphql", { body: { query: "{ languages { id } }" } })).status).toBe(200);
    // A request that never executes (a syntax error) is "none".
    await api("POST", "/graphql", { body: { query: "{ languages { " } });
    const after = await scrape();
    expect(valueOf(after, "sqc_http_request_duration_seconds_count", named)).toBe(valueOf(before, "sqc_http_request_duration_seconds_count", named) + 1);
    expect(valueOf(after, "sqc_http_request_duration_seconds_count", anonymous)).toBeGreaterThan(valueOf(before, "sqc_http_request_duration_seconds_count", anonymous));
    expect(after.some((s) => s.labels.route === "/graphql" && s.labels.operation === "none")).toBe(true);
  });

  test("a result the agent reports counts as an ingested reading", async () => {
    const before = valueOf(await scrape(), "sqc_readings_ingested_total", { kind: "BI" });
    await agentProvisional("BI");
    expect(valueOf(await scrape(), "sqc_readings_ingested_total", { kind: "BI" })).toBe(before + 1);
  });

  describe("webhooks", () => {
    let receiver: Receiver;
    let admin: string;
    beforeAll(async () => {
      admin = await tokenOf("adminA");
      receiver = startReceiver();
      receiver.plan([], { status: 500, body: "receiver down" });
      await subscribeOnly(admin, [{ licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: receiver.url("/failing") }]);
    });
    afterAll(async () => {
      await unsubscribeAll(admin);
      receiver.stop();
    });

    test("a failed attempt moves the failure counter; the delivery waiting for its retry is in the queue depth", async () => {
      const before = valueOf(await scrape(), "sqc_webhook_attempts_total", { outcome: "retry" });
      const reading = await resultedReading({ kind: "BI", result: 1 });
      await receiver.waitFor((r) => r.json?.reading?.id === reading.id);
      await waitForValue("sqc_webhook_attempts_total", { outcome: "retry" }, (v) => v > before);
      // Retries follow 0.3, 0.6, 1.2… s (scripts/test.ts): the row stays pending meanwhile.
      expect(valueOf(await scrape(), "sqc_webhook_queue_depth")).toBeGreaterThanOrEqual(1);
    });
  });

  test("an open GraphQL socket and its subscription are counted while they last", async () => {
    const sub = subscribe("subscription { notificationAdded { id } }", await tokenOf("adminA"));
    try {
      await sub.connected;
      await waitForValue("sqc_graphql_subscriptions_active", {}, (v) => v >= 1);
      expect(valueOf(await scrape(), "sqc_websockets_active", { kind: "graphql" })).toBeGreaterThanOrEqual(1);
    } finally {
      await sub.dispose();
    }
    await waitForValue("sqc_graphql_subscriptions_active", {}, (v) => v === 0);
    await waitForValue("sqc_websockets_active", { kind: "graphql" }, (v) => v === 0);
  });

  test("a parameter hub socket is counted while it is open; its upgrade under /hubs/parameter, 1xx", async () => {
    const upgrades = { route: "/hubs/parameter", operation: "", status: "1xx" };
    const before = valueOf(await scrape(), "sqc_http_request_duration_seconds_count", upgrades);
    const url = new URL(`${BASE_URL.replace(/^http/, "ws")}/hubs/parameter`);
    url.searchParams.set("access_token", await tokenOf("adminA"));
    const ws = new WebSocket(url.toString());
    try {
      await new Promise<void>((ok, fail) => {
        ws.onopen = () => ok();
        ws.onerror = () => fail(new Error("the hub refused the WebSocket"));
      });
      await waitForValue("sqc_websockets_active", { kind: "hub" }, (v) => v >= 1);
      expect(valueOf(await scrape(), "sqc_http_request_duration_seconds_count", upgrades)).toBe(before + 1);
    } finally {
      ws.close();
    }
    await waitForValue("sqc_websockets_active", { kind: "hub" }, (v) => v === 0);
  });
});

// ───────────── request ids and error refs ─────────────

describe("X-Request-Id", () => {
  test("a sane incoming id is echoed on the answer; without one, a new UUID each time", async () => {
    const id = unique();
    expect((await api("GET", "/api/Country", { headers: { "x-request-id": id } })).headers.get("x-request-id")).toBe(id);
    const a = (await api("GET", "/api/Country")).headers.get("x-request-id");
    const b = (await api("GET", "/healthz")).headers.get("x-request-id");
    expect(a).toMatch(UUID);
    expect(b).toMatch(UUID);
    expect(a).not.toBe(b);
  });

  test("an unreasonable incoming id is replaced (too long, odd characters)", async () => {
    for (const bad of ["x".repeat(200), "id with spaces", "abc\"def{}ghi"]) {
      const res = await api("GET", "/healthz", { headers: { "x-request-id": bad } });
      expect(res.headers.get("x-request-id")).toMatch(UUID);
    }
  });

  test("the WebSocket upgrades carry it too (graphql-ws and the parameter hub)", async () => {
    const token = await tokenOf("supervisorA");
    const { hostname, port } = new URL(BASE_URL);
    // The 101 answer's head, read off a raw socket (a WebSocket client does not show it).
    const upgradeHead = (path: string, id: string) =>
      new Promise<string>((resolve, reject) => {
        const socket = connect(Number(port), hostname, () =>
          socket.write(`GET ${path} HTTP/1.1\r\nHost: ${hostname}:${port}\r\nConnection: Upgrade\r\nUpgrade: websocket\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Protocol: graphql-transport-ws\r\nX-Request-Id: ${id}\r\n\r\n`),
        );
        let head = "";
        socket.on("data", (chunk) => {
          head += chunk.toString("latin1");
          if (head.includes("\r\n\r\n")) socket.destroy(), resolve(head.slice(0, head.indexOf("\r\n\r\n")));
        });
        socket.on("error", reject);
      });
    for (const path of ["/graphql", `/hubs/parameter?access_token=${encodeURIComponent(token)}`]) {
      const id = unique();
      const head = await upgradeHead(path, id);
      expect(head).toStartWith("HTTP/1.1 101");
      expect(head.toLowerCase()).toContain(`x-request-id: ${id.toLowerCase()}`);
    }
  });

  test("every kind of answer carries it: errors, GraphQL, static pages, 404s", async () => {
    for (const [method, path] of [["GET", "/api/NoSuchController/x"], ["POST", "/graphql"], ["GET", "/"], ["GET", "/readyz"], ["GET", "/metrics"]] as const) {
      const res = await api(method, path, method === "POST" ? { body: { query: "{ languages { id } }" } } : {});
      expect({ path, id: UUID.test(res.headers.get("x-request-id") ?? "") }).toEqual({ path, id: true });
    }
  });
});

describe("an unexpected error's ref is the request id, and leads to the log", () => {
  const serverLog = () => (process.env.TEST_SERVER_LOG ? readFileSync(process.env.TEST_SERVER_LOG, "utf8") : null);
  async function linesOf(id: string, min: number): Promise<any[]> {
    for (const deadline = Date.now() + 5_000; ; await Bun.sleep(100)) {
      const lines = (serverLog() ?? "").split("\n").filter((l) => l.includes(id)).map((l) => JSON.parse(l));
      if (lines.length >= min || Date.now() > deadline) return lines;
    }
  }

  test("with the caller's id: answered as the ref, every log line of the request carries it", async () => {
    const id = unique();
    const res = await api("GET", "/api/test/observability/fail", { headers: { "x-request-id": id } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: `Unexpected error (ref ${id})` });
    expect(res.headers.get("x-request-id")).toBe(id);
    if (!serverLog()) return;
    const lines = await linesOf(id, 2);
    expect(lines.map((l) => l.msg)).toEqual(expect.arrayContaining(["test hook: about to fail", "unhandled error"]));
    for (const l of lines) expect(l.requestId).toBe(id);
    expect(lines.find((l) => l.msg === "unhandled error")).toMatchObject({ ref: id, error: expect.stringContaining("an unexpected failure") });
  });

  test("without one: the ref is the generated id the answer names", async () => {
    const res = await api("GET", "/api/test/observability/fail");
    const id = res.headers.get("x-request-id")!;
    expect(id).toMatch(UUID);
    expect(res.json.message).toBe(`Unexpected error (ref ${id})`);
    if (serverLog()) expect((await linesOf(id, 2)).length).toBeGreaterThanOrEqual(2);
  });

  test("the suite's server runs without LOG_REQUESTS: no access log lines", async () => {
    const log = serverLog();
    if (log) expect(log).not.toContain('"msg":"request"');
  });
});

// ───────────── METRICS_TOKEN and LOG_REQUESTS, on a server of this file's own ─────────────

/** Whether the machine's Redis (127.0.0.1:6379) answers: the node-svc machines and CI start one. */
const redisReachable = () =>
  new Promise<boolean>((ok) => {
    const s = connect(6379, "127.0.0.1", () => (s.destroy(), ok(true)));
    s.on("error", () => ok(false));
  });

describe("a server with METRICS_TOKEN, LOG_REQUESTS=1 and Redis behind a proxy", () => {
  const root = resolve(import.meta.dir, "../..");
  const dir = mkdtempSync(join(tmpdir(), "sqc-observability-"));
  const TOKEN = `metrics-${unique()}`;
  let proc: ReturnType<typeof Bun.spawn> | null = null;
  let redis: TcpProxy | null = null;
  let base = "";
  let output = "";

  beforeAll(async () => {
    const port = await new Promise<number>((ok) => {
      const s = createServer().listen(0, () => {
        const p = (s.address() as { port: number }).port;
        s.close(() => ok(p));
      });
    });
    base = `http://localhost:${port}`;
    // PGlite in a folder of its own, without the demo: only its HTTP doors are looked at.
    const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), DATA_DIR: join(dir, "data"), SEED_DEMO: "false", TOKEN_SECRET: "observability-test-secret", NODE_ENV: "test", METRICS_TOKEN: TOKEN, LOG_REQUESTS: "1", LOG_LEVEL: "info" };
    delete env.DATABASE_URL;
    delete env.REDIS_URL;
    if (await redisReachable()) {
      redis = await startTcpProxy({ host: "127.0.0.1", port: 6379 });
      env.REDIS_URL = `redis://127.0.0.1:${redis.port}`;
    }
    proc = Bun.spawn([process.execPath, "server/main.ts"], { cwd: root, env: env as Record<string, string>, stdout: "pipe", stderr: "pipe" });
    for (const stream of [proc.stdout, proc.stderr] as ReadableStream<Uint8Array>[]) {
      const decoder = new TextDecoder();
      const reader = stream.getReader();
      void (async () => {
        for (let r = await reader.read(); !r.done; r = await reader.read()) output += decoder.decode(r.value, { stream: true });
      })().catch(() => undefined);
    }
    for (const deadline = Date.now() + 120_000; ; await Bun.sleep(250)) {
      if (await fetch(`${base}/healthz`).then((r) => r.ok, () => false)) break;
      if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`the server did not start (exit ${proc.exitCode}):\n${output.slice(-2000)}`);
    }
  }, 150_000);

  afterAll(async () => {
    proc?.kill();
    await proc?.exited;
    await redis?.close();
    rmSync(dir, { recursive: true, force: true });
  });

  test("/readyz: 503 naming Redis while it is unreachable, 200 again once it is back", async () => {
    if (!redis) return console.warn("no Redis on 127.0.0.1:6379: the HTTP 503 is left to the unit test");
    const readyz = async () => {
      const res = await fetch(`${base}/readyz`);
      return { status: res.status, body: (await res.json()) as any };
    };
    const until = async (want: number, timeoutMs: number) => {
      for (const deadline = Date.now() + timeoutMs; ; await Bun.sleep(200)) {
        const r = await readyz();
        if (r.status === want || Date.now() > deadline) return r;
      }
    };
    const up = await until(200, 20_000);
    expect(up.status).toBe(200);
    expect(up.body.checks.redis).toMatchObject({ ok: true, configured: true });
    await redis.down();
    const down = await until(503, 10_000);
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({ ok: false, failed: ["redis"], checks: { database: { ok: true }, migrations: { ok: true }, redis: { ok: false, configured: true, error: expect.any(String) } } });
    expect(JSON.stringify(down.body)).not.toContain(String(redis.port)); // no addresses in the answer
    await redis.up();
    const back = await until(200, 30_000);
    expect(back.status).toBe(200);
  }, 90_000);

  test("/metrics without the token, with a wrong one or another scheme: 401; with it: 200", async () => {
    for (const authorization of [undefined, "Bearer wrong-token", `Basic ${btoa(`x:${TOKEN}`)}`, `Bearer ${TOKEN}x`]) {
      const res = await fetch(`${base}/metrics`, { headers: authorization ? { authorization } : {} });
      expect({ authorization, status: res.status }).toEqual({ authorization, status: 401 });
      expect(await res.text()).not.toContain("sqc_");
    }
    const ok = await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(ok.status).toBe(200);
    expect(await ok.text()).toContain("sqc_http_request_duration_seconds");
    // The other operational endpoints stay open (load balancers do not send tokens).
    expect((await fetch(`${base}/readyz`)).status).toBe(200);
  });

  test("LOG_REQUESTS=1: one access line per request with its id, route pattern, status and time; no query string", async () => {
    const id = unique();
    const res = await fetch(`${base}/api/Sector/12345?access_token=secret-in-query`, { headers: { "x-request-id": id } });
    expect(res.status).toBe(401);
    let line: any;
    for (const deadline = Date.now() + 5_000; !line && Date.now() < deadline; await Bun.sleep(100)) {
      line = output.split("\n").filter((l) => l.includes(id)).map((l) => JSON.parse(l)).find((l) => l.msg === "request");
    }
    expect(line).toMatchObject({ level: "info", msg: "request", requestId: id, method: "GET", route: "GET /api/Sector/:id", path: "/api/Sector/12345", status: 401, ms: expect.any(Number) });
    expect(output).not.toContain("secret-in-query");
  });
});
