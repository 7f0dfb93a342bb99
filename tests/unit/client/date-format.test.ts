// Dates and numbers as the client shows them: the user's regional format, stored by the server
// as .NET patterns and converted to display patterns (web/i18n/dateFormat.ts: d → D, y → Y,
// tt and t → a), the reading values built on it (web/screens/readings/shared/format.ts: date
// and time, with seconds for the live header, elapsed time as hh:mm:ss with hours past 24,
// numbers with a unit) and the chemical readings' date-only values, shown as their calendar day
// whatever the browser's time zone (web/screens/readings/chemical/chemicalFormat.ts).
import { describe, expect, test } from "bun:test";
import { currentRegionalFormat, defaultRegionalFormat, formatDate, formatDateTime, formatWithPattern, toDisplayPattern, type RegionalFormat } from "../../../web/i18n/dateFormat";
import { dateOnlyText } from "../../../web/screens/readings/chemical/chemicalFormat";
import { dateText, dateTimeSecondsText, dateTimeText, elapsedSince, elapsedText, numberText, toDateValue } from "../../../web/screens/readings/shared/format";
import { storageKeys } from "../../../web/session/storage";
import { useMemoryStorage } from "./memoryStorage";

useMemoryStorage();

// The regional formats of the seed (server/seed/reference.ts).
const enUS: RegionalFormat = { languageCode: "en-US", dateFormat: "MM/dd/yyyy", timeFormat: "hh:mm tt" };
const enGB: RegionalFormat = { languageCode: "en-GB", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" };
const es: RegionalFormat = { languageCode: "es", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" };
const ja: RegionalFormat = { languageCode: "ja", dateFormat: "yyyy/MM/dd", timeFormat: "HH:mm" };
const ko: RegionalFormat = { languageCode: "ko", dateFormat: "yyyy-MM-dd", timeFormat: "HH:mm" };
const tr: RegionalFormat = { languageCode: "tr", dateFormat: "dd.MM.yyyy", timeFormat: "HH:mm" };

/** Monday 13 April 2026, 14:05:09 on the browser's clock (whatever its zone). */
const afternoon = new Date(2026, 3, 13, 14, 5, 9);

const storeFormat = (format: RegionalFormat) => localStorage.setItem(storageKeys.regionalFormat, JSON.stringify(format));

/** Runs `body` with the process in another time zone, then puts the zone back. */
function inTimeZone(zone: string, body: () => void): void {
  const before = process.env.TZ;
  process.env.TZ = zone;
  try {
    body();
  } finally {
    if (before === undefined) delete process.env.TZ;
    else process.env.TZ = before;
  }
}

describe(".NET pattern → display pattern", () => {
  test("d → D, y → Y, tt and t → a; everything else kept", () => {
    expect(toDisplayPattern("dd/MM/yyyy")).toBe("DD/MM/YYYY");
    expect(toDisplayPattern("MM/dd/yyyy")).toBe("MM/DD/YYYY");
    expect(toDisplayPattern("yyyy-MM-dd")).toBe("YYYY-MM-DD");
    expect(toDisplayPattern("dd.MM.yyyy")).toBe("DD.MM.YYYY");
    expect(toDisplayPattern("hh:mm tt")).toBe("hh:mm a");
    expect(toDisplayPattern("h:mm t")).toBe("h:mm a");
    expect(toDisplayPattern("HH:mm:ss")).toBe("HH:mm:ss");
    expect(toDisplayPattern("dddd d MMMM yy")).toBe("DDDD D MMMM YY");
  });
});

describe("formatWithPattern", () => {
  test("numeric tokens, padded and not", () => {
    const date = new Date(2026, 0, 5, 9, 7, 3);
    expect(formatWithPattern(date, "DD/MM/YYYY HH:mm:ss")).toBe("05/01/2026 09:07:03");
    expect(formatWithPattern(date, "D/M/YY H:m:s")).toBe("5/1/26 9:7:3");
  });

  test("12-hour clock: midnight is 12 AM, noon 12 PM, 14h is 2 PM", () => {
    expect(formatWithPattern(new Date(2026, 0, 5, 0, 7), "hh:mm a")).toBe("12:07 AM");
    expect(formatWithPattern(new Date(2026, 0, 5, 12, 0), "h:mm a")).toBe("12:00 PM");
    expect(formatWithPattern(afternoon, "h:mm a")).toBe("2:05 PM");
    expect(formatWithPattern(new Date(2026, 0, 5, 11, 59), "hh:mm a")).toBe("11:59 AM");
  });

  test("month and weekday names in the format's language (.NET ddd/dddd arrive as DDD/DDDD)", () => {
    expect(formatWithPattern(afternoon, "DDDD D MMMM YYYY", "en")).toBe("Monday 13 April 2026");
    expect(formatWithPattern(afternoon, "DDD D MMM", "en")).toBe("Mon 13 Apr");
    expect(formatWithPattern(afternoon, "D MMMM", "es")).toBe("13 abril");
    expect(formatWithPattern(afternoon, toDisplayPattern("dddd"), "es")).toBe("lunes");
  });

  test("[bracketed] text is kept as it is, other characters pass through", () => {
    expect(formatWithPattern(afternoon, "[Day] D, [at] HH:mm")).toBe("Day 13, at 14:05");
    expect(formatWithPattern(afternoon, "YYYY年MM月DD日")).toBe("2026年04月13日");
  });

  // .NET quotes literal text ('de', "de") or escapes it with '\': it stays text.
  test(".NET quoted literals ('de') are kept as text", () => {
    expect(formatWithPattern(afternoon, toDisplayPattern("d 'de' MMMM 'de' yyyy"), "es")).toBe("13 de abril de 2026");
  });
});

describe("the seeded regional formats", () => {
  test("date and time of each format", () => {
    expect(formatDateTime(afternoon, enUS)).toBe("04/13/2026 02:05 PM");
    expect(formatDateTime(afternoon, enGB)).toBe("13/04/2026 14:05");
    expect(formatDateTime(afternoon, es)).toBe("13/04/2026 14:05");
    expect(formatDateTime(afternoon, ja)).toBe("2026/04/13 14:05");
    expect(formatDateTime(afternoon, ko)).toBe("2026-04-13 14:05");
    expect(formatDateTime(afternoon, tr)).toBe("13.04.2026 14:05");
  });

  test("the date alone; strings and epoch milliseconds are read as dates", () => {
    expect(formatDate(afternoon, enUS)).toBe("04/13/2026");
    expect(formatDate(afternoon, tr)).toBe("13.04.2026");
    expect(formatDate("2026-04-13T14:05:09", enGB)).toBe("13/04/2026");
    expect(formatDate(afternoon.getTime(), ja)).toBe("2026/04/13");
  });

  test("the user's stored format, or dd/MM/yyyy HH:mm in English when none (or an unreadable one) is stored", () => {
    expect(currentRegionalFormat()).toEqual(defaultRegionalFormat);
    expect(defaultRegionalFormat).toEqual({ languageCode: "en", dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" });
    expect(formatDateTime(afternoon)).toBe("13/04/2026 14:05");
    storeFormat(enUS);
    expect(currentRegionalFormat()).toEqual(enUS);
    expect(formatDateTime(afternoon)).toBe("04/13/2026 02:05 PM");
    localStorage.setItem(storageKeys.regionalFormat, "{not json");
    expect(currentRegionalFormat()).toEqual(defaultRegionalFormat);
  });
});

describe("reading dates (shared/format.ts)", () => {
  test("date and time in the user's format; nothing, blank or unreadable values show nothing", () => {
    storeFormat(enUS);
    expect(dateTimeText(afternoon)).toBe("04/13/2026 02:05 PM");
    expect(dateText(afternoon)).toBe("04/13/2026");
    expect(dateTimeText("2026-04-13T14:05:09")).toBe("04/13/2026 02:05 PM");
    for (const nothing of [null, undefined, "", "not a date", new Date(Number.NaN)]) {
      expect(dateTimeText(nothing)).toBe("");
      expect(dateText(nothing)).toBe("");
    }
  });

  test("the live header's time has seconds: added after the minutes when the format has none", () => {
    storeFormat(enGB);
    expect(dateTimeSecondsText(afternoon)).toBe("13/04/2026 14:05:09");
    storeFormat(enUS);
    expect(dateTimeSecondsText(afternoon)).toBe("04/13/2026 02:05:09 PM");
    storeFormat({ ...enGB, timeFormat: "HH:mm:ss" });
    expect(dateTimeSecondsText(afternoon)).toBe("13/04/2026 14:05:09");
    storeFormat({ ...enGB, timeFormat: "H:m" });
    expect(dateTimeSecondsText(new Date(2026, 3, 13, 9, 5, 3))).toBe("13/04/2026 9:5:03");
    expect(dateTimeSecondsText(null)).toBe("");
  });

  test("toDateValue: a Date for sorting, null for nothing", () => {
    expect(toDateValue(afternoon)).toBe(afternoon);
    expect(toDateValue("2026-04-13T12:00:00.000Z")?.toISOString()).toBe("2026-04-13T12:00:00.000Z");
    expect(toDateValue("")).toBeNull();
    expect(toDateValue(null)).toBeNull();
    expect(toDateValue("31/12/2026")).toBeNull();
  });

  // DateLike admits numbers: epoch milliseconds are instants (as formatDate reads them).
  test("epoch milliseconds are read as instants", () => {
    const ms = Date.UTC(2026, 3, 13, 12, 0, 0);
    expect(toDateValue(ms)?.getTime()).toBe(ms);
    expect(toDateValue(0)?.getTime()).toBe(0);
    expect(dateTimeText(afternoon.getTime())).toBe(dateTimeText(afternoon));
  });
});

describe("elapsed time", () => {
  test("hh:mm:ss, whole seconds, hours past 24, never negative", () => {
    expect(elapsedText(0)).toBe("00:00:00");
    expect(elapsedText(1999)).toBe("00:00:01");
    expect(elapsedText(3_723_000)).toBe("01:02:03");
    expect(elapsedText(90_061_000)).toBe("25:01:01");
    expect(elapsedText(100 * 3_600_000)).toBe("100:00:00");
    expect(elapsedText(-5000)).toBe("00:00:00");
  });

  test("from a start to an end, or to now; nothing without a start", () => {
    const start = "2026-04-13T10:00:00.000Z";
    expect(elapsedSince(start, "2026-04-13T12:30:15.000Z")).toBe("02:30:15");
    expect(elapsedSince(start, null, Date.parse(start) + 65_000)).toBe("00:01:05");
    expect(elapsedSince(start, "", Date.parse(start) + 48 * 3_600_000)).toBe("48:00:00");
    expect(elapsedSince(null, start)).toBe("");
    expect(elapsedSince("never", start)).toBe("");
  });
});

describe("numbers with a unit", () => {
  test("fixed decimals in the locale's notation, the unit right after", () => {
    expect(numberText(1234.5, 2, "", "en-US")).toBe("1,234.50");
    expect(numberText(1234.5, 2, "", "de-DE")).toBe("1.234,50");
    expect(numberText(37.25, 1, " °C", "en-US")).toBe("37.3 °C");
    expect(numberText(7.6, 0, "%", "en-US")).toBe("8%");
    expect(numberText(0, 1, " mm", "en-US")).toBe("0.0 mm");
  });

  test("nothing, NaN and infinities show nothing", () => {
    for (const nothing of [null, undefined, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY]) expect(numberText(nothing, 2, " g")).toBe("");
  });
});

describe("chemical date-only values", () => {
  test("UTC midnight shows as its own calendar day west of Greenwich, where the instant is the day before", () => {
    inTimeZone("America/Los_Angeles", () => {
      storeFormat(enGB);
      expect(new Date("2026-04-13T00:00:00.000Z").getDate()).toBe(12); // the zone is in effect
      expect(dateText("2026-04-13T00:00:00.000Z")).toBe("12/04/2026"); // what the instant would show
      expect(dateOnlyText("2026-04-13T00:00:00.000Z")).toBe("13/04/2026");
      storeFormat(enUS);
      expect(dateOnlyText("2026-01-01T00:00:00.000Z")).toBe("01/01/2026");
    });
    inTimeZone("Asia/Tokyo", () => {
      storeFormat(ja);
      expect(dateOnlyText("2026-12-31T00:00:00.000Z")).toBe("2026/12/31");
      expect(dateOnlyText("2026-12-31")).toBe("2026/12/31");
    });
  });

  test("nothing, blank or a value that is not an ISO date shows nothing", () => {
    for (const nothing of [null, undefined, "", "13/04/2026", "April 13"]) expect(dateOnlyText(nothing)).toBe("");
  });
});
