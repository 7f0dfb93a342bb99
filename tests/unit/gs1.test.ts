// GS1 barcode parser (server/gs1): DOMAIN.md examples, AIM prefixes, separators, check digits,
// dates (day 00, century rule), the legacy fixed-position rule of spec 001 section 5.
import { describe, expect, test } from "bun:test";
import { parseGs1, tryParseGs1, Gs1Error, GS } from "../../server/gs1/parse";
import { checkDigit, normalizeGtin } from "../../server/gs1/check";
import { gs1Date, resolveCentury } from "../../server/gs1/dates";
import { aiAt } from "../../server/gs1/ais";

const now = new Date("2026-11-22T12:00:00Z");
const parse = (code: string) => parseGs1(code, { now });
const GTIN = "09521234543213";

describe("DOMAIN.md examples", () => {
  test("]d201095212345432131727063010ABC123 → GTIN 09521234543213, expiry 2027-06-30, lot ABC123", () => {
    const s = parse("]d201095212345432131727063010ABC123");
    expect(s).toMatchObject({ gtin: GTIN, expiry: "2027-06-30", production: null, lot: "ABC123", serial: null, legacy: false, symbology: "]d2" });
    expect(s.elements.map((e) => [e.ai, e.value])).toEqual([["01", GTIN], ["17", "270630"], ["10", "ABC123"]]);
  });

  test("(01)09521234543213(11)240115(17)290100(10)A1B2 → produced 2024-01-15, expiry 2029-01-31 (day 00), lot A1B2", () => {
    expect(parse("(01)09521234543213(11)240115(17)290100(10)A1B2")).toMatchObject({ gtin: GTIN, production: "2024-01-15", expiry: "2029-01-31", lot: "A1B2", legacy: false, symbology: null });
  });
});

describe("element strings as scanners type them", () => {
  test("every GS1 AIM symbology identifier is removed", () => {
    for (const aim of ["]C1", "]d2", "]Q3", "]e0", ""]) expect(parse(`${aim}01${GTIN}10L1`)).toMatchObject({ gtin: GTIN, lot: "L1", symbology: aim || null });
  });

  test("a variable field ends at GS; fixed fields need none; a leading FNC1/GS and a trailing GS are ignored", () => {
    const s = parse(`${GS}01${GTIN}10ABC${GS}21XYZ${GS}17280100${GS}`);
    expect(s).toMatchObject({ gtin: GTIN, lot: "ABC", serial: "XYZ", expiry: "2028-01-31" });
    // Serial first, then lot: the serial ends at the GS, not at "10".
    expect(parse(`01${GTIN}21S10A${GS}10LOT1`)).toMatchObject({ serial: "S10A", lot: "LOT1" });
  });

  test("separators typed as text by keyboard wedges: <GS>, {GS}, ^] and U+241D", () => {
    for (const sep of ["<GS>", "{GS}", "^]", "\u241d"]) expect(parse(`]C101${GTIN}10AB${sep}21CD`)).toMatchObject({ lot: "AB", serial: "CD" });
  });

  test("the lot is returned upper-cased (the element keeps the value as encoded); a serial keeps its case", () => {
    const s = parse(`01${GTIN}10ab-c1${GS}21sn-x`);
    expect(s.lot).toBe("AB-C1");
    expect(s.serial).toBe("sn-x");
    expect(s.elements.find((e) => e.ai === "10")!.value).toBe("ab-c1");
  });

  test("surrounding whitespace and line ends from the wedge are trimmed", () => {
    expect(parse(`  ]d201${GTIN}10X\r\n`)).toMatchObject({ gtin: GTIN, lot: "X" });
  });

  test("other AIs are read by their length and skipped: measures (3103), 7003 (fixed, needs GS), 240, 30", () => {
    const s = parse(`01${GTIN}3103000750${"7003"}2701011230${GS}240REF-9${GS}3012${GS}10LOT`);
    expect(s.elements.map((e) => e.ai)).toEqual(["01", "3103", "7003", "240", "30", "10"]);
    expect(s.lot).toBe("LOT");
  });

  test("AI 02 stands in for the GTIN when 01 is absent", () => {
    expect(parse(`02${GTIN}3712${GS}10L`)).toMatchObject({ gtin: GTIN, lot: "L" });
  });
});

describe("refusals", () => {
  test("a wrong GTIN check digit", () => {
    expect(() => parse("]d20109521234543214")).toThrow(/wrong check digit \(expected 3\)/);
    expect(() => parse("(01)09521234543212(10)A")).toThrow(Gs1Error);
  });

  test("a lot or serial longer than 20 characters (a missing GS), in a short code", () => {
    expect(() => parse("10ABCDEFGHIJKLMNOPQRSTU")).toThrow(/at most 20 characters/);
    expect(() => parse("21ABCDEFGHIJKLMNOPQRSTU")).toThrow(/at most 20 characters/);
  });

  test("an unknown AI, a truncated fixed field, non-numeric dates, impossible dates", () => {
    expect(() => parse("]d2" + "23" + "1234")).toThrow(/No GS1 application identifier at position 1/);
    expect(() => parse(`01${GTIN.slice(0, 10)}`)).toThrow(/needs 14 characters/);
    expect(() => parse(`01${GTIN}17ABCDEF`)).toThrow(/must be numeric/);
    expect(() => parse(`01${GTIN}17271301`)).toThrow(/no month 13/);
    expect(() => parse(`01${GTIN}17270230`)).toThrow(/has no day 30/);
    expect(() => parse(`01${GTIN}17250229`)).toThrow(/has no day 29/); // 2025 is not a leap year
  });

  test("the same AI twice with different values; an empty code; an empty variable field", () => {
    expect(() => parse(`01${GTIN}10A${GS}10B`)).toThrow(/appears twice/);
    expect(() => parse("   ")).toThrow(/empty/);
    expect(() => parse(`01${GTIN}10${GS}21X`)).toThrow(/is empty/);
  });

  test("tryParseGs1 answers null instead of throwing", () => {
    expect(tryParseGs1("nonsense", { now })).toBeNull();
    expect(tryParseGs1(`01${GTIN}`, { now })?.gtin).toBe(GTIN);
  });
});

describe("dates", () => {
  test("day 00 is the last day of the month, leap years included", () => {
    expect(gs1Date("240200", now)).toEqual({ date: "2024-02-29" });
    expect(gs1Date("250200", now)).toEqual({ date: "2025-02-28" });
    expect(gs1Date("271100", now)).toEqual({ date: "2027-11-30" });
    expect(gs1Date("271200", now)).toEqual({ date: "2027-12-31" });
  });

  test("century rule (GS1 General Specifications 7.12): 51..99 years ahead → previous century, 50..99 back → next", () => {
    const in2026 = new Date("2026-06-01T00:00:00Z");
    expect(resolveCentury(26, in2026)).toBe(2026);
    expect(resolveCentury(76, in2026)).toBe(2076); // +50: current century
    expect(resolveCentury(77, in2026)).toBe(1977); // +51: previous century
    expect(resolveCentury(99, in2026)).toBe(1999);
    expect(resolveCentury(0, in2026)).toBe(2000);
    const in2090 = new Date("2090-06-01T00:00:00Z");
    expect(resolveCentury(40, in2090)).toBe(2140); // -50: next century
    expect(resolveCentury(41, in2090)).toBe(2041); // -49: current century
    expect(resolveCentury(95, in2090)).toBe(2095);
  });
});

describe("the legacy fixed-position rule (spec 001 section 5)", () => {
  test("a code of 35+ characters that is no valid element string: GTIN from characters 3-16, lot from its fixed position, upper-cased (max 20)", () => {
    const code = `01${GTIN}17270630` + "10" + "abcdefghij0123456789xyz";
    expect(code.length).toBeGreaterThanOrEqual(35);
    expect(parse(code)).toMatchObject({ gtin: GTIN, expiry: "2027-06-30", lot: "ABCDEFGHIJ0123456789", legacy: true });
  });

  test("characters 1-2 need not be '01'; several dates at fixed positions; a serial instead of a lot", () => {
    const code = `xx${GTIN}1124011517290100` + "21" + "SERIAL-000000000000001";
    expect(parse(code)).toMatchObject({ gtin: GTIN, production: "2024-01-15", expiry: "2029-01-31", serial: "SERIAL-0000000000000", lot: null, legacy: true });
  });

  test("a valid element string of 35+ characters is read as such (legacy false)", () => {
    const code = `]d201${GTIN}17270630${"10"}LOT${GS}21SERIAL12345678`;
    expect(parse(code)).toMatchObject({ lot: "LOT", serial: "SERIAL12345678", legacy: false });
  });

  test("the legacy reading still needs a valid check digit, and is not used for short codes", () => {
    const bad = `01${GTIN.slice(0, 13)}9` + "17270630" + "10" + "ABCDEFGHIJKL";
    expect(bad.length).toBeGreaterThanOrEqual(35);
    expect(() => parse(bad)).toThrow(/wrong check digit/);
    expect(() => parse(`xx${GTIN}10ABC`)).toThrow(Gs1Error);
    expect(() => parseGs1(`01${GTIN}17270630` + "10" + "abcdefghij0123456789xyz", { now, legacy: false })).toThrow(/at most 20/);
  });
});

describe("check digits and GTIN forms", () => {
  test("mod-10 with weights 3,1 from the right", () => {
    expect(checkDigit("0952123454321")).toBe(3);
    expect(checkDigit("629104150021")).toBe(3); // GTIN-13 6291041500213
    expect(checkDigit("9638507")).toBe(4); // GTIN-8 96385074
  });

  test("GTIN-8/12/13/14 normalise to GTIN-14; anything else is refused with a reason", () => {
    expect(normalizeGtin("96385074")).toEqual({ gtin: "00000096385074" });
    expect(normalizeGtin("6291041500213")).toEqual({ gtin: "06291041500213" });
    expect(normalizeGtin(GTIN)).toEqual({ gtin: GTIN });
    expect(normalizeGtin("09521234543210")).toEqual({ error: "The GTIN 09521234543210 has a wrong check digit (expected 3)." });
    expect(normalizeGtin("123")).toMatchObject({ error: expect.stringMatching(/8, 12, 13 or 14/) });
    expect(normalizeGtin("12a45678")).toMatchObject({ error: expect.stringMatching(/digits only/) });
  });

  test("AI table: prefix-free lookup of 2-, 3- and 4-digit AIs", () => {
    expect(aiAt("01")?.ai).toBe("01");
    expect(aiAt("2401")?.ai).toBe("240");
    expect(aiAt("7003")?.ai).toBe("7003");
    expect(aiAt("3922")?.ai).toBe("3922");
    expect(aiAt("23")).toBeNull();
  });
});
