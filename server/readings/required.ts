// Which fields a reading must have before it leaves the provisional screens (to historical,
// confirm and save, measure association): the screen's objects required by the company's
// security mode, then the kind's form rules (formRules.ts: condition SCIB, product family,
// working mode, chemical product models).
import type { ReadingKind } from "../db/generated/client";
import { FIELDS } from "./fields";
import { factsOf, FORM_RULES, holds, type RuleValues } from "./formRules";

export function requiredColumns(kind: ReadingKind, requiredObjects: Set<string>, r: RuleValues): Set<string> {
  const facts = factsOf(kind, r);
  const cols = new Set<string>();
  for (const d of FIELDS[kind]) {
    const rule = FORM_RULES[kind][d.column] ?? {};
    if (!holds(rule.appliesWhen, facts) || holds(rule.optionalWhen, facts, false)) continue;
    if ((d.object && requiredObjects.has(d.object)) || holds(rule.requiredWhen, facts, false)) cols.add(d.column);
  }
  return cols;
}

/** Wire names of the required fields that are empty. */
export function missingFields(kind: ReadingKind, requiredObjects: Set<string>, r: RuleValues): string[] {
  const required = requiredColumns(kind, requiredObjects, r);
  return FIELDS[kind].filter((d) => required.has(d.column) && (r[d.column] === null || r[d.column] === undefined || r[d.column] === "")).map((d) => d.wire);
}
