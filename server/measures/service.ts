// Instrument measures (screen 307): the surfaces a protein swab is referred to. Pictures are
// served only through short-lived signed URLs, so a link copied out of the app expires.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { forbidden, notFound } from "../domain/errors";
import { orderOf, pageOf, type ListRequest, type ListSpec, type ListWindow } from "../domain/lists";

export const measureSelect = {
  id: true,
  code: true,
  description: true,
  surface: true,
  bothSides: true,
  creationDate: true,
  fileName: true,
  instrument: { select: { id: true, code: true, description: true } },
} as const;

/** The measures list (screens 307 and the measure association): searched in the measure and its instrument; by code. */
export const MEASURE_LIST: ListSpec<"CODE" | "DESCRIPTION" | "SURFACE" | "BOTH_SIDES" | "CREATED"> = {
  searchRelations: ["instrument"],
  order: { CODE: (d) => ({ code: d }), DESCRIPTION: (d) => ({ description: d }), SURFACE: (d) => ({ surface: d }), BOTH_SIDES: (d) => ({ bothSides: d }), CREATED: (d) => ({ creationDate: d }) },
  defaultOrder: [{ code: "asc" }],
};

export async function listMeasures(ctx: ServiceContext) {
  const companyId = ownCompanyId(ctx.principal);
  return ctx.prisma.instrumentMeasure.findMany({ where: { companyId }, orderBy: orderOf(MEASURE_LIST, {}) as never, select: measureSelect });
}

/** A page of the company's measures, searched and ordered. */
export function pageMeasures(ctx: ServiceContext, request: ListRequest, window: ListWindow) {
  return pageOf(ctx.prisma.instrumentMeasure, { companyId: ownCompanyId(ctx.principal) }, MEASURE_LIST, request, window);
}

const URL_TTL_SECONDS = 10 * 60;
const key = crypto.getRandomValues(new Uint8Array(32));
const sign = (measureId: number, exp: number) => createHmac("sha256", key).update(`measure:${measureId}:${exp}`).digest("base64url");

/** A signed, expiring address of the picture stored for fileName in the caller's company. */
export async function measureImageUrl(ctx: ServiceContext, fileName: string | null) {
  const companyId = ownCompanyId(ctx.principal);
  const m = await ctx.prisma.instrumentMeasure.findFirst({ where: { companyId, fileName: fileName ?? "" }, select: { id: true, imageMime: true } });
  if (!m || !m.imageMime) throw notFound("This measure has no picture.");
  const exp = Math.floor(Date.now() / 1000) + URL_TTL_SECONDS;
  return `/api/instrumentmeasure/image/${m.id}?exp=${exp}&sig=${sign(m.id, exp)}`;
}

/** The stored picture behind a signed address (the REST door sends it as a file). */
export async function measureImage(ctx: Pick<ServiceContext, "prisma">, id: number, exp: number, sig: string) {
  const expected = Buffer.from(sign(id, exp));
  const given = Buffer.from(sig);
  if (!(exp > Date.now() / 1000) || given.length !== expected.length || !timingSafeEqual(given, expected)) throw forbidden("This image link has expired.");
  const m = await ctx.prisma.instrumentMeasure.findUnique({ where: { id }, select: { imageData: true, imageMime: true } });
  if (!m?.imageData || !m.imageMime) throw notFound();
  return { data: m.imageData, mime: m.imageMime };
}
