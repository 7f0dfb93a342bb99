// The historical page in plain SQL: the page with the names it shows (one statement with
// LEFT JOINs, rows nested in the shape of readings/include.ts) and its total. Prisma's query
// compiler costs a few milliseconds of CPU per call on a query with six relations; this path is
// the one every page of the browser takes, so it is written once here and run as a prepared
// statement on the driver (parsed and planned once per connection), from the same filter
// object (historicalWhere) the Prisma paths use: scalar equality, `in` lists, `gte`/`lte` ranges.
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { TABLE_NAME } from "../readings/kinds";

type Where = Record<string, unknown>;
type Row = Record<string, any>;

/** SQL type of a parameter from its JS value (the filter holds ints, booleans, dates and enum names). */
function cast(column: string, v: unknown): string {
  if (column === "state") return `"ReadingState"`;
  if (v instanceof Date) return "timestamptz";
  if (typeof v === "boolean") return "boolean";
  if (typeof v === "number") return "int";
  return "text";
}

/** `historicalWhere`'s object as a WHERE clause on alias r. */
export function whereSql(where: Where, params: unknown[]): string {
  const p = (v: unknown, type: string) => {
    params.push(v);
    return `$${params.length}::${type}`;
  };
  const parts: string[] = [];
  for (const [column, value] of Object.entries(where)) {
    const col = `r."${column}"`;
    if (value !== null && typeof value === "object" && !(value instanceof Date)) {
      const v = value as { in?: unknown[]; gte?: unknown; lte?: unknown };
      // One parameter per value: array parameters do not pass every driver adapter (PGlite).
      if (v.in) parts.push(v.in.length ? `${col} IN (${v.in.map((x) => p(x, cast(column, x))).join(", ")})` : "false");
      if (v.gte !== undefined) parts.push(`${col} >= ${p(v.gte, cast(column, v.gte))}`);
      if (v.lte !== undefined) parts.push(`${col} <= ${p(v.lte, cast(column, v.lte))}`);
    } else parts.push(`${col} = ${p(value, cast(column, value))}`);
  }
  return parts.length ? parts.join(" AND ") : "true";
}

/** Prisma-style orderBy ([{ column: dir }, { id: dir }]) as ORDER BY on alias r. */
const orderSql = (orderBy: Record<string, "asc" | "desc">[]) =>
  orderBy.map((o) => Object.entries(o).map(([c, d]) => `r."${c}" ${d === "asc" ? "ASC" : "DESC"}`)).flat().join(", ");

const MACHINE = ["id", "name", "serial", "brand"];
const JOINS: Record<ReadingKind, { alias: string; relation: string; table: string; on: string; columns: string[] }[]> = {
  BI: [],
  PRO: [],
  CHE_STERILIZER: [],
  CHE_WASHER: [],
};
const common = [
  { alias: "s", relation: "sector", table: "sector", on: `s.id = r."sectorId"`, columns: ["id", "name"] },
  { alias: "eu", relation: "editUser", table: "app_user", on: `eu.id = r."editUserId"`, columns: ["id", "name", "lastName"] },
  { alias: "p", relation: "product", table: "product", on: `p.id = r."productId"`, columns: ["id", "name", "brand"] },
  { alias: "pm", relation: "product.productModel", table: "product_model", on: `pm.id = p."productModelId"`, columns: ["type", "name"] },
];
const timed = [
  { alias: "g", relation: "program", table: "program", on: `g.id = r."programId"`, columns: ["id", "name", "incubatorModelId"] },
  { alias: "i", relation: "incubator", table: "incubator", on: `i.id = r."incubatorId"`, columns: ["id", "name", "serialNumber"] },
  { alias: "di", relation: "incubator.distributorIncubator", table: "distributor_incubator", on: `di.id = i."distributorIncubatorId"`, columns: ["incubatorModelId"] },
];
const machine = (alias: string, relation: string) => ({ alias, relation, table: relation, on: `${alias}.id = r."${relation}Id"`, columns: MACHINE });
JOINS.BI = [...common, ...timed, machine("st", "sterilizer"), machine("dn", "disinfector")];
JOINS.PRO = [
  ...common,
  ...timed,
  machine("w", "washer"),
  { alias: "im", relation: "instrumentMeasure", table: "instrument_measure", on: `im.id = r."instrumentMeasureId"`, columns: ["id", "code", "description", "surface", "bothSides"] },
  { alias: "ins", relation: "instrumentMeasure.instrument", table: "instrument", on: `ins.id = im."instrumentId"`, columns: ["code", "description"] },
];
JOINS.CHE_STERILIZER = [...common, machine("st", "sterilizer")];
JOINS.CHE_WASHER = [...common, machine("w", "washer")];

/** A statement's name from its text: PostgreSQL keeps one prepared statement per distinct query. */
const statementName = (sql: string) => `hist_${Bun.hash(sql).toString(36)}`;

/** Per kind: the SELECT list and, per relation, where its columns go in the nested row. */
const SHAPES = Object.fromEntries(
  (Object.keys(JOINS) as ReadingKind[]).map((kind) => {
    const joins = JOINS[kind];
    const select = ["r.*", ...joins.flatMap((j) => j.columns.map((c) => `${j.alias}."${c}" AS "${j.alias}.${c}"`))].join(", ");
    const from = `"${TABLE_NAME[kind]}" r ${joins.map((j) => `LEFT JOIN "${j.table}" ${j.alias} ON ${j.on}`).join(" ")}`;
    const relations = joins.map((j) => ({ path: j.relation.split("."), keys: j.columns.map((c) => [`${j.alias}.${c}`, c] as const) }));
    return [kind, { select, from, relations }];
  }),
) as Record<ReadingKind, { select: string; from: string; relations: { path: string[]; keys: (readonly [string, string])[] }[] }>;

/** One page of readings with their relations, in the nested shape Prisma's include would give. */
export async function pageRows(ctx: ServiceContext, kind: ReadingKind, where: Where, orderBy: Record<string, "asc" | "desc">[], offset: number, limit: number): Promise<Row[]> {
  const params: unknown[] = [];
  const shape = SHAPES[kind];
  const sql = `SELECT ${shape.select} FROM ${shape.from} WHERE ${whereSql(where, params)} ORDER BY ${orderSql(orderBy)} LIMIT ${Math.max(0, Math.floor(limit))} OFFSET ${Math.max(0, Math.floor(offset))}`;
  const rows = await ctx.db.prepared<Row>(statementName(sql), sql, params);
  return rows.map((flat) => nest(flat, shape.relations));
}

/** "p.name" columns → row.product.name; a relation whose columns are all null is null. */
function nest(flat: Row, relations: { path: string[]; keys: (readonly [string, string])[] }[]): Row {
  const row: Row = {};
  for (const k in flat) if (!k.includes(".")) row[k] = flat[k];
  for (const { path, keys } of relations) {
    let parent: Row | null = row;
    for (let i = 0; i < path.length - 1 && parent; i++) parent = parent[path[i]!];
    if (!parent) continue;
    let value: Row | null = null;
    for (const [key, column] of keys) {
      if (flat[key] === null) continue;
      value ??= {};
      value[column] = flat[key];
    }
    if (value) for (const [, column] of keys) value[column] ??= null;
    parent[path[path.length - 1]!] = value;
  }
  return row;
}

export async function countRows(ctx: ServiceContext, kind: ReadingKind, where: Where): Promise<number> {
  const params: unknown[] = [];
  const sql = `SELECT count(*)::int AS n FROM "${TABLE_NAME[kind]}" r WHERE ${whereSql(where, params)}`;
  const rows = await ctx.db.prepared<{ n: number }>(statementName(sql), sql, params);
  return Number(rows[0]!.n);
}
