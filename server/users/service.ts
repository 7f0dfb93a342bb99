// Company users (screen 120). Rules: the company administrator (type 0) creates
// Supervisors, Operators and Connection users; any other user only Operators, and may only
// change or delete the kinds of user it could create. Email and type are fixed at creation;
// the sector changes only by update. New users and password resets get a temporary
// password by mail and must change it at their next sign-in. Deleting keeps the row
// (archived) so history keeps its author. An address that has an account in another tenant is
// refused without saying so (refuseTakenEmail).
import type { ServiceContext } from "../context";
import type { Prisma } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import { ownCompanyId, ownRow } from "../auth/company";
import { Checker, int, str } from "../validation/checker";
import { SaveErrors, forbidden, notFound } from "../domain/errors";
import { appLog, describeChanges } from "../applog/service";
import { COMPANY_ADMIN, CONNECTION, OPERATOR, SUPERVISOR } from "../auth/scopes";
import { hashPassword, temporaryPassword } from "../auth/passwords";
import { renderMail, renderMailForUser, sendMail } from "../mail/outbox";
import { beforeUserAdd, userAddNotRefused } from "../limits/attempts";
import { userLanguage } from "../i18n/languages";
import { textIn, type Texts } from "../sysadmin/describe";
import { EMAIL_REFUSED, EMAIL_TAKEN } from "./texts";
import { getSector } from "../sectors/service";
import { orderOf, pageOf, type ListRequest, type ListSpec, type ListWindow } from "../domain/lists";
import { normalEmail } from "../session/service";
import { announceEnded, revokeSessions } from "../session/ended";
import { publicBaseUrl } from "../distributors/service";

export const userFields = {
  id: true,
  name: true,
  lastName: true,
  email: true,
  sectorId: true,
  companyId: true,
  userTypeId: true,
  userType: { select: { description: true } },
  creationUserId: true,
  creationDate: true,
  editUserId: true,
  editDate: true,
  deletedAt: true,
} as const;
export type UserRow = Prisma.AppUserGetPayload<{ select: typeof userFields }>;

/** The kinds of company user (0 administrator, 1 supervisor, 2 operator, 4 connection); others are no company user. */
const COMPANY_USER_TYPES = [COMPANY_ADMIN, SUPERVISOR, OPERATOR, CONNECTION];

/** The user types the caller may create, edit, reset or delete. */
export function manageableTypes(userType: number | null): number[] {
  return userType === COMPANY_ADMIN ? [SUPERVISOR, OPERATOR, CONNECTION] : [OPERATOR];
}

/** The users list (screen 120): its search box and orderable columns; by last name, then name. */
export const USER_LIST: ListSpec<"NAME" | "LAST_NAME" | "EMAIL" | "USER_TYPE"> = {
  order: { NAME: (d) => ({ name: d }), LAST_NAME: (d) => [{ lastName: d }, { name: d }], EMAIL: (d) => ({ email: d }), USER_TYPE: (d) => ({ userTypeId: d }) },
  defaultOrder: [{ lastName: "asc" }, { name: "asc" }],
};

/** The users of one of the company's sectors, by last name (REST: the whole list). */
export async function listUsers(ctx: ServiceContext, sectorId: number | null): Promise<UserRow[]> {
  const sector = await getSector(ctx, sectorId);
  return ctx.prisma.appUser.findMany({ select: userFields, where: { sectorId: sector.id, deletedAt: null }, orderBy: orderOf(USER_LIST, {}) as never });
}

/** A page of a sector's users, searched and ordered (GraphQL: the window carries the selection). */
export async function pageUsers(ctx: ServiceContext, sectorId: number | null, request: ListRequest, window: ListWindow) {
  const sector = await getSector(ctx, sectorId);
  return pageOf(ctx.prisma.appUser, { sectorId: sector.id, deletedAt: null }, USER_LIST, request, window);
}

/**
 * The company's users for pickers and filters. Administrators and supervisors see everyone;
 * operators, whose screens are limited to their sector, see their sector's users; the agent's
 * connection account sees none.
 */
export async function companyUsers(ctx: ServiceContext) {
  if (ctx.principal?.userType === CONNECTION) throw forbidden();
  return ctx.prisma.appUser.findMany({ where: userScope(ctx.principal), orderBy: [{ lastName: "asc" }, { name: "asc" }], select: userFields });
}

/** Which company users a company user may read (lists, node): the rule of companyUsers. */
export function userScope(p: Principal | null): { companyId: number; deletedAt: null; sectorId?: number } {
  const companyId = ownCompanyId(p);
  const { userType, sectorId } = p!;
  if (userType === COMPANY_ADMIN || userType === SUPERVISOR) return { companyId, deletedAt: null };
  return { companyId, deletedAt: null, sectorId: userType === OPERATOR ? (sectorId ?? -1) : -1 };
}

/** Why the caller may not edit, reset or delete this user of its company (null: it may). */
export function manageRefusal(principal: Principal, user: { id: number; userTypeId: number | null }): string | null {
  if (user.id === principal.userId) return "You cannot change your own account from this screen.";
  if (!manageableTypes(principal.userType).includes(user.userTypeId ?? -1)) return "You are not allowed to manage users of this type.";
  return null;
}

async function manageableUser(ctx: ServiceContext, id: number | null) {
  const user = ownRow(ctx.principal, await ctx.prisma.appUser.findUnique({ where: { id: id ?? -1 }, select: userFields }));
  const refusal = manageRefusal(ctx.principal!, user);
  if (refusal) throw forbidden(refusal);
  return user;
}

function checkNames(c: Checker, input: { name: unknown; lastName: unknown }) {
  return c.required("Name", input.name).maxLength("Name", input.name, 80).required("LastName", input.lastName).maxLength("LastName", input.lastName, 80);
}

/** Mails a company user its temporary password, in its company's language (the caller's company unless named). */
export async function mailPassword(ctx: ServiceContext, mailName: "SignUp" | "ResetPassword", user: { email: string; name: string }, password: string, companyId = ctx.principal!.companyId!) {
  const company = await ctx.prisma.company.findUnique({ where: { id: companyId }, select: { languageId: true, distributor: { select: { domain: true } } } });
  const mail = await renderMail(ctx.prisma, mailName, company?.languageId ?? null, { Name: user.name, Email: user.email, Password: password, Link: `${publicBaseUrl(ctx.config, company!.distributor)}/login` });
  await sendMail(ctx.prisma, ctx.config, { to: user.email, ...mail });
}

/**
 * An address taken inside the caller's company is said so; one taken elsewhere (another
 * company, a distributor, the provider) gets a refusal that does not say it has an account,
 * its owner is told by mail, and such refusals are limited per caller (server/limits/attempts.ts
 * `userAddRefusals`: counted before the lookup, given back unless refused), so probing which
 * addresses have accounts costs a few per hour, each one announced to its owner.
 */
async function refuseTakenEmail(ctx: ServiceContext, email: string, companyId: number) {
  await beforeUserAdd(ctx);
  const owner = await ctx.prisma.appUser.findUnique({ where: { email }, select: { id: true, name: true, companyId: true } });
  const say = async (texts: Texts) => textIn(texts, (await userLanguage(ctx.prisma, ctx.principal)).code);
  if (owner && owner.companyId !== companyId) {
    const company = await ctx.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true } });
    const mail = await renderMailForUser(ctx.prisma, "UserAddExistingAccount", owner.id, { Name: owner.name, Company: company.name });
    await sendMail(ctx.prisma, ctx.config, { to: email, ...mail });
    throw new SaveErrors([await say(EMAIL_REFUSED)]);
  }
  await userAddNotRefused(ctx);
  if (owner) throw new SaveErrors([await say(EMAIL_TAKEN)]);
}

export async function createUser(ctx: ServiceContext, input: { name: unknown; lastName: unknown; email: unknown; userType: unknown; sectorId: unknown }) {
  const companyId = ownCompanyId(ctx.principal);
  const c = checkNames(new Checker(), input).required("Email", input.email).maxLength("Email", input.email, 254).email("Email", input.email).required("UserType", input.userType).integer("UserType", input.userType).required("SectorId", input.sectorId);
  if (c.ok && !COMPANY_USER_TYPES.includes(int(input.userType)!)) c.add("UserType", `Choose one of: ${COMPANY_USER_TYPES.join(", ")}.`);
  c.throwIfAny();
  const userType = int(input.userType)!;
  if (!manageableTypes(ctx.principal!.userType).includes(userType)) throw forbidden("You are not allowed to create users of this type.");
  const sector = await getSector(ctx, int(input.sectorId));
  const email = normalEmail(input.email);
  await refuseTakenEmail(ctx, email, companyId);
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const user = await ctx.prisma.$transaction(async (tx) => {
    const u = await tx.appUser.create({
      data: { kind: "COMPANY", email, passwordHash, name: str(input.name), lastName: str(input.lastName), userTypeId: userType, companyId, sectorId: sector.id, mustChangePassword: true, creationUserId: ctx.principal!.userId },
      select: userFields,
    });
    await appLog(tx, ctx.principal!, { entity: "AppUser", entityId: u.id, action: "create", detail: `User ${u.email} (${u.userType?.description}) created in sector '${sector.name}'` });
    return u;
  });
  await mailPassword(ctx, "SignUp", user, password);
  return user;
}

export async function updateUser(ctx: ServiceContext, input: { id: unknown; name: unknown; lastName: unknown; sectorId?: unknown }) {
  const before = await manageableUser(ctx, int(input.id));
  checkNames(new Checker(), input).throwIfAny();
  const sectorId = input.sectorId === undefined || input.sectorId === null || input.sectorId === "" ? before.sectorId : (await getSector(ctx, int(input.sectorId))).id;
  const data = { name: str(input.name), lastName: str(input.lastName), sectorId };
  return ctx.prisma.$transaction(async (tx) => {
    const u = await tx.appUser.update({ where: { id: before.id }, data: { ...data, editUserId: ctx.principal!.userId, editDate: new Date() }, select: userFields });
    await appLog(tx, ctx.principal!, { entity: "AppUser", entityId: u.id, action: "update", detail: `User ${u.email}: ${describeChanges(before, data) || "no change"}` });
    return u;
  });
}

export async function deleteUser(ctx: ServiceContext, input: { id: unknown }) {
  const user = await manageableUser(ctx, int(input.id));
  const ending = { userId: user.id, code: 4403 as const, reason: "Account deactivated" };
  await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    await tx.appUser.update({ where: { id: user.id }, data: { active: false, deletedAt: now, editUserId: ctx.principal!.userId, editDate: now } });
    await revokeSessions(tx, ending);
    await appLog(tx, ctx.principal!, { entity: "AppUser", entityId: user.id, action: "delete", detail: `User ${user.email} deleted` });
  });
  announceEnded(ctx, ending);
}

export async function resetUserPassword(ctx: ServiceContext, input: { id: unknown }): Promise<string> {
  const user = await manageableUser(ctx, int(input.id));
  const password = temporaryPassword();
  const passwordHash = await hashPassword(password);
  const ending = { userId: user.id, reason: "Password reset" };
  await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    await tx.appUser.update({ where: { id: user.id }, data: { passwordHash, mustChangePassword: true, editUserId: ctx.principal!.userId, editDate: now } });
    await revokeSessions(tx, ending);
    await appLog(tx, ctx.principal!, { entity: "AppUser", entityId: user.id, action: "update", detail: `Password of ${user.email} reset` });
  });
  announceEnded(ctx, ending);
  await mailPassword(ctx, "ResetPassword", user, password);
  return `The password of ${user.email} was reset and sent by mail.`;
}

/** A user id the caller sent (a legacy query parameter) names a user of its own company, or Not found. */
export async function assertOwnUser(ctx: ServiceContext, userId: number | null | undefined) {
  if (!userId) return;
  const u = await ctx.prisma.appUser.findUnique({ where: { id: userId }, select: { companyId: true } });
  if (!u || u.companyId !== ownCompanyId(ctx.principal)) throw notFound();
}
