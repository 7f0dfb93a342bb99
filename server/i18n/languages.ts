// Which language a caller reads the interface in, and the per-theme language lists.
import type { Prisma, PrismaClient } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import { startingWith } from "../domain/like";

/** The client or a transaction: the language of a user is read inside the writes that need it. */
type Db = PrismaClient | Prisma.TransactionClient;

/** The theme that offers only these languages (spec 000 section 1). */
const RESTRICTED_THEME = "bionova";
const RESTRICTED_CODES = ["en", "es", "it", "pt", "pt-br", "ja"];

export async function languagesFor(prisma: PrismaClient, themeFileName: string | null) {
  const all = await prisma.language.findMany({ where: { enabled: true }, orderBy: { id: "asc" }, select: { id: true, code: true, description: true } });
  return themeFileName === RESTRICTED_THEME ? all.filter((l) => RESTRICTED_CODES.includes(l.code)) : all;
}

/** User's own language, else the company's language, else English. */
export async function userLanguage(prisma: PrismaClient, p: Principal | null) {
  return p ? recipientLanguage(prisma, p.userId) : languageByCode(prisma, "en");
}

/**
 * The language of everything the server writes for a user (notifications, mails, messages):
 * the user's own, else their company's, else English. Texts missing in that language fall
 * back to English where they are looked up (alertTexts, renderMail, generalText).
 */
export async function recipientLanguage(prisma: Db, userId: number) {
  const u = await prisma.appUser.findUnique({
    where: { id: userId },
    select: { language: true, company: { select: { language: true } } },
  });
  return u?.language ?? u?.company?.language ?? languageByCode(prisma, "en");
}

export async function languageByCode(prisma: Db, code: string | null | undefined) {
  const wanted = (code ?? "en").toLowerCase();
  return (
    (await prisma.language.findUnique({ where: { code: wanted } })) ??
    (await prisma.language.findFirst({ where: { code: startingWith(wanted.slice(0, 2)) } })) ??
    (await prisma.language.findUniqueOrThrow({ where: { code: "en" } }))
  );
}
