// Applies a checked document inside the import's transaction: each kind of item in the file is
// upserted by its natural key (what differs is updated, what is missing is created, what the
// file does not hold is left alone), then each item's translations become exactly the file's.
// Only rows whose values differ are written, so re-importing an export changes nothing.
// Everything is read and written through `tx`, never the shared client.
import { Prisma, type TranslatableKind } from "../db/generated/client";
import { KINDS, MENU_KINDS, type ConfigItems, type Counts, type CountKind, type Kind, type Translations } from "./document";
import { LANGUAGE_FIELD, type Refs } from "./references";

type Tx = Prisma.TransactionClient;
type Data = Record<string, unknown>;
type Delegate = {
  findMany(args?: object): Promise<(Data & { id: number })[]>;
  createManyAndReturn(args: object): Promise<(Data & { id: number })[]>;
  update(args: object): Promise<unknown>;
};
const delegate = (tx: Tx, model: string) => (tx as unknown as Record<string, Delegate>)[model]!;
const entries = <T>(record: Record<string, T> | undefined) => Object.entries(record ?? {});

/** The kinds the file holds: the steps of its import. */
export const stepsOf = (items: ConfigItems): Kind[] => KINDS.filter((k) => items[k] !== undefined);

class Import {
  readonly counts: Counts = { changed: 0 };
  constructor(
    readonly tx: Tx,
    readonly refs: Refs,
  ) {}

  add(kind: CountKind, n: number) {
    this.counts[kind] = (this.counts[kind] ?? 0) + n;
  }

  /**
   * Upserts rows of `model` by key: `wanted` holds each row's whole data (key fields included);
   * `where` narrows the rows read. Answers key → id.
   */
  async upsert(model: string, keyOf: (row: Data) => string, wanted: Data[], where: object = {}): Promise<Map<string, number>> {
    const db = delegate(this.tx, model);
    const stored = new Map((await db.findMany({ where })).map((r) => [keyOf(r), r]));
    const missing = wanted.filter((w) => !stored.has(keyOf(w)));
    if (missing.length) for (const r of await db.createManyAndReturn({ data: missing })) stored.set(keyOf(r), r);
    let changed = missing.length;
    for (const w of wanted) {
      const row = stored.get(keyOf(w))!;
      const diff = Object.fromEntries(Object.entries(w).filter(([k, v]) => row[k] !== v));
      if (!Object.keys(diff).length || missing.includes(w)) continue;
      await db.update({ where: { id: row.id }, data: diff });
      changed++;
    }
    this.add("changed", changed);
    return new Map([...stored].map(([k, r]) => [k, r.id]));
  }

  /** Each item's translations become the file's: missing ones created, others updated or removed. */
  async translations(kind: TranslatableKind, items: [number, Translations][]) {
    if (!items.length) return;
    const stored = await this.tx.translation.findMany({ where: { kind, itemId: { in: items.map(([id]) => id) } }, select: { id: true, itemId: true, languageId: true, text: true } });
    const have = new Map(stored.map((t) => [`${t.itemId}:${t.languageId}`, t]));
    const create: Prisma.TranslationCreateManyInput[] = [];
    const update: { id: number; text: string }[] = [];
    const keep = new Set<number>();
    for (const [itemId, texts] of items)
      for (const [code, text] of Object.entries(texts)) {
        const languageId = this.refs.languages.get(code)!;
        const t = have.get(`${itemId}:${languageId}`);
        if (!t) create.push({ kind, itemId, languageId, text });
        else if ((keep.add(t.id), t.text !== text)) update.push({ id: t.id, text });
      }
    const remove = stored.filter((t) => !keep.has(t.id)).map((t) => t.id);
    if (create.length) await this.tx.translation.createMany({ data: create });
    // One statement for every changed text (a re-import after a reset changes thousands).
    if (update.length) await this.tx.$executeRaw`UPDATE "translation" AS t SET "text" = v.text FROM unnest(${update.map((u) => u.id)}::int[], ${update.map((u) => u.text)}::text[]) AS v(id, text) WHERE t.id = v.id`;
    if (remove.length) await this.tx.translation.deleteMany({ where: { id: { in: remove } } });
    this.add("translations", items.reduce((n, [, texts]) => n + Object.keys(texts).length, 0));
    this.add("changed", create.length + update.length + remove.length);
  }
}

const byName = (r: Data) => String(r.name);
const byId = (r: Data) => String(r.id);

/** One function per kind: upserts its items, then their translations. */
const APPLY: Record<Kind, (im: Import, items: ConfigItems) => Promise<void>> = {
  generalObjects: async (im, { generalObjects: all }) => {
    const ids = await im.upsert("generalObject", byName, entries(all).map(([name, o]) => ({ name, description: o.description })));
    await im.translations("GENERAL_OBJECT", entries(all).map(([name, o]) => [ids.get(name)!, o.translations]));
    im.add("generalObjects", entries(all).length);
  },
  modules: async (im, { modules: all }) => {
    await im.upsert("module", byId, entries(all).map(([id, m]) => ({ id: Number(id), name: m.name, description: m.description })));
    await im.translations("MODULE", entries(all).map(([id, m]) => [Number(id), m.translations]));
    im.add("modules", entries(all).length);
  },
  screens: async (im, { screens: all }) => {
    await im.upsert("screen", byId, entries(all).map(([id, s]) => ({ id: Number(id), moduleId: s.module, name: s.name, route: s.route, description: s.description })));
    await im.translations("SCREEN", entries(all).map(([id, s]) => [Number(id), s.translations]));
    im.add("screens", entries(all).length);
  },
  screenObjects: async (im, { screenObjects: all }) => {
    const rows = entries(all).map(([id, o]) => ({ id: Number(id), screenId: o.screen, name: o.name, description: o.description, multiLanguage: o.multiLanguage, securable: o.securable, securityMode: o.securityMode }));
    await im.upsert("uiObject", byId, rows);
    await im.translations("OBJECT", entries(all).map(([id, o]) => [Number(id), o.translations]));
    im.add("screenObjects", rows.length);
  },
  messages: async (im, { messages: all }) => {
    const ids = await im.upsert("message", byName, entries(all).map(([name, m]) => ({ name, moduleId: m.module, description: m.description })));
    await im.translations("MESSAGE", entries(all).map(([name, m]) => [ids.get(name)!, m.translations]));
    im.add("messages", entries(all).length);
  },
  specialObjects: async (im, { specialObjects: all }) => {
    const ids = await im.upsert("specialObject", byName, entries(all).map(([name, m]) => ({ name, moduleId: m.module, description: m.description })));
    await im.translations("SPECIAL_OBJECT", entries(all).map(([name, m]) => [ids.get(name)!, m.translations]));
    im.add("specialObjects", entries(all).length);
  },
  menus: async (im, { menus }) => {
    for (const menu of MENU_KINDS) {
      const groups = entries(menus?.[menu]);
      if (!groups.length) continue;
      const groupIds = await im.upsert("menuGroup", byName, groups.map(([name, g]) => ({ menu, name, description: g.description, url: g.url, image: g.image, order: g.order })), { menu });
      await im.translations("MENU_GROUP", groups.map(([name, g]) => [groupIds.get(name)!, g.translations]));
      im.add("menuGroups", groups.length);
      for (const [groupName, g] of groups) {
        const groupId = groupIds.get(groupName)!;
        const items = entries(g.items);
        const itemIds = await im.upsert("menuItem", byName, items.map(([name, i]) => ({ groupId, name, description: i.description, url: i.url, image: i.image, order: i.order, screenId: i.screen })), { groupId });
        await im.translations("MENU_ITEM", items.map(([name, i]) => [itemIds.get(name)!, i.translations]));
        await grants(im, items.map(([name, i]) => [itemIds.get(name)!, i.grants]));
        im.add("menuItems", items.length);
      }
    }
  },
  mailTemplates: async (im, { mailTemplates: all }) => {
    const rows = entries(all).flatMap(([mailName, byLanguage]) => entries(byLanguage).map(([code, m]) => ({ mailName, languageId: im.refs.languages.get(code)!, ...m })));
    await im.upsert("mailTemplate", (r) => `${r.mailName}:${r.languageId}`, rows);
    im.add("mailTemplates", rows.length);
  },
  sysParameters: async (im, { sysParameters }) => {
    // A language parameter names its language by code in the file and stores its id.
    const stored = (fieldType: number, v: string) => (fieldType === LANGUAGE_FIELD && v !== "" ? String(im.refs.languages.get(v)!) : v);
    const rows = [
      ...entries(sysParameters?.provider).map(([type, p]) => ({ distributorId: null as number | null, type: Number(type), ...p })),
      ...entries(sysParameters?.distributors).flatMap(([domain, byType]) => entries(byType).map(([type, p]) => ({ distributorId: im.refs.distributors.get(domain)!, type: Number(type), ...p }))),
    ].map((p) => ({ ...p, value: stored(p.fieldType, p.value), defaultValue: stored(p.fieldType, p.defaultValue) }));
    await im.upsert("sysParameter", (r) => `${r.distributorId ?? ""}:${r.type}`, rows);
    im.add("sysParameters", rows.length);
  },
};

/** A menu item's grants become the file's user types. */
async function grants(im: Import, items: [number, number[]][]) {
  const tx = im.tx;
  const stored = await tx.menuItemGrant.findMany({ where: { itemId: { in: items.map(([id]) => id) } }, select: { id: true, itemId: true, userTypeId: true } });
  const wanted = new Set(items.flatMap(([itemId, types]) => types.map((t) => `${itemId}:${t}`)));
  const have = new Set(stored.map((g) => `${g.itemId}:${g.userTypeId}`));
  const remove = stored.filter((g) => !wanted.has(`${g.itemId}:${g.userTypeId}`)).map((g) => g.id);
  const create = [...wanted].filter((k) => !have.has(k)).map((k) => ({ itemId: Number(k.split(":")[0]), userTypeId: Number(k.split(":")[1]) }));
  if (remove.length) await tx.menuItemGrant.deleteMany({ where: { id: { in: remove } } });
  if (create.length) await tx.menuItemGrant.createMany({ data: create });
  im.add("changed", remove.length + create.length);
}

/** Applies the file's kinds in order; `onStep` hears the counts after each one. */
export async function applyDocument(tx: Tx, items: ConfigItems, refs: Refs, onStep: (done: number, counts: Counts) => void): Promise<Counts> {
  const im = new Import(tx, refs);
  const steps = stepsOf(items);
  for (const [i, kind] of steps.entries()) {
    await APPLY[kind](im, items);
    onStep(i + 1, { ...im.counts });
  }
  return im.counts;
}
