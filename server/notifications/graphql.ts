// The viewer's notifications: listed, marked viewed, and pushed live over graphql-ws.
import { builder } from "../graphql/builder";
import { requirePrincipal } from "../auth/principal";
import { SIGNED_IN } from "../auth/scopes";
import { globalId, localId } from "../graphql/ids";
import { markViewed, ownNotification, ownSysNotification, viewerNotifications, type NotificationWire } from "./service";

type Source = "AppNotification" | "SysNotification";
const sourceOf = (ctx: { principal: { kind: string } | null }): Source => (ctx.principal?.kind === "COMPANY" ? "AppNotification" : "SysNotification");

/** A notification of the viewer: a company user's own (AppNotification) or a system one (SysNotification). */
const Notification = builder.objectRef<NotificationWire & { source: Source }>("Notification").implement({
  fields: (t) => ({
    id: t.id({ resolve: (n) => globalId(n.source, n.id) }),
    notificationId: t.int({ resolve: (n) => n.id }),
    type: t.int({ description: "0 info, 1 warning, 2 error", resolve: (n) => n.notificationMessageType }),
    detail: t.string({ resolve: (n) => n.notificationDetail }),
    url: t.string({ nullable: true, description: "Where a click on it leads (a path of the app or an address)", resolve: (n) => n.urlDescription }),
    viewed: t.boolean({ resolve: (n) => n.viewed === true }),
    createdAt: t.field({ type: "DateTime", resolve: (n) => n.createdAt }),
  }),
});

builder.queryField("notifications", (t) =>
  t.field({
    type: [Notification],
    authScopes: SIGNED_IN,
    description: "The viewer's notifications not yet viewed, newest first (at most 100): a company user's own, else the system notifications of its distributor.",
    resolve: async (_r, _a, ctx) => (await viewerNotifications(ctx)).map((n) => ({ ...n, source: sourceOf(ctx) })),
  }),
);

builder.mutationField("viewNotification", (t) =>
  t.id({
    authScopes: SIGNED_IN,
    description: "Marks one of the viewer's notifications viewed; answers its id (the client drops it).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => {
      const source = sourceOf(ctx);
      const id = localId(a.id, source);
      await markViewed(ctx, id);
      return globalId(source, id);
    },
  }),
);

builder.subscriptionField("notificationAdded", (t) =>
  t.field({
    type: Notification,
    authScopes: SIGNED_IN,
    description: "Each notification created for the viewer, as it is created.",
    // scope-auth guards resolvers, not subscribe: check the caller here too.
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe("notification:user", requirePrincipal(ctx.principal).userId),
    // Events carry the id only: re-read the row (and its owner, or its audience).
    resolve: async (event, _a, ctx) => {
      const e = event as unknown as { id: number; source?: Source };
      return e.source === "SysNotification" ? { ...(await ownSysNotification(ctx, e.id)), source: e.source } : { ...(await ownNotification(ctx, e.id)), source: "AppNotification" as const };
    },
  }),
);
