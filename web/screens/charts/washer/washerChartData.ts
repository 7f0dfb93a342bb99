// The washer chart's answer (GraphQL washerChart) as the kit draws it: the plotted series, the
// reference lines (centre, control limits, ISO levels on the individual chart), the table view
// and where a reading opens (the historical browser, filtered to its read number).
import type { ChartPoint, ChartSeries, ReferenceLine, TableSpec } from "../../../components/charts";

export interface ChartReading {
  readonly readingId: number;
  readonly readNumber: number;
  readonly resultAt: unknown;
  readonly amount: number | null | undefined;
  readonly density: number | null | undefined;
  readonly value: number | null | undefined;
  readonly unit: string;
  readonly logarithm: number | null | undefined;
}
export interface WasherChartData {
  readonly model: number;
  readonly unit: string;
  readonly points: ReadonlyArray<{ readonly number: number; readonly value: number; readonly rules: ReadonlyArray<number>; readonly pattern: boolean; readonly resultAt: unknown; readonly readings: ReadonlyArray<ChartReading> }>;
  readonly limits: { readonly center: number; readonly upper: number; readonly lower: number } | null | undefined;
  readonly iso: { readonly alert: number; readonly action: number; readonly alertLog: number; readonly actionLog: number; readonly drawn: boolean };
  readonly rulesFired: ReadonlyArray<{ readonly rule: number; readonly description: string }>;
  readonly overAction: ReadonlyArray<{ readonly readingId: number }>;
}

type T = (key: string, values?: Record<string, unknown>) => string;

export const COLORS = { points: "#0969da", overAction: "#8250df", center: "#1f2328", limit: "#cf222e", alert: "#9a6700", action: "#8250df" };

/** The models a grouping allows: 0, 1 with grouping 1; 2, 3 from 2 (the server says the same). */
export const modelAllowed = (model: number, grouping: number) => (grouping <= 1 ? model < 2 : model >= 2);

/** The historical browser, filtered to one protein reading. */
export const readingHref = (readNumber: number) => `/AppHistorical?option=ReadingPRO&readNumber=${readNumber}`;

const num = (v: number | null | undefined, digits = 3) => (v === null || v === undefined ? "—" : Number(v.toFixed(digits)).toString());

export function ruleText(rules: ReadonlyArray<number>, fired: WasherChartData["rulesFired"]): string {
  return rules.map((r) => fired.find((f) => f.rule === r)?.description ?? `#${r}`).join(" ");
}

/** Tooltip lines of a point: its readings (number, date, µg, µg/cm², ln). */
function tooltipOf(t: T, p: WasherChartData["points"][number], formatDate: (d: unknown) => string): string[] {
  const one = p.readings.length === 1;
  return p.readings.flatMap((r) => [
    t("washerCharts.tip.reading", { readNumber: r.readNumber, date: formatDate(r.resultAt) }),
    ...(one
      ? [
          t("washerCharts.tip.amount", { value: num(r.amount) }),
          ...(r.density != null ? [t("washerCharts.tip.density", { value: num(r.density) })] : []),
          t("washerCharts.tip.log", { value: num(r.logarithm) }),
        ]
      : []),
  ]);
}

export function chartSeries(t: T, data: WasherChartData, formatDate: (d: unknown) => string): ChartSeries[] {
  const over = new Set(data.overAction.map((r) => r.readingId));
  const point = (p: WasherChartData["points"][number]): ChartPoint => ({
    x: p.number,
    y: p.value,
    id: p.number,
    tooltip: tooltipOf(t, p, formatDate),
    flagged: p.pattern,
    flagLabel: p.pattern ? ruleText(p.rules, data.rulesFired) : undefined,
  });
  const series: ChartSeries[] = [{ key: "points", label: t(`washerCharts.series.${data.model}`), color: COLORS.points, points: data.points.map(point) }];
  // On the individual chart, readings over the action level get their own marker colour.
  if (data.model === 0) {
    const overPoints = data.points.filter((p) => !p.pattern && p.readings.some((r) => over.has(r.readingId))).map(point);
    if (overPoints.length) series.push({ key: "overAction", label: t("washerCharts.series.overAction"), color: COLORS.overAction, points: overPoints, line: false });
  }
  return series;
}

export function referenceLines(t: T, data: WasherChartData): ReferenceLine[] {
  const lines: ReferenceLine[] = [];
  if (data.limits) {
    lines.push({ y: data.limits.upper, label: t("washerCharts.ucl"), color: COLORS.limit, dashed: true });
    lines.push({ y: data.limits.center, label: t("washerCharts.cl"), color: COLORS.center });
    lines.push({ y: data.limits.lower, label: t("washerCharts.lcl"), color: COLORS.limit, dashed: true });
  }
  if (data.iso.drawn) {
    lines.push({ y: data.iso.alertLog, label: t("washerCharts.isoAlert", { value: data.iso.alert }), color: COLORS.alert, dashed: true });
    lines.push({ y: data.iso.actionLog, label: t("washerCharts.isoAction", { value: data.iso.action }), color: COLORS.action });
  }
  return lines;
}

export function chartTable(t: T, data: WasherChartData, formatDate: (d: unknown) => string): TableSpec {
  return {
    columns: [
      { key: "point", label: t(data.model >= 2 ? "washerCharts.col.group" : "washerCharts.col.point") },
      { key: "readings", label: t("washerCharts.col.readings") },
      { key: "date", label: t("washerCharts.col.date") },
      { key: "value", label: t(`washerCharts.series.${data.model}`) },
      { key: "amount", label: t("washerCharts.col.amount") },
      { key: "density", label: t("washerCharts.col.density") },
      { key: "pattern", label: t("washerCharts.col.pattern") },
    ],
    rows: data.points.map((p) => {
      const only = p.readings.length === 1 ? p.readings[0]! : p.readings.at(-1)!;
      return {
        point: p.number,
        readings: p.readings.length === 1 ? { text: String(only.readNumber), href: readingHref(only.readNumber) } : p.readings.map((r) => r.readNumber).join(", "),
        date: formatDate(p.resultAt),
        value: num(p.value),
        amount: p.readings.length === 1 ? num(only.amount) : null,
        density: p.readings.length === 1 ? num(only.density) : null,
        pattern: p.pattern ? ruleText(p.rules, data.rulesFired) : "",
      };
    }),
  };
}
