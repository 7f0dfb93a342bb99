// Where attempt counters live: in this process by default, in Redis when REDIS_URL is set so
// that every instance sees the same counts (rate-limiter-flexible on both). A Redis outage
// falls back to per-process counting rather than letting every attempt through.
import { RateLimiterMemory, RateLimiterRedis, type RateLimiterAbstract } from "rate-limiter-flexible";
import { log } from "../log";

export interface Rule {
  /** Attempts allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
  /** How long the key stays locked once the attempts are used up, in seconds. */
  lockSeconds: number;
}

let redis: import("ioredis").default | null = null;
let keyPrefix = "sqc";

/**
 * Call once at start with REDIS_URL (or null) and REDIS_PREFIX; limiters made afterwards share
 * the store, their keys under `<prefix>:rl:`.
 */
export async function initLimitStore(redisUrl: string | null, prefix = "sqc"): Promise<void> {
  keyPrefix = prefix;
  if (!redisUrl) return;
  const { default: Redis } = await import("ioredis");
  // No offline queue: a down Redis must fail fast so the insurance limiter answers.
  const client = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1 });
  client.on("error", (e) => log.warn("rate-limit store unavailable", { error: e.message }));
  redis = client;
  // Counting starts in Redis, not in the fallback: wait (a little) for the connection.
  const ready = await Promise.race([new Promise<boolean>((r) => client.once("ready", () => r(true))), Bun.sleep(5000).then(() => false)]);
  if (!ready) log.warn("rate-limit store not ready after 5 s: counting in this process until it is");
}

export async function closeLimitStore(): Promise<void> {
  redis?.disconnect();
  redis = null;
}

export function makeLimiter(name: string, rule: Rule): RateLimiterAbstract {
  const opts = { keyPrefix: `${keyPrefix}:rl:${name}`, points: rule.points, duration: rule.seconds, blockDuration: rule.lockSeconds };
  if (!redis) return new RateLimiterMemory(opts);
  return new RateLimiterRedis({ ...opts, storeClient: redis, insuranceLimiter: new RateLimiterMemory(opts) });
}
