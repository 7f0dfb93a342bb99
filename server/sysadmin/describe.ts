// The description of an administrable entity (spec 002 section 2.11: "generic tables with
// new, edit, delete and detail options, some turned off"). One description is the single
// source of the entity's GraphQL types and operations (./graphql.ts), its REST routes
// (./rest.ts), its validation (./validate.ts), its scope (./scope.ts) and the generic
// screen the browser draws from it (web/screens/sys). Entities live in ./entities.
import type { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { LanguageTexts } from "../seed/data/ui-texts";

export type Texts = LanguageTexts;
export type Action = "list" | "detail" | "create" | "update" | "delete";
export const ACTIONS: readonly Action[] = ["list", "detail", "create", "update", "delete"];

/** How a value is typed on both doors and drawn on the screen. */
export type FieldKind = "text" | "email" | "integer" | "decimal" | "boolean" | "select" | "datetime";

type Scalar = string | number | boolean;
/** A condition on another field of the same record ("type is 1"). */
export interface When {
  field: string;
  in: readonly Scalar[];
}

export interface StaticOption {
  value: number;
  label: Texts;
}

/** Where a select's options come from. */
export type OptionSource =
  | { static: readonly StaticOption[] }
  /** Rows of another entity (its description names the field that labels a row). */
  | { entity: string; labelField: string; /** Options follow the screen's parent (a distributor's products). */ byParent?: boolean }
  /** Reference lists kept elsewhere (countries, languages). */
  | { reference: "countries" | "languages" };

export interface FieldDescription {
  /** GraphQL field, form value and (unless `wire` says otherwise) REST name. */
  name: string;
  /** Prisma column (defaults to name). */
  column?: string;
  /** REST wire name when it differs (the legacy `nombre`, `codigo`). */
  wire?: string;
  label: Texts;
  kind: FieldKind;
  /** Select options (kind "select"; the stored value is the option's integer). */
  options?: OptionSource;
  required?: boolean;
  /** Shown and required only while the condition holds; otherwise stored empty. */
  when?: When;
  maxLength?: number;
  /** A pattern the text must match, with the message shown otherwise. */
  pattern?: { regex: RegExp; message: Texts };
  min?: number;
  max?: number;
  /** Unique among all rows, or among the rows sharing the parent. */
  unique?: "global" | "parent";
  /** Stored × factor is what the screen shows and takes (program time: hours, shown as minutes). */
  shownAs?: { factor: number; unit: Texts };
  /** A column of the table (default true); `search` makes the search box look at it. */
  inTable?: boolean;
  search?: boolean;
  /** Set on create only (email of a new record's administrator); read-only afterwards. */
  createOnly?: boolean;
  /** Not a column of the entity's row: the entity's hooks read and write it. */
  virtual?: boolean;
  /** Never sent back (passwords). */
  secret?: boolean;
  /** Computed by the server (a product's compatible flag from its model): never in a form. */
  readOnly?: boolean;
  /** A rule of the value alone (a GTIN's check digit): the message when it breaks it. */
  check?: (value: unknown, record: Record<string, unknown>) => Texts | null;
}

export interface ParentDescription {
  /** The column naming the parent (distributorId); a virtual parent (the language a translation is in) is no column. */
  field: string;
  virtual?: boolean;
  label: Texts;
  /** The entity whose rows are the parents. */
  entity: string;
  labelField: string;
  /** The query parameter that carries it on the screen's address and the REST list path. */
  param: string;
  /** The parent chosen when the address names none (a translation screen opens in the viewer's language). */
  defaultId?: (ctx: ServiceContext) => Promise<number | null>;
}

/**
 * An optional narrowing of a list by the address's query (/sysmessage?moduleId=5, the module
 * a message belongs to): a column (dotted for a relation's: "screen.moduleId") and where its
 * choices come from.
 */
export interface FilterDescription {
  param: string;
  column: string;
  label: Texts;
  /** The values are rows of this entity, labelled by this field (no entity: a number typed in the address). */
  entity?: string;
  labelField?: string;
  /** Text values (a screen's name) instead of ids. */
  text?: boolean;
}

export type Row = Record<string, unknown> & { id: number };
export type Tx = Prisma.TransactionClient;

export interface EntityHooks {
  /** Cross-field and cross-row rules, in the write's transaction: field errors in the caller's language. */
  validate?: (tx: Tx, values: Record<string, unknown>, id: number | null, languageCode: string) => Promise<Record<string, string[]> | void>;
  /** Columns the row gets on create besides the fields (a generated encrypted id). */
  createDefaults?: () => Record<string, unknown>;
  /** Writes the virtual fields (a distributor's administrator) in the same transaction; may answer work for after the commit (a mail). */
  afterWrite?: (tx: Tx, ctx: ServiceContext, row: Row, values: Record<string, unknown>, mode: "create" | "update", parentId: number | null) => Promise<void | (() => Promise<void>)>;
  /** Refuses a delete the foreign keys would not (answer by throwing a domain error). */
  beforeDelete?: (tx: Tx, row: Row) => Promise<void>;
  /** Values of the virtual fields for a page of rows. */
  readVirtual?: (db: Tx, rows: Row[], stored: Record<string, unknown>[], parentId: number | null) => Promise<Map<number, Record<string, unknown>>>;
}

export interface EntityDescription {
  /** Type name stem: "IncubatorModel" → GraphQL SysIncubatorModel, sysIncubatorModels, createSysIncubatorModel. */
  name: string;
  /** Plural of the stem for the list field ("IncubatorModels"). */
  plural: string;
  /** The screen's route (spec 002 section 2.11): its title is the Screen row of that url. */
  route: string;
  /** The record's noun ("incubator model") for dialog titles and the delete question. */
  noun: Texts;
  /** Prisma delegate (prisma[model]). */
  model: string;
  fields: readonly FieldDescription[];
  parent?: ParentDescription;
  /** Which actions the provider and a distributor's administrator may use (none: no access). */
  access: { system: readonly Action[]; distributor?: readonly Action[] };
  /** REST compatibility: the base URL of the CRUD, the list by parent, extra read-only lists. */
  rest: { base: string; byParent?: string; /** The option lists of static selects (getTypes). */ options?: readonly { path: string; field: string }[]; /** A legacy save path (POST, the row with its id). */ save?: string };
  /** The default order (field names; the id breaks ties). */
  order: readonly string[];
  /** The table's first column names a row (the delete question and dialog subtitles). */
  nameField: string;
  hooks?: EntityHooks;
  /** Newest first lists (the log). */
  descending?: boolean;
  actions?: readonly RowActionDescription[];
  filters?: readonly FilterDescription[];
  /** Links from each row to another screen ("/sysscreen?id={id}": a module's screens). */
  links?: readonly { key: string; label: Texts; href: string }[];
  /** Page sizes the table offers (default: the shared table's). */
  pageSizes?: readonly number[];
  /** Other routes the generic screen shows this entity at, each with a narrower access (/distcompany). */
  aliases?: readonly RouteAlias[];
}

/**
 * Another screen of the same entity (the back office's /distcompany is /syscompany, read only):
 * the generic operations keyed by this route (`sysScreen`, `sysRecords`, `saveSysRecord`,
 * `runSysAction`, `deleteSysRecord`) and the screen's description use the alias's access,
 * never wider than the entity's own (./entities/index.ts intersects them). The typed
 * operations and the REST routes stay the entity's.
 */
export interface RouteAlias {
  route: string;
  access: { system: readonly Action[]; distributor?: readonly Action[] };
  /** The row actions offered on this route, by key (default: none). */
  rowActions?: readonly string[];
  /** The fields that are columns of the table on this route (default: the entity's columns). */
  columns?: readonly string[];
}

/**
 * A row action beside edit and delete (reset the administrator's password, replace the
 * administrator, reset a translation to its default): who may use it, an optional form and
 * confirmation question, and what it does, in the caller's transaction.
 */
export interface RowActionDescription {
  key: string;
  label: Texts;
  /** An octicon name the client maps to an icon. */
  icon: string;
  who: readonly ("system" | "distributor")[];
  /** The action's form (the new administrator's name, last name and mail). */
  fields?: readonly FieldDescription[];
  /** Asked before it runs; `{name}` is the row's name. */
  confirm?: Texts;
  /** The success message. */
  done: Texts;
  /** Offered for this row only when this answers true. */
  offered?: (row: Row) => boolean;
  run: (tx: Tx, ctx: ServiceContext, row: Row, values: Record<string, unknown>, parentId: number | null) => Promise<void | (() => Promise<void>)>;
  /** The legacy REST call: its path, and the row and values its body names. */
  rest?: { path: string; method?: "GET" | "POST"; read: (body: Record<string, any>, db: Tx, query: { get(name: string): string | null }) => Promise<{ recordId: number | null; values: Record<string, unknown> }> };
}

export const defineEntity = <E extends EntityDescription>(e: E): E => e;

/** A label in the caller's language (Brazilian Portuguese is "pt-br"). */
export function textIn(texts: Texts, languageCode: string | null | undefined): string {
  const key = (languageCode ?? "en").split("-")[0] as keyof Texts;
  return texts[key] ?? texts.en;
}

/** One text in every shipped language (a few words that read alike in all of them). */
export const same = (text: string): Texts => ({ en: text, es: text, it: text, pt: text, ja: text });

export const columnOf = (f: FieldDescription) => f.column ?? f.name;
export const wireOf = (f: FieldDescription) => f.wire ?? f.name;

/** Whether a conditional field applies to these values. */
export function applies(f: FieldDescription, values: Record<string, unknown>): boolean {
  if (!f.when) return true;
  const v = values[f.when.field];
  return f.when.in.some((x) => String(x) === String(v));
}
