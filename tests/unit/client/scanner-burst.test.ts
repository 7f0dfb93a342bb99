// Telling a keyboard-wedge barcode scanner from typing (web/components/scanner/scanner.ts,
// spec 001 sections 5 and 9): keys less than SCAN_FLUSH_MS apart share a buffer; the buffer is
// a burst when its keys came on average at most SCAN_KEY_GAP_MS apart (one key held back by a
// busy browser does not spoil it), and a scanned code when it is also long enough (35
// characters in an ordinary field, the legacy rule; 15 in the dedicated scanner field). Ctrl+]
// and a typed GS character are the GS1 group separator. Synthetic key timings, no DOM.
//
// scanner.ts also holds the productByBarcode lookup; its graphql tag is only evaluated when a
// code is looked up, but relay/operations would open the session (localStorage, window) at
// import. That module is replaced here by a stand-in that is never called, so only the pure
// burst functions are loaded and tested; lookupScannedCode is not.
import { describe, expect, mock, test } from "bun:test";

mock.module("../../../web/relay/operations", () => ({
  query: () => Promise.reject(new Error("not in the unit tests")),
  commit: () => Promise.reject(new Error("not in the unit tests")),
}));
const { addKey, emptyBurst, GS, isBurst, isScan, keyText, meanGap, SCAN_FLUSH_MS, SCAN_KEY_GAP_MS, SCAN_MIN_LENGTH, SCANNER_FIELD_MIN_LENGTH } = await import("../../../web/components/scanner/scanner");
type BurstState = ReturnType<typeof emptyBurst>;

/** Feeds `text` one character at a time; `gaps(i)` is the time before key i (i ≥ 1). */
function feed(text: string, gaps: (i: number) => number, start = 1000, state: BurstState = emptyBurst()): BurstState {
  let now = start;
  [...text].forEach((char, i) => {
    if (i > 0) now += gaps(i);
    state = addKey(state, char, now);
  });
  return state;
}

/** A GS1 code as a wedge types it: GTIN, expiry, lot (variable length, so GS ends it), serial. */
const GS1_CODE = `0109521234543213172706301012345ABCDEF${GS}21SERIAL0001`;
/** Exactly the legacy length. */
const LEGACY_35 = "01095212345432131727063010ABC123456";

describe("the constants of the spec", () => {
  test("30 ms between keys, read 220 ms after the last, 35 characters (15 in the scanner field), GS is U+001D", () => {
    expect(SCAN_KEY_GAP_MS).toBe(30);
    expect(SCAN_FLUSH_MS).toBe(220);
    expect(SCAN_MIN_LENGTH).toBe(35);
    expect(SCANNER_FIELD_MIN_LENGTH).toBe(15);
    expect(GS).toBe("\u001d");
    expect(LEGACY_35).toHaveLength(35);
  });
});

describe("keyText", () => {
  const key = (key: string, mods: Partial<Record<"ctrlKey" | "altKey" | "metaKey", boolean>> = {}) => keyText({ key, ctrlKey: false, altKey: false, metaKey: false, ...mods });

  test("one printable character is its own text", () => {
    expect(key("a")).toBe("a");
    expect(key("7")).toBe("7");
    expect(key(" ")).toBe(" ");
    expect(key("Ñ")).toBe("Ñ");
  });

  test("Ctrl+] and a typed GS are the group separator", () => {
    expect(key("]", { ctrlKey: true })).toBe(GS);
    expect(key(GS)).toBe(GS);
  });

  test("named keys and other shortcuts add nothing", () => {
    for (const named of ["Enter", "Shift", "Tab", "Backspace", "ArrowLeft", "F5"]) expect(key(named)).toBeNull();
    expect(key("v", { ctrlKey: true })).toBeNull();
    expect(key("a", { altKey: true })).toBeNull();
    expect(key("c", { metaKey: true })).toBeNull();
  });
});

describe("buffers", () => {
  test("an empty burst has no keys; each call gives a new one", () => {
    expect(emptyBurst()).toEqual({ buffer: "", first: 0, last: 0, keys: 0 });
    expect(emptyBurst()).not.toBe(emptyBurst());
  });

  test("keys less than the flush time apart join the buffer; the first key's time is kept", () => {
    const state = feed("ABC", () => 10, 5000);
    expect(state).toEqual({ buffer: "ABC", first: 5000, last: 5020, keys: 3 });
  });

  test("a pause longer than the flush time starts a new buffer; exactly the flush time does not", () => {
    const one = addKey(emptyBurst(), "A", 1000);
    expect(addKey(one, "B", 1000 + SCAN_FLUSH_MS)).toEqual({ buffer: "AB", first: 1000, last: 1220, keys: 2 });
    expect(addKey(one, "B", 1000 + SCAN_FLUSH_MS + 1)).toEqual({ buffer: "B", first: 1221, last: 1221, keys: 1 });
    expect(addKey(one, "B", 1100, 50)).toEqual({ buffer: "B", first: 1100, last: 1100, keys: 1 });
  });

  test("adding a key leaves the previous state as it was", () => {
    const before = feed("AB", () => 5);
    const copy = { ...before };
    addKey(before, "C", before.last + 5);
    expect(before).toEqual(copy);
  });
});

describe("bursts", () => {
  test("the mean gap between keys; a single key has none", () => {
    expect(meanGap(feed("ABCDE", () => 8))).toBe(8);
    expect(meanGap(feed("ABC", (i) => (i === 1 ? 10 : 30)))).toBe(20);
    expect(meanGap(addKey(emptyBurst(), "A", 1000))).toBe(Number.POSITIVE_INFINITY);
    expect(meanGap(emptyBurst())).toBe(Number.POSITIVE_INFINITY);
  });

  test("a burst when the keys came on average at most 30 ms apart", () => {
    expect(isBurst(feed("ABCDEF", () => 30))).toBe(true);
    expect(isBurst(feed("ABCDEF", () => 31))).toBe(false);
    expect(isBurst(addKey(emptyBurst(), "A", 1000))).toBe(false);
    expect(isBurst(feed("ABCDEF", () => 45), 50)).toBe(true);
  });

  test("one key held back by a busy browser does not spoil a burst", () => {
    const state = feed(GS1_CODE, (i) => (i === 20 ? 150 : 6));
    expect(state.keys).toBe(GS1_CODE.length);
    expect(isBurst(state)).toBe(true);
    expect(isScan(state, SCAN_MIN_LENGTH)).toBe(true);
  });
});

describe("scans", () => {
  test("a GS1 code typed by a scanner, separator included, is a scan", () => {
    const state = feed(GS1_CODE, () => 4);
    expect(state.buffer).toBe(GS1_CODE);
    expect(state.buffer).toContain(GS);
    expect(isScan(state, SCAN_MIN_LENGTH)).toBe(true);
  });

  test("ordinary fields need 35 characters; the scanner field 15", () => {
    const legacy = feed(LEGACY_35, () => 5);
    const shorter = feed(LEGACY_35.slice(0, 34), () => 5);
    expect(isScan(legacy, SCAN_MIN_LENGTH)).toBe(true);
    expect(isScan(shorter, SCAN_MIN_LENGTH)).toBe(false);
    expect(isScan(shorter, SCANNER_FIELD_MIN_LENGTH)).toBe(true);
    const gtinOnly = feed("0109521234543213", () => 5);
    expect(isScan(gtinOnly, SCANNER_FIELD_MIN_LENGTH)).toBe(true);
    expect(isScan(feed("01095212345432", () => 5), SCANNER_FIELD_MIN_LENGTH)).toBe(false);
  });

  test("the same characters typed by a person (about 120 ms a key) are not a scan", () => {
    const typed = feed(LEGACY_35, () => 120);
    expect(typed.buffer).toBe(LEGACY_35); // one buffer: no pause reached the flush time
    expect(isBurst(typed)).toBe(false);
    expect(isScan(typed, SCAN_MIN_LENGTH)).toBe(false);
    expect(isScan(typed, SCANNER_FIELD_MIN_LENGTH)).toBe(false);
  });

  test("a scan after a pause in typing is read alone: the typed keys were an earlier buffer", () => {
    const typed = feed("lot", () => 150, 1000);
    const scanned = feed(LEGACY_35, () => 5, typed.last + SCAN_FLUSH_MS + 50, typed);
    expect(scanned.buffer).toBe(LEGACY_35);
    expect(isScan(scanned, SCAN_MIN_LENGTH)).toBe(true);
  });

  test("a key typed less than the flush time before a scan stays in the scan's buffer (the buffer rule as documented)", () => {
    // addKey's rule: keys less than SCAN_FLUSH_MS apart share a buffer, whatever their pace.
    // The mean gap still says burst, so the code read carries the typed key in front of it.
    const typed = addKey(emptyBurst(), "x", 1000);
    const scanned = feed(LEGACY_35, () => 5, 1000 + 150, typed);
    expect(scanned.buffer).toBe(`x${LEGACY_35}`);
    expect(isScan(scanned, SCAN_MIN_LENGTH)).toBe(true);
  });

  test("two quick keys can be a burst; a single key never is, whatever the minimum length", () => {
    expect(isScan(feed("12", () => 3), 1)).toBe(true);
    expect(isScan(feed("1", () => 3), 1)).toBe(false); // one key is never a burst
  });
});
