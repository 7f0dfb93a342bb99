// What a system parameter's new value must be, by its field type (./catalogue.ts): the value
// as it will be stored, or a ValidationError whose title is the message in the caller's
// language (also under `value`, where the screen shows it). Limits: ./catalogue.ts.
import type { SysParameter } from "../db/generated/client";
import { REQUIRED, ValidationError } from "../domain/errors";
import { FIELD, limitsOf, type Limits } from "./catalogue";

export type Option = { value: string; label: string };
/** Interface texts of the caller's language: key, {{values}}, the text when the key has none. */
export type Translator = (key: string, values?: Record<string, string | number>, fallback?: string) => string;

function refuse(message: string): never {
  throw new ValidationError({ value: [message] }, message);
}

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const CONTROL = /[\u0000-\u001f\u007f]/;
const NUMERIC: number[] = [FIELD.number, FIELD.float, FIELD.float2, FIELD.language];

function inRange(t: Translator, n: number, limits: Limits): number {
  if (limits.max !== undefined && n > limits.max) refuse(`${t("value must be less than")} ${limits.max}`);
  if (limits.min !== undefined && n < limits.min) refuse(`${t("value must be bigger than")} ${limits.min}`);
  return n;
}

/** A number written plainly ("12", "3.5" or "3,5"), with at most `decimals` decimals. */
function plainNumber(t: Translator, value: string, decimals: number): number {
  const m = /^([+-]?\d+)(?:[.,](\d+))?$/.exec(value);
  if (!m) refuse(t(decimals === 0 ? "sysParameters.wholeNumber" : "ValueMustBeNumber"));
  if ((m[2]?.length ?? 0) > decimals) refuse(decimals === 0 ? t("sysParameters.wholeNumber") : t("sysParameters.decimals", { count: decimals }));
  return Number(value.replace(",", "."));
}

/**
 * The value as it will be stored, or the field's message. Numbers may come as JSON numbers
 * for the numeric types only; a password is kept exactly as typed and may not be empty (it
 * stays unchanged: "Default" clears it explicitly).
 */
export async function checkValue(t: Translator, row: SysParameter, raw: unknown, offeredLanguages: () => Promise<Option[]>): Promise<string> {
  const limits = limitsOf(row);
  if (raw === null || raw === undefined) refuse(t(REQUIRED));
  const given = typeof raw === "number" && NUMERIC.includes(row.fieldType) && Number.isFinite(raw) ? String(raw) : raw;
  if (typeof given !== "string") refuse(t("sysParameters.mustBeText"));
  if (row.fieldType === FIELD.password) {
    if (given === "") refuse(t("sysParameters.passwordRequired"));
    if (given.length > limits.maxLength) refuse(t("sysParameters.maxLength", { max: limits.maxLength }));
    return given;
  }
  const value = given.trim();
  if (value === "") refuse(t(REQUIRED));
  if (value.length > limits.maxLength) refuse(t("sysParameters.maxLength", { max: limits.maxLength }));
  if (CONTROL.test(value)) refuse(t("sysParameters.controlCharacters"));
  switch (row.fieldType) {
    case FIELD.email:
      if (!EMAIL.test(value)) refuse(t("sysParameters.invalidEmail"));
      return value;
    case FIELD.number:
      return String(inRange(t, plainNumber(t, value, 0), limits));
    case FIELD.float:
      return String(inRange(t, plainNumber(t, value, 6), limits));
    case FIELD.float2:
      return inRange(t, plainNumber(t, value, 2), limits).toFixed(2);
    case FIELD.language: {
      if (!/^\d{1,9}$/.test(value)) refuse(t("sysParameters.languageNumeric"));
      const id = String(Number(value));
      if (!(await offeredLanguages()).some((o) => o.value === id)) refuse(t("sysParameters.languageNotOffered"));
      return id;
    }
    default:
      return value;
  }
}
