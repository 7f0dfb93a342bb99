// Stopping an instance (SIGTERM from the orchestrator or systemd, Ctrl-C) without losing work,
// within 10 s:
//   1. no new connections (the proxy sends them to another instance); requests in flight go on;
//   2. live sockets close with 1012 "service restart" (hub clients are told they may
//      reconnect): clients reconnect, behind a proxy to another instance;
//   3. background work takes nothing new (the webhook worker, the licence clock);
//   4. requests still running after DRAIN_MS (a long export) are cut: the export's worker sees
//      its client go and stops; nothing is half-written, since every write is a transaction;
//   5. connections closed, exit 0. Past EXIT_MS the process exits anyway (1).
// Work kept in PostgreSQL (webhook deliveries, an interrupted desktop import) is taken up by the
// next instance, as after kill -9.
import type { Server } from "bun";
import { closeAllLive } from "./session/sockets";
import { log } from "./log";

const DRAIN_MS = 7_000;
const EXIT_MS = 9_500;

export interface Running {
  server: Server<unknown>;
  app: { hub: { close(): void }; close(): Promise<void> };
  webhooks: { stop(): Promise<void> };
  /** Scheduled jobs and background senders stopped alike (the licence clock, the audit sealer, the HL7 MLLP sender). */
  clocks: { stop(): void }[];
  bus: { close(): Promise<void> };
  db: { close(): Promise<void> };
}

export function stopOnSignals(running: Running): void {
  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    const started = Date.now();
    log.info("stopping", { signal });
    setTimeout(() => {
      log.warn("stopping took too long: exiting now", { ms: Date.now() - started });
      process.exit(1);
    }, EXIT_MS).unref();
    void gracefully(running).then(
      () => {
        log.info("stopped", { ms: Date.now() - started });
        process.exit(0);
      },
      (e) => {
        log.error("stopping failed", { error: e instanceof Error ? e.stack : String(e) });
        process.exit(1);
      },
    );
  };
  process.on("SIGINT", () => stop("SIGINT"));
  process.on("SIGTERM", () => stop("SIGTERM"));
}

async function gracefully({ server, app, webhooks, clocks, bus, db }: Running): Promise<void> {
  const drained = server.stop(false);
  app.hub.close(); // hub sockets first: their close message says "reconnect", not "session ended"
  const sockets = closeAllLive();
  for (const clock of clocks) clock.stop();
  const webhooksStopped = webhooks.stop();
  const inTime = await Promise.race([drained.then(() => true), Bun.sleep(DRAIN_MS).then(() => false)]);
  if (!inTime) log.warn("requests still running when stopping: cut", { afterMs: DRAIN_MS });
  await server.stop(true);
  // An attempt still waiting on its receiver is not recorded: its lease runs out and another
  // instance sends it again (deliveries carry their id for receivers to drop a repeat).
  await Promise.race([webhooksStopped, Bun.sleep(1_000)]);
  log.info("connections closed", { sockets, drained: inTime });
  await app.close();
  await bus.close();
  await db.close();
}
