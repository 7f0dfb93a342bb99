// GraphQL door of incidents (docs/incidents.md): the list (open first), the incident with its
// timeline, recall list and re-tests, the three actions, and the live `incidentChanged`.
import { filter, pipe } from "@graphql-yoga/subscription";
import { builder } from "../graphql/builder";
import { SignatureMeaningEnum, USER_NAME } from "../signatures/graphql";
import { globalId, localId, nodeId } from "../graphql/ids";
import { listConnection, withTotalCount } from "../graphql/lists";
import { MANAGERS, STAFF } from "../auth/scopes";
import { ownCompanyId } from "../auth/company";
import { readingScope } from "../readings/scope";
import { READING_TYPENAME, ReadingKindEnum } from "../readings/graphql";
import { Machine } from "../equipment/graphql";
import { SectorNode } from "../session/graphql";
import { closeIncident, markLoad, ownIncident, retestProgress, updateInvestigation, LOAD_STATUSES } from "./service";
import { readingSummaries, type ReadingSummary } from "./readings";
import { recallLoads, type RecallRow } from "./recall";
import { incidentSignatureValid } from "./signature-binding";
import { userName } from "../users/names";
import { machineNameAndSerial } from "./announce";
import { openIncidentOfMachine } from "../equipment/openIncidents";
import type { ReadingKind } from "../db/generated/client";

const IncidentStatusEnum = builder.enumType("IncidentStatus", { values: ["OPEN", "CLOSED"] as const });
const LoadStatusEnum = builder.enumType("IncidentLoadStatus", { values: LOAD_STATUSES });

export const IncidentReading = builder.objectRef<ReadingSummary>("ReadingSummary").implement({
  description: "A reading of any kind in a few words: a load to recall, a re-test, the failed reading, a reading of a lot.",
  fields: (t) => ({
    kind: t.field({ type: ReadingKindEnum, resolve: (r) => r.kind }),
    readingId: t.exposeInt("id"),
    nodeId: t.id({ description: "The reading's node id (BIReading, PROReading, ...), for node(id:)", resolve: (r) => globalId(READING_TYPENAME[r.kind], r.id) }),
    readNumber: t.exposeInt("readNumber"),
    date: t.field({ type: "DateTime", resolve: (r) => r.date }),
    result: t.exposeInt("result", { nullable: true }),
    lot: t.exposeString("lot", { nullable: true }),
    cycle: t.exposeString("cycle", { nullable: true }),
    loadNumber: t.exposeString("loadNumber", { nullable: true }),
    sectorName: t.exposeString("sectorName"),
    operator: t.string({ nullable: true, description: "Who completed the reading (its last editor; a chemical reading's author)", resolve: (r, _a, ctx) => (r.operatorId ? userName(ctx, r.operatorId) : null) }),
  }),
});

const IncidentMachineKindEnum = builder.enumType("IncidentMachineKind", {
  description: "The machines an incident takes out of service: the equipment's three kinds, and the incubator that read a failed positive control",
  values: ["STERILIZER", "WASHER", "DISINFECTOR", "INCUBATOR"] as const,
});

const IncidentMachine = builder.objectRef<{ kind: string; id: number; name: string; serial: string }>("IncidentMachine").implement({
  fields: (t) => ({
    kind: t.field({ type: IncidentMachineKindEnum, resolve: (m) => m.kind.toUpperCase() as never }),
    machineId: t.exposeInt("id"),
    name: t.exposeString("name"),
    serial: t.exposeString("serial"),
  }),
});

const RetestItem = builder.objectRef<ReadingSummary & { passed: boolean }>("IncidentRetest").implement({
  fields: (t) => ({
    reading: t.field({ type: IncidentReading, resolve: (r) => r }),
    passed: t.exposeBoolean("passed"),
  }),
});

const Retests = builder.objectRef<{ needed: number; consecutive: number; tests: (ReadingSummary & { passed: boolean })[] }>("IncidentRetests").implement({
  fields: (t) => ({
    needed: t.exposeInt("needed", { description: "Consecutive passed re-tests the company asks for (parameter 19, default 3)" }),
    consecutive: t.exposeInt("consecutive", { description: "Passed re-tests in a row at the end of the list" }),
    tests: t.field({ type: [RetestItem], resolve: (r) => r.tests }),
  }),
});

export const IncidentNode = builder.prismaNode("Incident", {
  id: { field: "id" },
  nullable: true,
  findUnique: (id, ctx) => ({ id: nodeId(id), AND: [ctx.principal?.kind === "COMPANY" ? readingScope(ctx.principal) : { companyId: -1 }] }) as never,
  fields: (t) => ({
    incidentId: t.exposeInt("id"),
    status: t.field({ type: IncidentStatusEnum, select: { status: true }, resolve: (i) => i.status as "OPEN" | "CLOSED" }),
    reason: t.exposeString("reason", {
      description: "bi.positive (positive BI), pro.action (protein over the action level), che.fail (failed chemical indicator) or control.failed (a positive control that did not grow)",
    }),
    openedAt: t.expose("openedAt", { type: "DateTime" }),
    lastNegativeAt: t.expose("lastNegativeAt", { type: "DateTime", nullable: true, description: "The machine's last good test before the failure: the recall list starts after it" }),
    cause: t.exposeString("cause", { nullable: true }),
    actions: t.exposeString("actions", { nullable: true }),
    notes: t.exposeString("notes", { nullable: true }),
    closedAt: t.expose("closedAt", { type: "DateTime", nullable: true }),
    signedBy: t.string({ nullable: true, select: { closedBy: { select: { name: true } } }, resolve: (i) => i.closedBy?.name ?? null }),
    signatureMeaning: t.field({ type: SignatureMeaningEnum, nullable: true, select: { signatureMeaning: true }, resolve: (i) => i.signatureMeaning as never }),
    signatureValid: t.boolean({
      nullable: true,
      description: "Whether the incident is still what its closing signature signed (false: changed since, the signature is void; null: not signed)",
      select: { id: true, signedHash: true },
      resolve: (i, _a, ctx) => incidentSignatureValid(ctx.prisma, i),
    }),
    sector: t.relation("sector", { type: SectorNode } as never),
    machine: t.field({ type: IncidentMachine, select: { machineKind: true, machineId: true }, resolve: async (i, _a, ctx) => ({ kind: i.machineKind, id: i.machineId, ...(await machineNameAndSerial(ctx, i.machineKind, i.machineId)) }) }),
    reading: t.field({
      type: IncidentReading,
      nullable: true,
      description: "The failed reading that opened the incident",
      select: { readingKind: true, readingId: true },
      resolve: async (i, _a, ctx) => (await readingSummaries(ctx.prisma, [{ kind: i.readingKind as ReadingKind, id: i.readingId }]))[0] ?? null,
    }),
    loads: t.field({
      type: [IncidentLoadRef],
      description: "The recall list: every load processed on the machine since its last good test, in the order processed",
      select: { id: true },
      resolve: (i, _a, ctx) => recallLoads(ctx, i.id),
    }),
    retests: t.field({
      type: Retests,
      select: { id: true },
      resolve: async (i, _a, ctx) => {
        const p = await retestProgress(ctx, i.id);
        const summaries = await readingSummaries(ctx.prisma, p.tests);
        const passed = new Map(p.tests.map((x) => [`${x.kind}:${x.id}`, x.good]));
        return { needed: p.needed, consecutive: p.consecutive, tests: summaries.map((s) => ({ ...s, passed: passed.get(`${s.kind}:${s.id}`) === true })) };
      },
    }),
    timeline: t.field({
      type: [IncidentEventRef],
      select: { id: true },
      resolve: (i, _a, ctx) => ctx.prisma.incidentEvent.findMany({ where: { incidentId: i.id }, include: { user: { select: { name: true } } }, orderBy: [{ at: "asc" }, { id: "asc" }] }),
    }),
  }),
});

const IncidentLoadRef = builder.objectRef<RecallRow>("IncidentLoad").implement({
  fields: (t) => ({
    loadId: t.exposeInt("id"),
    status: t.field({ type: LoadStatusEnum, resolve: (l) => l.status as never }),
    note: t.exposeString("note", { nullable: true }),
    updatedAt: t.field({ type: "DateTime", nullable: true, resolve: (l) => l.updatedAt }),
    updatedBy: t.string({ nullable: true, resolve: (l) => l.updatedBy?.name ?? null }),
    reading: t.field({ type: IncidentReading, nullable: true, resolve: (l) => l.reading }),
  }),
});

type EventRow = { id: number; at: Date; action: string; detail: string | null; data: unknown; user: { name: string } | null };
const IncidentEventRef = builder.objectRef<EventRow>("IncidentEvent").implement({
  fields: (t) => ({
    at: t.field({ type: "DateTime", resolve: (e) => e.at }),
    action: t.exposeString("action", { description: "opened, load.marked, investigation, retest or closed" }),
    detail: t.exposeString("detail", { nullable: true, description: "The event in English words" }),
    data: t.field({ type: "JSON", nullable: true, description: "The event's facts, by action: opened {reason, loads}; load.marked {readingKind, readNumber, status, note}; investigation {fields}; retest {readingKind, readNumber, passed, consecutive, needed}; closed {signer, meaning}", resolve: (e) => e.data as never }),
    userName: t.string({ nullable: true, description: "null: the system (a result arriving)", resolve: (e) => e.user?.name ?? null }),
  }),
});

builder.queryField("incidents", (t) =>
  t.connection(
    {
      type: IncidentNode,
      authScopes: STAFF,
      description: "The company's incidents (operators: their sector's), open ones first, newest first; `status` keeps one state.",
      args: { status: t.arg({ type: IncidentStatusEnum }) },
      resolve: (_r, args, ctx, info) =>
        listConnection(args, ctx, info, "Incident", async (_request, window) => {
          const where = { ...readingScope(ctx.principal), ...(args.status ? { status: args.status } : {}) };
          const [rows, total] = await Promise.all([
            ctx.prisma.incident.findMany({ ...window.query, where, orderBy: [{ status: "desc" }, { openedAt: "desc" }, { id: "desc" }], skip: window.skip, take: window.take }),
            ctx.prisma.incident.count({ where }),
          ]);
          return { rows, total };
        }) as never,
    },
    withTotalCount("IncidentConnection"),
  ),
);

const InvestigationInput = builder.inputType("IncidentInvestigationInput", {
  fields: (t) => ({
    incidentId: t.id({ required: true }),
    cause: t.string({ description: "At most 4,000 characters; empty clears it" }),
    actions: t.string({ description: "The corrective actions taken" }),
    notes: t.string(),
  }),
});

builder.mutationField("updateIncidentInvestigation", (t) =>
  t.prismaField({
    type: "Incident",
    authScopes: MANAGERS,
    args: { input: t.arg({ type: InvestigationInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const id = localId(input.incidentId, "Incident");
      await updateInvestigation(ctx, id, input);
      return ctx.prisma.incident.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

const MarkLoadInput = builder.inputType("IncidentLoadMarkInput", {
  fields: (t) => ({
    loadId: t.int({ required: true }),
    status: t.field({ type: LoadStatusEnum, required: true }),
    note: t.string({ description: "Required when the load need not be recalled (NOT_NEEDED)" }),
  }),
});

builder.mutationField("markIncidentLoad", (t) =>
  t.prismaField({
    type: "Incident",
    authScopes: STAFF,
    args: { input: t.arg({ type: MarkLoadInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const load = await markLoad(ctx, input.loadId, input.status, input.note);
      return ctx.prisma.incident.findUniqueOrThrow({ ...query, where: { id: load.incidentId } });
    },
  }),
);

const CloseInput = builder.inputType("CloseIncidentInput", {
  fields: (t) => ({
    incidentId: t.id({ required: true }),
    password: t.string({ required: true, description: "The signer's password, entered again to sign" }),
    meaning: t.field({ type: SignatureMeaningEnum, required: true }),
    userName: t.string({ description: USER_NAME }),
  }),
});

builder.mutationField("closeIncident", (t) =>
  t.prismaField({
    type: "Incident",
    authScopes: MANAGERS,
    description: "Returns the machine to service: allowed once it has passed the re-tests, signed with the manager's password and a stated meaning.",
    args: { input: t.arg({ type: CloseInput, required: true }) },
    resolve: async (query, _r, { input }, ctx) => {
      const id = localId(input.incidentId, "Incident");
      await closeIncident(ctx, id, { password: input.password, meaning: input.meaning, userName: input.userName });
      return ctx.prisma.incident.findUniqueOrThrow({ ...query, where: { id } });
    },
  }),
);

builder.subscriptionField("incidentChanged", (t) =>
  t.prismaField({
    type: "Incident",
    authScopes: STAFF,
    description: "An incident of the viewer's company (operators: their sector's) opened, changed or closed.",
    subscribe: (_r, _a, ctx) => {
      const scope = readingScope(ctx.principal);
      const events = ctx.pubsub.subscribe("incident:company", ownCompanyId(ctx.principal));
      return scope.sectorId === undefined ? events : pipe(events, filter((e) => e.sectorId === scope.sectorId));
    },
    resolve: async (query, event, _a, ctx) => {
      await ownIncident(ctx, (event as unknown as { id: number }).id);
      return ctx.prisma.incident.findUniqueOrThrow({ ...query, where: { id: (event as unknown as { id: number }).id } });
    },
  }),
);

// A machine shows whether it is out of service: its open incident, if any.
// Batched per request (server/equipment/openIncidents.ts): a list of machines costs one query.
const openIncidentOf = (kind: string) => (m: { id: number }, _a: unknown, ctx: { prisma: import("../db/generated/client").PrismaClient; principal: unknown }) =>
  openIncidentOfMachine(ctx, ownCompanyId(ctx.principal as never), kind, m.id);
for (const [type, kind] of [["Sterilizer", "sterilizer"], ["Washer", "washer"], ["Disinfector", "disinfector"]] as const) {
  builder.prismaObjectField(type, "openIncident", (t) =>
    t.field({ type: IncidentNode, nullable: true, description: "The open incident that keeps the machine out of service, or null (in service)", resolve: openIncidentOf(kind) as never }),
  );
}
builder.interfaceField(Machine, "openIncident", (t) => t.field({ type: IncidentNode, nullable: true, description: "The open incident that keeps the machine out of service, or null (in service)", resolve: () => null as never }));
// An incubator is out of service while the incident of a positive control that did not grow on it is open.
builder.prismaObjectField("Incubator", "openIncident", (t) =>
  t.field({
    type: IncidentNode,
    nullable: true,
    description: "The open incident of a failed positive control read on this incubator, or null (in service)",
    resolve: (m, _a, ctx) => ctx.prisma.incident.findFirst({ where: { machineKind: "incubator", machineId: m.id, status: "OPEN", companyId: ownCompanyId(ctx.principal) }, orderBy: [{ openedAt: "desc" }, { id: "desc" }] }) as never,
  }),
);
