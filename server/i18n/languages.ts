// Which language a caller reads the interface in, and the per-theme language lists.
import type { PrismaClient } from "../db/generated/client";
import type { Principal } from "../auth/principal";

/** The theme that offers only these languages (spec 000 section 1). */
const RESTRICTED_THEME = "bionova";
const RESTRICTED_CODES = ["en", "es", "it", "pt", "pt-br", "ja"];

export async function languagesFor(prisma: PrismaClient, themeFileName: string | null) {
  const all = await prisma.language.findMany({ where: { enabled: true }, orderBy: { id: "asc" }, select: { id: true, code: true, description: true } });
  return themeFileName === RESTRICTED_THEME ? all.filter((l) => RESTRICTED_CODES.includes(l.code)) : all;
}

/** User's own language, else the company's language, else English. */
export async function userLanguage(prisma: PrismaClient, p: Principal | null) {
  if (p) {
    const u = await prisma.appUser.findUnique({
      where: { id: p.userId },
      select: { language: true, company: { select: { language: true } } },
    });
    const l = u?.language ?? u?.company?.language;
    if (l) return l;
  }
  return languageByCode(prisma, "en");
}

export async function languageByCode(prisma: PrismaClient, code: string | null | undefined) {
  const wanted = (code ?? "en").toLowerCase();
  return (
    (await prisma.language.findUnique({ where: { code: wanted } })) ??
    (await prisma.language.findFirst({ where: { code: { startsWith: wanted.slice(0, 2) } } })) ??
    (await prisma.language.findUniqueOrThrow({ where: { code: "en" } }))
  );
}
