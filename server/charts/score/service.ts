// The sterilisation score (screen 830) for both doors: a sterilizer's reviewed BI readings,
// the provider's score table (/SysScoreRPE) and D-value zones (/SysSettingValues), scored by
// ../score.ts. Graphic mode scores every cycle with a reading in a period; calculate mode one
// cycle. Tenancy: the sterilizer must be one the caller sees (machineScope: the company's, an
// operator's own sector's), else "Not found" as on the machine screens.
//
// Which readings: BI readings of the sterilizer, reviewed (historical or saved: the process
// data are complete), not disinfection, not positive controls (condition SCIB 2, not
// processed). A cycle is scored from all its readings, also those started outside the period.
import type { ServiceContext } from "../../context";
import { notFound } from "../../domain/errors";
import { Checker } from "../../validation/checker";
import { machineScope } from "../../equipment/service";
import { readingScope } from "../../readings/scope";
import { userLanguage } from "../../i18n/languages";
import { cycleScore, cycleScores, type CycleScore, type DValueZone, type ScoreReading, type ScoreRow } from "../score";
import { dValueInZoneUnit, scoreResult } from "./readings";
import { scoreTexts } from "./texts";

/** The spec's message for the score's required fields (spec 002 sections 5, 8). */
export const SCORE_REQUIRED = "required field";
export const MAX_PERIOD_DAYS = 366;
const DAY_MS = 86_400_000;

export interface GraphicRequest {
  sterilizerId: number | null | undefined;
  dateFrom: Date | null | undefined;
  dateTo: Date | null | undefined;
}
export interface CalculateRequest {
  sterilizerId: number | null | undefined;
  cycle: string | null | undefined;
}

/** A reading as the screens list it under its cycle: scored (with its score) or left out (with why). */
export interface ScoreReadingView {
  id: number;
  readNumber: number;
  startedAt: Date;
  result: number | null;
  programName: string | null;
  exposureMinutes: number | null;
  valueD: number | null;
  valueDUnit: number | null;
  /** Null when left out. */
  score: number | null;
  scoreType: number | null;
  zone: number | null;
  deciding: boolean;
  leftOutReason: string | null;
  leftOutText: string | null;
}
export interface CycleView {
  cycle: string;
  /** When the cycle's first BI started incubating: where the chart places the cycle. */
  date: Date;
  /** Null when no reading could be scored (then `message` says why). */
  score: number | null;
  scoreType: number | null;
  scoreTypeDescription: string | null;
  failed: boolean;
  countReadsAnalyzed: number;
  message: string | null;
  readings: ScoreReadingView[];
}

const readingSelect = {
  id: true, readNumber: true, cycle: true, programId: true, exposureMinutes: true, result: true, processId: true,
  valueD: true, valueDUnit: true, startedAt: true, program: { select: { name: true } },
} as const;
type Row = { id: number; readNumber: number; cycle: string | null; programId: number | null; exposureMinutes: number | null; result: number | null; processId: number | null; valueD: unknown; valueDUnit: number | null; startedAt: Date; program: { name: string } | null };
type Scorable = ScoreReading & { row: Row };

/** Field names in error answers: the REST wire's by default; GraphQL passes its argument names. */
export const WIRE_NAMES = { sterilizerId: "Sterilizer.Id", dateFrom: "DateFrom", dateTo: "DateTo", cycle: "Cicle" };
export type FieldNames = typeof WIRE_NAMES;

/** The period's checks: all required ('required field'), from not after to, at most 366 days. */
export function checkGraphic(r: GraphicRequest, names: FieldNames = WIRE_NAMES): { sterilizerId: number; dateFrom: Date; dateTo: Date } {
  const check = new Checker();
  if (!r.sterilizerId) check.add(names.sterilizerId, SCORE_REQUIRED);
  if (!r.dateFrom) check.add(names.dateFrom, SCORE_REQUIRED);
  if (!r.dateTo) check.add(names.dateTo, SCORE_REQUIRED);
  check.throwIfAny();
  const dateFrom = r.dateFrom!;
  const dateTo = endOfDayIfMidnight(r.dateTo!);
  if (dateFrom.getTime() > dateTo.getTime()) check.add(names.dateTo, "'Date to' must not be before 'date from'.");
  else if (dateTo.getTime() - dateFrom.getTime() > MAX_PERIOD_DAYS * DAY_MS) check.add(names.dateTo, `The period can be at most ${MAX_PERIOD_DAYS} days.`);
  check.throwIfAny();
  return { sterilizerId: r.sterilizerId!, dateFrom, dateTo };
}

/** A date without a time of day (midnight UTC) as DateTo means the whole of that day. */
function endOfDayIfMidnight(d: Date): Date {
  return d.getTime() % DAY_MS === 0 ? new Date(d.getTime() + DAY_MS - 1) : d;
}

export function checkCalculate(r: CalculateRequest, names: FieldNames = WIRE_NAMES): { sterilizerId: number; cycle: string } {
  const check = new Checker();
  const cycle = (r.cycle ?? "").trim();
  if (!r.sterilizerId) check.add(names.sterilizerId, SCORE_REQUIRED);
  if (!cycle) check.add(names.cycle, SCORE_REQUIRED);
  else if (cycle.length > 40) check.add(names.cycle, "The field must be at most 40 characters.");
  check.throwIfAny();
  return { sterilizerId: r.sterilizerId!, cycle };
}

/** The sterilizer if the caller sees it, else Not found (another company's, another sector's, archived). */
async function visibleSterilizer(ctx: ServiceContext, id: number) {
  const s = await ctx.prisma.sterilizer.findFirst({ where: { id, ...machineScope(ctx.principal) }, select: { id: true, name: true, serial: true } });
  if (!s) throw notFound();
  return s;
}

function readingsWhere(ctx: ServiceContext, sterilizerId: number) {
  return {
    ...readingScope(ctx.principal),
    sterilizerId,
    disinfection: false,
    state: { in: ["HISTORICAL", "SAVED"] as ("HISTORICAL" | "SAVED")[] },
    OR: [{ conditionSCIB: null }, { conditionSCIB: { not: 2 } }],
  };
}

async function scoreConfiguration(ctx: ServiceContext) {
  const [table, zones] = await Promise.all([
    ctx.prisma.scoreRpe.findMany({ orderBy: [{ programId: "asc" }, { minutesFrom: "asc" }] }),
    ctx.prisma.settingValue.findMany({ orderBy: [{ processBI: "asc" }, { valueDFrom: "asc" }] }),
  ]);
  const rows: ScoreRow[] = table.map((r) => ({ programId: r.programId, minutesFrom: Number(r.minutesFrom), minutesTo: Number(r.minutesTo), score: Number(r.score), scoreType: r.scoreType }));
  const dZones: DValueZone[] = zones.map((z) => ({ processBI: z.processBI, valueDFrom: Number(z.valueDFrom), valueDTo: Number(z.valueDTo), zone: z.zone }));
  return { rows, dZones };
}

const toScorable = (row: Row): Scorable => ({
  id: row.id,
  cycle: row.cycle,
  programId: row.programId,
  exposureMinutes: row.exposureMinutes,
  result: scoreResult(row.result),
  processBI: row.processId,
  valueD: dValueInZoneUnit(row.valueD === null ? null : Number(row.valueD), row.valueDUnit, row.processId),
  row,
});

type Texts = ReturnType<typeof scoreTexts>;

function readingView(row: Row, texts: Texts, extra: Partial<ScoreReadingView>): ScoreReadingView {
  return {
    id: row.id, readNumber: row.readNumber, startedAt: row.startedAt, result: row.result, programName: row.program?.name ?? null,
    exposureMinutes: row.exposureMinutes, valueD: row.valueD === null ? null : Number(row.valueD), valueDUnit: row.valueDUnit,
    score: null, scoreType: null, zone: null, deciding: false, leftOutReason: null, leftOutText: null, ...extra,
  };
}

function cycleView(c: CycleScore<Scorable>, readings: Scorable[], texts: Texts): CycleView {
  const date = new Date(Math.min(...readings.map((r) => r.row.startedAt.getTime())));
  const leftOut = c.leftOut.map((l) => readingView(l.reading.row, texts, { leftOutReason: l.reason, leftOutText: texts.leftOut(l.reason) }));
  if (!c.ok) {
    const message = c.reason === "noReadings" ? texts.message("noCycleReadings", { cycle: c.cycle }) : texts.message("noneAnalysed", { cycle: c.cycle, count: readings.length });
    return { cycle: c.cycle, date, score: null, scoreType: null, scoreTypeDescription: null, failed: c.failed, countReadsAnalyzed: 0, message, readings: leftOut };
  }
  const scored = c.scored.map((s) => readingView(s.reading.row, texts, { score: s.score, scoreType: s.scoreType, zone: s.zone, deciding: s.reading === c.deciding }));
  const byReadNumber = [...scored, ...leftOut].sort((a, b) => a.readNumber - b.readNumber);
  return { cycle: c.cycle, date, score: c.score, scoreType: c.scoreType, scoreTypeDescription: texts.scoreType(c.scoreType), failed: c.failed, countReadsAnalyzed: c.analysed, message: null, readings: byReadNumber };
}

async function textsFor(ctx: ServiceContext) {
  return scoreTexts((await userLanguage(ctx.prisma, ctx.principal)).code);
}

/** Graphic mode: every cycle with a reading started in [dateFrom, dateTo], by date. */
export async function scoreGraphic(ctx: ServiceContext, request: GraphicRequest, names?: FieldNames) {
  const { sterilizerId, dateFrom, dateTo } = checkGraphic(request, names);
  const sterilizer = await visibleSterilizer(ctx, sterilizerId);
  const where = readingsWhere(ctx, sterilizerId);
  const inPeriod: Row[] = await ctx.prisma.readingBI.findMany({ where: { ...where, startedAt: { gte: dateFrom, lte: dateTo } }, select: readingSelect, orderBy: [{ startedAt: "asc" }, { id: "asc" }] });
  // A cycle is scored from all its BIs, also those started just outside the period.
  const cycles = [...new Set(inPeriod.map((r) => r.cycle?.trim()).filter((c): c is string => !!c))];
  const outside: Row[] = cycles.length
    ? await ctx.prisma.readingBI.findMany({ where: { ...where, cycle: { in: cycles }, NOT: { startedAt: { gte: dateFrom, lte: dateTo } } }, select: readingSelect, orderBy: [{ startedAt: "asc" }, { id: "asc" }] })
    : [];
  const [texts, { rows, dZones }] = await Promise.all([textsFor(ctx), scoreConfiguration(ctx)]);
  const readings = [...inPeriod, ...outside].map(toScorable);
  const result = cycleScores(readings, rows, dZones);
  const byCycle = new Map<string, Scorable[]>();
  for (const r of readings) if (r.cycle?.trim()) byCycle.set(r.cycle.trim(), [...(byCycle.get(r.cycle.trim()) ?? []), r]);
  const views = result.cycles.map((c) => cycleView(c, byCycle.get(c.cycle)!, texts)).sort((a, b) => a.date.getTime() - b.date.getTime() || a.cycle.localeCompare(b.cycle));
  const withoutCycle = result.withoutCycle.map((l) => readingView(l.reading.row, texts, { leftOutReason: l.reason, leftOutText: texts.leftOut(l.reason) }));
  const message =
    readings.length === 0 ? texts.message("noReadingsInPeriod")
    : rows.length === 0 ? texts.message("tableEmpty")
    : views.every((v) => v.score === null) ? texts.message("noCycleScored")
    : null;
  return { sterilizer, dateFrom, dateTo, cycles: views, withoutCycle, message };
}

/** Calculate mode: one cycle of the sterilizer. */
export async function scoreCycle(ctx: ServiceContext, request: CalculateRequest, names?: FieldNames) {
  const { sterilizerId, cycle } = checkCalculate(request, names);
  const sterilizer = await visibleSterilizer(ctx, sterilizerId);
  const rowsOfCycle: Row[] = await ctx.prisma.readingBI.findMany({ where: { ...readingsWhere(ctx, sterilizerId), cycle }, select: readingSelect, orderBy: [{ startedAt: "asc" }, { id: "asc" }] });
  const [texts, { rows, dZones }] = await Promise.all([textsFor(ctx), scoreConfiguration(ctx)]);
  const readings = rowsOfCycle.map(toScorable);
  const c = cycleScore(cycle, readings, rows, dZones);
  if (readings.length === 0) {
    return { sterilizer, cycle: { cycle, date: null, score: null, scoreType: null, scoreTypeDescription: null, failed: false, countReadsAnalyzed: 0, message: texts.message("noCycleReadings", { cycle }), readings: [] } };
  }
  const view = cycleView(c, readings, texts);
  if (view.score === null && rows.length === 0) view.message = texts.message("tableEmpty");
  return { sterilizer, cycle: view as Omit<CycleView, "date"> & { date: Date | null } };
}

/** The reference lines with their texts in the caller's language. */
export async function scoreLimits(ctx: ServiceContext) {
  return (await textsFor(ctx)).limits();
}
