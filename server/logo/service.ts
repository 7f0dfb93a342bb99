// The company logo (spec 002 sections 2.2, 4 "Logo", 5 "Logo upload", 7.2): one picture per
// company, shown in the top bar, the printed record and the Excel export. Every company user
// sees their own company's logo; only the company administrator (type 0) replaces or deletes
// it. What a file is, is decided by its first bytes, never by its name: a PNG or a JPEG, at
// most LOGO_MAX_BYTES. Anything else (SVG, which can carry script, text renamed .png...) is
// refused with the translated invalid-extension message, and so is a file with the right first
// bytes that does not decode. What is stored is the picture re-encoded (reencode.ts): never the
// uploaded bytes, so nothing hidden in them (HTML, script, EXIF) is kept or served.
import type { ServiceContext } from "../context";
import type { Principal } from "../auth/principal";
import { COMPANY_ADMIN } from "../auth/scopes";
import { ownCompanyId } from "../auth/company";
import { forbidden, notFound, SaveErrors } from "../domain/errors";
import { appLog } from "../applog/service";
import { generalText } from "../i18n/translations";
import { userLanguage } from "../i18n/languages";
import { uiTexts } from "../seed/data/ui-texts";
import { imageTypeOf } from "./image";
import { PictureRefused, reencodePicture, type CleanPicture } from "./reencode";

export { imageTypeOf } from "./image";

/** The largest logo accepted: 512 KB (a 340 × 65 banner needs a few KB; this leaves room for 2× and 3× pictures). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** File names the chooser offers (any case); the content is checked by its magic bytes. */
export const LOGO_EXTENSIONS = [".png", ".jpg", ".jpeg"] as const;
/** The preview box of the parameters screen and the top bar's proportions (spec 002 section 9). */
export const LOGO_PREVIEW = { width: 340, height: 65 } as const;

/** The most pixels a logo may have, read from its header before decoding: 4096 × 4096 (a 512 KB file can declare far more). */
export const LOGO_MAX_SIDE = 4096;
export const LOGO_MAX_PIXELS = LOGO_MAX_SIDE * LOGO_MAX_SIDE;

/** Whether a file name is one the logo block accepts (.png, .jpg, .jpeg in any case). */
export const acceptedLogoName = (name: string) => LOGO_EXTENSIONS.some((ext) => name.toLowerCase().endsWith(ext));

/** Who may replace or delete the logo: the company administrator alone. */
export const canManageLogo = (p: Principal | null) => p?.kind === "COMPANY" && p.userType === COMPANY_ADMIN;

export interface LogoInfo {
  id: number;
  companyId: number;
  mimeType: string;
  updatedAt: Date;
}
const INFO = { id: true, companyId: true, mimeType: true, updatedAt: true } as const;

/**
 * The logo's metadata of the caller's company (null when it has none). A company id, when
 * given, must be the caller's own: another company's is Not found.
 */
export async function companyLogo(ctx: ServiceContext, companyId?: number | null): Promise<LogoInfo | null> {
  const own = ownCompanyId(ctx.principal);
  if (companyId && companyId !== own) throw notFound();
  return ctx.prisma.companyFile.findUnique({ where: { companyId: own }, select: INFO });
}

/** The caller's company logo with its bytes (the legacy GET answers them as base64). */
export async function companyLogoWithBytes(ctx: ServiceContext, companyId?: number | null) {
  const own = ownCompanyId(ctx.principal);
  if (companyId && companyId !== own) throw notFound();
  return ctx.prisma.companyFile.findUnique({ where: { companyId: own } });
}

/** The stored picture of a company, for the signed image route (the signature is the access check). */
export function logoImage(ctx: Pick<ServiceContext, "prisma">, companyId: number) {
  return ctx.prisma.companyFile.findUnique({ where: { companyId }, select: { ...INFO, logo: true } });
}

/** A logo text in the caller's language (interface texts of server/seed/data/ui-texts-logo.ts). */
async function logoText(ctx: ServiceContext, name: "logo.invalidExtension" | "logo.tooLarge" | "logo.empty" | "logo.none", values: Record<string, string> = {}) {
  const lang = await userLanguage(ctx.prisma, ctx.principal);
  const text = await generalText(ctx.prisma, name, lang.id, uiTexts[name]?.en ?? name);
  return Object.entries(values).reduce((s, [k, v]) => s.replaceAll(`{{${k}}}`, v), text);
}

function assertManager(ctx: ServiceContext): number {
  const companyId = ownCompanyId(ctx.principal);
  if (!canManageLogo(ctx.principal)) throw forbidden();
  return companyId;
}

export interface LogoUpload {
  /** The chosen file's name, when the door knows it (the legacy PUT sends none). */
  fileName?: string | null;
  bytes: Uint8Array;
}

/** Checks the upload and re-encodes it; the stored type is the one the magic bytes say. */
async function cleanLogo(ctx: ServiceContext, u: LogoUpload): Promise<CleanPicture> {
  if (!u.bytes.length) throw new SaveErrors([await logoText(ctx, "logo.empty")]);
  const invalid = async () => new SaveErrors([await logoText(ctx, "logo.invalidExtension")]);
  if (!imageTypeOf(u.bytes) || (u.fileName && !acceptedLogoName(u.fileName))) throw await invalid();
  if (u.bytes.length > LOGO_MAX_BYTES) throw new SaveErrors([await logoText(ctx, "logo.tooLarge", { size: `${LOGO_MAX_BYTES / 1024} KB` })]);
  try {
    return await reencodePicture(u.bytes, LOGO_MAX_PIXELS);
  } catch (e) {
    if (!(e instanceof PictureRefused)) throw e;
    if (e.reason === "tooManyPixels") throw new SaveErrors([await logoText(ctx, "logo.tooLarge", { size: `${LOGO_MAX_SIDE} × ${LOGO_MAX_SIDE} px` })]);
    throw await invalid(); // the right first bytes, but not a picture that decodes
  }
}

/** Stores (or replaces) the caller's company logo; a company id, when given, must be the caller's own. */
export async function saveCompanyLogo(ctx: ServiceContext, u: LogoUpload & { companyId?: number | null }): Promise<LogoInfo> {
  const companyId = assertManager(ctx);
  if (u.companyId && u.companyId !== companyId) throw notFound();
  const { mimeType, data: logo } = await cleanLogo(ctx, u);
  return ctx.prisma.$transaction(async (tx) => {
    const before = await tx.companyFile.findUnique({ where: { companyId }, select: { id: true } });
    // updatedAt is the picture's version: it is part of the image URL, so a new picture is a new URL.
    const row = await tx.companyFile.upsert({
      where: { companyId },
      create: { companyId, logo, mimeType, updatedAt: new Date() },
      update: { logo, mimeType, updatedAt: new Date() },
      select: INFO,
    });
    await appLog(tx, ctx.principal!, { entity: "CompanyFile", entityId: row.id, action: before ? "update" : "create", detail: `logo: ${mimeType}, ${logo.length} bytes` });
    return row;
  });
}

/** Deletes the caller's company logo (Not found when there is none). */
export async function deleteCompanyLogo(ctx: ServiceContext, companyId?: number | null): Promise<void> {
  const own = assertManager(ctx);
  if (companyId && companyId !== own) throw notFound();
  const none = await logoText(ctx, "logo.none");
  await ctx.prisma.$transaction(async (tx) => {
    const row = await tx.companyFile.findUnique({ where: { companyId: own }, select: { id: true, mimeType: true } });
    if (!row) throw notFound(none);
    await tx.companyFile.delete({ where: { id: row.id } });
    await appLog(tx, ctx.principal!, { entity: "CompanyFile", entityId: row.id, action: "delete", detail: `logo: ${row.mimeType}` });
  });
}
