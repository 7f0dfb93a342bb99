// Demo chemical-indicator readings for sterilizers and washers: they start PROVISIONAL
// (result from the strip reader or the mobile app) and are reviewed into HISTORICAL/SAVED.
// A few historical ones carry a photograph (an SVG drawing of the strip).
import type { Prisma, ReadingState } from "../db/generated/client";
import type { Tx } from "./context";
import type { Catalogue, CompanyAssets } from "./demo-catalogue";
import {
  type AuditRow, cycleNumber, dateOnly, finishedState, type IdCounters, lotPicker, maybeEdit, pastTime, PLANS,
  recentTime, STAFF,
} from "./demo-reading-kit";
import { PROCESS_BI } from "./reference";
import type { Random } from "./random";

/** Models whose extra fields apply (spec 001, screen 700): package number, H2O2 concentration and humidity. */
const PACKAGE_MODELS = new Set(["CD29", "CD40", "CD42", "IT26-C"]);
const CONCENTRATION_MODELS = new Set(["CD40", "CD42"]);

interface ChemDraft { state: ReadingState; testedAt: Date }

function drafts(rng: Random, now: Date, plan: { provisional: number; historical: number }): ChemDraft[] {
  return [
    ...Array.from({ length: plan.provisional }, () => ({ state: "PROVISIONAL" as const, testedAt: recentTime(rng, now, 72, 0.2) })),
    ...Array.from({ length: plan.historical }, () => ({ state: "HISTORICAL" as const, testedAt: pastTime(rng, now, 120, 3) })),
  ].sort((a, b) => a.testedAt.getTime() - b.testedAt.getTime());
}

/** Small SVG photograph stand-in: a strip whose patch turned (pass) or not (fail). */
function stripImage(pass: boolean, label: string): Uint8Array<ArrayBuffer> {
  const patch = pass ? "#2d2a6e" : "#d9b44a";
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="320" height="80" viewBox="0 0 320 80"><rect width="320" height="80" fill="#f4f4f0"/><rect x="10" y="20" width="300" height="40" rx="4" fill="#ffffff" stroke="#999"/><rect x="200" y="26" width="90" height="28" fill="${patch}"/><text x="20" y="46" font-family="sans-serif" font-size="14" fill="#333">${label}</text></svg>`;
  return new TextEncoder().encode(svg) as Uint8Array<ArrayBuffer>;
}

type ImageRow = Prisma.ReadingImageCreateManyInput;

export function cheSterilizerRows(rng: Random, cat: Catalogue, assets: CompanyAssets, now: Date, ids: IdCounters, audit: AuditRow[], images: ImageRow[]) {
  const lot = lotPicker(rng);
  const list = drafts(rng, now, PLANS[assets.companyId]!.cheSterilizer);
  const photographed = new Set(list.flatMap((d, i) => (d.state === "HISTORICAL" ? [i] : [])).slice(-3));
  return list.map((d, index): Prisma.ReadingCheSterilizerCreateManyInput => {
    const id = ++ids.cheSterilizer;
    const sterilizer = rng.pick(assets.sterilizers);
    const steam = sterilizer.process === PROCESS_BI.steam;
    const model = steam ? rng.pick(["CD29", "IT26-C"]) : rng.pick(["CD40", "CD42"]);
    const productId = cat.product(assets.distributorId, model);
    const result = rng.chance(0.05) ? 2 : 1; // 1 pass, 2 fail
    const state = d.state === "HISTORICAL" ? finishedState(rng) : d.state;
    const finished = state !== "PROVISIONAL";
    const edit = finished ? maybeEdit(rng, 0.1, "CHE_STERILIZER", assets.companyId, id, d.testedAt, now, audit) : null;
    const manufactured = dateOnly(d.testedAt, -rng.int(60, 300));
    let imageId: number | null = null;
    if (photographed.has(index)) {
      imageId = ++ids.image;
      images.push({ id: imageId, companyId: assets.companyId, mimeType: "image/svg+xml", data: stripImage(result === 1, `${model} #${index + 1}`), createdAt: d.testedAt });
    }
    const cycle121 = steam && rng.chance(0.3);
    return {
      id,
      companyId: assets.companyId,
      sectorId: sterilizer.sectorId,
      state,
      readNumber: index + 1,
      testedAt: d.testedAt,
      result,
      visualResult: finished || rng.chance(0.5) ? result : null,
      manufactureDate: manufactured,
      expirationDate: dateOnly(manufactured, 730),
      productId,
      lot: lot(productId),
      cycle: cycleNumber(sterilizer.id, d.testedAt),
      temperature: steam ? (cycle121 ? 121 : 134) : rng.float(47, 55, 1),
      sterilizerId: sterilizer.id,
      exposureTime: steam ? (cycle121 ? 20 : rng.pick([3.5, 4, 18])) : rng.float(24, 47, 1),
      programNumber: rng.pick(["1", "2", "3"]),
      packageNumber: PACKAGE_MODELS.has(model) ? `P${rng.int(1, 40)}` : null,
      concentration: CONCENTRATION_MODELS.has(model) ? rng.float(55, 59.5, 1) : null,
      relativeDampness: CONCENTRATION_MODELS.has(model) ? rng.float(30, 60, 1) : null,
      bookNumber: String(1 + Math.floor(index / 100)),
      pageNumber: String(1 + (index % 100)),
      notes: edit?.notes ?? null,
      imageId,
      creationUserId: rng.pick(STAFF[assets.companyId]!),
      viewed: finished || rng.chance(0.5),
      edited: edit?.edited ?? false,
      editUserId: edit?.editUserId ?? null,
      editedAt: edit?.editedAt ?? null,
      createdAt: d.testedAt,
    };
  });
}

export function cheWasherRows(rng: Random, cat: Catalogue, assets: CompanyAssets, now: Date, ids: IdCounters, audit: AuditRow[], images: ImageRow[]) {
  const lot = lotPicker(rng);
  const list = drafts(rng, now, PLANS[assets.companyId]!.cheWasher);
  const photographed = new Set(list.flatMap((d, i) => (d.state === "HISTORICAL" ? [i] : [])).slice(-2));
  return list.map((d, index): Prisma.ReadingCheWasherCreateManyInput => {
    const id = ++ids.cheWasher;
    const washer = rng.pick(assets.washers);
    const productId = cat.product(assets.distributorId, "CDWA3");
    const result = rng.chance(0.06) ? 2 : 1;
    const state = d.state === "HISTORICAL" ? finishedState(rng) : d.state;
    const finished = state !== "PROVISIONAL";
    const edit = finished ? maybeEdit(rng, 0.1, "CHE_WASHER", assets.companyId, id, d.testedAt, now, audit) : null;
    const manufactured = dateOnly(d.testedAt, -rng.int(60, 300));
    let imageId: number | null = null;
    if (photographed.has(index)) {
      imageId = ++ids.image;
      images.push({ id: imageId, companyId: assets.companyId, mimeType: "image/svg+xml", data: stripImage(result === 1, `CDWA3 #${index + 1}`), createdAt: d.testedAt });
    }
    return {
      id,
      companyId: assets.companyId,
      sectorId: washer.sectorId,
      state,
      readNumber: index + 1,
      testedAt: d.testedAt,
      result,
      visualResult: finished || rng.chance(0.5) ? result : null,
      manufactureDate: manufactured,
      expirationDate: dateOnly(manufactured, 730),
      productId,
      lot: lot(productId),
      cycle: cycleNumber(500 + washer.id, d.testedAt),
      temperature: rng.float(90, 93, 1),
      washerId: washer.id,
      location: rng.pick(["Upper rack", "Lower rack", "Middle rack", "Chamber door"]),
      washingTime: rng.float(5, 10, 1),
      detergentConcentration: rng.float(0.2, 0.5, 2),
      detergentType: rng.pick([1, 2, 3]), // 1 alkaline, 2 enzymatic, 3 neutral
      programNumber: rng.pick(["1", "2", "3"]),
      waterPressure: rng.float(1.5, 2.5, 2),
      waterHardness: rng.float(2, 8, 1),
      bookNumber: String(1 + Math.floor(index / 100)),
      pageNumber: String(1 + (index % 100)),
      notes: edit?.notes ?? null,
      imageId,
      creationUserId: rng.pick(STAFF[assets.companyId]!),
      viewed: finished || rng.chance(0.5),
      edited: edit?.edited ?? false,
      editUserId: edit?.editUserId ?? null,
      editedAt: edit?.editedAt ?? null,
      createdAt: d.testedAt,
    };
  });
}

export async function seedChemical(tx: Tx, rng: Random, cat: Catalogue, now: Date, ids: IdCounters, audit: AuditRow[]): Promise<void> {
  const images: ImageRow[] = [];
  const sterilizer = cat.companies.flatMap((c) => cheSterilizerRows(rng, cat, c, now, ids, audit, images));
  const washer = cat.companies.flatMap((c) => cheWasherRows(rng, cat, c, now, ids, audit, images));
  // Raw insert: pglite-prisma-adapter 0.6 does not decode the base64 form in which Prisma's
  // query compiler passes Bytes arguments ("Invalid input for bytea type"); hex text does.
  for (const image of images) {
    await tx.$executeRawUnsafe(
      `INSERT INTO reading_image (id, "companyId", "mimeType", data, "createdAt") VALUES ($1, $2, $3, decode($4, 'hex'), $5::timestamptz)`,
      image.id, image.companyId, image.mimeType, Buffer.from(image.data as Uint8Array).toString("hex"), (image.createdAt as Date).toISOString(),
    );
  }
  await tx.readingCheSterilizer.createMany({ data: sterilizer });
  await tx.readingCheWasher.createMany({ data: washer });
}
