// What happens around a reading after its transaction commits: the company's open screens
// hear about it (GraphQL subscription), and when a result arrives the registered result
// hooks run (webhooks, positive-result alerts). Hooks never fail the write that triggered
// them: their errors are logged.
import type { AppDeps } from "../context";
import type { ReadingKind, ReadingState } from "../db/generated/client";
import { log } from "../log";
import { companyReadingsChanged } from "../historical/counts";

export interface ReadingRef {
  companyId: number;
  kind: ReadingKind;
  id: number;
  state: ReadingState;
  /** Lets subscribers limited to one sector skip other sectors' readings. */
  sectorId: number;
  /** The result columns just written, when the writer has them: lets hooks skip reading them back. */
  known?: { result: number | null; density?: unknown };
}

export type ResultHook = (deps: AppDeps, reading: ReadingRef) => Promise<void>;
const resultHooks: ResultHook[] = [];

/** Registers work to do when a reading gets its result (call once at start-up). */
export function onReadingResult(hook: ResultHook): void {
  resultHooks.push(hook);
}

export function readingChanged(deps: Pick<AppDeps, "pubsub">, r: ReadingRef): void {
  companyReadingsChanged(r.companyId);
  deps.pubsub.publish("reading:company", r.companyId, { kind: r.kind, id: r.id, state: r.state, sectorId: r.sectorId });
}

export async function readingResulted(deps: AppDeps, r: ReadingRef): Promise<void> {
  readingChanged(deps, r);
  await runResultHooks(deps, r);
}

/**
 * The result hooks alone (the caller has told the screens already). When every hook has done
 * its work the reading's pending mark (written with the result) goes; a hook that failed leaves
 * it for the sweep to run them again (readings/hook-sweep.ts).
 */
export async function runResultHooks(deps: AppDeps, r: ReadingRef): Promise<void> {
  let failed = false;
  await Promise.all(
    resultHooks.map((hook) =>
      hook(deps, r).catch((e) => {
        failed = true;
        log.error("result hook failed", { kind: r.kind, id: r.id, error: e instanceof Error ? e.stack : String(e) });
      }),
    ),
  );
  if (!failed) await hooksDone(deps, r).catch((e) => log.warn("result hooks: the pending mark stays", { kind: r.kind, id: r.id, error: String(e) }));
}

/** Takes a reading's pending mark away (its hooks are done, or it is gone). */
export const hooksDone = (deps: Pick<AppDeps, "db">, r: Pick<ReadingRef, "kind" | "id">) =>
  deps.db.prepared("result_hooks_done", `DELETE FROM "result_hook_pending" WHERE "kind" = $1::"ReadingKind" AND "readingId" = $2`, [r.kind, r.id]);
