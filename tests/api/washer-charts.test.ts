// Washer control charts (screen 840; spec 002 §2.4, §3, §5, §7.3; docs/charts.md, docs/charts-api.md):
// GET /api/HTM/GetChartModels, POST /api/HTM/calculateIMR (models 0, 1), calculateXbarR (2, 3),
// GetIgnoredReadings, and the GraphQL washerChart. On the seeded history
// (server/seed/demo-washer-charts.ts): Hospital A's Washer 2 drifts in its last two days.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData } from "../helpers";
import { REQUIRED, SEED, expectForbidden, expectGqlError, expectNotFound, expectValidation, gid, tokensOf } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB">>>;
/** The point of the seeded drift's last reading (38.5 µg/cm², server/seed/demo-washer-charts.ts). */
const driftPeak = (c: any) => {
  const read = c.reads.find((r: any) => Number(r.densidad) === 38.5);
  return c.points.find((p: any) => p.readingIds.includes(read.id));
};
beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB");
});

const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
/** The last 90 days, as the screen's default asks (a bare DateTo is the whole of that day). */
const period = { DateFrom: day(-90), DateTo: day(0) };
const body = (washerId: number, ChartModel: number, SizeGroup: number, extra: Record<string, unknown> = {}) => ({ Washer: { Id: washerId }, ...period, ChartModel, SizeGroup, UserLogged: SEED.user.adminA, ...extra });
const imr = (token: string, b: Record<string, unknown>) => api("POST", "/api/HTM/calculateIMR", { token, body: b });
const xbarR = (token: string, b: Record<string, unknown>) => api("POST", "/api/HTM/calculateXbarR", { token, body: b });
const ignoredList = (token: string, b: Record<string, unknown>) => api("POST", "/api/HTM/GetIgnoredReadings", { token, body: b });

async function chart(token: string, washerId: number, model: number, grouping: number) {
  const res = model < 2 ? await imr(token, body(washerId, model, grouping)) : await xbarR(token, body(washerId, model, grouping));
  if (res.status !== 200) throw new Error(`chart ${washerId}/${model}/${grouping} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

const mean = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;

describe("GET /api/HTM/GetChartModels and the washers", () => {
  test("four models, named in the reader's language, with the groupings they take", async () => {
    const en = await api("GET", "/api/HTM/GetChartModels", { token: t.adminB });
    expect(en.status).toBe(200);
    expect(en.json).toEqual([
      { id: 0, name: "Individual logarithm", minSizeGroup: 1, maxSizeGroup: 1 },
      { id: 1, name: "Absolute difference", minSizeGroup: 1, maxSizeGroup: 1 },
      { id: 2, name: "Average of logs", minSizeGroup: 2, maxSizeGroup: 10 },
      { id: 3, name: "Range", minSizeGroup: 2, maxSizeGroup: 10 },
    ]);
    // Hospital A reads Spanish.
    const es = await api("GET", "/api/HTM/GetChartModels", { token: t.adminA });
    expect(es.json.map((m: { name: string }) => m.name)).toEqual(["Logaritmo individual", "Diferencia absoluta", "Promedio de logaritmos", "Rango"]);
  });

  test("GET /api/washer/GetByUserLogged lists the company's washers only", async () => {
    const res = await api("GET", "/api/washer/GetByUserLogged", { token: t.adminA });
    expect(res.status).toBe(200);
    const ids = res.json.map((w: { id: number }) => w.id);
    expect(ids).toEqual(expect.arrayContaining([SEED.washer.aWasher1, SEED.washer.aWasher2, SEED.washer.aEndoscope]));
    expect(ids).not.toContain(SEED.washer.bWasherA);
  });

  test("operators and the connection user may not draw charts (the menu grants screen 840 to managers); no token → 401", async () => {
    for (const token of [t.operatorA, t.agentA]) {
      expectForbidden(await api("GET", "/api/HTM/GetChartModels", { token }));
      expectForbidden(await imr(token, body(SEED.washer.aWasher1, 0, 1)));
    }
    expect((await imr("", body(SEED.washer.aWasher1, 0, 1))).status).toBe(401);
  });
});

describe("POST /api/HTM/calculateIMR", () => {
  test("model 0: ln of each reviewed reading in reading order, CL = mean, limits = CL ± 3·MRbar/1.128", async () => {
    const c = await chart(t.supervisorA, SEED.washer.aWasher2, 0, 1);
    const shown = c.reads.filter((r: any) => r.show);
    expect(shown.length).toBeGreaterThan(60);
    expect(c.points).toHaveLength(shown.length);
    // reading order: result date, then read number
    const order = c.reads.map((r: any) => [Date.parse(r.resultDate), r.readNumber]);
    expect(order).toEqual([...order].sort((a: number[], b: number[]) => a[0]! - b[0]! || a[1]! - b[1]!));
    for (const r of shown) expect(r.logarithm).toBeCloseTo(Math.log(r.densidad ?? r.cuantitativeResult), 9);
    const y = shown.map((r: any) => r.logarithm);
    const mrBar = mean(y.slice(1).map((v: number, i: number) => Math.abs(v - y[i])));
    expect(c.xvalue).toBeCloseTo(mean(y), 9);
    expect(c.ucLvalue).toBeCloseTo(mean(y) + (3 * mrBar) / 1.128, 9);
    expect(c.lcLvalue).toBeCloseTo(mean(y) - (3 * mrBar) / 1.128, 9);
    expect(shown.map((r: any) => r.groupNumber)).toEqual(shown.map((_: unknown, i: number) => i + 1));
  });

  test("the seeded drift is flagged: its last reading beyond 3 sigma (rule 1) and the run above the centre (rule 4)", async () => {
    const c = await chart(t.supervisorA, SEED.washer.aWasher2, 0, 1);
    // The drift's peak (38.5 µg/cm²), not the last point: other suites sharing the database add readings after it.
    const last = driftPeak(c);
    expect(last.pattern).toBe(true);
    expect(last.patternTypes).toEqual(expect.arrayContaining([1, 4]));
    expect(c.inControl).toBe(false);
    expect(c.patternTypes.map((p: any) => p.rule)).toEqual(expect.arrayContaining([1, 4]));
    expect(c.patternTypeDescription).toContain("3 sigma");
    expect(c.message).toMatch(/^Fuera de control estadístico: \d+ punto\(s\)/);
    // the flagged point's reading carries the flag and its ids for the click-through
    const read = c.reads.find((r: any) => r.id === last.readingIds[0]);
    expect(read).toMatchObject({ pattern: true, show: true, readNumber: last.readNumbers[0] });
  });

  test("ISO 15883-5 levels of the company (defaults 3 and 6.4 µg/cm²) as ln lines on model 0; readings over the action level listed", async () => {
    const c = await chart(t.supervisorA, SEED.washer.aWasher2, 0, 1);
    expect(c.unit).toBe("µg/cm²");
    expect(c.iso).toEqual({ alert: 3, action: 6.4, alertLog: Math.log(3), actionLog: Math.log(6.4), drawn: true });
    expect(c.overActionReadings.length).toBeGreaterThan(0);
    for (const r of c.overActionReadings) expect(r.densidad).toBeGreaterThan(6.4);
    expect(c.overActionReadings.map((r: any) => r.densidad)).toContain(38.5);
    const over = c.reads.filter((r: any) => r.show && r.value > 6.4).map((r: any) => r.id);
    expect(c.overActionReadings.map((r: any) => r.id)).toEqual(over);
    expect(c.message).toContain("superan el nivel de acción (6.4 µg/cm²)");
    // "over the action level" and "statistically out of control" are separate answers
    expect(c.overActionReadings.every((r: any) => "overAction" in r && r.overAction)).toBe(true);
  });

  test("model 1: one point per pair of consecutive readings, the first reading not drawn; MR limits D4·MRbar and 0", async () => {
    const c = await chart(t.supervisorA, SEED.washer.aWasher1, 1, 1);
    const charted = c.reads.filter((r: any) => r.logarithm !== null);
    expect(charted[0]).toMatchObject({ show: false, absoluteDiff: null, groupNumber: 0 });
    expect(c.points).toHaveLength(charted.length - 1);
    const mrs = charted.slice(1).map((r: any) => r.absoluteDiff);
    expect(c.points.map((p: any) => p.value)).toEqual(mrs);
    expect(c.xvalue).toBeCloseTo(mean(mrs), 9);
    expect(c.ucLvalue).toBeCloseTo(3.267 * mean(mrs), 9);
    expect(c.lcLvalue).toBe(0);
    expect(c.iso.drawn).toBe(false);
    // range charts apply rule 1 only: a flagged point is beyond a limit
    for (const p of c.points.filter((p: any) => p.pattern)) expect(p.value > c.ucLvalue || p.value < c.lcLvalue).toBe(true);
  });

  test("a bare DateTo covers that whole day; a period without readings answers an explanation, not zeros", async () => {
    const empty = await imr(t.supervisorA, body(SEED.washer.aWasher1, 0, 1, { DateFrom: "2001-01-01", DateTo: "2001-01-31" }));
    expect(empty.status).toBe(200);
    expect(empty.json).toMatchObject({ reads: [], points: [], xvalue: null, ucLvalue: null, lcLvalue: null, inControl: null, countIgnoredReadings: 0 });
    expect(empty.json.message).toBe("Esta lavadora no tiene lecturas de proteína revisadas con resultado en el período.");
    const c = await chart(t.supervisorA, SEED.washer.aWasher2, 0, 1);
    const lastDay = c.reads.at(-1).resultDate.slice(0, 10);
    const one = await imr(t.supervisorA, body(SEED.washer.aWasher2, 0, 1, { DateFrom: lastDay, DateTo: lastDay }));
    expect(one.json.reads.map((r: any) => r.id)).toContain(c.reads.at(-1).id);
  });
});

describe("POST /api/HTM/calculateXbarR", () => {
  test("model 2, grouping 3: consecutive subgroups of 3, CL = mean of means, limits ± A2·Rbar; an incomplete last subgroup dropped and said", async () => {
    const c = await chart(t.supervisorA, SEED.washer.aWasher2, 2, 3);
    const charted = c.reads.filter((r: any) => r.logarithm !== null);
    const groups = Math.floor(charted.length / 3);
    expect(c.groupReads).toHaveLength(groups);
    const means = c.groupReads.map((g: any) => g.avergeLogs);
    const ranges = c.groupReads.map((g: any) => g.range);
    for (const [i, g] of c.groupReads.entries()) {
      const ys = charted.slice(i * 3, i * 3 + 3).map((r: any) => r.logarithm);
      expect(g.readingIds).toEqual(charted.slice(i * 3, i * 3 + 3).map((r: any) => r.id));
      expect(g.avergeLogs).toBeCloseTo(mean(ys), 9);
      expect(g.range).toBeCloseTo(Math.max(...ys) - Math.min(...ys), 9);
    }
    expect(c.xvalue).toBeCloseTo(mean(means), 9);
    expect(c.ucLvalue).toBeCloseTo(mean(means) + 1.023 * mean(ranges), 9);
    expect(c.droppedReadings).toHaveLength(charted.length - groups * 3);
    if (c.droppedReadings.length) expect(c.message).toContain(`Las últimas ${c.droppedReadings.length} lectura(s) no completan un subgrupo de 3`);
    // the drift's last subgroup holds the 38.5 µg/cm² reading: flagged
    expect(c.groupReads.some((g: any) => g.pattern)).toBe(true);
  });

  test("model 3, grouping 10: R chart with D3·Rbar > 0 as lower limit", async () => {
    const c = await chart(t.supervisorA, SEED.washer.aWasher1, 3, 10);
    const ranges = c.groupReads.map((g: any) => g.range);
    expect(c.points.map((p: any) => p.value)).toEqual(ranges);
    expect(c.xvalue).toBeCloseTo(mean(ranges), 9);
    expect(c.lcLvalue).toBeCloseTo(0.223 * mean(ranges), 9);
    expect(c.ucLvalue).toBeCloseTo(1.777 * mean(ranges), 9);
  });

  test("fewer readings than one subgroup: no limits, the reason", async () => {
    const c = await chart(t.supervisorA, SEED.washer.aWasher2, 0, 1);
    const lastDay = c.reads.at(-1).resultDate.slice(0, 10);
    const res = await xbarR(t.adminB, body(SEED.washer.bWasherA, 2, 10, { DateFrom: lastDay, DateTo: lastDay }));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ groupReads: [], xvalue: null });
    expect(res.json.message).toMatch(/^(At least 10 readings are needed to fill one subgroup of 10\.|This washer has no reviewed protein readings with a result in the period\.)/);
  });
});

describe("validation (spec 002 §5: washer, dates, grouping 1-10, models by grouping)", () => {
  test("everything missing → 400 naming each field with 'This field is required'; nothing drawn", async () => {
    const res = await imr(t.supervisorA, { UserLogged: SEED.user.supervisorA });
    for (const field of ["Washer.Id", "DateFrom", "DateTo", "ChartModel", "SizeGroup"]) expectValidation(res, field, "Este campo es obligatorio");
    const en = await imr(t.adminB, { Washer: { Id: 0 } });
    for (const field of ["Washer.Id", "DateFrom", "DateTo", "ChartModel", "SizeGroup"]) expectValidation(en, field, REQUIRED);
  });

  test("grouping outside 1..10 and unknown models", async () => {
    for (const g of [0, 11, -1]) expectValidation(await xbarR(t.adminB, body(SEED.washer.bWasherA, 2, g)), "SizeGroup", "The grouping must be a whole number from 1 to 10.");
    expectValidation(await imr(t.adminB, body(SEED.washer.bWasherA, 4, 1)), "ChartModel", "The chart model must be 0, 1, 2 or 3.");
    expectValidation(await imr(t.adminB, body(SEED.washer.bWasherA, 0, 1, { SizeGroup: "x" })), "SizeGroup", "The value must be a whole number.");
  });

  test("models vs grouping: below 2 only models 0 and 1, from 2 only models 2 and 3", async () => {
    for (const m of [2, 3]) expectValidation(await xbarR(t.adminB, body(SEED.washer.bWasherA, m, 1)), "ChartModel", "With grouping 1, only chart models 0 (individual logarithm) and 1 (absolute difference) are available.");
    for (const g of [2, 10]) for (const m of [0, 1]) expectValidation(await imr(t.adminB, body(SEED.washer.bWasherA, m, g)), "ChartModel", "With grouping 2 or more, only chart models 2 (average of logs) and 3 (range) are available.");
  });

  test("calculateIMR refuses models 2 and 3; calculateXbarR refuses 0 and 1", async () => {
    expectValidation(await imr(t.adminB, body(SEED.washer.bWasherA, 2, 3)), "ChartModel", "calculateIMR draws chart models 0 and 1 only: use calculateXbarR for models 2 and 3.");
    expectValidation(await xbarR(t.adminB, body(SEED.washer.bWasherA, 0, 1)), "ChartModel", "calculateXbarR draws chart models 2 and 3 only: use calculateIMR for models 0 and 1.");
    const es = await imr(t.adminA, body(SEED.washer.aWasher1, 3, 4));
    expectValidation(es, "ChartModel", "calculateIMR dibuja solo los modelos 0 y 1: use calculateXbarR para los modelos 2 y 3.");
  });

  test("dates: not ISO → 400 under the field; from after to → refused", async () => {
    expectValidation(await imr(t.adminB, body(SEED.washer.bWasherA, 0, 1, { DateFrom: "yesterday" })), "DateFrom", /ISO 8601/);
    expectValidation(await imr(t.adminB, body(SEED.washer.bWasherA, 0, 1, { DateFrom: day(0), DateTo: day(-5) })), "DateTo", "The date from must be on or before the date to.");
  });

  test("another company's washer, an unknown one or an archived one → the equipment's Not found", async () => {
    expectNotFound(await imr(t.adminA, body(SEED.washer.bWasherA, 0, 1)));
    expectNotFound(await xbarR(t.adminB, body(SEED.washer.aWasher2, 2, 3)));
    expectNotFound(await ignoredList(t.adminB, body(SEED.washer.aWasher2, 0, 1)));
    expectNotFound(await imr(t.adminA, body(987_654, 0, 1)));
  });
});

describe("POST /api/HTM/GetIgnoredReadings", () => {
  test("readings marked 'ignore from IQAS' are left out of every model and listed with the reason", async () => {
    const list = await ignoredList(t.supervisorA, body(SEED.washer.aWasher2, 0, 1));
    expect(list.status).toBe(200);
    expect(list.json.length).toBeGreaterThan(0);
    for (const r of list.json) expect(r).toMatchObject({ reason: "markedIgnored", reasonDescription: "Marcada para ignorarse en los gráficos de control.", show: false, groupNumber: null, logarithm: null });
    for (const [m, g] of [[0, 1], [1, 1], [2, 4], [3, 4]] as const) {
      const c = await chart(t.supervisorA, SEED.washer.aWasher2, m, g);
      expect(c.countIgnoredReadings).toBe(list.json.length);
      const plotted = new Set(c.points.flatMap((p: any) => p.readingIds));
      for (const r of list.json) expect(plotted.has(r.id)).toBe(false);
    }
  });

  test("marking a reading in the historical browser leaves it out of the next chart; unmarking brings it back", async () => {
    const before = await chart(t.supervisorA, SEED.washer.aWasher1, 0, 1);
    const target = before.reads.find((r: any) => r.show);
    const save = (ignoreFromIQAS: boolean) => api("POST", "/api/ReadingPRO/saveDataFromSavedRead", { token: t.adminA, body: { id: target.id, ignoreFromIQAS } });
    expect((await save(true)).status).toBe(200);
    try {
      const after = await chart(t.supervisorA, SEED.washer.aWasher1, 0, 1);
      expect(after.countIgnoredReadings).toBe(before.countIgnoredReadings + 1);
      expect(after.points).toHaveLength(before.points.length - 1);
      const list = (await ignoredList(t.supervisorA, body(SEED.washer.aWasher1, 0, 1))).json;
      expect(list.map((r: any) => r.id)).toContain(target.id);
    } finally {
      expect((await save(false)).status).toBe(200);
    }
    expect((await chart(t.supervisorA, SEED.washer.aWasher1, 0, 1)).points).toHaveLength(before.points.length);
  });

  test("needs the washer and the dates only; validates them like the charts", async () => {
    const res = await ignoredList(t.adminB, { Washer: { Id: SEED.washer.bWasherA } });
    expectValidation(res, "DateFrom", REQUIRED);
    expectValidation(res, "DateTo", REQUIRED);
    expect(res.json.errors.ChartModel).toBeUndefined();
  });
});

describe("GraphQL washerChart (same service)", () => {
  const Q = `query($w: ID, $from: DateTime, $to: DateTime, $m: Int, $g: Int) {
    washerChart(washerId: $w, dateFrom: $from, dateTo: $to, chartModel: $m, grouping: $g) {
      washerName model modelName grouping unit inControl message patternTypeDescription
      limits { center upper lower } iso { alert action alertLog actionLog drawn }
      points { number value rules pattern readings { id readingId readNumber } }
      rulesFired { rule description points }
      ignored { reason reading { readingId } } overAction { readingId density }
    } }`;
  const vars = (w: number, m: number, g: number) => ({ w: gid("Washer", w), from: `${period.DateFrom}T00:00:00Z`, to: `${period.DateTo}T23:59:59.999Z`, m, g });

  test("the same chart as the REST door", async () => {
    const rest = await chart(t.supervisorA, SEED.washer.aWasher2, 0, 1);
    const g = gqlData(await gql(Q, vars(SEED.washer.aWasher2, 0, 1), t.supervisorA)).washerChart;
    expect(g).toMatchObject({ washerName: "Washer 2", model: 0, modelName: "Logaritmo individual", grouping: 1, unit: "µg/cm²", inControl: false });
    expect(g.limits.center).toBeCloseTo(rest.xvalue, 9);
    expect(g.points.length).toBe(rest.points.length);
    const peak = g.points.find((p: any) => p.readings.some((r: any) => r.readingId === driftPeak(rest).readingIds[0]));
    expect(peak.rules).toEqual(expect.arrayContaining([1, 4]));
    expect(peak.readings[0].id).toBe(gid("PROReading", peak.readings[0].readingId));
    expect(g.ignored.length).toBe(rest.countIgnoredReadings);
    expect(g.overAction.map((r: any) => r.readingId)).toEqual(rest.overActionReadings.map((r: any) => r.id));
    const models = gqlData(await gql(`{ washerChartModels { id name minGrouping maxGrouping } }`, {}, t.adminB)).washerChartModels;
    expect(models.map((m: any) => m.name)).toEqual(["Individual logarithm", "Absolute difference", "Average of logs", "Range"]);
  });

  test("validation in extensions.errors; another company's washer → NOT_FOUND; operators → FORBIDDEN", async () => {
    const bad = await gql(Q, { ...vars(SEED.washer.bWasherA, 2, 1), from: null }, t.adminB);
    expectGqlError(bad, "BAD_USER_INPUT");
    expect(bad.errors![0]!.extensions!.errors).toEqual({ dateFrom: [REQUIRED], chartModel: ["With grouping 1, only chart models 0 (individual logarithm) and 1 (absolute difference) are available."] });
    expectGqlError(await gql(Q, vars(SEED.washer.aWasher1, 0, 1), t.adminB), "NOT_FOUND");
    expectGqlError(await gql(Q, vars(SEED.washer.aWasher1, 0, 1), t.operatorA), "FORBIDDEN");
  });
});
