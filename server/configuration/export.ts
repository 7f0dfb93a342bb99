// The export: the whole configuration as one document (document.ts), every translation of every
// item in every language, keys sorted so that two exports of the same configuration are the
// same text. Password parameters are left out entirely; a language parameter carries its
// language's code.
import type { PrismaClient, TranslatableKind } from "../db/generated/client";
import { FORMAT, MENU_KINDS, VERSION, type ConfigDocument, type ConfigItems, type Translations } from "./document";
import { LANGUAGE_FIELD, PASSWORD_FIELD } from "./references";

type Db = Pick<PrismaClient, "language" | "translation" | "generalObject" | "module" | "screen" | "uiObject" | "message" | "specialObject" | "menuGroup" | "mailTemplate" | "sysParameter" | "distributor">;

const sorted = <T>(pairs: [string, T][]) => Object.fromEntries(pairs.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)));
const byNumber = <T>(pairs: [number, T][]) => Object.fromEntries(pairs.sort(([a], [b]) => a - b).map(([k, v]) => [String(k), v]));

export async function exportDocument(db: Db, now = new Date()): Promise<ConfigDocument> {
  const languages = new Map((await db.language.findMany({ select: { id: true, code: true } })).map((l) => [l.id, l.code]));
  const texts = new Map<string, [string, string][]>();
  for (const t of await db.translation.findMany({ select: { kind: true, itemId: true, languageId: true, text: true } })) {
    const code = languages.get(t.languageId)!;
    const key = `${t.kind}:${t.itemId}`;
    if (!texts.has(key)) texts.set(key, []);
    texts.get(key)!.push([code, t.text]);
  }
  const tr = (kind: TranslatableKind, id: number): Translations => sorted(texts.get(`${kind}:${id}`) ?? []);

  const [objects, modules, screens, uiObjects, messages, specials, groups, mails, parameters, distributors] = await Promise.all([
    db.generalObject.findMany(),
    db.module.findMany(),
    db.screen.findMany(),
    db.uiObject.findMany(),
    db.message.findMany(),
    db.specialObject.findMany(),
    db.menuGroup.findMany({ include: { items: { include: { grants: { select: { userTypeId: true } } } } } }),
    db.mailTemplate.findMany(),
    db.sysParameter.findMany({ where: { fieldType: { not: PASSWORD_FIELD } } }),
    db.distributor.findMany({ select: { id: true, domain: true } }),
  ]);

  const menus: NonNullable<ConfigItems["menus"]> = {};
  for (const kind of MENU_KINDS) {
    const mine = groups.filter((g) => g.menu === kind);
    if (!mine.length) continue;
    menus[kind] = sorted(
      mine.map((g) => [
        g.name,
        {
          description: g.description,
          url: g.url,
          image: g.image,
          order: g.order,
          translations: tr("MENU_GROUP", g.id),
          items: sorted(g.items.map((i) => [i.name, { description: i.description, url: i.url, image: i.image, order: i.order, screen: i.screenId, grants: i.grants.map((x) => x.userTypeId).sort((a, b) => a - b), translations: tr("MENU_ITEM", i.id) }])),
        },
      ]),
    );
  }

  const mailTemplates: NonNullable<ConfigItems["mailTemplates"]> = {};
  for (const m of mails) (mailTemplates[m.mailName] ??= {})[languages.get(m.languageId)!] = { subject: m.subject, body: m.body, subjectParams: m.subjectParams, bodyParams: m.bodyParams };

  // A language parameter stores a language id: the file names the language by its code.
  const asCode = (fieldType: number, v: string) => (fieldType === LANGUAGE_FIELD && /^\d+$/.test(v) ? (languages.get(Number(v)) ?? v) : v);
  const parameter = (p: (typeof parameters)[number]) => [String(p.type), { description: p.description, value: asCode(p.fieldType, p.value), defaultValue: asCode(p.fieldType, p.defaultValue), fieldType: p.fieldType }] as [string, ConfigItemsParameter];
  const domains = new Map(distributors.map((d) => [d.id, d.domain]));
  const perDistributor = new Map<string, [string, ConfigItemsParameter][]>();
  for (const p of parameters.filter((x) => x.distributorId !== null)) {
    const domain = domains.get(p.distributorId!)!;
    if (!perDistributor.has(domain)) perDistributor.set(domain, []);
    perDistributor.get(domain)!.push(parameter(p));
  }

  return {
    format: FORMAT,
    version: VERSION,
    exportedAt: now.toISOString(),
    items: {
      generalObjects: sorted(objects.map((o) => [o.name, { description: o.description, translations: tr("GENERAL_OBJECT", o.id) }])),
      modules: byNumber(modules.map((m) => [m.id, { name: m.name, description: m.description, translations: tr("MODULE", m.id) }])),
      screens: byNumber(screens.map((s) => [s.id, { module: s.moduleId, name: s.name, route: s.route, description: s.description, translations: tr("SCREEN", s.id) }])),
      screenObjects: byNumber(uiObjects.map((o) => [o.id, { screen: o.screenId, name: o.name, description: o.description, multiLanguage: o.multiLanguage, securable: o.securable, securityMode: o.securityMode, translations: tr("OBJECT", o.id) }])),
      messages: sorted(messages.map((m) => [m.name, { module: m.moduleId, description: m.description, translations: tr("MESSAGE", m.id) }])),
      specialObjects: sorted(specials.map((m) => [m.name, { module: m.moduleId, description: m.description, translations: tr("SPECIAL_OBJECT", m.id) }])),
      menus,
      mailTemplates: sorted(Object.entries(mailTemplates).map(([name, byLanguage]) => [name, sorted(Object.entries(byLanguage))])),
      sysParameters: {
        provider: byNumber(parameters.filter((p) => p.distributorId === null).map((p) => { const [type, v] = parameter(p); return [Number(type), v]; })),
        distributors: sorted([...perDistributor].map(([domain, list]) => [domain, byNumber(list.map(([type, v]) => [Number(type), v]))])),
      },
    },
  };
}

type ConfigItemsParameter = NonNullable<ConfigItems["sysParameters"]>["provider"][string];

/** The file's name: sterile-qc-config-20261126-1405.json (UTC). */
export const exportFileName = (now: Date) => `sterile-qc-config-${now.toISOString().slice(0, 16).replace(/[-:]/g, "").replace("T", "-")}.json`;

/** The file's text: indented, so that two exports compare line by line. */
export const exportText = (doc: ConfigDocument) => `${JSON.stringify(doc, null, 2)}\n`;
