// Washer control charts (screen 840): individuals / moving range and Xbar-R on ln(protein),
// with Western Electric pattern flags. Pure: the service reads the readings and calls these.
import { constantsFor, MAX_SUBGROUP, MIN_SUBGROUP } from "./constants";
import { westernElectric, type WesternElectricRule } from "./rules";
import type { IgnoredReading, LogValue, LogValues } from "./values";

export { logValues, IGNORED_TEXTS, type ProteinReading, type IgnoredReason, type LogValues } from "./values";
export { westernElectric, RULE_TEXTS, type WesternElectricRule } from "./rules";

/** 0 individual logarithm, 1 absolute difference (MR), 2 average of logs (Xbar), 3 range (R). */
export type ChartModel = 0 | 1 | 2 | 3;
export const CHART_MODELS: Readonly<Record<ChartModel, string>> = {
  0: "Individual logarithm",
  1: "Absolute difference",
  2: "Average of logs",
  3: "Range",
};

export interface Limits {
  center: number;
  upper: number;
  lower: number;
}

/** Why a chart has no limits: said to the user instead of drawing NaN or a line at 0. */
export interface NoLimits {
  ok: false;
  reason: "tooFewValues";
  needed: number;
  available: number;
  message: string;
}

// ---- Model and grouping ----------------------------------------------------------------

export interface ChartProblem {
  field: "chartModel" | "grouping";
  message: string;
}

/** Grouping 1..10; grouping 1 draws models 0 and 1, grouping 2..10 models 2 and 3. */
export function validateChart(model: number, grouping: number): ChartProblem[] {
  const problems: ChartProblem[] = [];
  if (!Number.isInteger(grouping) || grouping < 1 || grouping > MAX_SUBGROUP)
    problems.push({ field: "grouping", message: `The grouping must be a whole number from 1 to ${MAX_SUBGROUP}.` });
  if (!(model in CHART_MODELS) || !Number.isInteger(model)) {
    problems.push({ field: "chartModel", message: "The chart model must be 0, 1, 2 or 3." });
  } else if (problems.length === 0) {
    if (grouping < MIN_SUBGROUP && model >= 2)
      problems.push({ field: "chartModel", message: "With grouping 1, only chart models 0 (individual logarithm) and 1 (absolute difference) are available." });
    if (grouping >= MIN_SUBGROUP && model < 2)
      problems.push({ field: "chartModel", message: "With grouping 2 or more, only chart models 2 (average of logs) and 3 (range) are available." });
  }
  return problems;
}

// ---- Individuals / moving range on plain numbers -----------------------------------------

export interface IndividualsStats {
  ok: true;
  mean: number;
  /** movingRanges[i] = |x[i+1] - x[i]|: one fewer than the values. */
  movingRanges: number[];
  mrBar: number;
  /** MRbar / d2(2): the short-term sigma that sets the limits and the rule zones. */
  sigma: number;
  individuals: Limits;
  movingRange: Limits;
}

/** I-MR on plain values (the NIST check data are raw; the charts pass logarithms). */
export function individualsMovingRange(x: readonly number[]): IndividualsStats | NoLimits {
  if (x.length < 2) return tooFew(2, x.length, "At least 2 readings are needed to compute a moving range and the limits.");
  const { d2, D3, D4 } = constantsFor(2);
  const mean = average(x);
  const movingRanges = x.slice(1).map((v, i) => Math.abs(v - x[i]!));
  const mrBar = average(movingRanges);
  // 3·MRbar/d2 rather than the rounded 2.66·MRbar: DOMAIN.md's check values use 3/1.128.
  const sigma = mrBar / d2;
  return {
    ok: true, mean, movingRanges, mrBar, sigma,
    individuals: { center: mean, upper: mean + 3 * sigma, lower: mean - 3 * sigma },
    movingRange: { center: mrBar, upper: D4 * mrBar, lower: D3 * mrBar },
  };
}

// ---- Xbar-R on plain numbers -------------------------------------------------------------

export interface Subgroup {
  /** Index of the subgroup's first value in the input. */
  start: number;
  mean: number;
  range: number;
}
export interface XbarRStats {
  ok: true;
  size: number;
  subgroups: Subgroup[];
  /** Values at the end that do not fill a subgroup: left out, never averaged as a short one. */
  dropped: number;
  grandMean: number;
  rBar: number;
  /** A2·Rbar/3: sigma of a subgroup mean, for the rule zones. */
  sigma: number;
  means: Limits;
  ranges: Limits;
}

/**
 * Consecutive subgroups of `size` values. A short last subgroup is dropped: its mean and
 * range would have another variance than the others and A2, D3, D4 do not hold for it.
 */
export function xbarR(x: readonly number[], size: number): XbarRStats | NoLimits {
  const { A2, D3, D4 } = constantsFor(size);
  const count = Math.floor(x.length / size);
  if (count < 1) return tooFew(size, x.length, `At least ${size} readings are needed to fill one subgroup of ${size}.`);
  const subgroups = Array.from({ length: count }, (_, g) => {
    const group = x.slice(g * size, (g + 1) * size);
    return { start: g * size, mean: average(group), range: Math.max(...group) - Math.min(...group) };
  });
  const grandMean = average(subgroups.map((s) => s.mean));
  const rBar = average(subgroups.map((s) => s.range));
  return {
    ok: true, size, subgroups, dropped: x.length - count * size, grandMean, rBar, sigma: (A2 * rBar) / 3,
    means: { center: grandMean, upper: grandMean + A2 * rBar, lower: grandMean - A2 * rBar },
    ranges: { center: rBar, upper: D4 * rBar, lower: D3 * rBar },
  };
}

// ---- The chart of a model ------------------------------------------------------------------

export interface ChartPoint<R> {
  /** 1-based point number (subgroup number for models 2 and 3). */
  number: number;
  /** The readings behind the point: one (model 0), two (model 1), a subgroup (2, 3). */
  readings: R[];
  value: number;
  /** Western Electric rules this point completes; empty when none. */
  rules: WesternElectricRule[];
}

export interface Chart<R> {
  ok: true;
  model: ChartModel;
  points: ChartPoint<R>[];
  limits: Limits;
  /** Sigma of the plotted statistic for models 0 and 2; null for range charts (rule 1 only). */
  sigma: number | null;
  ignored: IgnoredReading<R>[];
  /** Readings of an incomplete last subgroup, left out of models 2 and 3. */
  dropped: R[];
  notes: string[];
}
export type ChartResult<R> = Chart<R> | (NoLimits & { model: ChartModel; ignored: IgnoredReading<R>[]; dropped: R[] });

/**
 * The chart the screen draws. Call validateChart first: an invalid pair throws here.
 * Models 0 and 2 (roughly normal statistics) get all four rules; the range charts 1 and 3 are
 * skewed, so their σ zones mean little and only rule 1 (a point beyond a limit) is applied.
 */
export function controlChart<R>(model: ChartModel, grouping: number, data: LogValues<R>): ChartResult<R> {
  const problems = validateChart(model, grouping);
  if (problems.length) throw new RangeError(problems.map((p) => p.message).join(" "));
  const { values, ignored } = data;
  const y = values.map((v) => v.y);
  const readingsOf = (vs: LogValue<R>[]) => vs.map((v) => v.reading);

  if (model === 0 || model === 1) {
    const s = individualsMovingRange(y);
    if (!s.ok) return { ...s, model, ignored, dropped: [] };
    if (model === 0) {
      const rules = westernElectric(y, s.mean, s.sigma);
      const points = values.map((v, i) => ({ number: i + 1, readings: [v.reading], value: v.y, rules: rules[i]! }));
      return chart(model, points, s.individuals, s.sigma, ignored, [], []);
    }
    const points = s.movingRanges.map((mr, i) => ({
      number: i + 1, readings: readingsOf(values.slice(i, i + 2)), value: mr, rules: beyondLimits(mr, s.movingRange),
    }));
    return chart(model, points, s.movingRange, null, ignored, [], []);
  }

  const s = xbarR(y, grouping);
  const droppedFrom = Math.floor(y.length / grouping) * grouping;
  const dropped = readingsOf(values.slice(droppedFrom));
  if (!s.ok) return { ...s, model, ignored, dropped };
  const notes = dropped.length
    ? [`The last ${dropped.length} reading(s) do not fill a subgroup of ${grouping} and were left out.`]
    : [];
  const groupReadings = (g: Subgroup) => readingsOf(values.slice(g.start, g.start + grouping));
  if (model === 2) {
    const rules = westernElectric(s.subgroups.map((g) => g.mean), s.grandMean, s.sigma);
    const points = s.subgroups.map((g, i) => ({ number: i + 1, readings: groupReadings(g), value: g.mean, rules: rules[i]! }));
    return chart(model, points, s.means, s.sigma, ignored, dropped, notes);
  }
  const points = s.subgroups.map((g, i) => ({ number: i + 1, readings: groupReadings(g), value: g.range, rules: beyondLimits(g.range, s.ranges) }));
  return chart(model, points, s.ranges, null, ignored, dropped, notes);
}

function chart<R>(model: ChartModel, points: ChartPoint<R>[], limits: Limits, sigma: number | null, ignored: IgnoredReading<R>[], dropped: R[], notes: string[]): Chart<R> {
  return { ok: true, model, points, limits, sigma, ignored, dropped, notes };
}

function beyondLimits(v: number, l: Limits): WesternElectricRule[] {
  return v > l.upper || v < l.lower ? [1] : [];
}

function tooFew(needed: number, available: number, message: string): NoLimits {
  return { ok: false, reason: "tooFewValues", needed, available, message };
}

function average(x: readonly number[]): number {
  return x.reduce((a, b) => a + b, 0) / x.length;
}
