// Field descriptions of the reading forms and detail dialogs (spec 001 sections 3-5), and
// the pure rules that decide, for the values being edited, which fields show, which are
// required and which are locked. Screens describe their fields once (FieldDef plus the
// group they belong to) and give a `rules` function for what depends on the values
// (condition SCIB, product model type, modeId, chemical product models...).
import { isBlank } from "../../../components/fields/filters";
import { REQUIRED } from "../../../components/fields/validation";
import type { FieldDef, FormValues } from "../../../components/form/fields";

/** The groups of the reading dialogs, in display order. */
export type ReadingGroup = "product" | "process" | "other" | "incubation" | "analysis";
export const READING_GROUPS: readonly ReadingGroup[] = ["product", "process", "other", "incubation", "analysis"];

/** Interface-text keys of the group titles. */
export const GROUP_TITLES: Record<ReadingGroup, string> = {
  product: "readings.group.product",
  process: "readings.group.process",
  other: "readings.group.other",
  incubation: "readings.group.incubation",
  analysis: "readings.group.analysis",
};

export type ReadingFieldType = FieldDef["type"] | "textarea";

export interface ReadingFieldDef extends Omit<FieldDef, "type"> {
  type: ReadingFieldType;
  group: ReadingGroup;
  /** Offered in the massive-edit form (default true). */
  massive?: boolean;
  /** The scanner fills it: "product" (select of products), "lot" (text, upper-cased) or "expiry" (the lot's expiry date, GS1 AI 17). */
  scan?: "product" | "lot" | "expiry";
  /** Text input upper-cases what is typed (lots). */
  upperCase?: boolean;
  /** Under the field (e.g. a quick-create link); gets the current values. */
  caption?: string;
  /** Numbers: integers only. */
  integer?: boolean;
}

export type FormKind = "update" | "massive";

/** What the values being edited change in the form. */
export interface RuleResult {
  /** Fields not shown (and not sent, not validated). */
  hidden?: readonly string[];
  /** Required whatever the server says. */
  required?: readonly string[];
  /** Not required whatever the server says. */
  optional?: readonly string[];
  /** Shown but locked, with the reason shown as the field's tooltip and caption. */
  locked?: Readonly<Record<string, string>>;
  /** Groups not shown at all (e.g. Process with condition SCIB 2). */
  hiddenGroups?: readonly ReadingGroup[];
}

export type FormRules = (values: FormValues, mode: FormKind) => RuleResult;

export const noRules: FormRules = () => ({});

export interface ResolvedForm {
  visible: ReadingFieldDef[];
  required: Set<string>;
  locked: Record<string, string>;
}

/** The fields shown for these values, the required ones and the locked ones. */
export function resolveForm(fields: readonly ReadingFieldDef[], values: FormValues, mode: FormKind, serverRequired: ReadonlySet<string>, rules: FormRules = noRules): ResolvedForm {
  const rule = rules(values, mode);
  const hidden = new Set(rule.hidden ?? []);
  const hiddenGroups = new Set(rule.hiddenGroups ?? []);
  const visible = fields.filter((f) => !hidden.has(f.name) && !hiddenGroups.has(f.group) && !f.detailOnly && (mode === "update" ? !f.newOnly : f.massive !== false));
  const locked = { ...(rule.locked ?? {}) };
  const required = new Set<string>();
  if (mode === "update") {
    const optional = new Set(rule.optional ?? []);
    for (const field of visible) {
      const byServer = !field.notSecurable && serverRequired.has((field.object ?? field.name).toLowerCase());
      if ((field.required || byServer || rule.required?.includes(field.name)) && !optional.has(field.name)) required.add(field.name);
    }
  }
  return { visible, required, locked };
}

/** 'This field is required' under each blank required field (shown, not locked). */
export function validateReading(resolved: ResolvedForm, values: FormValues): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const field of resolved.visible) {
    if (field.type === "checkbox" || resolved.locked[field.name] !== undefined) continue;
    const disabled = typeof field.disabled === "function" ? field.disabled("update") : field.disabled;
    if (disabled) continue;
    if (resolved.required.has(field.name) && isBlank(values[field.name])) errors[field.name] = REQUIRED;
  }
  return errors;
}

/**
 * The values to send: update mode sends every shown field (blank = cleared); massive mode
 * sends only the fields given a value (blank = unchanged). Locked fields are never sent.
 */
export function readingPayload(resolved: ResolvedForm, values: FormValues, mode: FormKind): FormValues {
  const payload: FormValues = {};
  for (const field of resolved.visible) {
    if (resolved.locked[field.name] !== undefined) continue;
    const disabled = typeof field.disabled === "function" ? field.disabled(mode === "update" ? "update" : "massive") : field.disabled;
    if (disabled) continue;
    const raw = values[field.name];
    const value = typeof raw === "string" ? raw.trim() : (raw ?? "");
    if (mode === "massive" && (value === "" || (field.type === "checkbox" && value === false))) continue;
    payload[field.name] = value;
  }
  return payload;
}

/** "" → null, numbers as numbers; for GraphQL inputs built from form values. */
export function toNumber(value: unknown): number | null {
  if (value === "" || value == null) return null;
  const n = Number(String(value).replace(",", "."));
  return Number.isFinite(n) ? n : null;
}

export function toText(value: unknown): string | null {
  if (value == null) return null;
  const s = String(value).trim();
  return s === "" ? null : s;
}

/** A value of a row as form text ("" for nothing). */
export function asValue(value: unknown): string {
  return value == null ? "" : String(value);
}
