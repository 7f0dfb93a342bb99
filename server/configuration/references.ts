// Whether every reference of a document resolves, against the rows of the database as the
// document leaves them: a translation's or a mail's language code exists, a screen's module, a
// screen object's screen and a menu item's screen exist (in the database or in the file), a
// parameter's distributor domain exists; names that must be unique stay unique; no password
// parameter comes in. Read through the given client: inside the import's transaction, the
// transaction.
import type { Prisma } from "../db/generated/client";
import { pathText, type ConfigItems, type Translations } from "./document";
import { problem, type Problem } from "./texts";

export const PASSWORD_FIELD = 6;
export const LANGUAGE_FIELD = 7;

type Db = Pick<Prisma.TransactionClient, "language" | "distributor" | "module" | "screen" | "uiObject" | "sysParameter">;

/** The rows references resolve to, by natural key. */
export interface Refs {
  languages: Map<string, number>;
  distributors: Map<string, number>;
  modules: Map<number, string>;
  screens: Map<number, string>;
  objects: Map<number, { screenId: number; name: string }>;
  /** fieldType of the stored parameters, by `${distributorId ?? ""}:${type}`. */
  parameterTypes: Map<string, number>;
}

export async function readRefs(db: Db): Promise<Refs> {
  const [languages, distributors, modules, screens, objects, parameters] = await Promise.all([
    db.language.findMany({ select: { id: true, code: true } }),
    db.distributor.findMany({ select: { id: true, domain: true } }),
    db.module.findMany({ select: { id: true, name: true } }),
    db.screen.findMany({ select: { id: true, name: true } }),
    db.uiObject.findMany({ select: { id: true, screenId: true, name: true } }),
    db.sysParameter.findMany({ select: { distributorId: true, type: true, fieldType: true } }),
  ]);
  return {
    languages: new Map(languages.map((l) => [l.code, l.id])),
    distributors: new Map(distributors.map((d) => [d.domain, d.id])),
    modules: new Map(modules.map((m) => [m.id, m.name])),
    screens: new Map(screens.map((s) => [s.id, s.name])),
    objects: new Map(objects.map((o) => [o.id, { screenId: o.screenId, name: o.name }])),
    parameterTypes: new Map(parameters.map((p) => [`${p.distributorId ?? ""}:${p.type}`, p.fieldType])),
  };
}

const entries = <T>(record: Record<string, T> | undefined) => Object.entries(record ?? {});

export function referenceProblems(items: ConfigItems, refs: Refs): Problem[] {
  const out: Problem[] = [];
  const at = (...path: PropertyKey[]) => pathText(["items", ...path]);
  const languages = (translations: Translations, ...path: PropertyKey[]) => {
    for (const code of Object.keys(translations)) if (!refs.languages.has(code)) out.push(problem("config.unknownLanguage", { path: at(...path, "translations", code), code }));
  };
  const modules = new Set([...refs.modules.keys(), ...Object.keys(items.modules ?? {}).map(Number)]);
  const screens = new Set([...refs.screens.keys(), ...Object.keys(items.screens ?? {}).map(Number)]);
  const needModule = (id: number, ...path: PropertyKey[]) => void (modules.has(id) || out.push(problem("config.unknownModule", { path: at(...path, "module"), id })));
  const needScreen = (id: number, field: string, ...path: PropertyKey[]) => void (screens.has(id) || out.push(problem("config.unknownScreen", { path: at(...path, field), id })));

  for (const [name, o] of entries(items.generalObjects)) languages(o.translations, "generalObjects", name);
  for (const [id, m] of entries(items.modules)) languages(m.translations, "modules", id);
  for (const [id, s] of entries(items.screens)) {
    needModule(s.module, "screens", id);
    languages(s.translations, "screens", id);
  }
  for (const [id, o] of entries(items.screenObjects)) {
    needScreen(o.screen, "screen", "screenObjects", id);
    languages(o.translations, "screenObjects", id);
  }
  for (const kind of ["messages", "specialObjects"] as const)
    for (const [name, m] of entries(items[kind])) {
      needModule(m.module, kind, name);
      languages(m.translations, kind, name);
    }
  for (const [menu, groups] of entries(items.menus))
    for (const [group, g] of entries(groups)) {
      languages(g.translations, "menus", menu, group);
      for (const [name, i] of entries(g.items)) {
        if (i.screen !== null) needScreen(i.screen, "screen", "menus", menu, group, "items", name);
        languages(i.translations, "menus", menu, group, "items", name);
      }
    }
  for (const [mail, byLanguage] of entries(items.mailTemplates))
    for (const code of Object.keys(byLanguage)) if (!refs.languages.has(code)) out.push(problem("config.unknownLanguage", { path: at("mailTemplates", mail, code), code }));
  out.push(...parameterProblems(items, refs, at), ...uniqueNames(items, refs, at));
  return out;
}

function parameterProblems(items: ConfigItems, refs: Refs, at: (...path: PropertyKey[]) => string): Problem[] {
  const out: Problem[] = [];
  const check = (distributorId: number | null, byType: NonNullable<ConfigItems["sysParameters"]>["provider"], ...path: PropertyKey[]) => {
    for (const [type, p] of entries(byType)) {
      const stored = refs.parameterTypes.get(`${distributorId ?? ""}:${type}`);
      // A secret is never carried by a file, in either direction.
      if (p.fieldType === PASSWORD_FIELD || stored === PASSWORD_FIELD) out.push(problem("config.passwordParameter", { path: at(...path, type) }));
      if (p.fieldType !== LANGUAGE_FIELD) continue;
      for (const field of ["value", "defaultValue"] as const)
        if (p[field] !== "" && !refs.languages.has(p[field])) out.push(problem("config.unknownLanguage", { path: at(...path, type, field), code: p[field] }));
    }
  };
  const params = items.sysParameters;
  if (!params) return out;
  check(null, params.provider, "sysParameters", "provider");
  for (const [domain, byType] of entries(params.distributors)) {
    const id = refs.distributors.get(domain);
    if (id === undefined) out.push(problem("config.unknownDistributor", { path: at("sysParameters", "distributors", domain), domain }));
    else check(id, byType, "sysParameters", "distributors", domain);
  }
  return out;
}

/** Module and screen names, and a screen's object names, unique once the file is applied. */
function uniqueNames(items: ConfigItems, refs: Refs, at: (...path: PropertyKey[]) => string): Problem[] {
  const out: Problem[] = [];
  const clash = <T>(stored: Map<number, T>, incoming: [string, T][], keyOf: (v: T) => string, kind: string, nameOf: (v: T) => string) => {
    const after = new Map(stored);
    for (const [id, v] of incoming) after.set(Number(id), v);
    const inFile = new Set(incoming.map(([id]) => Number(id)));
    const owner = new Map<string, number>();
    for (const [id, v] of [...after].sort(([a], [b]) => a - b)) {
      const first = owner.get(keyOf(v));
      if (first === undefined) {
        owner.set(keyOf(v), id);
        continue;
      }
      const [here, other] = inFile.has(id) ? [id, first] : [first, id];
      out.push(problem("config.nameTaken", { path: at(kind, String(here), "name"), name: nameOf(v), other }));
    }
  };
  clash(refs.modules, entries(items.modules).map(([id, m]) => [id, m.name]), (n) => n, "modules", (n) => n);
  clash(refs.screens, entries(items.screens).map(([id, s]) => [id, s.name]), (n) => n, "screens", (n) => n);
  const objects = entries(items.screenObjects).map(([id, o]): [string, { screenId: number; name: string }] => [id, { screenId: o.screen, name: o.name }]);
  clash(refs.objects, objects, (o) => `${o.screenId}:${o.name}`, "screenObjects", (o) => o.name);
  return out;
}
