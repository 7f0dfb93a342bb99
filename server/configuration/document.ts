// The configuration document (docs/configuration-transfer.md): one versioned JSON file with
// every translatable item and its translations, the mail templates and the system parameters,
// keyed by natural keys (names, spec numbers, menu kind and group name, language codes,
// distributor domains), never by database ids, so that it moves between databases. The shape
// is strict: an unknown field or a wrong JSON type is a problem, nothing is coerced.
import { z } from "zod";

export const FORMAT = "sterile-qc-config";
export const VERSION = 1;

const MAX_TEXT = 4000;
/** Mail bodies are HTML pages: room for a long one. */
const MAX_HTML = 200_000;

const text = (max = MAX_TEXT) => z.string().max(max);
const name = () => z.string().min(1).max(200);
/** Spec numbers (modules, screens, objects) and parameter types are object keys: digits. */
const number = () => z.string().regex(/^\d{1,9}$/, "must be a whole number");
const languageCode = () => z.string().regex(/^[a-z]{2,3}(-[a-z0-9]{2,8})?$/, "must be a language code such as en or pt-br");
const int = (min = 0, max = 2_147_483_647) => z.int().min(min).max(max);

/** language code → text; the whole set of the item's translations. */
const translations = z.record(languageCode(), text());

const item = { description: text(), translations };

const generalObject = z.strictObject(item);
const module = z.strictObject({ name: name(), ...item });
const screen = z.strictObject({ module: int(), name: name(), route: text(300).nullable(), ...item });
const screenObject = z.strictObject({ screen: int(), name: name(), multiLanguage: z.boolean(), securable: z.boolean(), securityMode: int(0, 3), ...item });
const moduleText = z.strictObject({ module: int(), ...item });
/** Company user types 0 to 4 (server/auth/scopes.ts). */
const menuItem = z.strictObject({ url: text(300), image: text(100).nullable(), order: int(), screen: int().nullable(), grants: z.array(int(0, 4)).max(5), ...item });
const menuGroup = z.strictObject({ url: text(300).nullable(), image: text(100).nullable(), order: int(), items: z.record(name(), menuItem), ...item });
const mail = z.strictObject({ subject: text(), body: text(MAX_HTML), subjectParams: text(), bodyParams: text() });
/** Field types 1 to 7; a language parameter (7) holds a language code here, not a database id. */
const parameter = z.strictObject({ description: text(), value: text(), defaultValue: text(), fieldType: int(1, 7) });
const parameters = z.record(number(), parameter);

export const MENU_KINDS = ["SYSTEM", "DISTRIBUTOR", "APP"] as const;

const items = z.strictObject({
  generalObjects: z.record(name(), generalObject).optional(),
  modules: z.record(number(), module).optional(),
  screens: z.record(number(), screen).optional(),
  screenObjects: z.record(number(), screenObject).optional(),
  messages: z.record(name(), moduleText).optional(),
  specialObjects: z.record(name(), moduleText).optional(),
  /** menu kind → group name → group with its items by name. */
  menus: z.partialRecord(z.enum(MENU_KINDS), z.record(name(), menuGroup)).optional(),
  /** mail name → language code → template. */
  mailTemplates: z.record(name(), z.record(languageCode(), mail)).optional(),
  /** Provider-wide by type, and per distributor domain by type. Password parameters are never here. */
  sysParameters: z.strictObject({ provider: parameters, distributors: z.record(text(253), parameters) }).optional(),
});

export const documentSchema = z.strictObject({
  format: z.literal(FORMAT),
  version: z.literal(VERSION),
  exportedAt: z.iso.datetime(),
  items,
});

export type ConfigDocument = z.infer<typeof documentSchema>;
export type ConfigItems = ConfigDocument["items"];
export type Translations = z.infer<typeof translations>;

/** The kinds of a document, in the order an import applies them (each one a step of the progress). */
export const KINDS = ["generalObjects", "modules", "screens", "screenObjects", "messages", "specialObjects", "menus", "mailTemplates", "sysParameters"] as const satisfies readonly (keyof ConfigItems)[];
export type Kind = (typeof KINDS)[number];

/** What an import counts: items per kind (menus as groups and items), the translations and the rows it changed. */
export const COUNTS = ["generalObjects", "modules", "screens", "screenObjects", "messages", "specialObjects", "menuGroups", "menuItems", "mailTemplates", "sysParameters", "translations", "changed"] as const;
export type CountKind = (typeof COUNTS)[number];
export type Counts = Partial<Record<CountKind, number>>;

/** The general objects' file of importGeneralObjects: { name: { languageCode: text } }. */
export const generalObjectsSchema = z.record(name(), translations);

/** A zod issue's path as it reads in a problem: items.generalObjects["Loading..."].translations.es */
export function pathText(path: readonly PropertyKey[]): string {
  return path.map((k, i) => (typeof k === "number" ? `[${k}]` : /^[A-Za-z_$][\w$]*$/.test(String(k)) ? `${i ? "." : ""}${String(k)}` : `[${JSON.stringify(String(k))}]`)).join("") || "(file)";
}
