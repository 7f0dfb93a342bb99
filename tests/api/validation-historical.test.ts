// Input validation of the historical browser, report and exporter filters (issue 9, "Input
// validation at both doors"): dates are ISO 8601 text of years 1 to 9999 (a list was read as
// "2020,1", year 99999 answered 500), ids are whole numbers, and both doors name the field.
import { beforeAll, describe, expect, test } from "bun:test";
import { api } from "../helpers";
import { expectValidation, tokensOf } from "../helpers/company";
import { gqlHistorical, historicalRes } from "../helpers/historical";

let t: Awaited<ReturnType<typeof tokensOf<"adminA">>>;
beforeAll(async () => {
  t = await tokensOf("adminA");
});

const BAD_DATE = /ISO 8601 date/;
const BAD_TEXT = /NUL character or an unpaired UTF-16 surrogate/;

describe("REST: POST /api/historical/{option}, GetReport, /api/export/{type}", () => {
  test("DateFrom [2020,1], year 99999, an epoch number, 2026-13-01 → 400 under Filter.<name>", async () => {
    for (const [filter, field] of [
      [{ DateFrom: [2020, 1] }, "Filter.DateFrom"],
      [{ DateTo: "99999-12-31" }, "Filter.DateTo"],
      [{ ResultDateFrom: 1767225600000 }, "Filter.ResultDateFrom"],
      [{ ResultDateTo: "2026-13-01" }, "Filter.ResultDateTo"],
    ] as const) {
      expectValidation(await historicalRes(t.adminA, "ReadingBI", filter), field, BAD_DATE);
    }
  });

  test("ids as objects or booleans, a Filter that is text, Pagination.Page 'x' → 400 naming each", async () => {
    expectValidation(await historicalRes(t.adminA, "ReadingPRO", { SectorId: { id: 1 } }), "Filter.SectorId", "ValueMustBeNumber");
    expectValidation(await historicalRes(t.adminA, "ReadingPRO", { ReadNumber: true }), "Filter.ReadNumber", "ValueMustBeNumber");
    expectValidation(await api("POST", "/api/historical/ReadingPRO", { token: t.adminA, body: { Filter: "all" } }), "Filter", "The value must be an object.");
    expectValidation(await historicalRes(t.adminA, "ReadingPRO", {}, { Page: "x" }), "Pagination.Page", "ValueMustBeNumber");
  });

  test("the report and the exporter share the filter's rules; a NUL time zone is refused like any text", async () => {
    expectValidation(await api("POST", "/api/ReadingBI/GetReport", { token: t.adminA, body: { Filter: { DateFrom: "99999-01-01" } } }), "Filter.DateFrom", BAD_DATE);
    const csv = await api("POST", "/api/export/csv", { token: t.adminA, body: { Read: "BI", Cols: ["readNumber"], CSVSeparator: ",", Filter: { DateTo: [1, 2] } } });
    expectValidation(csv, "Filter.DateTo", BAD_DATE);
    expect(csv.headers.get("content-disposition")).toBeNull();
    expectValidation(await api("POST", "/api/export/csv", { token: t.adminA, body: { Read: ["BI"], Cols: ["readNumber"] } }), "Read", "The value must be a string.");
    expectValidation(await historicalRes(t.adminA, "ReadingBI", { ClientTimeZoneId: "Europe/Madrid\u0000" }), "Filter.ClientTimeZoneId", BAD_TEXT);
  });

  test("ISO dates with and without a time or zone are accepted", async () => {
    for (const DateFrom of ["2026-03-01", "2026-03-01T10:20:00Z", "2026-03-01T10:20:00.123+01:00"]) expect((await historicalRes(t.adminA, "ReadingBI", { DateFrom })).status).toBe(200);
  });
});

describe("GraphQL historicalReadings(filter)", () => {
  test("dateFrom as a list, an epoch number or year 99999 → refused, naming the field", async () => {
    for (const dateFrom of [[2020, 1], 1767225600000, "99999-01-01"]) {
      const r = await gqlHistorical(t.adminA, { option: "ReadingBI", filter: { dateFrom }, first: 1 });
      expect(r.data?.historicalReadings ?? null).toBeNull();
      expect(r.errors?.[0]?.message).toMatch(/dateFrom|DateTime/);
    }
  });

  test("an ISO date is accepted", async () => {
    const r = await gqlHistorical(t.adminA, { option: "ReadingBI", filter: { dateFrom: "2026-01-01T00:00:00Z" }, first: 1 });
    expect(r.errors).toBeUndefined();
  });
});
