// The catalogue a company's reading forms choose from: its distributor's products (one
// family per reading kind) and the incubation programs of the incubator models.
import type { Prisma, ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { notFound } from "../domain/errors";
import { distributorByEncryptedId } from "../distributors/service";
import { PRODUCT_TYPES } from "../readings/input";

/**
 * Products of the caller's distributor, by name; `kind` narrows them to the family a reading
 * of that kind uses. A distributor named by the caller (the legacy encrypted id) must be its own.
 */
export async function distributorProducts(ctx: ServiceContext, opts: { encryptedDistributorId?: string | null; kind?: ReadingKind }, query?: object) {
  ownCompanyId(ctx.principal);
  // A company user's principal carries its company's distributor (auth/principal.ts).
  const distributorId = ctx.principal!.distributorId ?? -1;
  if (opts.encryptedDistributorId !== undefined && (await distributorByEncryptedId(ctx.prisma, opts.encryptedDistributorId ?? null)).id !== distributorId) throw notFound();
  return ctx.prisma.product.findMany({
    where: { distributorId, ...(opts.kind ? { productModel: { type: { in: PRODUCT_TYPES[opts.kind] } } } : {}) },
    orderBy: { name: "asc" },
    // The GraphQL door passes its plugin-prisma selection; the REST shape needs the model.
    ...((query as {}) ?? { include: { productModel: { select: { type: true, name: true, compatibleTrazanto: true, programId: true } } } }),
  }) as Promise<Array<Prisma.ProductGetPayload<{ include: { productModel: { select: { type: true; name: true; compatibleTrazanto: true; programId: true } } } }>>>;
}

/** The incubation programs of every incubator model, by model and index. */
export function incubationPrograms(ctx: Pick<ServiceContext, "prisma">) {
  return ctx.prisma.program.findMany({ orderBy: [{ incubatorModelId: "asc" }, { programIndex: "asc" }] });
}
