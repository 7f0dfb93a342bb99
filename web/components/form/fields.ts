// Forms described by data (spec 000 section 5, spec 001 section 5): each field names its
// kind, its label, and whether it applies to new records only, to updates only, is
// disabled, or is outside the server's required-field security (not securable).
// Required = the screen's own always-required fields, plus the objects the server lists
// for the screen (the requiredFields query) for securable fields.
import type { SelectOption } from "../fields/SelectField";
import { isBlank } from "../fields/filters";
import { REQUIRED } from "../fields/validation";

export type FieldType = "text" | "email" | "phone" | "number" | "select" | "checkbox" | "date";

/** new: creating; update: editing one; massive: editing many at once; detail: read only. */
export type FormMode = "new" | "update" | "massive" | "detail";

export type FieldValue = string | boolean;
export type FormValues = Record<string, FieldValue>;

export interface FieldDef {
  /** Key in the form values. */
  name: string;
  /** Interface-text key of the label; the screen's server label wins when it has one. */
  label: string;
  /** Object name in the screen's labels and required list (defaults to name). */
  object?: string;
  type: FieldType;
  /** Select options (labels already translated). */
  options?: readonly SelectOption[];
  /** Placeholder of a select. */
  placeholder?: string;
  newOnly?: boolean;
  /** Written when new only, yet part of the record: shown in the detail, left out of the edit form (a company administrator's e-mail). */
  fixedAfterNew?: boolean;
  updateOnly?: boolean;
  disabled?: boolean | ((mode: FormMode) => boolean);
  /** The server's required-field list never applies to it. */
  notSecurable?: boolean;
  /** Always required on this screen. */
  required?: boolean;
  /** Number fields: maximum (clamped with the 'ValueMustBeLessThan' message) and decimals. */
  max?: number;
  decimals?: boolean;
  /** Text fields: no input filter (e-mail addresses keep their characters). */
  unfiltered?: boolean;
  /** Shown read-only in the detail dialog only. */
  detailOnly?: boolean;
  /** Text for the detail dialog (e.g. an option label instead of its id). */
  detailText?: (values: FormValues) => string;
  /** Shown (and checked) only while this holds for the form's values (an incubator model's VID for type 1). */
  shownWhen?: (values: FormValues) => boolean;
  /** A rule of the value alone (a pattern, a range): the message when it breaks it. */
  check?: (value: FieldValue) => string | null;
}

/** Whether a field shows for the form's current values (conditional fields). */
export function fieldShown(field: FieldDef, values: FormValues): boolean {
  return !field.shownWhen || field.shownWhen(values);
}

export function fieldApplies(field: FieldDef, mode: FormMode): boolean {
  if (field.detailOnly) return mode === "detail";
  if (field.newOnly && mode !== "new") return false;
  if (field.fixedAfterNew && mode !== "new" && mode !== "detail") return false;
  if (field.updateOnly && mode !== "update" && mode !== "detail") return false;
  return true;
}

export function isFieldDisabled(field: FieldDef, mode: FormMode): boolean {
  return typeof field.disabled === "function" ? field.disabled(mode) : Boolean(field.disabled);
}

export function isFieldRequired(field: FieldDef, serverRequired: ReadonlySet<string>): boolean {
  if (field.required) return true;
  return !field.notSecurable && serverRequired.has((field.object ?? field.name).toLowerCase());
}

/** 'This field is required' for each blank required field that applies to the mode. */
export function validateForm(fields: readonly FieldDef[], values: FormValues, mode: FormMode, serverRequired: ReadonlySet<string>): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of fields) {
    if (!fieldApplies(field, mode) || !fieldShown(field, values) || isFieldDisabled(field, mode) || field.type === "checkbox") continue;
    if (isFieldRequired(field, serverRequired) && isBlank(values[field.name])) errors[field.name] = REQUIRED;
    else if (field.check && !isBlank(values[field.name])) {
      const broken = field.check(values[field.name]!);
      if (broken) errors[field.name] = broken;
    }
  }
  return errors;
}

/** The values of the fields that apply to the mode, text trimmed. */
export function formPayload(fields: readonly FieldDef[], values: FormValues, mode: FormMode): FormValues {
  const payload: FormValues = {};
  for (const field of fields) {
    if (!fieldApplies(field, mode) || field.detailOnly) continue;
    // A hidden conditional field is sent empty: its condition no longer holds.
    const value = fieldShown(field, values) ? values[field.name] : "";
    payload[field.name] = typeof value === "string" ? value.trim() : (value ?? "");
  }
  return payload;
}

export function emptyValues(fields: readonly FieldDef[]): FormValues {
  return Object.fromEntries(fields.map((f) => [f.name, f.type === "checkbox" ? false : ""]));
}
