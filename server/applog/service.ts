// The company's application log (screen 320): who changed what, and when. Written inside
// the same transaction as the change it records; read by the company's managers (the menu's
// grant of /AppLog), newest first, each entry's detail in the reader's language.
import type { Prisma } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { MANAGERS, requireScope } from "../auth/scopes";
import { ValidationError } from "../domain/errors";
import { orderOf, SEARCH_MAX_LENGTH, type ListRequest, type ListSpec } from "../domain/lists";
import { foldSearch } from "../domain/search";
import { readerTexts } from "../account/texts";
import { uiTexts } from "../seed/data/ui-texts";
import { containing, containingIgnoringCase } from "../domain/like";

type Tx = Prisma.TransactionClient;

/** A value in a structured detail: shown as written, or `{ t: key }`, an interface text shown in the reader's language. */
export type LogValue = string | number | { t: string };

/**
 * An entry's detail as an interface text and its values (stored in `data`), so that each
 * reader sees it in their own language: parameter names, option labels ("Fahrenheit (°F)")...
 */
export interface LogDetail {
  key: string;
  args?: Record<string, LogValue>;
}

/**
 * Writes an entry in the caller's company's log, or in `companyId`'s (a distributor's change to
 * one of its companies). With `data`, `detail` defaults to its English rendering (what the search box matches).
 */
export async function appLog(
  tx: Tx,
  p: Principal,
  entry: { entity: string; entityId: number | string; action: "create" | "update" | "delete" | "archive" | string; detail?: string; data?: LogDetail; companyId?: number },
) {
  const companyId = entry.companyId ?? p.companyId;
  if (!companyId) return;
  const detail = entry.detail ?? (entry.data ? fillDetail(entry.data, (key) => uiTexts[key]?.en ?? key) : "");
  await tx.appLog.create({
    data: { companyId, userId: p.userId, entity: entry.entity, entityId: String(entry.entityId), action: entry.action, detail, ...(entry.data ? { data: entry.data as unknown as Prisma.InputJsonValue } : {}) },
  });
}

/** A stored `data` read back: a LogDetail, or null (entries written as plain text, or anything malformed). */
export function logDetailOf(data: unknown): LogDetail | null {
  if (!data || typeof data !== "object" || Array.isArray(data)) return null;
  const d = data as { key?: unknown; args?: unknown };
  if (typeof d.key !== "string") return null;
  return { key: d.key, args: d.args && typeof d.args === "object" && !Array.isArray(d.args) ? (d.args as Record<string, LogValue>) : {} };
}

/** The interface texts a structured detail needs: its key and the keys of its translated values. */
export function keysOfDetail(d: LogDetail): string[] {
  return [d.key, ...Object.values(d.args ?? {}).flatMap((v) => (v && typeof v === "object" && typeof v.t === "string" ? [v.t] : []))];
}

/** A structured detail in the words `text` gives ({{name}} filled with each value). */
export function fillDetail(d: LogDetail, text: (key: string) => string): string {
  const value = (v: LogValue | undefined) => (v === undefined || v === null ? "" : typeof v === "object" ? text(v.t) : String(v));
  return text(d.key).replace(/\{\{(\w+)\}\}/g, (_m, k: string) => value(d.args?.[k]));
}

/** "name: 'A' → 'B'" pairs for the fields that changed. */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): string {
  return Object.keys(after)
    .filter((k) => after[k] !== undefined && String(before[k] ?? "") !== String(after[k] ?? ""))
    .map((k) => `${k}: '${before[k] ?? ""}' → '${after[k] ?? ""}'`)
    .join(", ");
}

// ───────────── reading the log ─────────────

/** One entry as both doors show it (the legacy wire names). */
export interface AppLogEntry {
  id: string;
  logDate: Date;
  appUser: string;
  logDetail: string;
}

/** The entities and actions the writers record, whose words are translated (applog.entity.*, applog.action.*). */
export const LOG_ENTITIES = ["AppUser", "Sector", "Incubator", "Sterilizer", "Washer", "Disinfector", "WebhookSubscription", "Company", "Parameter", "License", "CompanyFile", "Reading", "Translation"] as const;
export const LOG_ACTIONS = ["create", "update", "delete", "archive", "signup", "changePassword", "reset", "request", "activate", "makeAdministrator"] as const;
const WORD_KEYS = [...LOG_ENTITIES.map((e) => `applog.entity.${e}`), ...LOG_ACTIONS.map((a) => `applog.action.${a}`)];

/**
 * The English word a writer starts its detail with for the entity ("Sector 'X' created",
 * "User a@b: ..."): dropped, since the translated entity word leads the rendered detail.
 */
const LEADING_LABEL: Partial<Record<string, string>> = { AppUser: "User", Sector: "Sector", Incubator: "Incubator", Sterilizer: "Sterilizer", Washer: "Washer", Disinfector: "Disinfector", Company: "Company" };
/** The English verb a writer ends its detail with for the action: dropped likewise. */
const TRAILING_VERB: Partial<Record<string, string>> = { create: "created", delete: "deleted" };
/** English joining words inside a detail, replaced by punctuation ("Company X signed up by a@b" → "X, a@b"). */
const INNER_PHRASE: Partial<Record<string, [string, string]>> = { signup: [" signed up by ", ", "] };

type Words = Record<string, string>;

/**
 * An entry's detail for the reader: "<entity> — <action>: <what>", the entity and action in
 * the reader's language, the rest (names, 'field: a → b' changes) as recorded.
 */
export function renderDetail(entry: { entity: string; action: string; detail: string; data?: unknown }, words: Words): string {
  const entity = words[`applog.entity.${entry.entity}`] ?? entry.entity;
  const action = words[`applog.action.${entry.action}`] ?? entry.action;
  const structured = logDetailOf(entry.data);
  if (structured) {
    const rest = fillDetail(structured, (key) => words[key] ?? uiTexts[key]?.en ?? key).trim();
    return rest ? `${entity} — ${action}: ${rest}` : `${entity} — ${action}`;
  }
  let rest = entry.detail.trim();
  const label = LEADING_LABEL[entry.entity];
  if (label && rest.startsWith(`${label} `)) rest = rest.slice(label.length + 1).trim();
  const verb = TRAILING_VERB[entry.action];
  if (verb && rest.endsWith(` ${verb}`)) rest = rest.slice(0, -verb.length - 1).trim();
  const inner = INNER_PHRASE[entry.action];
  if (inner) rest = rest.replace(inner[0], inner[1]);
  return rest ? `${entity} — ${action}: ${rest}` : `${entity} — ${action}`;
}

export const APP_LOG_LIST: ListSpec<"LOG_DATE" | "APP_USER"> = {
  order: {
    LOG_DATE: (d) => [{ at: d }, { id: d }],
    APP_USER: (d) => [{ user: { name: d } }, { user: { lastName: d } }, { at: "desc" }, { id: "desc" }],
  },
  defaultOrder: [{ at: "desc" }, { id: "desc" }],
};

/** Only the company's managers read its log (the /AppLog menu grant); only their own company's. */
function logScope(ctx: ServiceContext): { companyId: number } {
  requireScope(ctx.principal, MANAGERS);
  return { companyId: ownCompanyId(ctx.principal) };
}

/**
 * The search box: the user's name or address, the detail as recorded, and the entity and
 * action words in the reader's language ("alta" finds the creations of a Spanish reader).
 */
function searchOf(search: string | null | undefined, words: Words): Prisma.AppLogWhereInput | null {
  const raw = (search ?? "").trim();
  if (!raw) return null;
  if (raw.length > SEARCH_MAX_LENGTH) throw new ValidationError({ search: [`The search text must be at most ${SEARCH_MAX_LENGTH} characters.`] });
  const term = foldSearch(raw);
  const matching = <T extends string>(values: readonly T[], prefix: string) => values.filter((v) => foldSearch(words[`${prefix}${v}`] ?? v).includes(term));
  const entities = matching(LOG_ENTITIES, "applog.entity.");
  const actions = matching(LOG_ACTIONS, "applog.action.");
  return {
    OR: [
      { detail: containingIgnoringCase(raw) },
      { user: { searchText: containing(term) } },
      ...(entities.length ? [{ entity: { in: [...entities] } }] : []),
      ...(actions.length ? [{ action: { in: [...actions] } }] : []),
    ],
  };
}

const entryFields = { id: true, at: true, entity: true, action: true, detail: true, data: true, user: { select: { name: true, lastName: true } } } as const;
type EntryRow = Prisma.AppLogGetPayload<{ select: typeof entryFields }>;

const toEntry = (row: EntryRow, words: Words): AppLogEntry => ({
  id: String(row.id),
  logDate: row.at,
  appUser: row.user ? `${row.user.name ?? ""} ${row.user.lastName ?? ""}`.trim() : "",
  logDetail: renderDetail(row, words),
});

/** The reader's words, plus the texts the rows' structured details name (one more read when they name any). */
async function withDetailWords(ctx: ServiceContext, rows: EntryRow[], words: Words): Promise<Words> {
  const keys = [...new Set(rows.flatMap((r) => { const d = logDetailOf(r.data); return d ? keysOfDetail(d) : []; }))].filter((k) => !(k in words));
  return keys.length ? { ...words, ...(await readerTexts(ctx.prisma, ctx.principal, keys)) } : words;
}

/** A page of the company's log and the total matching the search (GraphQL). */
export async function pageAppLog(ctx: ServiceContext, request: ListRequest, window: { skip: number; take: number }): Promise<{ rows: AppLogEntry[]; total: number }> {
  const scope = logScope(ctx);
  const words = await readerTexts(ctx.prisma, ctx.principal, WORD_KEYS);
  const search = searchOf(request.search, words);
  const where = search ? { AND: [scope, search] } : scope;
  const [rows, total] = await Promise.all([
    ctx.prisma.appLog.findMany({ select: entryFields, where, orderBy: orderOf(APP_LOG_LIST, request) as never, skip: window.skip, take: window.take }),
    ctx.prisma.appLog.count({ where }),
  ]);
  const all = await withDetailWords(ctx, rows, words);
  return { rows: rows.map((r) => toEntry(r, all)), total };
}

/** The whole log of the company, newest first (REST). */
export async function listAppLog(ctx: ServiceContext, search?: string | null): Promise<AppLogEntry[]> {
  const scope = logScope(ctx);
  const words = await readerTexts(ctx.prisma, ctx.principal, WORD_KEYS);
  const filter = searchOf(search, words);
  const rows = await ctx.prisma.appLog.findMany({ select: entryFields, where: filter ? { AND: [scope, filter] } : scope, orderBy: orderOf(APP_LOG_LIST, {}) as never });
  const all = await withDetailWords(ctx, rows, words);
  return rows.map((r) => toEntry(r, all));
}
