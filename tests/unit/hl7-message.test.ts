// The HL7 v2.6 results message (server/interop/hl7, docs/interoperability.md), checked by an
// independent parser (@medplum/core's Hl7Message): every reading kind, a load, and text that
// carries the delimiters | ^ ~ \ & and line breaks, field by field.
import { describe, expect, test } from "bun:test";
import { Hl7Message, type Hl7Segment } from "@medplum/core";
import { buildResultsMessage, downloadControlId, loadOutcome, operatorName, type Hl7Header, type Hl7Reading } from "../../server/interop/hl7/message";
import { esc, unesc } from "../../server/interop/hl7/encode";

const NOW = new Date("2026-11-22T10:15:30.000Z");
const header: Hl7Header = { distributor: { id: 1, name: "Bionova Cloud" }, company: { id: 7, name: "Hospital A" }, receivingApplication: "ENGINE", receivingFacility: "HOSP", controlId: "QBI441D3", now: NOW };

function reading(over: Partial<Hl7Reading> = {}): Hl7Reading {
  return {
    kind: "BI", id: 441, readNumber: 301, state: "PROVISIONAL", disinfection: false, sector: { id: 1, name: "Central Sterile" },
    result: 2, visualResult: null, startedAt: new Date("2026-11-22T09:45:02.113Z"), resultAt: new Date("2026-11-22T10:15:02.118Z"), testedAt: null,
    machine: { kind: "sterilizer", id: 1, name: "Autoclave 1", serial: "AC-0001", brand: "Matachana" },
    incubator: { serialNumber: "IC1020FR-001234", name: "IC10 Central 1" }, program: { id: 1, name: "20 min 60 °C" }, programNumber: "P4", cycle: "1234", loadNumber: "12", process: 1,
    lot: "ABC123", expirationDate: new Date("2027-03-31T00:00:00.000Z"), product: { id: 1, name: "BT220 Rapid steam BI", brand: "Bionova" },
    operator: { id: 5, name: "Olga", lastName: "Operator" }, fluorescence: 812.5, averageTemperature: 59.8, quantitativeResult: null, density: null,
    temperature: null, exposureMinutes: 4, washingMinutes: null, notes: null,
    ...over,
  };
}

const parse = (text: string) => Hl7Message.parse(text);
/** The parser's segments, less the empty one after the final CR. */
const names = (m: Hl7Message) => m.segments.map((s) => s.name).filter((n) => n !== "");
/** Field n of a segment as the parser splits it, unescaped (the parser keeps escapes as sent). */
const field = (s: Hl7Segment, n: number) => unesc(s.getField(n)?.toString() ?? "");
const c = (s: Hl7Segment, n: number, comp: number) => unesc(s.getComponent(n, comp));
const obx = (m: Hl7Message, code: string) => m.getAllSegments("OBX").filter((o) => o.getComponent(3, 1) === code);

describe("encoding", () => {
  test("the delimiters and line breaks are escaped, and unescape back", () => {
    const nasty = "a|b^c~d\\e&f\rg\nh";
    expect(esc(nasty)).toBe("a\\F\\b\\S\\c\\R\\d\\E\\e\\T\\f\\X0D\\g\\X0A\\h");
    expect(unesc(esc(nasty))).toBe(nasty);
    expect(esc("ctl\x0b\x1cend")).toBe("ctlend");
    expect(esc(null)).toBe("");
  });
});

describe("one BI reading", () => {
  const text = buildResultsMessage(header, [reading()]);
  const m = parse(text);

  test("ER7: segments end with CR only, in the documented order", () => {
    expect(text.endsWith("\r")).toBe(true);
    expect(text).not.toContain("\n");
    expect(names(m)).toEqual(["MSH", "EVN", "SDD", "SCD", "SLT", "OBX", "OBX", "OBX", "OBX", "OBX", "OBX", "OBX", "OBX"]);
  });

  test("MSH: sender from the distributor and the company, type SCN^S37^SCN_S37, control id, version 2.6", () => {
    const h = m.header;
    expect(h.getField(1).toString()).toBe("|");
    expect(h.getField(2).toString()).toBe("^~\\&");
    expect([c(h, 3, 1), c(h, 3, 2), c(h, 3, 3)]).toEqual(["Bionova Cloud", "SQC-D1", "L"]);
    expect([c(h, 4, 1), c(h, 4, 2), c(h, 4, 3)]).toEqual(["Hospital A", "SQC-C7", "L"]);
    expect(field(h, 5)).toBe("ENGINE");
    expect(field(h, 6)).toBe("HOSP");
    expect(field(h, 7)).toBe("20261122101530+0000");
    expect(field(h, 9)).toBe("SCN^S37^SCN_S37");
    expect(field(h, 10)).toBe("QBI441D3");
    expect(field(h, 11)).toBe("P");
    expect(field(h, 12)).toBe("2.6");
    expect(field(h, 18)).toBe("UNICODE UTF-8");
  });

  test("EVN: when the result was recorded, who, and the sector", () => {
    const e = m.getSegment("EVN")!;
    expect(field(e, 1)).toBe("S37");
    expect(field(e, 2)).toBe("20261122101502+0000");
    expect([c(e, 5, 1), c(e, 5, 2), c(e, 5, 3)]).toEqual(["5", "Operator", "Olga"]);
    expect(field(e, 6)).toBe("20261122101502+0000");
    expect([c(e, 7, 1), c(e, 7, 2)]).toEqual(["Central Sterile", "SQC-S1"]);
  });

  test("SDD: the load (cycle) on the sterilizer, historic data, the load failed, the operator", () => {
    const s = m.getSegment("SDD")!;
    expect([c(s, 1, 1), c(s, 1, 2)]).toEqual(["1234", "AC-0001"]);
    expect([c(s, 2, 1), c(s, 2, 2)]).toEqual(["AC-0001", "SQC-STERILIZER"]);
    expect(field(s, 3)).toBe("Autoclave 1");
    expect([c(s, 4, 1), c(s, 4, 3)]).toEqual(["1", "HL70667"]);
    expect([c(s, 5, 1), c(s, 5, 3)]).toEqual(["FAIL", "99SQC"]);
    expect(field(s, 7)).toBe("Olga Operator");
  });

  test("SCD: cycle count, load number, exposure (CQ in minutes), operator, cycle type", () => {
    const s = m.getSegment("SCD")!;
    expect(field(s, 2)).toBe("1234");
    expect(field(s, 5)).toBe("12");
    expect(c(s, 7, 1)).toBe("4");
    expect([s.getComponent(7, 2, 0), s.getComponent(7, 2, 2)]).toEqual(["min", "UCUM"]);
    expect(c(s, 25, 2)).toBe("Operator");
    expect([c(s, 28, 1), c(s, 28, 3)]).toEqual(["P4", "99SQC"]);
  });

  test("SLT: the indicator as the item sterilised in the load", () => {
    const s = m.getSegment("SLT")!;
    expect(c(s, 1, 1)).toBe("AC-0001");
    expect(field(s, 2)).toBe("Autoclave 1");
    expect(c(s, 3, 1)).toBe("1234");
    expect([c(s, 4, 1), c(s, 4, 2)]).toEqual(["301", "SQC-BI"]);
  });

  test("OBX: the result (positive, preliminary), dates, operator, incubator; lot and expiry; the readings", () => {
    const [res] = obx(m, "BI-RESULT");
    expect(field(res!, 1)).toBe("1");
    expect(field(res!, 2)).toBe("CWE");
    expect([c(res!, 5, 1), c(res!, 5, 2), c(res!, 5, 3)]).toEqual(["2", "Positive", "99SQC"]);
    expect(field(res!, 8)).toBe("POS");
    expect(field(res!, 11)).toBe("P");
    expect(field(res!, 14)).toBe("20261122094502+0000");
    expect(c(res!, 16, 2)).toBe("Operator");
    expect([c(res!, 18, 1), c(res!, 18, 2)]).toEqual(["IC1020FR-001234", "SQC-INCUBATOR"]);
    expect(field(res!, 19)).toBe("20261122101502+0000");
    expect(field(obx(m, "LOT")[0]!, 5)).toBe("ABC123");
    expect(field(obx(m, "EXPIRY")[0]!, 2)).toBe("DT");
    expect(field(obx(m, "EXPIRY")[0]!, 5)).toBe("20270331");
    expect(c(obx(m, "PRODUCT")[0]!, 5, 2)).toBe("BT220 Rapid steam BI (Bionova)");
    expect(c(obx(m, "INCUBATION-PROGRAM")[0]!, 5, 2)).toBe("20 min 60 °C");
    expect(c(obx(m, "PROCESS")[0]!, 5, 2)).toBe("Steam");
    expect(field(obx(m, "FLUORESCENCE")[0]!, 5)).toBe("812.5");
    const temp = obx(m, "INCUBATION-TEMP")[0]!;
    expect([field(temp, 5), c(temp, 6, 1), c(temp, 6, 3)]).toEqual(["59.8", "Cel", "UCUM"]);
    // Set ids run 1..n; every OBX of the reading has sub-id 1 and the result status.
    expect(m.getAllSegments("OBX").map((o) => field(o, 1))).toEqual(["1", "2", "3", "4", "5", "6", "7", "8"]);
    for (const o of m.getAllSegments("OBX")) expect([field(o, 4), field(o, 11)]).toEqual(["1", "P"]);
  });

  test("a negative BI in the record is final and normal; a BI still incubating is I with no value", () => {
    const neg = parse(buildResultsMessage(header, [reading({ result: 1, state: "HISTORICAL" })]));
    const r = obx(neg, "BI-RESULT")[0]!;
    expect([c(r, 5, 2), field(r, 8), field(r, 11)]).toEqual(["Negative", "NEG", "F"]);
    expect(c(neg.getSegment("SDD")!, 5, 1)).toBe("PASS");
    const live = parse(buildResultsMessage(header, [reading({ result: null, resultAt: null, state: "LIVE" })]));
    const l = obx(live, "BI-RESULT")[0]!;
    expect([field(l, 5), field(l, 8), field(l, 11), field(l, 19)]).toEqual(["", "", "I", ""]);
    expect(c(live.getSegment("SDD")!, 5, 1)).toBe("PENDING");
  });
});

describe("the other kinds", () => {
  test("protein: washer, quantity (µg) and density (µg/cm²), alert is abnormal", () => {
    const m = parse(buildResultsMessage(header, [reading({ kind: "PRO", result: 2, machine: { kind: "washer", id: 2, name: "Washer 1", serial: "WD-1", brand: "Miele" }, process: null, fluorescence: null, quantitativeResult: 1.25, density: 3.5, exposureMinutes: null, loadNumber: null })]));
    const r = obx(m, "PRO-RESULT")[0]!;
    expect([c(r, 5, 2), field(r, 8)]).toEqual(["Alert", "A"]);
    expect(c(m.getSegment("SDD")!, 2, 2)).toBe("SQC-WASHER");
    expect(c(m.getSegment("SDD")!, 5, 1)).toBe("ALERT");
    expect(field(obx(m, "PROTEIN-QUANTITY")[0]!, 5)).toBe("1.25");
    const d = obx(m, "PROTEIN-DENSITY")[0]!;
    expect([field(d, 5), c(d, 6, 1)]).toEqual(["3.5", "ug/cm2"]);
    expect(c(m.getSegment("SLT")!, 4, 2)).toBe("SQC-PRO");
  });

  test("chemical sterilizer: test date as the cycle start, temperature and exposure in SCD, no incubator", () => {
    const m = parse(buildResultsMessage(header, [reading({ kind: "CHE_STERILIZER", result: 1, startedAt: null, resultAt: null, testedAt: new Date("2026-11-21T08:00:00Z"), incubator: null, program: null, process: null, fluorescence: null, averageTemperature: null, temperature: 134, exposureMinutes: 3.5, loadNumber: null })]));
    const s = m.getSegment("SCD")!;
    expect(field(s, 11)).toBe("20261121080000+0000");
    expect([c(s, 15, 1), s.getComponent(15, 2, 0)]).toEqual(["134", "Cel"]);
    expect(c(s, 7, 1)).toBe("3.5");
    const r = obx(m, "CI-RESULT")[0]!;
    expect([c(r, 5, 2), field(r, 8), field(r, 14), field(r, 18)]).toEqual(["Pass", "N", "20261121080000+0000", ""]);
  });

  test("chemical washer: wash time; BI disinfection: the disinfector", () => {
    const w = parse(buildResultsMessage(header, [reading({ kind: "CHE_WASHER", result: 2, machine: { kind: "washer", id: 2, name: "Washer 1", serial: "WD-1", brand: "Miele" }, startedAt: null, resultAt: null, testedAt: NOW, incubator: null, program: null, process: null, fluorescence: null, averageTemperature: null, temperature: 90, exposureMinutes: null, washingMinutes: 12, loadNumber: null })]));
    expect(c(w.getSegment("SCD")!, 30, 1)).toBe("12");
    expect(c(obx(w, "CI-RESULT")[0]!, 5, 2)).toBe("Fail");
    const d = parse(buildResultsMessage(header, [reading({ disinfection: true, machine: { kind: "disinfector", id: 3, name: "Room fogger", serial: "DF-9", brand: "Glosair" } })]));
    expect(c(d.getSegment("SDD")!, 2, 2)).toBe("SQC-DISINFECTOR");
  });

  test("a reading without machine, cycle or lot leaves those fields empty", () => {
    const m = parse(buildResultsMessage(header, [reading({ machine: null, cycle: null, loadNumber: null, lot: null, expirationDate: null, product: null, operator: null, programNumber: null })]));
    const s = m.getSegment("SDD")!;
    expect([field(s, 1), field(s, 2), field(s, 3), field(s, 7)]).toEqual(["", "", "", ""]);
    expect(obx(m, "LOT")).toEqual([]);
    expect(obx(m, "EXPIRY")).toEqual([]);
  });
});

describe("text with delimiters survives the trip", () => {
  const nasty = "L|1^2~3\\4&5";
  const notes = "Line one | with ^ and ~\nLine two & \\ end";
  const text = buildResultsMessage({ ...header, company: { id: 7, name: "Hospital A|B^C" } }, [reading({ lot: nasty, notes, sector: { id: 1, name: "Sector ~&" }, operator: { id: 5, name: "Ana^Maria", lastName: "O'Neil|Smith" } })]);
  const m = parse(text);

  test("the parser sees the fields where they were put, and the values unescape to the originals", () => {
    expect(names(m).length).toBe(text.split("\r").filter(Boolean).length);
    expect(c(m.header, 4, 1)).toBe("Hospital A|B^C");
    expect(m.header.getField(9).toString()).toBe("SCN^S37^SCN_S37");
    const lot = obx(m, "LOT")[0]!;
    expect(lot.getField(5).toString()).toBe("L\\F\\1\\S\\2\\R\\3\\E\\4\\T\\5");
    expect(field(lot, 5)).toBe(nasty);
    expect(field(lot, 11)).toBe("P"); // later fields not shifted by the lot's |
    const nte = m.getSegment("NTE")!;
    expect([field(nte, 1), field(nte, 2), field(nte, 3)]).toEqual(["1", "L", notes]);
    expect(c(m.getSegment("EVN")!, 7, 1)).toBe("Sector ~&");
    expect([c(m.getSegment("EVN")!, 5, 2), c(m.getSegment("EVN")!, 5, 3)]).toEqual(["O'Neil|Smith", "Ana^Maria"]);
  });
});

describe("a load", () => {
  const bi = reading({ result: 1, state: "SAVED" });
  const ci = reading({ kind: "CHE_STERILIZER", id: 9, readNumber: 77, result: 1, startedAt: null, resultAt: null, testedAt: new Date("2026-11-22T09:40:00Z"), incubator: null, program: null, process: null, fluorescence: null, averageTemperature: null, temperature: 134, exposureMinutes: null, loadNumber: null, lot: "CI-9" });
  const m = parse(buildResultsMessage({ ...header, controlId: downloadControlId("BI", 441, NOW, true) }, [bi, ci]));

  test("one device and cycle, one SLT and observation group per indicator (sub-ids 1, 2), the load passes", () => {
    expect(m.getAllSegments("SDD").length).toBe(1);
    expect(m.getAllSegments("SCD").length).toBe(1);
    expect(m.getAllSegments("SLT").map((s) => c(s, 4, 1))).toEqual(["301", "77"]);
    expect(obx(m, "BI-RESULT")[0]!.getField(4).toString()).toBe("1");
    expect(obx(m, "CI-RESULT")[0]!.getField(4).toString()).toBe("2");
    expect(obx(m, "LOT").map((o) => field(o, 5))).toEqual(["ABC123", "CI-9"]);
    expect(c(m.getSegment("SDD")!, 5, 1)).toBe("PASS");
    expect(c(m.getSegment("SCD")!, 15, 1)).toBe("134"); // the chemical indicator's temperature for the cycle
    expect(field(m.header, 10)).toMatch(/^LBI441T[0-9A-Z]+$/);
    expect(field(m.header, 10).length).toBeLessThanOrEqual(20);
  });

  test("the worst result decides the load", () => {
    expect(loadOutcome([{ kind: "BI", result: 1 }, { kind: "CHE_STERILIZER", result: 2 }])).toBe("FAIL");
    expect(loadOutcome([{ kind: "BI", result: null }, { kind: "CHE_STERILIZER", result: 1 }])).toBe("PENDING");
    expect(loadOutcome([{ kind: "BI", result: 3 }])).toBe("INVALID");
  });

  test("SDD-7 stays within 15 characters", () => {
    expect(operatorName({ id: 1, name: "Maximiliano", lastName: "Fernández-Oliveira" })).toBe("M Fernández-Oli");
    expect(operatorName({ id: 1, name: "Ana", lastName: "Ruiz" })).toBe("Ana Ruiz");
  });

  test("no reading, no message", () => {
    expect(() => buildResultsMessage(header, [])).toThrow();
  });
});
