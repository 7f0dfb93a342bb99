// Company screens' client pieces: the user type codes (web/screens/company/users/userRules.ts;
// who manages whom is served by the server), the subscription endpoint
// checks made before a Test or a Confirm (web/screens/company/subscriptions/subscriptionRules.ts,
// docs/webhooks.md), and the exporter's request (web/screens/exporter/exportOptions.ts and
// exportRequest.ts: the legacy Filter object, the CSV separator, the downloaded file's name).
import { describe, expect, test } from "bun:test";
import { REQUIRED } from "../../../web/components/fields/validation";
import { BANNER_LICENSE_PRODUCT, isDirty, LICENSE_PRODUCT_NORMAL, LICENSE_PRODUCT_PLUS, URL_FORMAT, URL_MAX, urlError } from "../../../web/screens/company/subscriptions/subscriptionRules";
import { COMPANY_ADMIN, CONNECTION, OPERATOR, SUPERVISOR, userTypeKey } from "../../../web/screens/company/users/userRules";
import { fileExtension, isIncubated, readFromState } from "../../../web/screens/exporter/exportOptions";
import { backwards, buildFilter, dayBound, emptyForm, exportBody, fileNameOf } from "../../../web/screens/exporter/exportRequest";

describe("company users", () => {
  test("the user type codes", () => {
    expect([COMPANY_ADMIN, SUPERVISOR, OPERATOR, CONNECTION]).toEqual([0, 1, 2, 4]);
  });

  test("the interface text of a user type", () => {
    expect(userTypeKey(OPERATOR)).toBe("userType.2");
  });
});

describe("subscription endpoints", () => {
  test("licence blocks: 3 is normal, 2 is plus; the banner asks for plus", () => {
    expect([LICENSE_PRODUCT_NORMAL, LICENSE_PRODUCT_PLUS, BANNER_LICENSE_PRODUCT]).toEqual([3, 2, 2]);
  });

  test("a subscribed row needs a URL; an unsubscribed one may have none", () => {
    expect(urlError("", true)).toBe(REQUIRED);
    expect(urlError("   ", true)).toBe(REQUIRED);
    expect(urlError("", false)).toBeNull();
  });

  test("an http(s) address with a host, trimmed, without credentials", () => {
    expect(urlError("https://hooks.example.com/qc?x=1", true)).toBeNull();
    expect(urlError("  http://10.0.0.5:8080/hook  ", true)).toBeNull();
    expect(urlError("HTTPS://HOOKS.EXAMPLE.COM", true)).toBeNull();
    expect(urlError("ftp://hooks.example.com", true)).toBe(URL_FORMAT);
    expect(urlError("hooks.example.com/qc", true)).toBe(URL_FORMAT);
    expect(urlError("https:hooks.example.com", true)).toBe(URL_FORMAT); // a URL parser accepts it; the spec wants "//"
    expect(urlError("https://", true)).toBe(URL_FORMAT);
    expect(urlError("https://user:secret@hooks.example.com", true)).toBe("subscriptions.urlCredentials");
    expect(urlError("https://user@hooks.example.com", false)).toBe("subscriptions.urlCredentials");
  });

  test("at most 2000 characters", () => {
    const base = "https://hooks.example.com/";
    expect(URL_MAX).toBe(2000);
    expect(urlError(base + "a".repeat(URL_MAX - base.length), true)).toBeNull();
    expect(urlError(base + "a".repeat(URL_MAX - base.length + 1), true)).toBe("subscriptions.urlTooLong");
  });

  test("a row is changed when its subscription or its trimmed URL differs", () => {
    const saved = { subscribed: true, url: "https://a.example.com" };
    expect(isDirty(saved, { subscribed: true, url: " https://a.example.com " })).toBe(false);
    expect(isDirty(saved, { subscribed: false, url: "https://a.example.com" })).toBe(true);
    expect(isDirty(saved, { subscribed: true, url: "https://b.example.com" })).toBe(true);
  });
});

describe("exporter", () => {
  test("the historical browser's option names and the exporter's own select the same type", () => {
    expect(readFromState({ indicatorSelected: "ReadingPRO" })).toBe("PRO");
    expect(readFromState({ indicatorSelected: " readingchesterilizer " })).toBe("CHESTERILIZER");
    expect(readFromState({ indicatorSelected: "bi_disinfection" })).toBe("BI_DISINFECTION");
    expect(readFromState({ indicatorSelected: "ReadingBIDisinfection" })).toBe("BI_DISINFECTION");
    expect(readFromState({ indicatorSelected: "ReadingXYZ" })).toBe("");
    expect(readFromState({ indicatorSelected: 3 })).toBe("");
    expect(readFromState(null)).toBe("");
  });

  test("incubated types (incubator and result date) are the BI and protein ones", () => {
    expect(["BI", "BI_DISINFECTION", "PRO", "CHESTERILIZER", "CHEWASHER", ""].map((r) => isIncubated(r as never))).toEqual([true, true, true, false, false, false]);
  });

  test("a new form: Excel, comma separator, no filters", () => {
    expect(emptyForm("PRO")).toEqual({ read: "PRO", fileType: "excel", separator: ",", sectorId: "", incubatorId: "", editUserId: "", dateFrom: "", dateTo: "", resultDateFrom: "", resultDateTo: "" });
  });

  test("day bounds are the first and last millisecond of the browser's day; a range backwards is flagged", () => {
    const start = new Date(dayBound("2026-03-29", false)!);
    const end = new Date(dayBound("2026-03-29", true)!);
    expect([start.getFullYear(), start.getMonth(), start.getDate(), start.getHours(), start.getMinutes(), start.getMilliseconds()]).toEqual([2026, 2, 29, 0, 0, 0]);
    expect([end.getDate(), end.getHours(), end.getMinutes(), end.getSeconds(), end.getMilliseconds()]).toEqual([29, 23, 59, 59, 999]);
    expect(dayBound("29/03/2026", false)).toBeNull();
    expect(dayBound("", true)).toBeNull();
    expect(backwards("2026-02-01", "2026-01-31")).toBe(true);
    expect(backwards("2026-01-31", "2026-01-31")).toBe(false);
    expect(backwards("", "2026-01-31")).toBe(false);
  });

  test("the Filter of an incubated type: numbers as numbers, days as instants, empty values left out, the browser's zone and clock", () => {
    const before = Date.now();
    const filter = buildFilter({ ...emptyForm("BI"), sectorId: "3", incubatorId: "9", dateFrom: "2026-01-01", resultDateTo: "2026-01-31" });
    expect(filter).toEqual({
      SectorId: 3,
      IncubatorId: 9,
      DateFrom: dayBound("2026-01-01", false)!,
      ResultDateTo: dayBound("2026-01-31", true)!,
      ClientTimeZoneId: Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC",
      ClientDateTimeNow: expect.any(String),
    });
    expect(Date.parse(String(filter.ClientDateTimeNow))).toBeGreaterThanOrEqual(before - 1);
  });

  test("chemical types have no incubator nor result dates: those filters are dropped", () => {
    const filter = buildFilter({ ...emptyForm("CHEWASHER"), editUserId: "12", incubatorId: "9", resultDateFrom: "2026-01-01", dateTo: "2026-02-01" });
    expect(Object.keys(filter).sort()).toEqual(["ClientDateTimeNow", "ClientTimeZoneId", "DateTo", "EditUserId"]);
    expect(filter.EditUserId).toBe(12);
  });

  test("the body: the user, the type, the filter, the columns; the separator for CSV only", () => {
    const csv = exportBody({ ...emptyForm("PRO"), fileType: "csv", separator: ";" }, ["readNumber", "lot"], 17);
    expect(csv).toMatchObject({ UserLogged: 17, Read: "PRO", CSVSeparator: ";", Cols: ["readNumber", "lot"] });
    expect(exportBody({ ...emptyForm("PRO"), fileType: "xml", separator: ";" }, [], 17).CSVSeparator).toBeUndefined();
  });

  test("the file name: RFC 6266 filename* first, then filename, else Exporter_<type>_<day>.<ext>", () => {
    expect(fileNameOf("attachment; filename=\"plain.xlsx\"; filename*=UTF-8''Exportaci%C3%B3n%20BI.xlsx", "BI", "excel")).toBe("Exportación BI.xlsx");
    expect(fileNameOf("attachment; filename*=utf-8'es'na%C3%AFve.csv", "BI", "csv")).toBe("naïve.csv");
    expect(fileNameOf('attachment; filename="a;b.csv"', "BI", "csv")).toBe("a;b.csv");
    expect(fileNameOf("attachment; filename=report.xml", "BI", "xml")).toBe("report.xml");
    expect(fileNameOf("attachment; filename*=UTF-8''bad%E0%A4%A; filename=\"fallback.xlsx\"", "BI", "excel")).toBe("fallback.xlsx");
    expect(fileNameOf(null, "CHEWASHER", "csv", new Date(2026, 3, 3, 23, 59))).toBe("Exporter_CHEWASHER_2026-04-03.csv");
    expect(fileNameOf("attachment", "PRO", "excel", new Date(2026, 11, 31))).toBe("Exporter_PRO_2026-12-31.xlsx");
    expect(fileExtension).toEqual({ excel: "xlsx", csv: "csv", xml: "xml" });
  });
});
