// The data of each dashboard panel (one function per seeded Panel, found by its controller
// and method: GET /api/{controller}/{method}). What a panel counts, decided here:
// - the readings of the viewer's reading scope (server/readings/scope.ts: administrators and
//   supervisors, the only users with panels, see their whole company);
// - started (BI, PRO) or tested (chemical) in the last 31 days of the viewer's time zone
//   (window.ts) — the bar charts too, so that a panel says how things stand now;
// - every life-cycle state: a reading without a result yet (LIVE, or a chemical reading not yet
//   read) is "Pending"; PROVISIONAL, HISTORICAL and SAVED readings count under their result, so
//   a positive shows on the dashboard the moment the reader reports it, before review;
// - BI: sterilisation readings only (not disinfection), and never positive controls
//   (conditionSCIB 2): a control is expected to grow, its positive is not a failed cycle;
// - per machine: readings that name the machine (a LIVE BI has no sterilizer until someone
//   completes it; those show per incubator and per day). Every machine the viewer sees is
//   listed, with zeros, so "no readings" and "no machines" can be told apart.
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { readingScope } from "../readings/scope";
import { TABLE_NAME } from "../readings/kinds";
import { machineScope } from "../equipment/service";
import { incubatorScope } from "../incubators/service";
import { categoriesOf, seriesItem, COLOR, type Category, type ChartItem } from "./series";
import type { Window } from "./window";

export type ChartType = "BAR" | "LINE";

export interface PanelDefinition {
  controller: string;
  method: string;
  chart: ChartType;
  /** The reading kinds it counts: a change to one of them refreshes the panel. */
  kinds: ReadingKind[];
  load(ctx: ServiceContext, window: Window): Promise<ChartItem[]>;
}

type MachineColumn = "sterilizerId" | "washerId" | "incubatorId";
const DATE_COLUMN: Record<ReadingKind, "startedAt" | "testedAt"> = { BI: "startedAt", PRO: "startedAt", CHE_STERILIZER: "testedAt", CHE_WASHER: "testedAt" };

/** The readings a panel counts, as a Prisma filter (see the header). */
function countedWhere(ctx: ServiceContext, kind: ReadingKind, window: Window): Record<string, unknown> {
  const scope = readingScope(ctx.principal);
  const where: Record<string, unknown> = { companyId: scope.companyId, [DATE_COLUMN[kind]]: { gte: window.from } };
  if (scope.sectorId !== undefined) where.sectorId = scope.sectorId;
  if (kind === "BI") Object.assign(where, { disinfection: false, OR: [{ conditionSCIB: null }, { conditionSCIB: { not: 2 } }] });
  return where;
}

const delegateOf = (ctx: ServiceContext, kind: ReadingKind) =>
  ({ BI: ctx.prisma.readingBI, PRO: ctx.prisma.readingPRO, CHE_STERILIZER: ctx.prisma.readingCheSterilizer, CHE_WASHER: ctx.prisma.readingCheWasher })[kind] as unknown as {
    groupBy(args: unknown): Promise<Record<string, any>[]>;
  };

/** The machines the viewer sees, by name, plus any other machine its counted readings name (archived since). */
async function machinesOf(ctx: ServiceContext, column: MachineColumn, ids: number[]): Promise<{ id: number; name: string }[]> {
  const select = { id: true, name: true } as const;
  const orderBy = { name: "asc" } as const;
  if (column === "incubatorId") {
    return ctx.prisma.incubator.findMany({ where: { OR: [incubatorScope(ctx.principal), { id: { in: ids }, companyId: readingScope(ctx.principal).companyId }] }, select, orderBy });
  }
  const table = column === "sterilizerId" ? ctx.prisma.sterilizer : (ctx.prisma.washer as unknown as typeof ctx.prisma.sterilizer);
  return table.findMany({ where: { OR: [machineScope(ctx.principal), { id: { in: ids }, companyId: readingScope(ctx.principal).companyId }] }, select, orderBy });
}

/** Results per machine: one item per machine, one series item per result category. */
async function resultsByMachine(ctx: ServiceContext, window: Window, kind: ReadingKind, column: MachineColumn): Promise<ChartItem[]> {
  const groups = await delegateOf(ctx, kind).groupBy({
    by: [column, "result"],
    where: { ...countedWhere(ctx, kind, window), [column]: { not: null } },
    _count: { _all: true },
  });
  const counts = new Map<string, number>();
  for (const g of groups) counts.set(`${g[column]}:${g.result ?? ""}`, g._count._all);
  const machines = await machinesOf(ctx, column, [...new Set(groups.map((g) => g[column] as number))]);
  const categories = categoriesOf(kind);
  return machines.map((m) => ({
    machine: m.name,
    machineId: m.id,
    series: categories.map((c) => seriesItem(c, counts.get(`${m.id}:${c.code ?? ""}`) ?? 0)),
  }));
}

/**
 * Counts per local day and result. The window gives each day's local midnight as an instant
 * (daylight-saving changes included) and PostgreSQL groups by them (width_bucket): 31 rows per
 * result, no time-zone database needed in the database (PGlite). A prepared statement.
 */
async function countsByDay(ctx: ServiceContext, window: Window, kind: ReadingKind, onlyResult?: number): Promise<Map<string, number>> {
  const where = countedWhere(ctx, kind, window);
  const date = DATE_COLUMN[kind];
  // Each day's start, then the next day's: a reading dated after today falls past the last and is not counted.
  const bounds = [...window.days, window.dayAfter].map((d) => new Date(window.startOf(d)).toISOString());
  const params: unknown[] = [where.companyId, window.from, bounds];
  const clauses = [`"companyId" = $1`, `"${date}" >= $2::timestamptz`];
  if (where.sectorId !== undefined) clauses.push(`"sectorId" = $${params.push(where.sectorId)}::int`);
  if (kind === "BI") clauses.push(`"disinfection" = false`, `("conditionSCIB" IS NULL OR "conditionSCIB" <> 2)`);
  if (onlyResult !== undefined) clauses.push(`"result" = $${params.push(onlyResult)}::int`);
  const sql = `SELECT width_bucket("${date}", $3::timestamptz[]) AS day, "result", count(*)::int AS n FROM "${TABLE_NAME[kind]}" WHERE ${clauses.join(" AND ")} GROUP BY 1, 2`;
  const rows = await ctx.db.prepared<{ day: number; result: number | null; n: number }>(`panel_days_${Bun.hash(sql).toString(36)}`, sql, params);
  const counts = new Map<string, number>();
  for (const r of rows) {
    const day = window.days[Number(r.day) - 1];
    if (day === undefined) continue;
    const key = `${day}:${r.result ?? ""}`;
    counts.set(key, (counts.get(key) ?? 0) + Number(r.n));
  }
  return counts;
}

/** Readings per day and result: one item per day (oldest first), one series item per category. */
async function resultsByDay(ctx: ServiceContext, window: Window, kind: ReadingKind): Promise<ChartItem[]> {
  const counts = await countsByDay(ctx, window, kind);
  const categories = categoriesOf(kind);
  return window.days.map((day) => ({ machine: day, machineId: null, series: categories.map((c) => seriesItem(c, counts.get(`${day}:${c.code ?? ""}`) ?? 0)) }));
}

/** The failing result of each kind, as one series each: positive BI, failed protein and chemical tests. */
const FAILURES: { kind: ReadingKind; code: number; category: Category }[] = [
  { kind: "BI", code: 2, category: { code: 2, result: "Positive BI", color: COLOR.fail, chemical: false } },
  { kind: "PRO", code: 3, category: { code: 3, result: "Failed protein test", color: "#8250df", chemical: false } },
  { kind: "CHE_STERILIZER", code: 2, category: { code: 2, result: "Failed sterilizer chemical test", color: "#bc4c00", chemical: true } },
  { kind: "CHE_WASHER", code: 2, category: { code: 2, result: "Failed washer chemical test", color: "#1b7c83", chemical: true } },
];

async function failuresByDay(ctx: ServiceContext, window: Window): Promise<ChartItem[]> {
  const counts = await Promise.all(FAILURES.map((f) => countsByDay(ctx, window, f.kind, f.code)));
  return window.days.map((day) => ({
    machine: day,
    machineId: null,
    series: FAILURES.map((f, i) => seriesItem(f.category, counts[i]!.get(`${day}:${f.code}`) ?? 0)),
  }));
}

/** Incubations started per incubator (BI and protein, any state): how busy each reader is. */
async function usageByIncubator(ctx: ServiceContext, window: Window): Promise<ChartItem[]> {
  const kinds = [
    { kind: "BI" as const, category: { code: null, result: "BI", color: "#0969da", chemical: false } },
    { kind: "PRO" as const, category: { code: null, result: "PRO", color: "#8250df", chemical: false } },
  ];
  const groups = await Promise.all(
    kinds.map(({ kind }) => delegateOf(ctx, kind).groupBy({ by: ["incubatorId"], where: { ...countedWhere(ctx, kind, window), incubatorId: { not: null } }, _count: { _all: true } })),
  );
  const ids = [...new Set(groups.flat().map((g) => g.incubatorId as number))];
  const machines = await machinesOf(ctx, "incubatorId", ids);
  return machines.map((m) => ({
    machine: m.name,
    machineId: m.id,
    series: kinds.map((k, i) => seriesItem(k.category, groups[i]!.find((g) => g.incubatorId === m.id)?._count._all ?? 0)),
  }));
}

/** Every panel the product can draw; the seed's PANELS (server/seed/reference.ts) name them by controller and method. */
export const PANEL_DEFINITIONS: PanelDefinition[] = [
  { controller: "ReadingBI", method: "GetResultsBySterilizer", chart: "BAR", kinds: ["BI"], load: (c, w) => resultsByMachine(c, w, "BI", "sterilizerId") },
  { controller: "ReadingPRO", method: "GetResultsByWasher", chart: "BAR", kinds: ["PRO"], load: (c, w) => resultsByMachine(c, w, "PRO", "washerId") },
  { controller: "ReadingBI", method: "GetLast31Days", chart: "LINE", kinds: ["BI"], load: (c, w) => resultsByDay(c, w, "BI") },
  { controller: "ReadingPRO", method: "GetLast31Days", chart: "LINE", kinds: ["PRO"], load: (c, w) => resultsByDay(c, w, "PRO") },
  { controller: "ReadingCHESterilizer", method: "GetResultsBySterilizer", chart: "BAR", kinds: ["CHE_STERILIZER"], load: (c, w) => resultsByMachine(c, w, "CHE_STERILIZER", "sterilizerId") },
  { controller: "Incubator", method: "GetUsage", chart: "BAR", kinds: ["BI", "PRO"], load: usageByIncubator },
  { controller: "ReadingCHEWasher", method: "GetResultsByWasher", chart: "BAR", kinds: ["CHE_WASHER"], load: (c, w) => resultsByMachine(c, w, "CHE_WASHER", "washerId") },
  { controller: "ReadingBI", method: "GetResultsByIncubator", chart: "BAR", kinds: ["BI"], load: (c, w) => resultsByMachine(c, w, "BI", "incubatorId") },
  { controller: "Reading", method: "GetFailuresLast31Days", chart: "LINE", kinds: ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"], load: failuresByDay },
];

const keyOf = (controller: string, method: string) => `${controller}/${method}`.toLowerCase();
const BY_KEY = new Map(PANEL_DEFINITIONS.map((d) => [keyOf(d.controller, d.method), d]));

/** The definition behind a Panel row (null when the product has none for it: the panel cannot be drawn). */
export function definitionOf(panel: { controller: string; method: string }): PanelDefinition | null {
  return BY_KEY.get(keyOf(panel.controller, panel.method)) ?? null;
}
