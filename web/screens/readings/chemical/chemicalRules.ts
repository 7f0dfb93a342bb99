// The chemical reading forms' own pieces (spec 001 section 5, docs/readings-api.md); which
// fields apply and which a massive edit may not change is the server's (readingForm):
// - a sterilizer field that does not apply to the product model is hidden and cleared on
//   save; when the company requires it anyway, a default is filled so the reading can move on.
// - massive edit: users choose among the machines of the selected readings' sectors.
// - form values ⇄ GraphQL inputs (dates as UTC midnight, numbers, ids).
import type { FormValues } from "../../../components/form/fields";
import { toNumber, toText } from "../shared/readingFields";

/**
 * What is saved for a field the company requires but the reading's product model does not
 * have (spec 001 section 5: "if a required field is not applicable to the product model, a
 * default is filled"); which fields apply is the server's rule (readingForm, formRules.ts).
 */
export const NOT_APPLICABLE_DEFAULTS: Readonly<Record<string, string | number>> = {
  packageNumber: "N/A",
  concentration: 0,
  relativeDampness: 0,
};

/**
 * Values of the hidden fields that have a default, for a single save: the default when the
 * company requires the field (by its object name), else null (a value left from another
 * product is cleared).
 */
export function notApplicableValues(hidden: readonly string[], serverRequired: ReadonlySet<string>): Record<string, string | number | null> {
  const values: Record<string, string | number | null> = {};
  for (const field of hidden) if (field in NOT_APPLICABLE_DEFAULTS) values[field] = serverRequired.has(field.toLowerCase()) ? NOT_APPLICABLE_DEFAULTS[field]! : null;
  return values;
}

// ── Values ⇄ inputs ────────────────────────────────────────────────────────────────────

/** "2026-04-13T00:00:00.000Z" → "2026-04-13" (the date inputs' value). */
export function dateValue(value: unknown): string {
  if (value == null || value === "") return "";
  const text = String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : "";
}

/** "2026-04-13" → "2026-04-13T00:00:00.000Z" (null for nothing). */
export function dateInput(value: unknown): string | null {
  const text = toText(value);
  return text && /^\d{4}-\d{2}-\d{2}$/.test(text) ? `${text}T00:00:00.000Z` : null;
}

export type InputKind = "text" | "number" | "int" | "date";

/**
 * A GraphQL input from form values: each name of `payload` converted by its kind, blanks as
 * null (cleared). Massive payloads hold only the fields given a value (blank = unchanged).
 */
export function toInput(payload: FormValues, kinds: Readonly<Record<string, InputKind>>, rename: Readonly<Record<string, string>> = {}): Record<string, string | number | null> {
  const input: Record<string, string | number | null> = {};
  for (const [name, raw] of Object.entries(payload)) {
    const kind = kinds[name];
    if (!kind) continue;
    const key = rename[name] ?? name;
    if (kind === "date") input[key] = dateInput(raw);
    else if (kind === "int") {
      const n = toNumber(raw);
      input[key] = n === null ? null : Math.trunc(n);
    } else if (kind === "number") input[key] = toNumber(raw);
    else input[key] = toText(raw);
  }
  return input;
}

/** The sectors of the rows, for the massive machine choice. */
export function sectorsOf<Row extends { sectorName: string }>(rows: readonly Row[]): Set<string> {
  return new Set(rows.map((row) => row.sectorName));
}
