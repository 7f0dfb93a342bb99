// The distributor back office (spec 002 sections 2.12, 6, 7.8; docs/backoffice.md): the
// distributors a viewer may choose, a distributor's companies with their administrator, a
// company's users, and making one of them the company's administrator.
//
// Who: provider staff (SYSTEM) see every distributor; a distributor's user (DISTRIBUTOR) only
// its own distributor's companies and users: another distributor's id, company or user is Not
// found. Company users are refused (the doors' DISTRIBUTORS rule, and here again).
//
// Making a user the administrator (one transaction): the company's current administrators
// become supervisors (type 1: they keep their account, sector and history, and lose only the
// administration), the user becomes the administrator (type 0); both users' open sessions end
// (their menus and rights change: each signs in again to the new role) and each is told by a
// notification in their own language. The change is written in the company's application log
// and in /SysLog.
import type { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { Principal } from "../auth/principal";
import { requirePrincipal } from "../auth/principal";
import { COMPANY_ADMIN, CONNECTION, OPERATOR, SUPERVISOR } from "../auth/scopes";
import { forbidden, notFound, SaveErrors } from "../domain/errors";
import { distributorByEncryptedId } from "../distributors/service";
import { userLanguage } from "../i18n/languages";
import { announceEnded, revokeSessions, type Ending } from "../session/ended";
import { notifyUser } from "../notifications/service";
import { appLog, type LogDetail } from "../applog/service";
import { MESSAGES, textOf, type Message } from "./texts";
import { ADMINISTRATOR_WHERE, firstAdministrators } from "../companies/administrators";

type Tx = Prisma.TransactionClient;

/** The legacy names of the company user types (spec 002 section 3: "ADMINISTRATOR is one value"). */
export const USER_TYPE_CODES: Record<number, string> = { [COMPANY_ADMIN]: "ADMINISTRATOR", [SUPERVISOR]: "SUPERVISOR", [OPERATOR]: "OPERATOR", [CONNECTION]: "CONNECTION" };

export interface BackOfficeDistributor {
  distributorId: number;
  name: string;
}

export interface BackOfficeAdministrator {
  userId: number;
  name: string;
  lastName: string;
  email: string;
}

export interface BackOfficeCompany {
  id: number;
  distributorId: number;
  name: string;
  countryId: number;
  country: string;
  province: string;
  city: string;
  address: string | null;
  phone: string | null;
  contact: string | null;
  postalCode: string;
  /** The company's administrator (the first, should there be several); null: none. */
  administrator: BackOfficeAdministrator | null;
}

export interface BackOfficeUser {
  id: number;
  companyId: number;
  name: string;
  lastName: string;
  email: string;
  sectorId: number | null;
  sectorName: string | null;
  userType: number | null;
  /** ADMINISTRATOR, SUPERVISOR, OPERATOR or CONNECTION. */
  userTypeCode: string;
  /** Whether makeAdministrator accepts this user (not the administrator already, not the agent's Connection user). */
  canBecomeAdministrator: boolean;
}

export interface AdministratorChange {
  message: string;
  companyId: number;
  /** The company's users after the change (the list the screen shows). */
  users: BackOfficeUser[];
}

/** The caller as the back office knows it: provider staff (distributor null: every one) or a distributor's user. */
function backOfficeCaller(p: Principal | null): { own: number | null } {
  const principal = requirePrincipal(p);
  if (principal.kind === "SYSTEM") return { own: null };
  if (principal.kind === "DISTRIBUTOR" && principal.distributorId !== null) return { own: principal.distributorId };
  throw forbidden();
}

/** The distributors the viewer may choose: every one for provider staff, its own for a distributor's user. */
export async function backOfficeDistributors(ctx: ServiceContext): Promise<BackOfficeDistributor[]> {
  const { own } = backOfficeCaller(ctx.principal);
  const rows = await ctx.prisma.distributor.findMany({ where: own === null ? {} : { id: own }, orderBy: [{ name: "asc" }, { id: "asc" }], select: { id: true, name: true } });
  return rows.map((d) => ({ distributorId: d.id, name: d.name }));
}

/**
 * The distributor a call names, as the caller may see it: a distributor's user its own (none
 * names it too; another is Not found); provider staff any existing one, or none for every one.
 */
async function distributorScope(ctx: ServiceContext, asked: number | null | undefined): Promise<number | null> {
  const { own } = backOfficeCaller(ctx.principal);
  if (own !== null) {
    if (asked != null && asked !== own) throw notFound();
    return own;
  }
  if (asked == null) return null;
  if (!(await ctx.prisma.distributor.findUnique({ where: { id: asked }, select: { id: true } }))) throw notFound();
  return asked;
}

const companyFields = {
  id: true,
  distributorId: true,
  name: true,
  countryId: true,
  country: { select: { name: true } },
  province: true,
  city: true,
  address: true,
  phone: true,
  contact: true,
  postalCode: true,
} as const;
type CompanyRow = Prisma.CompanyGetPayload<{ select: typeof companyFields }>;

/** The companies with their administrator (the first, as /syscompany shows it). */
async function withAdministrators(db: Pick<Tx, "appUser">, rows: CompanyRow[]): Promise<BackOfficeCompany[]> {
  const first = await firstAdministrators(db, rows.map((r) => r.id));
  return rows.map(({ country, ...c }) => {
    const a = first.get(c.id);
    return { ...c, country: country.name, administrator: a ? { userId: a.id, name: a.name, lastName: a.lastName, email: a.email } : null };
  });
}

/** A distributor's companies with their administrator, by name (provider staff without a distributor: every company). */
export async function backOfficeCompanies(ctx: ServiceContext, distributorId?: number | null): Promise<BackOfficeCompany[]> {
  const scope = await distributorScope(ctx, distributorId);
  const rows = await ctx.prisma.company.findMany({ where: scope === null ? {} : { distributorId: scope }, orderBy: [{ name: "asc" }, { id: "asc" }], select: companyFields });
  return withAdministrators(ctx.prisma, rows);
}

/** The same list, the distributor named by the encrypted id the back office found by domain (`GetByDistributorStr`). */
export async function backOfficeCompaniesByEncryptedId(ctx: ServiceContext, encryptedId: string | null | undefined): Promise<BackOfficeCompany[]> {
  backOfficeCaller(ctx.principal);
  return backOfficeCompanies(ctx, (await distributorByEncryptedId(ctx.prisma, encryptedId ?? null)).id);
}

/** One company the caller may see (another distributor's, or none: Not found). */
async function ownCompany(db: Pick<Tx, "company">, p: Principal | null, companyId: number | null | undefined) {
  const { own } = backOfficeCaller(p);
  const company = companyId == null ? null : await db.company.findFirst({ where: { id: companyId, ...(own === null ? {} : { distributorId: own }) }, select: { id: true, name: true, distributorId: true } });
  if (!company) throw notFound();
  return company;
}

const userFields = { id: true, companyId: true, name: true, lastName: true, email: true, sectorId: true, sector: { select: { name: true } }, userTypeId: true } as const;
type UserRow = Prisma.AppUserGetPayload<{ select: typeof userFields }>;

/** The company users the back office lists and may promote: current (not deleted, not deactivated) company accounts. */
const LISTED_USERS = { kind: "COMPANY", deletedAt: null, active: true } as const;

/** A user type by its legacy code (ADMINISTRATOR...). */
const typeName = (type: number | null) => (type === null ? "" : (USER_TYPE_CODES[type] ?? String(type)));

function userView(u: UserRow): BackOfficeUser {
  const type = u.userTypeId;
  return {
    id: u.id,
    companyId: u.companyId!,
    name: u.name,
    lastName: u.lastName,
    email: u.email,
    sectorId: u.sectorId,
    sectorName: u.sector?.name ?? null,
    userType: type,
    userTypeCode: typeName(type),
    canBecomeAdministrator: type !== COMPANY_ADMIN && type !== CONNECTION,
  };
}

const usersOf = async (db: Pick<Tx, "appUser">, companyId: number) => (await db.appUser.findMany({ where: { companyId, ...LISTED_USERS }, orderBy: { id: "asc" }, select: userFields })).map(userView);

/** A company's users, by user id. */
export async function backOfficeCompanyUsers(ctx: ServiceContext, companyId: number | null | undefined): Promise<{ companyId: number; companyName: string; users: BackOfficeUser[] }> {
  const company = await ownCompany(ctx.prisma, ctx.principal, companyId);
  return { companyId: company.id, companyName: company.name, users: await usersOf(ctx.prisma, company.id) };
}

/**
 * Makes a user its company's administrator; the company's current administrators become
 * supervisors. Refused for a user already the administrator and for the incubator agent's
 * Connection user (a machine account); another distributor's user is Not found.
 */
export async function makeCompanyAdministrator(ctx: ServiceContext, userId: number | null | undefined): Promise<AdministratorChange> {
  const p = requirePrincipal(ctx.principal);
  backOfficeCaller(p);
  const language = (await userLanguage(ctx.prisma, p)).code;
  const say = (m: Message, values: Record<string, string> = {}) => textOf(m, language, values);

  const { company, user, previous, endings } = await ctx.prisma.$transaction(async (tx) => {
    const user = userId == null ? null : await tx.appUser.findFirst({ where: { id: userId, ...LISTED_USERS }, select: userFields });
    if (!user || user.companyId === null) throw notFound();
    const company = await ownCompany(tx, p, user.companyId);
    if (user.userTypeId === COMPANY_ADMIN) throw new SaveErrors([say(MESSAGES.alreadyAdministrator)]);
    if (user.userTypeId === CONNECTION) throw new SaveErrors([say(MESSAGES.connectionUser)]);

    const previous = await tx.appUser.findMany({ where: { companyId: company.id, ...ADMINISTRATOR_WHERE }, orderBy: { id: "asc" }, select: { id: true, email: true } });
    const now = new Date();
    await tx.appUser.updateMany({ where: { id: { in: previous.map((a) => a.id) } }, data: { userTypeId: SUPERVISOR, editUserId: p.userId, editDate: now } });
    await tx.appUser.update({ where: { id: user.id }, data: { userTypeId: COMPANY_ADMIN, editUserId: p.userId, editDate: now } });

    // Their menus and rights change: each signs in again to the new role.
    const endings: Ending[] = [user.id, ...previous.map((a) => a.id)].map((id) => ({ userId: id, reason: "Company administrator changed" }));
    for (const ending of endings) await revokeSessions(tx, ending);

    // The company's log, in each reader's language; the provider's /SysLog.
    const from = { t: `userType.${user.userTypeId}` };
    const data: LogDetail = previous.length
      ? { key: "backoffice.log.administratorChanged", args: { user: user.email, from, previous: previous.map((a) => a.email).join(", ") } }
      : { key: "backoffice.log.administratorSet", args: { user: user.email, from } };
    await appLog(tx, p, { companyId: company.id, entity: "AppUser", entityId: user.id, action: "makeAdministrator", data });
    const changes = [`${user.email}: userType: '${typeName(user.userTypeId)}' → '${typeName(COMPANY_ADMIN)}'`, ...previous.map((a) => `${a.email}: userType: '${typeName(COMPANY_ADMIN)}' → '${typeName(SUPERVISOR)}'`)];
    await tx.sysLog.create({
      data: { level: "info", userId: p.userId, entity: "Company", entityId: String(company.id), action: "makeAdministrator", detail: `Company '${company.name}' administrator changed: ${changes.join("; ")}` },
    });
    return { company, user, previous, endings };
  });

  for (const ending of endings) announceEnded(ctx, ending);
  const fullName = `${user.name} ${user.lastName}`.trim();
  await notifyUser(ctx, { userId: user.id, companyId: company.id, type: 0, detail: (code) => textOf(MESSAGES.nowAdministrator, code, { company: company.name }) });
  for (const a of previous) await notifyUser(ctx, { userId: a.id, companyId: company.id, type: 1, detail: (code) => textOf(MESSAGES.nowSupervisor, code, { company: company.name, name: fullName }) });

  return { message: say(MESSAGES.changed, { name: fullName, company: company.name }), companyId: company.id, users: await usersOf(ctx.prisma, company.id) };
}
