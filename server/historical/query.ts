// The historical browser's query: historical and saved readings of one type, filtered
// (spec 001 Filter), ordered by a whitelisted column and paged. The count and the page
// run side by side on the same filter; both use the (company, state, date) indexes.
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { Checker, int } from "../http/validate";
import { readingScope } from "../readings/scope";
import type { HistoricalOption } from "./options";
import { rememberedCount } from "./counts";
import { countRows, pageRows } from "./sql";
import { ownCompanyId } from "../auth/company";

export interface HistoricalFilter {
  sectorId?: number | null;
  dateFrom?: Date | null;
  dateTo?: Date | null;
  resultDateFrom?: Date | null;
  resultDateTo?: Date | null;
  /** The client's IANA time zone: dates in the report and the export are printed in it. */
  timeZone?: string | null;
  incubatorId?: number | null;
  editUserId?: number | null;
  sterilizerId?: number | null;
  disinfectorId?: number | null;
  washerId?: number | null;
  result?: number | null;
  readNumber?: number | null;
}

export interface Paging {
  page: number;
  pageSize: number;
  orderBy?: string | null;
  descending?: boolean;
}

export const MAX_PAGE_SIZE = 100;
export const MAX_INT = 2147483647;

/** Sortable wire columns → columns; anything else falls back to the read number. */
const ORDER: Record<string, string> = {
  readNumber: "readNumber",
  positionNumber: "positionNumber",
  startedTime: "startedAt",
  resultDate: "resultAt",
  creationTest: "testedAt",
  result: "result",
  visualResult: "visualResult",
  loteProduct: "lot",
  cycle: "cycle",
  bookNumber: "bookNumber",
  pageNumber: "pageNumber",
  programNumber: "programNumber",
  ticketNumber: "ticketNumber",
  manufactureDate: "manufactureDate",
  expirationDate: "expirationDate",
};

const TIMED: ReadingKind[] = ["BI", "PRO"];
/** The column DateFrom / DateTo filter: started time of incubations, test time of chemical readings. */
export const dateColumnOf = (kind: ReadingKind) => (TIMED.includes(kind) ? "startedAt" : "testedAt");

/** The Prisma filter of a historical query, inside the caller's tenant scope. */
export function historicalWhere(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter): Record<string, unknown> {
  const scope = readingScope(ctx.principal);
  const where: Record<string, unknown> = { ...scope, state: { in: ["HISTORICAL", "SAVED"] } };
  if (o.disinfection !== undefined) where.disinfection = o.disinfection;
  if (f.sectorId && scope.sectorId === undefined) where.sectorId = f.sectorId;
  if (f.dateFrom || f.dateTo) where[dateColumnOf(o.kind)] = { ...(f.dateFrom ? { gte: f.dateFrom } : {}), ...(f.dateTo ? { lte: f.dateTo } : {}) };
  if ((f.resultDateFrom || f.resultDateTo) && TIMED.includes(o.kind)) where.resultAt = { ...(f.resultDateFrom ? { gte: f.resultDateFrom } : {}), ...(f.resultDateTo ? { lte: f.resultDateTo } : {}) };
  if (f.incubatorId && TIMED.includes(o.kind)) where.incubatorId = f.incubatorId;
  if (f.editUserId) where.editUserId = f.editUserId;
  if (f.sterilizerId && (o.kind === "BI" || o.kind === "CHE_STERILIZER")) where.sterilizerId = f.sterilizerId;
  if (f.disinfectorId && o.kind === "BI") where.disinfectorId = f.disinfectorId;
  if (f.washerId && (o.kind === "PRO" || o.kind === "CHE_WASHER")) where.washerId = f.washerId;
  if (f.result) where.result = f.result;
  if (f.readNumber) where.readNumber = f.readNumber;
  return where;
}

/** The columns each kind has among the sortable ones. */
const SORTABLE: Record<ReadingKind, Set<string>> = (() => {
  const common = ["readNumber", "result", "visualResult", "lot", "cycle", "bookNumber", "pageNumber", "programNumber"];
  const timed = [...common, "positionNumber", "startedAt", "resultAt", "ticketNumber"];
  const chemical = [...common, "testedAt", "manufactureDate", "expirationDate"];
  return { BI: new Set(timed), PRO: new Set(timed), CHE_STERILIZER: new Set(chemical), CHE_WASHER: new Set(chemical) };
})();

export function orderOf(o: HistoricalOption, p: Pick<Paging, "orderBy" | "descending">): Record<string, "asc" | "desc">[] {
  const wanted = ORDER[p.orderBy ?? ""] ?? "readNumber";
  const column = SORTABLE[o.kind].has(wanted) ? wanted : "readNumber";
  const dir = p.descending === false ? "asc" : "desc";
  // The id breaks ties so pages never overlap or skip rows.
  return [{ [column]: dir }, { id: dir }];
}

/** The total of a filter (remembered briefly: counts.ts). */
export function historicalCount(ctx: ServiceContext, o: HistoricalOption, where: Record<string, unknown>): Promise<number> {
  return rememberedCount(ownCompanyId(ctx.principal), JSON.stringify([o.option, where]), () => countRows(ctx, o.kind, where));
}

export async function historicalPage(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter, p: Paging) {
  const where = historicalWhere(ctx, o, f);
  const [rows, total] = await Promise.all([pageRows(ctx, o.kind, where, orderOf(o, p), (p.page - 1) * p.pageSize, p.pageSize), historicalCount(ctx, o, where)]);
  return { rows, total };
}

/** Filter and paging from the legacy body { Filter, Pagination } with its validation messages. */
export function parseLegacyQuery(body: Record<string, any>): { filter: HistoricalFilter; paging: Paging } {
  const F = body.Filter ?? body.filter ?? {};
  const P = body.Pagination ?? body.pagination ?? {};
  const check = new Checker();
  const date = (name: string, v: unknown) => {
    if (v === undefined || v === null || v === "") return null;
    const d = new Date(String(v));
    // Years beyond 9999 parse in JavaScript but not in PostgreSQL.
    if (Number.isNaN(d.getTime()) || d.getUTCFullYear() < 1 || d.getUTCFullYear() > 9999) check.add(`Filter.${name}`, "The date is not valid.");
    return d;
  };
  const id = (name: string, v: unknown) => {
    if (v === undefined || v === null || v === "" || v === 0 || v === "0") return null;
    const n = int(v);
    // Ids and read numbers are PostgreSQL integers (spec 001 section 9: at most 2147483647).
    if (n === null || n < 0 || n > MAX_INT) check.add(`Filter.${name}`, "ValueMustBeNumber");
    return n;
  };
  const filter: HistoricalFilter = {
    sectorId: id("SectorId", F.SectorId),
    dateFrom: date("DateFrom", F.DateFrom),
    dateTo: date("DateTo", F.DateTo),
    resultDateFrom: date("ResultDateFrom", F.ResultDateFrom),
    resultDateTo: date("ResultDateTo", F.ResultDateTo),
    timeZone: typeof F.ClientTimeZoneId === "string" && F.ClientTimeZoneId ? F.ClientTimeZoneId : null,
    incubatorId: id("IncubatorId", F.IncubatorId),
    editUserId: id("EditUserId", F.EditUserId),
    sterilizerId: id("SterilizerId", F.SterilizerId),
    disinfectorId: id("DisinfectorId", F.DisinfectorId),
    washerId: id("WasherId", F.WasherId),
    result: id("ResultBI", F.ResultBI) ?? id("ResultPRO", F.ResultPRO) ?? id("ResultCHE", F.ResultCHE),
    readNumber: id("ReadNumber", F.ReadNumber),
  };
  const page = P.Page === undefined ? 1 : int(P.Page);
  const pageSize = P.PageSize === undefined ? 10 : int(P.PageSize);
  if (page === null || page < 1) check.add("Pagination.Page", "ValueMustBeNumber");
  if (pageSize === null || pageSize < 1 || pageSize > MAX_PAGE_SIZE) check.add("Pagination.PageSize", `The page size must be between 1 and ${MAX_PAGE_SIZE}.`);
  check.throwIfAny();
  const orderType = String(P.OrderType ?? "desc").toLowerCase();
  return { filter, paging: { page: page!, pageSize: pageSize!, orderBy: P.OrderBy ?? null, descending: orderType !== "asc" } };
}
