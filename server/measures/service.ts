// Instrument measures (screen 307): the surfaces a protein swab is referred to. Pictures are
// served only through short-lived signed URLs, so a link copied out of the app expires.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { forbidden, notFound } from "../domain/errors";

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

export async function listMeasures(ctx: ServiceContext) {
  const companyId = ownCompanyId(ctx.principal);
  return ctx.prisma.instrumentMeasure.findMany({ where: { companyId }, orderBy: [{ code: "asc" }], select: measureSelect });
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
