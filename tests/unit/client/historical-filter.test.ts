// The historical filter as the browser sends it (web/screens/historical/filter.ts): only the
// filters of the current type and of the user's reach, day bounds in the browser's zone, and
// the read number's ValueMustBeNumber rule.
import { describe, expect, test } from "bun:test";
import { dayBound, EMPTY_FILTER, isFilterActive, readNumberError, toGraphQLFilter } from "../../../web/screens/historical/filter";
import { historicalType } from "../../../web/screens/historical/options";

describe("read number", () => {
  test("digits only (up to ten), blanks allowed; anything else is ValueMustBeNumber", () => {
    expect(readNumberError("")).toBeNull();
    expect(readNumberError(" 42 ")).toBeNull();
    for (const bad of ["4.2", "-1", "12a", "12345678901"]) expect(readNumberError(bad)).toBe("ValueMustBeNumber");
  });
});

describe("active filter", () => {
  test("empty values (or blanks) are no filter", () => {
    expect(isFilterActive(EMPTY_FILTER)).toBe(false);
    expect(isFilterActive({ ...EMPTY_FILTER, readNumber: "  ", sectorId: " " })).toBe(false);
    expect(isFilterActive({ ...EMPTY_FILTER, readNumber: "7" })).toBe(true);
  });
});

describe("day bounds", () => {
  test("the first and the last millisecond of the day in the browser's zone; anything else is null", () => {
    const start = new Date(dayBound("2026-03-29", "start")!);
    const end = new Date(dayBound("2026-03-29", "end")!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes()]).toEqual([2026, 2, 29, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([29, 23, 59, 59, 999]);
    expect(dayBound("29/03/2026", "start")).toBeNull();
  });
});

describe("the GraphQL filter", () => {
  const values = { ...EMPTY_FILTER, sectorId: "3", incubatorId: "9", sterilizerId: "5", washerId: "8", result: "2", readNumber: "17", dateFrom: "2026-01-01" };

  test("a BI filter keeps the sector, the incubator and the sterilizer, and drops the washer", () => {
    const f = toGraphQLFilter(values, historicalType("ReadingBI"), false);
    expect(f).toMatchObject({ sectorId: "3", incubatorId: "9", sterilizerId: "5", washerId: null, result: 2, readNumber: 17 });
    expect(f.dateFrom).toBe(dayBound("2026-01-01", "start"));
    expect(f.dateTo).toBeNull();
    expect(f.timeZone).toBe(Intl.DateTimeFormat().resolvedOptions().timeZone);
  });

  test("chemical washer readings have no incubator; a sector-limited user sends no sector", () => {
    const f = toGraphQLFilter(values, historicalType("readingchewasher"), true);
    expect(f).toMatchObject({ sectorId: null, incubatorId: null, sterilizerId: null, washerId: "8" });
  });
});
