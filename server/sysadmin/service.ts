// The rules every administrable entity follows, read from its description: scoped reads with
// search, order and paging; writes checked (./validate.ts), with uniqueness and references
// checked against the caller's rows, made in one transaction with their /SysLog entry
// (who, what, old → new). Both doors and the generic screen call these.
import { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { describeChanges } from "../applog/service";
import { forbidden, isForeignKeyViolation, notFound, SaveErrors, unauthorized, ValidationError, type FieldErrors } from "../domain/errors";
import { SEARCH_MAX_LENGTH, type ListPage, type ListRequest, type ListWindow } from "../domain/lists";
import { userLanguage } from "../i18n/languages";
import { columnOf, textIn, type EntityDescription, type Row, type Texts, type Tx } from "./describe";
import { isOffered } from "./options";
import { tableOf } from "./tables";
import { assertAction, parentFor, rowScope } from "./scope";
import { checkValues, type Values } from "./validate";
import { containingIgnoringCase, equalsIgnoringCase } from "../domain/like";

const delegate = (db: object, e: EntityDescription) => tableOf(db, e.model);

const ALREADY_EXISTS: Texts = { en: "This value already exists.", es: "Este valor ya existe.", it: "Questo valore esiste già.", pt: "Este valor já existe.", ja: "この値はすでに存在します。" };
const IN_USE: Texts = {
  en: "This record is in use by other records and cannot be deleted.",
  es: "Este registro está en uso por otros registros y no se puede borrar.",
  it: "Questo record è usato da altri record e non può essere eliminato.",
  pt: "Este registro está em uso por outros registros e não pode ser excluído.",
  ja: "このレコードは他のレコードで使用されているため削除できません。",
};
const NOT_AN_OPTION: Texts = { en: "Choose one of the options.", es: "Elija una de las opciones.", it: "Scegli una delle opzioni.", pt: "Escolha uma das opções.", ja: "選択肢から選んでください。" };

/** The parent when it is a column of the row (a distributor), not a virtual one (a translation's language). */
const stored = (e: EntityDescription) => (e.parent && !e.parent.virtual ? e.parent : null);

/** A stored row with plain values: decimals and big ids as numbers. */
function plainRow(e: EntityDescription, r: Record<string, unknown>): Row {
  const out: Row = { id: Number(r.id) };
  const parent = stored(e);
  if (parent) out[parent.field] = r[parent.field];
  for (const f of e.fields) {
    if (f.virtual) continue;
    const v = r[columnOf(f)];
    out[f.name] = v instanceof Prisma.Decimal ? v.toNumber() : typeof v === "bigint" ? Number(v) : v;
  }
  return out;
}

/** Rows as the doors show them: plain values and the virtual fields (read through `db`: inside a transaction, the transaction). */
async function present(ctx: ServiceContext, e: EntityDescription, rows: Record<string, unknown>[], db: object = ctx.prisma, parentId: number | null = null): Promise<Row[]> {
  const plain = rows.map((r) => plainRow(e, r));
  const extra = e.hooks?.readVirtual ? await e.hooks.readVirtual(db as Tx, plain, rows, parentId) : new Map<number, Record<string, unknown>>();
  return plain.map((r) => ({ ...r, ...extra.get(r.id) }));
}

function searchOf(e: EntityDescription, search: string | null | undefined): object | null {
  const term = (search ?? "").trim();
  if (!term) return null;
  if (term.length > SEARCH_MAX_LENGTH) throw new ValidationError({ search: [`The search text must be at most ${SEARCH_MAX_LENGTH} characters.`] });
  const fields = e.fields.filter((f) => f.search && !f.virtual);
  return { OR: fields.map((f) => ({ [columnOf(f)]: containingIgnoringCase(term) })) };
}

/** The columns a list may be ordered by: the stored ones in the table. */
export const orderable = (e: EntityDescription) => e.fields.filter((f) => !f.virtual && f.inTable !== false);

function orderOf(e: EntityDescription, request: ListRequest): object[] {
  const direction = request.descending ? "desc" : "asc";
  if (request.orderBy) {
    const f = orderable(e).find((x) => x.name === request.orderBy);
    if (!f) throw new ValidationError({ orderBy: [`This list cannot be ordered by ${request.orderBy}.`] });
    return [{ [columnOf(f)]: direction }, { id: "asc" }];
  }
  // The default order names fields (their columns) or, where the description has none, columns.
  const column = (name: string) => {
    const f = e.fields.find((x) => x.name === name);
    return f ? columnOf(f) : name;
  };
  const natural = e.descending ? "desc" : "asc";
  return [...e.order.map((name) => ({ [column(name)]: natural })), { id: natural }];
}

export interface RecordsRequest extends ListRequest {
  parentId?: number | null;
  /** Values of the entity's filters by their address parameter (/sysmessage?moduleId=5). */
  filters?: Record<string, string | null | undefined>;
}

/** The parent a request names, else the entity's default (a translation screen: the viewer's language). */
export async function parentOf(ctx: ServiceContext, e: EntityDescription, asked: number | null | undefined): Promise<number | null> {
  if (asked != null) return asked;
  return (await e.parent?.defaultId?.(ctx)) ?? null;
}

/** The conditions of the filters given: a column (a relation's, dotted) equal to the value. */
function filterWhere(e: EntityDescription, filters: RecordsRequest["filters"]): object[] {
  return (e.filters ?? []).flatMap((f) => {
    const raw = filters?.[f.param]?.trim();
    if (!raw) return [];
    const value = f.text ? raw : /^\d{1,9}$/.test(raw) ? Number(raw) : null;
    if (value === null) throw new ValidationError({ [f.param]: ["The value must be a whole number."] });
    return [f.column.split(".").reduceRight<object>((inner, key) => ({ [key]: inner }), value as never)];
  });
}

/** One page of the entity's rows the caller may see, with the total. */
export async function pageRecords(ctx: ServiceContext, e: EntityDescription, request: RecordsRequest, window: ListWindow): Promise<ListPage<Row>> {
  assertAction(ctx.principal, e, "list");
  const search = searchOf(e, request.search);
  const where = { AND: [rowScope(ctx.principal, e, request.parentId), ...filterWhere(e, request.filters), ...(search ? [search] : [])] };
  const db = delegate(ctx.prisma, e);
  const [rows, total] = await Promise.all([db.findMany({ where, orderBy: orderOf(e, request), skip: window.skip, take: window.take }), db.count({ where })]);
  return { rows: await present(ctx, e, rows, ctx.prisma, await parentOf(ctx, e, request.parentId)), total };
}

/** Every row the caller may see (the REST lists), in the list's order. */
export async function listRecords(ctx: ServiceContext, e: EntityDescription, request: RecordsRequest = {}): Promise<Row[]> {
  return (await pageRecords(ctx, e, request, { skip: 0, take: 10_000 })).rows;
}

export async function getRecord(ctx: ServiceContext, e: EntityDescription, id: number | null | undefined, parentId: number | null = null): Promise<Row> {
  assertAction(ctx.principal, e, "detail");
  const row = await findOwn(ctx.prisma, ctx, e, id);
  return (await present(ctx, e, [row], ctx.prisma, await parentOf(ctx, e, parentId)))[0]!;
}

async function findOwn(db: object, ctx: ServiceContext, e: EntityDescription, id: number | null | undefined) {
  const row = id == null ? null : await delegate(db, e).findFirst({ where: { AND: [{ id }, rowScope(ctx.principal, e)] } });
  if (!row) throw notFound();
  return row;
}

/** The viewer's language, read once per request (labels, messages, option texts of every row). */
const languages = new WeakMap<ServiceContext, Promise<{ id: number; code: string }>>();
export function viewerLanguage(ctx: ServiceContext): Promise<{ id: number; code: string }> {
  if (!languages.has(ctx)) languages.set(ctx, userLanguage(ctx.prisma, ctx.principal));
  return languages.get(ctx)!;
}
const languageOf = async (ctx: ServiceContext) => (await viewerLanguage(ctx)).code;

export async function createRecord(ctx: ServiceContext, e: EntityDescription, input: Values & { parentId?: number | null }): Promise<Row> {
  assertAction(ctx.principal, e, "create");
  const lang = await languageOf(ctx);
  const values = checkValues(e, input, "create", lang);
  const parentId = parentFor(ctx.principal, e, input.parentId);
  const { row, afterCommit } = await ctx.prisma.$transaction(async (tx) => {
    await checkAgainstRows(tx, ctx, e, values, parentId, null, lang);
    const created = await delegate(tx, e).create({ data: { ...e.hooks?.createDefaults?.(), ...dataOf(e, values), ...(stored(e) ? { [stored(e)!.field]: parentId } : {}) } });
    const r = plainRow(e, created);
    const afterCommit = await e.hooks?.afterWrite?.(tx, ctx, r, values, "create", parentId);
    await sysLog(tx, ctx, e, r, "create", describeValues(logged(e, values)));
    return { row: created, afterCommit };
  });
  await afterCommit?.();
  // Read again: the hooks may have written more of it (a notification's translations).
  return (await present(ctx, e, [await findOwn(ctx.prisma, ctx, e, Number(row.id))], ctx.prisma, parentId))[0]!;
}

export async function updateRecord(ctx: ServiceContext, e: EntityDescription, id: number | null | undefined, input: Values & { parentId?: number | null }): Promise<Row> {
  assertAction(ctx.principal, e, "update");
  const lang = await languageOf(ctx);
  const values = checkValues(e, input, "update", lang);
  if (e.parent?.virtual) input = { ...input, parentId: await parentOf(ctx, e, input.parentId) };
  const row = await ctx.prisma.$transaction(async (tx) => {
    const [before] = await present(ctx, e, [await findOwn(tx, ctx, e, id)], tx, input.parentId ?? null);
    // A row stays with its parent: moving it to another distributor is not an edit.
    const parent = stored(e);
    const parentId = parent ? (before![parent.field] as number) : (input.parentId ?? null);
    if (parent && input.parentId != null && input.parentId !== parentId) throw new ValidationError({ [parent.field]: ["A record cannot move to another distributor."] });
    await checkAgainstRows(tx, ctx, e, values, parentId, before!.id, lang);
    const updated = await delegate(tx, e).update({ where: { id: before!.id }, data: dataOf(e, values) });
    const r = plainRow(e, updated);
    await e.hooks?.afterWrite?.(tx, ctx, r, values, "update", parentId);
    await sysLog(tx, ctx, e, r, "update", describeChanges(logged(e, before!), logged(e, values)) || "no change");
    return updated;
  });
  return (await present(ctx, e, [await findOwn(ctx.prisma, ctx, e, Number(row.id))], ctx.prisma, input.parentId ?? null))[0]!;
}

export async function deleteRecord(ctx: ServiceContext, e: EntityDescription, id: number | null | undefined): Promise<void> {
  assertAction(ctx.principal, e, "delete");
  const lang = await languageOf(ctx);
  try {
    await ctx.prisma.$transaction(async (tx) => {
      const [before] = await present(ctx, e, [await findOwn(tx, ctx, e, id)], tx);
      await e.hooks?.beforeDelete?.(tx, before!);
      await delegate(tx, e).delete({ where: { id: before!.id } });
      await sysLog(tx, ctx, e, before!, "delete", describeValues(logged(e, before!)));
    });
  } catch (error) {
    // Rows that others point at (readings of a product, companies of a distributor) stay.
    if (isForeignKeyViolation(error)) throw new SaveErrors([textIn(IN_USE, lang)]);
    throw error;
  }
}

function dataOf(e: EntityDescription, values: Values): Record<string, unknown> {
  const data: Record<string, unknown> = {};
  for (const f of e.fields) if (!f.virtual && !f.readOnly && f.name in values) data[columnOf(f)] = values[f.name];
  return data;
}

/** "name: 'X', days: '30'": a created or deleted record's values in the log. */
const describeValues = (values: Values) =>
  Object.entries(values)
    .filter(([, v]) => v !== null && v !== undefined && v !== "")
    .map(([k, v]) => `${k}: '${v}'`)
    .join(", ");

/** What the log shows of a record: its stored fields, never a secret. */
function logged(e: EntityDescription, values: Values): Values {
  return Object.fromEntries(e.fields.filter((f) => !f.secret && !f.readOnly && f.name in values).map((f) => [f.name, values[f.name]]));
}

/** Uniqueness and references, read in the write's transaction; the hooks' own rules after. */
async function checkAgainstRows(tx: Tx, ctx: ServiceContext, e: EntityDescription, values: Values, parentId: number | null, id: number | null, lang: string) {
  const errors: FieldErrors = {};
  for (const f of e.fields) {
    const v = values[f.name];
    if (v === null || v === undefined || f.virtual) continue;
    if (f.unique) {
      const where = { [columnOf(f)]: typeof v === "string" ? equalsIgnoringCase(v) : v, ...(f.unique === "parent" && stored(e) ? { [stored(e)!.field]: parentId } : {}), ...(id ? { NOT: { id } } : {}) };
      if (await delegate(tx, e).count({ where })) (errors[f.name] ??= []).push(textIn(ALREADY_EXISTS, lang));
    }
    if (f.options && !(await isOffered(tx, ctx, f, v, parentId))) (errors[f.name] ??= []).push(textIn(NOT_AN_OPTION, lang));
  }
  Object.assign(errors, (await e.hooks?.validate?.(tx, values, id, lang)) ?? {});
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

const PAST: Record<string, string> = { create: "created", update: "updated", delete: "deleted" };

async function sysLog(tx: Tx, ctx: ServiceContext, e: EntityDescription, row: Row, action: string, changes: string) {
  const name = row[e.nameField] ?? row.id;
  await tx.sysLog.create({
    data: { level: "info", userId: ctx.principal?.userId ?? null, entity: e.name, entityId: String(row.id), action, detail: `${e.name} '${name}' ${PAST[action] ?? action}${changes ? `: ${changes}` : ""}` },
  });
}

/** The row actions the caller may use on the entity. */
export const actionsFor = (ctx: ServiceContext, e: EntityDescription) => (e.actions ?? []).filter((a) => (ctx.principal?.kind === "SYSTEM" && a.who.includes("system")) || (ctx.principal?.kind === "DISTRIBUTOR" && a.who.includes("distributor")));

/**
 * Runs a row action on one of the caller's rows: its form's values checked like a record's,
 * the action and its /SysLog entry in one transaction; answers the success message.
 */
export async function runAction(ctx: ServiceContext, e: EntityDescription, key: string, recordId: number | null | undefined, input: Values, asked: number | null = null): Promise<{ message: string; row: Row }> {
  if (!ctx.principal) throw unauthorized();
  const parentId = await parentOf(ctx, e, asked);
  const action = actionsFor(ctx, e).find((a) => a.key === key);
  if (!action) throw (e.actions ?? []).some((a) => a.key === key) ? forbidden() : notFound(`No action ${key} on ${e.name}.`);
  const lang = await languageOf(ctx);
  const values = action.fields ? checkValues({ ...e, fields: action.fields }, input, "create", lang) : {};
  const { row, afterCommit } = await ctx.prisma.$transaction(async (tx) => {
    const [r] = await present(ctx, e, [await findOwn(tx, ctx, e, recordId)], tx, parentId);
    if (action.offered && !action.offered(r!)) throw notFound();
    const afterCommit = await action.run(tx, ctx, r!, values, parentId);
    await sysLog(tx, ctx, e, r!, key, describeValues(values));
    return { row: r!, afterCommit };
  });
  await afterCommit?.();
  return { message: textIn(action.done, lang), row: (await present(ctx, e, [await findOwn(ctx.prisma, ctx, e, row.id)], ctx.prisma, parentId))[0]! };
}
