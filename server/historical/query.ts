// The historical browser's query: historical and saved readings of one type, filtered
// (spec 001 Filter), ordered by a whitelisted column and paged. The count and the page
// run side by side on the same filter; both use the (company, state, date) indexes.
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { Checker, int } from "../http/validate";
import { readingScope } from "../readings/scope";
import { readingTable } from "../readings/kinds";
import { readingInclude } from "../readings/include";
import type { HistoricalOption } from "./options";

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

export function orderOf(o: HistoricalOption, p: Pick<Paging, "orderBy" | "descending">) {
  const column = ORDER[p.orderBy ?? ""] ?? "readNumber";
  const usable = column === "startedAt" || column === "resultAt" || column === "positionNumber" ? TIMED.includes(o.kind) : column === "testedAt" ? !TIMED.includes(o.kind) : true;
  const dir = p.descending === false ? "asc" : "desc";
  // The id breaks ties so pages never overlap or skip rows.
  return [{ [usable ? column : "readNumber"]: dir }, { id: dir }];
}

export async function historicalPage(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter, p: Paging) {
  const where = historicalWhere(ctx, o, f);
  const table = readingTable(ctx.prisma, o.kind);
  const [rows, total] = await Promise.all([
    table.findMany({ where: where as never, orderBy: orderOf(o, p) as never, skip: (p.page - 1) * p.pageSize, take: p.pageSize, include: readingInclude(o.kind) as never }),
    table.count({ where: where as never }),
  ]);
  return { rows: rows as Record<string, any>[], total };
}

/** Filter and paging from the legacy body { Filter, Pagination } with its validation messages. */
export function parseLegacyQuery(body: Record<string, any>): { filter: HistoricalFilter; paging: Paging } {
  const F = body.Filter ?? body.filter ?? {};
  const P = body.Pagination ?? body.pagination ?? {};
  const check = new Checker();
  const date = (name: string, v: unknown) => {
    if (v === undefined || v === null || v === "") return null;
    const d = new Date(String(v));
    if (Number.isNaN(d.getTime())) check.add(`Filter.${name}`, "The date is not valid.");
    return d;
  };
  const id = (name: string, v: unknown) => {
    if (v === undefined || v === null || v === "" || v === 0 || v === "0") return null;
    const n = int(v);
    if (n === null) check.add(`Filter.${name}`, "ValueMustBeNumber");
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
