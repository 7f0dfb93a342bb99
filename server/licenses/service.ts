// Licences of a company (screen 805, spec 002 sections 2.5, 4, 5 and 7.4; docs/licenses.md).
//
// - The list: the company's licence details (one row per licensed product), newest first.
// - The catalogue: the licence products the caller's distributor sells, each with the periods
//   it sells them in; exchange, exchange-plus and exporter products are not offered here unless
//   their name contains "SM" (spec section 5), and the periods a company may request follow the
//   trial rule (section 4): the trial periods while the product's trial was not used, the
//   others once it was. Both rules are the server's: the catalogue is served filtered and a
//   request that breaks them is refused.
// - A request creates a licence with one detail in status 0 (requested) that the distributor
//   approves later; an activation code creates an active licence (status 2) at once.
//
// Who: company administrators (type 0) and supervisors (type 1), the MANAGERS group the
// company menu grants the screen to; operators and Connection users are refused. Every query
// is scoped to the caller's company and its distributor; a code or a distributor id of another
// tenant is refused without saying whether it exists.
//
// Licences a company holds now drive features: holdsActiveLicense (the historical browser's
// Cloud licence check, webhooks) reads the same rows.
import type { Prisma, PrismaClient } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { Checker, int, str } from "../validation/checker";
import { SaveErrors, ValidationError, forbidden, notFound } from "../domain/errors";
import { appLog } from "../applog/service";
import { orderOf, pageOf, SEARCH_MAX_LENGTH, type ListRequest, type ListSpec, type ListWindow } from "../domain/lists";
import { safeDecode } from "../distributors/service";
import { translationsFor } from "../i18n/translations";
import { userLanguage } from "../i18n/languages";
import { STATUS, STATUSES, STATUS_KEYS, STATUS_NAMES } from "./lifecycle";
import { WEBHOOK_LICENSE_PRODUCTS, type WebhookBlock } from "../webhooks/licenses";
import { readCode } from "./codes";
import { inReaderLanguage, say } from "./texts";
import { afterChange, record } from "./admin";
import { activationSucceeded, beforeActivation } from "../limits/attempts";
import { containingIgnoringCase } from "../domain/like";

export const ACTIVE_LICENSE_STATUS = STATUS.active;
export const CLOUD_LICENSE_PRODUCT = 1;

/** Licence statuses (./lifecycle.ts: 1 is an approved request waiting for its code). */
export const LICENSE_STATUS = STATUS;

/** Each status's interface text and its English (./lifecycle.ts). */
export const STATUS_TEXTS: Record<number, { key: string; en: string }> = Object.fromEntries(STATUSES.map((s) => [s, { key: STATUS_KEYS[s], en: STATUS_NAMES[s] }]));

/** Server answers (English; the interface texts translate them, ui-texts-licenses.ts). */
export const LICENSE_MESSAGES = {
  requested: "Your licence request was sent to your distributor.",
  activated: "The licence was activated.",
  invalidCode: "The activation code is not valid.",
  usedCode: "This activation code has already been used.",
  notOffered: "Your distributor does not offer this product with this period.",
  trialUsed: "The trial of this product was already used: choose a period that is not a trial.",
  trialFirst: "This product starts with its trial: choose the trial period.",
  pending: "A request for this product is already pending.",
  startInPast: "The start date cannot be in the past.",
  startTooLate: "The start date must be within the next year.",
  mistyped: "The activation code is mistyped: check it and try again.",
} as const;

const DAY_MS = 24 * 60 * 60 * 1000;

export async function holdsActiveLicense(prisma: PrismaClient | Prisma.TransactionClient, companyId: number, licenseProductId: number, now = new Date()): Promise<boolean> {
  const found = await prisma.licenseDetail.findFirst({
    where: { license: { companyId }, licenseProductId, status: ACTIVE_LICENSE_STATUS, startDate: { lte: now }, endDate: { gte: now } },
    select: { id: true },
  });
  return found !== null;
}

/** What a company may use now, by its active licences (./docs/licenses.md "Features"). */
export interface LicensedFeatures {
  /** The historical browser of biological indicators (type 0): a Cloud product. */
  historical: boolean;
  /** The exporter (screen 820): a product that unlocks it (Bionova Cloud, Exporter). */
  exporter: boolean;
  /** Webhook blocks: Integration (3) 'normal', Integration Plus (2) 'plus'. */
  webhooksNormal: boolean;
  webhooksPlus: boolean;
}

export async function licensedFeatures(prisma: PrismaClient | Prisma.TransactionClient, companyId: number, now = new Date()): Promise<LicensedFeatures> {
  const rows = await prisma.licenseDetail.findMany({
    where: { license: { companyId }, status: ACTIVE_LICENSE_STATUS, startDate: { lte: now }, endDate: { gte: now } },
    select: { licenseProductId: true, licenseProduct: { select: { isCloud: true, unlocksExporter: true } } },
  });
  // The webhook blocks' products are the webhooks area's (webhooks/licenses.ts).
  const holdsBlock = (block: WebhookBlock) => WEBHOOK_LICENSE_PRODUCTS.some((p) => p.block === block && rows.some((r) => r.licenseProductId === p.licenseProductId));
  return {
    historical: rows.some((r) => r.licenseProduct.isCloud),
    exporter: rows.some((r) => r.licenseProduct.unlocksExporter),
    webhooksNormal: holdsBlock("normal"),
    webhooksPlus: holdsBlock("plus"),
  };
}

/**
 * Refuses a feature the company holds no licence for (403 with the reason in the caller's
 * language). One prepared statement: the historical browser runs it beside its page queries.
 */
export async function requireFeature(ctx: ServiceContext, feature: "historical" | "exporter"): Promise<void> {
  const companyId = ownCompanyId(ctx.principal);
  const [held] = await ctx.db.prepared<{ ok: boolean }>(
    `licensed_${feature}`,
    `SELECT EXISTS (SELECT 1 FROM "license_detail" d JOIN "license" l ON l."id" = d."licenseId" JOIN "license_product" p ON p."id" = d."licenseProductId"
      WHERE l."companyId" = $1 AND d."status" = ${ACTIVE_LICENSE_STATUS} AND d."startDate" <= now() AND d."endDate" >= now() AND p."${feature === "exporter" ? "unlocksExporter" : "isCloud"}") AS ok`,
    [companyId],
  );
  if (held?.ok) return;
  throw forbidden(await say(ctx, feature === "exporter" ? "The exporter needs an active Bionova Cloud or Exporter licence." : "The historical browser of biological indicators needs an active Bionova Cloud licence."));
}

// ───────────── the catalogue ─────────────

/**
 * Spec 002 section 5: exchange, exchange-plus and exporter products are hidden from the
 * company's licence screen unless their name contains "SM" (as written, capitals).
 */
export function offeredOnLicenseScreen(productName: string): boolean {
  return !/\b(exchange|exporter)\b/i.test(productName) || productName.includes("SM");
}

/**
 * Spec 002 section 4: with the trial not used, only the trial periods; once used, only the
 * others. Decided: when the distributor sells no trial period of the product there is nothing
 * to try first, and the other periods are offered.
 */
export function requestablePeriods<P extends { trial: boolean }>(periods: readonly P[], trialUsed: boolean): P[] {
  const trials = periods.filter((p) => p.trial);
  if (trialUsed || trials.length === 0) return periods.filter((p) => !p.trial);
  return trials;
}

export interface PeriodRow {
  id: number;
  name: string;
  days: number;
  trial: boolean;
}
export interface ProductRow {
  id: number;
  name: string;
  isCloud: boolean;
  /** Every period the distributor sells the product in. */
  periods: PeriodRow[];
  /** The company already had (or asked for) this product's trial. */
  trialUsed: boolean;
  /** The periods this company may request now (the trial rule applied). */
  requestablePeriods: PeriodRow[];
}

/** The caller's company, its distributor and the caller (a company manager). */
function caller(ctx: ServiceContext) {
  const companyId = ownCompanyId(ctx.principal);
  const p = ctx.principal!;
  if (p.distributorId === null) throw forbidden();
  return { companyId, distributorId: p.distributorId, userId: p.userId };
}

/**
 * A distributor the caller names (the legacy idDistributor / DistributorId: the numeric id or
 * the DistId the browser keeps) must be its own; another one, or one that does not exist, is
 * Not found. Absent: the caller's own.
 */
export async function assertOwnDistributor(ctx: ServiceContext, given: unknown): Promise<number> {
  const { distributorId } = caller(ctx);
  const text = typeof given === "number" ? String(given) : typeof given === "string" ? given.trim() : "";
  if (given === undefined || given === null || text === "") return distributorId;
  const found = /^\d{1,10}$/.test(text)
    ? await ctx.prisma.distributor.findUnique({ where: { id: int(text) ?? -1 }, select: { id: true } })
    : await ctx.prisma.distributor.findUnique({ where: { encryptedId: safeDecode(text) }, select: { id: true } });
  if (!found || found.id !== distributorId) throw notFound();
  return distributorId;
}

/** Trial periods this company used per product: any detail of a trial period not cancelled. */
async function trialsUsed(db: PrismaClient | Prisma.TransactionClient, companyId: number, productIds?: number[]): Promise<Set<number>> {
  const rows = await db.licenseDetail.findMany({
    where: { license: { companyId }, licensePeriod: { trial: true }, status: { not: LICENSE_STATUS.cancelled }, ...(productIds ? { licenseProductId: { in: productIds } } : {}) },
    select: { licenseProductId: true },
    distinct: ["licenseProductId"],
  });
  return new Set(rows.map((r) => r.licenseProductId));
}

/** Whether the company already had (or asked for) a trial of the product (ProductUsedTrial). */
export async function productTrialUsed(ctx: ServiceContext, licenseProductId: unknown): Promise<boolean> {
  const { companyId } = caller(ctx);
  new Checker().required("licenseProductId", licenseProductId).throwIfAny();
  const id = int(licenseProductId);
  const product = id === null ? null : await ctx.prisma.licenseProduct.findUnique({ where: { id }, select: { id: true } });
  if (!product) throw notFound();
  return (await trialsUsed(ctx.prisma, companyId, [product.id])).has(product.id);
}

/** The products the caller's distributor sells (those offered on this screen), by name, with their periods. */
export async function licenseCatalogue(ctx: ServiceContext, distributor?: unknown): Promise<ProductRow[]> {
  const { companyId } = caller(ctx);
  const distributorId = await assertOwnDistributor(ctx, distributor);
  const sold = await ctx.prisma.licenseProductPeriod.findMany({
    where: { distributorId },
    select: { licenseProduct: { select: { id: true, name: true, isCloud: true } }, licensePeriod: { select: { id: true, name: true, days: true, trial: true } } },
  });
  const products = new Map<number, Omit<ProductRow, "trialUsed" | "requestablePeriods">>();
  for (const s of sold) {
    if (!offeredOnLicenseScreen(s.licenseProduct.name)) continue;
    const row = products.get(s.licenseProduct.id) ?? { ...s.licenseProduct, periods: [] };
    row.periods.push(s.licensePeriod);
    products.set(row.id, row);
  }
  const used = await trialsUsed(ctx.prisma, companyId, [...products.keys()]);
  return [...products.values()]
    .sort((a, b) => a.name.localeCompare(b.name) || a.id - b.id)
    .map((p) => {
      const periods = [...p.periods].sort((a, b) => Number(b.trial) - Number(a.trial) || a.days - b.days || a.id - b.id);
      const trialUsed = used.has(p.id);
      return { ...p, periods, trialUsed, requestablePeriods: requestablePeriods(periods, trialUsed) };
    });
}

/** Every licence period (reference data), by length. */
export function licensePeriods(ctx: Pick<ServiceContext, "prisma">): Promise<PeriodRow[]> {
  return ctx.prisma.licensePeriod.findMany({ orderBy: [{ trial: "desc" }, { days: "asc" }, { id: "asc" }], select: { id: true, name: true, days: true, trial: true } });
}

// ───────────── the list ─────────────

/** The licence rows of the caller's company (the GraphQL node's own scope too). */
export function licenseScope(companyId: number): Prisma.LicenseDetailWhereInput {
  return { license: { companyId } };
}

/** The licence list: newest first; every column orders; the search looks at product, period, observations, code and invoice. */
export const LICENSE_LIST: ListSpec<"PRODUCT" | "PERIOD" | "START" | "END" | "STATUS" | "CREATED"> = {
  order: {
    PRODUCT: (d) => ({ licenseProduct: { name: d } }),
    PERIOD: (d) => ({ licensePeriod: { name: d } }),
    START: (d) => ({ startDate: d }),
    END: (d) => ({ endDate: d }),
    STATUS: (d) => ({ status: d }),
    CREATED: (d) => ({ createdAt: d }),
  },
  defaultOrder: [{ createdAt: "desc" }, { id: "desc" }],
};

/**
 * The search box of the licence list. Licence rows have no folded searchText column (a
 * migration of another area); the text is matched case-insensitively in the row's product,
 * period, observations, code and invoice number.
 */
export function licenseSearch(search: string | null | undefined, more: (term: string, contains: { contains: string; mode: "insensitive" }) => Prisma.LicenseDetailWhereInput[] = () => []): Prisma.LicenseDetailWhereInput | null {
  const term = (search ?? "").trim();
  if (!term) return null;
  if (term.length > SEARCH_MAX_LENGTH) throw new ValidationError({ search: [`The search text must be at most ${SEARCH_MAX_LENGTH} characters.`] });
  const contains = containingIgnoringCase(term);
  return {
    OR: [
      { licenseProduct: { name: contains } },
      { licensePeriod: { name: contains } },
      { observations: contains },
      { licenseCode: { code: contains } },
      { license: { invoiceNumber: contains } },
      ...more(term, contains),
    ],
  };
}

/** Licence details grouped by their licence, in the order given (the legacy wires: a licence with its details). */
export function byLicense<T extends { licenseId: number }>(rows: readonly T[]): [number, T[]][] {
  const groups = new Map<number, T[]>();
  for (const r of rows) groups.set(r.licenseId, [...(groups.get(r.licenseId) ?? []), r]);
  return [...groups.entries()];
}

function managerCompany(ctx: ServiceContext): number {
  return caller(ctx).companyId;
}

/** A page of the company's licences, searched and ordered (the GraphQL connection). */
export function pageLicenses(ctx: ServiceContext, request: ListRequest, window: ListWindow) {
  const companyId = managerCompany(ctx);
  const search = licenseSearch(request.search);
  const where = search ? { AND: [licenseScope(companyId), search] } : licenseScope(companyId);
  return pageOf(ctx.prisma.licenseDetail, where, LICENSE_LIST, { orderBy: request.orderBy, descending: request.descending }, window);
}

const listSelect = {
  id: true,
  licenseId: true,
  licenseProductId: true,
  startDate: true,
  endDate: true,
  status: true,
  observations: true,
  createdAt: true,
  licenseProduct: { select: { name: true } },
  licensePeriod: { select: { id: true, name: true, trial: true, days: true } },
  licenseCode: { select: { code: true } },
  license: { select: { invoiceNumber: true } },
} as const;
export type LicenseRow = Prisma.LicenseDetailGetPayload<{ select: typeof listSelect }>;

/** The whole list in the list's order (the REST door). */
export async function listLicenses(ctx: ServiceContext): Promise<LicenseRow[]> {
  const companyId = managerCompany(ctx);
  return ctx.prisma.licenseDetail.findMany({ where: licenseScope(companyId), orderBy: orderOf(LICENSE_LIST, {}) as never, select: listSelect });
}

/** The statuses' texts in the caller's language (English where no translation is seeded). */
export async function statusDescriptions(ctx: Pick<ServiceContext, "prisma" | "principal">): Promise<(status: number) => string> {
  const language = await userLanguage(ctx.prisma, ctx.principal);
  const keys = Object.values(STATUS_TEXTS).map((s) => s.key);
  const objects = await ctx.prisma.generalObject.findMany({ where: { name: { in: keys } }, select: { id: true, name: true, description: true } });
  const texts = await translationsFor(ctx.prisma, "GENERAL_OBJECT", language.id, objects.map((o) => o.id));
  const byKey = new Map(objects.map((o) => [o.name, texts.get(o.id) ?? o.description]));
  return (status) => {
    const s = STATUS_TEXTS[status];
    return s ? (byKey.get(s.key) ?? s.en) : String(status);
  };
}

// ───────────── request ─────────────

export interface RequestInput {
  licenseProductId: unknown;
  licensePeriodId: unknown;
  /** The start the screen shows (today); absent: now. */
  startDate?: Date | null;
  /** The legacy DistributorId: the caller's own or absent. */
  distributor?: unknown;
}

/** A refusal (given in the caller's language by inReaderLanguage, outside the transaction). */
const refuse = (english: string) => new SaveErrors([english]);

/**
 * Requests a licence: a licence with one detail in status 0 (requested) from the start date
 * for the period's days, waiting for the distributor. The product must be offered on this
 * screen and sold by the caller's distributor in that period, the period must follow the
 * trial rule, and no request of the product may be waiting already (requested or approved).
 */
export async function requestLicense(ctx: ServiceContext, input: RequestInput): Promise<{ message: string; licenseId: number; licenseDetailId: number }> {
  const { companyId, userId } = caller(ctx);
  await assertOwnDistributor(ctx, input.distributor);
  const c = new Checker().required("LicenseProductId", input.licenseProductId).required("LicensePeriodId", input.licensePeriodId);
  const productId = int(input.licenseProductId);
  const periodId = int(input.licensePeriodId);
  if (input.licenseProductId != null && productId === null) c.add("LicenseProductId", "The value must be a whole number.");
  if (input.licensePeriodId != null && periodId === null) c.add("LicensePeriodId", "The value must be a whole number.");
  const now = new Date();
  const start = input.startDate ?? now;
  // The screen sends today's date (read-only): a start before today (UTC) is refused, and so
  // is one more than a year ahead.
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  if (start.getTime() < today - DAY_MS) c.add("UtcStartDateInput", await say(ctx, LICENSE_MESSAGES.startInPast));
  else if (start.getTime() > now.getTime() + 366 * DAY_MS) c.add("UtcStartDateInput", await say(ctx, LICENSE_MESSAGES.startTooLate));
  c.throwIfAny();

  const catalogue = await licenseCatalogue(ctx);
  const product = catalogue.find((p) => p.id === productId);
  const period = product?.periods.find((p) => p.id === periodId);
  if (!product || !period) throw new SaveErrors([await say(ctx, LICENSE_MESSAGES.notOffered)]);
  if (!product.requestablePeriods.some((p) => p.id === period.id)) throw new SaveErrors([await say(ctx, product.trialUsed ? LICENSE_MESSAGES.trialUsed : LICENSE_MESSAGES.trialFirst)]);

  const created = await inReaderLanguage(ctx, () => ctx.prisma.$transaction(async (tx) => {
    // Checked again inside the transaction: two clicks must not make two requests.
    const pending = await tx.licenseDetail.findFirst({ where: { license: { companyId }, licenseProductId: product.id, status: { in: [STATUS.requested, STATUS.approved] } }, select: { id: true } });
    if (pending) throw refuse(LICENSE_MESSAGES.pending);
    if (period.trial && (await trialsUsed(tx, companyId, [product.id])).has(product.id)) throw refuse(LICENSE_MESSAGES.trialUsed);
    const license = await tx.license.create({ data: { companyId, invoiceNumber: null }, select: { id: true, company: { select: { name: true } } } });
    const detail = await tx.licenseDetail.create({
      data: { licenseId: license.id, licenseProductId: product.id, licensePeriodId: period.id, startDate: start, endDate: new Date(start.getTime() + period.days * DAY_MS), status: STATUS.requested, requestedById: userId },
      select: { id: true },
    });
    await appLog(tx, ctx.principal!, { entity: "License", entityId: license.id, action: "request", detail: `Requested a ${product.name} licence (${period.name}) from ${start.toISOString().slice(0, 10)}` });
    await record(tx, ctx, { id: detail.id, licenseId: license.id, license: { companyId, company: license.company }, licenseProduct: product }, { action: "request", from: null, to: STATUS.requested, observations: null, extra: `${period.name} from ${start.toISOString().slice(0, 10)}` });
    return { licenseId: license.id, licenseDetailId: detail.id };
  }));
  await afterChange(ctx, companyId);
  return { message: await say(ctx, LICENSE_MESSAGES.requested), ...created };
}

// ───────────── activation ─────────────

/**
 * Activates a code (docs/licenses.md "Activation codes"). A code of the checked form with a
 * wrong check character is "mistyped" before the database is asked; otherwise it must exist,
 * belong to the caller's distributor, be unused and not be reserved for another company (an
 * unknown code, another distributor's and one reserved for another company read alike: "not
 * valid"; a spent code of the distributor: "already used"). Failures count towards a limit per
 * user and per company (guessing is slowed to a crawl); a success gives its attempt back.
 *
 * A code the distributor's approval generated turns that approved licence active; any other
 * creates a licence with one active detail. Either way the licence runs from now for the
 * period's days; the code is marked used by the company and the caller. The trial rule does
 * not apply: the distributor issued the code. Nothing changes on a refusal.
 */
export async function activateLicense(ctx: ServiceContext, input: { code: unknown }): Promise<{ message: string; licenseId: number; licenseDetailId: number }> {
  const { companyId, distributorId, userId } = caller(ctx);
  new Checker().required("Code", input.code).maxLength("Code", typeof input.code === "string" ? input.code.trim() : input.code, 64).throwIfAny();
  await beforeActivation(ctx);
  const done = await inReaderLanguage(ctx, () => activate(ctx, readCode(str(input.code)), { companyId, distributorId, userId }));
  await activationSucceeded(ctx);
  await afterChange(ctx, companyId);
  return { message: await say(ctx, LICENSE_MESSAGES.activated), ...done };
}

async function activate(ctx: ServiceContext, read: ReturnType<typeof readCode>, who: { companyId: number; distributorId: number; userId: number }) {
  if (read.kind === "mistyped") throw refuse(LICENSE_MESSAGES.mistyped);
  const { companyId, distributorId, userId } = who;
  return ctx.prisma.$transaction(async (tx) => {
    const row = await tx.licenseCode.findUnique({
      where: { code: read.code },
      select: { id: true, code: true, distributorId: true, companyId: true, used: true, status: true, licenseProductId: true, licensePeriodId: true, licenseProduct: { select: { name: true } }, licensePeriod: { select: { name: true, days: true } }, details: { select: { id: true, licenseId: true, status: true } } },
    });
    if (!row || row.distributorId !== distributorId) throw refuse(LICENSE_MESSAGES.invalidCode);
    if (row.used) throw refuse(LICENSE_MESSAGES.usedCode);
    if (row.companyId !== null && row.companyId !== companyId) throw refuse(LICENSE_MESSAGES.invalidCode);
    // An approval's code whose licence was cancelled (or deleted) opens nothing.
    const approved = row.details.find((d) => d.status === STATUS.approved);
    if (row.status === STATUS.cancelled || (row.details.length > 0 && !approved)) throw refuse(LICENSE_MESSAGES.invalidCode);
    const start = new Date();
    const end = new Date(start.getTime() + row.licensePeriod.days * DAY_MS);
    // Only an unused row is taken: of two activations at once, one wins.
    const taken = await tx.licenseCode.updateMany({
      where: { id: row.id, used: false },
      data: { used: true, usedAt: start, usedById: userId, companyId, status: STATUS.active, startDate: start, endDate: end },
    });
    if (taken.count !== 1) throw refuse(LICENSE_MESSAGES.usedCode);
    const company = await tx.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true } });
    let licenseId: number;
    let detailId: number;
    if (approved) {
      await tx.licenseDetail.update({ where: { id: approved.id }, data: { status: STATUS.active, startDate: start, endDate: end, requestedById: userId } });
      ({ licenseId, id: detailId } = approved);
    } else {
      const license = await tx.license.create({ data: { companyId, invoiceNumber: null }, select: { id: true } });
      const detail = await tx.licenseDetail.create({
        data: { licenseId: license.id, licenseCodeId: row.id, licenseProductId: row.licenseProductId, licensePeriodId: row.licensePeriodId, startDate: start, endDate: end, status: STATUS.active, requestedById: userId },
        select: { id: true },
      });
      licenseId = license.id;
      detailId = detail.id;
    }
    await appLog(tx, ctx.principal!, { entity: "License", entityId: licenseId, action: "activate", detail: `Activated a ${row.licenseProduct.name} licence (${row.licensePeriod.name}) with code ${row.code}, until ${end.toISOString().slice(0, 10)}` });
    await record(tx, ctx, { id: detailId, licenseId, license: { companyId, company }, licenseProduct: row.licenseProduct }, { action: "activate", from: approved ? STATUS.approved : null, to: STATUS.active, observations: null, extra: `code ${row.code}, until ${end.toISOString().slice(0, 10)}` });
    return { licenseId, licenseDetailId: detailId };
  });
}
