// The description of a reading kind's form, for the screens: each editable field with its
// type, whether the company's security mode requires it, its limits and its coded options,
// plus the kind's result codes. The screens build their forms from it instead of keeping a
// copy of the rules (fields.ts, required.ts and enums.ts stay their only home).
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { requiredFields } from "../screens/required";
import { CONCENTRATION_MODELS, FIELDS, PACKAGE_NUMBER_MODELS, SCREEN_OF, type FieldType } from "./fields";
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
}

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
  }));
  return { kind, fields, results: coded(RESULTS[kind]), visualResults: coded(VISUAL_RESULTS[kind]) };
}

/** The chemical sterilizer fields that apply only to some product models. */
export const MODEL_FIELDS = ["packageNumber", "concentration", "relativeDampness"] as const;

/** Which of MODEL_FIELDS a product model has (spec 001 section 5); other kinds have none. */
export function modelFieldsOf(modelName: string | null | undefined): string[] {
  const name = (modelName ?? "").trim().toUpperCase();
  return [...(PACKAGE_NUMBER_MODELS.includes(name) ? ["packageNumber"] : []), ...(CONCENTRATION_MODELS.includes(name) ? ["concentration", "relativeDampness"] : [])];
}
