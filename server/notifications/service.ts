// Creates in-app notifications and pushes them to the user's open sessions.
import type { ServiceContext } from "../context";
import type { Prisma, PrismaClient } from "../db/generated/client";
import { notFound } from "../domain/errors";
import { requirePrincipal } from "../auth/principal";
import { distributorByEncryptedId } from "../distributors/service";
import { recipientLanguage } from "../i18n/languages";

/** A notification text in a language code ("es", "pt-br" ...): the caller falls back to English itself. */
export type LocalizedText = (languageCode: string) => string;

/**
 * Stores a notification for a user and pushes it to their open sessions. The text is stored
 * as it is shown: give `detail` as a LocalizedText and it is written in the recipient's
 * language (their own, else their company's, else English: i18n/languages.recipientLanguage).
 */
export interface NewNotification {
  userId: number;
  companyId: number;
  type: 0 | 1 | 2;
  detail: string | LocalizedText;
  url?: string;
}

export async function notifyUser(ctx: Pick<ServiceContext, "prisma" | "pubsub">, n: NewNotification) {
  const row = await writeNotification(ctx.prisma, n);
  announceNotification(ctx, n.userId, row.id);
  return row;
}

/** The notification's row, in the recipient's language (inside the caller's transaction when given one). */
export async function writeNotification(db: PrismaClient | Prisma.TransactionClient, n: NewNotification): Promise<{ id: number }> {
  const detail = typeof n.detail === "string" ? n.detail : n.detail((await recipientLanguage(db, n.userId)).code);
  return db.appNotification.create({ data: { userId: n.userId, companyId: n.companyId, type: n.type, detail, url: n.url ?? null }, select: { id: true } });
}

/** Tells the recipient's open screens (after the row is committed). */
export function announceNotification(ctx: Pick<ServiceContext, "pubsub">, userId: number, id: number) {
  ctx.pubsub.publish("notification:user", userId, { id });
}

export interface NotificationWire {
  id: number;
  notificationMessageType: number;
  notificationDetail: string;
  urlDescription: string | null;
  createdAt: Date;
  viewed?: boolean;
}

/** Display cap of the notification stack (spec 000 section 9). */
const DISPLAY_CAP = 100;

const wire = (n: { id: number; type: number; detail: string; url: string | null; createdAt: Date }): NotificationWire => ({
  id: n.id,
  notificationMessageType: n.type,
  notificationDetail: n.detail,
  urlDescription: n.url,
  createdAt: n.createdAt,
});

/** The caller's unviewed notifications, newest first. */
export async function appNotifications(ctx: ServiceContext) {
  const rows = await ctx.prisma.appNotification.findMany({
    where: { userId: ctx.principal!.userId, viewed: false },
    orderBy: { createdAt: "desc" },
    take: DISPLAY_CAP,
  });
  return rows.map(wire);
}

/** One of the caller's own notifications (a live one just created), or Not found. */
export async function ownNotification(ctx: ServiceContext, id: number) {
  const row = await ctx.prisma.appNotification.findFirst({ where: { id, userId: requirePrincipal(ctx.principal).userId } });
  if (!row) throw notFound();
  return { ...wire(row), viewed: row.viewed };
}

export async function markAppNotificationViewed(ctx: ServiceContext, id: number | null) {
  // Scoped by owner: another user's notification id changes nothing and says so.
  const { count } = await ctx.prisma.appNotification.updateMany({ where: { id: id ?? -1, userId: ctx.principal!.userId }, data: { viewed: true, viewedAt: new Date() } });
  if (!count) throw notFound();
}

/** A system notification's text in a language code ("pt-br"), else English. */
export const sysNotificationText = (n: { detail: string; translations: unknown }, languageCode: string) => ((n.translations ?? {}) as Record<string, string>)[languageCode] || n.detail;

/** System notifications not yet viewed by the caller: provider-wide ones plus the distributor's own. */
export async function sysNotifications(ctx: ServiceContext, distributorId: number | null, onlyId?: number) {
  const rows = await ctx.prisma.sysNotification.findMany({
    where: {
      // Those for every company's users were delivered to each of them as their own.
      audience: { not: 0 },
      OR: [{ distributorId: null }, ...(distributorId ? [{ distributorId }] : [])],
      views: { none: { userId: ctx.principal!.userId } },
      ...(onlyId !== undefined ? { id: onlyId } : {}),
    },
    orderBy: { createdAt: "desc" },
    take: DISPLAY_CAP,
  });
  const language = (await recipientLanguage(ctx.prisma, ctx.principal!.userId)).code;
  return rows.map((n) => wire({ ...n, detail: sysNotificationText(n, language) }));
}

/** One system notification for the viewer (a live one just written), or Not found. */
export async function ownSysNotification(ctx: ServiceContext, id: number) {
  const p = requirePrincipal(ctx.principal);
  const [n] = await sysNotifications(ctx, p.kind === "DISTRIBUTOR" ? p.distributorId : null, id);
  if (!n) throw notFound();
  return n;
}

/** A distributor's system notifications, named by its legacy encrypted id: distributor staff may only name their own. */
export async function distributorNotifications(ctx: ServiceContext, encryptedDistributorId: string | null | undefined) {
  const dist = await distributorByEncryptedId(ctx.prisma, encryptedDistributorId ?? null);
  if (ctx.principal!.kind === "DISTRIBUTOR" && dist.id !== ctx.principal!.distributorId) throw notFound();
  return sysNotifications(ctx, dist.id);
}

/** The viewer's notifications, whoever the viewer is: a company user's own, else the system ones of its distributor (or the provider's). */
export function viewerNotifications(ctx: ServiceContext) {
  const p = requirePrincipal(ctx.principal);
  return p.kind === "COMPANY" ? appNotifications(ctx) : sysNotifications(ctx, p.kind === "DISTRIBUTOR" ? p.distributorId : null);
}

/** Marks one of the viewer's notifications viewed (a company user's own, or a system one). */
export function markViewed(ctx: ServiceContext, id: number) {
  return requirePrincipal(ctx.principal).kind === "COMPANY" ? markAppNotificationViewed(ctx, id) : markSysNotificationViewed(ctx, id);
}

export async function markSysNotificationViewed(ctx: ServiceContext, id: number | null) {
  const p = ctx.principal!;
  const n = await ctx.prisma.sysNotification.findUnique({ where: { id: id ?? -1 } });
  if (!n || (p.kind === "DISTRIBUTOR" && n.distributorId !== null && n.distributorId !== p.distributorId)) throw notFound();
  await ctx.prisma.sysNotificationView.upsert({
    where: { notificationId_userId: { notificationId: n.id, userId: p.userId } },
    create: { notificationId: n.id, userId: p.userId },
    update: {},
  });
}
