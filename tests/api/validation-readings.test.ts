// Input validation of reading edits (issue 9, "Input validation at both doors"): strict JSON
// types, the text sanitiser, dates PostgreSQL can store and the domain ranges of fields.ts
// (docs/readings-api.md, "Ranges"), at the REST door (PUT, masiveModify, toHistorical, the
// historical browser's saveDataFromSavedRead) and the GraphQL edit mutations alike. Every
// refusal is a 400 naming the field, and the reading is re-read unchanged.
//
// Before: valueD [7,8] was saved as 7.8, manufactureDate [1,2] as 2001-01-02, NUL or year 99999
// answered 500, negative volumes and times, temperatures below absolute zero and an expiry
// before the manufacture were saved.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql } from "../helpers";
import { expectOk, keepDemoCompaniesTidy, tokensOf } from "../helpers/company";
import { agentProvisional, expectFieldProblem, gid, GQL, gqlEdit, list, masiveModify, put, retireCreated, rowOf, toHistorical, type Option, type Row } from "../helpers/readings";
import { historicalPage } from "../helpers/historical";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "adminB">>>;
keepDemoCompaniesTidy({ beforeAll, afterAll });
beforeAll(async () => {
  t = await tokensOf("adminA", "adminB");
});
afterAll(retireCreated);

const BAD_TEXT = /NUL character or an unpaired UTF-16 surrogate/;
const BAD_DATE = /ISO 8601 date/;
const AT_LEAST = (n: number) => `The value must be bigger than or equal to ${n}.`;
const AT_MOST = (n: number) => `The value must be less than or equal to ${n}.`;

/** The reading as the provisional list shows it. */
async function row(token: string, option: Option, id: number): Promise<Row> {
  const r = await rowOf(token, option, id);
  if (!r) throw new Error(`${option} ${id} is not open`);
  return r;
}
/** A seeded Hospital B chemical reading: only refused edits touch it here. */
async function chemical(option: "ReadingCHESterilizer" | "ReadingCHEWasher"): Promise<Row> {
  return (await list(t.adminB, option, "getprovisional"))[0]!;
}

/** PUT each body; each must be a 400 naming `field` (with `message`), and the reading unchanged. */
async function refusedEach(token: string, option: Option, id: number, cases: [Record<string, unknown>, string, (string | RegExp)?][]) {
  const before = await row(token, option, id);
  for (const [body, field, message] of cases) expectFieldProblem(await put(token, option, { id, ...body }), field, message);
  expect(await row(token, option, id)).toEqual(before);
}

describe("REST wrong JSON types → 400 naming the field, nothing saved", () => {
  test("BI: valueD [7,8] (was 7.8), conditionSCIB true, notes {x:1}, roomVolume '1e3' → each named", async () => {
    const r = await agentProvisional("BI");
    await refusedEach(t.adminA, "ReadingBI", r.id, [
      [{ valueD: [7, 8] }, "valueD", "ValueMustBeNumber"],
      [{ conditionSCIB: true }, "conditionSCIB", "ValueMustBeNumber"],
      [{ notes: { x: 1 } }, "notes", "The value must be a string."],
      [{ roomVolume: "1e3" }, "roomVolume", "ValueMustBeNumber"],
      [{ process: [1] }, "process", "ValueMustBeNumber"],
    ]);
  });

  test("PRO: ignoreFromIQAS 'yes', length {}, instrumentMeasureId '3a' → each named", async () => {
    const r = await agentProvisional("PRO");
    await refusedEach(t.adminA, "ReadingPRO", r.id, [
      [{ ignoreFromIQAS: "yes" }, "ignoreFromIQAS", "The value must be true or false."],
      [{ length: {} }, "length", "ValueMustBeNumber"],
      [{ instrumentMeasureId: "3a" }, "instrumentMeasureId", "ValueMustBeNumber"],
    ]);
  });

  test("chemical: manufactureDate [1,2] (was 2001-01-02), expirationDate 20260101 (a number), temperature true → each named", async () => {
    const che = await chemical("ReadingCHESterilizer");
    await refusedEach(t.adminB, "ReadingCHESterilizer", che.id, [
      [{ manufactureDate: [1, 2] }, "manufactureDate", BAD_DATE],
      [{ expirationDate: 20260101 }, "expirationDate", BAD_DATE],
      [{ temperature: true }, "temperature", "ValueMustBeNumber"],
    ]);
  });

  test("the legacy text forms still work: '7,5' and '7.5' for numbers, 'true' for booleans, '' clears", async () => {
    const r = await agentProvisional("BI");
    const res = await put(t.adminA, "ReadingBI", { id: r.id, valueD: "7,5", roomVolume: "12.5", peroxideConcentration: "" });
    expectOk(res);
    expect(res.json.item).toMatchObject({ valueD: 7.5, roomVolume: 12.5, peroxideConcentration: null });
    const pro = await agentProvisional("PRO");
    expect((await put(t.adminA, "ReadingPRO", { id: pro.id, ignoreFromIQAS: "true" })).json.item.ignoreFromIQAS).toBe(true);
  });
});

describe("REST: NUL, unpaired surrogates and impossible dates → 400 naming the field, nothing saved", () => {
  test("notes with NUL, a lot with a lone surrogate (PUT and masiveModify) → 400", async () => {
    const [a, b] = [await agentProvisional("BI"), await agentProvisional("BI")];
    const before = [await row(t.adminA, "ReadingBI", a.id), await row(t.adminA, "ReadingBI", b.id)];
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: a.id, notes: "checked\u0000" }), "notes", BAD_TEXT);
    const raw = JSON.stringify({ ReadIds: [a.id, b.id], loteProduct: "@@" }).replace('"@@"', '"LOT\\ud800"');
    expectFieldProblem(await api("POST", "/api/ReadingBI/masiveModify", { token: t.adminA, rawBody: raw }), "loteProduct", BAD_TEXT);
    expect([await row(t.adminA, "ReadingBI", a.id), await row(t.adminA, "ReadingBI", b.id)]).toEqual(before);
  });

  test("year 99999, year 0, 2026-02-30 and an epoch number as dates → 400 (was 500 or a rolled-over day)", async () => {
    const che = await chemical("ReadingCHEWasher");
    await refusedEach(t.adminB, "ReadingCHEWasher", che.id, [
      [{ manufactureDate: "99999-01-01" }, "manufactureDate", BAD_DATE],
      [{ manufactureDate: "+099999-01-01T00:00:00Z" }, "manufactureDate", BAD_DATE],
      [{ expirationDate: "0000-06-01" }, "expirationDate", BAD_DATE],
      [{ expirationDate: "2026-02-30" }, "expirationDate", BAD_DATE],
      [{ expirationDate: "9999-12-31T23:00:00-05:00" }, "expirationDate", BAD_DATE],
      [{ manufactureDate: "1850-01-01" }, "manufactureDate", /between 1900-01-01 and 2999-12-31/],
    ]);
  });
});

describe("domain ranges (fields.ts) → 400 with the bound, nothing saved", () => {
  test("BI: negative D-value and room volume, peroxide over 100 %, unknown codes", async () => {
    const r = await agentProvisional("BI");
    await refusedEach(t.adminA, "ReadingBI", r.id, [
      [{ valueD: -0.5 }, "valueD", AT_LEAST(0)],
      [{ valueD: 10000.5 }, "valueD", AT_MOST(10000)],
      [{ roomVolume: -5 }, "roomVolume", AT_LEAST(0)],
      [{ peroxideConcentration: 101 }, "peroxideConcentration", AT_MOST(100)],
      [{ conditionSCIB: 3 }, "conditionSCIB", /Choose one of: 1 \(Processed\), 2 \(Positive control\)/],
      [{ process: 9 }, "process", /Choose one of/],
      [{ valueDUnit: 0 }, "valueDUnit", /Choose one of/],
    ]);
  });

  test("BI: the bounds themselves are accepted (0 and 100 %)", async () => {
    const r = await agentProvisional("BI");
    const res = await put(t.adminA, "ReadingBI", { id: r.id, valueD: 0, roomVolume: 0, peroxideConcentration: 100, valueDUnit: 2 });
    expectOk(res);
    expect(res.json.item).toMatchObject({ valueD: 0, roomVolume: 0, peroxideConcentration: 100, valueDUnit: 2 });
  });

  test("PRO: negative length and diameter, visual result 3", async () => {
    const r = await agentProvisional("PRO");
    await refusedEach(t.adminA, "ReadingPRO", r.id, [
      [{ length: -1 }, "length", AT_LEAST(0)],
      [{ diameter: -0.1 }, "diameter", AT_LEAST(0)],
      [{ visualResult: 3 }, "visualResult", /Choose one of: 1 \(Clean\), 2 \(Soiled\)/],
    ]);
  });

  test("chemical sterilizer: below absolute zero, above 300 °C, negative exposure time, percentages outside 0-100", async () => {
    const che = await chemical("ReadingCHESterilizer");
    await refusedEach(t.adminB, "ReadingCHESterilizer", che.id, [
      [{ temperature: -274 }, "temperature", AT_LEAST(-273.15)],
      [{ temperature: 300.5 }, "temperature", AT_MOST(300)],
      [{ exposureTime: -1 }, "exposureTime", AT_LEAST(0)],
      [{ concentration: -0.1 }, "concentration", AT_LEAST(0)],
      [{ relativeDampness: 101 }, "relativeDampness", AT_MOST(100)],
    ]);
  });

  test("chemical washer: negative washing time, pressure and hardness, detergent over 100 %, unknown detergent type", async () => {
    const che = await chemical("ReadingCHEWasher");
    await refusedEach(t.adminB, "ReadingCHEWasher", che.id, [
      [{ washingTime: -3 }, "washingTime", AT_LEAST(0)],
      [{ waterPressure: -1 }, "waterPressure", AT_LEAST(0)],
      [{ waterHardness: -1 }, "waterHardness", AT_LEAST(0)],
      [{ detergentConcentration: 150 }, "detergentConcentration", AT_MOST(100)],
      [{ detergentType: 9 }, "detergentType", /Choose one of/],
      [{ temperature: -300 }, "temperature", AT_LEAST(-273.15)],
    ]);
  });

  test("expiry before manufacture: in one edit, and against the stored manufacture date", async () => {
    const che = await chemical("ReadingCHESterilizer");
    const expiry = "The expiration date cannot be before the manufacture date.";
    const cases: [Record<string, unknown>, string, string][] = [[{ manufactureDate: "2026-05-01", expirationDate: "2026-04-30" }, "expirationDate", expiry]];
    if (che.manufactureDate) {
      const made = new Date(che.manufactureDate);
      cases.push([{ expirationDate: new Date(made.getTime() - 86_400_000).toISOString().slice(0, 10) }, "expirationDate", expiry]);
    }
    await refusedEach(t.adminB, "ReadingCHESterilizer", che.id, cases);
  });

  test("masiveModify applies the ranges to all or none", async () => {
    const [a, b] = [await agentProvisional("BI"), await agentProvisional("BI")];
    const before = [await row(t.adminA, "ReadingBI", a.id), await row(t.adminA, "ReadingBI", b.id)];
    expectFieldProblem(await masiveModify(t.adminA, "ReadingBI", { ReadIds: [a.id, b.id], valueD: -1, notes: "mass" }), "valueD", AT_LEAST(0));
    expectFieldProblem(await masiveModify(t.adminA, "ReadingBI", { ReadBIMasive: { ReadIds: [a.id, b.id], roomVolume: [1] } }, "PUT"), "roomVolume", "ValueMustBeNumber");
    expect([await row(t.adminA, "ReadingBI", a.id), await row(t.adminA, "ReadingBI", b.id)]).toEqual(before);
  });

  test("toHistorical with a bad value neither saves nor moves the reading", async () => {
    const r = await agentProvisional("BI");
    const before = await row(t.adminA, "ReadingBI", r.id);
    expectFieldProblem(await toHistorical(t.adminA, "ReadingBI", { id: r.id, roomVolume: -1 }), "roomVolume", AT_LEAST(0));
    expect(await row(t.adminA, "ReadingBI", r.id)).toEqual(before);
  });
});

describe("historical browser: saveDataFromSavedRead", () => {
  test("visual result 3, notes {x:1}, notes with NUL → 400 naming the field; the historical row is unchanged", async () => {
    const [first] = (await historicalPage(t.adminA, "ReadingBI", {}, { Page: 1, PageSize: 1 })).lecturas;
    const reread = async () => (await historicalPage(t.adminA, "ReadingBI", { ReadNumber: first!.readNumber })).lecturas.find((x) => x.id === first!.id);
    const before = await reread();
    const save = (body: Record<string, unknown>) => api("POST", "/api/ReadingBI/saveDataFromSavedRead", { token: t.adminA, body: { ReadingBI: { id: first!.id, ...body } } });
    expectFieldProblem(await save({ visualResult: 3 }), "visualResult", /Choose one of/);
    expectFieldProblem(await save({ notes: { x: 1 } }), "notes", "The value must be a string.");
    expectFieldProblem(await save({ notes: "re\u0000viewed" }), "ReadingBI.notes", BAD_TEXT);
    expect(await reread()).toEqual(before);
  });
});

describe("GraphQL edit mutations: the same types and ranges", () => {
  const problem = (r: Awaited<ReturnType<typeof gql>>, field: string) => {
    expect(r.errors?.length).toBeGreaterThan(0);
    const e = r.errors![0]!;
    expect(`${e.message} ${JSON.stringify(e.extensions ?? {})}`).toContain(field);
  };

  test("editBIReadings: negative valueD, conditionSCIB 7 → BAD_USER_INPUT with the field's problem; nothing saved", async () => {
    const r = await agentProvisional("BI");
    const before = await row(t.adminA, "ReadingBI", r.id);
    const neg = await gqlEdit(t.adminA, "ReadingBI", [r.id], { valueD: -2 });
    expect(neg.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", errors: { valueD: [AT_LEAST(0)] } });
    problem(await gqlEdit(t.adminA, "ReadingBI", [r.id], { conditionSCIB: 7 }), "conditionSCIB");
    expect(await row(t.adminA, "ReadingBI", r.id)).toEqual(before);
  });

  test("editCheSterilizerReadings: DateTime as a list, an epoch number, year 99999, below absolute zero → refused; nothing saved", async () => {
    const che = await chemical("ReadingCHESterilizer");
    const before = await row(t.adminB, "ReadingCHESterilizer", che.id);
    problem(await gqlEdit(t.adminB, "ReadingCHESterilizer", [che.id], { manufactureDate: [1, 2] }), "manufactureDate");
    problem(await gqlEdit(t.adminB, "ReadingCHESterilizer", [che.id], { expirationDate: 1767225600000 }), "expirationDate");
    problem(await gqlEdit(t.adminB, "ReadingCHESterilizer", [che.id], { expirationDate: "99999-01-01" }), "expirationDate");
    const cold = await gqlEdit(t.adminB, "ReadingCHESterilizer", [che.id], { temperature: -500 });
    expect(cold.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", errors: { temperature: [AT_LEAST(-273.15)] } });
    // A literal is parsed by the same scalar.
    const literal = await gql(`mutation { ${GQL.ReadingCHESterilizer.edit}(ids: ["${gid("CheSterilizerReading", che.id)}"], input: { manufactureDate: 20260101 }) { readingId } }`, {}, t.adminB);
    expect(literal.errors?.[0]?.message).toMatch(/DateTime/);
    expect(await row(t.adminB, "ReadingCHESterilizer", che.id)).toEqual(before);
  });

  test("notes with NUL in a variable or a literal → 400 naming it; nothing saved", async () => {
    const r = await agentProvisional("BI");
    const before = await row(t.adminA, "ReadingBI", r.id);
    const v = await gqlEdit(t.adminA, "ReadingBI", [r.id], { notes: "a\u0000b" });
    expect(v.status).toBe(400);
    expect(Object.keys(v.errors![0]!.extensions!.errors)).toEqual(["$input.notes"]);
    const lit = await gql(`mutation { editBIReadings(ids: ["${gid("BIReading", r.id)}"], input: { notes: "a\\u0000b" }) { readingId } }`, {}, t.adminA);
    expect(lit.status).toBe(400);
    expect(Object.keys(lit.errors![0]!.extensions!.errors)).toEqual(["editBIReadings.input.notes"]);
    expect(await row(t.adminA, "ReadingBI", r.id)).toEqual(before);
  });
});
