// GraphQL door of company users (screen 120): the users of a sector, and their life cycle.
import { builder } from "../graphql/builder";
import { localId, nodeId } from "../graphql/ids";
import { MessagePayload } from "../graphql/payloads";
import { createUser, deleteUser, manageRefusal, pageUsers, resetUserPassword, updateUser, userScope, USER_LIST } from "./service";
import { listArgs, listConnection, orderEnum, withTotalCount } from "../graphql/lists";
import { MANAGERS } from "../auth/scopes";

export const CompanyUser = builder.prismaNode("AppUser", {
  variant: "CompanyUser",
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: nodeId(id), AND: [ctx.principal?.kind === "COMPANY" ? userScope(ctx.principal) : { companyId: -1 }] }),
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
    canManage: t.boolean({
      description: "The viewer may edit, reset and delete this user (not its own account; a user type it manages)",
      select: { userTypeId: true },
      resolve: (u, _a, ctx) => ctx.principal?.kind === "COMPANY" && manageRefusal(ctx.principal, u) === null,
    }),
  }),
});

const UserOrder = orderEnum("UserOrder", USER_LIST.order);

builder.queryField("sectorUsers", (t) =>
  t.connection(
    {
      type: CompanyUser,
      authScopes: MANAGERS,
      description: "The users of one of the company's sectors: searched, ordered (by last name and name by default) and paged, with the total.",
      args: { sectorId: t.arg.id({ required: true }), ...listArgs(t, UserOrder) },
      resolve: (_r, a, ctx, info) => listConnection(a, ctx, info, "CompanyUser", (request, window) => pageUsers(ctx, localId(a.sectorId, "Sector"), request, window)) as never,
    },
    withTotalCount("SectorUserConnection"),
  ),
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
