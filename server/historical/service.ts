// Reference answers of the historical browser: the incubators that appear in a type's
// readings (the filter's list) and a chemical reading's picture.
import type { ServiceContext } from "../context";
import { notFound } from "../domain/errors";
import { int } from "../validation/checker";
import { readingScope } from "../readings/scope";
import type { HistoricalOption } from "./options";

/** Incubators of the caller's company with at least one reading of the option (BI / PRO; none for chemical). */
export async function incubatorsFromReadings(ctx: ServiceContext, o: HistoricalOption) {
  if (o.kind !== "BI" && o.kind !== "PRO") return [];
  const scope = readingScope(ctx.principal);
  // EXISTS per incubator (index on incubatorId): a handful of probes instead of a DISTINCT over a million rows.
  const some = { some: { ...scope, ...(o.disinfection !== undefined ? { disinfection: o.disinfection } : {}) } };
  return ctx.prisma.incubator.findMany({
    where: { companyId: scope.companyId, ...(o.kind === "BI" ? { readingsBI: some } : { readingsPRO: some }) },
    select: { id: true, name: true, serialNumber: true },
    orderBy: { name: "asc" },
  });
}

/**
 * A picture of a chemical reading the caller may see (Not found otherwise): base64 with its
 * type. Sector-limited users see only pictures of their sector's readings.
 */
export async function readingImage(ctx: ServiceContext, imageId: string | null) {
  const id = int(imageId);
  const scope = readingScope(ctx.principal);
  const ofVisibleReading = scope.sectorId === undefined ? {} : { OR: [{ sterilizers: { some: scope } }, { washers: { some: scope } }] };
  const image = id === null ? null : await ctx.prisma.readingImage.findFirst({ where: { id, companyId: scope.companyId, ...ofVisibleReading }, select: { id: true, mimeType: true, data: true } });
  if (!image) throw notFound("The picture was not found.");
  return { imageId: image.id, contentType: image.mimeType, base64: Buffer.from(image.data).toString("base64") };
}
