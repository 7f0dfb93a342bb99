// Creates in-app notifications and pushes them to the user's open sessions.
import type { ServiceContext } from "../context";

export async function notifyUser(ctx: Pick<ServiceContext, "prisma" | "pubsub">, n: { userId: number; companyId: number; type: 0 | 1 | 2; detail: string; url?: string }) {
  const row = await ctx.prisma.appNotification.create({ data: { userId: n.userId, companyId: n.companyId, type: n.type, detail: n.detail, url: n.url ?? null } });
  ctx.pubsub.publish("notification:user", n.userId, { id: row.id });
  return { id: row.id };
}
