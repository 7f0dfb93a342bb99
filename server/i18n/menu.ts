// The menu per user kind and grants (spec 000 section 6): the system menu for provider
// staff, the distributor menu for distributor staff, the app menu for company users, where
// supervisors (type 1) see every group and other types only the items granted to them.
import type { MenuKind, PrismaClient } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import { translationsFor } from "./translations";
import { SUPERVISOR } from "../auth/scopes";

export interface MenuItemView {
  id: number;
  url: string;
  image: string | null;
  translation: string;
}
export interface MenuGroupView extends Omit<MenuItemView, "url"> {
  url: string | null;
  items: MenuItemView[];
}

export function menuKindOf(p: Principal): MenuKind {
  return p.kind === "SYSTEM" ? "SYSTEM" : p.kind === "DISTRIBUTOR" ? "DISTRIBUTOR" : "APP";
}

export async function menuFor(prisma: PrismaClient, p: Principal, languageId: number): Promise<MenuGroupView[]> {
  const kind = menuKindOf(p);
  const seesAll = kind !== "APP" || p.userType === SUPERVISOR;
  const groups = await prisma.menuGroup.findMany({
    where: { menu: kind },
    orderBy: [{ order: "asc" }, { id: "asc" }],
    include: {
      items: {
        where: seesAll ? {} : { grants: { some: { userTypeId: p.userType ?? -1 } } },
        orderBy: [{ order: "asc" }, { id: "asc" }],
      },
    },
  });
  const visible = groups.filter((g) => g.items.length > 0 || (seesAll && g.url));
  const [groupTexts, itemTexts] = await Promise.all([
    translationsFor(prisma, "MENU_GROUP", languageId, visible.map((g) => g.id)),
    translationsFor(prisma, "MENU_ITEM", languageId, visible.flatMap((g) => g.items.map((i) => i.id))),
  ]);
  return visible.map((g) => ({
    id: g.id,
    url: g.url,
    image: g.image,
    translation: groupTexts.get(g.id) ?? g.description,
    items: g.items.map((i) => ({ id: i.id, url: i.url, image: i.image, translation: itemTexts.get(i.id) ?? i.description })),
  }));
}

/** The legacy JSON shape: Id, Url, Image, Translation, Items. */
export function menuToWire(groups: MenuGroupView[]) {
  const item = (i: MenuItemView) => ({ Id: i.id, Url: i.url, Image: i.image, Translation: i.translation });
  return groups.map((g) => ({ Id: g.id, Url: g.url, Image: g.image, Translation: g.translation, Items: g.items.map(item) }));
}
