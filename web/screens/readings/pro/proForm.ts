// The protein reading form (screen 500), shared by the protein screens and the measure
// association: fields, form rules, values of a row and the GraphQL input.
import type { PROReadingInput } from "../../../__generated__/PROReadingsEditMutation.graphql";
import type { PROReadings_row$data } from "../../../__generated__/PROReadings_row.graphql";
import type { SelectOption } from "../../../components/fields/SelectField";
import type { FormValues } from "../../../components/form/fields";
import { asValue, toNumber, toText, type FormRules, type ReadingFieldDef } from "../shared/readingFields";

export type PRORow = PROReadings_row$data;

export const PRO_SCREEN = 500;
/** The tool is recorded in working mode 0 only. */
export const TOOL_MODE = 0;
/** Protein product model type of endoscope tests (length and diameter apply). */
export const ENDOSCOPE_TYPE = 3;
/** Status of a protein reading whose measure is associated: it may be confirmed and saved. */
export const READY_TO_SAVE = 3;
export const COMPANY_ADMIN = 0;

const INT_FIELDS = new Set(["productId", "washerId", "visualResult", "modeId", "instrumentMeasureId"]);
const FLOAT_FIELDS = new Set(["length", "diameter"]);

/** Form values → PROReadingInput (only the keys given). */
export function proInput(payload: FormValues): PROReadingInput {
  const input: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(payload)) {
    if (name === "ignoreFromIQAS") input[name] = value === true;
    else input[name] = INT_FIELDS.has(name) || FLOAT_FIELDS.has(name) ? toNumber(value) : toText(value);
  }
  return input as PROReadingInput;
}

export function proValues(row: PRORow): FormValues {
  return {
    productId: asValue(row.productId),
    lot: asValue(row.lot),
    washerId: asValue(row.washerId),
    cycle: asValue(row.cycle),
    programNumber: asValue(row.programNumber),
    tool: asValue(row.tool),
    length: asValue(row.length),
    diameter: asValue(row.diameter),
    bookNumber: asValue(row.bookNumber),
    pageNumber: asValue(row.pageNumber),
    ticketNumber: asValue(row.ticketNumber),
    visualResult: asValue(row.visualResult),
    ignoreFromIQAS: row.ignoreFromIQAS === true,
    notes: asValue(row.notes),
  };
}

/** The fields of the protein form (also checked before a measure is associated). */
export function proFields(options: { products: SelectOption[]; washers: SelectOption[]; visualResults: SelectOption[] }): ReadingFieldDef[] {
  return [
    { name: "productId", label: "readings.field.product", object: "product", type: "select", group: "product", options: options.products, scan: "product" },
    { name: "lot", label: "readings.field.lot", object: "lot", type: "text", group: "product", scan: "lot", upperCase: true, max: 40 },
    { name: "washerId", label: "readings.field.washer", object: "washer", type: "select", group: "process", options: options.washers },
    { name: "cycle", label: "readings.field.cycle", object: "cycle", type: "text", group: "process", max: 40 },
    { name: "programNumber", label: "readings.field.programNumber", object: "programNumber", type: "text", group: "process", notSecurable: true, max: 40 },
    { name: "tool", label: "readings.field.tool", object: "tool", type: "text", group: "process", max: 80 },
    { name: "length", label: "readings.field.length", type: "number", group: "process", notSecurable: true },
    { name: "diameter", label: "readings.field.diameter", type: "number", group: "process", notSecurable: true },
    { name: "bookNumber", label: "readings.field.bookNumber", object: "bookNumber", type: "text", group: "other", max: 40 },
    { name: "pageNumber", label: "readings.field.pageNumber", object: "pageNumber", type: "text", group: "other", max: 40 },
    { name: "ticketNumber", label: "readings.field.ticketNumber", type: "text", group: "other", notSecurable: true, max: 40 },
    { name: "visualResult", label: "readings.field.visualResult", object: "visualResult", type: "select", group: "other", options: options.visualResults },
    { name: "ignoreFromIQAS", label: "readings.field.ignoreFromIQAS", type: "checkbox", group: "other", notSecurable: true },
    { name: "notes", label: "readings.field.notes", object: "notes", type: "textarea", group: "other", max: 2000 },
  ];
}

/** The protein form rules for the rows being edited. */
export function proRules(selection: readonly Pick<PRORow, "modeId" | "productId">[], productType: (id: unknown) => number | null, userType: number | undefined, lockedText: string): FormRules {
  return (values, mode) => {
    const hidden: string[] = [];
    const locked: Record<string, string> = {};
    if (!selection.every((r) => r.modeId === TOOL_MODE)) hidden.push("tool");
    const chosen = String(values.productId ?? "");
    const types = new Set(chosen ? [productType(chosen)] : selection.map((r) => productType(r.productId)));
    if (!types.has(ENDOSCOPE_TYPE)) hidden.push("length", "diameter");
    if (mode === "massive" && userType === COMPANY_ADMIN) locked.washerId = lockedText;
    return { hidden, locked };
  };
}

