// The reading forms' rules as the server describes them (readingForm(kind): each field's
// appliesWhen / shownWhen / requiredWhen / optionalWhen conditions, its limits, whether the
// company requires it, and the fields the viewer may not change in a massive edit;
// server/readings/formRules.ts is their only home). This module evaluates them on the values
// being edited: it holds no rule of its own.
//
// A fact's values, for the rows being edited: the form's value when the form has that field
// (in a massive edit a blank value leaves the rows' own), else the chosen product's model's
// facts (productModelType, modelFields), else every row's ruleFacts — so in a massive edit a
// field shows when it applies to one of the readings.
import { isBlank } from "../../../components/fields/filters";
import type { FormValues } from "../../../components/form/fields";
import type { FormKind, FormRules, ReadingFieldDef } from "./readingFields";

export interface Condition {
  readonly fact: string;
  readonly in: readonly string[];
}

export interface Fact {
  readonly name: string;
  readonly values: readonly string[];
}

export interface ServerField {
  readonly name: string;
  readonly required: boolean;
  readonly maxLength: number | null | undefined;
  readonly appliesWhen: readonly Condition[];
  readonly shownWhen: readonly Condition[];
  readonly requiredWhen: readonly Condition[];
  readonly optionalWhen: readonly Condition[];
}

export interface ServerForm {
  readonly fields: readonly ServerField[];
  readonly massiveLocked: readonly string[];
}

/** A row being edited: what the rules look at on it. */
export interface RuleRow {
  readonly ruleFacts: readonly Fact[];
}

type Facts = (fact: string) => readonly string[];

function holds(conditions: readonly Condition[], facts: Facts, empty: boolean): boolean {
  if (!conditions.length) return empty;
  return conditions.every((c) => facts(c.fact).some((value) => c.in.includes(value)));
}

/** The facts of the rows being edited for these form values. */
export function formFacts(rows: readonly RuleRow[], values: FormValues, mode: FormKind, formFields: ReadonlySet<string>, productFacts: (productId: string) => readonly Fact[] | undefined): Facts {
  return (fact) => {
    if (formFields.has(fact)) {
      const value = values[fact];
      if (!isBlank(value)) return [String(value)];
      if (mode === "update") return [];
    }
    const productId = values.productId;
    const fromProduct = isBlank(productId) ? undefined : productFacts(String(productId))?.find((f) => f.name === fact);
    if (fromProduct) return fromProduct.values;
    return rows.flatMap((row) => row.ruleFacts.find((f) => f.name === fact)?.values ?? []);
  };
}

/** The form's fields with the server's length limits. */
export function withServerFields(fields: readonly ReadingFieldDef[], form: ServerForm | null): ReadingFieldDef[] {
  if (!form) return [...fields];
  const byName = new Map(form.fields.map((f) => [f.name, f]));
  return fields.map((field) => {
    const server = byName.get(field.name);
    return server ? { ...field, max: server.maxLength ?? field.max } : field;
  });
}

/**
 * The FormRules of the rows being edited: hidden when a field does not apply or is not shown,
 * required and optional by the conditions, locked in a massive edit where the viewer may not
 * change the field (with `lockedText` as the reason).
 */
export function serverRules(form: ServerForm | null, rows: readonly RuleRow[], formFields: readonly ReadingFieldDef[], productFacts: (productId: string) => readonly Fact[] | undefined, lockedText: string): FormRules {
  const names = new Set(formFields.map((f) => f.name));
  return (values, mode) => {
    if (!form) return {};
    const facts = formFacts(rows, values, mode, names, productFacts);
    const hidden: string[] = [];
    const required: string[] = [];
    const optional: string[] = [];
    for (const field of form.fields) {
      if (!holds(field.appliesWhen, facts, true) || !holds(field.shownWhen, facts, true)) hidden.push(field.name);
      else if (holds(field.optionalWhen, facts, false)) optional.push(field.name);
      else if (holds(field.requiredWhen, facts, false)) required.push(field.name);
    }
    const locked = mode === "massive" ? Object.fromEntries(form.massiveLocked.map((name) => [name, lockedText])) : {};
    return { hidden, required, optional, locked };
  };
}

/**
 * After a change, the values of the fields that stopped applying are cleared (a product of
 * the other family leaves no machine of the family left behind). Blank values stand for the
 * rows' own, as in a massive edit.
 */
export function clearNotApplying(form: ServerForm | null, rows: readonly RuleRow[], formFields: readonly ReadingFieldDef[], productFacts: (productId: string) => readonly Fact[] | undefined) {
  const names = new Set(formFields.map((f) => f.name));
  return (next: FormValues, previous: FormValues): FormValues | undefined => {
    if (!form) return undefined;
    const before = formFacts(rows, previous, "massive", names, productFacts);
    const after = formFacts(rows, next, "massive", names, productFacts);
    const cleared = form.fields.filter((f) => names.has(f.name) && !isBlank(next[f.name]) && holds(f.appliesWhen, before, true) && !holds(f.appliesWhen, after, true));
    return cleared.length ? { ...next, ...Object.fromEntries(cleared.map((f) => [f.name, ""])) } : undefined;
  };
}

/** Whether a field applies to one reading and is shown for it, by the reading's own facts (its detail). */
export function shownFor(form: ServerForm | null, row: RuleRow, name: string): boolean {
  const field = form?.fields.find((f) => f.name === name);
  if (!field) return true;
  const facts: Facts = (fact) => row.ruleFacts.find((f) => f.name === fact)?.values ?? [];
  return holds(field.appliesWhen, facts, true) && holds(field.shownWhen, facts, true);
}
