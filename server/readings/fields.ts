// The editable fields of each reading kind, described once: their column, their name on
// the legacy wire, their type, the UI object that makes them required (screens 400, 500,
// 600, 700) and whether they stay editable once a reading is final. Parsing, validation,
// the audit diff, the REST shapes and the GraphQL inputs are all driven from here.
import type { ReadingKind } from "../db/generated/client";
import type { Range } from "../validation/checker";
import { CONDITIONS_SCIB, DETERGENT_TYPES, PROCESSES, VALUE_D_UNITS, VISUAL_RESULTS } from "./enums";

export type FieldType = "string" | "int" | "decimal" | "date" | "bool" | "product" | "sterilizer" | "washer" | "disinfector" | "measure";

export interface FieldDef {
  column: string;
  wire: string;
  type: FieldType;
  /** UiObject name on the kind's screen whose security mode makes the field required. */
  object?: string;
  /** Still editable on historical/saved readings (historical browser). */
  final?: boolean;
  max?: number;
  /** Numbers: the values a user would expect (docs/readings-api.md, "Ranges"). */
  range?: Range;
  /** Coded whole numbers: the codes the screens offer (enums.ts). */
  codes?: Record<number, string>;
}

// Domain ranges (inclusive). Units as the screens show them: °C, minutes, %, mm, m³, bar, °dH.
const PERCENT: Range = { min: 0, max: 100 };
/** Not below absolute zero; above any steam, dry-heat or washer cycle. */
const CELSIUS: Range = { min: -273.15, max: 300 };
const MINUTES: Range = { min: 0, max: 10000 };
const MILLIMETRES: Range = { min: 0, max: 100000 };
const VALUE_D: Range = { min: 0, max: 10000 };
/** Exposure at sterilisation temperature: whole minutes, up to 10 hours (longer than any EO exposure). */
const EXPOSURE_MINUTES: Range = { min: 0, max: 600 };
const CUBIC_METRES: Range = { min: 0, max: 1000000 };
const BAR: Range = { min: 0, max: 1000 };
const HARDNESS: Range = { min: 0, max: 1000 };

const f = (column: string, wire: string, type: FieldType, object?: string, extra: Partial<FieldDef> = {}): FieldDef => ({ column, wire, type, object, ...extra });

export const SCREEN_OF: Record<ReadingKind, number> = { BI: 400, PRO: 500, CHE_WASHER: 600, CHE_STERILIZER: 700 };

/** The fields both chemical kinds begin with. */
const CHEMICAL_PRODUCT_AND_CYCLE: FieldDef[] = [
    f("productId", "productId", "product", "product"),
    f("lot", "loteProduct", "string", "lot", { max: 40 }),
    f("manufactureDate", "manufactureDate", "date", "manufactureDate"),
    f("expirationDate", "expirationDate", "date", "expirationDate"),
    f("cycle", "cycle", "string", "cycle", { max: 40 }),
    f("temperature", "temperature", "decimal", "temperature", { range: CELSIUS }),
];

export const FIELDS: Record<ReadingKind, FieldDef[]> = {
  BI: [
    f("productId", "productId", "product", "product"),
    f("lot", "loteProduct", "string", "lot", { max: 40 }),
    // The lot's expiry (GS1 AI 17: the scan fills it). No UI object: never required. lotExpired reads it.
    f("expirationDate", "expirationDate", "date"),
    f("conditionSCIB", "conditionSCIB", "int", "conditionSCIB", { codes: CONDITIONS_SCIB }),
    f("processId", "process", "int", "process", { codes: PROCESSES }),
    f("valueD", "valueD", "decimal", "valueD", { range: VALUE_D }),
    f("valueDUnit", "valueDUnit", "int", "valueDUnit", { codes: VALUE_D_UNITS }),
    f("cycle", "cycle", "string", "cycle", { max: 40 }),
    // Not a UI object of screen 400: optional whatever the security mode (the score reads it).
    // Also editable on final readings: minutes missing at review can still be copied in later.
    f("exposureMinutes", "exposureMinutes", "int", undefined, { final: true, range: EXPOSURE_MINUTES }),
    f("sterilizerId", "sterilizerId", "sterilizer", "sterilizer"),
    f("disinfectorId", "disinfectorId", "disinfector", "disinfector"),
    f("programNumber", "programNumber", "string", "programNumber", { max: 40 }),
    f("terms", "terms", "string", "terms", { max: 200 }),
    f("loadNumber", "loadNumber", "string", "loadNumber", { max: 40 }),
    f("bookNumber", "bookNumber", "string", "bookNumber", { max: 40 }),
    f("pageNumber", "pageNumber", "string", "pageNumber", { max: 40 }),
    f("roomId", "roomId", "string", "roomId", { max: 40 }),
    f("roomVolume", "roomVolume", "decimal", "roomVolume", { range: CUBIC_METRES }),
    f("peroxideConcentration", "peroxideConcentration", "decimal", "peroxideConcentration", { range: PERCENT }),
    f("ticketNumber", "ticketNumber", "string", undefined, { max: 40 }),
    f("visualResult", "visualResult", "int", undefined, { final: true, codes: VISUAL_RESULTS.BI }),
    f("notes", "notes", "string", "notes", { final: true, max: 2000 }),
  ],
  PRO: [
    f("productId", "productId", "product", "product"),
    f("lot", "loteProduct", "string", "lot", { max: 40 }),
    f("expirationDate", "expirationDate", "date"),
    f("bookNumber", "bookNumber", "string", "bookNumber", { max: 40 }),
    f("pageNumber", "pageNumber", "string", "pageNumber", { max: 40 }),
    f("cycle", "cycle", "string", "cycle", { max: 40 }),
    f("programNumber", "programNumber", "string", undefined, { max: 40 }),
    f("washerId", "washerId", "washer", "washer"),
    f("tool", "tool", "string", "tool", { max: 80 }),
    f("modeId", "modeId", "int"),
    f("instrumentMeasureId", "instrumentMeasureId", "measure"),
    f("length", "length", "decimal", undefined, { range: MILLIMETRES }),
    f("diameter", "diameter", "decimal", undefined, { range: MILLIMETRES }),
    f("ticketNumber", "ticketNumber", "string", undefined, { max: 40 }),
    f("visualResult", "visualResult", "int", "visualResult", { codes: VISUAL_RESULTS.PRO }),
    f("ignoreFromIQAS", "ignoreFromIQAS", "bool", undefined, { final: true }),
    f("notes", "notes", "string", "notes", { final: true, max: 2000 }),
  ],
  CHE_STERILIZER: [
    ...CHEMICAL_PRODUCT_AND_CYCLE,
    f("sterilizerId", "sterilizerId", "sterilizer", "sterilizer"),
    f("exposureTime", "exposureTime", "decimal", "exposureTime", { range: MINUTES }),
    f("programNumber", "programNumber", "string", "programNumber", { max: 40 }),
    f("packageNumber", "packageNumber", "string", "packageNumber", { max: 40 }),
    f("concentration", "concentration", "decimal", "concentration", { range: PERCENT }),
    f("relativeDampness", "relativeDampness", "decimal", "relativeDampness", { range: PERCENT }),
    f("bookNumber", "bookNumber", "string", "bookNumber", { max: 40 }),
    f("pageNumber", "pageNumber", "string", "pageNumber", { max: 40 }),
    f("visualResult", "visualResult", "int", "visualResult", { codes: VISUAL_RESULTS.CHE_STERILIZER }),
    f("notes", "notes", "string", "notes", { final: true, max: 2000 }),
  ],
  CHE_WASHER: [
    ...CHEMICAL_PRODUCT_AND_CYCLE,
    f("washerId", "washerId", "washer", "washer"),
    f("location", "location", "string", "location", { max: 80 }),
    f("washingTime", "washingTime", "decimal", "washingTime", { range: MINUTES }),
    f("detergentConcentration", "detergentConcentration", "decimal", "detergentConcentration", { range: PERCENT }),
    f("detergentType", "detergentType", "int", "detergentType", { codes: DETERGENT_TYPES }),
    f("programNumber", "programNumber", "string", "programNumber", { max: 40 }),
    f("waterPressure", "waterPressure", "decimal", "waterPressure", { range: BAR }),
    f("waterHardness", "waterHardness", "decimal", "waterHardness", { range: HARDNESS }),
    f("bookNumber", "bookNumber", "string", "bookNumber", { max: 40 }),
    f("pageNumber", "pageNumber", "string", "pageNumber", { max: 40 }),
    f("visualResult", "visualResult", "int", "visualResult", { codes: VISUAL_RESULTS.CHE_WASHER }),
    f("notes", "notes", "string", "notes", { final: true, max: 2000 }),
  ],
};

/** Chemical sterilizer product models whose extra fields apply (spec 001 section 5). */
export const PACKAGE_NUMBER_MODELS = ["CD29", "CD40", "CD42", "CD50", "IT261YS", "IT26C", "IT26-C", "IT26SAD", "IT26SBL"];
export const CONCENTRATION_MODELS = ["CD40", "CD42", "CD50"];

/** The chemical sterilizer fields that apply only to some product models. */
export const MODEL_FIELDS = ["packageNumber", "concentration", "relativeDampness"] as const;

/** Which of MODEL_FIELDS a product model has (spec 001 section 5); other kinds have none. */
export function modelFieldsOf(modelName: string | null | undefined): string[] {
  const name = (modelName ?? "").trim().toUpperCase();
  return [...(PACKAGE_NUMBER_MODELS.includes(name) ? ["packageNumber"] : []), ...(CONCENTRATION_MODELS.includes(name) ? ["concentration", "relativeDampness"] : [])];
}

/** BI fields of the Process group (shown with condition SCIB 1, hidden with 2). */
export const BI_PROCESS_GROUP = ["processId", "valueD", "valueDUnit", "cycle", "exposureMinutes", "sterilizerId", "disinfectorId", "programNumber", "loadNumber"];

export const MACHINE_FIELDS = ["sterilizerId", "washerId", "disinfectorId"];
