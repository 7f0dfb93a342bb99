// The agent's pure rules (server/agent/rules.ts) and message validation
// (server/agent/validation.ts): idempotency key, BI result and fluorescence threshold,
// protein density and levels, GTIN check, and the validation problems of each message.
import { describe, expect, test } from "bun:test";
import {
  agentKey, BI_RESULT, biResultCode, FLUORESCENCE_POSITIVE_RFU, normalGtin, proteinDensity, proteinResultCode,
} from "../../server/agent/rules";
import { OUT_OF_ORDER, parseAnnounce, parseBiResult, parseIncubation, parseProResult, parseResultRef, parseStatus } from "../../server/agent/validation";
import { ValidationError } from "../../server/domain/errors";

const NOW = new Date("2026-03-01T12:00:00Z");

function problems(fn: () => unknown): Record<string, string[]> {
  try {
    fn();
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  throw new Error("expected a validation problem");
}

describe("rules", () => {
  test("the idempotency key is serial:position:start in UTC milliseconds, whatever the offset it was written with", () => {
    expect(agentKey("BR20-000190", 7, new Date("2026-03-01T10:00:00Z"))).toBe("BR20-000190:7:2026-03-01T10:00:00.000Z");
    expect(agentKey("X", 1, new Date("2026-03-01T11:00:00+01:00"))).toBe(agentKey("X", 1, new Date("2026-03-01T10:00:00.000Z")));
  });

  test("BI: the reader's result wins; fluorescence alone decides at 1000 RFU", () => {
    expect(FLUORESCENCE_POSITIVE_RFU).toBe(1000);
    expect(biResultCode("negative", 9000)).toBe(BI_RESULT.negative);
    expect(biResultCode("positive", null)).toBe(2);
    expect(biResultCode("cancelled", null)).toBe(3);
    expect(biResultCode("error", null)).toBe(4);
    expect(biResultCode(null, 999.99)).toBe(1);
    expect(biResultCode(null, 1000)).toBe(2);
    expect(() => biResultCode(null, null)).toThrow();
  });

  test("protein: density over the surface, both sides twice; levels strictly above", () => {
    expect(proteinDensity(100, { surface: 12.5, bothSides: true })).toBe(4);
    expect(proteinDensity(10, { surface: 3.2, bothSides: false })).toBe(3.125);
    expect(proteinDensity(10, null)).toBeNull();
    expect(proteinDensity(10, { surface: 0, bothSides: false })).toBeNull();
    expect(proteinResultCode(3, 3, 6.4)).toBe(1);
    expect(proteinResultCode(3.01, 3, 6.4)).toBe(2);
    expect(proteinResultCode(6.4, 3, 6.4)).toBe(2);
    expect(proteinResultCode(6.41, 3, 6.4)).toBe(3);
  });

  test("GTIN: mod-10 check, shorter GTINs padded to 14 digits", () => {
    expect(normalGtin("09521234543213")).toBe("09521234543213");
    expect(normalGtin("9521234543213")).toBe("09521234543213");
    expect(normalGtin("09521234543214")).toBeNull();
    expect(normalGtin("4006381333931")).toBe("04006381333931");
    expect(normalGtin("96385074")).toBe("00000096385074");
    expect(normalGtin("123")).toBeNull();
    expect(normalGtin("0952123454321X")).toBeNull();
  });
});

describe("validation", () => {
  test("announce: a USB or a Bluetooth connection, normalised; every missing field at once", () => {
    expect(parseAnnounce({ serialNumber: " IC-1 ", model: "IC10/20FR", connection: { vid: "04d8", pid: "f2c4" } })).toEqual({ serialNumber: "IC-1", model: "IC10/20FR", connection: { vid: "04D8", pid: "F2C4" }, name: null });
    expect(parseAnnounce({ serialNumber: "B-1", model: "MiniBio", connection: { uuid: "6E400001-B5A3-F393-E0A9-E50E24DCCA9E" }, name: "Mini" }).connection).toEqual({ uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca9e" });
    expect(Object.keys(problems(() => parseAnnounce({}))).sort()).toEqual(["connection", "model", "serialNumber"]);
    expect(problems(() => parseAnnounce({ serialNumber: "S", model: "M", connection: { vid: "04D8", pid: "F2C4", uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca9e" } }))["connection.uuid"]).toBeDefined();
    expect(problems(() => parseAnnounce(null)).body).toBeDefined();
    expect(problems(() => parseAnnounce([1])).body).toBeDefined();
  });

  test("status: temperatureOk required; at defaults to now", () => {
    expect(parseStatus({ temperatureOk: true }, NOW)).toEqual({ temperature: null, temperatureOk: true, at: NOW });
    expect(problems(() => parseStatus({ temperature: "hot" }, NOW))).toEqual({ temperature: ["The value must be a number."], temperatureOk: ["This field is required"] });
  });

  test("incubation: strict JSON types, ISO times with a zone, no future beyond 5 minutes, lot upper-cased", () => {
    const good = { serialNumber: "S-1", position: 3, kind: "BI", programIndex: 1, startedAt: "2026-03-01T11:00:00+01:00", lot: "ab-12", product: { gtin: "9521234543213" } };
    expect(parseIncubation(good, NOW)).toEqual({ serialNumber: "S-1", position: 3, kind: "BI", programIndex: 1, startedAt: new Date("2026-03-01T10:00:00Z"), product: { gtin: "09521234543213" }, lot: "AB-12", expirationDate: null, machine: null, messageId: null });
    expect(parseIncubation({ ...good, product: { productId: 4 } }, NOW).product).toEqual({ productId: 4 });
    expect(parseIncubation({ ...good, startedAt: "2026-03-01T12:04:00Z" }, NOW).startedAt).toEqual(new Date("2026-03-01T12:04:00Z"));
    const p = problems(() => parseIncubation({ serialNumber: 5, position: "3", kind: "CHE", programIndex: -1, startedAt: "2026-03-01 10:00", lot: 7 }, NOW));
    expect(p).toEqual({
      serialNumber: ["The value must be a string."],
      position: ["The value must be a whole number."],
      kind: ["The value must be one of: BI, PRO."],
      programIndex: ["The value must be at least 0."],
      startedAt: ["The value must be an ISO 8601 date-time with a time zone, e.g. 2026-03-01T10:20:00Z."],
      lot: ["The value must be a string."],
    });
    expect(problems(() => parseIncubation({ ...good, startedAt: "2026-03-01T12:06:00Z" }, NOW)).startedAt).toEqual(["The time is more than 5 minutes in the future."]);
    expect(problems(() => parseIncubation({ ...good, startedAt: "2026-02-30T10:00:00Z" }, NOW)).startedAt).toBeDefined();
    expect(problems(() => parseIncubation({ ...good, product: {} }, NOW))["product.gtin"]).toEqual(["Send either gtin or productId."]);
  });

  test("result: reference first (out of order is a 400 there), then the kind's fields", () => {
    const body = { serialNumber: "S-1", position: 3, startedAt: "2026-03-01T10:00:00Z", result: { result: "negative", fluorescence: 12, resultAt: "2026-03-01T10:20:00Z" } };
    const { ref, result, resultAt } = parseResultRef(body, NOW);
    expect(ref).toEqual({ serialNumber: "S-1", position: 3, startedAt: new Date("2026-03-01T10:00:00Z"), kind: null, messageId: null });
    expect(parseBiResult(result, resultAt)).toEqual({ result: "negative", fluorescence: 12, averageTemperature: null, resultAt });
    expect(problems(() => parseResultRef({ ...body, result: { ...body.result, resultAt: "2026-03-01T09:59:59Z" } }, NOW))["result.resultAt"]).toEqual([OUT_OF_ORDER]);
    expect(problems(() => parseResultRef({ ...body, result: undefined }, NOW)).result).toEqual(["This field is required"]);
    expect(problems(() => parseBiResult({ averageTemperature: 60 }, resultAt))["result.result"]).toBeDefined();
    expect(parseProResult({ quantitativeResult: 2.5, visualResult: 2 }, resultAt)).toEqual({ quantitativeResult: 2.5, visualResult: 2, averageTemperature: null, resultAt });
    expect(problems(() => parseProResult({ quantitativeResult: -1, visualResult: 3 }, resultAt))).toEqual({ "result.quantitativeResult": ["The value must be at least 0."], "result.visualResult": ["The value must be at most 2."] });
  });
});
