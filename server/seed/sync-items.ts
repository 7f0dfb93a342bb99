// Runs at every start, before the texts' sync: modules, screens, screen objects and menu items
// added to the seed after a database was seeded (the configuration transfer's screen 2048 and
// its SYSTEM menu item) reach that database too. Only missing rows are inserted — by id for the
// spec-numbered modules, screens and objects, by menu kind and name for menu groups and items —
// so whatever an administrator changed stays as it is. syncUiTexts then adds their translations.
import type { PrismaClient } from "../db/generated/client";
import { shippedModules, shippedObjects, shippedScreens } from "./screens";
import { shippedMenus } from "./menus";
import { shippedPanels } from "./reference";

/** Inserts the shipped items a database lacks; answers how many rows were added. */
export async function syncShippedItems(prisma: PrismaClient): Promise<number> {
  // A bare schema (no reference seed) has no languages: the seed, not the sync, fills it.
  if (!(await prisma.language.count())) return 0;
  return prisma.$transaction(async (tx) => {
    let added = 0;
    // Dashboard panels added to the product after the database was seeded (server/dashboard).
    added += (await tx.panel.createMany({ data: shippedPanels(), skipDuplicates: true })).count;
    added += (await tx.module.createMany({ data: shippedModules(), skipDuplicates: true })).count;
    const modules = new Set((await tx.module.findMany({ select: { id: true } })).map((m) => m.id));
    added += (await tx.screen.createMany({ data: shippedScreens().filter((s) => modules.has(s.moduleId)), skipDuplicates: true })).count;
    const screens = new Set((await tx.screen.findMany({ select: { id: true } })).map((s) => s.id));
    added += (await tx.uiObject.createMany({ data: shippedObjects().filter((o) => screens.has(o.screenId)), skipDuplicates: true })).count;

    const groups = await tx.menuGroup.findMany({ select: { id: true, menu: true, name: true, items: { select: { name: true } } } });
    for (const { items, ...group } of shippedMenus()) {
      let found = groups.find((g) => g.menu === group.menu && g.name === group.name);
      if (!found) {
        found = { ...(await tx.menuGroup.create({ data: group, select: { id: true, menu: true, name: true } })), items: [] };
        added++;
      }
      for (const { grants, ...item } of items) {
        if (found.items.some((i) => i.name === item.name) || !screens.has(item.screenId)) continue;
        await tx.menuItem.create({ data: { ...item, groupId: found.id, grants: { create: grants.map((userTypeId) => ({ userTypeId })) } } });
        added++;
      }
    }
    return added;
  });
}
