// The form rules of each reading kind (spec 001 section 5), as data: when a field applies,
// when the screen shows it, when it is required whatever the security mode says and when it
// is not required whatever the security mode says. The server checks moves with them
// (required.ts); the screens get the same data from readingForm(kind) and evaluate it on the
// values being edited, so no rule is copied into the client.
//
// A condition holds when one of the fact's values is among `in`. The facts of a reading are
// its own field values (conditionSCIB, modeId...) and what its product model says:
// productModelType (for a BI reading without product, its family: 4 disinfection, else 0) and
// modelFields (the chemical sterilizer fields the model has).
import type { ReadingKind } from "../db/generated/client";
import { BI_PROCESS_GROUP, modelFieldsOf } from "./fields";

export interface Condition {
  fact: string;
  in: readonly string[];
}

export interface FieldRule {
  /** The field belongs to the reading only when these hold: otherwise hidden and never required. */
  appliesWhen?: readonly Condition[];
  /** The screens show it only when these hold (what the server requires is unchanged). */
  shownWhen?: readonly Condition[];
  /** Required (when it applies) whenever these hold, whatever the security mode. */
  requiredWhen?: readonly Condition[];
  /** Not required whenever these hold, whatever the security mode. */
  optionalWhen?: readonly Condition[];
}

const when = (fact: string, ...values: (string | number)[]): Condition => ({ fact, in: values.map(String) });

const SCIB_PROCESSED = when("conditionSCIB", 1);
const SCIB_POSITIVE_CONTROL = when("conditionSCIB", 2);
const STERILISATION = when("productModelType", 0);
const DISINFECTION = when("productModelType", 4);
const ENDOSCOPE = when("productModelType", 3);

/** The Process group: shown with condition SCIB 1, not asked with 2. */
const PROCESS: FieldRule = { shownWhen: [SCIB_PROCESSED], optionalWhen: [SCIB_POSITIVE_CONTROL] };
/** What condition SCIB 1 makes required. */
const PROCESS_REQUIRED: FieldRule = { ...PROCESS, requiredWhen: [SCIB_PROCESSED] };

export const FORM_RULES: Record<ReadingKind, Readonly<Record<string, FieldRule>>> = {
  BI: {
    ...Object.fromEntries(BI_PROCESS_GROUP.map((column) => [column, PROCESS])),
    cycle: PROCESS_REQUIRED,
    programNumber: PROCESS_REQUIRED,
    sterilizerId: { ...PROCESS_REQUIRED, appliesWhen: [STERILISATION] },
    exposureMinutes: { ...PROCESS, appliesWhen: [STERILISATION] },
    disinfectorId: { ...PROCESS_REQUIRED, appliesWhen: [DISINFECTION] },
    roomId: { appliesWhen: [DISINFECTION] },
    roomVolume: { appliesWhen: [DISINFECTION] },
    peroxideConcentration: { appliesWhen: [DISINFECTION] },
  },
  PRO: {
    // The tool is recorded in working mode 0 only; length and diameter for endoscope tests.
    tool: { appliesWhen: [when("modeId", 0)] },
    length: { appliesWhen: [ENDOSCOPE] },
    diameter: { appliesWhen: [ENDOSCOPE] },
  },
  CHE_STERILIZER: {
    packageNumber: { appliesWhen: [when("modelFields", "packageNumber")] },
    concentration: { appliesWhen: [when("modelFields", "concentration")] },
    relativeDampness: { appliesWhen: [when("modelFields", "relativeDampness")] },
  },
  CHE_WASHER: {},
};

/** The facts a kind's rules look at, in a stable order. */
export function factNames(kind: ReadingKind): string[] {
  const names = Object.values(FORM_RULES[kind]).flatMap((rule) => [rule.appliesWhen, rule.shownWhen, rule.requiredWhen, rule.optionalWhen].flatMap((c) => c ?? []).map((c) => c.fact));
  return [...new Set(names)].sort();
}

/** A reading's values as the rules see them (the product model of its product, maybe just chosen). */
export interface RuleValues extends Record<string, unknown> {
  disinfection?: boolean | null;
  productModel?: { type: number; name: string } | null;
}

export type Facts = (fact: string) => readonly string[];

/** The facts of one reading. */
export function factsOf(kind: ReadingKind, r: RuleValues): Facts {
  return (fact) => {
    if (fact === "productModelType") {
      const type = r.productModel ? r.productModel.type : kind === "BI" ? (r.disinfection ? 4 : 0) : null;
      return type === null ? [] : [String(type)];
    }
    if (fact === "modelFields") return modelFieldsOf(r.productModel?.name);
    const value = r[fact];
    return value === null || value === undefined || value === "" ? [] : [String(value)];
  };
}

/** Whether every condition holds (`empty` when there are none). */
export function holds(conditions: readonly Condition[] | undefined, facts: Facts, empty = true): boolean {
  if (!conditions?.length) return empty;
  return conditions.every((c) => facts(c.fact).some((value) => c.in.includes(value)));
}

/** The facts of a reading that its kind's rules look at, for the screens (Reading.ruleFacts). */
export function ruleFacts(kind: ReadingKind, r: RuleValues): { name: string; values: string[] }[] {
  const facts = factsOf(kind, r);
  return factNames(kind).map((name) => ({ name, values: [...facts(name)] }));
}

/** What a product model says to the rules (Product.productModel.ruleFacts). */
export function productModelFacts(model: { type: number; name: string }): { name: string; values: string[] }[] {
  return [
    { name: "productModelType", values: [String(model.type)] },
    { name: "modelFields", values: modelFieldsOf(model.name) },
  ];
}
