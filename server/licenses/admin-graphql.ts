// GraphQL door of the licence life cycle for the provider and distributors (/SysLicenses,
// /syslicenseeditor, the back office's licence table; docs/licenses.md): the licences they may
// see, the transitions, the editor's correction, deletion and each licence's history; and for
// company users, `licensedFeatures` with `licenseChanged` (what the company may use now, live).
import { builder, type GraphQLContext } from "../graphql/builder";
import { nodeId } from "../graphql/ids";
import { listArgs, listConnection, orderEnum, withTotalCount } from "../graphql/lists";
import { COMPANY_USERS, DISTRIBUTORS } from "../auth/scopes";
import { ownCompanyId } from "../auth/company";
import { adminScope, deleteLicense, editLicenseInfo, eventsOf, pageSystemLicenses, SYSTEM_LICENSE_LIST, transitionLicense, type TransitionInput } from "./admin";
import { licenseSignatures, RecordSignatureRef, SignatureInputRef } from "../signatures/graphql";
import { companySettings } from "../parameters/settings";
import { adminTransitions, STATUS_NAMES, isStatus } from "./lifecycle";
import { licensedFeatures, type LicensedFeatures } from "./service";
import { statusText } from "./graphql";


const LicenseEventRef = builder.objectRef<Awaited<ReturnType<typeof eventsOf>>[number]>("LicenseEvent").implement({
  description: "One change of a licence's life: who, when, from which status to which, and why.",
  fields: (t) => ({
    at: t.expose("at", { type: "DateTime" }),
    action: t.exposeString("action", { description: "request, approve, cancel, suspend, unsuspend, activate, expire, edit, delete" }),
    fromStatus: t.exposeInt("fromStatus", { nullable: true }),
    toStatus: t.exposeInt("toStatus", { nullable: true }),
    fromStatusDescription: t.string({ nullable: true, resolve: (e, _a, ctx) => (e.fromStatus === null ? null : statusText(ctx, e.fromStatus)) }),
    toStatusDescription: t.string({ nullable: true, resolve: (e, _a, ctx) => (e.toStatus === null ? null : statusText(ctx, e.toStatus)) }),
    daysAdded: t.exposeInt("daysAdded", { nullable: true }),
    observations: t.exposeString("observations", { nullable: true }),
    userName: t.exposeString("userName", { nullable: true, description: "Who made it; null for the licence clock" }),
  }),
});

const SystemLicense = builder.prismaNode("LicenseDetail", {
  variant: "SystemLicense",
  id: { field: "id" },
  nullable: true,
  description: "A licence detail as the provider (every one) or a distributor (its companies') administers it.",
  findUnique: (id, ctx) => ({ id: nodeId(id), AND: [safeScope(ctx)] }),
  fields: (t) => ({
    licenseDetailId: t.exposeInt("id"),
    licenseId: t.exposeInt("licenseId"),
    companyId: t.int({ select: { license: { select: { companyId: true } } }, resolve: (d) => d.license.companyId }),
    companyName: t.string({ select: { license: { select: { company: { select: { name: true } } } } }, resolve: (d) => d.license.company.name }),
    distributorId: t.int({ select: { license: { select: { company: { select: { distributorId: true } } } } }, resolve: (d) => d.license.company.distributorId }),
    licenseProductId: t.exposeInt("licenseProductId"),
    productName: t.string({ select: { licenseProduct: { select: { name: true } } }, resolve: (d) => d.licenseProduct.name }),
    isCloud: t.boolean({ description: "A Bionova Cloud licence", select: { licenseProduct: { select: { isCloud: true } } }, resolve: (d) => d.licenseProduct.isCloud }),
    licensePeriodId: t.exposeInt("licensePeriodId"),
    periodName: t.string({ select: { licensePeriod: { select: { name: true } } }, resolve: (d) => d.licensePeriod.name }),
    periodDays: t.int({ select: { licensePeriod: { select: { days: true } } }, resolve: (d) => d.licensePeriod.days }),
    trial: t.boolean({ select: { licensePeriod: { select: { trial: true } } }, resolve: (d) => d.licensePeriod.trial }),
    invoiceNumber: t.string({ nullable: true, select: { license: { select: { invoiceNumber: true } } }, resolve: (d) => d.license.invoiceNumber }),
    startDate: t.expose("startDate", { type: "DateTime" }),
    endDate: t.expose("endDate", { type: "DateTime" }),
    status: t.exposeInt("status", { description: "0 requested, 1 approved (waiting for its code), 2 active, 3 expired, 4 suspended, 5 cancelled" }),
    statusName: t.string({ description: "The status's English name", select: { status: true }, resolve: (d) => (isStatus(d.status) ? STATUS_NAMES[d.status] : String(d.status)) }),
    statusDescription: t.string({ description: "The status in the viewer's language", select: { status: true }, resolve: (d, _a, ctx) => statusText(ctx, d.status) }),
    observations: t.exposeString("observations", { nullable: true }),
    code: t.string({ nullable: true, description: "Its activation code (an approval's, or the one it was activated with)", select: { licenseCode: { select: { code: true } } }, resolve: (d) => d.licenseCode?.code ?? null }),
    codeUsed: t.boolean({ nullable: true, select: { licenseCode: { select: { used: true } } }, resolve: (d) => d.licenseCode?.used ?? null }),
    requestedAt: t.expose("createdAt", { type: "DateTime" }),
    allowedActions: t.stringList({ description: "The transitions the viewer may use now: approve, cancel, suspend, unsuspend", select: { status: true }, resolve: (d) => adminTransitions(d.status) }),
    approvalSignatureRequired: t.boolean({
      description: "The company's policy asks for the approver's electronic signature (its parameter 23)",
      select: { license: { select: { companyId: true } } },
      resolve: async (d, _a, ctx) => (await companySettings(ctx.prisma, d.license.companyId)).signLicenseApproval === 1,
    }),
    signatures: t.field({
      type: [RecordSignatureRef],
      description: "The approval's electronic signature, if signed (docs/signatures.md); valid false once the approved licence changed",
      select: { id: true },
      resolve: (d, _a, ctx) => licenseSignatures(ctx, d.id),
    }),
    events: t.field({ type: [LicenseEventRef], description: "The licence's history, oldest first", extensions: { listSize: 20 }, select: { licenseId: true }, resolve: (d, _a, ctx) => eventsOf(ctx, d.licenseId) }),
  }),
});

/** The node's scope: none for callers outside it (a company user asking by id finds nothing). */
function safeScope(ctx: GraphQLContext) {
  try {
    return adminScope(ctx);
  } catch {
    return { id: -1 };
  }
}

const SystemLicenseOrder = orderEnum("SystemLicenseOrder", SYSTEM_LICENSE_LIST.order);

builder.queryField("systemLicenses", (t) =>
  t.connection(
    {
      type: SystemLicense,
      authScopes: DISTRIBUTORS,
      description: "Licences the caller administers (a distributor: its companies'), newest first by default: filtered, searched (company, product, period, code, invoice, observations, licence id), ordered and paged.",
      args: {
        ...listArgs(t, SystemLicenseOrder),
        distributorId: t.arg.int(),
        companyId: t.arg.int(),
        licenseId: t.arg.int({ description: "Only this licence's details (the licence editor)" }),
        status: t.arg.int(),
      },
      resolve: (_r, a, ctx, info) => listConnection(a, ctx, info, "SystemLicense", (request, window) => pageSystemLicenses(ctx, { distributorId: a.distributorId, companyId: a.companyId, licenseId: a.licenseId, status: a.status }, request, window)) as never,
    },
    withTotalCount("SystemLicenseConnection"),
  ),
);

const AdminPayload = builder.objectRef<{ message: string; licenseDetailId: number }>("LicenseTransitionPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    license: t.prismaField({ type: SystemLicense, resolve: (query, p, _a, ctx) => ctx.prisma.licenseDetail.findUniqueOrThrow({ ...query, where: { id: p.licenseDetailId } }) }),
  }),
});

const TRANSITION_FIELDS = {
  approveLicense: { transition: "approve", what: "Approves a requested licence: invoice number and observations required; sets its dates from the period and generates its activation code (status 1 until the company enters it)." },
  cancelLicense: { transition: "cancel", what: "Cancels a requested or approved licence (observations required)." },
  suspendLicense: { transition: "suspend", what: "Suspends an active licence (observations required): its features stop at once." },
  unsuspendLicense: { transition: "unsuspend", what: "Makes a suspended licence active again (observations required)." },
} as const;

for (const [field, { transition, what }] of Object.entries(TRANSITION_FIELDS)) {
  builder.mutationField(field, (t) =>
    t.field({
      type: AdminPayload,
      authScopes: DISTRIBUTORS,
      description: what,
      args: {
        licenseDetailId: t.arg.int({ required: true }),
        observations: t.arg.string({ required: true }),
        ...(transition === "approve"
          ? { invoiceNumber: t.arg.string({ required: true }), signature: t.arg({ type: SignatureInputRef, description: "The approver's electronic signature: required while the company's parameter 23 is on (SystemLicense.approvalSignatureRequired)" }) }
          : {}),
      },
      resolve: (_r, a, ctx) => transitionLicense(ctx, transition, a as TransitionInput),
    }),
  );
}

const LicenseInfoInput = builder.inputType("LicenseInfoInput", {
  description: "The back office's correction of a licence (LicenseInfo): any status of 0, 2, 3, 4, 5, days added to (negative: taken from) the end date, and why.",
  fields: (t) => ({
    licenseId: t.int({ required: true }),
    daysToAdd: t.int({ required: true }),
    status: t.int({ required: true }),
    observations: t.string({ required: true }),
  }),
});

const EditPayload = builder.objectRef<{ message: string; licenseId: number }>("LicenseEditPayload").implement({
  fields: (t) => ({
    message: t.exposeString("message"),
    licenses: t.prismaField({ type: [SystemLicense], extensions: { listSize: 5 }, resolve: (query, p, _a, ctx) => ctx.prisma.licenseDetail.findMany({ ...query, where: { licenseId: p.licenseId }, orderBy: { id: "asc" } }) }),
  }),
});

builder.mutationField("editLicense", (t) =>
  t.field({ type: EditPayload, authScopes: DISTRIBUTORS, description: "Corrects a licence (the back office's editor): status, days, observations; recorded with who and why.", args: { input: t.arg({ type: LicenseInfoInput, required: true }) }, resolve: (_r, a, ctx) => editLicenseInfo(ctx, a.input) }),
);

builder.mutationField("deleteLicense", (t) =>
  t.field({
    type: builder.objectRef<{ message: string }>("LicenseDeletePayload").implement({ fields: (f) => ({ message: f.exposeString("message") }) }),
    authScopes: DISTRIBUTORS,
    description: "Deletes a licence with its details; its history stays.",
    args: { licenseId: t.arg.int({ required: true }) },
    resolve: (_r, a, ctx) => deleteLicense(ctx, a.licenseId),
  }),
);

// ───────────── what the company may use ─────────────

const LicensedFeaturesRef = builder.objectRef<LicensedFeatures>("LicensedFeatures").implement({
  description: "What the viewer's company may use now, by its active licences.",
  fields: (t) => ({
    historical: t.exposeBoolean("historical", { description: "The historical browser of biological indicators (a Bionova Cloud licence)" }),
    exporter: t.exposeBoolean("exporter", { description: "The exporter (a licence whose product unlocks it: Bionova Cloud, Exporter)" }),
    webhooksNormal: t.exposeBoolean("webhooksNormal", { description: "Webhook subscriptions, normal block (Integration)" }),
    webhooksPlus: t.exposeBoolean("webhooksPlus", { description: "Webhook subscriptions, plus block (Integration Plus)" }),
  }),
});

builder.queryField("licensedFeatures", (t) =>
  t.field({ type: LicensedFeaturesRef, authScopes: COMPANY_USERS, description: "What the viewer's company may use now.", resolve: (_r, _a, ctx) => licensedFeatures(ctx.prisma, ownCompanyId(ctx.principal)) }),
);

builder.subscriptionField("licenseChanged", (t) =>
  t.field({
    type: LicensedFeaturesRef,
    authScopes: COMPANY_USERS,
    description: "A licence of the viewer's company changed (requested, approved, activated, suspended, edited, expired...): what it may use now.",
    subscribe: (_r, _a, ctx) => ctx.pubsub.subscribe("license:company", ownCompanyId(ctx.principal)),
    resolve: (_e, _a, ctx) => licensedFeatures(ctx.prisma, ownCompanyId(ctx.principal)),
  }),
);
