// Observability's parts without a server (server/observability, docs/observability.md): the
// readiness check with failing and hanging dependencies, /readyz's 503 and /metrics' token guard
// through their handler, request ids (accepted, replaced, carried by log lines, used as error
// refs) and the bound on GraphQL operation labels. tests/api/observability.test.ts drives the
// real server.
import { afterAll, describe, expect, spyOn, test } from "bun:test";
import { readinessCheck, type ReadinessDeps } from "../../server/observability/readiness";
import { operationalEndpoints } from "../../server/observability/endpoints";
import { errorRef, inRequest, newScope, requestIdOf } from "../../server/observability/request";
import { MAX_OPERATION_NAMES, operationLabel } from "../../server/observability/metrics";
import { migrationNames } from "../../server/db/migrate";
import { log } from "../../server/log";
import type { AppDeps } from "../../server/context";

const EXPECTED = ["20260101_a", "20260102_b"];
const never = () => new Promise<never>(() => {});
const failing = () => Promise.reject(new Error("connect ECONNREFUSED 10.1.2.3:5432"));

function deps(over: Partial<ReadinessDeps> = {}): ReadinessDeps & { calls: { migrations: number; ping: number } } {
  const calls = { migrations: 0, ping: 0 };
  return {
    calls,
    appliedMigrations: async () => (calls.migrations++, EXPECTED),
    ping: async () => (calls.ping++, [{ "?column?": 1 }]),
    redis: null,
    expected: EXPECTED,
    timeoutMs: 100,
    ...over,
  };
}

describe("readiness", () => {
  test("ready: the database answers, every migration is applied, Redis not configured", async () => {
    const r = await readinessCheck(deps())();
    expect(r).toMatchObject({ ok: true, failed: [], checks: { database: { ok: true }, migrations: { ok: true, applied: 2, expected: 2 }, redis: { ok: true, configured: false } } });
  });

  test("the migrations are read until they are all there, then the database is only pinged (one statement per call)", async () => {
    const d = deps();
    const check = readinessCheck(d);
    await check();
    await check();
    await check();
    expect(d.calls).toEqual({ migrations: 1, ping: 2 });
  });

  test("a database that refuses: not ready, the database named, no internals in the answer", async () => {
    const r = await readinessCheck(deps({ appliedMigrations: failing }))();
    expect(r.ok).toBe(false);
    expect(r.failed).toEqual(["database"]);
    expect(r.checks.database).toMatchObject({ ok: false, error: "failed" });
    expect(JSON.stringify(r)).not.toContain("10.1.2.3");
  });

  test("a database that hangs: answered within the time limit", async () => {
    const started = performance.now();
    const r = await readinessCheck(deps({ appliedMigrations: never }))();
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(r.failed).toEqual(["database"]);
    expect(r.checks.database.error).toBe("no answer within 100 ms");
  });

  test("the database lost after the migrations passed: the ping fails, the migrations stay known", async () => {
    let up = true;
    const check = readinessCheck(deps({ ping: () => (up ? Promise.resolve([]) : failing()) }));
    expect((await check()).ok).toBe(true);
    up = false;
    const r = await check();
    expect(r.failed).toEqual(["database"]);
    expect(r.checks.migrations.ok).toBe(true);
    up = true;
    expect((await check()).ok).toBe(true);
  });

  test("a migration folder not applied: not ready, named", async () => {
    const r = await readinessCheck(deps({ appliedMigrations: async () => EXPECTED.slice(0, 1) }))();
    expect(r.failed).toEqual(["migrations"]);
    expect(r.checks.migrations).toMatchObject({ ok: false, applied: 1, expected: 2, missing: ["20260102_b"] });
  });

  test("Redis configured and down (refusing or hanging): not ready, Redis named", async () => {
    for (const redis of [failing, never]) {
      const r = await readinessCheck(deps({ redis }))();
      expect(r.failed).toEqual(["redis"]);
      expect(r.checks.redis).toMatchObject({ ok: false, configured: true });
    }
    expect((await readinessCheck(deps({ redis: async () => "PONG" }))()).checks.redis).toMatchObject({ ok: true, configured: true });
  });

  test("callers that arrive while a check runs share it", async () => {
    let release!: () => void;
    const d = deps({ appliedMigrations: () => new Promise((ok) => (release = () => ok(EXPECTED))) });
    const check = readinessCheck(d);
    const both = Promise.all([check(), check(), check()]);
    release();
    const [a, b, c] = await both;
    expect(a).toBe(b);
    expect(b).toBe(c);
  });
});

describe("the operational endpoints' handler", () => {
  const saved = process.env.METRICS_TOKEN;
  afterAll(() => {
    if (saved === undefined) delete process.env.METRICS_TOKEN;
    else process.env.METRICS_TOKEN = saved;
  });
  const fakeDeps = (query: () => Promise<unknown[]>) => ({ db: { kind: "pglite", query }, config: { redisUrl: null } }) as unknown as AppDeps;
  const get = (path: string, headers: Record<string, string> = {}) => new Request(`http://localhost${path}`, { headers });

  test("/readyz answers 503 with the failed check when the database does not answer", async () => {
    const ops = operationalEndpoints(fakeDeps(failing));
    try {
      const res = await ops.handle(get("/readyz"), "/readyz")!;
      expect(res.status).toBe(503);
      const body = (await res.json()) as { ok: boolean; failed: string[] };
      expect(body).toMatchObject({ ok: false, failed: ["database"] });
    } finally {
      await ops.close();
    }
  });

  test("/readyz answers 200 when the database has every migration; other paths are not its own", async () => {
    const ops = operationalEndpoints(fakeDeps(async () => migrationNames().map((name) => ({ name }))));
    try {
      expect((await ops.handle(get("/readyz"), "/readyz")!).status).toBe(200);
      expect(ops.handle(get("/api/Country"), "/api/Country")).toBeNull();
      expect((await ops.handle(new Request("http://localhost/metrics", { method: "POST" }), "/metrics")!).status).toBe(405);
    } finally {
      await ops.close();
    }
  });

  test("METRICS_TOKEN set: /metrics wants it as a bearer token (401 otherwise); unset: open", async () => {
    process.env.METRICS_TOKEN = "scrape-secret-1";
    const guarded = operationalEndpoints(fakeDeps(async () => [{ n: 3 }]));
    delete process.env.METRICS_TOKEN;
    const open = operationalEndpoints(fakeDeps(async () => [{ n: 3 }]));
    try {
      for (const headers of [{} as Record<string, string>, { authorization: "Bearer wrong" }, { authorization: "Basic c2NyYXBlLXNlY3JldC0x" }, { authorization: "Bearer scrape-secret-1x" }]) {
        const res = await guarded.handle(get("/metrics", headers), "/metrics")!;
        expect({ headers, status: res.status }).toEqual({ headers, status: 401 });
        expect(res.headers.get("www-authenticate")).toContain("Bearer");
      }
      const ok = await guarded.handle(get("/metrics", { authorization: "Bearer scrape-secret-1" }), "/metrics")!;
      expect(ok.status).toBe(200);
      expect(ok.headers.get("content-type")).toContain("text/plain; version=0.0.4");
      expect(await ok.text()).toContain("sqc_webhook_queue_depth 3");
      expect((await open.handle(get("/metrics"), "/metrics")!).status).toBe(200);
    } finally {
      await guarded.close();
      await open.close();
    }
  });
});

describe("request ids", () => {
  const withId = (id: string) => new Request("http://localhost/", { headers: { "x-request-id": id } });
  const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

  test("a sane incoming X-Request-Id is kept; a missing, short, long or odd one is replaced by a UUID", () => {
    expect(requestIdOf(withId("proxy-7f3a9c21.b"))).toBe("proxy-7f3a9c21.b");
    expect(requestIdOf(withId("a".repeat(128)))).toBe("a".repeat(128));
    expect(requestIdOf(new Request("http://localhost/"))).toMatch(UUID);
    for (const bad of ["short", "a".repeat(129), "with space in it", "quote\"injection", "{\"json\":1}", "ünïcødé-id-1234", "<script>alert(1)</script>"]) expect(requestIdOf(withId(bad))).toMatch(UUID);
  });

  test("a log line written while a request is handled carries its id; outside, none", () => {
    const lines: string[] = [];
    const spy = spyOn(console, "log").mockImplementation((line: string) => void lines.push(line));
    try {
      inRequest(newScope("req-abcdef12", "static"), () => log.info("inside", { n: 1 }));
      log.info("outside");
    } finally {
      spy.mockRestore();
    }
    expect(JSON.parse(lines[0]!)).toMatchObject({ level: "info", msg: "inside", requestId: "req-abcdef12", n: 1 });
    expect(JSON.parse(lines[1]!).requestId).toBeUndefined();
  });

  test("an error's ref is the request's id; on a socket or outside a request, a ref of its own", async () => {
    expect(inRequest(newScope("req-abcdef12", "static"), () => errorRef())).toBe("req-abcdef12");
    // carried across awaits
    expect(await inRequest(newScope("req-later-0001", "static"), async () => (await Bun.sleep(1), errorRef()))).toBe("req-later-0001");
    const onSocket = inRequest(newScope("req-socket-01", "/graphql", true), () => errorRef());
    expect(onSocket).not.toBe("req-socket-01");
    expect(errorRef()).toMatch(/^[0-9a-f]{8}$/);
  });
});

describe("GraphQL's unexpected errors", () => {
  test("are answered with the request's id as their ref, and logged with it", async () => {
    const { createGraphQL } = await import("../../server/graphql/yoga");
    const { createEventBus } = await import("../../server/pubsub");
    const { loadConfig } = await import("../../server/config");
    const bus = await createEventBus(null);
    // A database handle that breaks on use: the resolver fails with an error no service expects.
    const broken = new Proxy({}, { get: () => { throw new Error("the database handle broke"); } });
    const deps = { db: { kind: "pglite", prisma: broken }, config: loadConfig({ DATA_DIR: "/nonexistent" }), pubsub: bus.pubsub } as unknown as AppDeps;
    const graphql = createGraphQL(deps, async () => null);
    const lines: string[] = [];
    const spy = spyOn(console, "error").mockImplementation((line: string) => void lines.push(line));
    try {
      const request = new Request("http://localhost/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query: "query Countries { countries { id } }" }) });
      const scope = newScope("req-graphql-0001", "/graphql");
      const res = await inRequest(scope, () => graphql.yoga.fetch(request, { principal: null, origin: "http://localhost", clientIp: "127.0.0.1", language: null }));
      const body = (await res.json()) as { errors: { message: string; extensions: { code: string } }[] };
      expect(body.errors[0]).toMatchObject({ message: "Unexpected error (ref req-graphql-0001)", extensions: { code: "INTERNAL_SERVER_ERROR" } });
      expect(scope.operation).toBe("Countries");
    } finally {
      spy.mockRestore();
      graphql.close();
      await bus.close();
    }
    const logged = lines.filter((l) => typeof l === "string" && l.startsWith("{")).map((l) => JSON.parse(l)).find((l) => l.msg === "graphql resolver error");
    expect(logged).toMatchObject({ requestId: "req-graphql-0001", ref: "req-graphql-0001", error: expect.stringContaining("the database handle broke") });
  });
});

describe("GraphQL operation labels", () => {
  test("named operations up to the cap, then 'other'; unnamed 'anonymous'; overlong 'other'", () => {
    expect(operationLabel(undefined)).toBe("anonymous");
    expect(operationLabel("LayoutQuery")).toBe("LayoutQuery");
    expect(operationLabel("X".repeat(65))).toBe("other");
    for (let i = 0; i < MAX_OPERATION_NAMES + 50; i++) operationLabel(`Generated${i}`);
    expect(operationLabel("SomethingNewQuery")).toBe("other");
    expect(operationLabel("LayoutQuery")).toBe("LayoutQuery"); // known names stay
    expect(operationLabel("Generated0")).toBe("Generated0");
  });
});
