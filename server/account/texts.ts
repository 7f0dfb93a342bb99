// Texts the server writes for a signed-in reader (its answers, the log's words), in the
// reader's own language (user, else company, else English). A translator's edit of the general
// object wins; the seed file's text in that language comes next (the database holds English
// and Spanish rows only), then the English text.
import type { PrismaClient } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import { userLanguage } from "../i18n/languages";
import { uiTexts, type LanguageTexts } from "../seed/data/ui-texts";

/** "pt-br" → "pt": the seed files' language keys. */
const fileLanguage = (code: string): keyof LanguageTexts => (code.split("-")[0] as keyof LanguageTexts) ?? "en";

/** The texts of `keys` in the reader's language: key → text (the key itself when unknown). */
export async function readerTexts(prisma: PrismaClient, reader: Principal | null, keys: readonly string[]): Promise<Record<string, string>> {
  const language = await userLanguage(prisma, reader);
  const objects = await prisma.generalObject.findMany({ where: { name: { in: [...keys] } }, select: { id: true, name: true } });
  const rows = objects.length
    ? await prisma.translation.findMany({ where: { kind: "GENERAL_OBJECT", languageId: language.id, itemId: { in: objects.map((o) => o.id) } }, select: { itemId: true, text: true } })
    : [];
  const edited = new Map(rows.map((r) => [objects.find((o) => o.id === r.itemId)!.name, r.text]));
  const lang = fileLanguage(language.code);
  return Object.fromEntries(keys.map((key) => [key, edited.get(key) ?? uiTexts[key]?.[lang] ?? uiTexts[key]?.en ?? key]));
}

/** One text in the reader's language. */
export async function readerText(prisma: PrismaClient, reader: Principal | null, key: string): Promise<string> {
  return (await readerTexts(prisma, reader, [key]))[key]!;
}
