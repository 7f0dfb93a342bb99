// Webhook deliveries: an event about a reading becomes one row per subscribed URL of the
// company for the reading's indicator type (under an active licence), written "pending" and
// due now; the worker (./worker.ts) sends it. The table is the queue: it survives restarts,
// and a unique key (subscription, event, reading) makes enqueueing idempotent.
//
// Attempts: the first is made at once; after a failure (no answer, or a status outside
// 2xx; redirects are not followed) the next waits WEBHOOK_RETRY_SECONDS[n-1] seconds
// (default 5 s, 30 s, 2 min, 10 min, 1 h: six attempts over about 1 h 13 min), then the
// delivery is marked failed. Every attempt updates attempts, lastAttemptAt, responseCode,
// lastError and nextAttemptAt; success sets deliveredAt.
import type { AppDeps } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { log } from "../log";
import { webhookAttempts } from "../observability/metrics";
import { indicatorTypeOf } from "../readings/kinds";
import { activeWebhookLicenses } from "./licenses";
import { readingPayload, type AlertInfo, type IncidentInfo, type WebhookEvent } from "./payload";
import { postJson, SendError, signedHeaders } from "./send";

type Wake = () => void;
const wakers = new Set<Wake>();

/** Lets a started worker be woken when deliveries are created in this process. */
export function onDeliveriesQueued(wake: Wake): () => void {
  wakers.add(wake);
  return () => wakers.delete(wake);
}

/** Queues `event` about a reading for every matching subscribed URL; returns how many were new. */
export async function enqueueReadingEvent(deps: AppDeps, reading: { companyId: number; kind: ReadingKind; id: number }, event: Exclude<WebhookEvent, "test">, alert: AlertInfo | null = null, incident: IncidentInfo | null = null): Promise<number> {
  const prisma = deps.db.prisma;
  // Cheapest question first (it runs for every result): does the company listen at all?
  const candidateTypes = reading.kind === "BI" ? [indicatorTypeOf("BI", false), indicatorTypeOf("BI", true)] : [indicatorTypeOf(reading.kind)];
  // Runs for every result: a prepared statement on the driver rather than a compiled Prisma query.
  const listening = await deps.db.prepared<{ id: number; indicatorTypeId: number; licenseProductId: number }>(
    `webhook_listening_${candidateTypes.length}`,
    `SELECT "id", "indicatorTypeId", "licenseProductId" FROM "webhook_subscription"
     WHERE "companyId" = $1 AND "subscribed" AND "url" IS NOT NULL AND "indicatorTypeId" IN (${candidateTypes.map((_, i) => `$${i + 2}`).join(", ")})`,
    [reading.companyId, ...candidateTypes],
  );
  if (!listening.length) return 0;
  const licensed = await activeWebhookLicenses(prisma, reading.companyId);
  if (!licensed.length) return 0;
  const payload = await readingPayload(prisma, reading.kind, reading.id, event, alert, new Date(), incident);
  if (!payload || payload.company.id !== reading.companyId) return 0;
  const indicatorTypeId = indicatorTypeOf(reading.kind, payload.reading.disinfection === true);
  const subscriptions = listening.filter((s) => s.indicatorTypeId === indicatorTypeId && licensed.includes(s.licenseProductId));
  if (!subscriptions.length) return 0;
  const now = new Date();
  const body = JSON.stringify(payload);
  const { count } = await prisma.webhookDelivery.createMany({
    data: subscriptions.map((s) => ({ subscriptionId: s.id, event, readingKind: reading.kind, readingId: reading.id, payload: body, status: "pending", nextAttemptAt: now })),
    skipDuplicates: true,
  });
  if (count) {
    log.info("webhook deliveries queued", { event, kind: reading.kind, id: reading.id, count });
    for (const wake of wakers) wake();
  }
  return count;
}

export interface ClaimedDelivery {
  id: number;
  subscriptionId: number;
  event: string;
  payload: string;
  attempts: number;
}

/** How many attempts a receiver (subscription) may have in flight on this instance, and those it has. */
export interface ReceiverRoom {
  perReceiver: number;
  busy: ReadonlyMap<number, number>;
}

/**
 * Claims up to `limit` due pending deliveries for this instance, oldest first, at most `room`
 * more per receiver: a receiver that hangs holds at most its share of the worker, and the
 * others' deliveries go out meanwhile (each receiver's due rows are looked at on their own, so
 * a long backlog of one does not hide the rest). One statement: the rows are locked with SKIP
 * LOCKED (another instance claiming at the same moment takes other rows), their attempt
 * counted and their nextAttemptAt pushed past `leaseMs`, so a crashed sender's rows become due
 * again after the lease instead of staying stuck.
 */
export async function claimDue(deps: AppDeps, limit: number, leaseMs: number, now = new Date(), room: ReceiverRoom = { perReceiver: limit, busy: new Map() }): Promise<ClaimedDelivery[]> {
  return deps.db.prisma.$queryRawUnsafe<ClaimedDelivery[]>(
    `UPDATE "webhook_delivery" SET "attempts" = "attempts" + 1, "lastAttemptAt" = $1::timestamptz, "nextAttemptAt" = $2::timestamptz
      WHERE "id" IN (
        SELECT d."id"
          FROM (SELECT s."subscriptionId", greatest($4::int - coalesce(b.n, 0), 0) AS room
                  FROM (SELECT DISTINCT "subscriptionId" FROM "webhook_delivery" WHERE "status" = 'pending' AND "nextAttemptAt" <= $1::timestamptz) s
                  LEFT JOIN unnest($5::int[], $6::int[]) AS b(sub, n) ON b.sub = s."subscriptionId") r
          CROSS JOIN LATERAL (
                SELECT w."id", w."nextAttemptAt" FROM "webhook_delivery" w
                 WHERE w."subscriptionId" = r."subscriptionId" AND w."status" = 'pending' AND w."nextAttemptAt" <= $1::timestamptz
                 ORDER BY w."nextAttemptAt", w."id" LIMIT r.room FOR UPDATE SKIP LOCKED) d
         ORDER BY d."nextAttemptAt", d."id" LIMIT $3)
      RETURNING "id", "subscriptionId", "event", "payload", "attempts"`,
    now.toISOString(),
    new Date(now.getTime() + leaseMs).toISOString(),
    limit,
    room.perReceiver,
    [...room.busy.keys()],
    [...room.busy.values()],
  );
}

/** Makes one attempt of a claimed delivery and records its outcome. */
export async function attempt(deps: AppDeps, d: ClaimedDelivery): Promise<"delivered" | "retry" | "failed"> {
  const prisma = deps.db.prisma;
  const { config } = deps;
  const maxAttempts = config.webhookRetrySeconds.length + 1;
  const sub = await prisma.webhookSubscription.findUnique({ where: { id: d.subscriptionId }, select: { url: true, secret: true, subscribed: true } });
  // Guarded by the attempt number: if this instance was too slow and its lease ran out,
  // the other instance's later attempt owns the row.
  const record = (data: Record<string, unknown>) => prisma.webhookDelivery.updateMany({ where: { id: d.id, attempts: d.attempts, status: "pending" }, data });

  if (!sub?.subscribed || !sub.url) {
    await record({ status: "failed", nextAttemptAt: null, lastError: "The subscription was turned off before delivery." });
    webhookAttempts.failed.inc();
    return "failed";
  }
  let status: number | null = null;
  let error: string | null = null;
  try {
    const res = await postJson(sub.url, d.payload, signedHeaders(sub.secret, d.event, String(d.id), d.payload), { timeoutMs: config.webhookTimeoutMs, allowPrivate: config.webhookAllowPrivate });
    status = res.status;
    if (status >= 200 && status < 300) {
      await record({ status: "delivered", deliveredAt: new Date(), responseCode: status, lastError: null, nextAttemptAt: null });
      webhookAttempts.delivered.inc();
      return "delivered";
    }
    error = `HTTP ${status}${status >= 300 && status < 400 ? " (redirects are not followed)" : ""}${res.body.trim() ? `: ${res.body.trim().slice(0, 300)}` : ""}`;
  } catch (e) {
    if (!(e instanceof SendError)) throw e;
    error = e.message;
  }
  if (d.attempts >= maxAttempts) {
    await record({ status: "failed", responseCode: status, lastError: error, nextAttemptAt: null });
    log.warn("webhook delivery failed for good", { id: d.id, attempts: d.attempts, error });
    webhookAttempts.failed.inc();
    return "failed";
  }
  const waitSeconds = config.webhookRetrySeconds[d.attempts - 1] ?? config.webhookRetrySeconds.at(-1) ?? 60;
  await record({ responseCode: status, lastError: error, nextAttemptAt: new Date(Date.now() + waitSeconds * 1000) });
  webhookAttempts.retry.inc();
  return "retry";
}

/** The earliest time a pending delivery falls due, or null. */
export async function nextDueAt(deps: AppDeps): Promise<Date | null> {
  const next = await deps.db.prisma.webhookDelivery.findFirst({ where: { status: "pending" }, orderBy: { nextAttemptAt: "asc" }, select: { nextAttemptAt: true } });
  return next?.nextAttemptAt ?? null;
}
