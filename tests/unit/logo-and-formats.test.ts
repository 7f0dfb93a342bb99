// Pure pieces of the logo and of the records' formats: magic bytes, picture sizes, the signed
// image URL, .NET-style date patterns (as text and as Excel number formats), temperature
// labels and values.
import { describe, expect, test } from "bun:test";
import { acceptedLogoName, imageTypeOf } from "../../server/logo/service";
import { fitHeight, imageSize } from "../../server/logo/image";
import { checkLogoUrl, logoUrl } from "../../server/logo/url";
import { excelFormat, formatPattern, regionalClock, withSeconds } from "../../server/export/format";
import { columnLabel, exportRead } from "../../server/export/columns";
import { displayTemperature } from "../../server/parameters/settings";
import { LOGO_JPEG, SVG, TEXT, logoPng } from "../helpers/logo-files";

describe("what a logo file is", () => {
  test("PNG and JPEG by their first bytes; SVG, text, truncated signatures are not pictures", () => {
    expect(imageTypeOf(logoPng(4, 4))).toBe("image/png");
    expect(imageTypeOf(LOGO_JPEG)).toBe("image/jpeg");
    expect(imageTypeOf(SVG)).toBeNull();
    expect(imageTypeOf(TEXT)).toBeNull();
    expect(imageTypeOf(logoPng(4, 4).subarray(0, 7))).toBeNull();
    expect(imageTypeOf(new Uint8Array([0xff, 0xd8]))).toBeNull();
    expect(imageTypeOf(new Uint8Array())).toBeNull();
  });
  test("names: .png, .jpg, .jpeg in any case", () => {
    for (const n of ["a.png", "A.PNG", "b.jpg", "c.JpEg"]) expect(acceptedLogoName(n)).toBe(true);
    for (const n of ["a.svg", "a.png.svg", "a.gif", "png", "a.webp"]) expect(acceptedLogoName(n)).toBe(false);
  });
  test("sizes from the PNG header and the JPEG frame; boxes keep the proportions", () => {
    expect(imageSize(logoPng(340, 65))).toEqual({ width: 340, height: 65 });
    expect(imageSize(LOGO_JPEG)).toEqual({ width: 150, height: 30 });
    expect(imageSize(SVG)).toBeNull();
    expect(fitHeight({ width: 200, height: 40 }, 48, 260)).toEqual({ width: 240, height: 48 });
    expect(fitHeight({ width: 2000, height: 40 }, 48, 260)).toEqual({ width: 260, height: 5 });
    expect(fitHeight(null, 40, 300)).toEqual({ width: 120, height: 40 });
  });
});

describe("the signed image URL", () => {
  const config = { tokenSecret: "unit-secret", dataDir: "/nonexistent" };
  const at = Date.UTC(2026, 10, 25, 10, 20);
  const updated = new Date(Date.UTC(2026, 10, 1));
  const parts = (url: string) => Object.fromEntries(new URL(`http://x${url}`).searchParams) as Record<string, string>;

  test("valid 1 to 2 hours, stable within the hour, bound to company, version and expiry", () => {
    const url = logoUrl(config, 7, updated, at);
    expect(url).toMatch(/^\/api\/companyfile\/7\/image\?v=\d+&exp=\d+&sig=[\w-]{43}$/);
    expect(logoUrl(config, 7, updated, at + 30 * 60_000)).toBe(url);
    const p = parts(url);
    const left = checkLogoUrl(config, 7, Number(p.v), Number(p.exp), p.sig!, at);
    expect(left).toBeGreaterThan(3600);
    expect(left).toBeLessThanOrEqual(7200);
    expect(checkLogoUrl(config, 8, Number(p.v), Number(p.exp), p.sig!, at)).toBe(0);
    expect(checkLogoUrl(config, 7, Number(p.v) + 1, Number(p.exp), p.sig!, at)).toBe(0);
    expect(checkLogoUrl(config, 7, Number(p.v), Number(p.exp) + 3600, p.sig!, at)).toBe(0);
    expect(checkLogoUrl(config, 7, Number(p.v), Number(p.exp), p.sig!, Number(p.exp) * 1000 + 1)).toBe(0);
    expect(checkLogoUrl({ ...config, tokenSecret: "other" }, 7, Number(p.v), Number(p.exp), p.sig!, at)).toBe(0);
  });
});

describe("regional formats", () => {
  const w = new Date(Date.UTC(2026, 2, 7, 15, 4, 9)); // a wall clock: 2026-03-07 15:04:09
  test("patterns as text", () => {
    expect(formatPattern(w, "dd/MM/yyyy HH:mm")).toBe("07/03/2026 15:04");
    expect(formatPattern(w, "MM/dd/yyyy hh:mm tt")).toBe("03/07/2026 03:04 PM");
    expect(formatPattern(w, "yyyy/MM/dd")).toBe("2026/03/07");
    expect(formatPattern(w, "dd.MM.yyyy H:mm:ss")).toBe("07.03.2026 15:04:09");
    expect(formatPattern(new Date(Date.UTC(2026, 0, 1, 0, 5)), "h:mm tt")).toBe("12:05 AM");
    expect(withSeconds("HH:mm")).toBe("HH:mm:ss");
    expect(withSeconds("hh:mm tt")).toBe("hh:mm:ss tt");
  });
  test("Excel number formats", () => {
    expect(excelFormat({ dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" }, true)).toBe("dd/mm/yyyy hh:mm");
    expect(excelFormat({ dateFormat: "MM/dd/yyyy", timeFormat: "hh:mm tt" }, true)).toBe("mm/dd/yyyy hh:mm AM/PM");
    expect(excelFormat({ dateFormat: "yyyy/MM/dd", timeFormat: "HH:mm" }, false)).toBe("yyyy/mm/dd");
  });
  test("instants in the client's zone, calendar days as they are", () => {
    const c = regionalClock("America/New_York", { dateFormat: "dd/MM/yyyy", timeFormat: "HH:mm" });
    expect(c.dateTime(new Date("2026-03-07T02:30:00Z"))).toBe("06/03/2026 21:30");
    expect(c.dateTime(new Date("2026-03-07T02:30:15Z"), true)).toBe("06/03/2026 21:30:15");
    expect(c.date(new Date("2026-03-07T02:30:00Z"))).toBe("06/03/2026");
    expect(c.day(new Date("2026-03-07T00:00:00Z"))).toBe("07/03/2026");
  });
});

describe("temperatures in the company's unit", () => {
  test("labels name the unit; values convert from the stored °C", () => {
    const temperature = exportRead("CHESTERILIZER").columns.find((c) => c.key === "temperature")!;
    const average = exportRead("BI").columns.find((c) => c.key === "averageTemperature")!;
    expect([columnLabel(temperature, "en", 0), columnLabel(temperature, "en", 1), columnLabel(average, "es", 1)]).toEqual(["Temperature (°C)", "Temperature (°F)", "Temperatura media (°F)"]);
    const lot = exportRead("BI").columns.find((c) => c.key === "loteProduct")!;
    expect(columnLabel(lot, "en", 1)).toBe("Lot");
    const lookups = (unit: number) => ({ temperatureUnit: unit }) as never;
    expect(temperature.value({ temperature: "134.00" }, lookups(1))).toBe(273.2);
    expect(temperature.value({ temperature: 121 }, lookups(0))).toBe(121);
    expect(average.value({ averageTemperature: 60.1 }, lookups(1))).toBe(displayTemperature(60.1, 1));
    expect(average.value({ averageTemperature: null }, lookups(1))).toBeNull();
  });
});
