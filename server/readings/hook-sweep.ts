// The sweep of result hooks that never finished: a result is written together with its pending
// mark (result_hook_pending), and the mark goes when the hooks — webhooks, the positive-result
// alert, incidents — are done. A mark older than a few minutes means the process died with the
// hooks queued or running (kill -9, a crash, a lost in-memory queue) or a hook failed: the sweep
// runs the hooks again. They are idempotent (one alert, one event, one incident per reading), so
// a hook that had in fact finished just before the crash does nothing twice. Each mark is claimed
// for a while, so two instances sweeping together do not both run it.
import type { AppDeps } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { every } from "../jobs/singleton";
import { log } from "../log";
import { hooksDone, runResultHooks, type ReadingRef } from "./events";
import { TABLE_NAME } from "./kinds";

/** Marks younger than this are left to the hooks running in memory. */
export const SWEEP_AFTER_MS = 5 * 60_000;
const CLAIM_MS = 5 * 60_000;
const BATCH = 100;

/** Runs the hooks of the marks older than `olderThanMs`; returns how many readings were swept. */
export async function sweepResultHooks(deps: AppDeps, olderThanMs = SWEEP_AFTER_MS): Promise<number> {
  const claimed = await deps.db.query<{ kind: ReadingKind; readingId: number }>(
    `UPDATE "result_hook_pending" SET "claimedUntil" = now() + make_interval(secs => $2)
     WHERE ("kind", "readingId") IN (
       SELECT "kind", "readingId" FROM "result_hook_pending"
       WHERE "createdAt" <= now() - make_interval(secs => $1) AND ("claimedUntil" IS NULL OR "claimedUntil" < now())
       ORDER BY "createdAt" LIMIT ${BATCH} FOR UPDATE SKIP LOCKED)
     RETURNING "kind", "readingId"`,
    [olderThanMs / 1000, CLAIM_MS / 1000],
  );
  for (const mark of claimed) {
    const [row] = await deps.db.query<{ companyId: number; state: ReadingRef["state"]; sectorId: number }>(
      `SELECT "companyId", "state", "sectorId" FROM "${TABLE_NAME[mark.kind]}" WHERE "id" = $1`,
      [mark.readingId],
    );
    if (!row) {
      await hooksDone(deps, { kind: mark.kind, id: mark.readingId });
      continue;
    }
    log.warn("result hooks run again by the sweep", { kind: mark.kind, id: mark.readingId });
    await runResultHooks(deps, { companyId: row.companyId, kind: mark.kind, id: mark.readingId, state: row.state, sectorId: row.sectorId });
  }
  return claimed.length;
}

/** Sweeps every minute, on one instance at a time. */
export function startHookSweep(deps: AppDeps, periodMs = 60_000): { stop(): void } {
  return every(deps.db, "result-hook-sweep", { firstMs: Math.min(20_000, periodMs), periodMs }, () => sweepResultHooks(deps));
}
