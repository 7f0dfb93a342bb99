// Translatable interface items (general objects, menus, screens' objects ...). The base text
// is the item's English description; a Translation row overrides it per language.
import type { PrismaClient, TranslatableKind } from "../db/generated/client";

/** itemId → text for one kind in one language (English description as fallback). */
export async function translationsFor(prisma: PrismaClient, kind: TranslatableKind, languageId: number, itemIds?: number[]): Promise<Map<number, string>> {
  const rows = await prisma.translation.findMany({
    where: { kind, languageId, ...(itemIds ? { itemId: { in: itemIds } } : {}) },
    select: { itemId: true, text: true },
  });
  return new Map(rows.map((r) => [r.itemId, r.text]));
}

/** All general objects as { name: text } in the language. */
export async function generalObjects(prisma: PrismaClient, languageId: number): Promise<Record<string, string>> {
  const [objects, texts] = await Promise.all([
    prisma.generalObject.findMany({ select: { id: true, name: true, description: true } }),
    translationsFor(prisma, "GENERAL_OBJECT", languageId),
  ]);
  return Object.fromEntries(objects.map((o) => [o.name, texts.get(o.id) ?? o.description]));
}

/** One general object's text, for server-produced messages. */
export async function generalText(prisma: PrismaClient, name: string, languageId: number | null, fallback: string): Promise<string> {
  const o = await prisma.generalObject.findUnique({ where: { name }, select: { id: true, description: true } });
  if (!o) return fallback;
  if (languageId) {
    const t = await prisma.translation.findUnique({ where: { kind_itemId_languageId: { kind: "GENERAL_OBJECT", itemId: o.id, languageId } } });
    if (t) return t.text;
  }
  return o.description;
}

/**
 * A screen's objects as { objectName: text } (labels of /api/screen/getjson): the company's
 * own wording where it has one (the Translate button), else the product's translation.
 */
export async function screenLabels(prisma: PrismaClient, screenId: number, languageId: number, companyId: number | null = null): Promise<Record<string, string>> {
  const objects = await prisma.uiObject.findMany({ where: { screenId }, select: { id: true, name: true, description: true } });
  const ids = objects.map((o) => o.id);
  const [texts, own] = await Promise.all([
    translationsFor(prisma, "OBJECT", languageId, ids),
    companyId ? prisma.companyTranslation.findMany({ where: { companyId, kind: "OBJECT", languageId, itemId: { in: ids } }, select: { itemId: true, text: true } }) : [],
  ]);
  const owned = new Map(own.map((t) => [t.itemId, t.text]));
  return Object.fromEntries(objects.map((o) => [o.name, owned.get(o.id) ?? texts.get(o.id) ?? o.description]));
}
