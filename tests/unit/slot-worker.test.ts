// The queue workers' loop (server/jobs/slot-worker.ts) on an in-memory queue: a freed slot is
// refilled at once, claims see the attempts in flight by key, a wake-up during a claim makes
// the loop go round again, a crashed attempt frees its slot, a row falling due runs before the
// poll, and stop() claims nothing more and waits for the attempts in flight.
import { afterEach, describe, expect, spyOn, test } from "bun:test";
import { startSlotWorker, type SlotQueue, type SlotWorker } from "../../server/jobs/slot-worker";

interface Row {
  id: number;
  key: number;
  dueAt: number;
}

const until = async (ok: () => boolean, ms = 2000) => {
  const end = Date.now() + ms;
  while (!ok()) {
    if (Date.now() > end) throw new Error("timed out");
    await Bun.sleep(2);
  }
};

/** A queue whose attempts end when the test says; at most `perKey` in flight per key. */
function fakeQueue(opts: { slots: number; perKey?: number; pollMs?: number }) {
  const rows: Row[] = [];
  const ends = new Map<number, (crash?: boolean) => void>();
  const claims: { free: number; busy: Record<number, number> }[] = [];
  const wakers = new Set<() => void>();
  let claimGate: Promise<void> | null = null;
  let nextId = 1;
  const queue: SlotQueue<Row> = {
    name: "test",
    slots: opts.slots,
    pollMs: opts.pollMs ?? 60_000,
    async claim(free, busy) {
      claims.push({ free, busy: Object.fromEntries(busy) });
      if (claimGate) await claimGate;
      const room = new Map(busy);
      const taken: Row[] = [];
      for (const r of [...rows]) {
        if (taken.length === free || r.dueAt > Date.now()) continue;
        if ((room.get(r.key) ?? 0) >= (opts.perKey ?? Infinity)) continue;
        room.set(r.key, (room.get(r.key) ?? 0) + 1);
        rows.splice(rows.indexOf(r), 1);
        taken.push(r);
      }
      return taken;
    },
    key: (r) => r.key,
    attempt: (r) => new Promise<void>((resolve, reject) => ends.set(r.id, (crash) => (crash ? reject(new Error("boom")) : resolve()))),
    async nextDueAt() {
      return rows.length ? new Date(Math.min(...rows.map((r) => r.dueAt))) : null;
    },
    onQueued(wake) {
      wakers.add(wake);
      return () => wakers.delete(wake);
    },
  };
  const fake = {
    queue,
    rows,
    ends,
    claims,
    add(key: number, n = 1, dueAt = Date.now()) {
      for (let i = 0; i < n; i++) rows.push({ id: nextId++, key, dueAt });
    },
    queued: () => wakers.forEach((w) => w()),
    holdClaims() {
      let open!: () => void;
      claimGate = new Promise<void>((r) => (open = r));
      return () => {
        claimGate = null;
        open();
      };
    },
    end(id: number, crash = false) {
      const f = ends.get(id)!;
      ends.delete(id);
      f(crash);
    },
  };
  current = fake; // for afterEach, which ends what is still in flight
  return fake;
}

let worker: SlotWorker | null = null;
let current: ReturnType<typeof fakeQueue> | null = null;
afterEach(async () => {
  const stopping = worker?.stop();
  for (const id of [...(current?.ends.keys() ?? [])]) current!.end(id);
  await stopping;
  worker = current = null;
});

describe("slot worker", () => {
  test("fills the free slots, refills one as soon as its attempt ends, and counts the keys in flight", async () => {
    const q = fakeQueue({ slots: 3, perKey: 2 });
    q.add(1, 4);
    q.add(2, 2);
    worker = startSlotWorker(q.queue);
    await until(() => q.ends.size === 3);
    expect([...q.ends.keys()]).toEqual([1, 2, 5]); // two of key 1, then key 2
    q.end(1);
    await until(() => q.ends.has(3));
    expect(q.claims.at(-1)).toEqual({ free: 1, busy: { 1: 1, 2: 1 } });
    expect(q.ends.size).toBe(3);
  });

  test("a wake-up during a claim makes the loop claim again; without slots it claims nothing", async () => {
    const q = fakeQueue({ slots: 2 });
    worker = startSlotWorker(q.queue);
    await until(() => q.claims.length === 1);
    await Bun.sleep(5);
    const release = q.holdClaims();
    worker.wake();
    await until(() => q.claims.length === 2);
    q.add(7);
    q.queued(); // while the claim is under way
    release();
    await until(() => q.ends.size === 1);
    expect(q.claims.length).toBe(3);
    q.add(7, 3);
    q.queued();
    await until(() => q.ends.size === 2);
    const claimsNow = q.claims.length;
    q.queued();
    await Bun.sleep(20);
    expect(q.claims.length).toBe(claimsNow); // both slots busy: no claim
  });

  test("a crashed attempt is logged and frees its slot", async () => {
    const errors = spyOn(console, "error").mockImplementation(() => {});
    try {
      const q = fakeQueue({ slots: 1 });
      q.add(1, 2);
      worker = startSlotWorker(q.queue);
      await until(() => q.ends.has(1));
      q.end(1, true);
      await until(() => q.ends.has(2));
      expect(errors.mock.calls.some((c) => String(c[0]).includes('"test attempt crashed"'))).toBe(true);
    } finally {
      errors.mockRestore();
    }
  });

  test("a row falling due runs before the poll", async () => {
    const q = fakeQueue({ slots: 1 });
    q.add(1, 1, Date.now() + 30);
    worker = startSlotWorker(q.queue);
    await until(() => q.ends.has(1), 1000);
  });

  test("stop() claims nothing more and waits for the attempts in flight", async () => {
    const q = fakeQueue({ slots: 2, pollMs: 50 });
    q.add(1);
    const w = startSlotWorker(q.queue);
    await until(() => q.ends.has(1));
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    q.add(1, 3);
    q.queued();
    w.wake();
    await Bun.sleep(80);
    expect(stopped).toBe(false);
    const claimsAtStop = q.claims.length;
    q.end(1);
    await stopping;
    await Bun.sleep(80);
    expect(q.claims.length).toBe(claimsAtStop);
    expect(q.ends.size).toBe(0);
  });
});
