// The parameters screen's checks (web/screens/company/parameters/parameterRules.ts) from the
// ranges the server serves, and the company settings' temperature conversion the screens use
// (web/settings/companySettings.ts) against the server's (server/parameters/settings.ts).
import { describe, expect, test } from "bun:test";
import { pairInOrder, typedNumber, valueProblem } from "../../../web/screens/company/parameters/parameterRules";
import { celsiusFrom, setCompanySettings, temperatureIn } from "../../../web/settings/companySettings";
import { displayTemperature, proteinLevels, DEFAULTS } from "../../../server/parameters/settings";
import { PARAMETERS } from "../../../server/parameters/catalogue";
import { uiTexts } from "../../../server/seed/data/ui-texts";
import { useMemoryStorage } from "./memoryStorage";

useMemoryStorage();

const days = PARAMETERS.find((p) => p.name === "noticeDays")!;
const threshold = PARAMETERS.find((p) => p.name === "proteinThreshold")!;

describe("a parameter's typed value", () => {
  test("in range, empty, out of range with the bound (the catalogue's ranges: 15-365, 1-50)", () => {
    expect(valueProblem(days, "30")).toBeNull();
    expect(valueProblem(days, "")).toEqual({ message: "This field is required" });
    expect(valueProblem(days, "366")).toEqual({ message: "parameters.valueLessThan", bound: 365 });
    expect(valueProblem(days, "14")).toEqual({ message: "parameters.valueBiggerThan", bound: 15 });
    expect(valueProblem(days, "30.5")).toEqual({ message: "parameters.wholeNumber" });
    expect(valueProblem(days, "3x")).toEqual({ message: "ValueMustBeNumber" });
    expect(valueProblem(threshold, "3,5")).toBeNull();
    expect(valueProblem(threshold, "50.1")).toEqual({ message: "parameters.valueLessThan", bound: 50 });
    expect(valueProblem(threshold, "0.9")).toEqual({ message: "parameters.valueBiggerThan", bound: 1 });
    expect(valueProblem({ fieldType: 7 }, "2")).toBeNull();
  });

  test("protein thresholds go in steps of 0.1 (the catalogue's step): 1.25 is refused, 1.2 and 50 pass", () => {
    for (const name of ["proteinThreshold", "proteinAlert", "proteinAction"] as const) {
      const p = PARAMETERS.find((d) => d.name === name)!;
      expect(p.step).toBe(0.1);
      expect(valueProblem(p, "1.25")).toEqual({ message: "parameters.step", bound: 0.1 });
      expect(valueProblem(p, "1,25")).toEqual({ message: "parameters.step", bound: 0.1 });
      for (const ok of ["1.2", "1,2", "6.4", "50", "1.0"]) expect(valueProblem(p, ok)).toBeNull();
    }
    // 0.1 steps are checked without binary-fraction noise (0.7 / 0.1 = 6.999...).
    for (let tenths = 10; tenths <= 500; tenths++) expect(valueProblem(threshold, (tenths / 10).toFixed(1))).toBeNull();
  });

  test("every check's message is an interface text in the five languages, with its number's placeholder", () => {
    const keys = ["parameters.valueLessThan", "parameters.valueBiggerThan", "parameters.step", "parameters.wholeNumber", "ValueMustBeNumber", "This field is required"];
    for (const key of keys) for (const code of ["en", "es", "it", "pt", "ja"] as const) expect({ key, code, text: uiTexts[key]?.[code] ?? null }).toEqual({ key, code, text: expect.any(String) });
    expect(uiTexts["parameters.valueLessThan"]!.en).toBe("value must be less than {{bound}}");
    expect(uiTexts["parameters.valueBiggerThan"]!.en).toBe("value must be bigger than {{bound}}");
    for (const code of ["en", "es", "it", "pt", "ja"] as const) expect(uiTexts["parameters.step"]![code]).toContain("{{step}}");
  });

  test("typing keeps digits, one separator for decimals, and the field's length", () => {
    expect(typedNumber(days, "3a0x")).toBe("30");
    expect(typedNumber(days, "1234")).toBe("123");
    expect(typedNumber(days, "3.5")).toBe("35");
    expect(typedNumber(threshold, "12.5.3")).toBe("12.5");
    expect(typedNumber(threshold, "12.55")).toBe("12.5");
  });

  test("the protein pair: alert strictly below action", () => {
    expect(pairInOrder("3", "6.4")).toBe(true);
    expect(pairInOrder("6,4", "6.4")).toBe(false);
    expect(pairInOrder("7", "6")).toBe(false);
  });
});

describe("temperatures and levels", () => {
  test("°C as stored, °F when the company says so, both sides agreeing", () => {
    setCompanySettings({ temperatureUnit: 1, workingMode: 1, proteinThreshold: 3, proteinAlert: 3, proteinAction: 6.4, regionalFormat: null });
    expect(temperatureIn(121)).toEqual({ value: 249.8, symbol: "°F" });
    expect(displayTemperature(121, 1)).toBeCloseTo(249.8, 5);
    expect(celsiusFrom(249.8)).toBe(121);
    setCompanySettings({ temperatureUnit: 0, workingMode: 1, proteinThreshold: 3, proteinAlert: 3, proteinAction: 6.4, regionalFormat: null });
    expect(temperatureIn(60.5)).toEqual({ value: 60.5, symbol: "°C" });
    setCompanySettings(null);
  });

  test("working mode 0 judges by the one threshold; mode 1 by alert and action", () => {
    expect(proteinLevels({ ...DEFAULTS, workingMode: 0, proteinThreshold: 5 })).toEqual({ alert: 5, action: 5 });
    expect(proteinLevels({ ...DEFAULTS, workingMode: 1, proteinAlert: 2, proteinAction: 7 })).toEqual({ alert: 2, action: 7 });
  });
});

describe("another user's unit change while a dialog is open", () => {
  test("waits until the dialog closes: the form keeps the unit it opened with; then the screen is redrawn once", async () => {
    const { companySettings } = await import("../../../web/settings/companySettings");
    const base = { workingMode: 1, proteinThreshold: 3, proteinAlert: 3, proteinAction: 6.4, regionalFormat: null };
    let dialog = false;
    const saved = (globalThis as { document?: unknown }).document;
    (globalThis as { document?: unknown }).document = { querySelector: (s: string) => (s === '[role="dialog"]' && dialog ? {} : null) };
    try {
      setCompanySettings({ ...base, temperatureUnit: 0 });
      dialog = true;
      setCompanySettings({ ...base, temperatureUnit: 1 });
      expect(celsiusFrom(134)).toBe(134); // still °C while the form is open
      setCompanySettings({ ...base, temperatureUnit: 1, proteinAction: 7 }); // a later change replaces the held one
      await Bun.sleep(400);
      expect(companySettings()?.temperatureUnit).toBe(0);
      dialog = false;
      await Bun.sleep(400);
      expect(companySettings()).toMatchObject({ temperatureUnit: 1, proteinAction: 7 });
      expect(temperatureIn(100).symbol).toBe("°F");
      // without a dialog a change applies at once
      setCompanySettings({ ...base, temperatureUnit: 0 });
      expect(temperatureIn(100).symbol).toBe("°C");
    } finally {
      (globalThis as { document?: unknown }).document = saved;
      setCompanySettings(null);
    }
  });
});
