// Runs at every start: interface texts added to data/ui-texts.ts after a database was seeded
// reach it too. Only missing keys are inserted, so texts edited by administrators
// (general-objects screen) are never overwritten.
import type { PrismaClient } from "../db/generated/client";
import { uiTexts } from "./data/ui-texts";
import { LANG } from "./context";
import { mailTemplates } from "./texts";

export async function syncUiTexts(prisma: PrismaClient): Promise<number> {
  const existing = new Set((await prisma.generalObject.findMany({ select: { name: true } })).map((o) => o.name));
  const missing = Object.entries(uiTexts).filter(([name]) => !existing.has(name));
  if (!missing.length || !(await prisma.language.count())) return 0;
  await prisma.$transaction(async (tx) => {
    for (const [name, text] of missing) {
      const o = await tx.generalObject.create({ data: { name, description: text.en } });
      await tx.translation.createMany({
        data: [
          { kind: "GENERAL_OBJECT", itemId: o.id, languageId: LANG.en, text: text.en },
          { kind: "GENERAL_OBJECT", itemId: o.id, languageId: LANG.es, text: text.es },
        ],
        skipDuplicates: true,
      });
    }
  });
  return missing.length;
}

/** Mail templates added to seed/texts.ts after a database was seeded (missing names only). */
export async function syncMailTemplates(prisma: PrismaClient): Promise<number> {
  const existing = new Set((await prisma.mailTemplate.findMany({ select: { mailName: true }, distinct: ["mailName"] })).map((m) => m.mailName));
  const missing = Object.entries(mailTemplates).filter(([name]) => !existing.has(name));
  if (!missing.length || !(await prisma.language.count())) return 0;
  await prisma.mailTemplate.createMany({
    data: missing.flatMap(([mailName, byLanguage]) => (["en", "es"] as const).map((code) => ({ mailName, languageId: LANG[code], ...byLanguage[code] }))),
  });
  return missing.length;
}
