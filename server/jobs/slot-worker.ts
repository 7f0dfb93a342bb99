// The scheduling loop shared by the queue workers (server/webhooks/worker.ts, server/interop/worker.ts):
// up to `slots` attempts in flight, each slot refilled as soon as its attempt ends, so no attempt
// waits for the slowest of a batch. The queue (claims, leases, what is due) is the caller's; the
// loop runs when woken, when the earliest pending row falls due, and at least every `pollMs`.
import { log } from "../log";
import { outsideRequests } from "../observability/request";

export interface SlotQueue<T extends { id: number }> {
  /** Prefix of the log lines ("webhook" → "webhook attempt crashed"). */
  name: string;
  /** Attempts in flight on this instance at most. */
  slots: number;
  pollMs: number;
  /** Claims at most `free` due rows; `busy` counts the attempts in flight by `key`. */
  claim(free: number, busy: ReadonlyMap<number, number>): Promise<T[]>;
  /** What a row is counted under in `busy` (its receiver, its destination). */
  key(row: T): number;
  attempt(row: T): Promise<unknown>;
  nextDueAt(): Promise<Date | null>;
  /** Subscribes to "rows were queued in this process"; returns the unsubscribe. */
  onQueued(wake: () => void): () => void;
}

export interface SlotWorker {
  /** Run now (e.g. after queueing rows). */
  wake(): void;
  /** Stops claiming and waits for the attempts in flight. */
  stop(): Promise<void>;
}

export function startSlotWorker<T extends { id: number }>(q: SlotQueue<T>): SlotWorker {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const busy = new Map<number, number>();
  const inFlight = new Set<Promise<void>>();

  function send(row: T): void {
    const key = q.key(row);
    busy.set(key, (busy.get(key) ?? 0) + 1);
    const p: Promise<void> = q
      .attempt(row)
      .then(() => undefined, (e) => log.error(`${q.name} attempt crashed`, { id: row.id, error: e instanceof Error ? e.stack : String(e) }))
      .finally(() => {
        const n = (busy.get(key) ?? 1) - 1;
        if (n) busy.set(key, n);
        else busy.delete(key);
        inFlight.delete(p);
        run();
      });
    inFlight.add(p);
  }

  /** Claims what is due into the free slots. */
  async function drain(): Promise<void> {
    do {
      again = false;
      const free = q.slots - inFlight.size;
      if (free <= 0) return;
      const claimed = await q.claim(free, busy);
      for (const row of claimed) send(row);
      if (claimed.length === free) again = true;
    } while (again && !stopped);
  }

  async function schedule(): Promise<void> {
    if (stopped) return;
    let delay = q.pollMs;
    try {
      const due = await q.nextDueAt();
      if (due) delay = Math.min(q.pollMs, Math.max(0, due.getTime() - Date.now()));
    } catch (e) {
      log.warn(`${q.name} worker could not read the queue`, { error: (e as Error).message });
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
      .catch((e) => log.error(`${q.name} worker run failed`, { error: e instanceof Error ? e.stack : String(e) }))
      .finally(() => {
        running = null;
        void schedule();
      });
  }

  // Woken by a request that queued rows: the loop is not that request's (its log lines would carry its id).
  const unsubscribe = q.onQueued(() => outsideRequests(run));
  run(); // rows left pending by a previous process

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
