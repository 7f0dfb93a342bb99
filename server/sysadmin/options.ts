// The options of a select field: static (the description's), another entity's rows (those
// the caller may use; under the screen's parent when the field says so), or a reference list
// (countries, languages). The form offers them, the service accepts only them, and the table
// shows their labels.
import type { ServiceContext } from "../context";
import { columnOf, textIn, type FieldDescription, type OptionSource, type Tx } from "./describe";
import { entityByName } from "./entities";
import { rowScope } from "./scope";
import { tableOf } from "./tables";

export interface Option {
  value: number;
  label: string;
}


/** A reference list as (where, label column) on its table. */
const REFERENCES: Record<Extract<OptionSource, { reference: string }>["reference"], { model: string; label: string; where: object }> = {
  countries: { model: "country", label: "name", where: {} },
  languages: { model: "language", label: "description", where: { enabled: true } },
};

/** The table, label column and condition of an entity or reference source. */
function sourceOf(ctx: ServiceContext, f: FieldDescription, parentId: number | null, offered: boolean) {
  const o = f.options!;
  if ("reference" in o) return REFERENCES[o.reference];
  if (!("entity" in o)) return null;
  const target = entityByName(o.entity)!;
  const label = columnOf(target.fields.find((x) => x.name === o.labelField)!);
  // Labels of rows already chosen are shown whatever the parent; offers follow the parent.
  const where = !offered ? {} : o.byParent && target.parent ? (parentId == null ? { id: -1 } : rowScope(ctx.principal, target, parentId)) : rowScope(ctx.principal, target);
  return { model: target.model, label, where };
}

/** The options the form offers the caller (under the screen's chosen parent). */
export async function offeredOptions(ctx: ServiceContext, f: FieldDescription, parentId: number | null, lang: string): Promise<Option[]> {
  if (!f.options) return [];
  if ("static" in f.options) return f.options.static.map((o) => ({ value: o.value, label: textIn(o.label, lang) }));
  return read(ctx.prisma, sourceOf(ctx, f, parentId, true)!);
}

/** Every option's label, for showing stored values (not an offer). */
export async function optionLabels(ctx: ServiceContext, f: FieldDescription, lang: string): Promise<Map<number, string>> {
  if (!f.options) return new Map();
  if ("static" in f.options) return new Map(f.options.static.map((o) => [o.value, textIn(o.label, lang)]));
  return new Map((await read(ctx.prisma, sourceOf(ctx, f, null, false)!)).map((o) => [o.value, o.label]));
}

/** Whether a stored value is one of the options the caller is offered (read in the write's transaction). */
export async function isOffered(tx: Tx, ctx: ServiceContext, f: FieldDescription, value: unknown, parentId: number | null): Promise<boolean> {
  if (!f.options || "static" in f.options) return true;
  const source = sourceOf(ctx, f, parentId, true)!;
  return (await tableOf(tx, source.model).count({ where: { AND: [{ id: value }, source.where] } })) > 0;
}

/** Rows of a table as options: each id labelled by a column, in the label's order. */
export async function read(db: object, source: { model: string; label: string; where: object }): Promise<Option[]> {
  const rows = await tableOf(db, source.model).findMany({ where: source.where, orderBy: [{ [source.label]: "asc" }, { id: "asc" }], select: { id: true, [source.label]: true } });
  return rows.map((r) => ({ value: Number(r.id), label: String(r[source.label] ?? "") }));
}
