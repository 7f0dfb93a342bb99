// GraphQL door of the reading screens: one node type, connection, typed edit input and
// edit mutation per kind, all generated from the field definitions (fields.ts), plus the
// live subscription the screens listen to.
import { filter, pipe } from "@graphql-yoga/subscription";
import { decodeGlobalID } from "@pothos/plugin-relay";
import { queryFromInfo } from "@pothos/plugin-prisma";
import { builder, type GraphQLContext } from "../graphql/builder";
import { globalId, localId, nodeId } from "../graphql/ids";
import { notFound } from "../domain/errors";
import type { ReadingKind, ReadingState } from "../db/generated/client";
import { FIELDS, type FieldType } from "./fields";
import { PROCESSES, RESULTS, VISUAL_RESULTS } from "./enums";
import { readingScope } from "./scope";
import { readingTable } from "./kinds";
import { eventReading } from "./eventReadings";
import { auditTrails, editReadings, pageReadings, readingDetail } from "./service";
import { perRequestBatch } from "./batch";
import { READING_ORDERS } from "./lists";
import { listArgs, listConnection, orderEnum, withTotalCount } from "../graphql/lists";
import type { GraphQLResolveInfo } from "graphql";
import { TEN_MINUTE_MODEL } from "./wire";
import { readingForm, type CodedOption, type FormField } from "./form";
import { productModelFacts, ruleFacts, type Condition } from "./formRules";
import { PRO_READY_TO_SAVE } from "./lifecycle";
import { userName } from "../users/names";
import { COMPANY_USERS, STAFF } from "../auth/scopes";
import { SignatureInputRef } from "../signatures/graphql";

export const ReadingStateEnum = builder.enumType("ReadingState", { values: ["LIVE", "PROVISIONAL", "HISTORICAL", "SAVED"] as const });
export const ReadingKindEnum = builder.enumType("ReadingKind", { values: ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"] as const });
const ReadingMoveEnum = builder.enumType("ReadingMove", { values: { TO_HISTORICAL: { value: "toHistorical" }, CONFIRM_AND_SAVE: { value: "confirmAndSave" } } as const });

const AuditEntryRef = builder
  .objectRef<{ at: Date; user: string | null; userEmail: string | null; action: string; field: string | null; oldValue: string | null; newValue: string | null }>("ReadingAuditEntry")
  .implement({
    fields: (t) => ({
      at: t.expose("at", { type: "DateTime" }),
      user: t.exposeString("user", { nullable: true }),
      userEmail: t.exposeString("userEmail", { nullable: true }),
      action: t.exposeString("action"),
      field: t.exposeString("field", { nullable: true }),
      oldValue: t.exposeString("oldValue", { nullable: true }),
      newValue: t.exposeString("newValue", { nullable: true }),
    }),
  });

const MODEL: Record<ReadingKind, "ReadingBI" | "ReadingPRO" | "ReadingCheSterilizer" | "ReadingCheWasher"> = { BI: "ReadingBI", PRO: "ReadingPRO", CHE_STERILIZER: "ReadingCheSterilizer", CHE_WASHER: "ReadingCheWasher" };
const TYPE: Record<ReadingKind, string> = { BI: "BIReading", PRO: "PROReading", CHE_STERILIZER: "CheSterilizerReading", CHE_WASHER: "CheWasherReading" };
const FIELD: Record<ReadingKind, string> = { BI: "biReadings", PRO: "proReadings", CHE_STERILIZER: "cheSterilizerReadings", CHE_WASHER: "cheWasherReadings" };
const SCALAR: Record<FieldType, "String" | "Int" | "Float" | "Boolean" | "DateTime"> = { string: "String", int: "Int", decimal: "Float", date: "DateTime", bool: "Boolean", product: "Int", sterilizer: "Int", washer: "Int", disinfector: "Int", measure: "Int" };

/** Name, serial and brand of a machine relation as `<prefix>Name`, `<prefix>Serial`, `<prefix>Brand`. */
function machineFields(t: any, relation: "sterilizer" | "washer" | "disinfector", prefix: string) {
  const one = (column: "name" | "serial" | "brand") =>
    t.string({ nullable: true, select: { [relation]: { select: { [column]: true } } }, resolve: (r: any) => r[relation]?.[column] ?? null });
  return { [`${prefix}Name`]: one("name"), [`${prefix}Serial`]: one("serial"), [`${prefix}Brand`]: one("brand") };
}

/** The editable columns every kind has (same column, same type): lot, notes, bookNumber... */
const COMMON_COLUMNS = FIELDS.BI.filter((d) => (Object.keys(FIELDS) as ReadingKind[]).every((k) => FIELDS[k].some((o) => o.column === d.column && o.type === d.type)));

/** A fact the form rules look at, with its values (formRules.ts). */
const RuleFactRef = builder.objectRef<{ name: string; values: string[] }>("RuleFact").implement({
  fields: (t) => ({ name: t.exposeString("name"), values: t.exposeStringList("values") }),
});
/** The reading columns each kind's rules read besides the product model. */
const RULE_COLUMNS: Record<ReadingKind, Record<string, true>> = { BI: { conditionSCIB: true, disinfection: true }, PRO: { modeId: true }, CHE_STERILIZER: {}, CHE_WASHER: {} };
const KIND_OF_TYPE = Object.fromEntries(Object.entries(TYPE).map(([kind, type]) => [type, kind])) as Record<string, ReadingKind>;

builder.prismaObjectField("ProductModel", "ruleFacts", (t) =>
  t.field({ type: [RuleFactRef], description: "What this model says to the reading form rules (productModelType, modelFields)", resolve: (m) => productModelFacts(m) }),
);

/**
 * What every reading kind has, so one fragment serves the rows of any kind (historical pages,
 * reading screens). Each kind's node resolves these fields itself; the interface declares them.
 */
export const ReadingInterface = builder.interfaceRef<Record<string, any>>("Reading").implement({
  description: "A reading of any kind: biological (BIReading), protein (PROReading), chemical sterilizer or washer (CheSterilizerReading, CheWasherReading).",
  interfaces: [builder.nodeInterfaceRef()],
  resolveType: (r) => r.__typename ?? null,
  fields: (t) => {
    const value = (name: string) => (r: Record<string, any>) => r[name] ?? null;
    return {
      ...Object.fromEntries(COMMON_COLUMNS.map((d) => [d.column, t.field({ type: SCALAR[d.type] as "String", nullable: true, resolve: value(d.column) })])),
      readingId: t.int({ resolve: (r) => r.id }),
      readNumber: t.int({ resolve: (r) => r.readNumber }),
      state: t.field({ type: ReadingStateEnum, resolve: (r) => r.state }),
      viewed: t.boolean({ resolve: (r) => r.viewed }),
      edited: t.boolean({ resolve: (r) => r.edited }),
      result: t.int({ nullable: true, resolve: value("result") }),
      resultDescription: t.string({ nullable: true, resolve: value("resultDescription") }),
      visualResultDescription: t.string({ nullable: true, resolve: value("visualResultDescription") }),
      sectorId: t.int({ resolve: (r) => r.sectorId }),
      sectorName: t.string({ resolve: (r) => r.sector?.name }),
      productName: t.string({ nullable: true, resolve: value("productName") }),
      productModelType: t.int({ nullable: true, resolve: value("productModelType") }),
      productModelName: t.string({ nullable: true, resolve: value("productModelName") }),
      ruleFacts: t.field({
        type: [RuleFactRef],
        description: "What the kind's form rules look at on this reading (readingForm(kind).fields' conditions)",
        resolve: (r) => ruleFacts(KIND_OF_TYPE[r.__typename], { ...r, productModel: r.productModelType == null ? null : { type: r.productModelType, name: r.productModelName ?? "" } }),
      }),
      brand: t.string({ nullable: true, resolve: value("brand") }),
      machineName: t.string({ nullable: true, resolve: value("machineName") }),
      machineSerial: t.string({ nullable: true, resolve: value("machineSerial") }),
      machineBrand: t.string({ nullable: true, resolve: value("machineBrand") }),
      editUserId: t.int({ nullable: true, resolve: value("editUserId") }),
      editUser: t.string({ nullable: true, resolve: value("editUser") }),
      desktopMigrationId: t.int({ nullable: true, resolve: value("desktopMigrationId") }),
    };
  },
});

export const READING_TYPENAME = TYPE;
/** Each kind's node type, for fields other domains add to it (e.g. BIReading.positiveControl). */
export const READING_NODE = {} as Record<ReadingKind, any>;
/** Each kind's edit input (`<Type>Input`): the intake's GraphQL door takes the chemical ones. */
export const READING_INPUT = {} as Record<ReadingKind, ReturnType<typeof builder.inputRef>>;

const ReadingOrderEnum = orderEnum("ReadingOrder", READING_ORDERS);

for (const kind of ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"] as ReadingKind[]) {
  const timed = kind === "BI" || kind === "PRO";
  const ref = (READING_NODE[kind] = (builder.prismaNode as any)(MODEL[kind], {
    name: TYPE[kind],
    id: { field: "id" },
    nullable: true,
    interfaces: [ReadingInterface],
    findUnique: (id: string, ctx: any) => ({ id: nodeId(id), AND: [ctx.principal?.kind === "COMPANY" ? readingScope(ctx.principal) : { companyId: -1 }] }),
    fields: (t: any) => {
      const own: Record<string, unknown> = {};
      for (const d of FIELDS[kind]) own[d.column] = d.type === "decimal" ? t.float({ nullable: true, resolve: (r: any) => (r[d.column] === null ? null : Number(r[d.column])) }) : t.expose(d.column, { type: SCALAR[d.type], nullable: true });
      return {
        ...own,
        readingId: t.exposeInt("id"),
        auditTrail: t.field({
          type: [AuditEntryRef],
          description: "Every change of the reading, oldest first (append-only).",
          select: { companyId: true },
          // The reading was loaded within the caller's scope: its trail comes with its page's in one statement.
          resolve: (r: any, _a: unknown, ctx: any) => perRequestBatch(ctx, `auditTrail:${kind}`, String(r.id), { id: r.id, companyId: r.companyId }, (rs) => auditTrails(ctx, kind, rs)),
        }),
        readNumber: t.exposeInt("readNumber"),
        state: t.expose("state", { type: ReadingStateEnum }),
        viewed: t.exposeBoolean("viewed"),
        edited: t.exposeBoolean("edited"),
        result: t.exposeInt("result", { nullable: true }),
        resultDescription: t.string({ nullable: true, resolve: (r: any) => (r.result ? RESULTS[kind][r.result] ?? null : null) }),
        visualResultDescription: t.string({ nullable: true, resolve: (r: any) => (r.visualResult ? VISUAL_RESULTS[kind][r.visualResult] ?? null : null) }),
        sectorName: t.string({ select: { sector: { select: { name: true } } }, resolve: (r: any) => r.sector.name }),
        productName: t.string({ nullable: true, select: { product: { select: { name: true } } }, resolve: (r: any) => r.product?.name ?? null }),
        brand: t.string({ nullable: true, select: { product: { select: { brand: true } } }, resolve: (r: any) => r.product?.brand ?? null }),
        sectorId: t.exposeInt("sectorId"),
        editUserId: t.exposeInt("editUserId", { nullable: true }),
        editUser: t.string({
          nullable: true,
          description: "Name of the last editor",
          // Historical pages arrive with their editor joined (historical/sql.ts); other lists look it up (batched).
          resolve: (r: any, _a: unknown, ctx: any) => (r.editUser ? `${r.editUser.name} ${r.editUser.lastName}` : r.editUserId ? userName(ctx, r.editUserId) : null),
        }),
        productModelType: t.int({ nullable: true, select: { product: { select: { productModel: { select: { type: true } } } } }, resolve: (r: any) => r.product?.productModel.type ?? null }),
        productModelName: t.string({ nullable: true, select: { product: { select: { productModel: { select: { name: true } } } } }, resolve: (r: any) => r.product?.productModel.name ?? null }),
        ruleFacts: t.field({
          type: [RuleFactRef],
          select: { ...RULE_COLUMNS[kind], product: { select: { productModel: { select: { type: true, name: true } } } } },
          resolve: (r: any) => ruleFacts(kind, { ...r, productModel: r.product?.productModel ?? null }),
        }),
        ...machineFields(t, kind === "BI" || kind === "CHE_STERILIZER" ? "sterilizer" : "washer", "machine"),
        ...(kind === "PRO" ? { readyToSave: t.boolean({ select: { status: true }, description: "Its measure is associated: it may be confirmed and saved", resolve: (r: any) => r.status === PRO_READY_TO_SAVE }) } : {}),
        desktopMigrationId: t.exposeInt("desktopMigrationId", { nullable: true, description: "Set on readings imported from the desktop application" }),
        ...(kind === "BI"
          ? {
              ...machineFields(t, "disinfector", "disinfector"),
              processDescription: t.string({ nullable: true, resolve: (r: any) => (r.processId ? PROCESSES[r.processId as 1] ?? null : null) }),
            }
          : {}),
        ...(kind === "CHE_STERILIZER" || kind === "CHE_WASHER" ? { imageId: t.exposeInt("imageId", { nullable: true, description: "The reading's picture (GetImage), if any" }) } : {}),
        ...(timed
          ? {
              positionNumber: t.exposeInt("positionNumber"),
              startedAt: t.expose("startedAt", { type: "DateTime" }),
              resultAt: t.expose("resultAt", { type: "DateTime", nullable: true }),
              incubatorName: t.string({ nullable: true, select: { incubator: { select: { name: true } } }, resolve: (r: any) => r.incubator?.name ?? null }),
              programName: t.string({
                nullable: true,
                select: { program: { select: { name: true } }, incubator: { select: { distributorIncubator: { select: { incubatorModelId: true } } } } },
                resolve: (r: any) => (r.incubator?.distributorIncubator.incubatorModelId === TEN_MINUTE_MODEL ? "10 min." : r.program?.name ?? null),
              }),
              averageTemperature: t.float({ nullable: true, resolve: (r: any) => (r.averageTemperature === null ? null : Number(r.averageTemperature)) }),
            }
          : { testedAt: t.expose("testedAt", { type: "DateTime" }) }),
        ...(kind === "BI" ? { disinfection: t.exposeBoolean("disinfection") } : {}),
        ...(kind === "PRO"
          ? {
              status: t.exposeInt("status"),
              quantitativeResult: t.float({ nullable: true, resolve: (r: any) => (r.quantitativeResult === null ? null : Number(r.quantitativeResult)) }),
              density: t.float({ nullable: true, resolve: (r: any) => (r.density === null ? null : Number(r.density)) }),
              alertResult: t.float({ nullable: true, resolve: (r: any) => (r.alertResult === null ? null : Number(r.alertResult)) }),
              actionResult: t.float({ nullable: true, resolve: (r: any) => (r.actionResult === null ? null : Number(r.actionResult)) }),
              measureSurface: t.float({ nullable: true, select: { instrumentMeasure: { select: { surface: true } } }, resolve: (r: any) => (r.instrumentMeasure ? Number(r.instrumentMeasure.surface) : null) }),
              measureCode: t.string({ nullable: true, select: { instrumentMeasure: { select: { code: true } } }, resolve: (r: any) => r.instrumentMeasure?.code ?? null }),
            }
          : {}),
      };
    },
  }));

  builder.queryField(FIELD[kind], (t) =>
    (t.connection as any)(
      {
        type: ref,
        authScopes: STAFF,
        description: "The open readings of a screen: searched (text fields, names, the read number), ordered (live: newest started first; else newest read number first) and paged, with the total.",
        args: { states: t.arg({ type: [ReadingStateEnum], required: true }), ...(kind === "BI" ? { disinfection: t.arg.boolean() } : {}), ...listArgs(t, ReadingOrderEnum) },
        resolve: (_r: unknown, a: any, ctx: GraphQLContext, info: GraphQLResolveInfo) =>
          listConnection(a, ctx, info, TYPE[kind], (request, window) => pageReadings(ctx, kind, { states: a.states, disinfection: a.disinfection }, request, window)),
      },
      withTotalCount(`${TYPE[kind]}Connection`),
    ),
  );

  const input = builder.inputType(`${TYPE[kind]}Input`, {
    fields: (t) => Object.fromEntries(FIELDS[kind].map((d) => [d.column, t.field({ type: SCALAR[d.type] as any })])) as any,
  });
  READING_INPUT[kind] = input as never;

  builder.mutationField(`edit${TYPE[kind]}s`, (t) =>
    (t.prismaField as any)({
      type: [ref],
      authScopes: STAFF,
      description: "Saves the fields on each reading (all or nothing); with move, also moves them on. finalEdit edits historical/saved readings' review fields.",
      args: { ids: t.arg({ type: ["ID"], required: true }), input: t.arg({ type: input, required: true }), move: t.arg({ type: ReadingMoveEnum }), finalEdit: t.arg.boolean(), signature: t.arg({ type: SignatureInputRef, description: "The electronic signature of the move (required while the company's parameter 22 is on)" }) },
      resolve: async (query: object, _r: unknown, a: any, ctx: any) => {
        const saved = await editReadings(ctx, kind, a.ids.map((id: string) => localId(id, TYPE[kind])), a.input, { move: a.move ?? undefined, finalEdit: a.finalEdit === true, signature: a.signature });
        return (readingTable(ctx.prisma, kind) as any).findMany({ ...query, where: { id: { in: saved.map((r) => r.id) } }, orderBy: { readNumber: "desc" } });
      },
    }),
  );

  builder.mutationField(`view${TYPE[kind]}`, (t) =>
    (t.prismaField as any)({
      type: ref,
      authScopes: STAFF,
      description: "Opens the reading's detail: marks it viewed.",
      args: { id: t.arg.id({ required: true }) },
      resolve: async (query: object, _r: unknown, a: any, ctx: any) => {
        const r = await readingDetail(ctx, kind, localId(a.id, TYPE[kind]));
        return (readingTable(ctx.prisma, kind) as any).findUniqueOrThrow({ ...query, where: { id: r.id } });
      },
    }),
  );
}

/** The kind a reading's global id names (another type's id is Not found). */
function kindOfGlobalId(id: string): ReadingKind {
  try {
    const kind = KIND_OF_TYPE[decodeGlobalID(id).typename];
    if (kind) return kind;
  } catch {
    /* Not found below */
  }
  throw notFound();
}

builder.mutationField("viewReading", (t) =>
  t.field({
    type: ReadingInterface,
    authScopes: STAFF,
    description: "Opens a reading's detail, whatever its kind (the id names it): marks it viewed.",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (_r, a, ctx, info) => {
      const kind = kindOfGlobalId(String(a.id));
      const r = await readingDetail(ctx, kind, localId(a.id, TYPE[kind]));
      const query = queryFromInfo({ context: ctx, info, typeName: TYPE[kind] });
      const row = await (readingTable(ctx.prisma, kind) as any).findUniqueOrThrow({ ...query, where: { id: r.id } });
      return { ...row, __typename: TYPE[kind] };
    },
  }),
);

builder.queryField("readings", (t) =>
  t.connection(
    {
      type: ReadingInterface,
      authScopes: STAFF,
      description: "The open readings of one kind (as its own field, biReadings...): a screen that serves several kinds asks this one.",
      args: { kind: t.arg({ type: ReadingKindEnum, required: true }), states: t.arg({ type: [ReadingStateEnum], required: true }), ...listArgs(t, ReadingOrderEnum) },
      resolve: (_r, a, ctx, info) => listConnection(a, ctx, info, TYPE[a.kind], (request, window) => pageReadings(ctx, a.kind, { states: a.states as ReadingState[] }, request, window)) as never,
    },
    withTotalCount("ReadingConnection"),
  ),
);

const ReadingEvent = builder.objectRef<{ kind: string; id: number; state: string }>("ReadingEvent").implement({
  fields: (t) => ({
    kind: t.field({ type: ReadingKindEnum, resolve: (e) => e.kind as ReadingKind }),
    readingId: t.exposeInt("id"),
    // Not named id: Relay would merge the event into the reading's own record.
    nodeId: t.id({ description: "Global id of the reading's node", resolve: (e) => globalId(TYPE[e.kind as ReadingKind], e.id) }),
    state: t.field({ type: ReadingStateEnum, resolve: (e) => e.state as ReadingState }),
    reading: t.field({
      type: ReadingInterface,
      nullable: true,
      description: "The reading as it is now, with the subscriber's selection (null when the subscriber may not see it), so a screen updates its rows without asking again",
      resolve: async (e, _a, ctx, info) => {
        const kind = e.kind as ReadingKind;
        // Registers what the reading's fields select; the row comes with every relation they read (readings/include.ts).
        queryFromInfo({ context: ctx, info, typeName: TYPE[kind] });
        const row = await eventReading(ctx, kind, e.id, readingScope(ctx.principal));
        return row ? { ...row, __typename: TYPE[kind] } : null;
      },
    }),
  }),
});

builder.subscriptionField("readingChanged", (t) =>
  t.field({
    type: ReadingEvent,
    authScopes: COMPANY_USERS,
    description: "A reading of the viewer's company was created, got its result, was edited or changed state.",
    subscribe: (_r, _a, ctx) => {
      const scope = readingScope(ctx.principal);
      const events = ctx.pubsub.subscribe("reading:company", scope.companyId);
      // Sector-limited users hear only their sector's readings.
      return scope.sectorId === undefined ? events : pipe(events, filter((e) => e.sectorId === undefined || e.sectorId === scope.sectorId));
    },
    resolve: (event) => event as unknown as { kind: string; id: number; state: string },
  }),
);

// The form of a reading kind (form.ts): fields, the company's required ones, limits, codes.
const CodedOptionRef = builder.objectRef<CodedOption>("CodedOption").implement({
  fields: (t) => ({ code: t.exposeInt("code"), description: t.exposeString("description", { description: "English; the screens translate by code" }) }),
});
const ConditionRef = builder.objectRef<Condition>("FormCondition").implement({
  description: "Holds when one of the fact's values (Reading.ruleFacts, the form's values, the chosen product's model) is among `in`",
  fields: (t) => ({ fact: t.exposeString("fact"), in: t.stringList({ resolve: (c) => [...c.in] }) }),
});
const FormFieldRef = builder.objectRef<FormField>("ReadingFormField").implement({
  fields: (t) => ({
    name: t.exposeString("name", { description: "The field's name in the kind's GraphQL input" }),
    type: t.exposeString("type", { description: "string, int, decimal, date, bool, product, sterilizer, washer, disinfector, measure" }),
    required: t.exposeBoolean("required", { description: "The company's security mode requires it (the form rules may still hide it)" }),
    final: t.exposeBoolean("final", { description: "Still editable on historical and saved readings" }),
    maxLength: t.exposeInt("maxLength", { nullable: true }),
    min: t.exposeFloat("min", { nullable: true }),
    max: t.exposeFloat("max", { nullable: true }),
    options: t.field({ type: [CodedOptionRef], nullable: true, description: "The codes a coded field offers", resolve: (f) => f.options }),
    appliesWhen: t.field({ type: [ConditionRef], description: "It belongs to the reading only when these hold (else hidden, never required)", resolve: (f) => f.appliesWhen }),
    shownWhen: t.field({ type: [ConditionRef], description: "The screens show it only when these hold", resolve: (f) => f.shownWhen }),
    requiredWhen: t.field({ type: [ConditionRef], description: "Required (when it applies) whenever these hold", resolve: (f) => f.requiredWhen }),
    optionalWhen: t.field({ type: [ConditionRef], description: "Not required whenever these hold, whatever the security mode", resolve: (f) => f.optionalWhen }),
  }),
});
const ReadingFormRef = builder.objectRef<Awaited<ReturnType<typeof readingForm>>>("ReadingForm").implement({
  fields: (t) => ({
    kind: t.field({ type: ReadingKindEnum, resolve: (f) => f.kind }),
    fields: t.field({ type: [FormFieldRef], resolve: (f) => f.fields }),
    results: t.field({ type: [CodedOptionRef], description: "The kind's result codes", resolve: (f) => f.results }),
    visualResults: t.field({ type: [CodedOptionRef], resolve: (f) => f.visualResults }),
    massiveLocked: t.stringList({ description: "The fields the viewer may not change in a massive edit", resolve: (f) => f.massiveLocked }),
  }),
});

builder.queryField("readingForm", (t) =>
  t.field({
    type: ReadingFormRef,
    authScopes: COMPANY_USERS,
    description: "The form of a reading kind for the viewer's company: its fields, which the company requires, their limits and codes.",
    args: { kind: t.arg({ type: ReadingKindEnum, required: true }) },
    resolve: (_r, a, ctx) => readingForm(ctx, a.kind),
  }),
);
