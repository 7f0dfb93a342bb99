// In-app notifications of the signed-in user, pushed live over graphql-ws.
import { builder } from "../graphql/builder";
import { requirePrincipal } from "../auth/principal";

builder.prismaObject("AppNotification", {
  fields: (t) => ({
    id: t.exposeInt("id"),
    type: t.exposeInt("type", { description: "0 info, 1 warning, 2 error" }),
    detail: t.exposeString("detail"),
    url: t.exposeString("url", { nullable: true }),
    viewed: t.exposeBoolean("viewed"),
    createdAt: t.expose("createdAt", { type: "DateTime" }),
  }),
});

builder.subscriptionField("notificationAdded", (t) =>
  t.prismaField({
    type: "AppNotification",
    authScopes: { authenticated: true },
    description: "Each notification created for the viewer, as it is created.",
    // scope-auth guards resolvers, not subscribe: check the caller here too.
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe("notification:user", requirePrincipal(ctx.principal).userId),
    // Events carry the id only: re-read the row (and its owner) through Prisma.
    resolve: (query, event, _a, ctx) =>
      ctx.prisma.appNotification.findFirstOrThrow({ ...query, where: { id: (event as unknown as { id: number }).id, userId: ctx.principal!.userId } }),
  }),
);
