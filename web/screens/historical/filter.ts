// The historical filter (spec 001 Filter, docs/historical-api.md "Filter") as the modal edits
// it (strings: ids, yyyy-MM-dd days, the typed read number) and as the GraphQL
// HistoricalFilter the page and the report take. Only the filters that apply to the current
// type are sent.
import type { FilterField, HistoricalType } from "./options";
import { filterFields } from "./options";

export type FilterValues = Record<FilterField, string>;

export const EMPTY_FILTER: FilterValues = {
  sectorId: "",
  dateFrom: "",
  dateTo: "",
  incubatorId: "",
  editUserId: "",
  sterilizerId: "",
  disinfectorId: "",
  washerId: "",
  result: "",
  readNumber: "",
};

/** Digits only (the server answers ValueMustBeNumber otherwise). */
export function readNumberError(text: string): string | null {
  const value = text.trim();
  return value && !/^\d{1,10}$/.test(value) ? "ValueMustBeNumber" : null;
}

export function isFilterActive(values: FilterValues): boolean {
  return Object.values(values).some((value) => value.trim() !== "");
}

/** The browser's IANA zone: the server prints the report's dates in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

/** yyyy-MM-dd → the start (00:00:00.000) or end (23:59:59.999) of that day here, as an ISO instant. */
export function dayBound(day: string, bound: "start" | "end"): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = bound === "start" ? new Date(y, m - 1, d, 0, 0, 0, 0) : new Date(y, m - 1, d, 23, 59, 59, 999);
  return date.toISOString();
}

/** The filter values that apply to the type (the others are left out of every request). */
function applying(values: FilterValues, type: HistoricalType, sectorLimited: boolean): Partial<FilterValues> {
  const fields = filterFields(type, sectorLimited);
  return Object.fromEntries(fields.map((field) => [field, values[field].trim()]).filter(([, value]) => value !== ""));
}

export interface GraphQLFilter {
  sectorId?: string | null;
  dateFrom?: string | null;
  dateTo?: string | null;
  incubatorId?: string | null;
  editUserId?: string | null;
  sterilizerId?: string | null;
  disinfectorId?: string | null;
  washerId?: string | null;
  result?: number | null;
  readNumber?: number | null;
  timeZone?: string | null;
}

export function toGraphQLFilter(values: FilterValues, type: HistoricalType, sectorLimited: boolean): GraphQLFilter {
  const v = applying(values, type, sectorLimited);
  return {
    sectorId: v.sectorId ?? null,
    dateFrom: v.dateFrom ? dayBound(v.dateFrom, "start") : null,
    dateTo: v.dateTo ? dayBound(v.dateTo, "end") : null,
    incubatorId: v.incubatorId ?? null,
    editUserId: v.editUserId ?? null,
    sterilizerId: v.sterilizerId ?? null,
    disinfectorId: v.disinfectorId ?? null,
    washerId: v.washerId ?? null,
    result: v.result ? Number(v.result) : null,
    readNumber: v.readNumber ? Number(v.readNumber) : null,
    timeZone: browserTimeZone(),
  };
}
