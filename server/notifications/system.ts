// Delivering a system notification the provider wrote (server/sysadmin/entities/notifications.ts):
// to every company user as their own notification (in their language), or live to the staff
// it is for (they list it with the system notifications: ./service.ts sysNotifications).
import type { ServiceContext } from "../context";
import { notifyUser, sysNotificationText } from "./service";

export async function deliverSysNotification(ctx: Pick<ServiceContext, "prisma" | "pubsub">, id: number): Promise<void> {
  const n = await ctx.prisma.sysNotification.findUniqueOrThrow({ where: { id } });
  if (n.audience === 0) {
    const users = await ctx.prisma.appUser.findMany({ where: { kind: "COMPANY", active: true, deletedAt: null, companyId: { not: null } }, select: { id: true, companyId: true } });
    for (const u of users) await notifyUser(ctx, { userId: u.id, companyId: u.companyId!, type: n.type as 0 | 1 | 2, detail: (code) => sysNotificationText(n, code), url: n.url ?? undefined });
    return;
  }
  const staff = await ctx.prisma.appUser.findMany({
    where: { active: true, deletedAt: null, OR: n.audience === 1 ? [{ kind: "DISTRIBUTOR", distributorId: n.distributorId ?? -1 }] : [{ kind: "SYSTEM" }, { kind: "DISTRIBUTOR" }] },
    select: { id: true },
  });
  for (const u of staff) ctx.pubsub.publish("notification:user", u.id, { id: n.id, source: "SysNotification" });
}
