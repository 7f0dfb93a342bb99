// GraphQL door of the licence screen (805; docs/licenses.md): query myLicenses (paged) and
// licenseCatalogue; mutations requestLicense and activateLicense. Company managers only.
import { builder, type GraphQLContext } from "../graphql/builder";
import { nodeId } from "../graphql/ids";
import { listArgs, listConnection, orderEnum, withTotalCount } from "../graphql/lists";
import { MANAGERS } from "../auth/scopes";
import { activateLicense, LICENSE_LIST, licenseCatalogue, licenseScope, pageLicenses, requestLicense, statusDescriptions, type PeriodRow, type ProductRow } from "./service";
import { licenseSignatures, RecordSignatureRef } from "../signatures/graphql";

const MANAGER_TYPES = MANAGERS.companyType;

/** The statuses' texts, read once per request. */
const statusTextsOf = new WeakMap<object, ReturnType<typeof statusDescriptions>>();
export function statusText(ctx: GraphQLContext, status: number): Promise<string> {
  let texts = statusTextsOf.get(ctx);
  if (!texts) statusTextsOf.set(ctx, (texts = statusDescriptions(ctx)));
  return texts.then((describe) => describe(status));
}

const CompanyLicense = builder.prismaNode("LicenseDetail", {
  name: "CompanyLicense",
  id: { field: "id" },
  nullable: true,
  description: "One licensed product of the viewer's company: a licence detail (statuses 0 requested, 2 active, 3 expired, 4 suspended, 5 cancelled).",
  // Licences are the company managers' business, as the list is.
  findUnique: (id, ctx) => ({
    id: nodeId(id),
    AND: [ctx.principal?.kind === "COMPANY" && ctx.principal.companyId !== null && MANAGER_TYPES.includes(ctx.principal.userType ?? -1) ? licenseScope(ctx.principal.companyId) : { licenseId: -1 }],
  }),
  fields: (t) => ({
    licenseDetailId: t.exposeInt("id"),
    licenseId: t.exposeInt("licenseId"),
    licenseProductId: t.exposeInt("licenseProductId"),
    productName: t.string({ select: { licenseProduct: { select: { name: true } } }, resolve: (d) => d.licenseProduct.name }),
    periodName: t.string({ select: { licensePeriod: { select: { name: true } } }, resolve: (d) => d.licensePeriod.name }),
    trial: t.boolean({ select: { licensePeriod: { select: { trial: true } } }, resolve: (d) => d.licensePeriod.trial }),
    startDate: t.expose("startDate", { type: "DateTime" }),
    endDate: t.expose("endDate", { type: "DateTime" }),
    status: t.exposeInt("status", { description: "0 requested, 2 active, 3 expired, 4 suspended, 5 cancelled" }),
    statusDescription: t.string({ description: "The status in the viewer's language", select: { status: true }, resolve: (d, _a, ctx) => statusText(ctx, d.status) }),
    observations: t.exposeString("observations", { nullable: true }),
    code: t.string({ nullable: true, description: "The activation code, when the licence came from one", select: { licenseCode: { select: { code: true } } }, resolve: (d) => d.licenseCode?.code ?? null }),
    invoiceNumber: t.string({ nullable: true, select: { license: { select: { invoiceNumber: true } } }, resolve: (d) => d.license.invoiceNumber }),
    requestedAt: t.expose("createdAt", { type: "DateTime" }),
    signatures: t.field({
      type: [RecordSignatureRef],
      description: "The approval's electronic signature, when the company's policy had it signed (docs/signatures.md); valid false once the approved licence changed",
      select: { id: true },
      resolve: (d, _a, ctx) => licenseSignatures(ctx, d.id),
    }),
  }),
});

const LicenseOrder = orderEnum("LicenseOrder", LICENSE_LIST.order);

builder.queryField("myLicenses", (t) =>
  t.connection(
    {
      type: CompanyLicense,
      authScopes: MANAGERS,
      description: "The viewer's company's licences, newest first by default: searched (product, period, observations, code, invoice), ordered and paged, with the total.",
      args: listArgs(t, LicenseOrder),
      resolve: (_r, args, ctx, info) => listConnection(args, ctx, info, "CompanyLicense", (request, window) => pageLicenses(ctx, request, window)) as never,
    },
    withTotalCount("CompanyLicenseConnection"),
  ),
);

const LicensePeriodRef = builder.objectRef<PeriodRow>("LicensePeriod").implement({
  description: "A licence period: its name, length in days and whether it is a trial.",
  fields: (t) => ({
    licensePeriodId: t.exposeInt("id"),
    name: t.exposeString("name"),
    days: t.exposeInt("days"),
    trial: t.exposeBoolean("trial"),
  }),
});

const LicenseProductRef = builder.objectRef<ProductRow>("LicenseProduct").implement({
  description: "A licence product the viewer's distributor sells, with its periods.",
  fields: (t) => ({
    licenseProductId: t.exposeInt("id"),
    name: t.exposeString("name"),
    isCloud: t.exposeBoolean("isCloud"),
    periods: t.field({ type: [LicensePeriodRef], description: "Every period the distributor sells it in", resolve: (p) => p.periods }),
    trialUsed: t.exposeBoolean("trialUsed", { description: "The company already had (or asked for) its trial" }),
    requestablePeriods: t.field({
      type: [LicensePeriodRef],
      description: "The periods the company may request now: the trial periods while the trial was not used, the others once it was",
      resolve: (p) => p.requestablePeriods,
    }),
  }),
});

builder.queryField("licenseCatalogue", (t) =>
  t.field({
    type: [LicenseProductRef],
    authScopes: MANAGERS,
    description: "The licence products the viewer's distributor sells (exchange, exchange-plus and exporter products only when named SM), by name.",
    resolve: (_r, _a, ctx) => licenseCatalogue(ctx),
  }),
);

const LicenseChangePayload = builder.objectRef<{ message: string; licenseDetailId: number }>("LicenseChangePayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    license: t.prismaField({
      type: CompanyLicense,
      resolve: (query, p, _a, ctx) => ctx.prisma.licenseDetail.findUniqueOrThrow({ ...query, where: { id: p.licenseDetailId } }),
    }),
  }),
});

builder.mutationField("requestLicense", (t) =>
  t.field({
    type: LicenseChangePayload,
    authScopes: MANAGERS,
    description: "Asks the distributor for a licence: status 0 (requested) from startDate (default now) for the period's days.",
    args: {
      licenseProductId: t.arg.int({ required: true }),
      licensePeriodId: t.arg.int({ required: true }),
      startDate: t.arg({ type: "DateTime" }),
    },
    resolve: (_r, a, ctx) => requestLicense(ctx, { licenseProductId: a.licenseProductId, licensePeriodId: a.licensePeriodId, startDate: a.startDate ?? null }),
  }),
);

builder.mutationField("activateLicense", (t) =>
  t.field({
    type: LicenseChangePayload,
    authScopes: MANAGERS,
    description: "Activates a licence with an activation code of the viewer's distributor: active (status 2) from now for the code's period.",
    args: { code: t.arg.string({ required: true }) },
    resolve: (_r, a, ctx) => activateLicense(ctx, { code: a.code }),
  }),
);
