// Webhook subscriptions of a company (screen 321): one row per licensed block (licence
// products 3 'normal' and 2 'plus') and indicator type (1 BI, 2 protein, 3 chemical
// sterilizer, 4 chemical washer, 5 BI disinfection), each with a subscribed flag, an
// endpoint URL and its own signing secret. Company administrators and supervisors manage
// them; only the administrator sees (and may rotate) the secrets.
//
// Rows are created the first time the company's list is read (one per licensed block and
// type, with a fresh secret), so a receiver can be configured with its secret before the
// row is switched on. Saving is one transaction; URLs must be http(s) and, unless
// WEBHOOK_ALLOW_PRIVATE is set, must not name a local or private address.
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { COMPANY_ADMIN } from "../auth/scopes";
import { Checker, int, optStr } from "../validation/checker";
import { badRequest, forbidden, notFound, SaveErrors } from "../domain/errors";
import { appLog } from "../applog/service";
import { activeWebhookLicenses, blockOf, INDICATOR_TYPE_IDS, type WebhookBlock } from "./licenses";
import { newSecret } from "./sign";
import { postJson, SendError, signedHeaders, urlProblem } from "./send";
import { samplePayload } from "./payload";

export interface SubscriptionRow {
  id: number;
  companyId: number;
  block: WebhookBlock;
  licenseProduct: { id: number; name: string };
  indicatorType: { id: number; name: string };
  subscribed: boolean;
  url: string | null;
  /** Only for the company administrator; null for everyone else. */
  secret: string | null;
}

export interface SubscriptionInput {
  id?: number | null;
  companyId?: number | null;
  licenseProductId: number | null;
  indicatorTypeId: number | null;
  subscribed: boolean;
  url: string | null;
}

const rowInclude = { indicatorType: true, licenseProduct: { select: { id: true, name: true } } } as const;

function toRow(ctx: ServiceContext, r: { id: number; companyId: number; licenseProductId: number; subscribed: boolean; url: string | null; secret: string; indicatorType: { id: number; name: string }; licenseProduct: { id: number; name: string } }): SubscriptionRow {
  return {
    id: r.id,
    companyId: r.companyId,
    block: blockOf(r.licenseProductId),
    licenseProduct: { id: r.licenseProduct.id, name: r.licenseProduct.name },
    indicatorType: { id: r.indicatorType.id, name: r.indicatorType.name },
    subscribed: r.subscribed,
    url: r.url,
    secret: ctx.principal?.userType === COMPANY_ADMIN ? r.secret : null,
  };
}

/** Refuses a companyId that is not the caller's (Not found, as for any foreign id). */
function checkCompany(ctx: ServiceContext, companyId: number | null | undefined): number {
  const own = ownCompanyId(ctx.principal);
  if (companyId !== undefined && companyId !== null && companyId !== own) throw notFound();
  return own;
}

/** Creates the rows a licensed block still lacks (only those: a conflicting insert would still use up ids). */
async function ensureRows(ctx: ServiceContext, companyId: number, licensed: number[]) {
  if (!licensed.length) return;
  const existing = await ctx.prisma.webhookSubscription.findMany({ where: { companyId, licenseProductId: { in: licensed } }, select: { licenseProductId: true, indicatorTypeId: true } });
  const have = new Set(existing.map((r) => `${r.licenseProductId}:${r.indicatorTypeId}`));
  const missing = licensed.flatMap((licenseProductId) => INDICATOR_TYPE_IDS.filter((indicatorTypeId) => !have.has(`${licenseProductId}:${indicatorTypeId}`)).map((indicatorTypeId) => ({ licenseProductId, indicatorTypeId })));
  if (!missing.length) return;
  // skipDuplicates: two first visits at the same moment both try; the unique key keeps one.
  await ctx.prisma.webhookSubscription.createMany({ data: missing.map((m) => ({ companyId, ...m, subscribed: false, url: null, secret: newSecret() })), skipDuplicates: true });
}

/** The company's rows for its active webhook licences ('normal' first); empty without one. */
export async function listSubscriptions(ctx: ServiceContext, companyId?: number | null): Promise<SubscriptionRow[]> {
  const own = checkCompany(ctx, companyId);
  const licensed = await activeWebhookLicenses(ctx.prisma, own);
  await ensureRows(ctx, own, licensed);
  const rows = await ctx.prisma.webhookSubscription.findMany({ where: { companyId: own, licenseProductId: { in: licensed } }, include: rowInclude });
  return rows.map((r) => toRow(ctx, r)).sort((a, b) => licensed.indexOf(a.licenseProduct.id) - licensed.indexOf(b.licenseProduct.id) || a.indicatorType.id - b.indicatorType.id);
}

async function resolveRow(ctx: ServiceContext, companyId: number, licensed: number[], input: Pick<SubscriptionInput, "id" | "licenseProductId" | "indicatorTypeId">) {
  if (input.id) {
    const row = await ctx.prisma.webhookSubscription.findUnique({ where: { id: input.id }, include: rowInclude });
    if (!row || row.companyId !== companyId) throw notFound();
    if (!licensed.includes(row.licenseProductId)) throw new SaveErrors([`There is no active licence for ${row.licenseProduct.name}.`]);
    return row;
  }
  if (!input.licenseProductId || !input.indicatorTypeId || !INDICATOR_TYPE_IDS.includes(input.indicatorTypeId)) throw new SaveErrors(["Each subscription needs its licence product and indicator type."]);
  if (!licensed.includes(input.licenseProductId)) {
    const product = await ctx.prisma.licenseProduct.findUnique({ where: { id: input.licenseProductId } });
    throw new SaveErrors([`There is no active licence for ${product?.name ?? `licence product ${input.licenseProductId}`}.`]);
  }
  await ensureRows(ctx, companyId, [input.licenseProductId]);
  return ctx.prisma.webhookSubscription.findUniqueOrThrow({
    where: { companyId_licenseProductId_indicatorTypeId: { companyId, licenseProductId: input.licenseProductId, indicatorTypeId: input.indicatorTypeId } },
    include: rowInclude,
  });
}

const label = (r: { licenseProduct: { name: string }; indicatorType: { name: string } }) => `${r.licenseProduct.name} · ${r.indicatorType.name}`;

/** Indicator types are codes 1..5: any other number is a mistake in the request, named as one. */
function checkIndicatorTypes(inputs: Pick<SubscriptionInput, "indicatorTypeId">[]) {
  const c = new Checker();
  inputs.forEach((i, n) => {
    if (typeof i.indicatorTypeId === "number" && !INDICATOR_TYPE_IDS.includes(i.indicatorTypeId)) c.add(inputs.length > 1 ? `[${n}].indicatorTypeId` : "indicatorTypeId", `Choose one of: ${INDICATOR_TYPE_IDS.join(", ")}.`);
  });
  c.throwIfAny();
}

/** Saves all rows at once (the screen's Confirm); nothing is written when one row is invalid. */
export async function saveSubscriptions(ctx: ServiceContext, inputs: SubscriptionInput[], companyId?: number | null): Promise<SubscriptionRow[]> {
  const own = checkCompany(ctx, companyId);
  for (const i of inputs) checkCompany(ctx, i.companyId);
  if (!inputs.length) throw badRequest("No subscriptions to save.");
  checkIndicatorTypes(inputs);
  const licensed = await activeWebhookLicenses(ctx.prisma, own);
  if (!licensed.length) throw new SaveErrors(["There is no active Integration licence: subscriptions cannot be saved."]);

  const rows: { input: SubscriptionInput; row: Awaited<ReturnType<typeof resolveRow>> }[] = [];
  for (const input of inputs) rows.push({ input, row: await resolveRow(ctx, own, licensed, input) });
  const c = new Checker();
  for (const { input, row } of rows) {
    const url = optStr(input.url);
    if (input.subscribed && !url) c.add(`${label(row)} url`, `${label(row)}: the endpoint URL is required to subscribe.`);
    const problem = url ? urlProblem(url, ctx.config.webhookAllowPrivate) : null;
    if (problem) c.add(`${label(row)} url`, `${label(row)}: the endpoint URL ${problem}.`);
  }
  c.throwIfAny();

  await ctx.prisma.$transaction(async (tx) => {
    const changes: string[] = [];
    for (const { input, row } of rows) {
      const url = optStr(input.url);
      if (row.subscribed === input.subscribed && row.url === url) continue;
      await tx.webhookSubscription.update({ where: { id: row.id }, data: { subscribed: input.subscribed, url } });
      changes.push(`${label(row)}: ${input.subscribed ? "subscribed" : "not subscribed"}${url ? ` → ${url}` : ""}`);
    }
    if (changes.length) await appLog(tx, ctx.principal!, { entity: "WebhookSubscription", entityId: own, action: "update", detail: `Webhook subscriptions saved. ${changes.join("; ")}` });
  });
  return listSubscriptions(ctx);
}

export interface TestOutcome {
  ok: boolean;
  /** HTTP status of the endpoint's answer; null when none came (refused, unreachable, timeout). */
  status: number | null;
  body: string;
  message: string;
}

/**
 * "Test": POSTs a signed sample event (event "test") to the URL given (the row's saved URL
 * when none is given) and reports what the endpoint answered. Nothing is recorded.
 */
export async function testSubscription(ctx: ServiceContext, input: Pick<SubscriptionInput, "id" | "companyId" | "licenseProductId" | "indicatorTypeId" | "url">): Promise<TestOutcome> {
  const own = checkCompany(ctx, input.companyId);
  checkIndicatorTypes([input]);
  const licensed = await activeWebhookLicenses(ctx.prisma, own);
  if (!licensed.length) throw new SaveErrors(["There is no active Integration licence."]);
  const row = await resolveRow(ctx, own, licensed, input);
  const url = optStr(input.url) ?? row.url;
  if (!url) throw badRequest(`${label(row)}: enter the endpoint URL to test.`);
  const problem = urlProblem(url, ctx.config.webhookAllowPrivate);
  if (problem) throw badRequest(`The endpoint URL ${problem}.`);
  const company = await ctx.prisma.company.findUniqueOrThrow({ where: { id: own }, select: { id: true, name: true } });
  const body = JSON.stringify(samplePayload(company, row.indicatorType));
  const headers = signedHeaders(row.secret, "test", `test-${crypto.randomUUID()}`, body);
  try {
    const res = await postJson(url, body, headers, { timeoutMs: ctx.config.webhookTimeoutMs, allowPrivate: ctx.config.webhookAllowPrivate });
    const ok = res.status >= 200 && res.status < 300;
    const answer = res.body.trim() ? `: ${res.body.trim().slice(0, 500)}` : ".";
    return { ok, status: res.status, body: res.body, message: `The endpoint answered ${res.status}${answer}` };
  } catch (e) {
    if (!(e instanceof SendError)) throw e;
    return { ok: false, status: null, body: "", message: `The test request failed: ${e.message}.` };
  }
}

/** New secret for one row (administrator only): receivers must be given the new one. */
export async function rotateSecret(ctx: ServiceContext, id: number | null): Promise<SubscriptionRow> {
  const own = ownCompanyId(ctx.principal);
  if (ctx.principal!.userType !== COMPANY_ADMIN) throw forbidden("Only the company administrator can change a webhook secret.");
  const licensed = await activeWebhookLicenses(ctx.prisma, own);
  const row = await resolveRow(ctx, own, licensed, { id: id ?? -1, licenseProductId: null, indicatorTypeId: null });
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const u = await tx.webhookSubscription.update({ where: { id: row.id }, data: { secret: newSecret() }, include: rowInclude });
    await appLog(tx, ctx.principal!, { entity: "WebhookSubscription", entityId: row.id, action: "update", detail: `Webhook secret of ${label(row)} replaced` });
    return u;
  });
  return toRow(ctx, updated);
}

/** Recent deliveries of the company's rows (newest first), optionally of one row. */
export async function listDeliveries(ctx: ServiceContext, opts: { subscriptionId?: number | null; take?: number | null } = {}) {
  const own = ownCompanyId(ctx.principal);
  const take = Math.min(Math.max(int(opts.take) ?? 50, 1), 200);
  return ctx.prisma.webhookDelivery.findMany({
    where: { subscription: { companyId: own }, ...(opts.subscriptionId ? { subscriptionId: opts.subscriptionId } : {}) },
    orderBy: { id: "desc" },
    take,
    select: { id: true, subscriptionId: true, event: true, readingKind: true, readingId: true, status: true, attempts: true, responseCode: true, lastError: true, nextAttemptAt: true, lastAttemptAt: true, createdAt: true, deliveredAt: true },
  });
}
