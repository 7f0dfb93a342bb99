// From stored BI readings to the score's inputs: result codes and D values in the zones' unit.
import { describe, expect, test } from "bun:test";
import { dValueInZoneUnit, scoreResult } from "../../server/charts/score/readings";

describe("scoreResult", () => {
  test("1 negative, 2 positive; cancelled, error and pending have no result", () => {
    expect([1, 2, 3, 4, null].map(scoreResult)).toEqual(["negative", "positive", null, null, null]);
  });
});

describe("dValueInZoneUnit", () => {
  test("steam and ethylene oxide zones are in minutes: seconds are converted", () => {
    expect(dValueInZoneUnit(90, 2, 1)).toBe(1.5);
    expect(dValueInZoneUnit(1.8, 1, 1)).toBe(1.8);
    expect(dValueInZoneUnit(180, 2, 3)).toBe(3);
  });
  test("hydrogen-peroxide zones are in seconds: minutes are converted", () => {
    expect(dValueInZoneUnit(8, 2, 2)).toBe(8);
    expect(dValueInZoneUnit(0.02, 1, 2)).toBeCloseTo(1.2, 10);
  });
  test("no unit, no process or no value: as written (or none)", () => {
    expect(dValueInZoneUnit(2, null, 1)).toBe(2);
    expect(dValueInZoneUnit(2, 2, null)).toBe(2);
    expect(dValueInZoneUnit(null, 1, 1)).toBeNull();
  });
});
