// The audit trail viewer (docs/audit.md "The viewer"): the links of the caller's company's chain
// joined to their records, filtered by user, time and record type, one statement per page.
// The company comes from the session only; the chain's primary key (companyId, seq) gives the
// order, so a page walks the company's own links from the cursor and stops at the page's end.
// Filters on the user and the time are those of the records (their own columns, not indexed
// per company and user: a rare user's page may walk many links; the statement timeout bounds it).
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";
import { MANAGERS, requireScope } from "../auth/scopes";
import { ValidationError } from "../domain/errors";
import { checkPageSize } from "../domain/paging";
import { TABLE_NAME, READING_KINDS } from "../readings/kinds";
import type { AuditSource } from "./sources";
import { summaryOf, type SummaryRow } from "./summary";

/** The record types as the viewer names them, and their tables. */
export const RECORD_TYPES = { READING: "reading_audit", LICENSE: "license_event", COMPANY_LOG: "app_log", INCIDENT: "incident_event", SIGNATURE: "record_signature" } as const satisfies Record<string, AuditSource>;
export type RecordType = keyof typeof RECORD_TYPES;
const TYPE_OF = Object.fromEntries(Object.entries(RECORD_TYPES).map(([t, s]) => [s, t])) as Record<AuditSource, RecordType>;

export interface TrailFilter {
  userId?: number | null;
  from?: Date | null;
  to?: Date | null;
  recordType?: RecordType | null;
}

export interface TrailEntry {
  seq: number;
  /** The record's time (the link's when the record is gone). */
  at: Date;
  recordType: RecordType;
  source: AuditSource;
  sourceId: number;
  userId: number | null;
  userName: string | null;
  summary: string;
  /** Hex. */
  contentHash: string;
  hash: string;
  prevHash: string;
}

export const DATE_ORDER = "The date from must be on or before the date to.";
export const NOT_A_USER = "The user is not a user of your company.";

/**
 * The filter checked at the boundary: dates in order, the user one of the caller's company's
 * (deleted users included: their records stay). Answers the company's id and the user's name.
 */
export async function checkTrailFilter(ctx: ServiceContext, f: TrailFilter): Promise<{ companyId: number; userName: string | null }> {
  requireScope(ctx.principal, MANAGERS);
  const companyId = ownCompanyId(ctx.principal);
  const errors: Record<string, string[]> = {};
  let userName: string | null = null;
  if (f.from && f.to && f.from.getTime() > f.to.getTime()) errors.to = [DATE_ORDER];
  if (f.recordType && !(f.recordType in RECORD_TYPES)) errors.recordType = [`The value must be one of: ${Object.keys(RECORD_TYPES).join(", ")}.`];
  if (f.userId != null) {
    const [user] = await ctx.db.query<{ name: string }>(`SELECT concat_ws(' ', "name", "lastName") AS name FROM "app_user" WHERE "id" = $1 AND "companyId" = $2`, [f.userId, companyId]);
    if (user) userName = user.name.trim();
    else errors.userId = [NOT_A_USER];
  }
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return { companyId, userName };
}

const USER = `COALESCE(ra."userId", le."userId", al."userId", ie."userId", rs."userId")`;
const AT = `COALESCE(ra."at", le."at", al."at", ie."at", rs."signedAt", c."at")`;
const READ_NUMBER = `CASE ra."readingKind"::text ${READING_KINDS.map((k) => `WHEN '${k}' THEN (SELECT r."readNumber" FROM "${TABLE_NAME[k]}" r WHERE r."id" = ra."readingId")`).join(" ")} END`;

const SELECT = `
  SELECT c."seq"::text AS seq, c."source", c."sourceId"::text AS "sourceId",
    encode(c."contentHash", 'hex') AS "contentHash", encode(c."hash", 'hex') AS hash, encode(c."prevHash", 'hex') AS "prevHash",
    ${AT} AS at, ${USER} AS "userId", NULLIF(trim(concat_ws(' ', u."name", u."lastName")), '') AS "userName",
    (ra."id" IS NOT NULL OR le."id" IS NOT NULL OR al."id" IS NOT NULL OR ie."id" IS NOT NULL OR rs."id" IS NOT NULL) AS present,
    ra."readingKind"::text AS "readingKind", ra."readingId", ${READ_NUMBER} AS "readNumber", ra."action" AS "raAction", ra."field", ra."oldValue", ra."newValue",
    le."licenseId", le."action" AS "leAction", le."fromStatus", le."toStatus", le."daysAdded", le."observations",
    al."entity", al."action" AS "alAction", al."detail" AS "alDetail", al."data" AS "alData",
    ie."incidentId", ie."action" AS "ieAction", ie."detail" AS "ieDetail",
    rs."recordKind" AS "rsKind", rs."recordId" AS "rsRecordId", rs."action" AS "rsAction", rs."meaning" AS "rsMeaning", rs."signerName" AS "rsSigner"
  FROM "audit_chain" c
  LEFT JOIN "reading_audit" ra ON c."source" = 'reading_audit' AND ra."id" = c."sourceId"
  LEFT JOIN "license_event" le ON c."source" = 'license_event' AND le."id" = c."sourceId"
  LEFT JOIN "app_log" al ON c."source" = 'app_log' AND al."id" = c."sourceId"
  LEFT JOIN "incident_event" ie ON c."source" = 'incident_event' AND ie."id" = c."sourceId"
  LEFT JOIN "record_signature" rs ON c."source" = 'record_signature' AND rs."id" = c."sourceId"
  LEFT JOIN "app_user" u ON u."id" = ${USER}`;

type Row = SummaryRow & { seq: string; sourceId: string; contentHash: string; hash: string; prevHash: string; at: Date | string; userId: number | null; userName: string | null };

export interface TrailWindow {
  /** Newest first from below `before` (the screen), or oldest first from above `after` (the export). */
  order: "newest" | "oldest";
  /** Exclusive bound on seq in the window's direction (null: from the start). */
  from: number | null;
  /** Links after this seq are left out (the export stops at the head it verified). */
  upTo?: number | null;
  limit: number;
}

/** One window of the company's trail, in one statement: the links, their records, their users. */
export async function trailRows(ctx: ServiceContext, companyId: number, f: TrailFilter, w: TrailWindow): Promise<TrailEntry[]> {
  const params: unknown[] = [companyId];
  const where = [`c."companyId" = $1`];
  const add = (sql: (n: string) => string, v: unknown) => where.push(sql(`$${params.push(v)}`));
  if (w.from !== null) add((n) => `c."seq" ${w.order === "newest" ? "<" : ">"} ${n}::bigint`, w.from);
  if (w.upTo != null) add((n) => `c."seq" <= ${n}::bigint`, w.upTo);
  if (f.recordType) add((n) => `c."source" = ${n}`, RECORD_TYPES[f.recordType]);
  if (f.userId != null) add((n) => `${USER} = ${n}::int`, f.userId);
  if (f.from) add((n) => `${AT} >= ${n}::timestamptz`, f.from.toISOString());
  if (f.to) add((n) => `${AT} <= ${n}::timestamptz`, f.to.toISOString());
  const sql = `${SELECT} WHERE ${where.join(" AND ")} ORDER BY c."seq" ${w.order === "newest" ? "DESC" : "ASC"} LIMIT ${Math.trunc(w.limit)}`;
  const rows = await ctx.db.query<Row>(sql, params);
  return rows.map((r) => ({
    seq: Number(r.seq),
    at: new Date(r.at),
    recordType: TYPE_OF[r.source as AuditSource],
    source: r.source as AuditSource,
    sourceId: Number(r.sourceId),
    userId: r.userId === null ? null : Number(r.userId),
    userName: r.userName,
    summary: summaryOf(r),
    contentHash: r.contentHash,
    hash: r.hash,
    prevHash: r.prevHash,
  }));
}

// ───────────── the screen's pages (a cursor on seq, newest first) ─────────────

const CURSOR = "audit:";
export const trailCursor = (seq: number) => Buffer.from(`${CURSOR}${seq}`).toString("base64");

function seqOfCursor(cursor: string): number {
  const text = Buffer.from(cursor, "base64").toString("utf8");
  const seq = text.startsWith(CURSOR) && /^\d{1,15}$/.test(text.slice(CURSOR.length)) ? Number(text.slice(CURSOR.length)) : NaN;
  if (!Number.isSafeInteger(seq)) throw new ValidationError({ after: ["The cursor is not one this list gave."] });
  return seq;
}

export interface TrailPage {
  entries: TrailEntry[];
  hasNextPage: boolean;
}

/** A page of the caller's company's trail, newest first, after `after` (a cursor of this list). */
export async function trailPage(ctx: ServiceContext, f: TrailFilter, args: { first?: number | null; after?: string | null }): Promise<TrailPage> {
  const first = checkPageSize(args.first ?? 25, "first");
  const before = args.after ? seqOfCursor(args.after) : null;
  const { companyId } = await checkTrailFilter(ctx, f);
  const rows = await trailRows(ctx, companyId, f, { order: "newest", from: before, limit: first + 1 });
  return { entries: rows.slice(0, first), hasNextPage: rows.length > first };
}
