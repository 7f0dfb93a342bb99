// What a company's export or printed record looks like besides its rows: the label
// language, the temperature unit (parameter 14), the regional format of dates (parameter 13,
// else the user's language's) and the company's name and logo for the header.
import type { ServiceContext } from "../context";
import { companySettings } from "../parameters/settings";
import { regionalFormatFor } from "../reference/service";
import { logoImage } from "../logo/service";
import { imageSize, type ImageSize } from "../logo/image";
import { labelLanguage } from "./columns";
import type { RegionalPattern } from "./format";
import type { ShippedLanguage } from "../seed/context";

export interface CompanyLook {
  lang: ShippedLanguage;
  temperatureUnit: number;
  format: RegionalPattern;
  companyName: string;
  logo: { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg"; size: ImageSize | null } | null;
}

export async function companyLook(ctx: ServiceContext, companyId: number, opts: { logo: boolean }): Promise<CompanyLook> {
  const [lang, settings, format, company, logo] = await Promise.all([
    labelLanguage(ctx),
    companySettings(ctx.prisma, companyId),
    regionalFormatFor(ctx.prisma, ctx.principal),
    ctx.prisma.company.findUniqueOrThrow({ where: { id: companyId }, select: { name: true } }),
    opts.logo ? logoImage(ctx, companyId) : null,
  ]);
  const picture = logo && (logo.mimeType === "image/png" || logo.mimeType === "image/jpeg") ? { bytes: Uint8Array.from(logo.logo), mimeType: logo.mimeType as "image/png" | "image/jpeg", size: imageSize(logo.logo) } : null;
  return { lang, temperatureUnit: settings.temperatureUnit, format: { dateFormat: format.dateFormat, timeFormat: format.timeFormat }, companyName: company.name, logo: picture };
}
