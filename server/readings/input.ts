// Turns a reading edit (legacy wire names or domain names) into column values, checking
// types and lengths, and checks that referenced products, machines and measures belong to
// the caller's company and fit the reading. Nothing is written here.
import type { PrismaClient, ReadingKind } from "../db/generated/client";
import { Checker } from "../http/validate";
import { FIELDS, MACHINE_FIELDS, type FieldDef } from "./fields";

const INVALID = "The value is not valid.";
export const VALUE_MUST_BE_NUMBER = "ValueMustBeNumber";
const INT_MAX = 2147483647;

function convert(def: FieldDef, v: unknown): { ok: true; value: unknown } | { ok: false; message: string } {
  if (v === null || v === "") return { ok: true, value: null };
  switch (def.type) {
    case "string": {
      const s = String(v).trim();
      if (def.max && s.length > def.max) return { ok: false, message: `The field must be at most ${def.max} characters.` };
      return { ok: true, value: s === "" ? null : def.column === "lot" ? s.toUpperCase() : s };
    }
    case "bool":
      if (typeof v === "boolean") return { ok: true, value: v };
      if (v === "true" || v === "false") return { ok: true, value: v === "true" };
      return { ok: false, message: INVALID };
    case "decimal": {
      const n = typeof v === "number" ? v : Number(String(v).replace(",", "."));
      return Number.isFinite(n) && Math.abs(n) < 1e9 ? { ok: true, value: n } : { ok: false, message: VALUE_MUST_BE_NUMBER };
    }
    case "date": {
      const d = new Date(String(v));
      return Number.isNaN(d.getTime()) ? { ok: false, message: INVALID } : { ok: true, value: d };
    }
    default: {
      const n = typeof v === "number" ? v : Number(v);
      return Number.isSafeInteger(n) && n >= 0 && n <= INT_MAX ? { ok: true, value: n } : { ok: false, message: VALUE_MUST_BE_NUMBER };
    }
  }
}

/**
 * Column values present in `raw`. With `finalOnly`, only the fields still editable on a
 * historical or saved reading are taken (the others are ignored, not refused: clients send
 * whole rows).
 */
export function parseReadingInput(kind: ReadingKind, raw: Record<string, unknown>, finalOnly = false): Record<string, unknown> {
  const check = new Checker();
  const data: Record<string, unknown> = {};
  for (const def of FIELDS[kind]) {
    if (finalOnly && !def.final) continue;
    const v = def.wire in raw ? raw[def.wire] : raw[def.column];
    if (v === undefined) continue;
    const r = convert(def, v);
    if (r.ok) data[def.column] = r.value;
    else check.add(def.wire, r.message);
  }
  check.throwIfAny();
  return data;
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
