// Wire types of the REST door: one strict zod schema per operation, built from these small
// types, parses a body (c.body(schema)) or the URL's values (c.args(shape)) before the
// handler calls its service. A wrong JSON type is a 400 naming the field; nothing is ever
// converted by guesswork (an object is not "[object Object]", [7,8] is not 7.8).
//
// What each type accepts is exactly what the legacy clients send: JSON values of the right
// type, or the same value written as text (form fields and query strings are text: "12",
// "7,5", "true", "2026-03-01"). Absent and null pass through untouched: which fields are
// required, and the domain ranges, are the services' rules (both doors share them).
import { z } from "zod";
import { ValidationError, type FieldErrors } from "../domain/errors";

export const INT_MAX = 2147483647;

export const MESSAGES = {
  text: "The value must be a string.",
  integer: "The value must be a whole number.",
  number: "ValueMustBeNumber",
  boolean: "The value must be true or false.",
  object: "The value must be an object.",
  list: "The value must be a list.",
  date: "The value must be an ISO 8601 date, e.g. 2026-03-01 or 2026-03-01T10:20:00Z, between the years 1 and 9999.",
  maxLength: (max: number) => `The field must be at most ${max} characters.`,
  atMost: (max: number) => `The value must be less than or equal to ${max}.`,
  atLeast: (min: number) => `The value must be bigger than or equal to ${min}.`,
};

class Refusal {
  constructor(readonly message: string) {}
}

/**
 * A wire type from its parse function; absent and null values pass through untouched, and so
 * does empty text for the non-text types (an emptied form field: int("") was null before too).
 */
function wireType<T>(parse: (v: unknown) => T | Refusal, emptyIsNull = true) {
  return z.unknown().transform((v, ctx): T | null | undefined => {
    if (v === undefined || v === null) return v;
    if (emptyIsNull && typeof v === "string" && v.trim() === "") return null;
    const out = parse(v);
    if (!(out instanceof Refusal)) return out;
    ctx.issues.push({ code: "custom", message: out.message, input: v });
    return z.NEVER;
  });
}

/** Text, at most `max` characters (a sanity cap; the services hold the fields' own lengths). */
export const text = (max = 4000) => wireType((v) => (typeof v !== "string" ? new Refusal(MESSAGES.text) : v.length > max ? new Refusal(MESSAGES.maxLength(max)) : v), false);

const WHOLE = /^[+-]?\d{1,15}$/;
/**
 * A whole number within PostgreSQL's integer (a JSON integer or its digits as text). A
 * `message` (the legacy 'ValueMustBeNumber' of some screens) replaces the range messages too.
 */
export const integer = (opts: { min?: number; max?: number; message?: string } = {}) => {
  const { min = -INT_MAX - 1, max = INT_MAX, message } = opts;
  return wireType((v) => {
    const n = typeof v === "number" ? v : typeof v === "string" && WHOLE.test(v.trim()) ? Number(v) : NaN;
    if (!Number.isSafeInteger(n)) return new Refusal(message ?? MESSAGES.integer);
    return n < min ? new Refusal(message ?? MESSAGES.atLeast(min)) : n > max ? new Refusal(message ?? MESSAGES.atMost(max)) : n;
  });
};
/** A row id: 0 (none, for the legacy clients) up to PostgreSQL's integer maximum. */
export const id = () => integer({ min: 0 });

const DECIMAL = /^[+-]?(\d+([.,]\d*)?|[.,]\d+)$/;
/** A finite number (a JSON number, or text with a decimal point or comma: "7,5"). */
export const decimal = (message = MESSAGES.number) =>
  wireType((v) => {
    const n = typeof v === "number" ? v : typeof v === "string" && DECIMAL.test(v.trim()) ? Number(v.trim().replace(",", ".")) : NaN;
    return Number.isFinite(n) ? n : new Refusal(message);
  });

export const bool = () => wireType((v) => (typeof v === "boolean" ? v : v === "true" || v === "false" ? v === "true" : new Refusal(MESSAGES.boolean)));

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?)?$/i;
/**
 * An ISO 8601 date or date-time → Date. Only years 1..9999 (what PostgreSQL stores) and real
 * calendar days (2026-02-30 is refused, not rolled over into March).
 */
export function parseIsoDate(v: unknown): Date | null {
  if (typeof v !== "string") return null;
  const m = ISO_DATE.exec(v.trim());
  if (!m) return null;
  const [, y, mo, d, h = "0", mi = "0", s = "0"] = m;
  if (+y! < 1 || +mo! < 1 || +mo! > 12 || +d! < 1 || +h > 23 || +mi > 59 || +s > 59) return null;
  const day = new Date(Date.UTC(2000, +mo! - 1, +d!));
  day.setUTCFullYear(+y!);
  if (day.getUTCDate() !== +d!) return null;
  const date = new Date(m[4] === undefined ? `${y}-${mo}-${d}T00:00:00Z` : v.trim().replace(" ", "T"));
  return Number.isNaN(date.getTime()) || date.getUTCFullYear() < 1 || date.getUTCFullYear() > 9999 ? null : date;
}
/** An ISO 8601 date (see parseIsoDate); a Date the GraphQL door already parsed passes as it is. */
export const date = () => wireType((v) => (v instanceof Date && !Number.isNaN(v.getTime()) ? v : parseIsoDate(v) ?? new Refusal(MESSAGES.date)));

/** One of the given texts, matched without regard to case; answers the spelling of the list. */
export const oneOf = <T extends string>(values: readonly T[]) =>
  wireType((v) => (typeof v === "string" && values.find((x) => x.toLowerCase() === v.trim().toLowerCase())) || new Refusal(`The value must be one of: ${values.join(", ")}.`));

export const list = <T extends z.ZodType>(item: T, max = 1000) =>
  z.array(item, { error: MESSAGES.list }).max(max, { error: `Send at most ${max} items.` }).nullish();

/** Any JSON value, left to the service to read (a legacy field the service parses itself). */
export const raw = () => z.unknown();

type Shape = Record<string, z.ZodType>;
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const upperFirst = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/**
 * A JSON object of known fields. Each key is the field's name in error answers; the body may
 * spell it with the first letter in either case (name / Name, the legacy clients do both),
 * or as one of `aliases` (tried after those; an alias list naming the key itself is the whole
 * order of preference). Unknown fields are ignored: clients send whole rows.
 */
export function object<S extends Shape>(shape: S, aliases: Partial<Record<keyof S, string[]>> = {}) {
  const spell = (k: string, a: string[] = []) => (a.includes(k) ? a : [...new Set([k, lowerFirst(k), upperFirst(k), ...a])]);
  const names = Object.fromEntries(Object.keys(shape).map((k) => [k, spell(k, aliases[k])]));
  const pick = (v: unknown) => {
    if (!isRecord(v)) return v;
    const out: Record<string, unknown> = {};
    for (const [k, spellings] of Object.entries(names)) {
      const present = spellings.filter((s) => v[s] !== undefined);
      // `a ?? b` of the legacy handlers: the first spelling with a value, else a null one.
      out[k] = present.map((s) => v[s]).find((x) => x !== null) ?? (present.length ? null : undefined);
    }
    return out;
  };
  return z.preprocess(pick, z.object(shape, { error: MESSAGES.object }));
}

/**
 * A row that may come bare or wrapped ({ Sector: {...}, UserLogged }): the wrapper's other
 * fields (a ForcedDelete beside the row) fill what the row itself lacks.
 */
export function wrapped<S extends Shape>(key: string, shape: S, aliases: Partial<Record<keyof S, string[]>> = {}) {
  const inner = object(shape, aliases);
  return z.preprocess((v) => {
    if (!isRecord(v)) return v;
    const row = v[key] ?? v[key.toLowerCase()] ?? v[lowerFirst(key)];
    return isRecord(row) ? { ...v, ...row } : row === undefined || row === null ? v : row;
  }, inner);
}

/** Parses `value` or throws one ValidationError listing every field's problem. */
export function parseWire<T extends z.ZodType>(schema: T, value: unknown, prefix = ""): z.output<T> {
  const r = schema.safeParse(value);
  if (r.success) return r.data;
  const errors: FieldErrors = {};
  for (const issue of r.error.issues) {
    const path = issue.path.reduce<string>((p, k) => (typeof k === "number" ? `${p}[${k}]` : p ? `${p}.${String(k)}` : String(k)), prefix);
    (errors[path || "body"] ??= []).push(issue.message);
  }
  throw new ValidationError(errors);
}

export type Wire<T extends z.ZodType> = z.output<T>;
export { z };
