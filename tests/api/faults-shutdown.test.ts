// SIGTERM (issue 17): the instance stops accepting, lets the request in flight finish, closes
// live sockets with 1012 so that clients reconnect (elsewhere, behind a proxy), and exits 0
// within 10 s. Runs its own server (the suite's must keep running), on the suite's kind of
// database.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { createClient } from "graphql-ws";
import { createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";
import { signInAt, startInstance, type Instance } from "../helpers/cluster";

const PG = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const dir = mkdtempSync(join(tmpdir(), "faults-stop-"));
let db: ScratchDatabase | null = null;
let server: Instance | null = null;
afterAll(async () => {
  await server?.stop(true);
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

describe("SIGTERM", () => {
  test("the request in flight is answered, new connections are refused, sockets close with 1012, exit 0 within 10 s", async () => {
    if (PG) db = await createPostgresDatabase(PG, "sqc_test_stop");
    server = await startInstance("A", { ...(db ? { DATABASE_URL: db.url } : { DATABASE_URL: "" }), TOKEN_SECRET: "stop-secret", NODE_ENV: "test", TEST_HOOKS: "1", LOG_LEVEL: "info" }, dir);
    const base = server.url;
    const token = await signInAt(base, "supervisor@hospital-a.test");
    expect(token).toBeTruthy();

    // A live screen's socket, subscribed.
    let closedWith: number | null = null;
    const ws = createClient({ url: base.replace(/^http/, "ws") + "/graphql", webSocketImpl: WebSocket, lazy: false, retryAttempts: 0, onNonLazyError: () => {}, connectionParams: { authorization: `Bearer ${token}` }, on: { closed: (e) => (closedWith ??= (e as CloseEvent).code) } });
    await new Promise<void>((resolve, reject) => {
      ws.on("connected", () => resolve());
      setTimeout(() => reject(new Error("the socket did not connect")), 10_000);
    });
    ws.subscribe({ query: "subscription { readingChanged { readingId } }" }, { next: () => {}, error: () => {}, complete: () => {} });

    // A request that takes 2 s, in flight when the signal arrives.
    const inFlight = fetch(`${base}/api/test/slow?ms=2000`).then(async (r) => ({ status: r.status, body: await r.json() }));
    await Bun.sleep(300);
    const signalled = Date.now();
    server.proc.kill("SIGTERM");

    // New connections are refused soon after.
    let refusedAfter: number | null = null;
    for (const deadline = Date.now() + 3_000; Date.now() < deadline; await Bun.sleep(50)) {
      const ok = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(1_000) }).then(() => true, () => false);
      if (!ok) {
        refusedAfter = Date.now() - signalled;
        break;
      }
    }
    expect(refusedAfter).not.toBeNull();

    // The request in flight still gets its answer.
    expect(await inFlight).toEqual({ status: 200, body: { slept: 2000 } });

    // The socket was told to reconnect, and the process exited cleanly in time.
    const code = await server.proc.exited;
    const tookMs = Date.now() - signalled;
    expect(code).toBe(0);
    expect(tookMs).toBeLessThan(10_000);
    for (let i = 0; i < 20 && closedWith === null; i++) await Bun.sleep(100);
    expect(closedWith as number | null).toBe(1012);
    const lines = server.logLines();
    expect(lines.some((l) => l.msg === "stopping" && l.signal === "SIGTERM")).toBe(true);
    expect(lines.find((l) => l.msg === "connections closed")).toMatchObject({ sockets: 1, drained: true });
    await ws.dispose();
  }, 180_000);
});
