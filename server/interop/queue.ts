// The MLLP queue (table mllp_delivery): when a reading gets its result, its HL7 message is
// written for the company's enabled destination, "pending" and due now; the worker
// (./worker.ts) sends it and records each attempt. Like the webhook deliveries
// (server/webhooks/deliveries.ts): the table survives restarts, a unique key (destination,
// reading) makes a result reported twice queue one message, rows are claimed with a lease
// (UPDATE ... FOR UPDATE SKIP LOCKED), and attempts follow WEBHOOK_RETRY_SECONDS (first at once,
// then 5 s, 30 s, 2 min, 10 min, 1 h by default; failed after the last).
//
// An attempt is delivered when the engine answers an ACK of this message with MSA-1 AA (or CA);
// AE, AR (CE, CR), no answer within WEBHOOK_TIMEOUT_MS, a refused address or a broken
// connection are failed attempts. The message is frozen when queued: retries send the same
// bytes with the same MSH-10, so the engine can drop a repeat (delivery is at least once).
import type { AppDeps } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { log } from "../log";
import { onReadingResult, type ReadingRef } from "../readings/events";
import { buildResultsMessage, KIND_CODE, type Hl7ReadingKind } from "./hl7/message";
import { isAccepted } from "./hl7/mllp";
import { readingForHl7, senderOf } from "./data";
import { MllpError, sendMllp } from "./mllp-send";

type Wake = () => void;
const wakers = new Set<Wake>();

/** Lets a started worker be woken when messages are queued in this process. */
export function onMessagesQueued(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** MSH-10 of a queued message: kind, reading and destination (at most 20 characters, the same on every retry). */
export function queuedControlId(kind: ReadingKind, readingId: number, destinationId: number): string {
  return `Q${KIND_CODE[kind as Hl7ReadingKind]}${readingId}D${destinationId}`.slice(0, 20);
}

/** Queues the reading's message for its company's enabled destination; returns whether one was new. */
export async function enqueueReadingMessage(deps: AppDeps, reading: Pick<ReadingRef, "companyId" | "kind" | "id">): Promise<boolean> {
  const prisma = deps.db.prisma;
  // Runs for every result: does the company send HL7 at all? (one indexed row, prepared)
  const [dest] = await deps.db.prepared<{ id: number; receivingApplication: string | null; receivingFacility: string | null }>(
    "mllp_destination_enabled",
    `SELECT "id", "receivingApplication", "receivingFacility" FROM "mllp_destination" WHERE "companyId" = $1 AND "enabled"`,
    [reading.companyId],
  );
  if (!dest) return false;
  const r = await readingForHl7(prisma, reading.kind, reading.id, { companyId: reading.companyId });
  if (!r) return false;
  const now = new Date();
  const controlId = queuedControlId(reading.kind, reading.id, dest.id);
  const message = buildResultsMessage({ ...(await senderOf(prisma, reading.companyId)), receivingApplication: dest.receivingApplication, receivingFacility: dest.receivingFacility, controlId, now }, [r]);
  const { count } = await prisma.mllpDelivery.createMany({
    data: [{ destinationId: dest.id, readingKind: reading.kind, readingId: reading.id, controlId, message, status: "pending", nextAttemptAt: now }],
    skipDuplicates: true,
  });
  if (count) {
    log.info("hl7 message queued", { kind: reading.kind, id: reading.id, destinationId: dest.id });
    for (const wake of wakers) wake();
  }
  return count > 0;
}

let registered = false;
/** Registers the queueing with the reading events (once per process, by the worker's start). */
export function registerHl7Hooks(): void {
  if (registered) return;
  registered = true;
  onReadingResult(async (deps, reading) => {
    await enqueueReadingMessage(deps, reading);
  });
}

export interface ClaimedMessage {
  id: number;
  destinationId: number;
  controlId: string;
  message: string;
  attempts: number;
}

/**
 * Claims up to `limit` due pending messages, at most one per destination and none of the
 * destinations in `busy` (an engine gets one message at a time from an instance), oldest first.
 * One statement: rows locked with SKIP LOCKED, the attempt counted, nextAttemptAt pushed past
 * the lease so a crashed sender's row becomes due again.
 */
export async function claimDue(deps: AppDeps, limit: number, leaseMs: number, busy: number[] = [], now = new Date()): Promise<ClaimedMessage[]> {
  return deps.db.prisma.$queryRawUnsafe<ClaimedMessage[]>(
    `UPDATE "mllp_delivery" SET "attempts" = "attempts" + 1, "lastAttemptAt" = $1::timestamptz, "nextAttemptAt" = $2::timestamptz
      WHERE "id" IN (
        SELECT d."id"
          FROM (SELECT DISTINCT "destinationId" FROM "mllp_delivery" WHERE "status" = 'pending' AND "nextAttemptAt" <= $1::timestamptz) s
          CROSS JOIN LATERAL (
                SELECT w."id", w."nextAttemptAt" FROM "mllp_delivery" w
                 WHERE w."destinationId" = s."destinationId" AND w."status" = 'pending' AND w."nextAttemptAt" <= $1::timestamptz
                 ORDER BY w."nextAttemptAt", w."id" LIMIT 1 FOR UPDATE SKIP LOCKED) d
         WHERE NOT (s."destinationId" = ANY($4::int[]))
         ORDER BY d."nextAttemptAt", d."id" LIMIT $3)
      RETURNING "id", "destinationId", "controlId", "message", "attempts"`,
    now.toISOString(),
    new Date(now.getTime() + leaseMs).toISOString(),
    limit,
    busy,
  );
}

/** Makes one attempt of a claimed message and records its outcome. */
export async function attempt(deps: AppDeps, d: ClaimedMessage): Promise<"delivered" | "retry" | "failed"> {
  const prisma = deps.db.prisma;
  const { config } = deps;
  const maxAttempts = config.webhookRetrySeconds.length + 1;
  const dest = await prisma.mllpDestination.findUnique({ where: { id: d.destinationId }, select: { host: true, port: true, enabled: true } });
  // Guarded by the attempt number: a late outcome of an expired lease never overwrites a newer attempt's.
  const record = (data: Record<string, unknown>) => prisma.mllpDelivery.updateMany({ where: { id: d.id, attempts: d.attempts, status: "pending" }, data });

  if (!dest?.enabled) {
    await record({ status: "failed", nextAttemptAt: null, lastError: "The destination was switched off before delivery." });
    return "failed";
  }
  let ackCode: string | null = null;
  let error: string;
  try {
    const ack = await sendMllp(dest, d.message, d.controlId, { timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivate });
    ackCode = ack.code;
    if (isAccepted(ack.code)) {
      await record({ status: "delivered", deliveredAt: new Date(), ackCode, lastError: null, nextAttemptAt: null });
      return "delivered";
    }
    error = `ACK ${ack.code}${ack.text ? `: ${ack.text.slice(0, 300)}` : ""}`;
  } catch (e) {
    if (!(e instanceof MllpError)) throw e;
    error = e.message;
  }
  if (d.attempts >= maxAttempts) {
    await record({ status: "failed", ackCode, lastError: error, nextAttemptAt: null });
    log.warn("hl7 message failed for good", { id: d.id, attempts: d.attempts, error });
    return "failed";
  }
  const waitSeconds = config.webhookRetrySeconds[d.attempts - 1] ?? config.webhookRetrySeconds.at(-1) ?? 60;
  await record({ ackCode, lastError: error, nextAttemptAt: new Date(Date.now() + waitSeconds * 1000) });
  return "retry";
}

/** The earliest time a pending message falls due, or null. */
export async function nextDueAt(deps: AppDeps): Promise<Date | null> {
  const next = await deps.db.prisma.mllpDelivery.findFirst({ where: { status: "pending" }, orderBy: { nextAttemptAt: "asc" }, select: { nextAttemptAt: true } });
  return next?.nextAttemptAt ?? null;
}
