// The historical page in plain SQL: the page with the names it shows (one statement, related
// records as nested JSON in the shape of readings/include.ts) and its total. Prisma's query
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

/**
 * A related record as a JSON object from a correlated subquery on its primary key. Not LEFT
 * JOINs: ten joins cost PostgreSQL milliseconds of join-order search on every execution the
 * plan cache does not cover (e.g. a page after the first), while a subquery per relation is
 * planned in microseconds and runs as one index probe per row of the page.
 */
interface Relation {
  name: string;
  table: string;
  /** The foreign key, as an expression on the parent alias. */
  key: string;
  columns: string[];
  nested?: Relation[];
}

const object = (rel: Relation, parent: string, depth = 0): string => {
  const alias = `x${depth}`;
  const fields = [...rel.columns.map((c) => `'${c}', ${alias}."${c}"`), ...(rel.nested ?? []).map((n) => `'${n.name}', ${object(n, alias, depth + 1)}`)];
  return `(SELECT json_build_object(${fields.join(", ")}) FROM "${rel.table}" ${alias} WHERE ${alias}."id" = ${parent}.${rel.key})`;
};

const MACHINE = ["id", "name", "serial", "brand"];
const machine = (name: string): Relation => ({ name, table: name, key: `"${name}Id"`, columns: MACHINE });
const common: Relation[] = [
  { name: "sector", table: "sector", key: `"sectorId"`, columns: ["id", "name"] },
  { name: "editUser", table: "app_user", key: `"editUserId"`, columns: ["id", "name", "lastName"] },
  { name: "product", table: "product", key: `"productId"`, columns: ["id", "name", "brand"], nested: [{ name: "productModel", table: "product_model", key: `"productModelId"`, columns: ["type", "name"] }] },
];
const timed: Relation[] = [
  { name: "program", table: "program", key: `"programId"`, columns: ["id", "name", "incubatorModelId"] },
  {
    name: "incubator",
    table: "incubator",
    key: `"incubatorId"`,
    columns: ["id", "name", "serialNumber"],
    nested: [{ name: "distributorIncubator", table: "distributor_incubator", key: `"distributorIncubatorId"`, columns: ["incubatorModelId"] }],
  },
];
const RELATIONS: Record<ReadingKind, Relation[]> = {
  BI: [...common, ...timed, machine("sterilizer"), machine("disinfector")],
  PRO: [
    ...common,
    ...timed,
    machine("washer"),
    {
      name: "instrumentMeasure",
      table: "instrument_measure",
      key: `"instrumentMeasureId"`,
      columns: ["id", "code", "description", "surface", "bothSides"],
      nested: [{ name: "instrument", table: "instrument", key: `"instrumentId"`, columns: ["code", "description"] }],
    },
  ],
  CHE_STERILIZER: [...common, machine("sterilizer")],
  CHE_WASHER: [...common, machine("washer")],
};

/** A statement's name from its text: PostgreSQL keeps one prepared statement per distinct query. */
const statementName = (sql: string) => `hist_${Bun.hash(sql).toString(36)}`;

const SELECT = Object.fromEntries(
  (Object.keys(RELATIONS) as ReadingKind[]).map((kind) => [kind, ["r.*", ...RELATIONS[kind].map((rel) => `${object(rel, "r")} AS "${rel.name}"`)].join(", ")]),
) as Record<ReadingKind, string>;

/**
 * The page's rows alone, as a subquery aliased r: the related records are then looked up for
 * its rows only, not for the rows OFFSET skips too (page 4 of 25 looked up 100 rows' relations).
 */
const pageOf = (kind: ReadingKind, condition: string, orderBy: Record<string, "asc" | "desc">[], page: string) =>
  `(SELECT r.* FROM "${TABLE_NAME[kind]}" r WHERE ${condition} ORDER BY ${orderSql(orderBy)} ${page}) r`;

/** Pages in this order can skip read-number ranges (pageRows' `skip`); in any other, skipping would not help. */
export const inReadNumberOrder = (orderBy: Record<string, "asc" | "desc">[]) => Object.keys(orderBy[0] ?? {})[0] === "readNumber";

/**
 * One page of readings with their relations, in the nested shape Prisma's include would give.
 * `skip`: read-number ranges imports are writing (migration/inProgress.ts). In read-number order
 * each stretch between them is read as an index range of its own; the other conditions are
 * wrapped in `IS TRUE` so the planner cannot pick another of the company's indexes, all of which
 * hold the import's uncommitted entries (its statistics do not count them: it would).
 */
export async function pageRows(ctx: ServiceContext, kind: ReadingKind, where: Where, orderBy: Record<string, "asc" | "desc">[], offset: number, limit: number, skip: [number, number][] = []): Promise<Row[]> {
  const params: unknown[] = [];
  const page = `LIMIT ${Math.max(0, Math.floor(limit))} OFFSET ${Math.max(0, Math.floor(offset))}`;
  const { companyId, ...rest } = where;
  let sql: string;
  if (skip.length && typeof companyId === "number" && inReadNumberOrder(orderBy)) {
    const edges = [...skip].sort((a, b) => a[0] - b[0]);
    // The stretches: below the first range, between two ranges, above the last.
    const stretches = [null, ...edges.map((r) => r[1])].map((after, i) => ({ after, before: edges[i]?.[0] ?? null }));
    const parts = stretches.map(({ after, before }) => {
      const range = [after === null ? "" : ` AND r."readNumber" > ${Math.floor(after)}`, before === null ? "" : ` AND r."readNumber" < ${Math.floor(before)}`].join("");
      return `(SELECT r.* FROM "${TABLE_NAME[kind]}" r WHERE r."companyId" = ${Math.floor(companyId)}${range} AND (${whereSql(rest, params)}) IS TRUE ORDER BY ${orderSql(orderBy)} LIMIT ${Math.max(0, Math.floor(offset + limit))})`;
    });
    sql = `SELECT ${SELECT[kind]} FROM (${parts.join(" UNION ALL ")}) r ORDER BY ${orderSql(orderBy)} ${page}`;
  } else sql = `SELECT ${SELECT[kind]} FROM ${pageOf(kind, whereSql(where, params), orderBy, page)} ORDER BY ${orderSql(orderBy)}`;
  return ctx.db.prepared<Row>(statementName(sql), sql, params);
}

/**
 * The page and its total in one statement, one round trip: the count is an uncorrelated
 * subquery, which PostgreSQL runs once (an InitPlan) when the first row is produced. An empty
 * page cannot carry it: its total is 0 on the first page, unknown (null) past it.
 */
export async function pageWithTotal(ctx: ServiceContext, kind: ReadingKind, where: Where, orderBy: Record<string, "asc" | "desc">[], offset: number, limit: number): Promise<{ rows: Row[]; total: number | null }> {
  const params: unknown[] = [];
  const condition = whereSql(where, params);
  const page = `LIMIT ${Math.max(0, Math.floor(limit))} OFFSET ${Math.max(0, Math.floor(offset))}`;
  const sql = `SELECT ${SELECT[kind]}, (SELECT count(*)::int FROM "${TABLE_NAME[kind]}" r WHERE ${condition}) AS "__total" FROM ${pageOf(kind, condition, orderBy, page)} ORDER BY ${orderSql(orderBy)}`;
  const rows = await ctx.db.prepared<Row>(statementName(sql), sql, params);
  const total = rows.length ? Number(rows[0]!.__total) : offset <= 0 ? 0 : null;
  for (const r of rows) delete r.__total;
  return { rows, total };
}

export async function countRows(ctx: ServiceContext, kind: ReadingKind, where: Where): Promise<number> {
  const params: unknown[] = [];
  const sql = `SELECT count(*)::int AS n FROM "${TABLE_NAME[kind]}" r WHERE ${whereSql(where, params)}`;
  const rows = await ctx.db.prepared<{ n: number }>(statementName(sql), sql, params);
  return Number(rows[0]!.n);
}
