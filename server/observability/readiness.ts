// /readyz: may this instance take traffic? The database answers, Redis answers (when
// configured), and every migration folder is applied. Cheap enough for a load balancer that
// asks every second: one statement per call (the migrations are read until they are all there,
// then a plain SELECT 1), a PING, each with a short time limit; callers that arrive while a
// check runs share its answer, so a hung database cannot pile up probes.
import type { Database } from "../db/client";
import { log } from "../log";

export interface CheckResult {
  ok: boolean;
  ms?: number;
  error?: string;
}

export interface Readiness {
  ok: boolean;
  /** The checks that failed, by name. */
  failed: string[];
  checks: {
    database: CheckResult;
    migrations: CheckResult & { applied?: number; expected: number; missing?: string[] };
    redis: CheckResult & { configured: boolean };
  };
}

export interface ReadinessDeps {
  /** The applied migrations' names (a round trip that also proves the database answers). */
  appliedMigrations(): Promise<string[]>;
  /** A trivial statement. */
  ping(): Promise<unknown>;
  /** PING; null without REDIS_URL. */
  redis: (() => Promise<unknown>) | null;
  /** The migration folders this code ships (migrate.ts migrationNames()). */
  expected: string[];
  timeoutMs: number;
}

/** The readiness question, bound to its dependencies (unit-tested with failing ones). */
export function readinessCheck(deps: ReadinessDeps): () => Promise<Readiness> {
  let migrationsApplied = false;
  let running: Promise<Readiness> | null = null;
  /** The failed checks of the last answer: a probe every second logs only the changes. */
  let lastFailed = "";

  async function check(): Promise<Readiness> {
    const [db, redis] = await Promise.all([
      timed(migrationsApplied ? deps.ping() : deps.appliedMigrations(), deps.timeoutMs),
      deps.redis ? timed(deps.redis(), deps.timeoutMs) : null,
    ]);
    const migrations: Readiness["checks"]["migrations"] = { ok: migrationsApplied, expected: deps.expected.length };
    if (!migrationsApplied && db.ok) {
      const applied = new Set(db.value as string[]);
      const missing = deps.expected.filter((n) => !applied.has(n));
      migrationsApplied = migrations.ok = missing.length === 0;
      migrations.applied = deps.expected.length - missing.length;
      if (missing.length) migrations.missing = missing.slice(0, 10);
    } else if (!migrationsApplied) migrations.error = "not checked: the database did not answer";
    const checks = {
      database: db.result,
      migrations,
      redis: redis ? { ...redis.result, configured: true } : { ok: true, configured: false },
    };
    // Migrations the database could not be asked about are not ready, but not what failed.
    const failed = Object.entries(checks).filter(([name, c]) => !c.ok && (name !== "migrations" || db.ok)).map(([name]) => name);
    if (failed.join() !== lastFailed) {
      if (failed.length) log.warn("not ready", { failed, database: db.detail, redis: redis?.detail });
      else log.info("ready again");
      lastFailed = failed.join();
    }
    return { ok: failed.length === 0, failed, checks };
  }

  return () => (running ??= check().finally(() => (running = null)));
}

/** A promise raced against a time limit; the answer tells how long it took and hides details (they are logged). */
async function timed(p: Promise<unknown>, timeoutMs: number): Promise<{ ok: boolean; value?: unknown; result: CheckResult; detail?: string }> {
  const started = performance.now();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => (timer = setTimeout(() => reject(new TimeoutError()), timeoutMs)));
  try {
    const value = await Promise.race([p, limit]);
    return { ok: true, value, result: { ok: true, ms: Math.round(performance.now() - started) } };
  } catch (e) {
    p.catch(() => undefined); // a late failure of the raced promise is not unhandled
    const timedOut = e instanceof TimeoutError;
    return { ok: false, result: { ok: false, ms: Math.round(performance.now() - started), error: timedOut ? `no answer within ${timeoutMs} ms` : "failed" }, detail: timedOut ? "timeout" : (e as Error)?.message };
  } finally {
    clearTimeout(timer);
  }
}

class TimeoutError extends Error {}

/** The checks of this process: its database, its own Redis connection for PING (closed by `close`). */
export async function processReadiness(db: Database, redisUrl: string | null, expected: string[], timeoutMs: number) {
  let redis: import("ioredis").default | null = null;
  if (redisUrl) {
    const { default: Redis } = await import("ioredis");
    // No offline queue: while Redis is down a PING fails at once instead of waiting for it.
    redis = new Redis(redisUrl, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: timeoutMs });
    redis.on("error", () => undefined); // reconnects by itself; /readyz reports the outage
  }
  const check = readinessCheck({
    appliedMigrations: async () => (await db.query<{ name: string }>(`SELECT name FROM _migrations`)).map((r) => r.name),
    ping: () => db.query(`SELECT 1`),
    redis: redis ? () => redis!.ping() : null,
    expected,
    timeoutMs,
  });
  return { check, close: () => redis?.disconnect() };
}
