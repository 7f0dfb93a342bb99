// GraphQL door of the session area: the signed-in viewer and the sign-in mutations.
import { manageableTypes } from "../users/service";
import { builder, type GraphQLContext } from "../graphql/builder";
import { nodeId } from "../graphql/ids";
import { MessagePayload } from "../graphql/payloads";
import { companyScope, companyScopeOfCompany } from "../auth/tenancy";
import { forgotPassword, login, logout, mustChangePasswordText, PASSWORD_CHANGED, PASSWORD_RECOVERED, recoverPassword, renewToken, restorePassword } from "./service";
import { signUp } from "./signup";
import { regionalFormatFor } from "../reference/service";
import { userLanguage } from "../i18n/languages";
import { distributorRowByDomain } from "../distributors/service";
import { SIGNED_IN } from "../auth/scopes";

export const UserKindEnum = builder.enumType("UserKind", { values: ["SYSTEM", "DISTRIBUTOR", "COMPANY"] as const });

export const DistributorRef = builder.objectRef<{ encryptedId: string; name: string; domain: string; themeFileName: string }>("Distributor").implement({
  fields: (t) => ({
    id: t.string({ description: "Opaque distributor id (DistId)", resolve: (d) => d.encryptedId }),
    name: t.exposeString("name"),
    domain: t.exposeString("domain"),
    themeFileName: t.exposeString("themeFileName"),
  }),
});

export const RegionalFormatRef = builder.objectRef<{ languageCode: string; description: string; dateFormat: string; timeFormat: string }>("RegionalFormat").implement({
  fields: (t) => ({
    languageCode: t.exposeString("languageCode"),
    description: t.exposeString("description"),
    dateFormat: t.exposeString("dateFormat"),
    timeFormat: t.exposeString("timeFormat"),
  }),
});

const LanguageRef = builder.prismaObject("Language", {
  fields: (t) => ({ id: t.exposeInt("id"), code: t.exposeString("code"), description: t.exposeString("description") }),
});

// Node lookups by global id stay inside the caller's tenant (another tenant's id → null).
const ownCompany = (ctx: GraphQLContext) => (ctx.principal ? companyScopeOfCompany(ctx.principal) : { id: -1 });
const ownRows = (ctx: GraphQLContext) => (ctx.principal ? companyScope(ctx.principal) : { companyId: -1 });

builder.prismaNode("Company", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: nodeId(id), AND: [ownCompany(ctx)] }),
  fields: (t) => ({
    companyId: t.exposeInt("id"),
    name: t.exposeString("name"),
    province: t.exposeString("province", { nullable: true }),
    city: t.exposeString("city", { nullable: true }),
    address: t.exposeString("address", { nullable: true }),
    phone: t.exposeString("phone", { nullable: true }),
    postalCode: t.exposeString("postalCode", { nullable: true }),
    country: t.relation("country"),
  }),
});

export const SectorNode = builder.prismaNode("Sector", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: nodeId(id), AND: [ownRows(ctx)] }),
  fields: (t) => ({ sectorId: t.exposeInt("id"), name: t.exposeString("name") }),
});

builder.prismaObject("AppUser", {
  name: "Viewer",
  fields: (t) => ({
    id: t.id({ resolve: (u) => `Viewer:${u.id}` }),
    userId: t.exposeInt("id"),
    email: t.exposeString("email"),
    name: t.exposeString("name"),
    lastName: t.exposeString("lastName"),
    kind: t.expose("kind", { type: UserKindEnum }),
    userType: t.exposeInt("userTypeId", { nullable: true }),
    userTypeDescription: t.string({ nullable: true, select: { userType: true }, resolve: (u) => u.userType?.description ?? null }),
    mustChangePassword: t.exposeBoolean("mustChangePassword"),
    manageableUserTypes: t.intList({
      description: "The company user types the viewer may create and manage (1 Supervisor, 2 Operator, 4 Connection; none outside a company)",
      select: { kind: true, userTypeId: true },
      resolve: (u) => (u.kind === "COMPANY" ? manageableTypes(u.userTypeId) : []),
    }),
    mustChangePasswordText: t.string({ description: "The notice shown before a forced password change, in the viewer's language", resolve: (_u, _a, ctx) => mustChangePasswordText(ctx) }),
    permittedLanguage: t.exposeString("permittedLanguage", { nullable: true }),
    company: t.relation("company", { nullable: true }),
    sector: t.relation("sector", { nullable: true }),
    language: t.relation("language", { nullable: true }),
    interfaceLanguage: t.field({ type: LanguageRef, description: "The language the interface speaks to the viewer: their own, else their company's, else English", resolve: (_u, _a, ctx) => userLanguage(ctx.prisma, ctx.principal) }),
    distributor: t.field({
      type: DistributorRef,
      nullable: true,
      select: { distributor: true, company: { select: { distributor: true } } },
      resolve: (u) => u.company?.distributor ?? u.distributor ?? null,
    }),
    regionalFormat: t.field({ type: RegionalFormatRef, resolve: (_u, _a, ctx) => regionalFormatFor(ctx.prisma, ctx.principal) }),
    ownRegionalFormatId: t.exposeInt("regionalFormatId", { nullable: true, description: "The viewer's own regional format; null: the company's" }),
  }),
});

builder.queryField("viewer", (t) =>
  t.prismaField({
    type: "AppUser",
    nullable: true,
    description: "The signed-in user; null without a valid session.",
    resolve: (query, _root, _args, ctx) => (ctx.principal ? ctx.prisma.appUser.findUnique({ ...query, where: { id: ctx.principal.userId } }) : null),
  }),
);

const TokenPayload = builder.objectRef<{ token: string }>("TokenPayload").implement({ fields: (t) => ({ token: t.exposeString("token") }) });

const LoginInput = builder.inputType("LoginInput", {
  fields: (t) => ({ email: t.string({ required: true }), password: t.string({ required: true }), distributorId: t.string({ required: true }) }),
});
builder.mutationField("login", (t) =>
  t.field({
    type: TokenPayload,
    args: { input: t.arg({ type: LoginInput, required: true }) },
    resolve: async (_r, { input }, ctx) => ({ token: await login(ctx, { email: input.email, password: input.password, distId: input.distributorId }) }),
  }),
);

builder.mutationField("logout", (t) =>
  t.boolean({ authScopes: SIGNED_IN, resolve: async (_r, _a, ctx) => (await logout(ctx), true) }),
);

builder.mutationField("refreshToken", (t) =>
  t.field({ type: TokenPayload, authScopes: SIGNED_IN, resolve: async (_r, _a, ctx) => ({ token: await renewToken(ctx) }) }),
);

builder.mutationField("forgotPassword", (t) =>
  t.field({
    type: MessagePayload,
    args: { email: t.arg.string({ required: true }), distributorId: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => ({ message: await forgotPassword(ctx, { email: a.email, distId: a.distributorId }) }),
  }),
);

const RecoverPasswordInput = builder.inputType("RecoverPasswordInput", {
  fields: (t) => ({
    email: t.string({ required: true }),
    distributorId: t.string({ required: true }),
    token: t.string({ required: true }),
    password: t.string({ required: true }),
  }),
});
builder.mutationField("recoverPassword", (t) =>
  t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: RecoverPasswordInput, required: true }) },
    resolve: async (_r, { input }, ctx) => {
      await recoverPassword(ctx, { email: input.email, distId: input.distributorId, token: input.token, password: input.password });
      return { message: PASSWORD_RECOVERED };
    },
  }),
);

builder.mutationField("restorePassword", (t) =>
  t.field({
    type: MessagePayload,
    authScopes: SIGNED_IN,
    args: { password: t.arg.string({ required: true }) },
    resolve: async (_r, a, ctx) => {
      await restorePassword(ctx, { userId: ctx.principal!.userId, password: a.password });
      return { message: PASSWORD_CHANGED };
    },
  }),
);

const SignUpInput = builder.inputType("SignUpInput", {
  fields: (t) => ({
    distributorId: t.string({ required: true }),
    adminEmail: t.string({ required: true }),
    adminName: t.string({ required: true }),
    adminLastName: t.string({ required: true }),
    companyName: t.string({ required: true }),
    countryId: t.int({ required: true }),
    province: t.string({ required: true }),
    city: t.string({ required: true }),
    postalCode: t.string({ required: true }),
    address: t.string(),
    phone: t.string(),
    contact: t.string(),
    languageId: t.int({ required: true }),
    sectorName: t.string({ required: true }),
    eulaId: t.int(),
  }),
});
builder.mutationField("signUp", (t) =>
  t.field({
    type: MessagePayload,
    args: { input: t.arg({ type: SignUpInput, required: true }) },
    resolve: async (_r, { input: i }, ctx) => ({
      message: await signUp(ctx, {
        administrator: { email: i.adminEmail, name: i.adminName, lastName: i.adminLastName },
        company: { name: i.companyName, countryId: i.countryId, province: i.province, city: i.city, postalCode: i.postalCode, address: i.address, phone: i.phone, contact: i.contact },
        distributorId: i.distributorId,
        sectorName: i.sectorName,
        languageId: i.languageId,
        eulaId: i.eulaId,
      }),
    }),
  }),
);

builder.queryField("distributorByDomain", (t) =>
  t.field({
    type: DistributorRef,
    description: "The distributor serving an address (the page's origin or host name); Not found for none.",
    args: { domain: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => distributorRowByDomain(ctx.prisma, a.domain),
  }),
);

