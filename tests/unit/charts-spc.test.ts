// Washer control charts (server/charts): the NIST I-MR check data, a hand-computed Xbar-R,
// each Western Electric rule, grouping edge cases, zero handling, model/grouping rules.
import { describe, expect, test } from "bun:test";
import { constantsFor } from "../../server/charts/constants";
import {
  controlChart, individualsMovingRange, logValues, validateChart, westernElectric, xbarR, RULE_TEXTS,
  type ChartModel, type ProteinReading,
} from "../../server/charts/spc";

const NIST = [49.6, 47.6, 49.9, 51.3, 47.8, 51.2, 52.6, 52.4, 53.6, 52.1];
const readings = (values: (number | null)[]): ProteinReading[] => values.map((value, i) => ({ id: i + 1, value }));
/** Readings whose logarithms are exactly `ys`, so chart values can be chosen by hand. */
const withLogs = (ys: number[]) => logValues(readings(ys.map(Math.exp)));

describe("individuals / moving range", () => {
  test("NIST check data: mean 50.81, MRbar 1.8778, UCL 55.804, LCL 45.816, MR UCL 6.135", () => {
    const s = individualsMovingRange(NIST);
    if (!s.ok) throw new Error(s.message);
    expect(s.mean).toBeCloseTo(50.81, 3);
    expect(s.mrBar).toBeCloseTo(1.8778, 3);
    expect(s.individuals.upper).toBeCloseTo(55.804, 3);
    expect(s.individuals.lower).toBeCloseTo(45.816, 3);
    expect(s.movingRange).toMatchObject({ lower: 0 });
    expect(s.movingRange.upper).toBeCloseTo(6.135, 3);
    expect(s.sigma).toBeCloseTo(1.8778 / 1.128, 3);
    expect(s.movingRanges).toHaveLength(9);
  });

  test("model 0 on ln values gives the same limits when the logs are the NIST values; no rule fires", () => {
    const c = controlChart(0, 1, withLogs(NIST));
    if (!c.ok) throw new Error(c.message);
    expect(c.limits.upper).toBeCloseTo(55.804, 3);
    expect(c.limits.lower).toBeCloseTo(45.816, 3);
    expect(c.points.map((p) => p.readings.map((r) => r.id))).toEqual(NIST.map((_, i) => [i + 1]));
    expect(c.points.every((p) => p.rules.length === 0)).toBe(true);
  });

  test("model 1 plots the N-1 moving ranges against D4·MRbar and 0; a jump fires rule 1", () => {
    const c = controlChart(1, 1, withLogs([1, 1.1, 0.9, 1, 1.1, 0.9, 1, 1.1, 0.9, 1, 3]));
    if (!c.ok) throw new Error(c.message);
    expect(c.points).toHaveLength(10);
    expect(c.points[0]!.readings.map((r) => r.id)).toEqual([1, 2]);
    expect(c.limits.lower).toBe(0);
    expect(c.limits.upper).toBeCloseTo(3.267 * 0.32, 9); // MRbar = 3.2 / 10
    expect(c.points.map((p) => p.rules)).toEqual([...Array(9).fill([]), [1]]);
    expect(c.sigma).toBeNull();
  });

  test("model 0 flags an outlier with rule 1, and the run it leaves below the centre with rule 4", () => {
    const c = controlChart(0, 1, withLogs([1, 1.1, 0.9, 1, 1.1, 0.9, 1, 1.1, 0.9, 1, 3]));
    if (!c.ok) throw new Error(c.message);
    // mean 13/11 = 1.1818, sigma 0.32/1.128 = 0.2837, UCL 2.033 < 3; the ten first points are
    // all below the mean, so points 8, 9 and 10 each complete 8 in a row on one side.
    expect(c.points.map((p) => p.rules)).toEqual([...Array(7).fill([]), [4], [4], [4], [1]]);
  });

  test("fewer than 2 values: a reason, never NaN", () => {
    for (const ys of [[], [1.2]]) {
      for (const model of [0, 1] as ChartModel[]) {
        const c = controlChart(model, 1, withLogs(ys));
        expect(c).toMatchObject({ ok: false, reason: "tooFewValues", needed: 2, available: ys.length });
        if (!c.ok) expect(c.message).toContain("At least 2 readings");
      }
    }
  });
});

describe("Xbar-R", () => {
  // By hand, n = 3 (A2 1.023, D3 0, D4 2.574):
  //   {1, 2, 3} mean 2, range 2;  {2, 4, 3} mean 3, range 2;  {1, 1, 4} mean 2, range 3;  {3, 3, 3} mean 3, range 0
  //   grand mean = 10/4 = 2.5;  Rbar = 7/4 = 1.75;  A2·Rbar = 1.79025
  //   Xbar: UCL = 4.29025, LCL = 0.70975, sigma = 1.79025/3 = 0.59675
  //   R:    UCL = 2.574 · 1.75 = 4.5045, LCL = 0
  //   the trailing 5, 6 do not fill a subgroup: dropped.
  const X = [1, 2, 3, 2, 4, 3, 1, 1, 4, 3, 3, 3, 5, 6];

  test("hand-computed example", () => {
    const s = xbarR(X, 3);
    if (!s.ok) throw new Error(s.message);
    expect(s.subgroups.map((g) => [g.start, g.mean, g.range])).toEqual([[0, 2, 2], [3, 3, 2], [6, 2, 3], [9, 3, 0]]);
    expect(s.grandMean).toBeCloseTo(2.5, 9);
    expect(s.rBar).toBeCloseTo(1.75, 9);
    expect(s.means.upper).toBeCloseTo(4.29025, 9);
    expect(s.means.lower).toBeCloseTo(0.70975, 9);
    expect(s.sigma).toBeCloseTo(0.59675, 9);
    expect(s.ranges.upper).toBeCloseTo(4.5045, 9);
    expect(s.ranges.lower).toBe(0);
    expect(s.dropped).toBe(2);
  });

  test("models 2 and 3 on the same logs: points per subgroup, the incomplete last subgroup reported", () => {
    const data = withLogs(X);
    const means = controlChart(2, 3, data);
    const ranges = controlChart(3, 3, data);
    if (!means.ok || !ranges.ok) throw new Error("no limits");
    expect(means.points.map((p) => p.value)).toEqual([2, 3, 2, 3].map((v) => expect.closeTo(v, 9)));
    expect(means.points[1]!.readings.map((r) => r.id)).toEqual([4, 5, 6]);
    expect(means.limits.upper).toBeCloseTo(4.29025, 9);
    expect(ranges.points.map((p) => p.value)).toEqual([2, 2, 3, 0].map((v) => expect.closeTo(v, 9)));
    expect(ranges.limits.upper).toBeCloseTo(4.5045, 9);
    for (const c of [means, ranges]) {
      expect(c.dropped.map((r) => r.id)).toEqual([13, 14]);
      expect(c.notes).toEqual(["The last 2 reading(s) do not fill a subgroup of 3 and were left out."]);
    }
  });

  test("n = 10 uses the n = 10 constants (D3 > 0 gives a lower R limit)", () => {
    const x = Array.from({ length: 25 }, (_, i) => (i % 5) * 0.1);
    const s = xbarR(x, 10);
    if (!s.ok) throw new Error(s.message);
    expect(s.subgroups).toHaveLength(2);
    expect(s.dropped).toBe(5);
    expect(s.rBar).toBeCloseTo(0.4, 9);
    expect(s.ranges.lower).toBeCloseTo(0.223 * 0.4, 9);
    expect(s.ranges.upper).toBeCloseTo(1.777 * 0.4, 9);
    expect(s.means.upper - s.grandMean).toBeCloseTo(0.308 * 0.4, 9);
  });

  test("a complete subgroup and nothing left over: nothing dropped, no note", () => {
    const c = controlChart(2, 2, withLogs([1, 2]));
    expect(c).toMatchObject({ ok: true, dropped: [], notes: [] });
  });

  test("fewer readings than one subgroup: a reason, and the readings listed as dropped", () => {
    const c = controlChart(2, 5, withLogs([1, 2, 3, 4]));
    expect(c).toMatchObject({ ok: false, reason: "tooFewValues", needed: 5, available: 4 });
    if (!c.ok) expect(c.message).toBe("At least 5 readings are needed to fill one subgroup of 5.");
    expect(c.dropped.map((r) => r.id)).toEqual([1, 2, 3, 4]);
  });

  test("the constants table is ASTM's (D4 2.574 for n = 3, 2.114 for n = 5) and refuses other sizes", () => {
    expect(constantsFor(3).D4).toBe(2.574);
    expect(constantsFor(5).D4).toBe(2.114);
    for (const n of [1, 11, 2.5]) expect(() => constantsFor(n)).toThrow(RangeError);
  });
});

describe("Western Electric rules (centre 0, sigma 1)", () => {
  const we = (x: number[]) => westernElectric(x, 0, 1);

  test("rule 1: one point beyond 3 sigma", () => {
    expect(we([0.5, -0.5, 3.5, 0])).toEqual([[], [], [1], []]);
    expect(we([0, -3.2])).toEqual([[], [1]]);
  });

  test("rule 2: 2 of 3 beyond 2 sigma on the same side, flagged on the completing point", () => {
    expect(we([0.5, 2.5, -0.5, 2.2])).toEqual([[], [], [], [2]]);
    expect(we([-2.1, 0, -2.4])).toEqual([[], [], [2]]);
    expect(we([2.5, -2.5, 0])).toEqual([[], [], []]); // opposite sides
    expect(we([2.5, 0, 0, 2.5])).toEqual([[], [], [], []]); // 4 apart: not within 3
  });

  test("rule 3: 4 of 5 beyond 1 sigma on the same side", () => {
    expect(we([1.5, 1.2, 0.3, 1.8, 1.1])).toEqual([[], [], [], [], [3]]);
    expect(we([-1.5, -1.2, -0.3, -1.8, -1.1])).toEqual([[], [], [], [], [3]]);
  });

  test("rule 4: 8 in a row on one side; a point on the centre line breaks the run", () => {
    expect(we([-0.5, 0.5, 0.2, 0.1, 0.7, 0.3, 0.4, 0.6, 0.2])).toEqual([...Array(8).fill([]), [4]]);
    expect(we([0.5, 0.2, 0.1, 0.7, 0, 0.3, 0.4, 0.6, 0.2])).toEqual(Array(9).fill([]));
  });

  test("a point can complete several patterns", () => {
    // 2.5 then 3.5: the last point is beyond 3 sigma and the second of 2 beyond 2 sigma.
    expect(we([2.5, 3.5]).at(-1)).toEqual([1, 2]);
  });

  test("a stable series fires nothing", () => {
    expect(we([0.3, -0.4, 0.8, -0.2, 0.5, -0.9, 0.1, -0.3, 0.6, -0.7, 0.2, -0.1]).flat()).toEqual([]);
  });

  test("every rule has a text key and a description", () => {
    for (const r of [1, 2, 3, 4] as const) expect(RULE_TEXTS[r]).toMatchObject({ key: expect.stringMatching(/^charts\.rule\./), en: expect.any(String) });
  });

  test("on an Xbar chart the rules use sigma = A2·Rbar/3", () => {
    // Ranges 1 each (Rbar 1, sigma 1.88/3 = 0.6267); means 0,0,0,0,0,0,0,2 → grand mean 0.25,
    // UCL 0.25 + 1.88 = 2.13: the last mean (2) is inside the limits but 1.75 above the centre,
    // beyond 2 sigma (1.253) and alone: nothing; the seven means below the centre do not make 8.
    const pairs = [0, 0, 0, 0, 0, 0, 0, 2].flatMap((m) => [m - 0.5, m + 0.5]);
    const c = controlChart(2, 2, withLogs(pairs));
    if (!c.ok) throw new Error(c.message);
    expect(c.sigma).toBeCloseTo(1.88 / 3, 9);
    expect(c.points.flatMap((p) => p.rules)).toEqual([]);
    // One more such subgroup: 2 of 3 beyond 2 sigma above the centre.
    const more = controlChart(2, 2, withLogs([...pairs, 1.5, 2.5]));
    if (!more.ok) throw new Error(more.message);
    expect(more.points.at(-1)!.rules).toContain(2);
  });
});

describe("zero and below-detection readings", () => {
  test("left out with a reason, never substituted; order kept", () => {
    const r = [
      { id: 1, value: 2 }, { id: 2, value: 0 }, { id: 3, value: null }, { id: 4, value: -1 },
      { id: 5, value: Number.NaN }, { id: 6, value: 3, markedIgnored: true }, { id: 7, value: 0.05 }, { id: 8, value: 1 },
    ];
    const { values, ignored } = logValues(r, 0.1);
    expect(values.map((v) => [v.reading.id, v.y])).toEqual([[1, Math.log(2)], [8, 0]]);
    expect(ignored.map((i) => [i.reading.id, i.reason])).toEqual([
      [2, "notPositive"], [3, "missing"], [4, "notPositive"], [5, "missing"], [6, "markedIgnored"], [7, "belowDetectionLimit"],
    ]);
  });

  test("without a detection limit, any positive value is kept", () => {
    expect(logValues(readings([0.0001])).values).toHaveLength(1);
  });

  test("the chart reports the ignored readings beside its points", () => {
    const c = controlChart(0, 1, logValues(readings([1, 0, 2, 3])));
    expect(c.ok).toBe(true);
    expect(c.ignored.map((i) => i.reading.id)).toEqual([2]);
  });
});

describe("model and grouping", () => {
  test("grouping 1 allows models 0 and 1; 2..10 allow models 2 and 3", () => {
    expect(validateChart(0, 1)).toEqual([]);
    expect(validateChart(1, 1)).toEqual([]);
    for (const g of [2, 5, 10]) {
      expect(validateChart(2, g)).toEqual([]);
      expect(validateChart(3, g)).toEqual([]);
    }
  });

  test("clear messages for the wrong pairs", () => {
    expect(validateChart(2, 1)).toEqual([{ field: "chartModel", message: "With grouping 1, only chart models 0 (individual logarithm) and 1 (absolute difference) are available." }]);
    expect(validateChart(1, 4)).toEqual([{ field: "chartModel", message: "With grouping 2 or more, only chart models 2 (average of logs) and 3 (range) are available." }]);
  });

  test("grouping outside 1..10 and unknown models are refused", () => {
    for (const g of [0, 11, 2.5, Number.NaN]) expect(validateChart(0, g).map((p) => p.field)).toEqual(["grouping"]);
    for (const m of [-1, 4, 1.5]) expect(validateChart(m, 1).map((p) => p.field)).toEqual(["chartModel"]);
  });

  test("controlChart refuses an invalid pair instead of drawing it", () => {
    expect(() => controlChart(2, 1, withLogs([1, 2]))).toThrow(RangeError);
  });
});

describe("grouping edge cases (n = 1, n = 10, fewer readings than a subgroup)", () => {
  test("n = 1 with exactly 2 readings: one moving range, limits exist; model 1 has one point", () => {
    const c0 = controlChart(0, 1, withLogs([1, 2]));
    const c1 = controlChart(1, 1, withLogs([1, 2]));
    if (!c0.ok || !c1.ok) throw new Error("no limits");
    expect(c0.limits.center).toBeCloseTo(1.5, 9);
    expect(c0.limits.upper).toBeCloseTo(1.5 + 3 / 1.128, 9);
    expect(c1.points).toHaveLength(1);
    expect(c1.limits.upper).toBeCloseTo(3.267, 9);
  });

  test("n = 10 with exactly 10 readings: one subgroup, nothing dropped; 9 readings: no limits", () => {
    const ten = controlChart(2, 10, withLogs(Array.from({ length: 10 }, (_, i) => i / 10)));
    expect(ten).toMatchObject({ ok: true, dropped: [], notes: [] });
    if (ten.ok) expect(ten.points).toHaveLength(1);
    const nine = controlChart(3, 10, withLogs(Array.from({ length: 9 }, (_, i) => i / 10)));
    expect(nine).toMatchObject({ ok: false, needed: 10, available: 9 });
    expect(nine.dropped).toHaveLength(9);
  });

  test("readings left out do not count towards a subgroup", () => {
    const c = controlChart(2, 3, logValues(readings([1, 0, 2, null, 3, 4])));
    if (!c.ok) throw new Error(c.message);
    expect(c.points[0]!.readings.map((r) => r.id)).toEqual([1, 3, 5]);
    expect(c.dropped.map((r) => r.id)).toEqual([6]);
    expect(c.ignored.map((i) => i.reading.id)).toEqual([2, 4]);
  });
});

describe("each rule fires on a constructed individuals chart, none on a stable one", () => {
  // A stable base of 20 alternating values (mean 0, MRbar 0.4, sigma 0.3546) then the pattern.
  const base = Array.from({ length: 20 }, (_, i) => (i % 2 ? 0.2 : -0.2));
  const rulesAt = (tail: number[]) => {
    const c = controlChart(0, 1, withLogs([...base, ...tail]));
    if (!c.ok) throw new Error(c.message);
    return c.points.slice(base.length).map((p) => p.rules);
  };

  test("stable: nothing", () => {
    expect(rulesAt([0.1, -0.1, 0.2, -0.2]).flat()).toEqual([]);
  });
  test("rule 1: a jump beyond 3 sigma", () => {
    expect(rulesAt([3]).at(-1)).toContain(1);
  });
  test("rule 2: two of three beyond 2 sigma", () => {
    expect(rulesAt([0.95, 0.1, 0.95]).at(-1)).toEqual([2]);
  });
  test("rule 3: four of five beyond 1 sigma", () => {
    expect(rulesAt([0.45, 0.45, 0.1, 0.45, 0.45]).at(-1)).toContain(3);
  });
  test("rule 4: eight on one side", () => {
    expect(rulesAt(Array(8).fill(0.15)).at(-1)).toContain(4);
  });
});
