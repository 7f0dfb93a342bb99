// REST door for notifications: the company user's own notifications (toasts on /appmain)
// and the provider's system notifications shown to provider and distributor staff.
import type { Router } from "../http/router";
import { appNotifications, distributorNotifications, markAppNotificationViewed, markSysNotificationViewed, sysNotifications } from "./service";
import { done } from "../http/replies";
import { id, object, text } from "../validation/wire";
import { COMPANY_USERS, DISTRIBUTORS, SYSTEM } from "../auth/scopes";

/** { id } or { notification: { id } }. */
const Viewed = object({ Id: id(), Notification: object({ Id: id() }).nullish() });
const notificationId = (b: { Id?: number | null; Notification?: { Id?: number | null } | null }) => b.Id ?? b.Notification?.Id ?? null;

export function notificationRoutes(r: Router) {
  r.get("/api/appnotification", COMPANY_USERS, (c) => appNotifications(c));
  r.post("/api/appnotification/view", COMPANY_USERS, async (c) => {
    await markAppNotificationViewed(c, notificationId(await c.body(Viewed)));
    return done();
  });

  r.get("/api/sysnotification", SYSTEM, (c) => sysNotifications(c, null));
  r.get("/api/sysnotification/GetByDist", DISTRIBUTORS, (c) => distributorNotifications(c, c.args({ distId: text() }).distId));
  r.post("/api/sysnotification/view", DISTRIBUTORS, async (c) => {
    await markSysNotificationViewed(c, notificationId(await c.body(Viewed)));
    return done();
  });
}
