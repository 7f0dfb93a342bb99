// The in-process delivery worker. Started once per server process (server/main.ts); state
// lives in table webhook_delivery, so a restart resumes where it stopped, and several
// instances on one PostgreSQL database share the work without sending a delivery twice
// (rows are claimed with UPDATE ... FOR UPDATE SKIP LOCKED, see ./deliveries.ts).
//
// It runs when deliveries are queued in this process, when the earliest pending delivery
// falls due, and at least every WEBHOOK_POLL_MS (to pick up rows other instances queued).
import type { AppDeps } from "../context";
import { log } from "../log";
import { outsideRequests } from "../observability/request";
import { attempt, claimDue, nextDueAt, onDeliveriesQueued } from "./deliveries";

/** Attempts in flight on this instance at most, and per receiver (subscription) among them. */
export const SLOTS = 20;
export const PER_RECEIVER = 4;

export interface WebhookWorker {
  /** Run now (e.g. after queueing deliveries). */
  wake(): void;
  /** Stops claiming and waits for the attempts in flight. */
  stop(): Promise<void>;
}

export function startWebhookWorker(deps: AppDeps): WebhookWorker {
  const pollMs = Math.max(50, deps.config.webhookPollMs);
  // A claimed row is someone's for this long: one request's time limit plus a margin. A
  // worker killed mid-attempt leaves its rows to be sent again, by any instance, after it.
  const leaseMs = deps.config.webhookTimeoutMs + deps.config.webhookLeaseMarginMs;
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  // Attempts in flight, by receiver. A slot freed is refilled at once (each attempt ends with
  // run()): no attempt waits for the slowest of a batch, so a receiver that hangs until the
  // time limit delays nobody else, and holds at most PER_RECEIVER slots.
  const busy = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();

  function send(d: Awaited<ReturnType<typeof claimDue>>[number]): void {
    busy.set(d.subscriptionId, (busy.get(d.subscriptionId) ?? 0) + 1);
    const p: Promise<void> = attempt(deps, d)
      .then(() => undefined, (e) => log.error("webhook attempt crashed", { id: d.id, error: e instanceof Error ? e.stack : String(e) }))
      .finally(() => {
        const n = (busy.get(d.subscriptionId) ?? 1) - 1;
        if (n) busy.set(d.subscriptionId, n);
        else busy.delete(d.subscriptionId);
        inFlight.delete(p);
        run();
      });
    inFlight.add(p);
  }

  /** Claims what is due into the free slots. */
  async function drain(): Promise<void> {
    do {
      again = false;
      const free = SLOTS - inFlight.size;
      if (free <= 0) return;
      const claimed = await claimDue(deps, free, leaseMs, new Date(), { perReceiver: PER_RECEIVER, busy });
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
      log.warn("webhook worker could not read the queue", { error: (e as Error).message });
    }
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(run, delay);
  }

  function run(): void {
    if (stopped) return;
    if (running) {
      again = true; // the loop in progress goes round once more
      return;
    }
    if (timer) clearTimeout(timer);
    timer = null;
    running = drain()
      .catch((e) => log.error("webhook worker run failed", { error: e instanceof Error ? e.stack : String(e) }))
      .finally(() => {
        running = null;
        void schedule();
      });
  }

  // Woken by a request that queued deliveries: the loop is not that request's (its log lines would carry its id).
  const unsubscribe = onDeliveriesQueued(() => outsideRequests(run));
  run(); // deliveries left pending by a previous process

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
