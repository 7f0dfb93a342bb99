// The protein reading form (screen 500), shared by the protein screens and the measure
// association: fields, values of a row and the GraphQL input (the rules: readingForm("PRO")).
import type { PROReadingInput } from "../../../__generated__/PROReadingsEditMutation.graphql";
import type { PROReadings_row$data } from "../../../__generated__/PROReadings_row.graphql";
import type { SelectOption } from "../../../components/fields/SelectField";
import type { FormValues } from "../../../components/form/fields";
import { withServerFields, type ServerForm } from "../shared/formRules";
import { asValue, toNumber, toText, type ReadingFieldDef } from "../shared/readingFields";
import { dayValue } from "../shared/Warnings";

export type PRORow = PROReadings_row$data;

export const PRO_SCREEN = 500;

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
    expirationDate: dayValue(row.expirationDate),
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

/** The fields of the protein form (also checked before a measure is associated), with the server's limits. */
export function proFields(options: { products: SelectOption[]; washers: SelectOption[]; visualResults: SelectOption[] }, form: ServerForm | null): ReadingFieldDef[] {
  return withServerFields([
    { name: "productId", label: "readings.field.product", object: "product", type: "select", group: "product", options: options.products, scan: "product" },
    { name: "lot", label: "readings.field.lot", object: "lot", type: "text", group: "product", scan: "lot", upperCase: true },
    { name: "expirationDate", label: "warnings.field.expirationDate", type: "date", group: "product", scan: "expiry", notSecurable: true },
    { name: "washerId", label: "readings.field.washer", object: "washer", type: "select", group: "process", options: options.washers },
    { name: "cycle", label: "readings.field.cycle", object: "cycle", type: "text", group: "process" },
    { name: "programNumber", label: "readings.field.programNumber", object: "programNumber", type: "text", group: "process", notSecurable: true },
    { name: "tool", label: "readings.field.tool", object: "tool", type: "text", group: "process" },
    { name: "length", label: "readings.field.length", type: "number", group: "process", notSecurable: true },
    { name: "diameter", label: "readings.field.diameter", type: "number", group: "process", notSecurable: true },
    { name: "bookNumber", label: "readings.field.bookNumber", object: "bookNumber", type: "text", group: "other" },
    { name: "pageNumber", label: "readings.field.pageNumber", object: "pageNumber", type: "text", group: "other" },
    { name: "ticketNumber", label: "readings.field.ticketNumber", type: "text", group: "other", notSecurable: true },
    { name: "visualResult", label: "readings.field.visualResult", object: "visualResult", type: "select", group: "other", options: options.visualResults },
    { name: "ignoreFromIQAS", label: "readings.field.ignoreFromIQAS", type: "checkbox", group: "other", notSecurable: true },
    { name: "notes", label: "readings.field.notes", object: "notes", type: "textarea", group: "other" },
  ], form);
}
