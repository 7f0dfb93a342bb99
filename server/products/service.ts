// Product lookup by GTIN for the barcode scanner (spec 001 sections 5 and 7): a GTIN belongs
// to one distributor's catalogue (table gtin, unique per distributor), so the lookup is always
// in the caller's distributor. An unknown GTIN answers product id 0, which the screens ignore.
// A whole scanned code is parsed here too (server/gs1/parse.ts), so the client may send the
// burst as typed and get product, lot and dates back.
import type { ServiceContext } from "../context";
import { forbidden, notFound, ValidationError } from "../domain/errors";
import { REQUIRED } from "../domain/errors";
import { normalizeGtin } from "../gs1/check";
import { Gs1Error, parseGs1, type Gs1Scan } from "../gs1/parse";
import { safeDecode } from "../distributors/service";
import { int } from "../validation/checker";

export interface ProductMatch {
  /** 0 when no product of the distributor has the GTIN. */
  id: number;
  name: string | null;
  brand: string | null;
  productModel: { id: number; type: number; name: string } | null;
}

export const NO_PRODUCT: ProductMatch = { id: 0, name: null, brand: null, productModel: null };

/**
 * The distributor whose catalogue the caller scans against: its own. A `distributor` argument
 * (DistId, or the numeric id) must name that same distributor; provider staff, who have none,
 * must give it.
 */
export async function catalogueDistributor(ctx: ServiceContext, distributor: string | null | undefined): Promise<number> {
  const p = ctx.principal!;
  const given = distributor?.trim() ? distributor.trim() : null;
  let named: number | null = null;
  if (given) {
    const d = /^\d+$/.test(given)
      ? await ctx.prisma.distributor.findUnique({ where: { id: int(given) ?? -1 }, select: { id: true } })
      : await ctx.prisma.distributor.findUnique({ where: { encryptedId: safeDecode(given) }, select: { id: true } });
    if (!d) throw notFound();
    named = d.id;
  }
  if (p.kind === "SYSTEM") {
    if (named === null) throw new ValidationError({ distributor: [REQUIRED] });
    return named;
  }
  if (p.distributorId === null) throw forbidden();
  if (named !== null && named !== p.distributorId) throw notFound();
  return p.distributorId;
}

export async function productByGtin(ctx: ServiceContext, distributorId: number, gtin: string): Promise<ProductMatch> {
  const row = await ctx.prisma.gtin.findUnique({
    where: { distributorId_code: { distributorId, code: gtin } },
    select: { product: { select: { id: true, name: true, brand: true, productModel: { select: { id: true, type: true, name: true } } } } },
  });
  if (!row) return NO_PRODUCT;
  const { product } = row;
  return { id: product.id, name: product.name, brand: product.brand, productModel: product.productModel };
}

/** GTIN text → GTIN-14, or a validation problem on `field`. */
export function checkedGtin(raw: string | null | undefined, field = "gtin"): string {
  if (!raw?.trim()) throw new ValidationError({ [field]: [REQUIRED] });
  const n = normalizeGtin(raw);
  if ("error" in n) throw new ValidationError({ [field]: [n.error] });
  return n.gtin;
}

export interface BarcodeResult extends Gs1Scan {
  product: ProductMatch;
}

/**
 * A scanned code: a GS1 element string (or its parenthesised or legacy form), or a bare
 * GTIN-8/12/13/14. Unreadable codes are a validation problem on `code`.
 */
export async function lookupBarcode(ctx: ServiceContext, distributorId: number, code: string | null | undefined): Promise<BarcodeResult> {
  if (!code?.trim()) throw new ValidationError({ code: [REQUIRED] });
  let scan: Gs1Scan;
  const bare = code.trim();
  if (/^\d{8}$|^\d{12,14}$/.test(bare)) {
    const gtin = checkedGtin(bare, "code");
    scan = { gtin, expiry: null, production: null, lot: null, serial: null, legacy: false, symbology: null, elements: [{ ai: "01", title: "GTIN", value: gtin }] };
  } else {
    try {
      scan = parseGs1(code);
    } catch (e) {
      if (e instanceof Gs1Error) throw new ValidationError({ code: [e.message] }, "The barcode could not be read.");
      throw e;
    }
  }
  const product = scan.gtin ? await productByGtin(ctx, distributorId, scan.gtin) : NO_PRODUCT;
  return { ...scan, product };
}
