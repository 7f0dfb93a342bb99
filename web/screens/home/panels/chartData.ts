// A panel's chart data (server/dashboard, docs/dashboard.md) as the chart kit draws it: bars per
// machine or lines per day, the table view, and the empty state that says why nothing is drawn.
import type { TFunction } from "i18next";
import type { BarGroup, ChartSeries, TableSpec } from "../../../components/charts";
import { formatDate } from "../../../i18n/dateFormat";

export interface SeriesItem {
  readonly result: string;
  readonly count: number;
  readonly color: string;
}
export interface ChartItem {
  readonly label: string;
  readonly machineId: number | null | undefined;
  readonly series: readonly SeriesItem[];
}
export interface PanelInfo {
  readonly name: string;
  readonly controller: string;
  readonly method: string;
}

/** A day of the server's list (YYYY-MM-DD, in the time zone the browser sent) at local midnight. */
export const dayMs = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return new Date(y!, m! - 1, d!).getTime();
};

/** The results that have readings anywhere in the panel, in the server's order (all-zero ones would only crowd the legend). */
function resultsShown(items: readonly ChartItem[]): SeriesItem[] {
  const first = items[0]?.series ?? [];
  return first.filter((s) => items.some((i) => i.series.some((x) => x.result === s.result && x.count > 0)));
}

const countOf = (item: ChartItem, result: string) => item.series.find((s) => s.result === result)?.count ?? 0;

export function barGroups(items: readonly ChartItem[], t: TFunction): BarGroup[] {
  const shown = resultsShown(items);
  return items.map((i) => ({ category: i.label, values: shown.map((s) => ({ key: s.result, label: t(s.result), color: s.color, value: countOf(i, s.result) })) }));
}

export function lineSeries(items: readonly ChartItem[], t: TFunction): ChartSeries[] {
  return resultsShown(items).map((s) => ({
    key: s.result,
    label: t(s.result),
    color: s.color,
    points: items.map((i) => ({ x: dayMs(i.label), y: countOf(i, s.result) })),
  }));
}

export function chartTable(items: readonly ChartItem[], line: boolean, t: TFunction): TableSpec {
  const results = items[0]?.series ?? [];
  return {
    columns: [
      { key: "label", label: line ? t("dashboard.day") : t("dashboard.machine") },
      ...results.map((s) => ({ key: s.result, label: t(s.result) })),
      { key: "total", label: t("dashboard.total") },
    ],
    rows: items.map((i) => ({
      label: line ? formatDate(dayMs(i.label)) : i.label,
      ...Object.fromEntries(i.series.map((s) => [s.result, s.count])),
      total: i.series.reduce((n, s) => n + s.count, 0),
    })),
  };
}

/** Why a panel draws nothing: no machine of its kind yet, or no readings (failures) in the 31 days; null when there is something to draw. */
export function emptyReason(panel: PanelInfo, items: readonly ChartItem[], t: TFunction): string | null {
  const route = `${panel.controller}/${panel.method}`;
  if (items.length === 0) {
    if (/Sterilizer/i.test(route)) return t("dashboard.noSterilizers");
    if (/Washer/i.test(route)) return t("dashboard.noWashers");
    if (/Incubator/i.test(route)) return t("dashboard.noIncubators");
    return t("dashboard.noReadings");
  }
  if (items.every((i) => i.series.every((s) => s.count === 0))) return /Failures/i.test(route) ? t("dashboard.noFailures") : t("dashboard.noReadings");
  return null;
}
