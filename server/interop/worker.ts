// The in-process MLLP sender, started by server/main.ts beside the webhook worker and stopped
// by server/shutdown.ts. State lives in table mllp_delivery (./queue.ts): a restart resumes the
// pending rows; instances on one PostgreSQL database share them (SKIP LOCKED claims, leases).
// It runs when messages are queued in this process, when the earliest pending one falls due,
// and at least every WEBHOOK_POLL_MS. At most SLOTS attempts are in flight, one per destination.
import type { AppDeps } from "../context";
import { log } from "../log";
import { outsideRequests } from "../observability/request";
import { attempt, claimDue, nextDueAt, onMessagesQueued, registerHl7Hooks, type ClaimedMessage } from "./queue";

export const SLOTS = 8;

export interface MllpWorker {
  wake(): void;
  /** Stops claiming and waits for the attempts in flight. */
  stop(): Promise<void>;
}

export function startMllpWorker(deps: AppDeps): MllpWorker {
  registerHl7Hooks();
  const pollMs = Math.max(50, deps.config.webhookPollMs);
  const leaseMs = deps.config.webhookTimeoutMs + deps.config.webhookLeaseMarginMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const busy = new Set<number>();
  const inFlight = new Set<Promise<void>>();

  function send(d: ClaimedMessage): void {
    busy.add(d.destinationId);
    const p: Promise<void> = attempt(deps, d)
      .then(() => undefined, (e) => log.error("hl7 attempt crashed", { id: d.id, error: e instanceof Error ? e.stack : String(e) }))
      .finally(() => {
        busy.delete(d.destinationId);
        inFlight.delete(p);
        run();
      });
    inFlight.add(p);
  }

  async function drain(): Promise<void> {
    do {
      again = false;
      const free = SLOTS - inFlight.size;
      if (free <= 0) return;
      const claimed = await claimDue(deps, free, leaseMs, [...busy]);
      for (const d of claimed) send(d);
      if (claimed.length === free) again = true;
    } while (again && !stopped);
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    let delay = pollMs;
    try {
      const due = await nextDueAt(deps);
      if (due) delay = Math.min(pollMs, Math.max(0, due.getTime() - Date.now()));
    } catch (e) {
      log.warn("hl7 worker could not read the queue", { error: (e as Error).message });
    }
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true;
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = drain()
      .catch((e) => log.error("hl7 worker run failed", { error: e instanceof Error ? e.stack : String(e) }))
      .finally(() => {
        running = null;
        void schedule();
      });
  }

  const unsubscribe = onMessagesQueued(() => outsideRequests(run));
  run();

  return {
    wake: run,
    async stop() {
      stopped = true;
      unsubscribe();
      if (timer) clearTimeout(timer);
      await running;
      await Promise.all(inFlight);
    },
  };
}
