// REST door for notifications: the company user's own notifications (toasts on /appmain)
// and the provider's system notifications shown to provider and distributor staff.
import type { Router } from "../http/router";
import { notFound } from "../http/errors";
import { int } from "../http/validate";
import { distributorByEncryptedId } from "../distributors/service";
import { appNotifications, markAppNotificationViewed, markSysNotificationViewed, sysNotifications } from "./service";

type Body = Record<string, any>;

export function notificationRoutes(r: Router) {
  r.get("/api/appnotification", { company: true }, (c) => appNotifications(c));
  r.post("/api/appnotification/view", { company: true }, async (c) => {
    const b = await c.body<Body>();
    await markAppNotificationViewed(c, int(b.id ?? b.Id ?? b.notification?.id));
    return { result: "OK" };
  });

  r.get("/api/sysnotification", { system: true }, (c) => sysNotifications(c, null));
  r.get("/api/sysnotification/GetByDist", { distributor: true }, async (c) => {
    const dist = await distributorByEncryptedId(c.prisma, c.query.get("distId"));
    if (c.principal!.kind === "DISTRIBUTOR" && dist.id !== c.principal!.distributorId) throw notFound();
    return sysNotifications(c, dist.id);
  });
  r.post("/api/sysnotification/view", { distributor: true }, async (c) => {
    const b = await c.body<Body>();
    await markSysNotificationViewed(c, int(b.notification?.id ?? b.id ?? b.Id));
    return { result: "OK" };
  });
}
