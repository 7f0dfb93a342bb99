// The description of a reading kind's form, for the screens: each editable field with its
// type, whether the company's security mode requires it, its limits and its coded options,
// plus the kind's result codes. The screens build their forms from it instead of keeping a
// copy of the rules (fields.ts, formRules.ts and enums.ts stay their only home).
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { requiredFields } from "../screens/required";
import type { Principal } from "../auth/principal";
import { COMPANY_ADMIN } from "../auth/scopes";
import { FIELDS, MACHINE_FIELDS, SCREEN_OF, type FieldType } from "./fields";
import { FORM_RULES, type Condition, type FieldRule } from "./formRules";
import { RESULTS, VISUAL_RESULTS } from "./enums";

export interface CodedOption {
  code: number;
  description: string;
}
export interface FormField {
  /** The field's name in the GraphQL input (the column). */
  name: string;
  type: FieldType;
  /** The company's security mode makes it required (before the form rules of required.ts). */
  required: boolean;
  /** Still editable on historical/saved readings. */
  final: boolean;
  maxLength: number | null;
  min: number | null;
  max: number | null;
  options: CodedOption[] | null;
  /** Its form rules (formRules.ts). */
  appliesWhen: readonly Condition[];
  shownWhen: readonly Condition[];
  requiredWhen: readonly Condition[];
  optionalWhen: readonly Condition[];
}

/** A field's rules with every list present (none: the field always applies, is always shown...). */
const rulesOf = (rule: FieldRule = {}) => ({ appliesWhen: rule.appliesWhen ?? [], shownWhen: rule.shownWhen ?? [], requiredWhen: rule.requiredWhen ?? [], optionalWhen: rule.optionalWhen ?? [] });

const coded = (o: Record<number, string>): CodedOption[] => Object.entries(o).map(([code, description]) => ({ code: Number(code), description }));

export async function readingForm(ctx: ServiceContext, kind: ReadingKind) {
  const required = new Set((await requiredFields(ctx, SCREEN_OF[kind])).map((o) => o.name));
  const fields: FormField[] = FIELDS[kind].map((d) => ({
    name: d.column,
    type: d.type,
    required: !!d.object && required.has(d.object),
    final: d.final === true,
    maxLength: d.max ?? null,
    min: d.range?.min ?? null,
    max: d.range?.max ?? null,
    options: d.codes ? coded(d.codes) : null,
    ...rulesOf(FORM_RULES[kind][d.column]),
  }));
  return { kind, fields, results: coded(RESULTS[kind]), visualResults: coded(VISUAL_RESULTS[kind]), massiveLocked: massiveLocked(ctx.principal!) };
}

/** The fields a user may not change in a massive edit: company administrators leave the machines alone. */
export function massiveLocked(principal: Principal): string[] {
  return principal.userType === COMPANY_ADMIN ? [...MACHINE_FIELDS] : [];
}
