// The in-process MLLP sender, started by server/main.ts beside the webhook worker and stopped
// by server/shutdown.ts. State lives in table mllp_delivery (./queue.ts): a restart resumes the
// pending rows; instances on one PostgreSQL database share them (SKIP LOCKED claims, leases).
// It runs when messages are queued in this process, when the earliest pending one falls due,
// and at least every WEBHOOK_POLL_MS (the loop is server/jobs/slot-worker.ts). At most SLOTS
// attempts are in flight, one per destination.
import type { AppDeps } from "../context";
import { startSlotWorker, type SlotWorker } from "../jobs/slot-worker";
import { attempt, claimDue, nextDueAt, onMessagesQueued, registerHl7Hooks } from "./queue";

export const SLOTS = 8;

export type MllpWorker = SlotWorker;

export function startMllpWorker(deps: AppDeps): MllpWorker {
  registerHl7Hooks();
  const leaseMs = deps.config.webhookTimeoutMs + deps.config.webhookLeaseMarginMs;
  return startSlotWorker({
    name: "hl7",
    slots: SLOTS,
    pollMs: Math.max(50, deps.config.webhookPollMs),
    // A destination with an attempt in flight gets no other: one at a time per destination.
    claim: (free, busy) => claimDue(deps, free, leaseMs, [...busy.keys()]),
    key: (d) => d.destinationId,
    attempt: (d) => attempt(deps, d),
    nextDueAt: () => nextDueAt(deps),
    onQueued: onMessagesQueued,
  });
}
