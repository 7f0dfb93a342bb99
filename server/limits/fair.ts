// Fair shares of the expensive work (large GraphQL operations, exports, reports, imports, chart
// computations): each user may run FAIR_PER_USER of them at once and each company (a
// distributor's or the provider's users count as one "company") FAIR_PER_COMPANY. More waits
// for its own user's or company's earlier work — never for another company's — up to
// FAIR_MAX_WAIT_MS, then 429. With Redis the shares hold across instances: each running piece
// of work is a lease in two sorted sets (user, company) scored by its expiry, renewed while it
// runs, so that the leases of an instance that dies lapse by themselves.
// Each instance then runs at most FAIR_LANES such pieces at once, handing a free lane to the
// companies waiting in turn (round robin): its one thread stays free for everyone's light
// requests, and a company's flood takes one turn in each round, not the whole instance.
import type Redis from "ioredis";
import type { Principal } from "../auth/principal";
import { TooManyAttempts } from "../domain/errors";
import { log } from "../log";
import { currentRequest } from "../observability/request";

export interface FairLimits {
  perUser: number;
  perCompany: number;
  /** How long a request may wait for a share before it is refused. */
  maxWaitMs: number;
  /** Requests of one user that may wait at once on one instance; more are refused at once. */
  maxQueuedPerUser: number;
  /** Expensive pieces of work this instance runs at once, whoever asks. */
  lanes: number;
}

export const fairLimits: FairLimits = {
  perUser: Number(process.env.FAIR_PER_USER ?? 1),
  perCompany: Number(process.env.FAIR_PER_COMPANY ?? 2),
  maxWaitMs: Number(process.env.FAIR_MAX_WAIT_MS ?? 15_000),
  maxQueuedPerUser: Number(process.env.FAIR_MAX_QUEUED_PER_USER ?? 20),
  lanes: Number(process.env.FAIR_LANES ?? 2),
};

/** A lease lapses this long after its last renewal (renewed every third of it while its work runs)... */
const LEASE_MS = 30_000;
/** ...for at most this long: a share its work forgot to give back lapses by itself. */
const MAX_HOLD_MS = 15 * 60_000;

interface Shares {
  user: string;
  company: string;
}

interface Store {
  /** Takes both shares at once when both have room. */
  tryTake(shares: Shares, lease: string): Promise<boolean>;
  renew(shares: Shares, lease: string): Promise<void>;
  give(shares: Shares, lease: string): Promise<void>;
}

/** This process's shares: the leases of each key with their expiry (as in Redis). */
class MemoryStore implements Store {
  private held = new Map<string, Map<string, number>>();
  private count(key: string, now: number): number {
    const leases = this.held.get(key);
    if (!leases) return 0;
    for (const [lease, expires] of leases) if (expires <= now) leases.delete(lease);
    return leases.size;
  }
  async tryTake({ user, company }: Shares, lease: string) {
    const now = Date.now();
    if (this.count(user, now) >= fairLimits.perUser || this.count(company, now) >= fairLimits.perCompany) return false;
    for (const k of [user, company]) this.held.set(k, (this.held.get(k) ?? new Map()).set(lease, now + LEASE_MS));
    return true;
  }
  async renew({ user, company }: Shares, lease: string) {
    for (const k of [user, company]) if (this.held.get(k)?.has(lease)) this.held.get(k)!.set(lease, Date.now() + LEASE_MS);
  }
  async give({ user, company }: Shares, lease: string) {
    for (const k of [user, company]) {
      const leases = this.held.get(k);
      leases?.delete(lease);
      if (leases && !leases.size) this.held.delete(k);
    }
  }
}

// KEYS: user set, company set; ARGV: lease, lease ms, user limit, company limit. Redis's clock
// decides expiry, so instances with skewed clocks agree.
const TAKE = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 1, 2 do redis.call('ZREMRANGEBYSCORE', KEYS[i], '-inf', now) end
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) or redis.call('ZCARD', KEYS[2]) >= tonumber(ARGV[4]) then return 0 end
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', KEYS[i], ARGV[2])
end
return 1`;
const RENEW = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 1, 2 do
  redis.call('ZADD', KEYS[i], 'XX', now + tonumber(ARGV[2]), ARGV[1])
  redis.call('PEXPIRE', KEYS[i], ARGV[2])
end
return 1`;

/** Shares in Redis; while Redis fails, this process's own shares (as the attempt limiters' insurance). */
class RedisStore implements Store {
  private fallback = new MemoryStore();
  private inFallback = new Set<string>();
  constructor(
    private redis: Redis,
    private prefix: string,
  ) {}
  private keys = ({ user, company }: Shares) => [`${this.prefix}:fair:${user}`, `${this.prefix}:fair:${company}`];
  async tryTake(shares: Shares, lease: string) {
    try {
      return (await this.redis.eval(TAKE, 2, ...this.keys(shares), lease, LEASE_MS, fairLimits.perUser, fairLimits.perCompany)) === 1;
    } catch (e) {
      log.warn("fair shares counted in this process (Redis failed)", { error: (e as Error).message });
      this.inFallback.add(lease);
      return this.fallback.tryTake(shares, lease);
    }
  }
  async renew(shares: Shares, lease: string) {
    if (!this.inFallback.has(lease)) await this.redis.eval(RENEW, 2, ...this.keys(shares), lease, LEASE_MS).catch(() => undefined);
  }
  async give(shares: Shares, lease: string) {
    if (this.inFallback.delete(lease)) return this.fallback.give(shares, lease);
    await this.redis.zrem(this.keys(shares)[0]!, lease).catch(() => undefined);
    await this.redis.zrem(this.keys(shares)[1]!, lease).catch(() => undefined);
  }
}

/** This instance's lanes, given to the waiting companies in turn. */
class Lanes {
  private running = 0;
  /** Waiters by company; the map's order is the turn order (a served company goes to the back). */
  private queues = new Map<string, (() => void)[]>();

  /** Pieces of work waiting for a lane (metrics, tests). */
  get waiting(): number {
    let n = 0;
    for (const q of this.queues.values()) n += q.length;
    return n;
  }

  async take(company: string, deadline: number): Promise<void> {
    if (this.running < fairLimits.lanes && !this.queues.size) {
      this.running++;
      return;
    }
    await new Promise<void>((resolve, reject) => {
      const queue = this.queues.get(company) ?? [];
      const turn = () => (clearTimeout(timer), resolve());
      const timer = setTimeout(() => {
        const i = queue.indexOf(turn);
        if (i >= 0) queue.splice(i, 1);
        if (!queue.length && this.queues.get(company) === queue) this.queues.delete(company);
        reject(busy());
      }, Math.max(0, deadline - Date.now()));
      queue.push(turn);
      this.queues.set(company, queue);
    });
  }

  give(): void {
    const next = this.queues.entries().next();
    if (next.done) {
      this.running--;
      return;
    }
    const [company, queue] = next.value;
    const turn = queue.shift()!;
    this.queues.delete(company);
    if (queue.length) this.queues.set(company, queue); // to the back of the round
    turn(); // the lane passes straight to it
  }
}

const lanes = new Lanes();
/** This instance's pieces of expensive work waiting for a lane. */
export const waitingForLane = () => lanes.waiting;
let store: Store = new MemoryStore();
let redisClient: Redis | null = null;
/** Wakes this instance's waiters when one of its leases ends (others' ends are found by polling). */
const waiters = new Set<() => void>();
const queued = new Map<string, number>();

/** Call once at start: shares in Redis when REDIS_URL is set (their keys under `<prefix>:fair:`). */
export async function initFairShares(redisUrl: string | null, prefix = "sqc"): Promise<void> {
  if (!redisUrl) return;
  const { default: IORedis } = await import("ioredis");
  redisClient = new IORedis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  redisClient.on("error", (e) => log.warn("fair-share store unavailable", { error: e.message }));
  await Promise.race([new Promise((r) => redisClient!.once("ready", r)), Bun.sleep(5000)]);
  store = new RedisStore(redisClient, prefix);
}

export async function closeFairShares(): Promise<void> {
  redisClient?.disconnect();
  redisClient = null;
  store = new MemoryStore();
}

export function sharesOf(p: Principal): Shares {
  const company = p.companyId != null ? `company:${p.companyId}` : p.distributorId != null ? `distributor:${p.distributorId}` : "provider";
  return { user: `user:${p.userId}`, company };
}

const busy = () => new TooManyAttempts("Too many large requests of your company or account are running (exports, reports, imports, large queries): try again in a few seconds.", 2);

/** Takes a share for `p`'s expensive work, waiting for its own earlier work; the answer gives it back. */
export async function takeShare(p: Principal): Promise<() => void> {
  const shares = sharesOf(p);
  const lease = crypto.randomUUID();
  if (!(await store.tryTake(shares, lease))) {
    const waiting = queued.get(shares.user) ?? 0;
    if (waiting >= fairLimits.maxQueuedPerUser) throw busy();
    queued.set(shares.user, waiting + 1);
    try {
      await waitForShare(shares, lease);
    } finally {
      const left = (queued.get(shares.user) ?? 1) - 1;
      if (left) queued.set(shares.user, left);
      else queued.delete(shares.user);
    }
  }
  try {
    await lanes.take(shares.company, Date.now() + fairLimits.maxWaitMs);
  } catch (e) {
    await store.give(shares, lease);
    throw e;
  }
  const until = Date.now() + MAX_HOLD_MS;
  const renewal = setInterval(() => (Date.now() < until ? void store.renew(shares, lease) : clearInterval(renewal)), LEASE_MS / 3);
  let given = false;
  // A share its work forgot to give back (a path that never reached its end) is given back
  // after MAX_HOLD_MS, so that neither the lease nor this instance's lane is lost for good.
  const forgotten = setTimeout(() => give(), MAX_HOLD_MS);
  // Neither timer keeps a stopping process alive.
  renewal.unref?.();
  forgotten.unref?.();
  const give = () => {
    if (given) return;
    given = true;
    clearInterval(renewal);
    clearTimeout(forgotten);
    lanes.give();
    void store.give(shares, lease).finally(() => {
      for (const wake of [...waiters]) wake();
    });
  };
  // An HTTP request gives its shares back with its answer at the latest, whatever its path.
  const scope = currentRequest();
  if (scope && !scope.socket) (scope.onDone ??= []).push(give);
  return give;
}

async function waitForShare(shares: Shares, lease: string): Promise<void> {
  const deadline = Date.now() + fairLimits.maxWaitMs;
  let pause = 10;
  for (;;) {
    const left = deadline - Date.now();
    if (left <= 0) throw busy();
    // A local end wakes at once; another instance's is seen at the next poll (10 → 200 ms).
    await new Promise<void>((resolve) => {
      const wake = () => (clearTimeout(timer), waiters.delete(wake), resolve());
      const timer = setTimeout(wake, Math.min(pause, left));
      waiters.add(wake);
    });
    pause = Math.min(pause * 2, 200);
    if (await store.tryTake(shares, lease)) return;
  }
}

/** Runs `fn` within a share of `p`'s (none for anonymous callers: their doors have their own limits). */
export async function withShare<T>(p: Principal | null, fn: () => Promise<T> | T): Promise<T> {
  if (!p) return fn();
  const give = await takeShare(p);
  try {
    return await fn();
  } finally {
    give();
  }
}
