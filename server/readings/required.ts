// Which fields a reading must have before it leaves the provisional screens (to historical,
// confirm and save, measure association). Start from the screen's objects required by the
// company's security mode, then apply the form rules of spec 001:
// - BI: condition SCIB 1 shows the Process group and makes cycle, program number and the
//   machine required; 2 hides the group (nothing in it is required). A sterilisation
//   product (model type 0) uses the sterilizer, a disinfection one (type 4) the disinfector.
// - PRO: the tool applies only when modeId is 0.
// - CHE sterilizer: package number, concentration and relative dampness apply only to the
//   product models that have them.
import type { ReadingKind } from "../db/generated/client";
import { BI_PROCESS_GROUP, FIELDS } from "./fields";
import { MODEL_FIELDS, modelFieldsOf } from "./form";

export interface ReadingValues extends Record<string, unknown> {
  disinfection?: boolean;
  productModel?: { type: number; name: string } | null;
}

export function requiredColumns(kind: ReadingKind, requiredObjects: Set<string>, r: ReadingValues): Set<string> {
  const cols = new Set(FIELDS[kind].filter((d) => d.object && requiredObjects.has(d.object)).map((d) => d.column));
  if (kind === "BI") {
    const disinfection = r.productModel ? r.productModel.type === 4 : r.disinfection === true;
    if (r.conditionSCIB === 2) BI_PROCESS_GROUP.forEach((c) => cols.delete(c));
    if (r.conditionSCIB === 1) ["cycle", "programNumber", disinfection ? "disinfectorId" : "sterilizerId"].forEach((c) => cols.add(c));
    cols.delete(disinfection ? "sterilizerId" : "disinfectorId");
    if (!disinfection) ["roomId", "roomVolume", "peroxideConcentration"].forEach((c) => cols.delete(c));
  }
  if (kind === "PRO" && r.modeId !== 0) cols.delete("tool");
  if (kind === "CHE_STERILIZER") {
    const has = modelFieldsOf(r.productModel?.name);
    MODEL_FIELDS.filter((c) => !has.includes(c)).forEach((c) => cols.delete(c));
  }
  return cols;
}

/** Wire names of the required fields that are empty. */
export function missingFields(kind: ReadingKind, requiredObjects: Set<string>, r: ReadingValues): string[] {
  const required = requiredColumns(kind, requiredObjects, r);
  return FIELDS[kind].filter((d) => required.has(d.column) && (r[d.column] === null || r[d.column] === undefined || r[d.column] === "")).map((d) => d.wire);
}
