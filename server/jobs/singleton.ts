// Work that must happen once across instances sharing one PostgreSQL database, not once per
// instance: scheduled jobs (the licence clock, the resumption of interrupted desktop imports)
// and start-up steps (schema migrations). Each run holds a PostgreSQL advisory lock named after
// the job for its whole length: transaction-scoped, on a connection of its own, so it is
// released when the run ends or when the process dies. On PGlite (one process) it just runs.
//
// A lock alone does not make an hourly job run once an hour: instances started at different
// moments would each run it at their own hour. So a periodic job also records when it last
// ran (table _jobs, created by server/db/migrate.ts) and a tick skips the run when another
// instance ran it less than 90% of the period ago.
import type { Database, Sql } from "../db/client";
import { log } from "../log";

/** Both halves of the two-key advisory lock: a space of our own beside the seed's one-key lock. */
const KEY = `hashtext('sqc.jobs'), hashtext($1)`;
/** A tick this close to the previous run (as a share of the period) leaves it to the next one. */
const RAN_RECENTLY = 0.9;

/** Runs `fn` holding `name`'s lock, waiting as long as another instance holds it. */
export async function exclusively<T>(db: Database, name: string, fn: () => Promise<T>): Promise<T> {
  if (db.kind !== "postgres") return fn();
  return db.transaction(async (sql) => {
    await unbounded(sql);
    await sql.query(`SELECT pg_advisory_xact_lock(${KEY})`, [name]);
    return fn();
  });
}

export type Outcome<T> = { ran: true; value: T } | { ran: false; reason: "locked" | "ran recently" };

/**
 * Runs `fn` unless another instance holds `name`'s lock or, with `periodMs`, ran it less than
 * 90% of the period ago; a skipped run is logged at debug. A failed run is not recorded as run.
 */
export async function once<T>(db: Database, name: string, fn: () => Promise<T>, periodMs?: number): Promise<Outcome<T>> {
  if (db.kind !== "postgres") return { ran: true, value: await fn() };
  const outcome = await db.transaction(async (sql): Promise<Outcome<T>> => {
    const [got] = await sql.query<{ ok: boolean }>(`SELECT pg_try_advisory_xact_lock(${KEY}) AS ok`, [name]);
    if (!got?.ok) return { ran: false, reason: "locked" };
    if (periodMs !== undefined) {
      const recent = await sql.query(`SELECT 1 FROM _jobs WHERE name = $1 AND last_run_at > now() - make_interval(secs => $2)`, [name, (periodMs * RAN_RECENTLY) / 1000]);
      if (recent.length) return { ran: false, reason: "ran recently" };
      // Committed with the run: a run that throws is not counted, the next tick tries again.
      await sql.query(`INSERT INTO _jobs (name, last_run_at) VALUES ($1, now()) ON CONFLICT (name) DO UPDATE SET last_run_at = now()`, [name]);
    }
    await unbounded(sql);
    const started = performance.now();
    const value = await fn();
    log.debug("scheduled job ran", { job: name, ms: Math.round(performance.now() - started) });
    return { ran: true, value };
  });
  if (!outcome.ran) log.debug("scheduled job skipped", { job: name, reason: outcome.reason === "locked" ? "another instance is running it" : "another instance ran it recently" });
  return outcome;
}

/** Runs `fn` `firstMs` after start, then every `periodMs`, once per period across instances. */
export function every(db: Database, name: string, timing: { firstMs: number; periodMs: number }, fn: () => Promise<unknown>): { stop(): void } {
  const tick = () => void once(db, name, fn, timing.periodMs).catch((e) => log.error("scheduled job failed", { job: name, error: e instanceof Error ? e.stack : String(e) }));
  let timer: ReturnType<typeof setInterval> | undefined;
  const first = setTimeout(() => (tick(), (timer = setInterval(tick, timing.periodMs))), timing.firstMs);
  return { stop: () => (clearTimeout(first), clearInterval(timer)) };
}

/** The lock's transaction lasts as long as the run (or the wait): no request time limits on it. */
async function unbounded(sql: Sql): Promise<void> {
  await sql.query(`SET LOCAL statement_timeout = 0`);
  await sql.query(`SET LOCAL idle_in_transaction_session_timeout = 0`);
}
