// GraphQL door of incubators, with the live subscription screen 800 listens to.
import { filter, pipe } from "@graphql-yoga/subscription";
import { builder } from "../graphql/builder";
import { localId, nodeId } from "../graphql/ids";
import { ownCompanyId } from "../auth/company";
import { assignSector, canAssign, canFree, freeIncubator, incubatorScope, pageIncubators, CONNECTED, INCUBATOR_LIST } from "./service";
import { listArgs, listConnection, orderEnum, withTotalCount } from "../graphql/lists";
import { COMPANY_USERS, MANAGERS } from "../auth/scopes";

const modelSelect = { distributorIncubator: { select: { description: true, incubatorModel: { select: { type: true } } } } } as const;

const Incubator = builder.prismaNode("Incubator", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: nodeId(id), AND: [ctx.principal?.kind === "COMPANY" ? incubatorScope(ctx.principal) : { companyId: -1 }] }),
  fields: (t) => ({
    incubatorId: t.exposeInt("id"),
    name: t.exposeString("name"),
    serialNumber: t.exposeString("serialNumber"),
    lot: t.exposeString("lot", { nullable: true }),
    dateConnection: t.expose("connectedAt", { type: "DateTime", nullable: true }),
    connectionStatus: t.exposeInt("connectionStatus", { description: "1 connected, 2 disconnected" }),
    connected: t.boolean({ resolve: (i) => i.connectionStatus === CONNECTED }),
    workSector: t.relation("workSector", { nullable: true }),
    discovererSector: t.relation("discovererSector", { nullable: true }),
    modelType: t.int({ select: modelSelect, resolve: (i) => i.distributorIncubator.incubatorModel.type }),
    modelDescription: t.string({ select: modelSelect, resolve: (i) => i.distributorIncubator.description }),
    canAssignSector: t.boolean({ select: { ...modelSelect, connectionStatus: true }, resolve: (i) => canAssign(i) }),
    canFree: t.boolean({ select: { ...modelSelect, workSectorId: true }, resolve: (i) => canFree(i) }),
    desktopMigrationId: t.exposeInt("desktopMigrationId", { nullable: true }),
  }),
});

const IncubatorOrder = orderEnum("IncubatorOrder", INCUBATOR_LIST.order);

builder.queryField("incubators", (t) =>
  t.connection(
    {
      type: Incubator,
      authScopes: COMPANY_USERS,
      description: "The incubators the viewer sees: searched, ordered (by name by default) and paged, with the total.",
      args: listArgs(t, IncubatorOrder),
      resolve: (_r, args, ctx, info) => listConnection(args, ctx, info, "Incubator", (request, window) => pageIncubators(ctx, request, window)) as never,
    },
    withTotalCount("IncubatorConnection"),
  ),
);

builder.mutationField("assignIncubatorSector", (t) =>
  t.prismaField({
    type: Incubator,
    authScopes: MANAGERS,
    args: { incubatorId: t.arg.id({ required: true }), sectorId: t.arg.id({ required: true }) },
    resolve: async (query, _r, a, ctx) => {
      const inc = await assignSector(ctx, { incubatorId: localId(a.incubatorId, "Incubator"), sectorId: localId(a.sectorId, "Sector") });
      return ctx.prisma.incubator.findUniqueOrThrow({ ...query, where: { id: inc.id } });
    },
  }),
);

builder.mutationField("freeIncubator", (t) =>
  t.prismaField({
    type: Incubator,
    authScopes: MANAGERS,
    args: { incubatorId: t.arg.id({ required: true }) },
    resolve: async (query, _r, a, ctx) => {
      const inc = await freeIncubator(ctx, { incubatorId: localId(a.incubatorId, "Incubator") });
      return ctx.prisma.incubator.findUniqueOrThrow({ ...query, where: { id: inc.id } });
    },
  }),
);

builder.subscriptionField("incubatorChanged", (t) =>
  t.prismaField({
    type: Incubator,
    authScopes: COMPANY_USERS,
    description: "An incubator of the viewer's company connected, disconnected or changed sector.",
    // Sector-limited users hear only of the incubators they may see.
    subscribe: (_r, _a, ctx) => {
      const scope = incubatorScope(ctx.principal);
      const events = ctx.pubsub.subscribe("incubator:company", ownCompanyId(ctx.principal));
      return scope.OR ? pipe(events, filter(async (e) => (await ctx.prisma.incubator.count({ where: { id: e.id, ...scope } })) > 0)) : events;
    },
    resolve: (query, event, _a, ctx) =>
      ctx.prisma.incubator.findFirstOrThrow({ ...query, where: { id: (event as unknown as { id: number }).id, ...incubatorScope(ctx.principal) } }),
  }),
);
