// Washer control charts (screen 840, spec 002 §2.4, §3 "Washer chart data", §5; docs/charts.md):
// one service behind both doors. It checks the request, reads the washer's protein readings
// (./readings.ts), runs the maths of ../spc.ts and ../rules.ts and answers the chart with its
// readings, the readings left out, ISO 15883-5's lines and the readings over the action level.
import type { ServiceContext } from "../../context";
import { notFound, REQUIRED, ValidationError } from "../../domain/errors";
import { Checker, int } from "../../validation/checker";
import { machineScope } from "../../equipment/service";
import { ownCompanyId } from "../../auth/company";
import { companySettings, proteinLevels } from "../../parameters/settings";
import { readerTexts } from "../../account/texts";
import { CHART_MODELS, controlChart, logValues, RULE_TEXTS, validateChart, type ChartModel, type WesternElectricRule } from "../spc";
import { IGNORED_TEXTS, type IgnoredReason } from "../values";
import { MAX_CHART_READINGS, washerReadings, type LevelUnit, type WasherReading } from "./readings";
import { WASHER_CHART_KEYS as K } from "./texts";

export const MODEL_KEYS: Record<ChartModel, string> = { 0: "charts.model.0", 1: "charts.model.1", 2: "charts.model.2", 3: "charts.model.3" };
const REASON_KEYS: Record<IgnoredReason, string> = {
  markedIgnored: "washerCharts.ignored.markedIgnored",
  missing: "washerCharts.ignored.missing",
  notPositive: "washerCharts.ignored.notPositive",
  belowDetectionLimit: "washerCharts.ignored.belowDetectionLimit",
};

/** What both doors send; each field is checked here (REST and GraphQL give the same messages). */
export interface WasherChartInput {
  washerId: unknown;
  dateFrom: Date | null | undefined;
  dateTo: Date | null | undefined;
  chartModel: unknown;
  grouping: unknown;
}
/** The models a door draws: calculateIMR 0 and 1, calculateXbarR 2 and 3; GraphQL any. */
export type ModelFamily = "individuals" | "subgroups" | "any";

export const FAMILY_REFUSALS: Record<Exclude<ModelFamily, "any">, string> = {
  individuals: "calculateIMR draws chart models 0 and 1 only: use calculateXbarR for models 2 and 3.",
  subgroups: "calculateXbarR draws chart models 2 and 3 only: use calculateIMR for models 0 and 1.",
};
export const DATE_ORDER = "The date from must be on or before the date to.";
export const TOO_MANY = `The period holds more than ${MAX_CHART_READINGS} readings of this washer: narrow it.`;

export interface ChartReading {
  id: number;
  readNumber: number;
  resultAt: Date;
  amount: number | null;
  density: number | null;
  value: number | null;
  unit: LevelUnit;
  /** ln(value); null for a reading left out. */
  logarithm: number | null;
  /** |ln(value) − ln(previous value)|: the moving range ending here (null for the first). */
  absoluteDiff: number | null;
  /** Point number (models 0, 1) or subgroup number (2, 3); null when left out of the chart. */
  groupNumber: number | null;
  /** The chart's point at this reading completes a pattern rule (subgroup: its group's point). */
  pattern: boolean;
  /** Drawn on this model's chart (model 1 has no point for the first reading). */
  show: boolean;
  overAction: boolean;
}

export interface ChartPointOut {
  number: number;
  value: number;
  rules: WesternElectricRule[];
  pattern: boolean;
  /** Readings behind the point; the last one's result date dates the point. */
  readings: ChartReading[];
  resultAt: Date;
}

export interface IgnoredOut {
  reading: ChartReading;
  reason: IgnoredReason;
  reasonDescription: string;
  notes: string | null;
}

export interface WasherChart {
  washer: { id: number; name: string };
  model: ChartModel;
  modelName: string;
  grouping: number;
  dateFrom: Date;
  dateTo: Date;
  /** The unit of the plotted values' logarithms (µg/cm² unless no reading has a surface). */
  unit: LevelUnit;
  points: ChartPointOut[];
  readings: ChartReading[];
  limits: { center: number; upper: number; lower: number } | null;
  sigma: number | null;
  /** null when there are no limits (too few readings). */
  inControl: boolean | null;
  rulesFired: { rule: WesternElectricRule; description: string; points: number }[];
  patternTypeDescription: string;
  ignored: IgnoredOut[];
  dropped: ChartReading[];
  /** The company's levels (µg/cm²); the lines' logarithms are drawn on model 0 only. */
  iso: { alert: number; action: number; alertLog: number; actionLog: number; drawn: boolean };
  overAction: ChartReading[];
  messages: string[];
  message: string;
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (all, k: string) => (values[k] === undefined ? all : String(values[k])));

/** The washer if the caller sees it (its company's, not archived; operators their sector's), else the equipment's Not found. */
async function ownWasher(ctx: ServiceContext, id: number) {
  const washer = await ctx.prisma.washer.findFirst({ where: { id, ...machineScope(ctx.principal) }, select: { id: true, name: true } });
  if (!washer) throw notFound();
  return washer;
}

function checkPeriod(c: Checker, input: Pick<WasherChartInput, "washerId" | "dateFrom" | "dateTo">) {
  // Id 0 is the legacy clients' "none".
  if (!int(input.washerId)) c.add("washerId", REQUIRED);
  c.required("dateFrom", input.dateFrom).required("dateTo", input.dateTo);
  if (input.dateFrom && input.dateTo && input.dateFrom > input.dateTo) c.add("dateTo", DATE_ORDER);
}

/** Validates a chart request; answers the model and grouping as numbers. */
export function checkChartInput(input: WasherChartInput, family: ModelFamily): { model: ChartModel; grouping: number } {
  const c = new Checker();
  checkPeriod(c, input);
  const model = input.chartModel === null || input.chartModel === undefined || input.chartModel === "" ? null : Number(input.chartModel);
  const grouping = input.grouping === null || input.grouping === undefined || input.grouping === "" ? null : Number(input.grouping);
  if (model === null) c.add("chartModel", REQUIRED);
  if (grouping === null) c.add("grouping", REQUIRED);
  if (model !== null && grouping !== null) {
    for (const p of validateChart(model, grouping)) c.add(p.field, p.message);
    if (c.errors.chartModel === undefined && family !== "any" && (family === "individuals") !== model < 2) c.add("chartModel", FAMILY_REFUSALS[family]);
  } else if (grouping !== null) {
    for (const p of validateChart(0, grouping).filter((p) => p.field === "grouping")) c.add(p.field, p.message);
  }
  c.throwIfAny();
  return { model: model as ChartModel, grouping: grouping! };
}

async function periodReadings(ctx: ServiceContext, input: WasherChartInput) {
  const washer = await ownWasher(ctx, int(input.washerId)!);
  const readings = await washerReadings(ctx, washer.id, input.dateFrom!, input.dateTo!);
  if (!readings) throw new ValidationError({ dateFrom: [TOO_MANY] });
  return { washer, readings };
}

/** The chart of one model (spec §3 "Washer chart data"). */
export async function washerChart(ctx: ServiceContext, input: WasherChartInput, family: ModelFamily = "any"): Promise<WasherChart> {
  const { model, grouping } = checkChartInput(input, family);
  const { washer, readings } = await periodReadings(ctx, input);
  const levels = proteinLevels(await companySettings(ctx.prisma, ownCompanyId(ctx.principal)));
  const texts = await readerTexts(ctx.prisma, ctx.principal, [...Object.values(K), ...Object.values(MODEL_KEYS), ...Object.values(REASON_KEYS), ...Object.values(RULE_TEXTS).map((r) => r.key)]);
  const t = (key: string, values: Record<string, string | number> = {}) => fill(texts[key] ?? key, values);

  const data = logValues(readings);
  const result = controlChart(model, grouping, data);
  const logOf = new Map(data.values.map((v) => [v.reading.id, v.y]));
  const rows = new Map<number, ChartReading>();
  let previous: number | null = null;
  for (const r of readings) {
    const y = logOf.get(r.id) ?? null;
    rows.set(r.id, {
      id: r.id, readNumber: r.readNumber, resultAt: r.resultAt, amount: r.amount, density: r.density, value: r.value, unit: r.unit,
      logarithm: y, absoluteDiff: y !== null && previous !== null ? Math.abs(y - previous) : null,
      groupNumber: null, pattern: false, show: false, overAction: y !== null && r.value! > levels.action,
    });
    if (y !== null) previous = y;
  }
  const row = (r: WasherReading) => rows.get(r.id)!;

  const points: ChartPointOut[] = result.ok
    ? result.points.map((p) => {
        const behind = p.readings.map(row);
        return { number: p.number, value: p.value, rules: p.rules, pattern: p.rules.length > 0, readings: behind, resultAt: behind.at(-1)!.resultAt };
      })
    : [];
  // Each point marks the readings behind it: model 1's point belongs to the later reading of its pair.
  for (const p of points) {
    const marked = model === 1 ? [p.readings.at(-1)!] : p.readings;
    for (const r of marked) Object.assign(r, { groupNumber: p.number, pattern: p.pattern, show: true });
  }
  // The first reading of model 1 has no moving range: numbered 0, not drawn.
  if (model === 1 && data.values.length && result.ok) rows.get(data.values[0]!.reading.id)!.groupNumber = 0;

  const fired = ([1, 2, 3, 4] as WesternElectricRule[])
    .map((rule) => ({ rule, description: t(RULE_TEXTS[rule].key), points: points.filter((p) => p.rules.includes(rule)).length }))
    .filter((f) => f.points > 0);
  const ignored = data.ignored.map((i) => ({ reading: row(i.reading), reason: i.reason, reasonDescription: t(REASON_KEYS[i.reason]) || IGNORED_TEXTS[i.reason], notes: i.reading.notes }));
  const dropped = result.dropped.map(row);
  const charted = data.values.map((v) => row(v.reading));
  const overAction = charted.filter((r) => r.overAction);
  const unit: LevelUnit = charted.length && charted.every((r) => r.unit === "µg") ? "µg" : "µg/cm²";
  const inControl = result.ok ? fired.length === 0 : null;

  const messages: string[] = [];
  if (!readings.length) messages.push(t(K.noReadings));
  else if (!result.ok) messages.push(model < 2 ? t(K.tooFewIndividuals) : t(K.tooFewGroup, { size: grouping }));
  else messages.push(inControl ? t(K.inControl) : t(K.outOfControl, { count: points.filter((p) => p.pattern).length }));
  if (dropped.length && result.ok) messages.push(t(K.dropped, { count: dropped.length, size: grouping }));
  if (ignored.length) messages.push(t(K.ignored, { count: ignored.length }));
  const noSurface = charted.filter((r) => r.unit === "µg").length;
  if (noSurface && noSurface < charted.length) messages.push(t(K.mixedUnits, { count: noSurface }));
  if (overAction.length) messages.push(t(K.overAction, { count: overAction.length, action: levels.action, unit }));

  return {
    washer, model, modelName: t(MODEL_KEYS[model]), grouping, dateFrom: input.dateFrom!, dateTo: input.dateTo!, unit,
    points, readings: [...rows.values()],
    limits: result.ok ? result.limits : null,
    sigma: result.ok ? result.sigma : null,
    inControl, rulesFired: fired,
    patternTypeDescription: fired.map((f) => f.description).join(" "),
    ignored, dropped,
    iso: { alert: levels.alert, action: levels.action, alertLog: Math.log(levels.alert), actionLog: Math.log(levels.action), drawn: model === 0 },
    overAction, messages, message: messages.join(" "),
  };
}

/** The readings of the period left out of the charts, with why (spec: GetIgnoredReadings). */
export async function ignoredReadings(ctx: ServiceContext, input: Pick<WasherChartInput, "washerId" | "dateFrom" | "dateTo">): Promise<IgnoredOut[]> {
  const c = new Checker();
  checkPeriod(c, input);
  c.throwIfAny();
  const chart = await washerChart(ctx, { ...input, chartModel: 0, grouping: 1 });
  return chart.ignored;
}

/** The four chart models with their names in the reader's language and the groupings they take. */
export async function chartModels(ctx: ServiceContext) {
  const texts = await readerTexts(ctx.prisma, ctx.principal, Object.values(MODEL_KEYS));
  return (Object.keys(CHART_MODELS).map(Number) as ChartModel[]).map((id) => ({
    id, name: texts[MODEL_KEYS[id]]!, minGrouping: id < 2 ? 1 : 2, maxGrouping: id < 2 ? 1 : 10,
  }));
}
