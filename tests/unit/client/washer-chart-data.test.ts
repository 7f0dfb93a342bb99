// The washer chart as the kit draws it (web/screens/charts/washer/washerChartData.ts): models
// by grouping, the series (flags, over-action markers on the individual chart), the reference
// lines (limits; ISO levels only where drawn) and the table's links to the readings.
import { describe, expect, test } from "bun:test";
import { chartSeries, chartTable, modelAllowed, readingHref, referenceLines, type WasherChartData } from "../../../web/screens/charts/washer/washerChartData";

const t = (key: string, values?: Record<string, unknown>) => (values ? `${key} ${JSON.stringify(values)}` : key);
const date = (d: unknown) => String(d);
const reading = (id: number, value: number) => ({ readingId: id, readNumber: 100 + id, resultAt: `2026-11-0${id}`, amount: value * 10, density: value, value, unit: "µg/cm²", logarithm: Math.log(value) });
const base = (model: number): WasherChartData => ({
  model,
  unit: "µg/cm²",
  points: [
    { number: 1, value: Math.log(1), rules: [], pattern: false, resultAt: "2026-11-01", readings: [reading(1, 1)] },
    { number: 2, value: Math.log(8), rules: [], pattern: false, resultAt: "2026-11-02", readings: [reading(2, 8)] },
    { number: 3, value: Math.log(40), rules: [1], pattern: true, resultAt: "2026-11-03", readings: [reading(3, 40)] },
  ],
  limits: { center: 1, upper: 3, lower: -1 },
  iso: { alert: 3, action: 6.4, alertLog: Math.log(3), actionLog: Math.log(6.4), drawn: model === 0 },
  rulesFired: [{ rule: 1, description: "One point beyond 3 sigma from the centre line." }],
  overAction: [{ readingId: 2 }, { readingId: 3 }],
});

describe("washer chart data", () => {
  test("grouping 1 allows models 0 and 1; from 2, models 2 and 3", () => {
    expect([0, 1, 2, 3].filter((m) => modelAllowed(m, 1))).toEqual([0, 1]);
    expect([0, 1, 2, 3].filter((m) => modelAllowed(m, 5))).toEqual([2, 3]);
  });

  test("model 0: points over reading order, the pattern point flagged with its rule, over-action readings marked apart", () => {
    const [points, over] = chartSeries(t, base(0), date);
    expect(points!.points.map((p) => [p.x, p.flagged])).toEqual([[1, false], [2, false], [3, true]]);
    expect(points!.points[2]!.flagLabel).toBe("One point beyond 3 sigma from the centre line.");
    expect(points!.points[0]!.tooltip).toEqual([
      'washerCharts.tip.reading {"readNumber":101,"date":"2026-11-01"}',
      'washerCharts.tip.amount {"value":"10"}',
      'washerCharts.tip.density {"value":"1"}',
      'washerCharts.tip.log {"value":"0"}',
    ]);
    // the flagged point keeps its diamond; only the other over-action reading gets the marker
    expect(over).toMatchObject({ key: "overAction", line: false });
    expect(over!.points.map((p) => p.x)).toEqual([2]);
    expect(chartSeries(t, base(1), date)).toHaveLength(1);
  });

  test("reference lines: UCL, CL, LCL, and the ISO levels only where drawn; none without limits", () => {
    expect(referenceLines(t, base(0)).map((l) => l.y)).toEqual([3, 1, -1, Math.log(3), Math.log(6.4)]);
    expect(referenceLines(t, base(2))).toHaveLength(3);
    expect(referenceLines(t, { ...base(3), limits: null })).toEqual([]);
  });

  test("the table links each single-reading point to its reading in the historical browser", () => {
    const table = chartTable(t, base(0), date);
    expect(table.rows[0]!.readings).toEqual({ text: "101", href: readingHref(101) });
    expect(readingHref(101)).toBe("/AppHistorical?option=ReadingPRO&readNumber=101");
    expect(table.rows[2]!.pattern).toBe("One point beyond 3 sigma from the centre line.");
  });
});
