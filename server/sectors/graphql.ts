// GraphQL door of sectors and company users.
import { builder } from "../graphql/builder";
import { localId } from "../graphql/ids";
import { ownCompanyId } from "../auth/company";
import { createSector, deleteSector, updateSector, getSector } from "./service";
import { createUser, deleteUser, resetUserPassword, updateUser } from "../users/service";
import { MessagePayload } from "../session/graphql";

const MANAGERS = { companyType: [0, 1] };

builder.queryField("sectors", (t) =>
  t.prismaConnection({
    type: "Sector",
    cursor: "id",
    authScopes: { company: true },
    description: "Sectors of the viewer's company, by name.",
    resolve: (query, _r, _a, ctx) => ctx.prisma.sector.findMany({ ...query, where: { companyId: ownCompanyId(ctx.principal), deletedAt: null }, orderBy: { name: "asc" } }),
  }),
);

export const CompanyUser = builder.prismaNode("AppUser", {
  variant: "CompanyUser",
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: Number(id), AND: [{ companyId: ctx.principal?.companyId ?? -1, deletedAt: null }] }),
  fields: (t) => ({
    userId: t.exposeInt("id"),
    name: t.exposeString("name"),
    lastName: t.exposeString("lastName"),
    email: t.exposeString("email"),
    userType: t.exposeInt("userTypeId", { nullable: true }),
    userTypeDescription: t.string({ nullable: true, select: { userType: true }, resolve: (u) => u.userType?.description ?? null }),
    sector: t.relation("sector", { nullable: true }),
    creationDate: t.expose("creationDate", { type: "DateTime" }),
    editDate: t.expose("editDate", { type: "DateTime", nullable: true }),
  }),
});

builder.queryField("sectorUsers", (t) =>
  t.prismaConnection({
    type: CompanyUser,
    cursor: "id",
    authScopes: MANAGERS,
    args: { sectorId: t.arg.id({ required: true }) },
    resolve: async (query, _r, a, ctx) => {
      const sector = await getSector(ctx, localId(a.sectorId, "Sector"));
      return ctx.prisma.appUser.findMany({ ...query, where: { sectorId: sector.id, deletedAt: null }, orderBy: [{ lastName: "asc" }, { name: "asc" }] });
    },
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

const userResult = (ctx: Parameters<typeof createUser>[0], query: object, id: number) => ctx.prisma.appUser.findUniqueOrThrow({ ...query, where: { id } });

const CreateUserInput = builder.inputType("CreateUserInput", {
  fields: (t) => ({
    sectorId: t.id({ required: true }),
    name: t.string({ required: true }),
    lastName: t.string({ required: true }),
    email: t.string({ required: true }),
    userType: t.int({ required: true, description: "1 Supervisor, 2 Operator, 4 Connection" }),
  }),
});
builder.mutationField("createUser", (t) =>
  t.prismaField({
    type: CompanyUser,
    authScopes: MANAGERS,
    args: { input: t.arg({ type: CreateUserInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => userResult(ctx, query, (await createUser(ctx, { ...input, sectorId: localId(input.sectorId, "Sector") })).id),
  }),
);
const UpdateUserInput = builder.inputType("UpdateUserInput", {
  fields: (t) => ({ id: t.id({ required: true }), name: t.string({ required: true }), lastName: t.string({ required: true }), sectorId: t.id() }),
});
builder.mutationField("updateUser", (t) =>
  t.prismaField({
    type: CompanyUser,
    authScopes: MANAGERS,
    args: { input: t.arg({ type: UpdateUserInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) =>
      userResult(ctx, query, (await updateUser(ctx, { id: localId(input.id, "CompanyUser"), name: input.name, lastName: input.lastName, sectorId: input.sectorId ? localId(input.sectorId, "Sector") : undefined })).id),
  }),
);
builder.mutationField("deleteUser", (t) =>
  t.boolean({ authScopes: MANAGERS, args: { id: t.arg.id({ required: true }) }, resolve: async (_r, a, ctx) => (await deleteUser(ctx, { id: localId(a.id, "CompanyUser") }), true) }),
);
builder.mutationField("resetUserPassword", (t) =>
  t.field({
    type: MessagePayload,
    authScopes: MANAGERS,
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx) => ({ message: await resetUserPassword(ctx, { id: localId(a.id, "CompanyUser") }) }),
  }),
);

