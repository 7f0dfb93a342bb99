// The in-process delivery worker. Started once per server process (server/main.ts); state
// lives in table webhook_delivery, so a restart resumes where it stopped, and several
// instances on one PostgreSQL database share the work without sending a delivery twice
// (rows are claimed with UPDATE ... FOR UPDATE SKIP LOCKED, see ./deliveries.ts).
//
// It runs when deliveries are queued in this process, when the earliest pending delivery
// falls due, and at least every WEBHOOK_POLL_MS (to pick up rows other instances queued);
// the loop is server/jobs/slot-worker.ts.
import type { AppDeps } from "../context";
import { startSlotWorker, type SlotWorker } from "../jobs/slot-worker";
import { attempt, claimDue, nextDueAt, onDeliveriesQueued } from "./deliveries";

/** Attempts in flight on this instance at most, and per receiver (subscription) among them. */
export const SLOTS = 20;
export const PER_RECEIVER = 4;

export type WebhookWorker = SlotWorker;

export function startWebhookWorker(deps: AppDeps): WebhookWorker {
  // A claimed row is someone's for this long: one request's time limit plus a margin. A
  // worker killed mid-attempt leaves its rows to be sent again, by any instance, after it.
  const leaseMs = deps.config.webhookTimeoutMs + deps.config.webhookLeaseMarginMs;
  // Slots are counted by receiver: one that hangs until the time limit delays nobody else,
  // and holds at most PER_RECEIVER slots.
  return startSlotWorker({
    name: "webhook",
    slots: SLOTS,
    pollMs: Math.max(50, deps.config.webhookPollMs),
    claim: (free, busy) => claimDue(deps, free, leaseMs, new Date(), { perReceiver: PER_RECEIVER, busy }),
    key: (d) => d.subscriptionId,
    attempt: (d) => attempt(deps, d),
    nextDueAt: () => nextDueAt(deps),
    onQueued: onDeliveriesQueued,
  });
}
