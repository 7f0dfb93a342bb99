// Boundary validation of the agent's messages. The API is new, so it is strict about JSON
// types (a position is a JSON integer, not "3"); unknown fields are ignored so that newer
// agents can add some. Every problem of a message is collected and answered at once as a
// validation problem (title + errors map keyed by the field's JSON path, e.g.
// "result.resultAt"); nothing is written.
import { Checker } from "../validation/checker";
import { REQUIRED, ValidationError } from "../domain/errors";
import { INT_MAX } from "../validation/wire";
import { BI_RESULT_NAMES, normalGtin, type BiResultName } from "./rules";

export type AgentKind = "BI" | "PRO";
/** Clocks of the agent's PC and the server may differ a little; further ahead is refused. */
export const FUTURE_TOLERANCE_MS = 5 * 60_000;
const EARLIEST = Date.UTC(2000, 0, 1);
const ISO_WITH_ZONE = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export const MESSAGES = {
  string: "The value must be a string.",
  integer: "The value must be a whole number.",
  number: "The value must be a number.",
  boolean: "The value must be true or false.",
  object: "The value must be an object.",
  dateTime: "The value must be an ISO 8601 date-time with a time zone, e.g. 2026-03-01T10:20:00Z.",
  future: "The time is more than 5 minutes in the future.",
  tooOld: "The time is before the year 2000.",
} as const;

type Json = Record<string, unknown>;
const isObject = (v: unknown): v is Json => typeof v === "object" && v !== null && !Array.isArray(v);

/** Reads typed fields off one JSON object, recording problems under `prefix.field`. */
class Fields {
  constructor(
    readonly c: Checker,
    readonly obj: Json,
    readonly prefix = "",
    readonly now = new Date(),
  ) {}

  path(name: string): string {
    return this.prefix ? `${this.prefix}.${name}` : name;
  }
  has(name: string): boolean {
    return this.obj[name] !== undefined && this.obj[name] !== null;
  }
  private missing(name: string, required: boolean): boolean {
    if (this.has(name)) return false;
    if (required) this.c.add(this.path(name), REQUIRED);
    return true;
  }

  string(name: string, opts: { required?: boolean; max?: number; pattern?: RegExp; patternMessage?: string } = {}): string | null {
    if (this.missing(name, !!opts.required)) return null;
    const v = this.obj[name];
    if (typeof v !== "string") return void this.c.add(this.path(name), MESSAGES.string), null;
    const s = v.trim();
    if (!s) return void (opts.required && this.c.add(this.path(name), REQUIRED)), null;
    if (opts.max && s.length > opts.max) return void this.c.add(this.path(name), `The field must be at most ${opts.max} characters.`), null;
    if (opts.pattern && !opts.pattern.test(s)) return void this.c.add(this.path(name), opts.patternMessage ?? "The value has a wrong format."), null;
    return s;
  }

  integer(name: string, opts: { required?: boolean; min?: number; max?: number } = {}): number | null {
    if (this.missing(name, !!opts.required)) return null;
    const v = this.obj[name];
    if (typeof v !== "number" || !Number.isSafeInteger(v)) return void this.c.add(this.path(name), MESSAGES.integer), null;
    if (opts.min !== undefined && v < opts.min) return void this.c.add(this.path(name), `The value must be at least ${opts.min}.`), null;
    if (opts.max !== undefined && v > opts.max) return void this.c.add(this.path(name), `The value must be at most ${opts.max}.`), null;
    return v;
  }

  number(name: string, opts: { required?: boolean; min?: number; max?: number } = {}): number | null {
    if (this.missing(name, !!opts.required)) return null;
    const v = this.obj[name];
    if (typeof v !== "number" || !Number.isFinite(v)) return void this.c.add(this.path(name), MESSAGES.number), null;
    if (opts.min !== undefined && v < opts.min) return void this.c.add(this.path(name), `The value must be at least ${opts.min}.`), null;
    if (opts.max !== undefined && v > opts.max) return void this.c.add(this.path(name), `The value must be at most ${opts.max}.`), null;
    return v;
  }

  boolean(name: string, opts: { required?: boolean } = {}): boolean | null {
    if (this.missing(name, !!opts.required)) return null;
    const v = this.obj[name];
    if (typeof v !== "boolean") return void this.c.add(this.path(name), MESSAGES.boolean), null;
    return v;
  }

  oneOf<T extends string>(name: string, values: readonly T[], opts: { required?: boolean } = {}): T | null {
    const s = this.string(name, opts);
    if (s === null) return null;
    if (!values.includes(s as T)) return void this.c.add(this.path(name), `The value must be one of: ${values.join(", ")}.`), null;
    return s as T;
  }

  /** An ISO 8601 date-time with a time zone, not in the future beyond the clock tolerance. */
  dateTime(name: string, opts: { required?: boolean } = {}): Date | null {
    const s = this.string(name, { ...opts, pattern: ISO_WITH_ZONE, patternMessage: MESSAGES.dateTime });
    if (s === null) return null;
    const t = new Date(s);
    if (Number.isNaN(t.getTime())) return void this.c.add(this.path(name), MESSAGES.dateTime), null;
    if (t.getTime() > this.now.getTime() + FUTURE_TOLERANCE_MS) return void this.c.add(this.path(name), MESSAGES.future), null;
    if (t.getTime() < EARLIEST) return void this.c.add(this.path(name), MESSAGES.tooOld), null;
    return t;
  }

  object(name: string, opts: { required?: boolean } = {}): Fields | null {
    if (this.missing(name, !!opts.required)) return null;
    const v = this.obj[name];
    if (!isObject(v)) return void this.c.add(this.path(name), MESSAGES.object), null;
    return new Fields(this.c, v, this.path(name), this.now);
  }
}

/** The body as a JSON object (the router already refuses malformed JSON and scalars). */
function start(body: unknown, now: Date): Fields {
  if (!isObject(body)) throw new ValidationError({ body: ["The request body must be a JSON object."] });
  return new Fields(new Checker(), body, "", now);
}
function done<T>(f: Fields, value: T): T {
  f.c.throwIfAny();
  return value;
}

/** Incubator serial numbers as the device reports them (case-sensitive). */
const SERIAL = { required: true, max: 64, pattern: /^[\x21-\x7e]+$/, patternMessage: "The serial number must be printable characters without spaces." };
const HEX4 = { required: true, pattern: /^[0-9a-f]{4}$/i, patternMessage: "The value must be 4 hexadecimal digits." };
const UUID = { required: true, pattern: /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, patternMessage: "The value must be a UUID." };

export type Connection = { vid: string; pid: string } | { uuid: string };
export interface AnnounceInput {
  serialNumber: string;
  model: string;
  connection: Connection;
  name: string | null;
}

export function parseAnnounce(body: unknown, now = new Date()): AnnounceInput {
  const f = start(body, now);
  const serialNumber = f.string("serialNumber", SERIAL);
  const model = f.string("model", { required: true, max: 100 });
  const name = f.string("name", { max: 80 });
  const conn = f.object("connection", { required: true });
  let connection: Connection | null = null;
  if (conn) {
    if (conn.has("uuid") && !conn.has("vid") && !conn.has("pid")) {
      const uuid = conn.string("uuid", UUID);
      if (uuid) connection = { uuid: uuid.toLowerCase() };
    } else if (conn.has("vid") || conn.has("pid")) {
      const vid = conn.string("vid", HEX4);
      const pid = conn.string("pid", HEX4);
      if (vid && pid) connection = { vid: vid.toUpperCase(), pid: pid.toUpperCase() };
      if (conn.has("uuid")) f.c.add(conn.path("uuid"), "Send either vid and pid (USB) or uuid (Bluetooth), not both.");
    } else {
      f.c.add(conn.path("vid"), REQUIRED).add(conn.path("pid"), REQUIRED).add(conn.path("uuid"), "Send vid and pid (USB) or uuid (Bluetooth).");
    }
  }
  return done(f, { serialNumber: serialNumber!, model: model!, connection: connection!, name });
}

export interface ConnectInput {
  at: Date;
}
/** connect / disconnect: an optional time of the event (default: now). */
export function parseConnect(body: unknown, now = new Date()): ConnectInput {
  const f = start(body, now);
  const at = f.dateTime("at");
  return done(f, { at: at ?? now });
}

export interface StatusInput {
  temperature: number | null;
  temperatureOk: boolean;
  at: Date;
}
export function parseStatus(body: unknown, now = new Date()): StatusInput {
  const f = start(body, now);
  const temperature = f.number("temperature", { min: -50, max: 200 });
  const temperatureOk = f.boolean("temperatureOk", { required: true });
  const at = f.dateTime("at");
  return done(f, { temperature, temperatureOk: temperatureOk!, at: at ?? now });
}

export type ProductRef = { gtin: string } | { productId: number };
export interface IncubationInput {
  serialNumber: string;
  position: number;
  kind: AgentKind;
  programIndex: number;
  startedAt: Date;
  product: ProductRef | null;
  lot: string | null;
  /** The lot's expiry (a date, GS1 AI 17), when the agent read it from the vial's code. */
  expirationDate: Date | null;
  /** The machine that processed the load (BI: sterilizer or disinfector; PRO: washer), when the agent knows it. */
  machine: { column: "sterilizerId" | "disinfectorId" | "washerId"; id: number } | null;
  messageId: string | null;
}

const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

export function parseIncubation(body: unknown, now = new Date()): IncubationInput {
  const f = start(body, now);
  const serialNumber = f.string("serialNumber", SERIAL);
  const position = f.integer("position", { required: true, min: 1, max: 999 });
  const kind = f.oneOf("kind", ["BI", "PRO"] as const, { required: true });
  const programIndex = f.integer("programIndex", { required: true, min: 0, max: 999 });
  const startedAt = f.dateTime("startedAt", { required: true });
  const lot = f.string("lot", { max: 40 });
  const messageId = f.string("messageId", { max: 100 });
  let product: ProductRef | null = null;
  const p = f.object("product");
  if (p) {
    if (p.has("gtin") === p.has("productId")) f.c.add(p.path("gtin"), "Send either gtin or productId.");
    else if (p.has("gtin")) {
      const code = p.string("gtin", { required: true, pattern: /^\d{8,14}$/, patternMessage: "The GTIN must be 8, 12, 13 or 14 digits." });
      const gtin = code ? normalGtin(code) : null;
      if (code && !gtin) f.c.add(p.path("gtin"), "The GTIN check digit is wrong.");
      if (gtin) product = { gtin };
    } else {
      const productId = p.integer("productId", { required: true, min: 1, max: INT_MAX });
      if (productId) product = { productId };
    }
  }
  // The lot's expiry date: a calendar day (2027-06-30), as printed on the box.
  const expiry = f.string("expirationDate", { pattern: DATE_ONLY, patternMessage: "The value must be a date, e.g. 2027-06-30." });
  let expirationDate: Date | null = null;
  if (expiry) {
    const d = new Date(`${expiry}T00:00:00Z`);
    if (Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== expiry || expiry < "1900-01-01" || expiry > "2999-12-31") f.c.add(f.path("expirationDate"), "The value must be a date between 1900-01-01 and 2999-12-31.");
    else expirationDate = d;
  }
  // At most one machine, of the incubation's kind: a BI names a sterilizer or a disinfector, a protein test a washer.
  const named = (["sterilizerId", "disinfectorId", "washerId"] as const).filter((c) => f.has(c));
  let machine: IncubationInput["machine"] = null;
  for (const column of named) {
    const id = f.integer(column, { min: 1, max: INT_MAX });
    if (id === null) continue;
    if (kind && (column === "washerId") !== (kind === "PRO")) f.c.add(f.path(column), kind === "PRO" ? "A protein incubation names a washer (washerId)." : "A BI incubation names a sterilizer or a disinfector (sterilizerId, disinfectorId).");
    else if (machine) f.c.add(f.path(column), "Name one machine.");
    else machine = { column, id };
  }
  return done(f, { serialNumber: serialNumber!, position: position!, kind: kind!, programIndex: programIndex!, startedAt: startedAt!, product, lot: lot?.toUpperCase() ?? null, expirationDate, machine, messageId });
}

/** Which incubation a result is for: the same serial, position and start time as its start. */
export interface ResultRef {
  serialNumber: string;
  position: number;
  startedAt: Date;
  /** Optional: limits the search to one kind. */
  kind: AgentKind | null;
  messageId: string | null;
}
export interface BiResultInput {
  result: BiResultName | null;
  fluorescence: number | null;
  averageTemperature: number | null;
  resultAt: Date;
}
export interface ProResultInput {
  quantitativeResult: number;
  visualResult: number | null;
  averageTemperature: number | null;
  resultAt: Date;
}

/**
 * First step of a result: the reference and the result's time. The kind-specific fields are
 * read by `parseBiResult` / `parseProResult` once the incubation (and so its kind) is known.
 */
export function parseResultRef(body: unknown, now = new Date()): { ref: ResultRef; result: Json; resultAt: Date } {
  const f = start(body, now);
  const serialNumber = f.string("serialNumber", SERIAL);
  const position = f.integer("position", { required: true, min: 1, max: 999 });
  const startedAt = f.dateTime("startedAt", { required: true });
  const kind = f.oneOf("kind", ["BI", "PRO"] as const);
  const messageId = f.string("messageId", { max: 100 });
  const r = f.object("result", { required: true });
  const resultAt = r?.dateTime("resultAt", { required: true }) ?? null;
  if (resultAt && startedAt && resultAt.getTime() < startedAt.getTime()) f.c.add(r!.path("resultAt"), OUT_OF_ORDER);
  return done(f, { ref: { serialNumber: serialNumber!, position: position!, startedAt: startedAt!, kind, messageId }, result: r?.obj ?? {}, resultAt: resultAt! });
}

const TEMPERATURE = { min: -50, max: 200 };
export const OUT_OF_ORDER = "The result time is before the incubation started (out of order).";

/** A BI result: `result` and/or `fluorescence` (see rules.FLUORESCENCE_POSITIVE_RFU). */
export function parseBiResult(result: Json, resultAt: Date): BiResultInput {
  const f = new Fields(new Checker(), result, "result");
  const name = f.oneOf("result", BI_RESULT_NAMES);
  const fluorescence = f.number("fluorescence", { min: 0, max: 1e7 });
  const averageTemperature = f.number("averageTemperature", TEMPERATURE);
  if (!f.has("result") && !f.has("fluorescence")) f.c.add(f.path("result"), "Send the result, the fluorescence, or both.");
  return done(f, { result: name, fluorescence, averageTemperature, resultAt });
}

/** A protein result: the amount in micrograms, optionally a visual code and the temperature. */
export function parseProResult(result: Json, resultAt: Date): ProResultInput {
  const f = new Fields(new Checker(), result, "result");
  const quantitativeResult = f.number("quantitativeResult", { required: true, min: 0, max: 1e6 });
  const visualResult = f.integer("visualResult", { min: 1, max: 2 }); // 1 clean, 2 soiled (GetVisualResultsPRO)
  const averageTemperature = f.number("averageTemperature", TEMPERATURE);
  return done(f, { quantitativeResult: quantitativeResult!, visualResult, averageTemperature, resultAt });
}
