// PostgreSQL goes away and comes back while an incubator agent reports and a user browses
// (issue 17, PostgreSQL only). The server reaches PostgreSQL through a TCP proxy of the test's
// own (tests/helpers/tcp-proxy.ts): cutting it resets every connection and refuses new ones,
// which is what a database restart looks like from the server. Then:
//   - during the outage every answer comes fast, as 503 with Retry-After: never a 500, never
//     "signed out" (401, UNAUTHENTICATED, a socket closed 4401/4403), which would send the
//     nurse back to the sign-in page;
//   - once PostgreSQL is back, the pools reconnect by themselves;
//   - the agent, retrying what was not acknowledged (as the real one does), loses nothing, and
//     nothing is written twice: every incubation is one reading with one result.
import { afterAll, describe, expect, test } from "bun:test";
import { Client } from "pg";
import { createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";
import { signInAt, startInstance, type Instance } from "../helpers/cluster";
import { startTcpProxy, type TcpProxy } from "../helpers/tcp-proxy";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "graphql-ws";

const PG = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const dir = mkdtempSync(join(tmpdir(), "faults-db-"));
let db: ScratchDatabase | null = null;
let proxy: TcpProxy | null = null;
let server: Instance | null = null;
afterAll(async () => {
  await server?.stop(true);
  await proxy?.close();
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

interface Answer {
  status: number;
  ms: number;
  body: any;
  retryAfter: string | null;
}

describe.skipIf(!PG)("PostgreSQL restarted under load (PostgreSQL)", () => {
  test("503 fast during the outage, reconnection after it, every acknowledged write kept once", async () => {
    db = await createPostgresDatabase(PG!, "sqc_test_faults");
    const target = new URL(db.url!);
    proxy = await startTcpProxy({ host: target.hostname, port: Number(target.port || 5432) });
    const viaProxy = new URL(db.url!);
    viaProxy.hostname = "127.0.0.1";
    viaProxy.port = String(proxy.port);
    server = await startInstance("A", { DATABASE_URL: viaProxy.toString(), TOKEN_SECRET: "faults-secret", NODE_ENV: "test", LOG_LEVEL: "warn", PRINCIPAL_CACHE_SECONDS: "0" }, dir);
    const base = server.url;

    const call = async (method: string, path: string, body?: unknown, token?: string): Promise<Answer> => {
      const started = performance.now();
      try {
        const r = await fetch(base + path, {
          method,
          headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(15_000),
        });
        const text = await r.text();
        let parsed: any = text;
        try {
          parsed = JSON.parse(text);
        } catch {}
        return { status: r.status, ms: performance.now() - started, body: parsed, retryAfter: r.headers.get("retry-after") };
      } catch (e) {
        return { status: 0, ms: performance.now() - started, body: String(e), retryAfter: null };
      }
    };
    const agent = await signInAt(base, "agent@hospital-a.test");
    const nurse = await signInAt(base, "supervisor@hospital-a.test");
    expect(agent && nurse).toBeTruthy();

    const serial = `FAULT-${Date.now()}`;
    const V1 = "/api/agent/v1";
    expect((await call("POST", `${V1}/incubators/announce`, { serialNumber: serial, model: "BioReader 20", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } }, agent)).status).toBe(201);
    expect((await call("POST", `${V1}/incubators/${serial}/connect`, {}, agent)).status).toBe(200);

    // The nurse's live screen: its socket must not be closed as "signed out" by the outage.
    const closes: number[] = [];
    const ws = createClient({ url: base.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, onNonLazyError: () => {}, connectionParams: { authorization: `Bearer ${nurse}` }, on: { closed: (e) => closes.push((e as CloseEvent).code) } });
    ws.subscribe({ query: "subscription { readingChanged { readingId state } }" }, { next: () => {}, error: () => {}, complete: () => {} });

    // The agent: an incubation then its result, each retried until acknowledged (at most 60 s).
    const answers: { at: number; what: string; answer: Answer }[] = [];
    const record = (what: string, answer: Answer) => answers.push({ at: Date.now(), what, answer });
    const acknowledged: string[] = [];
    const retried = async (what: string, send: () => Promise<Answer>, ok: (a: Answer) => boolean) => {
      for (const deadline = Date.now() + 60_000; Date.now() < deadline; ) {
        const a = await send();
        record(what, a);
        if (ok(a)) return a;
        await Bun.sleep(200);
      }
      throw new Error(`${what} was never acknowledged: ${JSON.stringify(answers.at(-1)?.answer)}`);
    };
    const COUNT = 30;
    const t0 = Date.parse("2026-11-20T08:00:00Z");
    let stop = false;
    const agentWork = (async () => {
      for (let i = 0; i < COUNT; i++) {
        const startedAt = new Date(t0 + i * 60_000).toISOString();
        const resultAt = new Date(t0 + i * 60_000 + 20 * 60_000).toISOString();
        await retried("incubation", () => call("POST", `${V1}/incubations`, { serialNumber: serial, position: (i % 10) + 1, kind: "BI", programIndex: 1, startedAt }, agent), (a) => a.status === 200 || a.status === 201);
        await retried("result", () => call("POST", `${V1}/incubations/result`, { serialNumber: serial, position: (i % 10) + 1, startedAt, kind: "BI", result: { result: "negative", fluorescence: 20, resultAt } }, agent), (a) => a.status === 200);
        acknowledged.push(startedAt);
        await Bun.sleep(50);
      }
    })();
    // The nurse pages the readings while this goes on.
    const browsing = (async () => {
      while (!stop) {
        record("page", await call("POST", "/graphql", { query: "{ viewer { email } sectors(first: 5) { edges { node { name } } } }" }, nurse));
        await Bun.sleep(100);
      }
    })();

    // The outage: 4 s once the agent is a third of the way.
    while (acknowledged.length < COUNT / 3) await Bun.sleep(50);
    const downAt = Date.now();
    await proxy.down();
    await Bun.sleep(4_000);
    await proxy.up();
    const upAt = Date.now();
    await agentWork;
    stop = true;
    await browsing;

    // During the outage: fast, 503 with Retry-After, never 500 or "signed out".
    const during = answers.filter((a) => a.at >= downAt && a.at <= upAt);
    expect(during.length).toBeGreaterThan(5);
    const slow = during.filter((a) => a.answer.ms > 6_000).map((a) => `${a.what} ${a.answer.status} ${Math.round(a.answer.ms)} ms`);
    expect(slow).toEqual([]);
    const refused = during.filter((a) => a.answer.status === 503);
    expect(refused.length).toBeGreaterThan(0);
    for (const { answer } of refused) {
      expect(answer.retryAfter).toBe("5");
      expect(JSON.stringify(answer.body)).toContain("Try again in a few seconds");
    }
    // Nothing ever answered 500 or "not signed in".
    const wrong = answers.filter((a) => ![200, 201, 503].includes(a.answer.status) || JSON.stringify(a.answer.body).includes("UNAUTHENTICATED"));
    expect(wrong.map((a) => `${a.what} ${a.answer.status} ${JSON.stringify(a.answer.body).slice(0, 200)}`)).toEqual([]);
    expect(closes.filter((c) => c === 4401 || c === 4403)).toEqual([]);

    // Back: the nurse's page answers again within 15 s of PostgreSQL's return.
    const recovered = answers.find((a) => a.what === "page" && a.at > upAt && a.answer.status === 200);
    expect(recovered).toBeDefined();
    expect(recovered!.at - upAt).toBeLessThan(15_000);

    // Nothing lost, nothing twice: one reading per incubation, each with its result once.
    expect(acknowledged.length).toBe(COUNT);
    const pg = new Client({ connectionString: db.url! });
    await pg.connect();
    try {
      const rows = (
        await pg.query(
          `SELECT r."agentKey", r.state, (SELECT count(*) FROM reading_audit a WHERE a."readingKind" = 'BI' AND a."readingId" = r.id AND a.action = 'result' AND a.field = 'state') AS "stateChanges"
             FROM reading_bi r WHERE r."agentKey" LIKE $1 ORDER BY r."agentKey"`,
          [`${serial}:%`],
        )
      ).rows;
      expect(rows.length).toBe(COUNT);
      expect(new Set(rows.map((r) => r.agentKey)).size).toBe(COUNT);
      for (const r of rows) expect({ key: r.agentKey, state: r.state, stateChanges: Number(r.stateChanges) }).toEqual({ key: r.agentKey, state: expect.anything(), stateChanges: 1 });
    } finally {
      await pg.end();
    }
    await ws.dispose();
  }, 240_000);
});
