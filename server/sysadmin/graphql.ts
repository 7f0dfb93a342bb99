// GraphQL door of the administrable entities, generated from their descriptions:
// - typed, for integrators: per entity an object type `Sys<Name>` with its real fields, a
//   connection `sys<Plural>`, an input `Sys<Name>Input` and `createSys<Name>` /
//   `updateSys<Name>` / `deleteSys<Name>` (only the operations some role may use);
// - generic, for the one screen that draws every entity (web/screens/sys): `sysScreen(route)`
//   (the description in the viewer's language, its options and allowed actions),
//   `sysRecords(route)` (rows as field/value/text triples) and `saveSysRecord` /
//   `deleteSysRecord` (values as text, read strictly by each field's kind).
// Both kinds call the same service (./service.ts), which applies the scope and the rules.
import { builder } from "../graphql/builder";
import { globalId } from "../graphql/ids";
import { pagedConnection, withTotalCount } from "../graphql/lists";
import { DISTRIBUTORS } from "../auth/scopes";
import type { ServiceContext } from "../context";
import { ENTITIES, screenOf } from "./entities";
import { type EntityDescription, type FieldDescription, type Row } from "./describe";
import { createRecord, deleteRecord, orderable, pageRecords, runAction, updateRecord, type RecordsRequest } from "./service";
import { describeScreen, recordValues, type SysScreen } from "./screen";
import { parseText, writable } from "./validate";
import { actionsOf } from "./scope";
import { notFound } from "../domain/errors";

type Args = Record<string, any>;
const typeName = (e: EntityDescription) => `Sys${e.name}`;

/** What every entity's row answers besides its own fields: the generic screen reads these. */
export const SysRecordRef = builder.interfaceRef<Row & { __typename?: string }>("SysRecord").implement({
  description: "A row of an administrable entity (/sys screens).",
  resolveType: (r) => r.__typename ?? null,
  fields: (t) => ({
    id: t.id({ resolve: (r) => globalId(r.__typename ?? "SysRecord", r.id) }),
    recordId: t.int({ resolve: (r) => r.id }),
    values: t.field({ type: [SysValueRef], extensions: { listSize: 15 }, description: "Each field's stored value as text and as the screen shows it", resolve: (r, _a, ctx) => recordValues(ctx, entityOfRow(r), r) }),
  }),
});

const SysValueRef = builder.objectRef<{ field: string; value: string | null; text: string }>("SysValue").implement({
  fields: (t) => ({
    field: t.exposeString("field"),
    value: t.exposeString("value", { nullable: true, description: "The stored value as text (numbers as digits, flags as true/false); null when empty" }),
    text: t.exposeString("text", { description: "The value as the table shows it (an option's label, a date)" }),
  }),
});

const typeOfRow = new Map<string, EntityDescription>();
const entityOfRow = (r: { __typename?: string }) => typeOfRow.get(r.__typename ?? "")!;

function scalarField(t: any, f: FieldDescription) {
  const nullable = true;
  const resolve = (r: Row) => r[f.name] ?? null;
  switch (f.kind) {
    case "integer":
    case "select":
      return t.int({ nullable, resolve });
    case "decimal":
      return t.float({ nullable, resolve });
    case "boolean":
      return t.boolean({ nullable, resolve });
    case "datetime":
      return t.field({ type: "DateTime", nullable, resolve });
    default:
      return t.string({ nullable, resolve: f.secret ? () => null : resolve });
  }
}

function inputField(t: any, f: FieldDescription) {
  const required = !!f.required && !f.when && !f.createOnly;
  switch (f.kind) {
    case "integer":
    case "select":
      return t.int({ required });
    case "decimal":
      return t.float({ required });
    case "boolean":
      return t.boolean({ required: false });
    default:
      return t.string({ required });
  }
}

const listArgsOf = (t: any, e: EntityDescription, order: unknown) => ({
  ...(e.parent ? { [e.parent.field]: t.arg.int({ description: e.parent.virtual ? `The ${e.parent.field.replace(/Id$/, "")} of the translations (default: the viewer's)` : `Only the rows of this ${e.parent.field.replace(/Id$/, "")} (a distributor's administrator always sees its own)` }) } : {}),
  ...Object.fromEntries((e.filters ?? []).map((f) => [f.param, f.text ? t.arg.string() : t.arg.int()])),
  search: t.arg.string({ description: "Case-insensitive text the searchable columns contain (at most 100 characters)" }),
  orderBy: t.arg({ type: order }),
  descending: t.arg.boolean(),
});

function connection(ctx: ServiceContext, e: EntityDescription, args: Args, request: RecordsRequest) {
  return pagedConnection(args, async (window) => {
    const { rows, total } = await pageRecords(ctx, e, request, window);
    return { rows: rows.map((r) => ({ ...r, __typename: typeName(e) })), total };
  });
}

/** The filters' values by their parameter, as text (the service reads each by its kind). */
const filtersOf = (e: EntityDescription, get: (param: string) => unknown) => Object.fromEntries((e.filters ?? []).map((f) => [f.param, get(f.param) == null ? null : String(get(f.param))]));

/** A screen's address ("/sysgtin?distributorId=2") → its entity, the parent it names (unless given) and its filters. */
function addressOf(route: string, parentId?: number | null) {
  const { e, params } = screenOf(route);
  if (!e) return null;
  const named = e.parent ? params.get(e.parent.param) : null;
  const parent = parentId ?? (named && /^\d{1,9}$/.test(named) ? Number(named) : null);
  return { e, parentId: parent, filters: filtersOf(e, (p) => params.get(p)) };
}

const withType = (e: EntityDescription) => (r: Row) => ({ ...r, __typename: typeName(e) });

for (const e of ENTITIES) {
  const name = typeName(e);
  typeOfRow.set(name, e);
  const Ref = builder.objectRef<Row & { __typename?: string }>(name).implement({
    description: `${e.noun.en} (${e.route}).`,
    interfaces: [SysRecordRef],
    isTypeOf: (r) => (r as { __typename?: string }).__typename === name,
    fields: (t) => ({
      ...(e.parent ? { [e.parent.field]: t.int({ resolve: (r: Row) => r[e.parent!.field] as number }) } : {}),
      ...Object.fromEntries(e.fields.map((f) => [f.name, scalarField(t, f)])),
    }),
  });
  const Order = builder.enumType(`${name}Order`, { values: orderable(e).map((f) => f.name) as [string, ...string[]] });
  const actions = new Set([...e.access.system, ...(e.access.distributor ?? [])]);

  builder.queryField(`sys${e.plural}`, (t) =>
    t.connection(
      {
        type: Ref,
        authScopes: DISTRIBUTORS,
        description: `${e.plural} the caller may see: searched, ordered and paged, with the total.`,
        args: listArgsOf(t, e, Order),
        resolve: (_r, a: Args, ctx) => connection(ctx, e, a, { parentId: e.parent ? a[e.parent.field] : null, filters: filtersOf(e, (p) => a[p]), search: a.search, orderBy: a.orderBy, descending: a.descending }) as never,
      },
      withTotalCount(`${name}Connection`),
    ),
  );
  if (!actions.has("create") && !actions.has("update")) continue;
  const Input = builder.inputType(`${name}Input`, {
    fields: (t) => ({
      ...(e.parent ? { [e.parent.field]: t.int({ required: false, description: "Required from the provider; a distributor's administrator writes its own" }) } : {}),
      ...Object.fromEntries(writable(e).map((f) => [f.name, inputField(t, f)])),
    }),
  });
  const input = (a: Args) => ({ ...a.input, parentId: e.parent ? a.input[e.parent.field] : null });
  if (actions.has("create"))
    builder.mutationField(`create${name}`, (t) => t.field({ type: Ref, authScopes: DISTRIBUTORS, args: { input: t.arg({ type: Input, required: true }) }, resolve: async (_r, a: Args, ctx) => withType(e)(await createRecord(ctx, e, input(a))) }));
  if (actions.has("update"))
    builder.mutationField(`update${name}`, (t) =>
      t.field({ type: Ref, authScopes: DISTRIBUTORS, args: { recordId: t.arg.int({ required: true }), input: t.arg({ type: Input, required: true }) }, resolve: async (_r, a: Args, ctx) => withType(e)(await updateRecord(ctx, e, a.recordId, input(a))) }),
    );
  if (actions.has("delete"))
    builder.mutationField(`delete${name}`, (t) =>
      t.boolean({ authScopes: DISTRIBUTORS, args: { recordId: t.arg.int({ required: true }) }, resolve: async (_r, a: Args, ctx) => (await deleteRecord(ctx, e, a.recordId), true) }),
    );
}

// ───────────── the generic screen's door ─────────────

const Options = builder.objectRef<{ value: number; label: string }>("SysOption").implement({ fields: (t) => ({ value: t.exposeInt("value"), label: t.exposeString("label") }) });

const FieldRef = builder.objectRef<SysScreen["fields"][number]>("SysField").implement({
  description: "A field of a /sys screen's table and forms, in the viewer's language.",
  fields: (t) => ({
    name: t.exposeString("name"),
    label: t.exposeString("label"),
    kind: t.exposeString("kind", { description: "text, email, integer, decimal, boolean, select or datetime" }),
    required: t.exposeBoolean("required"),
    whenField: t.exposeString("whenField", { nullable: true, description: "Shown and required only while this field..." }),
    whenValues: t.exposeStringList("whenValues", { extensions: { listSize: 3 }, description: "...has one of these values" }),
    maxLength: t.exposeInt("maxLength", { nullable: true }),
    min: t.exposeFloat("min", { nullable: true }),
    max: t.exposeFloat("max", { nullable: true }),
    pattern: t.exposeString("pattern", { nullable: true, description: "A regular expression (JavaScript, Unicode mode: flag u) the text must match" }),
    patternMessage: t.exposeString("patternMessage", { nullable: true }),
    options: t.field({ type: [Options], extensions: { listSize: 50 }, resolve: (f) => f.options }),
    shownAsFactor: t.exposeFloat("shownAsFactor", { nullable: true, description: "The screen shows and takes the stored value times this (hours as minutes: 60)" }),
    shownAsUnit: t.exposeString("shownAsUnit", { nullable: true }),
    inTable: t.exposeBoolean("inTable"),
    sortable: t.exposeBoolean("sortable"),
    createOnly: t.exposeBoolean("createOnly"),
    readOnly: t.exposeBoolean("readOnly"),
  }),
});

const ParentRef = builder.objectRef<NonNullable<SysScreen["parent"]>>("SysParent").implement({
  fields: (t) => ({
    field: t.exposeString("field"),
    param: t.exposeString("param", { description: "The address's query parameter that names the parent" }),
    label: t.exposeString("label"),
    options: t.field({ type: [Options], resolve: (p) => p.options }),
    fixed: t.exposeInt("fixed", { nullable: true, description: "The viewer's own parent, when it may see no other" }),
    chosen: t.exposeInt("chosen", { nullable: true, description: "The parent shown: the address's, the viewer's own, or the default (the viewer's language)" }),
  }),
});

const RowActionRef = builder.objectRef<SysScreen["rowActions"][number]>("SysRowAction").implement({
  description: "An action on one row besides edit and delete (reset the administrator's password...), as the viewer may use it.",
  fields: (t) => ({
    key: t.exposeString("key"),
    label: t.exposeString("label"),
    icon: t.exposeString("icon", { description: "An octicon name" }),
    confirm: t.exposeString("confirm", { nullable: true, description: "Asked before it runs; {name} is the row's name" }),
    fields: t.field({ type: [FieldRef], extensions: { listSize: 5 }, description: "The action's form", resolve: (a) => a.fields }),
  }),
});

const FilterRef = builder.objectRef<SysScreen["filters"][number]>("SysFilter").implement({
  description: "An optional narrowing of a /sys list by a parameter of its address (a module's messages).",
  fields: (t) => ({
    param: t.exposeString("param"),
    label: t.exposeString("label"),
    text: t.exposeBoolean("text", { description: "Its values are text (a screen's name), not ids" }),
    options: t.field({ type: [Options], extensions: { listSize: 50 }, resolve: (f) => f.options }),
  }),
});

const LinkRef = builder.objectRef<SysScreen["links"][number]>("SysLink").implement({
  description: "A link from each row to another screen; {id} is the row's id.",
  fields: (t) => ({ key: t.exposeString("key"), label: t.exposeString("label"), href: t.exposeString("href") }),
});

const ScreenRef = builder.objectRef<SysScreen>("SysScreen").implement({
  description: "A /sys screen as the viewer may use it, drawn from its entity's description.",
  fields: (t) => ({
    route: t.exposeString("route"),
    title: t.exposeString("title", { description: "The screen's title in the viewer's language" }),
    entity: t.exposeString("entity", { description: "The entity's GraphQL type (Sys + this name)" }),
    noun: t.exposeString("noun"),
    nameField: t.exposeString("nameField"),
    actions: t.exposeStringList("actions", { extensions: { listSize: 5 }, description: "What the viewer may do: list, detail, create, update, delete" }),
    fields: t.field({ type: [FieldRef], extensions: { listSize: 15 }, resolve: (s) => s.fields }),
    parent: t.field({ type: ParentRef, nullable: true, resolve: (s) => s.parent }),
    defaultOrder: t.exposeString("defaultOrder", { nullable: true }),
    rowActions: t.field({ type: [RowActionRef], extensions: { listSize: 3 }, resolve: (s) => s.rowActions }),
    filters: t.field({ type: [FilterRef], extensions: { listSize: 2 }, resolve: (s) => s.filters }),
    links: t.field({ type: [LinkRef], extensions: { listSize: 2 }, resolve: (s) => s.links }),
    pageSizes: t.exposeIntList("pageSizes", { extensions: { listSize: 5 }, description: "The page sizes the table offers (empty: the shared table's)" }),
    descending: t.exposeBoolean("descending"),
  }),
});

const screenAt = (route: string, parentId?: number | null) => {
  const at = addressOf(route, parentId);
  if (!at) throw notFound(`No administration screen at ${route.split("?")[0]}.`);
  return at;
};

builder.queryField("sysScreen", (t) =>
  t.field({
    type: ScreenRef,
    nullable: true,
    authScopes: DISTRIBUTORS,
    description: "The description of a /sys screen for the viewer (null: no such screen, or not the viewer's).",
    args: { route: t.arg.string({ required: true }), parentId: t.arg.int({ description: "The chosen parent: a select that follows it (a distributor's products) lists its rows" }) },
    resolve: (_r, a, ctx) => {
      const at = addressOf(a.route, a.parentId);
      return at ? describeScreen(ctx, at.e, at.parentId) : null;
    },
  }),
);

builder.queryField("sysRecords", (t) =>
  t.connection(
    {
      type: SysRecordRef,
      nullable: true,
      authScopes: DISTRIBUTORS,
      description: "The rows a /sys screen lists: searched, ordered by a field of its table, paged, with the total (null, like sysScreen: no such screen, or not the viewer's).",
      args: { route: t.arg.string({ required: true }), parentId: t.arg.int(), search: t.arg.string(), orderBy: t.arg.string(), descending: t.arg.boolean() },
      resolve: (_r, a: Args, ctx) => {
        const at = addressOf(a.route, a.parentId);
        if (!at || !actionsOf(ctx.principal, at.e).includes("list")) return null as never;
        const { e, parentId, filters } = at;
        // A by-parent list shows rows once a parent is chosen (spec 002 section 2.11).
        if (e.parent && !e.parent.virtual && parentId == null && ctx.principal?.kind !== "DISTRIBUTOR") return connection(ctx, e, { ...a, first: 0 }, { parentId: -1 }) as never;
        return connection(ctx, e, a, { parentId, filters, search: a.search, orderBy: a.orderBy, descending: a.descending }) as never;
      },
    },
    withTotalCount("SysRecordConnection"),
  ),
);

const SysValueInput = builder.inputType("SysValueInput", { fields: (t) => ({ field: t.string({ required: true }), value: t.string() }) });

builder.mutationField("saveSysRecord", (t) =>
  t.field({
    type: SysRecordRef,
    authScopes: DISTRIBUTORS,
    description: "Creates (no recordId) or updates a row of a /sys screen's entity from its form's values.",
    args: { route: t.arg.string({ required: true }), recordId: t.arg.int(), parentId: t.arg.int(), values: t.arg({ type: [SysValueInput], required: true }) },
    resolve: async (_r, a, ctx) => {
      const { e, parentId } = screenAt(a.route, a.parentId);
      const values = { ...parseText(e, a.values), parentId };
      return withType(e)(a.recordId == null ? await createRecord(ctx, e, values) : await updateRecord(ctx, e, a.recordId, values));
    },
  }),
);

const ActionResultRef = builder.objectRef<{ message: string; record: Row & { __typename?: string } }>("SysActionResult").implement({
  fields: (t) => ({ message: t.exposeString("message"), record: t.field({ type: SysRecordRef, resolve: (r) => r.record }) }),
});

builder.mutationField("runSysAction", (t) =>
  t.field({
    type: ActionResultRef,
    authScopes: DISTRIBUTORS,
    description: "Runs a row action of a /sys screen (sysScreen.rowActions) with its form's values; answers the success message and the row.",
    args: { route: t.arg.string({ required: true }), action: t.arg.string({ required: true }), recordId: t.arg.int({ required: true }), parentId: t.arg.int(), values: t.arg({ type: [SysValueInput] }) },
    resolve: async (_r, a, ctx) => {
      const { e, parentId } = screenAt(a.route, a.parentId);
      const action = (e.actions ?? []).find((x) => x.key === a.action);
      const values = action?.fields ? parseText({ ...e, fields: action.fields }, a.values ?? []) : {};
      const { message, row } = await runAction(ctx, e, a.action, a.recordId, values, parentId);
      return { message, record: withType(e)(row) };
    },
  }),
);

builder.mutationField("deleteSysRecord", (t) =>
  t.boolean({
    authScopes: DISTRIBUTORS,
    args: { route: t.arg.string({ required: true }), recordId: t.arg.int({ required: true }) },
    resolve: async (_r, a, ctx) => (await deleteRecord(ctx, screenAt(a.route).e, a.recordId), true),
  }),
);

