// GraphQL door of sectors.
import { builder } from "../graphql/builder";
import { localId } from "../graphql/ids";
import { createSector, deleteSector, listSectors, updateSector } from "./service";
import { COMPANY_USERS, MANAGERS } from "../auth/scopes";


builder.queryField("sectors", (t) =>
  t.prismaConnection({
    type: "Sector",
    cursor: "id",
    authScopes: COMPANY_USERS,
    description: "Sectors of the viewer's company, by name.",
    resolve: (query, _r, _a, ctx) => listSectors(ctx, query) as never,
  }),
);

builder.mutationField("createSector", (t) =>
  t.prismaField({
    type: "Sector",
    authScopes: MANAGERS,
    args: { name: t.arg.string({ required: true }) },
    resolve: async (query, _r, a, ctx) => ctx.prisma.sector.findUniqueOrThrow({ ...query, where: { id: (await createSector(ctx, a)).id } }),
  }),
);
builder.mutationField("updateSector", (t) =>
  t.prismaField({
    type: "Sector",
    authScopes: MANAGERS,
    args: { id: t.arg.id({ required: true }), name: t.arg.string({ required: true }) },
    resolve: async (query, _r, a, ctx) => ctx.prisma.sector.findUniqueOrThrow({ ...query, where: { id: (await updateSector(ctx, { id: localId(a.id, "Sector"), name: a.name })).id } }),
  }),
);
builder.mutationField("deleteSector", (t) =>
  t.boolean({
    authScopes: MANAGERS,
    args: { id: t.arg.id({ required: true }), forcedDelete: t.arg.boolean() },
    resolve: async (_r, a, ctx) => (await deleteSector(ctx, { id: localId(a.id, "Sector"), forcedDelete: a.forcedDelete === true }), true),
  }),
);
