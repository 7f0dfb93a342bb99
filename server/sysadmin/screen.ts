// A description as the generic /sys screen draws it for one viewer: labels in the viewer's
// language, the options of each select (another entity's rows the viewer may use), the
// parent select, the actions the viewer may use; and each row's values as text.
import type { ServiceContext } from "../context";
import { translationsFor } from "../i18n/translations";
import { columnOf, textIn, type EntityDescription, type FieldDescription, type Row, type Texts } from "./describe";
import { entityByName } from "./entities";
import { actionsOf } from "./scope";
import { actionsFor, orderable, parentOf, viewerLanguage } from "./service";
import { offeredOptions, optionLabels, read } from "./options";
import { equalsIgnoringCase } from "../domain/like";

export interface SysScreen {
  route: string;
  entity: string;
  title: string;
  noun: string;
  nameField: string;
  actions: string[];
  fields: {
    name: string;
    label: string;
    kind: string;
    required: boolean;
    whenField: string | null;
    whenValues: string[];
    maxLength: number | null;
    min: number | null;
    max: number | null;
    pattern: string | null;
    patternMessage: string | null;
    options: { value: number; label: string }[];
    shownAsFactor: number | null;
    shownAsUnit: string | null;
    inTable: boolean;
    sortable: boolean;
    createOnly: boolean;
    readOnly: boolean;
  }[];
  parent: { field: string; param: string; label: string; options: { value: number; label: string }[]; fixed: number | null; chosen: number | null } | null;
  defaultOrder: string | null;
  descending: boolean;
  rowActions: { key: string; label: string; icon: string; confirm: string | null; fields: SysScreen["fields"] }[];
  filters: { param: string; label: string; options: { value: number; label: string }[]; text: boolean }[];
  links: { key: string; label: string; href: string }[];
  pageSizes: number[];
}


export async function describeScreen(ctx: ServiceContext, e: EntityDescription, parentId: number | null): Promise<SysScreen | null> {
  const actions = actionsOf(ctx.principal, e);
  if (!actions.includes("list")) return null;
  const lang = await viewerLanguage(ctx);
  const screen = await ctx.prisma.screen.findFirst({ where: { route: equalsIgnoringCase(e.route) }, select: { id: true, description: true } });
  const title = screen ? ((await translationsFor(ctx.prisma, "SCREEN", lang.id, [screen.id])).get(screen.id) ?? screen.description) : e.plural;
  const own = ctx.principal?.kind === "DISTRIBUTOR" ? ctx.principal.distributorId : null;
  const parentRows = e.parent ? await parentOptions(ctx, e) : [];
  const chosen = own ?? (await parentOf(ctx, e, parentId));
  const sortable = new Set(orderable(e).map((f) => f.name));
  return {
    route: e.route,
    entity: e.name,
    title,
    noun: textIn(e.noun, lang.code),
    nameField: e.nameField,
    actions: [...actions],
    fields: await fieldsOf(e.fields),
    parent: e.parent ? { field: e.parent.field, param: e.parent.param, label: textIn(e.parent.label, lang.code), options: parentRows, fixed: own && e.parent.field === "distributorId" ? own : null, chosen } : null,
    filters: await Promise.all((e.filters ?? []).map(async (f) => ({ param: f.param, label: textIn(f.label, lang.code), text: !!f.text, options: f.entity ? await offeredOptions(ctx, { name: f.param, label: f.label, kind: "select", options: { entity: f.entity, labelField: f.labelField! } }, null, lang.code) : [] }))),
    links: (e.links ?? []).map((l) => ({ key: l.key, label: textIn(l.label, lang.code), href: l.href })),
    pageSizes: [...(e.pageSizes ?? [])],
    defaultOrder: e.order[0] ?? null,
    descending: !!e.descending,
    rowActions: await Promise.all(actionsFor(ctx, e).map(async (a) => ({ key: a.key, label: textIn(a.label, lang.code), icon: a.icon, confirm: a.confirm ? textIn(a.confirm, lang.code) : null, fields: await fieldsOf(a.fields ?? []) }))),
  };

  function fieldsOf(fields: readonly FieldDescription[]) {
    return Promise.all(
      fields.map(async (f) => ({
        name: f.name,
        label: textIn(f.label, lang.code),
        kind: f.kind,
        required: !!f.required,
        whenField: f.when?.field ?? null,
        whenValues: (f.when?.in ?? []).map(String),
        maxLength: f.maxLength ?? null,
        min: f.min ?? null,
        max: f.max ?? null,
        pattern: f.pattern?.regex.source ?? null,
        patternMessage: f.pattern ? textIn(f.pattern.message, lang.code) : null,
        options: await offeredOptions(ctx, f, chosen, lang.code),
        shownAsFactor: f.shownAs?.factor ?? null,
        shownAsUnit: f.shownAs ? textIn(f.shownAs.unit, lang.code) : null,
        inTable: f.inTable !== false,
        sortable: sortable.has(f.name),
        createOnly: !!f.createOnly,
        readOnly: !!f.readOnly,
      })),
    );
  }
}

/** The parents the viewer may choose among (a distributor's administrator: its own only). */
async function parentOptions(ctx: ServiceContext, e: EntityDescription) {
  const parent = entityByName(e.parent!.entity)!;
  const own = ctx.principal?.kind === "DISTRIBUTOR" && e.parent!.field === "distributorId" ? ctx.principal.distributorId : null;
  const label = columnOf(parent.fields.find((f) => f.name === e.parent!.labelField)!);
  return read(ctx.prisma, { model: parent.model, label, where: own ? { id: own } : {} });
}

const YES: Texts = { en: "Yes", es: "Sí", it: "Sì", pt: "Sim", ja: "はい" };
const NO: Texts = { en: "No", es: "No", it: "No", pt: "Não", ja: "いいえ" };

/** Per request and field: option value → label, read once for every row of a page. */
const labelCache = new WeakMap<ServiceContext, Map<string, Promise<Map<number, string>>>>();
function labelsOf(ctx: ServiceContext, e: EntityDescription, f: FieldDescription, lang: string) {
  if (!labelCache.has(ctx)) labelCache.set(ctx, new Map());
  const cache = labelCache.get(ctx)!;
  const key = `${e.name}.${f.name}`;
  if (!cache.has(key)) cache.set(key, optionLabels(ctx, f, lang));
  return cache.get(key)!;
}

/** Shown units (minutes of a time stored in hours) to two decimals: 0.3333 h is 20 minutes, not 19.998. */
const round = (n: number) => Math.round(n * 100) / 100;

/** A row as field/value/text triples: the stored value as text, and what the table shows. */
export async function recordValues(ctx: ServiceContext, e: EntityDescription, row: Row) {
  const lang = (await viewerLanguage(ctx)).code;
  return Promise.all(
    e.fields.map(async (f) => {
      const v = row[f.name];
      if (f.secret || v === null || v === undefined) return { field: f.name, value: null, text: "" };
      const value = v instanceof Date ? v.toISOString() : String(v);
      let text = value;
      if (f.kind === "boolean") text = textIn(v ? YES : NO, lang);
      else if (f.options) text = (await labelsOf(ctx, e, f, lang)).get(Number(v)) ?? value;
      else if (f.shownAs && typeof v === "number") text = String(round(v * f.shownAs.factor));
      return { field: f.name, value, text };
    }),
  );
}
