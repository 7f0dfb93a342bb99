// Runs at every start: interface texts added to data/ui-texts.ts after a database was seeded
// reach it too, and so do languages added to the seed later (a database seeded when only
// English and Spanish shipped gets the Italian, Portuguese and Japanese rows). Only missing
// rows are inserted, so texts edited by administrators (general-objects and mail screens) are
// never overwritten.
import type { PrismaClient, TranslatableKind } from "../db/generated/client";
import { uiTexts, type LanguageTexts } from "./data/ui-texts";
import { SHIPPED_LANGUAGES, SHIPPED_LANGUAGE_ID, translationsOf, type TranslationRow } from "./context";
import { mailTemplates, messageTexts, specialObjectTexts } from "./texts";
import { screenTranslations } from "./screens";
import { menuTranslations } from "./menus";

/** What reading the translatable items needs: the client, or a transaction (inside one, read through it). */
type ItemReader = Pick<PrismaClient, "generalObject" | "message" | "specialObject" | "module" | "screen" | "uiObject" | "menuGroup">;

/** Translation rows per INSERT: the whole set (≈ 10,000 rows) through the ORM at once held
 * about 100 MB at every start, and the server never gave it back. */
const INSERT_CHUNK = 1000;

/** Inserts the given translation rows that do not exist yet; returns how many were new. */
async function insertMissing(prisma: PrismaClient, rows: TranslationRow[]): Promise<number> {
  let added = 0;
  for (let i = 0; i < rows.length; i += INSERT_CHUNK) {
    added += await prisma.$executeRawUnsafe(
      `INSERT INTO "translation" ("kind", "itemId", "languageId", "text")
       SELECT r.kind::"TranslatableKind", r."itemId", r."languageId", r.text FROM json_to_recordset($1::json) AS r(kind text, "itemId" int, "languageId" int, text text)
       ON CONFLICT ("kind", "itemId", "languageId") DO NOTHING`,
      JSON.stringify(rows.slice(i, i + INSERT_CHUNK)),
    );
  }
  return added;
}

/** Languages of the seed that exist in this database (a bare schema has none). */
async function shippedLanguagesPresent(prisma: PrismaClient) {
  const ids = new Set((await prisma.language.findMany({ select: { id: true } })).map((l) => l.id));
  return SHIPPED_LANGUAGES.filter((code) => ids.has(SHIPPED_LANGUAGE_ID[code]));
}

export async function syncUiTexts(prisma: PrismaClient): Promise<number> {
  const present = new Set(await shippedLanguagesPresent(prisma));
  if (!present.size) return 0;
  const keep = (rows: TranslationRow[]) => rows.filter((r) => SHIPPED_LANGUAGES.some((c) => present.has(c) && SHIPPED_LANGUAGE_ID[c] === r.languageId));
  const objects = new Map((await prisma.generalObject.findMany({ select: { id: true, name: true } })).map((o) => [o.name, o.id]));
  const missing = Object.entries(uiTexts).filter(([name]) => !objects.has(name));
  if (missing.length) {
    await prisma.$transaction(async (tx) => {
      for (const [name, texts] of missing) {
        const o = await tx.generalObject.create({ data: { name, description: texts.en } });
        objects.set(name, o.id);
      }
    });
  }
  // New keys get every language; existing keys get the languages they lack.
  const rows = await shippedTranslations(prisma);
  const added = await insertMissing(prisma, keep(rows));
  return missing.length || added;
}

/**
 * Every translation row the product ships, for the items of this database: what a start-up
 * adds where missing, and what "reset to default" on the /sys translation screens restores.
 */
export async function shippedTranslations(prisma: ItemReader): Promise<TranslationRow[]> {
  const objects = new Map((await prisma.generalObject.findMany({ select: { id: true, name: true } })).map((o) => [o.name, o.id]));
  const rows: TranslationRow[] = Object.entries(uiTexts).flatMap(([name, texts]) => (objects.has(name) ? translationsOf("GENERAL_OBJECT", objects.get(name)!, texts) : []));
  // Messages and special objects by name; modules, screens and their objects by their fixed ids.
  const byName = async (kind: TranslatableKind, list: { name: string; texts: LanguageTexts }[], find: () => Promise<{ id: number; name: string }[]>) => {
    const ids = new Map((await find()).map((r) => [r.name, r.id]));
    return list.flatMap((m) => (ids.has(m.name) ? translationsOf(kind, ids.get(m.name)!, m.texts) : []));
  };
  rows.push(...(await byName("MESSAGE", messageTexts, () => prisma.message.findMany({ select: { id: true, name: true } }))));
  rows.push(...(await byName("SPECIAL_OBJECT", specialObjectTexts, () => prisma.specialObject.findMany({ select: { id: true, name: true } }))));
  rows.push(...(await existingIds(prisma, screenTranslations())));
  rows.push(...(await existingMenuTranslations(prisma)));
  return rows;
}

/** Screen translations whose item still exists (an administrator may have removed one). */
async function existingIds(prisma: ItemReader, rows: TranslationRow[]): Promise<TranslationRow[]> {
  const [modules, screens, objects] = await Promise.all([
    prisma.module.findMany({ select: { id: true } }),
    prisma.screen.findMany({ select: { id: true } }),
    prisma.uiObject.findMany({ select: { id: true } }),
  ]);
  const exists: Partial<Record<TranslatableKind, Set<number>>> = {
    MODULE: new Set(modules.map((m) => m.id)),
    SCREEN: new Set(screens.map((s) => s.id)),
    OBJECT: new Set(objects.map((o) => o.id)),
  };
  return rows.filter((r) => exists[r.kind]?.has(r.itemId));
}

/** Menu groups by (menu, name) and their items by (group, name): ids may differ from the seed's. */
async function existingMenuTranslations(prisma: ItemReader): Promise<TranslationRow[]> {
  const groups = await prisma.menuGroup.findMany({ select: { id: true, menu: true, name: true, items: { select: { id: true, name: true } } } });
  return menuTranslations((menu, groupName, itemName) => {
    const g = groups.find((x) => x.menu === menu && x.name === groupName);
    return itemName === undefined ? g?.id : g?.items.find((i) => i.name === itemName)?.id;
  });
}

/** Mail templates added to seed/texts.ts after a database was seeded, and languages a template lacks. */
export async function syncMailTemplates(prisma: PrismaClient): Promise<number> {
  const present = await shippedLanguagesPresent(prisma);
  if (!present.length) return 0;
  const { count } = await prisma.mailTemplate.createMany({
    data: Object.entries(mailTemplates).flatMap(([mailName, byLanguage]) => present.map((code) => ({ mailName, languageId: SHIPPED_LANGUAGE_ID[code], ...byLanguage[code] }))),
    skipDuplicates: true,
  });
  return count;
}
