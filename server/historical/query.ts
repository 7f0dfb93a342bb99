// The historical browser's query: historical and saved readings of one type, filtered
// (spec 001 Filter), ordered by a whitelisted column and paged. The count and the page
// run side by side on the same filter; both use the (company, state, date) indexes.
import type { ReadingKind } from "../db/generated/client";
import { requireFeature } from "../licenses/service";
import type { ServiceContext } from "../context";
import { date, integer, object, parseWire, text } from "../validation/wire";
import { readingScope } from "../readings/scope";
import type { HistoricalOption } from "./options";
import { countGeneration, knownCount, rememberCount, rememberedCount } from "./counts";
import { countRows, inReadNumberOrder, pageRows, pageWithTotal } from "./sql";
import { rangesBeingImported } from "../migration/inProgress";
import { ownCompanyId } from "../auth/company";
import { ValidationError } from "../domain/errors";

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

/** Which rows of the ordered list: `limit` rows from `offset` (a connection asks one more, to know whether a next page exists). */
export interface Paging {
  offset: number;
  limit: number;
  orderBy?: string | null;
  descending?: boolean;
}

import { checkPageSize, PAGE_SIZE_MESSAGE } from "../domain/paging";
export { checkPageSize, MAX_PAGE_SIZE, PAGE_SIZE_MESSAGE } from "../domain/paging";
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

/** The filters that name a row (a column of the same name), with the reading kinds that have it. */
export const ID_FILTERS = {
  incubatorId: TIMED,
  editUserId: ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"],
  sterilizerId: ["BI", "CHE_STERILIZER"],
  disinfectorId: ["BI"],
  washerId: ["PRO", "CHE_WASHER"],
} as const satisfies Record<string, readonly ReadingKind[]>;
export type IdFilter = keyof typeof ID_FILTERS;

/** The id filters set and applying to the option's kind (the others are ignored, and never printed). */
export function idFilters(o: HistoricalOption, f: HistoricalFilter): [IdFilter, number][] {
  return (Object.keys(ID_FILTERS) as IdFilter[]).flatMap((key) => (f[key] && (ID_FILTERS[key] as readonly ReadingKind[]).includes(o.kind) ? [[key, f[key]!] as [IdFilter, number]] : []));
}

/** The Prisma filter of a historical query, inside the caller's tenant scope. */
export function historicalWhere(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter): Record<string, unknown> {
  const scope = readingScope(ctx.principal);
  const where: Record<string, unknown> = { ...scope, state: { in: ["HISTORICAL", "SAVED"] } };
  if (o.disinfection !== undefined) where.disinfection = o.disinfection;
  if (f.sectorId && scope.sectorId === undefined) where.sectorId = f.sectorId;
  if (f.dateFrom || f.dateTo) where[dateColumnOf(o.kind)] = { ...(f.dateFrom ? { gte: f.dateFrom } : {}), ...(f.dateTo ? { lte: f.dateTo } : {}) };
  if ((f.resultDateFrom || f.resultDateTo) && TIMED.includes(o.kind)) where.resultAt = { ...(f.resultDateFrom ? { gte: f.resultDateFrom } : {}), ...(f.resultDateTo ? { lte: f.resultDateTo } : {}) };
  for (const [key, id] of idFilters(o, f)) where[key] = id;
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
const countKey = (o: HistoricalOption, where: Record<string, unknown>) => JSON.stringify([o.option, where]);

export function historicalCount(ctx: ServiceContext, o: HistoricalOption, where: Record<string, unknown>): Promise<number> {
  return rememberedCount(ownCompanyId(ctx.principal), countKey(o, where), () => countRows(ctx, o.kind, where));
}

/** The total of a filter alone (a connection asking for the last rows needs it first). */
export function historicalTotal(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter): Promise<number> {
  return historicalCount(ctx, o, historicalWhere(ctx, o, f));
}

/** One page of the filtered historical readings and their total: the list of both doors. */
export async function historicalPage(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter, p: Paging) {
  const where = historicalWhere(ctx, o, f);
  const order = orderOf(o, p);
  // Read numbers an import of the company is writing: skipped (migration/inProgress.ts).
  const companyId = ownCompanyId(ctx.principal);
  const skip = inReadNumberOrder(order) ? await rangesBeingImported(ctx.db, companyId, o.kind) : [];
  // The licence check runs beside the page's queries (no added round trip); a refusal wins.
  const key = countKey(o, where);
  const known = knownCount(companyId, key);
  if (skip.length || known !== undefined) {
    const [, rows, total] = await Promise.all([licensed(ctx, o), pageRows(ctx, o.kind, where, order, p.offset, p.limit, skip), known ?? historicalCount(ctx, o, where)]);
    return { rows, total };
  }
  // No remembered total: the page and its count in one statement.
  const generation = countGeneration(companyId);
  const [, page] = await Promise.all([licensed(ctx, o), pageWithTotal(ctx, o.kind, where, order, p.offset, p.limit)]);
  const total = page.total ?? (await countRows(ctx, o.kind, where));
  rememberCount(companyId, key, generation, total);
  return { rows: page.rows, total };
}

/** The biological indicators' browser (type 0, ReadingBI) needs a Bionova Cloud licence (docs/licenses.md "Features"). */
export const licensed = (ctx: ServiceContext, o: HistoricalOption) => (o.option === "ReadingBI" ? requireFeature(ctx, "historical") : Promise.resolve());

// The legacy { Filter, Pagination } body (spec 001 section 7) with its validation messages:
// filter ids and read numbers 'ValueMustBeNumber' (0 or empty means no filter), dates ISO 8601.
const filterId = integer({ min: 0, message: "ValueMustBeNumber" });
const LegacyFilter = object({
  SectorId: filterId,
  DateFrom: date(),
  DateTo: date(),
  ResultDateFrom: date(),
  ResultDateTo: date(),
  ClientTimeZoneId: text(100),
  IncubatorId: filterId,
  EditUserId: filterId,
  SterilizerId: filterId,
  DisinfectorId: filterId,
  WasherId: filterId,
  ResultBI: filterId,
  ResultPRO: filterId,
  ResultCHE: filterId,
  ReadNumber: filterId,
});
export const LegacyQuery = object({
  Filter: LegacyFilter.nullish(),
  Pagination: object({ Page: integer({ min: 1, message: "ValueMustBeNumber" }), PageSize: integer({ message: PAGE_SIZE_MESSAGE }), OrderBy: text(100), OrderType: text(10) }).nullish(),
});

/** Filter and paging from the legacy body { Filter, Pagination }. */
export function parseLegacyQuery(body: unknown): { filter: HistoricalFilter; paging: Paging } {
  const { Filter: F, Pagination: P } = parseWire(LegacyQuery, body);
  const filter: HistoricalFilter = {
    sectorId: F?.SectorId || null,
    dateFrom: F?.DateFrom ?? null,
    dateTo: F?.DateTo ?? null,
    resultDateFrom: F?.ResultDateFrom ?? null,
    resultDateTo: F?.ResultDateTo ?? null,
    timeZone: F?.ClientTimeZoneId || null,
    incubatorId: F?.IncubatorId || null,
    editUserId: F?.EditUserId || null,
    sterilizerId: F?.SterilizerId || null,
    disinfectorId: F?.DisinfectorId || null,
    washerId: F?.WasherId || null,
    result: F?.ResultBI || F?.ResultPRO || F?.ResultCHE || null,
    readNumber: F?.ReadNumber || null,
  };
  const size = checkPageSize(P?.PageSize ?? 10, "Pagination.PageSize");
  return { filter, paging: { offset: ((P?.Page ?? 1) - 1) * size, limit: size, orderBy: P?.OrderBy ?? null, descending: (P?.OrderType ?? "desc").toLowerCase() !== "asc" } };
}
