// The company logo (spec 002 sections 2.2, 4 "Logo", 5 "Logo upload", 7.2): one picture per
// company, shown in the top bar, the printed record and the Excel export. Every company user
// sees their own company's logo; only the company administrator (type 0) replaces or deletes
// it. What a file is, is decided by its first bytes, never by its name: a PNG or a JPEG, at
// most LOGO_MAX_BYTES. Anything else (SVG, which can carry script, text renamed .png...) is
// refused with the translated invalid-extension message.
import type { ServiceContext } from "../context";
import type { Principal } from "../auth/principal";
import { COMPANY_ADMIN } from "../auth/scopes";
import { ownCompanyId } from "../auth/company";
import { forbidden, notFound, SaveErrors } from "../domain/errors";
import { appLog } from "../applog/service";
import { generalText } from "../i18n/translations";
import { userLanguage } from "../i18n/languages";
import { uiTexts } from "../seed/data/ui-texts";

/** The largest logo accepted: 512 KB (a 340 × 65 banner needs a few KB; this leaves room for 2× and 3× pictures). */
export const LOGO_MAX_BYTES = 512 * 1024;
/** File names the chooser offers (any case); the content is checked by its magic bytes. */
export const LOGO_EXTENSIONS = [".png", ".jpg", ".jpeg"] as const;
/** The preview box of the parameters screen and the top bar's proportions (spec 002 section 9). */
export const LOGO_PREVIEW = { width: 340, height: 65 } as const;

export type LogoMimeType = "image/png" | "image/jpeg";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The picture's type from its first bytes: PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8 FF); anything else null. */
export function imageTypeOf(bytes: Uint8Array): LogoMimeType | null {
  return startsWith(bytes, PNG) ? "image/png" : startsWith(bytes, JPEG) ? "image/jpeg" : null;
}

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

/** Checks the upload; the stored type comes from the magic bytes. */
async function checkedType(ctx: ServiceContext, u: LogoUpload): Promise<LogoMimeType> {
  if (!u.bytes.length) throw new SaveErrors([await logoText(ctx, "logo.empty")]);
  const type = imageTypeOf(u.bytes);
  if (!type || (u.fileName && !acceptedLogoName(u.fileName))) throw new SaveErrors([await logoText(ctx, "logo.invalidExtension")]);
  if (u.bytes.length > LOGO_MAX_BYTES) throw new SaveErrors([await logoText(ctx, "logo.tooLarge", { size: `${LOGO_MAX_BYTES / 1024} KB` })]);
  return type;
}

/** Stores (or replaces) the caller's company logo; a company id, when given, must be the caller's own. */
export async function saveCompanyLogo(ctx: ServiceContext, u: LogoUpload & { companyId?: number | null }): Promise<LogoInfo> {
  const companyId = assertManager(ctx);
  if (u.companyId && u.companyId !== companyId) throw notFound();
  const mimeType = await checkedType(ctx, u);
  const logo = Uint8Array.from(u.bytes);
  return ctx.prisma.$transaction(async (tx) => {
    const before = await tx.companyFile.findUnique({ where: { companyId }, select: { id: true } });
    // updatedAt is the picture's version: it is part of the image URL, so a new picture is a new URL.
    const row = await tx.companyFile.upsert({
      where: { companyId },
      create: { companyId, logo, mimeType, updatedAt: new Date() },
      update: { logo, mimeType, updatedAt: new Date() },
      select: INFO,
    });
    await appLog(tx, ctx.principal!, { entity: "CompanyFile", entityId: row.id, action: before ? "update" : "create", detail: `logo: ${mimeType}, ${u.bytes.length} bytes` });
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
