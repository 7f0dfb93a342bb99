// Licences as the provider and the distributors run them (/SysLicenses, /syslicenseeditor, the
// back office; spec 002 sections 2.11, 2.12, 4, 5, 7.7, 7.8; docs/licenses.md). Every change
// goes through the state machine (./lifecycle.ts) in one transaction with its licence event
// (who, when, from → to, why) and its /SysLog entry, then tells the company's open screens
// (`licenseChanged`). Scope: the provider sees every licence, a distributor user its own
// companies' only (another's is Not found); company users are refused.
import type { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { Tx } from "../sysadmin/describe";
import { forbidden, notFound, SaveErrors, unauthorized, ValidationError } from "../domain/errors";
import { Checker, int } from "../validation/checker";
import { pageOf, type ListRequest, type ListSpec, type ListWindow } from "../domain/lists";
import { licenseSearch } from "./service";
import { notifyUser } from "../notifications/service";
import { COMPANY_ADMIN } from "../auth/scopes";
import { generateCode } from "./codes";
import { approvalStart, EDITOR_STATUSES, IllegalTransition, isStatus, MAX_DAYS_TO_ADD, movedEnd, next, periodFrom, STATUS_NAMES, type AdminTransition, type LicenseStatus, type Transition } from "./lifecycle";
import { inReaderLanguage, licenseTexts, say } from "./texts";
import { companySettings } from "../parameters/settings";
import { verifySigner, type SignatureInput, type Signer } from "../signatures/signer";
import { signRecords } from "../signatures/records";

// ───────────── scope ─────────────

/** The licence details the caller may administer. */
export function adminScope(ctx: Pick<ServiceContext, "principal">): Prisma.LicenseDetailWhereInput {
  const p = ctx.principal;
  if (!p) throw unauthorized();
  if (p.kind === "SYSTEM") return {};
  if (p.kind === "DISTRIBUTOR" && p.distributorId !== null) return { license: { company: { distributorId: p.distributorId } } };
  throw forbidden();
}

const licenseScopeOf = (ctx: Pick<ServiceContext, "principal">): Prisma.LicenseWhereInput => (adminScope(ctx).license as Prisma.LicenseWhereInput | undefined) ?? {};

// ───────────── the list ─────────────

export type SystemLicenseOrder = "ID" | "COMPANY" | "PRODUCT" | "PERIOD" | "INVOICE" | "START" | "END" | "STATUS" | "CREATED";
export const SYSTEM_LICENSE_LIST: ListSpec<SystemLicenseOrder> = {
  order: {
    ID: (d) => ({ licenseId: d }),
    COMPANY: (d) => ({ license: { company: { name: d } } }),
    PRODUCT: (d) => ({ licenseProduct: { name: d } }),
    PERIOD: (d) => ({ licensePeriod: { name: d } }),
    INVOICE: (d) => ({ license: { invoiceNumber: d } }),
    START: (d) => ({ startDate: d }),
    END: (d) => ({ endDate: d }),
    STATUS: (d) => ({ status: d }),
    CREATED: (d) => ({ createdAt: d }),
  },
  defaultOrder: [{ createdAt: "desc" }, { id: "desc" }],
};

export interface SystemLicenseFilter {
  distributorId?: number | null;
  companyId?: number | null;
  /** One licence's details (the licence editor). */
  licenseId?: number | null;
  status?: number | null;
}

/** The search box: the company list's (product, period, code, invoice, observations), the company and, for a number, the licence id. */
const searchOf = (search: string | null | undefined) => licenseSearch(search, (term, contains) => [{ license: { company: { name: contains } } }, ...(/^\d{1,9}$/.test(term) ? [{ licenseId: Number(term) }] : [])]);

export function systemLicenseWhere(ctx: ServiceContext, filter: SystemLicenseFilter, search?: string | null): Prisma.LicenseDetailWhereInput {
  const own = adminScope(ctx);
  const p = ctx.principal!;
  // A distributor user naming another distributor sees nothing (not an error: the select is the provider's).
  if (p.kind === "DISTRIBUTOR" && filter.distributorId != null && filter.distributorId !== p.distributorId) return { id: -1 };
  const and: Prisma.LicenseDetailWhereInput[] = [own];
  if (filter.distributorId != null) and.push({ license: { company: { distributorId: filter.distributorId } } });
  if (filter.companyId != null) and.push({ license: { companyId: filter.companyId } });
  if (filter.licenseId != null) and.push({ licenseId: filter.licenseId });
  if (filter.status != null) and.push({ status: filter.status });
  const s = searchOf(search);
  if (s) and.push(s);
  return { AND: and };
}

export function pageSystemLicenses(ctx: ServiceContext, filter: SystemLicenseFilter, request: ListRequest, window: ListWindow) {
  return pageOf(ctx.prisma.licenseDetail, systemLicenseWhere(ctx, filter, request.search), SYSTEM_LICENSE_LIST, { orderBy: request.orderBy, descending: request.descending }, window);
}

export const systemLicenseSelect = {
  id: true,
  licenseId: true,
  licenseProductId: true,
  licensePeriodId: true,
  startDate: true,
  endDate: true,
  status: true,
  observations: true,
  createdAt: true,
  licenseProduct: { select: { name: true, isCloud: true } },
  licensePeriod: { select: { name: true, days: true, trial: true } },
  licenseCode: { select: { id: true, code: true, used: true } },
  license: { select: { invoiceNumber: true, companyId: true, company: { select: { name: true, distributorId: true } } } },
} as const satisfies Prisma.LicenseDetailSelect;
export type SystemLicenseRow = Prisma.LicenseDetailGetPayload<{ select: typeof systemLicenseSelect }>;

/** Every licence the caller may see with the filter, in the list's default order (the REST lists). */
export function listSystemLicenses(ctx: ServiceContext, filter: SystemLicenseFilter): Promise<SystemLicenseRow[]> {
  return ctx.prisma.licenseDetail.findMany({ where: systemLicenseWhere(ctx, filter), orderBy: [{ createdAt: "desc" }, { id: "desc" }], take: 5000, select: systemLicenseSelect });
}

// ───────────── transitions ─────────────

export interface TransitionInput {
  licenseDetailId: unknown;
  observations: unknown;
  /** Approve only. */
  invoiceNumber?: unknown;
  /** Approve only: the approver's electronic signature, required while the company's parameter 23 is on (docs/signatures.md). */
  signature?: SignatureInput | null;
}

const OBSERVATIONS_MAX = 500;
const INVOICE_MAX = 50;

/**
 * Approves, cancels, suspends or unsuspends one licence detail. Every one needs an
 * observation; an approval also an invoice number (spec 002 section 5). An approval sets the
 * dates from the period (from the requested start, or now if that has passed) and generates
 * the activation code, reserved for the company, that turns the licence active.
 */
export async function transitionLicense(ctx: ServiceContext, transition: AdminTransition, input: TransitionInput): Promise<{ message: string; licenseDetailId: number }> {
  const scope = adminScope(ctx);
  const c = new Checker().required("licenseDetailId", input.licenseDetailId).integer("licenseDetailId", input.licenseDetailId);
  c.required("observations", input.observations).maxLength("observations", trimmed(input.observations), OBSERVATIONS_MAX);
  if (transition === "approve") c.required("invoiceNumber", input.invoiceNumber).maxLength("invoiceNumber", trimmed(input.invoiceNumber), INVOICE_MAX);
  c.throwIfAny();
  const observations = trimmed(input.observations) as string;
  const signer = await approvalSigner(ctx, transition, int(input.licenseDetailId)!, input.signature ?? null);
  const now = new Date();
  const done = await inReaderLanguage(ctx, () => ctx.prisma.$transaction(async (tx) => {
    const d = await tx.licenseDetail.findFirst({ where: { AND: [{ id: int(input.licenseDetailId)! }, scope] }, select: detailForChange });
    if (!d) throw notFound();
    const to = nextOrRefuse(transition, d.status);
    const data: Prisma.LicenseDetailUncheckedUpdateInput = { status: to, observations };
    let code: string | null = null;
    if (transition === "approve") {
      Object.assign(data, periodFrom(approvalStart(d.startDate, now), d.licensePeriod.days));
      code = generateCode();
      const row = await tx.licenseCode.create({
        data: { code, distributorId: d.license.company.distributorId, companyId: d.license.companyId, licenseProductId: d.licenseProductId, licensePeriodId: d.licensePeriodId, status: to, startDate: data.startDate as Date, endDate: data.endDate as Date },
        select: { id: true },
      });
      data.licenseCodeId = row.id;
      await tx.license.update({ where: { id: d.licenseId }, data: { invoiceNumber: trimmed(input.invoiceNumber) as string } });
    }
    // A cancelled approval's code can no longer be used; a suspended licence's code shows it.
    if (d.licenseCodeId !== null) await tx.licenseCode.update({ where: { id: d.licenseCodeId }, data: { status: to } });
    await tx.licenseDetail.update({ where: { id: d.id }, data });
    // Signed as approved: the detail's new dates and code, the licence's invoice.
    if (signer) await signRecords(tx, { companyId: d.license.companyId, kind: "LICENSE", ids: [d.id], action: "approve", signer, meaning: input.signature!.meaning, at: now });
    const signed = signer ? `, signed by ${signer.name} (${input.signature!.meaning})` : "";
    await record(tx, ctx, d, { action: transition, from: d.status, to, observations, extra: transition === "approve" ? `invoice '${trimmed(input.invoiceNumber)}', code ${code}${signed}` : "" });
    return { d, to, code };
  }));
  await afterChange(ctx, done.d.license.companyId);
  if (transition === "approve") await notifyApproval(ctx, done.d, done.code!);
  const message = await say(ctx, licenseTexts.transitioned[transition]);
  return { message, licenseDetailId: done.d.id };
}

/**
 * The approver's signature: required while the licence's company asks for one (parameter 23),
 * checked before the approval's transaction (a wrong password counts toward the lockout).
 */
async function approvalSigner(ctx: ServiceContext, transition: AdminTransition, detailId: number, signature: SignatureInput | null): Promise<Signer | null> {
  if (transition !== "approve") {
    if (signature) throw new ValidationError({ signature: ["Only an approval is signed."] });
    return null;
  }
  const d = await ctx.prisma.licenseDetail.findFirst({ where: { AND: [{ id: detailId }, adminScope(ctx)] }, select: { license: { select: { companyId: true } } } });
  if (!d) throw notFound();
  if (!signature) {
    if ((await companySettings(ctx.prisma, d.license.companyId)).signLicenseApproval === 1) {
      throw new ValidationError({ signature: ["The company's policy asks for the approver's electronic signature: sign the approval."] });
    }
    return null;
  }
  return verifySigner(ctx, signature);
}

function nextOrRefuse(transition: Transition, from: number): LicenseStatus {
  try {
    return next(transition, from);
  } catch (e) {
    if (e instanceof IllegalTransition) throw new SaveErrors([e.message]);
    throw e;
  }
}

const detailForChange = {
  id: true,
  licenseId: true,
  status: true,
  startDate: true,
  endDate: true,
  licenseProductId: true,
  licensePeriodId: true,
  licenseCodeId: true,
  licenseProduct: { select: { name: true } },
  licensePeriod: { select: { days: true, name: true } },
  license: { select: { companyId: true, company: { select: { name: true, distributorId: true } } } },
} as const satisfies Prisma.LicenseDetailSelect;
type DetailForChange = Prisma.LicenseDetailGetPayload<{ select: typeof detailForChange }>;

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : v);

// ───────────── the editor (LicenseInfo) ─────────────

export interface LicenseInfoInput {
  licenseId: unknown;
  daysToAdd: unknown;
  status: unknown;
  observations: unknown;
}

/**
 * The back office's correction of a whole licence (each of its details): any status of the
 * list (0, 2, 3, 4, 5; an approved licence may keep its 1), days added to or taken from the
 * end date (the end must stay after the start), and why. Not a transition: every change is
 * recorded with who and why all the same. A later end allows a new expiry notice.
 */
export async function editLicenseInfo(ctx: ServiceContext, input: LicenseInfoInput): Promise<{ message: string; licenseId: number }> {
  const scope = licenseScopeOf(ctx);
  const c = new Checker()
    .required("LicenseId", input.licenseId)
    .integer("LicenseId", input.licenseId)
    .required("DaysToAdd", input.daysToAdd)
    .integer("DaysToAdd", input.daysToAdd)
    .required("LicenseStatus", input.status)
    .integer("LicenseStatus", input.status)
    .required("Observations", input.observations)
    .maxLength("Observations", trimmed(input.observations), OBSERVATIONS_MAX);
  const days = int(input.daysToAdd);
  const status = int(input.status);
  if (days !== null && Math.abs(days) > MAX_DAYS_TO_ADD) c.add("DaysToAdd", `The value must be between -${MAX_DAYS_TO_ADD} and ${MAX_DAYS_TO_ADD}.`);
  c.throwIfAny();
  const observations = trimmed(input.observations) as string;
  const companyId = await inReaderLanguage(ctx, () => ctx.prisma.$transaction(async (tx) => {
    const license = await tx.license.findFirst({ where: { AND: [{ id: int(input.licenseId)! }, scope] }, select: { id: true, companyId: true, details: { select: detailForChange } } });
    if (!license) throw notFound();
    for (const d of license.details) {
      const keeps = status === d.status;
      if (!isStatus(status) || (!keeps && !EDITOR_STATUSES.includes(status))) throw new ValidationError({ LicenseStatus: ["Choose one of the statuses: Requested, Active, Expired, Suspended or Cancelled."] });
      const end = movedEnd(d.startDate, d.endDate, days!);
      if (!end) throw new ValidationError({ DaysToAdd: ["The licence would end before it starts."] });
      await tx.licenseDetail.update({ where: { id: d.id }, data: { status, endDate: end, observations, ...(days! > 0 ? { noticeSentAt: null } : {}) } });
      if (d.licenseCodeId !== null) await tx.licenseCode.update({ where: { id: d.licenseCodeId }, data: { status, endDate: end } });
      await record(tx, ctx, d, { action: "edit", from: d.status, to: status, observations, daysAdded: days!, extra: days ? `end ${iso(d.endDate)} → ${iso(end)}` : "" });
    }
    return license.companyId;
  }));
  await afterChange(ctx, companyId);
  return { message: await say(ctx, "The licence was updated."), licenseId: int(input.licenseId)! };
}

/** Deletes a licence with its details (the back office's Borrar); its events stay, with the deletion. */
export async function deleteLicense(ctx: ServiceContext, licenseId: unknown): Promise<{ message: string }> {
  const scope = licenseScopeOf(ctx);
  new Checker().required("licenseId", licenseId).integer("licenseId", licenseId).throwIfAny();
  const companyId = await ctx.prisma.$transaction(async (tx) => {
    const license = await tx.license.findFirst({ where: { AND: [{ id: int(licenseId)! }, scope] }, select: { id: true, companyId: true, details: { select: detailForChange } } });
    if (!license) throw notFound();
    for (const d of license.details) await record(tx, ctx, d, { action: "delete", from: d.status, to: null, observations: null, extra: "" });
    await tx.license.delete({ where: { id: license.id } });
    return license.companyId;
  });
  await afterChange(ctx, companyId);
  return { message: await say(ctx, "The licence was deleted.") };
}

// ───────────── history ─────────────

/**
 * A licence's events, oldest first, with who made each. Read only for a licence the caller
 * already reached through a scoped read (the list, the node, a change's payload).
 */
export async function eventsOf(ctx: Pick<ServiceContext, "prisma">, licenseId: number) {
  const events = await ctx.prisma.licenseEvent.findMany({ where: { licenseId }, orderBy: [{ at: "asc" }, { id: "asc" }] });
  const users = await ctx.prisma.appUser.findMany({ where: { id: { in: [...new Set(events.map((e) => e.userId).filter((x): x is number => x !== null))] } }, select: { id: true, name: true, lastName: true, email: true } });
  const byId = new Map(users.map((u) => [u.id, `${u.name} ${u.lastName}`.trim() || u.email]));
  return events.map((e) => ({ ...e, userName: e.userId === null ? null : (byId.get(e.userId) ?? null) }));
}

interface Change {
  action: string;
  from: number | null;
  to: number | null;
  observations: string | null;
  daysAdded?: number;
  extra: string;
}

const iso = (d: Date) => d.toISOString().slice(0, 10);
const statusName = (s: number | null) => (s === null ? "—" : isStatus(s) ? STATUS_NAMES[s] : String(s));

/** What a licence event names: the detail, its licence, company and product. */
export interface EventSubject {
  id: number;
  licenseId: number;
  license: { companyId: number; company: { name: string } };
  licenseProduct: { name: string };
}

/** The licence event and the /SysLog line of one change, in the change's transaction. */
export async function record(tx: Tx, ctx: Pick<ServiceContext, "principal">, d: EventSubject, change: Change): Promise<void> {
  const userId = ctx.principal?.userId ?? null;
  await tx.licenseEvent.create({
    data: { licenseId: d.licenseId, licenseDetailId: change.action === "delete" ? null : d.id, companyId: d.license.companyId, userId, action: change.action, fromStatus: change.from, toStatus: change.to, daysAdded: change.daysAdded ?? null, observations: change.observations },
  });
  const parts = [`${statusName(change.from)} → ${statusName(change.to)}`, change.daysAdded ? `days ${change.daysAdded > 0 ? "+" : ""}${change.daysAdded}` : "", change.extra, change.observations ? `observations '${change.observations}'` : ""].filter(Boolean);
  await tx.sysLog.create({
    data: { level: "info", userId, entity: "License", entityId: String(d.licenseId), action: change.action, detail: `License ${d.licenseId} (${d.license.company.name}, ${d.licenseProduct.name}) ${change.action}: ${parts.join("; ")}` },
  });
}

/** After a change: the company's open screens learn that its licences (and so its features) changed. */
export async function afterChange(ctx: Pick<ServiceContext, "pubsub">, companyId: number): Promise<void> {
  ctx.pubsub.publish("license:company", companyId, { companyId });
}

/** The company's administrators learn of an approval, with the code to enter, in their language. */
async function notifyApproval(ctx: ServiceContext, d: DetailForChange, code: string): Promise<void> {
  const admins = await ctx.prisma.appUser.findMany({ where: { companyId: d.license.companyId, userTypeId: COMPANY_ADMIN, deletedAt: null, active: true }, select: { id: true } });
  for (const a of admins) {
    await notifyUser(ctx, { userId: a.id, companyId: d.license.companyId, type: 0, url: "/AppMyLicenses", detail: (lang) => licenseTexts.approvedNotice(lang, d.licenseProduct.name, code) });
  }
}
