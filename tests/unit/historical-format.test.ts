// Pure pieces of the historical browser and exporter: time-zone formatting, the filter → SQL
// translation of the page path, the remembered totals.
import { describe, expect, test } from "bun:test";
import { zonedClock, zoneOf, escapeHtml } from "../../server/export/format";
import { whereSql } from "../../server/historical/sql";
import { companyReadingsChanged, rememberedCount } from "../../server/historical/counts";

describe("zonedClock", () => {
  test("wall clock and ISO offset across a DST change (Europe/Madrid)", () => {
    const c = zonedClock("Europe/Madrid");
    expect(c.local(new Date("2026-01-15T10:00:00Z"))).toBe("2026-01-15 11:00:00");
    expect(c.iso(new Date("2026-01-15T10:00:00Z"))).toBe("2026-01-15T11:00:00+01:00");
    expect(c.local(new Date("2026-07-15T10:00:00Z"))).toBe("2026-07-15 12:00:00");
    expect(c.iso(new Date("2026-07-15T10:00:00Z"))).toBe("2026-07-15T12:00:00+02:00");
    // 2026-03-29 01:00Z: clocks jump from 02:00 to 03:00 local
    expect(c.local(new Date("2026-03-29T00:59:59Z"))).toBe("2026-03-29 01:59:59");
    expect(c.local(new Date("2026-03-29T01:00:00Z"))).toBe("2026-03-29 03:00:00");
  });
  test("negative offsets and half hours", () => {
    expect(zonedClock("America/New_York").iso(new Date("2026-11-22T03:30:00Z"))).toBe("2026-11-21T22:30:00-05:00");
    expect(zonedClock("Asia/Kolkata").iso(new Date("2026-11-22T03:30:00Z"))).toBe("2026-11-22T09:00:00+05:30");
  });
  test("the wall clock as a Date keeps the local fields in UTC (what spreadsheets store)", () => {
    expect(zonedClock("Europe/Madrid").wallClock(new Date("2026-07-15T10:00:00Z")).toISOString()).toBe("2026-07-15T12:00:00.000Z");
  });
  test("unknown or missing zones read as UTC", () => {
    expect(zoneOf("Romance Standard Time")).toBe("UTC");
    expect(zoneOf(null)).toBe("UTC");
    expect(zonedClock("Nowhere/Atlantis").iso(new Date("2026-11-22T03:30:00Z"))).toBe("2026-11-22T03:30:00+00:00");
  });
  test("HTML escaping", () => {
    expect(escapeHtml(`<b a="1">&'`)).toBe("&lt;b a=&quot;1&quot;&gt;&amp;&#39;");
  });
});

describe("whereSql", () => {
  test("equality, in-lists and ranges become parameters with their SQL types", () => {
    const params: unknown[] = [];
    const from = new Date("2026-01-01T00:00:00Z");
    const sql = whereSql({ companyId: 1, state: { in: ["HISTORICAL", "SAVED"] }, disinfection: false, startedAt: { gte: from, lte: from } }, params);
    expect(sql).toBe(
      `r."companyId" = $1::int AND r."state" IN ($2::"ReadingState", $3::"ReadingState") AND r."disinfection" = $4::boolean AND r."startedAt" >= $5::timestamptz AND r."startedAt" <= $6::timestamptz`,
    );
    expect(params).toEqual([1, "HISTORICAL", "SAVED", false, from, from]);
  });
  test("an empty in-list matches nothing; no conditions match everything", () => {
    expect(whereSql({ state: { in: [] } }, [])).toBe("false");
    expect(whereSql({}, [])).toBe("true");
  });
});

describe("rememberedCount", () => {
  test("a total is reused until a reading of the company changes", async () => {
    let calls = 0;
    const count = async () => ++calls;
    expect(await rememberedCount(991, "k", count)).toBe(1);
    expect(await rememberedCount(991, "k", count)).toBe(1);
    expect(await rememberedCount(992, "k", count)).toBe(2); // another company: its own total
    companyReadingsChanged(991);
    expect(await rememberedCount(991, "k", count)).toBe(3);
  });
});
