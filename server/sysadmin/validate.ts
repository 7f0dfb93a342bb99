// The values of a record, checked against its description: kinds, required and conditional
// fields, lengths, patterns, ranges, static options and each field's own check. Both doors
// hand the values here already typed (GraphQL by its input types, REST by the wire types of
// ./rest.ts, the generic screen's text values by parseText); rules that read other rows
// (uniqueness, references) are the service's.
import { REQUIRED, ValidationError, type FieldErrors } from "../domain/errors";
import { applies, textIn, type EntityDescription, type FieldDescription } from "./describe";

export type Values = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The fields a form writes: not computed, not the log's own. */
export const writable = (e: EntityDescription) => e.fields.filter((f) => !f.readOnly);

const blank = (v: unknown) => v === undefined || v === null || (typeof v === "string" && v.trim() === "");

/** Messages that name a bound, in the product's words (spec 002 section 5). */
const MESSAGES = {
  kind: { text: "The value must be a string.", email: "The value must be a string.", integer: "The value must be a whole number.", decimal: "ValueMustBeNumber", boolean: "The value must be true or false.", select: "Choose one of the options.", datetime: "The value must be a date." },
  email: "Enter a valid email address.",
  maxLength: (n: number) => `The field must be at most ${n} characters.`,
  less: (n: number) => `value must be less than ${n}`,
  bigger: (n: number) => `value must be bigger than ${n}`,
  option: "Choose one of the options.",
};

/**
 * The record's values as stored: text trimmed, fields whose condition does not hold emptied,
 * create-only fields left out of updates. Throws one ValidationError with every problem.
 */
export function checkValues(e: EntityDescription, input: Values, mode: "create" | "update", languageCode: string | null): Values {
  const errors: FieldErrors = {};
  const out: Values = {};
  const fail = (f: FieldDescription, message: string) => (errors[f.name] ??= []).push(message);
  for (const f of writable(e)) {
    if (mode === "update" && f.createOnly) continue;
    let v = input[f.name];
    if (typeof v === "string") v = v.trim();
    if (!applies(f, input) || blank(v)) {
      if (applies(f, input) && f.required) fail(f, REQUIRED);
      out[f.name] = f.kind === "boolean" ? false : null;
      continue;
    }
    const problem = kindProblem(f, v);
    if (problem) {
      fail(f, problem);
      continue;
    }
    if (typeof v === "string" && f.maxLength && v.length > f.maxLength) fail(f, MESSAGES.maxLength(f.maxLength));
    else if (typeof v === "string" && f.pattern && !f.pattern.regex.test(v)) fail(f, textIn(f.pattern.message, languageCode));
    else if (typeof v === "number" && f.max !== undefined && v > f.max) fail(f, MESSAGES.less(f.max));
    else if (typeof v === "number" && f.min !== undefined && v < f.min) fail(f, MESSAGES.bigger(f.min));
    else if (f.options && "static" in f.options && !f.options.static.some((o) => o.value === v)) fail(f, MESSAGES.option);
    else {
      const broken = f.check?.(v, input);
      if (broken) fail(f, textIn(broken, languageCode));
    }
    out[f.name] = v;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}

function kindProblem(f: FieldDescription, v: unknown): string | null {
  switch (f.kind) {
    case "text":
      return typeof v === "string" ? null : MESSAGES.kind.text;
    case "email":
      return typeof v !== "string" ? MESSAGES.kind.email : EMAIL.test(v) ? null : MESSAGES.email;
    case "integer":
    case "select":
      return typeof v === "number" && Number.isSafeInteger(v) ? null : MESSAGES.kind[f.kind];
    case "decimal":
      return typeof v === "number" && Number.isFinite(v) ? null : MESSAGES.kind.decimal;
    case "boolean":
      return typeof v === "boolean" ? null : MESSAGES.kind.boolean;
    default:
      return MESSAGES.kind.datetime;
  }
}

const WHOLE = /^[+-]?\d{1,15}$/;
const DECIMAL = /^[+-]?(\d+(\.\d*)?|\.\d+)$/;

/**
 * The generic screen's values arrive as text (one input type for every entity): each is read
 * by its field's kind, strictly: "12" is a whole number, "1.5" a decimal, "true"/"false" a
 * flag; anything else is the field's error, never a guess. Unknown field names are refused.
 */
export function parseText(e: EntityDescription, values: readonly { field: string; value?: string | null }[]): Values {
  const errors: FieldErrors = {};
  const out: Values = {};
  const byName = new Map(e.fields.map((f) => [f.name, f]));
  for (const { field, value } of values) {
    const f = byName.get(field);
    if (!f || f.readOnly) {
      (errors[field] ??= []).push("This field does not exist on this record.");
      continue;
    }
    if (value === null || value === undefined || value.trim() === "") {
      out[field] = f.kind === "boolean" ? false : null;
      continue;
    }
    const v = value.trim();
    const parsed =
      f.kind === "integer" || f.kind === "select" ? (WHOLE.test(v) ? Number(v) : undefined) : f.kind === "decimal" ? (DECIMAL.test(v) ? Number(v) : undefined) : f.kind === "boolean" ? (v === "true" ? true : v === "false" ? false : undefined) : value;
    if (parsed === undefined) (errors[field] ??= []).push(MESSAGES.kind[f.kind]);
    else out[field] = parsed;
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return out;
}
