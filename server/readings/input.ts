// Turns a reading edit (legacy wire names or domain names) into column values, checking
// types, lengths, codes and domain ranges (one schema per kind, from fields.ts, for both
// doors), and checks that referenced products, machines and measures belong to
// the caller's company and fit the reading. Nothing is written here.
import type { PrismaClient, ReadingKind } from "../db/generated/client";
import { Checker } from "../validation/checker";
import { bool, date, decimal, integer, MESSAGES, object, parseWire, text, type z } from "../validation/wire";
import { FIELDS, MACHINE_FIELDS, type FieldDef } from "./fields";

export const VALUE_MUST_BE_NUMBER = "ValueMustBeNumber";
export const EXPIRY_BEFORE_MANUFACTURE = "The expiration date cannot be before the manufacture date.";
/** A lot's manufacture and expiry dates: a sane span, well inside what PostgreSQL stores. */
const LOT_DATES = { from: "1900-01-01", to: "2999-12-31" };

/** The JSON type of each kind of field (ids and codes are whole numbers; numbers may be "7,5"). */
function wireTypeOf(def: FieldDef): z.ZodType {
  switch (def.type) {
    case "string":
      return text();
    case "bool":
      return bool();
    case "decimal":
      return decimal(VALUE_MUST_BE_NUMBER);
    case "date":
      return date();
    default:
      // Measured whole numbers (a range) say what is wrong; ids and codes keep the legacy message.
      return def.range ? integer() : integer({ min: 0, message: VALUE_MUST_BE_NUMBER });
  }
}

const schemas = new Map<string, { defs: FieldDef[]; schema: z.ZodType }>();
/** One strict schema per kind (and for the review fields of final readings), from fields.ts. */
function inputSchema(kind: ReadingKind, finalOnly: boolean) {
  const key = `${kind}:${finalOnly}`;
  let hit = schemas.get(key);
  if (!hit) {
    const defs = FIELDS[kind].filter((d) => !finalOnly || d.final);
    // The legacy wire name first, else the column (domain) name: GraphQL inputs use those.
    const schema = object(Object.fromEntries(defs.map((d) => [d.wire, wireTypeOf(d)])), Object.fromEntries(defs.map((d) => [d.wire, [d.wire, d.column]])));
    schemas.set(key, (hit = { defs, schema }));
  }
  return hit;
}

/**
 * Column values present in `raw` (wire or column names): types first (the schema), then
 * lengths, codes and the domain ranges of fields.ts. With `finalOnly`, only the fields still
 * editable on a historical or saved reading are taken (the others are ignored, not refused:
 * clients send whole rows).
 */
export function parseReadingInput(kind: ReadingKind, raw: Record<string, unknown>, finalOnly = false): Record<string, unknown> {
  const { defs, schema } = inputSchema(kind, finalOnly);
  const values = parseWire(schema, raw) as Record<string, unknown>;
  const check = new Checker();
  const data: Record<string, unknown> = {};
  for (const def of defs) {
    let v = values[def.wire];
    if (v === undefined) continue;
    if (typeof v === "string") {
      const s = v.trim();
      if (def.max && s.length > def.max) {
        check.add(def.wire, MESSAGES.maxLength(def.max));
        continue;
      }
      v = s === "" ? null : def.column === "lot" ? s.toUpperCase() : s;
    }
    if (def.range) check.range(def.wire, v, def.range);
    if (def.codes && typeof v === "number" && !(v in def.codes)) check.add(def.wire, `Choose one of: ${Object.entries(def.codes).map(([code, text]) => `${code} (${text})`).join(", ")}.`);
    if (v instanceof Date && (v < new Date(LOT_DATES.from) || v > new Date(`${LOT_DATES.to}T23:59:59Z`))) check.add(def.wire, `The date must be between ${LOT_DATES.from} and ${LOT_DATES.to}.`);
    data[def.column] = v;
  }
  check.throwIfAny();
  return data;
}

/** Expiry not before manufacture, on each reading as it will be saved (the edit over the stored row). */
export function checkLotDates(readings: Record<string, any>[], data: Record<string, unknown>): void {
  if (data.manufactureDate === undefined && data.expirationDate === undefined) return;
  const check = new Checker();
  const wrong = readings.find((r) => {
    const made = data.manufactureDate !== undefined ? data.manufactureDate : r.manufactureDate;
    const expires = data.expirationDate !== undefined ? data.expirationDate : r.expirationDate;
    return made instanceof Date && expires instanceof Date && expires.getTime() < made.getTime();
  });
  if (wrong) check.add(data.expirationDate !== undefined ? "expirationDate" : "manufactureDate", EXPIRY_BEFORE_MANUFACTURE).throwIfAny();
}

export const PRODUCT_TYPES: Record<ReadingKind, number[]> = { BI: [0, 4], PRO: [1, 3], CHE_STERILIZER: [2], CHE_WASHER: [5] };

/**
 * Referenced rows must be the company's (machines not archived) and fit the reading:
 * a product of the right indicator family from the company's distributor; with
 * `sectorId`, machines of that sector only.
 */
export async function checkReferences(prisma: PrismaClient, kind: ReadingKind, data: Record<string, unknown>, scope: { companyId: number; distributorId: number; sectorIds?: number[] }): Promise<void> {
  const check = new Checker();
  const wire = (column: string) => FIELDS[kind].find((d) => d.column === column)!.wire;
  if (typeof data.productId === "number") {
    const p = await prisma.product.findUnique({ where: { id: data.productId }, select: { distributorId: true, productModel: { select: { type: true } } } });
    if (!p || p.distributorId !== scope.distributorId || !PRODUCT_TYPES[kind].includes(p.productModel.type)) check.add(wire("productId"), "This product cannot be used for this reading.");
  }
  for (const column of MACHINE_FIELDS) {
    const id = data[column];
    if (typeof id !== "number") continue;
    const table = column.replace("Id", "") as "sterilizer" | "washer" | "disinfector";
    const m = await (prisma[table] as PrismaClient["sterilizer"]).findUnique({ where: { id }, select: { companyId: true, sectorId: true, deletedAt: true } });
    if (!m || m.companyId !== scope.companyId || m.deletedAt) check.add(wire(column), "This machine does not exist.");
    else if (scope.sectorIds && scope.sectorIds.some((s) => s !== m.sectorId)) check.add(wire(column), "Choose a machine of the readings' sector.");
  }
  if (typeof data.instrumentMeasureId === "number") {
    const m = await prisma.instrumentMeasure.findUnique({ where: { id: data.instrumentMeasureId }, select: { companyId: true } });
    if (!m || m.companyId !== scope.companyId) check.add("instrumentMeasureId", "This measure does not exist.");
  }
  check.throwIfAny();
}
