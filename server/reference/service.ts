// Public reference data: countries, and the caller's regional format.
import type { PrismaClient } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import { languageByCode, userLanguage } from "../i18n/languages";
import { startingWith } from "../domain/like";

export function countries(prisma: PrismaClient) {
  return prisma.country.findMany({ orderBy: { name: "asc" }, select: { id: true, regionId: true, name: true } });
}

const REGIONAL_FORMAT_PARAMETER = 13;

/** The user's own regional format, else the company's regional-format parameter, else the format of the user's language. */
export async function regionalFormatFor(prisma: PrismaClient, p: Principal | null) {
  const select = { languageCode: true, description: true, dateFormat: true, timeFormat: true } as const;
  if (p) {
    const own = await prisma.appUser.findUnique({ where: { id: p.userId }, select: { regionalFormat: { select } } });
    if (own?.regionalFormat) return own.regionalFormat;
  }
  if (p?.companyId) {
    const param = await prisma.appParameter.findUnique({ where: { companyId_type: { companyId: p.companyId, type: REGIONAL_FORMAT_PARAMETER } } });
    const id = param ? Number(param.value) : NaN;
    if (Number.isSafeInteger(id)) {
      const f = await prisma.regionalFormat.findUnique({ where: { id }, select });
      if (f) return f;
    }
  }
  const lang = await userLanguage(prisma, p);
  return (
    (await prisma.regionalFormat.findFirst({ where: { languageCode: lang.code }, select, orderBy: { id: "asc" } })) ??
    (await prisma.regionalFormat.findFirst({ where: { languageCode: startingWith(lang.code.slice(0, 2)) }, select, orderBy: { id: "asc" } })) ?? {
      languageCode: "en",
      description: "English",
      dateFormat: "MM/dd/yyyy",
      timeFormat: "hh:mm tt",
    }
  );
}

/** The privacy policy in the caller's language (a signed-in user's own, else the one asked for), else the first one stored. */
export async function privacyPolicy(prisma: PrismaClient, p: Principal | null, languageCode: string | null) {
  const lang = p ? await userLanguage(prisma, p) : await languageByCode(prisma, languageCode);
  const policy = (await prisma.privacyPolicy.findFirst({ where: { languageId: lang.id } })) ?? (await prisma.privacyPolicy.findFirst({ orderBy: { id: "asc" } }));
  return policy?.text ?? "";
}
