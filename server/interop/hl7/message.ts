// The product's results as HL7 v2.6 messages (docs/interoperability.md, "HL7 v2"): one message
// per reading, or per load (the readings of one machine cycle), built from plain data — the
// database is read elsewhere (../data.ts), so this module is pure and unit-tested field by field.
//
// Structure: the chapter-17 notification of anti-microbial device cycle data, SCN^S37^SCN_S37
// (MSH, then the device SDD and its cycle SCD), with three documented additions the chapter
// has no place for and that a receiver following HL7's rule "ignore segments it does not expect"
// may skip: EVN (who and when), one SLT per indicator processed in the load (the indicator as the
// sterilised item), and the indicator's observations as OBX (result, lot, expiry, product,
// incubator, readings) with its notes as NTE. Chapter 17 has no field for an indicator's result.
//
//   MSH  EVN  SDD  SCD  { SLT  OBX+  [NTE] }
//
// Local codes use the coding system "99SQC" (HL7's 99zzz form for locally defined tables).
import { cq, cwe, comp, dt, dtm, ei, ENCODING_CHARACTERS, esc, hd, nm, segment, SEGMENT_TERMINATOR, units, UNITS, xcn, type Person, type Unit } from "./encode";

export const HL7_VERSION = "2.6";
export const MESSAGE_TYPE = comp("SCN", "S37", "SCN_S37");
export const LOCAL = "99SQC";

export type Hl7ReadingKind = "BI" | "PRO" | "CHE_STERILIZER" | "CHE_WASHER";
export type Hl7MachineKind = "sterilizer" | "washer" | "disinfector";

export interface Hl7Machine {
  kind: Hl7MachineKind;
  id: number;
  name: string;
  serial: string;
  brand: string;
}

/** One reading, as the message needs it (../data.ts reads it). */
export interface Hl7Reading {
  kind: Hl7ReadingKind;
  id: number;
  readNumber: number;
  state: "LIVE" | "PROVISIONAL" | "HISTORICAL" | "SAVED";
  disinfection: boolean;
  sector: { id: number; name: string };
  result: number | null;
  visualResult: number | null;
  /** BI / PRO: the incubation's start; chemical: null. */
  startedAt: Date | null;
  /** BI / PRO: when the reader reported the result; chemical: null. */
  resultAt: Date | null;
  /** Chemical: the test (cycle) date. */
  testedAt: Date | null;
  machine: Hl7Machine | null;
  incubator: { serialNumber: string; name: string } | null;
  /** The incubation program (BI, PRO). */
  program: { id: number; name: string } | null;
  /** The machine's program (cycle type) as the operator copied it. */
  programNumber: string | null;
  cycle: string | null;
  loadNumber: string | null;
  /** BI: 1 steam, 2 hydrogen peroxide, 3 ethylene oxide. */
  process: number | null;
  lot: string | null;
  expirationDate: Date | null;
  product: { id: number; name: string; brand: string } | null;
  operator: Person | null;
  fluorescence: number | null;
  averageTemperature: number | null;
  quantitativeResult: number | null;
  density: number | null;
  /** Chemical: the cycle's temperature (°C). */
  temperature: number | null;
  /** Exposure at sterilisation temperature, minutes (BI exposureMinutes, chemical sterilizer exposureTime). */
  exposureMinutes: number | null;
  /** Chemical washer: washing time, minutes. */
  washingMinutes: number | null;
  notes: string | null;
}

export interface Hl7Header {
  /** MSH-3: the distributor's application (the product is sold and branded per distributor). */
  distributor: { id: number; name: string };
  /** MSH-4: the hospital. */
  company: { id: number; name: string };
  receivingApplication?: string | null;
  receivingFacility?: string | null;
  /** MSH-10: unique per message; the same on every retry of one delivery. */
  controlId: string;
  /** MSH-7. */
  now: Date;
}

export const RESULT_TEXT: Record<Hl7ReadingKind, Record<number, string>> = {
  BI: { 1: "Negative", 2: "Positive", 3: "Cancelled", 4: "Error" },
  PRO: { 1: "Pass", 2: "Alert", 3: "Fail" },
  CHE_STERILIZER: { 1: "Pass", 2: "Fail" },
  CHE_WASHER: { 1: "Pass", 2: "Fail" },
};
const VISUAL_TEXT: Record<Hl7ReadingKind, Record<number, string>> = {
  BI: { 1: "Negative", 2: "Positive" },
  PRO: { 1: "Clean", 2: "Soiled" },
  CHE_STERILIZER: { 1: "Pass", 2: "Fail" },
  CHE_WASHER: { 1: "Pass", 2: "Fail" },
};
const PROCESS_TEXT: Record<number, string> = { 1: "Steam", 2: "Hydrogen peroxide", 3: "Ethylene oxide" };

/** OBX-3 of each kind's result. */
export const RESULT_OBSERVATION: Record<Hl7ReadingKind, { code: string; text: string }> = {
  BI: { code: "BI-RESULT", text: "Biological indicator result" },
  PRO: { code: "PRO-RESULT", text: "Protein residue test result" },
  CHE_STERILIZER: { code: "CI-RESULT", text: "Chemical indicator result" },
  CHE_WASHER: { code: "CI-RESULT", text: "Chemical indicator result" },
};

export type Outcome = "PASS" | "ALERT" | "FAIL" | "INVALID" | "PENDING";
export const OUTCOME_TEXT: Record<Outcome, string> = { PASS: "Indicators passed", ALERT: "Protein above the alert level", FAIL: "Indicator failed", INVALID: "Indicator cancelled or in error", PENDING: "Awaiting a result" };

/** What a result means for the load: a positive BI, a failed protein or chemical test fail it. */
export function outcomeOf(r: Pick<Hl7Reading, "kind" | "result">): Outcome {
  if (r.result === null) return "PENDING";
  if (r.kind === "BI") return r.result === 1 ? "PASS" : r.result === 2 ? "FAIL" : "INVALID";
  if (r.kind === "PRO") return r.result === 1 ? "PASS" : r.result === 2 ? "ALERT" : "FAIL";
  return r.result === 1 ? "PASS" : "FAIL";
}

/** The worst outcome first: a load fails when one of its indicators does. */
export function loadOutcome(readings: Pick<Hl7Reading, "kind" | "result">[]): Outcome {
  const all = readings.map(outcomeOf);
  for (const o of ["FAIL", "PENDING", "INVALID", "ALERT"] as Outcome[]) if (all.includes(o)) return o;
  return "PASS";
}

/** OBX-8 (HL7 table 0078): BI positive/negative, otherwise normal/abnormal; none while pending or invalid. */
export function abnormalFlag(r: Pick<Hl7Reading, "kind" | "result">): string {
  const o = outcomeOf(r);
  if (r.kind === "BI") return o === "FAIL" ? "POS" : o === "PASS" ? "NEG" : "";
  return o === "PASS" ? "N" : o === "FAIL" || o === "ALERT" ? "A" : "";
}

/** OBX-11 (HL7 table 0085): I while incubating, P provisional, F once the reading is in the record. */
export function resultStatus(r: Pick<Hl7Reading, "state" | "result">): string {
  if (r.result === null) return "I";
  return r.state === "HISTORICAL" || r.state === "SAVED" ? "F" : "P";
}

/** The load (sterilisation lot in chapter 17's words): the machine's cycle, else the BI's load number. */
export function loadIdOf(r: Pick<Hl7Reading, "cycle" | "loadNumber">): string | null {
  const id = r.cycle?.trim() || r.loadNumber?.trim();
  return id || null;
}

const first = <T>(readings: Hl7Reading[], pick: (r: Hl7Reading) => T | null | undefined): T | null => {
  for (const r of readings) {
    const v = pick(r);
    if (v !== null && v !== undefined && v !== "") return v;
  }
  return null;
};
const digits = (s: string | null) => (s && /^\d{1,16}$/.test(s.trim()) ? Number(s.trim()) : null);

/** SDD-7 is 15 characters at most (no truncation by the receiver): the given name's initial and the family name. */
export function operatorName(p: Person | null): string {
  if (!p) return "";
  const full = `${p.name} ${p.lastName}`.trim();
  if (full.length <= 15) return full;
  return `${p.name.trim().charAt(0)} ${p.lastName.trim()}`.trim().slice(0, 15);
}

function msh(h: Hl7Header): string {
  // MSH-1 is the field separator itself: segment() joins with it, so the list starts at MSH-2.
  return segment("MSH", [
    ENCODING_CHARACTERS,
    hd(h.distributor.name, `SQC-D${h.distributor.id}`, "L"),
    hd(h.company.name, `SQC-C${h.company.id}`, "L"),
    esc(h.receivingApplication ?? ""),
    esc(h.receivingFacility ?? ""),
    dtm(h.now),
    "",
    MESSAGE_TYPE,
    esc(h.controlId),
    "P",
    HL7_VERSION,
    "", "", "", "", "",
    "UNICODE UTF-8",
  ]);
}

function evn(readings: Hl7Reading[], h: Hl7Header): string {
  const r = readings[0]!;
  const occurred = latest(readings.map((x) => x.resultAt ?? x.testedAt)) ?? h.now;
  return segment("EVN", ["S37", dtm(occurred), "", "", xcn(first(readings, (x) => x.operator)), dtm(occurred), hd(r.sector.name, `SQC-S${r.sector.id}`, "L")]);
}

function latest(ds: (Date | null)[]): Date | null {
  let best: Date | null = null;
  for (const d of ds) if (d && (!best || d > best)) best = d;
  return best;
}

function sdd(readings: Hl7Reading[]): string {
  const r = readings[0]!;
  const m = r.machine;
  const loadId = loadIdOf(r);
  const outcome = loadOutcome(readings);
  return segment("SDD", [
    loadId ? ei(loadId, m?.serial ?? null) : "",
    m ? ei(m.serial, `SQC-${m.kind.toUpperCase()}`) : "",
    esc(m?.name),
    cwe("1", "Historic Values", "HL70667"),
    cwe(outcome, OUTCOME_TEXT[outcome], LOCAL),
    "",
    esc(operatorName(first(readings, (x) => x.operator))),
  ]);
}

function scd(readings: Hl7Reading[]): string {
  const cycle = first(readings, (x) => x.cycle?.trim());
  const programNumber = first(readings, (x) => x.programNumber?.trim());
  const fields: string[] = Array(37).fill("");
  const set = (n: number, v: string) => (fields[n - 1] = v);
  set(2, nm(digits(cycle)));
  set(5, nm(digits(first(readings, (x) => x.loadNumber))));
  set(7, cq(first(readings, (x) => x.exposureMinutes), UNITS.minute));
  set(11, dtm(first(readings, (x) => x.testedAt)));
  set(15, cq(first(readings, (x) => x.temperature), UNITS.celsius));
  set(25, xcn(first(readings, (x) => x.operator)));
  set(28, programNumber ? cwe(programNumber, programNumber, LOCAL) : "");
  set(30, cq(first(readings, (x) => x.washingMinutes), UNITS.minute));
  return segment("SCD", fields);
}

function slt(r: Hl7Reading): string {
  const m = r.machine;
  const loadId = loadIdOf(r);
  return segment("SLT", [m ? ei(m.serial, `SQC-${m.kind.toUpperCase()}`) : "", esc(m?.name), loadId ? ei(loadId, m?.serial ?? null) : "", ei(r.readNumber, `SQC-${r.kind}`)]);
}

interface Obs {
  type: "CWE" | "ST" | "NM" | "DT";
  code: string;
  text: string;
  value: string;
  unit?: Unit;
  /** Only the result carries the abnormal flag, observer, equipment and analysis time. */
  main?: boolean;
}

function observations(r: Hl7Reading): Obs[] {
  const res = RESULT_OBSERVATION[r.kind];
  const list: Obs[] = [{ type: "CWE", code: res.code, text: res.text, value: r.result === null ? "" : cwe(r.result, RESULT_TEXT[r.kind][r.result] ?? String(r.result), LOCAL), main: true }];
  const add = (o: Obs) => o.value && list.push(o);
  if (r.visualResult !== null) add({ type: "CWE", code: "VISUAL", text: "Visual reading", value: cwe(r.visualResult, VISUAL_TEXT[r.kind][r.visualResult] ?? String(r.visualResult), LOCAL) });
  if (r.process !== null) add({ type: "CWE", code: "PROCESS", text: "Sterilization process", value: cwe(r.process, PROCESS_TEXT[r.process] ?? String(r.process), LOCAL) });
  add({ type: "ST", code: "LOT", text: "Indicator lot number", value: esc(r.lot?.trim() || null) });
  add({ type: "DT", code: "EXPIRY", text: "Indicator lot expiry date", value: dt(r.expirationDate) });
  if (r.product) add({ type: "CWE", code: "PRODUCT", text: "Indicator product", value: cwe(r.product.id, `${r.product.name} (${r.product.brand})`, LOCAL) });
  if (r.program) add({ type: "CWE", code: "INCUBATION-PROGRAM", text: "Incubation program", value: cwe(r.program.id, r.program.name, LOCAL) });
  add({ type: "NM", code: "FLUORESCENCE", text: "Fluorescence", value: nm(r.fluorescence) });
  add({ type: "NM", code: "INCUBATION-TEMP", text: "Average incubation temperature", value: nm(r.averageTemperature), unit: UNITS.celsius });
  add({ type: "NM", code: "PROTEIN-QUANTITY", text: "Protein found", value: nm(r.quantitativeResult), unit: UNITS.microgram });
  add({ type: "NM", code: "PROTEIN-DENSITY", text: "Protein per surface", value: nm(r.density), unit: UNITS.microgramPerCm2 });
  return list;
}

function obx(r: Hl7Reading, o: Obs, setId: number, subId: number): string {
  const fields: string[] = Array(19).fill("");
  const set = (n: number, v: string) => (fields[n - 1] = v);
  set(1, String(setId));
  set(2, o.type);
  set(3, cwe(o.code, o.text, LOCAL));
  set(4, String(subId));
  set(5, o.value);
  if (o.unit) set(6, units(o.unit));
  set(11, resultStatus(r));
  set(14, dtm(r.startedAt ?? r.testedAt));
  if (o.main) {
    set(8, abnormalFlag(r));
    set(16, xcn(r.operator));
    if (r.incubator) set(18, ei(r.incubator.serialNumber, "SQC-INCUBATOR"));
    set(19, dtm(r.resultAt));
  }
  return segment("OBX", fields);
}

/**
 * The message for `readings` (one reading, or the readings of one load: same machine and
 * cycle), as ER7 text: segments ended by CR, the last one too.
 */
export function buildResultsMessage(header: Hl7Header, readings: Hl7Reading[]): string {
  if (!readings.length) throw new Error("an HL7 results message needs at least one reading");
  const segments = [msh(header), evn(readings, header), sdd(readings), scd(readings)];
  let setId = 0;
  let noteId = 0;
  readings.forEach((r, i) => {
    segments.push(slt(r));
    for (const o of observations(r)) segments.push(obx(r, o, ++setId, i + 1));
    if (r.notes?.trim()) segments.push(segment("NTE", [String(++noteId), "L", esc(r.notes.trim())]));
  });
  return segments.join(SEGMENT_TERMINATOR) + SEGMENT_TERMINATOR;
}

/** A control id for a download: kind, reading id and the time, at most 20 characters. */
export function downloadControlId(kind: Hl7ReadingKind, id: number, now: Date, load = false): string {
  return `${load ? "L" : "R"}${KIND_CODE[kind]}${id}T${Math.floor(now.getTime() / 1000).toString(36).toUpperCase()}`.slice(0, 20);
}
export const KIND_CODE: Record<Hl7ReadingKind, string> = { BI: "BI", PRO: "PRO", CHE_STERILIZER: "CS", CHE_WASHER: "CW" };
