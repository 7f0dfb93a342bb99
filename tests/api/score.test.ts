// Sterilisation score (screen 830; docs/charts-api.md "Score"): the reference lines, graphic
// mode (every cycle of a period) and calculate mode (one cycle) on both doors, their
// validation messages ('required field', period checks), another company's sterilizer
// refused, empty answers explained, and exposureMinutes on the BI reading edit.
// Data: a throw-away sterilizer of Hospital B with BI readings made here (test hook, then
// completed and moved to historical with their process data), so the scores are exact.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql } from "../helpers";
import { SEED, createMachine, expectNotFound, expectValidation, gid, tokensOf } from "../helpers/company";
import { expectFieldProblem, hookProvisional, productByModel, put, retireCreated, toHistorical } from "../helpers/readings";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "adminB" | "adminC" | "operatorA" | "sysadmin">>>;
let sterilizerB: number;
let emptySterilizerB: number;
const CYCLE = `S-${Date.now().toString(36)}`;
const FAILED = `${CYCLE}-F`;
const UNSCORED = `${CYCLE}-U`;
const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

/** A Hospital B BI reading of the test sterilizer, moved to historical with its process data. */
async function biReading(cycle: string, fields: { result?: 1 | 2; exposureMinutes?: number | null; valueD?: number; valueDUnit?: number }) {
  const r = await hookProvisional("B", "BI", { result: fields.result ?? 1 });
  const productId = (await productByModel(t.adminB, "localhost", "BT220")).id;
  const res = await toHistorical(t.adminB, "ReadingBI", {
    id: r.id, productId, loteProduct: "SCORE1", bookNumber: "1", pageNumber: "1", terms: "Score API tests", conditionSCIB: 1, process: 1,
    valueD: fields.valueD ?? 1.8, valueDUnit: fields.valueDUnit ?? 1, cycle, sterilizerId: sterilizerB, programNumber: "1", loadNumber: "1",
    exposureMinutes: fields.exposureMinutes === undefined ? 12 : fields.exposureMinutes,
  });
  if (res.status !== 200) throw new Error(`toHistorical → ${res.status} ${res.text.slice(0, 400)}`);
  return r;
}

const graphics = (token: string, body: Record<string, unknown>) => api("POST", "/api/RPE/calculateSPRgraphics", { token, body });
const calculate = (token: string, body: Record<string, unknown>) => api("POST", "/api/RPE/calculateRPE", { token, body });

let readings: Record<string, { id: number; readNumber: number }> = {};

beforeAll(async () => {
  t = await tokensOf("adminA", "adminB", "adminC", "operatorA", "sysadmin");
  sterilizerB = (await createMachine(t.adminB, "/api/Sterilizer", SEED.sector.bCentral)).id;
  emptySterilizerB = (await createMachine(t.adminB, "/api/Sterilizer", SEED.sector.bCentral)).id;
  // The worked example of docs/charts.md on program 1 (the hook's IC10 program): 12 min → 90,
  // 6 min → 60, D 1.2 (low resistance) left out, no minutes left out, 75 min outside the table.
  readings = {
    twelve: await biReading(CYCLE, { exposureMinutes: 12 }),
    six: await biReading(CYCLE, { exposureMinutes: 6, valueD: 2 }),
    weak: await biReading(CYCLE, { exposureMinutes: 4, valueD: 1.2 }),
    noMinutes: await biReading(CYCLE, { exposureMinutes: null }),
    tooLong: await biReading(CYCLE, { exposureMinutes: 75 }),
    // 90 seconds is 1.5 min: the expected zone, so scored (3 min → 35).
    seconds: await biReading(FAILED, { exposureMinutes: 3, valueD: 90, valueDUnit: 2 }),
    positive: await biReading(FAILED, { result: 2, exposureMinutes: 20 }),
    unscored: await biReading(UNSCORED, { exposureMinutes: null }),
  };
}, 60_000);
afterAll(retireCreated);

describe("GET /api/RPE/limitsTranslations", () => {
  test("the three reference lines with their texts", async () => {
    const res = await api("GET", "/api/RPE/limitsTranslations", { token: t.adminB });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { key: "high", value: 16, scoreType: 1, description: "High risk" },
      { key: "medium", value: 49.5, scoreType: 2, description: "Medium risk" },
      { key: "low", value: 85, scoreType: 3, description: "Low risk" },
    ]);
  });
  test("company users only", async () => {
    expect((await api("GET", "/api/RPE/limitsTranslations", { token: t.sysadmin })).status).toBe(403);
    expect((await api("GET", "/api/RPE/limitsTranslations")).status).toBe(401);
  });
});

describe("GET /api/Sterilizer/GetByUserLogged (the screen's sterilizers)", () => {
  test("the caller's company's sterilizers, the test one among them", async () => {
    const res = await api("GET", "/api/Sterilizer/GetByUserLogged", { token: t.adminB });
    expect(res.status).toBe(200);
    expect(res.json.map((s: { id: number }) => s.id)).toContain(sterilizerB);
    expect(res.json.map((s: { id: number }) => s.id)).not.toContain(SEED.sterilizer.aAutoclave1);
  });
});

describe("POST /api/RPE/calculateSPRgraphics", () => {
  test("every cycle of the period: lowest reading score, left-out readings with reasons, failures flagged", async () => {
    const res = await graphics(t.adminB, { Sterilizer: { Id: sterilizerB }, DateFrom: day(-1), DateTo: day(1), UserLogged: "x" });
    expect(res.status).toBe(200);
    expect(res.json.message).toBeNull();
    const byCycle = Object.fromEntries(res.json.results.map((r: any) => [r.cicle, r]));
    expect(Object.keys(byCycle).sort()).toEqual([CYCLE, FAILED, UNSCORED].sort());
    const main = byCycle[CYCLE];
    expect(main).toMatchObject({ cicle: CYCLE, score: 60, scoreType: 2, scoreTypeDescription: "Medium", countReadsAnalyzed: 2, failed: false, message: null });
    const reasons = Object.fromEntries(main.readings.map((r: any) => [r.id, r.leftOutReason]));
    expect(reasons).toEqual({ [readings.twelve!.id]: null, [readings.six!.id]: null, [readings.weak!.id]: "lowResistance", [readings.noMinutes!.id]: "missingMinutes", [readings.tooLong!.id]: "minutesOutsideTable" });
    expect(main.readings.find((r: any) => r.id === readings.six!.id)).toMatchObject({ score: 60, deciding: true, exposureMinutes: 6, zone: 2 });
    expect(main.readings.find((r: any) => r.id === readings.noMinutes!.id).leftOutText).toBe("No exposure minutes recorded.");
    // The positive BI scores program 1's lowest row (12, high) and fails the cycle.
    expect(byCycle[FAILED]).toMatchObject({ score: 12, scoreType: 1, scoreTypeDescription: "High", countReadsAnalyzed: 2, failed: true });
    expect(byCycle[FAILED].readings.find((r: any) => r.id === readings.seconds!.id)).toMatchObject({ score: 35, zone: 2 });
    expect(byCycle[UNSCORED]).toMatchObject({ score: null, countReadsAnalyzed: 0, message: `None of the 1 BI reading(s) of cycle ${UNSCORED} could be scored; see the readings left out.` });
    expect(typeof byCycle[CYCLE].date).toBe("string");
  });

  test("an empty period: no results and a message saying so", async () => {
    const res = await graphics(t.adminB, { Sterilizer: { Id: emptySterilizerB }, DateFrom: day(-30), DateTo: day(0) });
    expect(res.status).toBe(200);
    expect(res.json.results).toEqual([]);
    expect(res.json.message).toBe("There are no reviewed BI readings of this sterilizer in the period.");
  });

  test("'required field' for the sterilizer and both dates; nothing else checked until they are there", async () => {
    const res = await graphics(t.adminB, { UserLogged: "x" });
    expectValidation(res, "Sterilizer.Id", "required field");
    expectValidation(res, "DateFrom", "required field");
    expectValidation(res, "DateTo", "required field");
    expectValidation(await graphics(t.adminB, { Sterilizer: { Id: sterilizerB }, DateFrom: day(-1) }), "DateTo", "required field");
  });

  test("date to before date from, a period over 366 days, a date that is not one", async () => {
    expectValidation(await graphics(t.adminB, { Sterilizer: { Id: sterilizerB }, DateFrom: day(0), DateTo: day(-2) }), "DateTo", "'Date to' must not be before 'date from'.");
    expectValidation(await graphics(t.adminB, { Sterilizer: { Id: sterilizerB }, DateFrom: day(-400), DateTo: day(0) }), "DateTo", "The period can be at most 366 days.");
    const bad = await graphics(t.adminB, { Sterilizer: { Id: sterilizerB }, DateFrom: "yesterday", DateTo: day(0) });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.DateFrom[0]).toMatch(/ISO 8601/);
  });

  test("a date without a time as DateTo covers that whole day", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await graphics(t.adminB, { Sterilizer: { Id: sterilizerB }, DateFrom: today, DateTo: today });
    expect(res.status).toBe(200);
    expect(res.json.dateTo).toBe(`${today}T23:59:59.999Z`);
  });

  test("another company's sterilizer, an unknown one: Not found", async () => {
    expectNotFound(await graphics(t.adminA, { Sterilizer: { Id: sterilizerB }, DateFrom: day(-1), DateTo: day(1) }));
    expectNotFound(await graphics(t.adminB, { Sterilizer: { Id: SEED.sterilizer.aAutoclave1 }, DateFrom: day(-1), DateTo: day(1) }));
    expectNotFound(await graphics(t.adminB, { Sterilizer: { Id: 99999999 }, DateFrom: day(-1), DateTo: day(1) }));
  });

  test("operators may not score (the menu grants screen 830 to managers), not even their own sector's sterilizers", async () => {
    for (const id of [SEED.sterilizer.aTheatre, SEED.sterilizer.aAutoclave1]) {
      expect((await graphics(t.operatorA, { Sterilizer: { Id: id }, DateFrom: day(-30), DateTo: day(0) })).status).toBe(403);
      expect((await calculate(t.operatorA, { Sterilizer: { Id: id }, Cicle: CYCLE })).status).toBe(403);
    }
  });
});

describe("POST /api/RPE/calculateRPE", () => {
  test("one cycle: cicle, score, scoreTypeDescription, countReadsAnalyzed and the readings", async () => {
    const res = await calculate(t.adminB, { Sterilizer: { Id: sterilizerB }, Cicle: CYCLE, UserLogged: "x" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ cicle: CYCLE, score: 60, scoreTypeDescription: "Medium", countReadsAnalyzed: 2, failed: false });
    expect(res.json.readings).toHaveLength(5);
  });
  test("a cycle without readings: a message, no score", async () => {
    const res = await calculate(t.adminB, { Sterilizer: { Id: sterilizerB }, Cicle: "NO-SUCH-CYCLE" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ cicle: "NO-SUCH-CYCLE", score: null, countReadsAnalyzed: 0, message: "Cycle NO-SUCH-CYCLE has no reviewed BI readings of this sterilizer." });
  });
  test("'required field' for the sterilizer and the cycle; another company's sterilizer is Not found", async () => {
    const res = await calculate(t.adminB, { Cicle: " " });
    expectValidation(res, "Sterilizer.Id", "required field");
    expectValidation(res, "Cicle", "required field");
    expectNotFound(await calculate(t.adminA, { Sterilizer: { Id: sterilizerB }, Cicle: CYCLE }));
  });
});

describe("GraphQL: scoreLimits, sterilisationScore, cycleScore", () => {
  const CHART = `query($s: ID, $from: DateTime, $to: DateTime) { sterilisationScore(sterilizerId: $s, dateFrom: $from, dateTo: $to) {
    message sterilizer { machineId name } cycles { cycle date score scoreType scoreTypeDescription failed countReadsAnalyzed message readings { readNumber score leftOutReason deciding } } } }`;
  test("the same scores as REST", async () => {
    const r = await gql(CHART, { s: gid("Sterilizer", sterilizerB), from: day(-1), to: day(1) }, t.adminB);
    expect(r.errors).toBeUndefined();
    const main = r.data.sterilisationScore.cycles.find((c: any) => c.cycle === CYCLE);
    expect(main).toMatchObject({ score: 60, scoreType: 2, countReadsAnalyzed: 2, failed: false });
    const calc = await gql(`query($s: ID, $c: String) { cycleScore(sterilizerId: $s, cycle: $c) { result { cycle score failed countReadsAnalyzed } } }`, { s: gid("Sterilizer", sterilizerB), c: FAILED }, t.adminB);
    expect(calc.data.cycleScore.result).toEqual({ cycle: FAILED, score: 12, failed: true, countReadsAnalyzed: 2 });
    const limits = await gql(`{ scoreLimits { key value description } }`, {}, t.adminB);
    expect(limits.data.scoreLimits.map((l: any) => l.value)).toEqual([16, 49.5, 85]);
  });
  test("'required field' per argument; another company's sterilizer is Not found", async () => {
    const r = await gql(CHART, {}, t.adminB);
    expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(r.errors?.[0]?.extensions?.errors).toEqual({ sterilizerId: ["required field"], dateFrom: ["required field"], dateTo: ["required field"] });
    const foreign = await gql(CHART, { s: gid("Sterilizer", sterilizerB), from: day(-1), to: day(1) }, t.adminA);
    expect(foreign.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("exposureMinutes on the BI reading", () => {
  test("whole minutes 0..600, optional; clear messages otherwise, nothing saved", async () => {
    const r = await hookProvisional("B", "BI");
    expect((await put(t.adminB, "ReadingBI", { id: r.id, exposureMinutes: 15 })).status).toBe(200);
    expectFieldProblem(await put(t.adminB, "ReadingBI", { id: r.id, exposureMinutes: 601, cycle: "NOT-SAVED" }), "exposureMinutes", "The value must be less than or equal to 600.");
    expectFieldProblem(await put(t.adminB, "ReadingBI", { id: r.id, exposureMinutes: 7.5 }), "exposureMinutes", "The value must be a whole number.");
    expectFieldProblem(await put(t.adminB, "ReadingBI", { id: r.id, exposureMinutes: -1 }), "exposureMinutes", /bigger than or equal to 0/);
    const detail = await api("GET", "/api/ReadingBI/getDetail", { token: t.adminB, query: { Id: r.id } });
    expect(detail.json.exposureMinutes ?? detail.json.item?.exposureMinutes).toBe(15);
    expect(JSON.stringify(detail.json)).not.toContain("NOT-SAVED");
    expect((await put(t.adminB, "ReadingBI", { id: r.id, exposureMinutes: "" })).status).toBe(200);
  });
});

describe("exposureMinutes on a historical reading (the historical browser's edit)", () => {
  test("still editable once final, audited; other process fields stay as they were", async () => {
    const r = readings.noMinutes!;
    const res = await api("POST", "/api/ReadingBI/saveDataFromSavedRead", { token: t.adminB, body: { Id: r.id, exposureMinutes: 8, cycle: "IGNORED" } });
    expect(res.status).toBe(200);
    expect(res.json.item).toMatchObject({ exposureMinutes: 8, cycle: CYCLE });
    const after = await calculate(t.adminB, { Sterilizer: { Id: sterilizerB }, Cicle: CYCLE });
    expect(after.json).toMatchObject({ score: 60, countReadsAnalyzed: 3 });
    const audit = await api("GET", "/api/ReadingBI/getAudit", { token: t.adminB, query: { Id: r.id } });
    expect(JSON.stringify(audit.json)).toContain("exposureMinutes");
  });
});

describe("the demo data: every demo sterilizer has a score chart with variety", () => {
  const companies = [
    { who: "adminA" as const, sterilizers: [1, 2, 3, 4] },
    { who: "adminB" as const, sterilizers: [5, 6] },
    { who: "adminC" as const, sterilizers: [7, 8] },
  ];
  test("scored cycles over the last 120 days, several scores, loads with several BIs, and in the last month", async () => {
    for (const { who, sterilizers } of companies) {
      // Other suites sharing the database may archive a demo sterilizer: check those still listed.
      const listed = new Set(((await api("GET", "/api/Sterilizer/GetByUserLogged", { token: t[who] })).json as { id: number }[]).map((m) => m.id));
      expect(sterilizers.filter((id) => listed.has(id)).length).toBeGreaterThan(0);
      for (const id of sterilizers.filter((id) => listed.has(id))) {
        const res = await graphics(t[who], { Sterilizer: { Id: id }, DateFrom: day(-120), DateTo: day(0) });
        expect(res.status).toBe(200);
        const scored = res.json.results.filter((r: any) => r.score !== null);
        const label = `${who} sterilizer ${id}`;
        expect({ label, scored: scored.length >= 8 }).toEqual({ label, scored: true });
        expect({ label, scores: new Set(scored.map((r: any) => r.score)).size >= 2 }).toEqual({ label, scores: true });
        expect({ label, shared: res.json.results.some((r: any) => r.readings.length > 1) }).toEqual({ label, shared: true });
        const recent = await graphics(t[who], { Sterilizer: { Id: id }, DateFrom: day(-31), DateTo: day(0) });
        expect({ label, recent: recent.json.results.some((r: any) => r.score !== null) }).toEqual({ label, recent: true });
      }
    }
  });
});
