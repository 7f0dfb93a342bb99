// The GS1 barcode parser behind the scanner (keyboard-wedge burst in the product/lot fields),
// GET /api/Product/GetProductByGTIN?code= and the GraphQL query productByBarcode.
//
// Accepted input:
//  - a GS1 element string as a scanner types it: an optional AIM symbology identifier
//    (]C1 GS1-128, ]d2 GS1 DataMatrix, ]Q3 GS1 QR, ]e0 GS1 DataBar; any "]Xn" is removed),
//    an optional leading FNC1, then AI + data pairs; a variable-length field ends at a GS
//    (0x1D; also typed by some wedges as "<GS>", "{GS}", "^]" or U+241D) or at the end;
//  - the human-readable form with parenthesised AIs: (01)09521234543213(17)290100(10)A1B2;
//  - the legacy fixed-position rule of the old client (spec 001 section 5), used only when
//    the element string cannot be read and the code (without AIM prefix) has at least 35
//    characters: characters 3-16 are the GTIN, then date AIs (11, 13, 15, 16, 17) at fixed
//    8-character steps, then AI 10 (lot) or 21 (serial) with the rest of the code.
//
// Decisions: a GTIN must carry a valid mod-10 check digit in both readings (a wrong digit is
// a mis-key, and looking it up would fill the wrong product); the lot is returned upper-cased
// (the application stores lots upper-case, as the legacy client did; `elements` keeps the
// value as encoded); a legacy lot longer than 20 characters is cut at 20; AI 02 (GTIN of the
// contained items) stands in for the GTIN when AI 01 is absent; dates follow ./dates.ts.
import { aiAt, knownAi, type AiSpec } from "./ais";
import { checkDigit } from "./check";
import { gs1Date } from "./dates";

export const GS = "\u001d";
/** Codes at least this long (without AIM prefix) may be read with the legacy fixed-position rule. */
export const LEGACY_MIN_LENGTH = 35;

export interface Gs1Element {
  ai: string;
  title: string;
  value: string;
}

export interface Gs1Scan {
  gtin: string | null;
  /** ISO dates (YYYY-MM-DD) of AI 17 and AI 11. */
  expiry: string | null;
  production: string | null;
  /** AI 10, upper-cased. */
  lot: string | null;
  serial: string | null;
  /** True when read with the legacy fixed-position rule. */
  legacy: boolean;
  /** The AIM symbology identifier that preceded the data, e.g. "]d2". */
  symbology: string | null;
  /** Every element read, in order, with its value as encoded. */
  elements: Gs1Element[];
}

export class Gs1Error extends Error {
  override name = "Gs1Error";
}

export interface ParseOptions {
  /** "Today" for the century rule of YYMMDD dates (tests pin it). */
  now?: Date;
  /** Allow the legacy fixed-position fallback (default true). */
  legacy?: boolean;
}

/** Separators as keyboard wedges type them, all turned into GS. */
function normalizeSeparators(text: string): string {
  return text.replace(/<GS>|\{GS\}|\^\]|\u241d/gi, GS);
}

function stripPrefix(input: string): { data: string; symbology: string | null } {
  let data = normalizeSeparators(input).replace(/^[\s\r\n]+|[\s\r\n]+$/g, "");
  let symbology: string | null = null;
  const aim = /^\][A-Za-z][0-9A-Za-z]/.exec(data);
  if (aim) {
    symbology = aim[0];
    data = data.slice(3);
  }
  data = data.replace(new RegExp(`^${GS}+|${GS}+$`, "g"), "");
  return { data, symbology };
}

export function parseGs1(input: string, opts: ParseOptions = {}): Gs1Scan {
  const now = opts.now ?? new Date();
  const { data, symbology } = stripPrefix(input ?? "");
  if (!data) throw new Gs1Error("The code is empty.");
  try {
    const elements = data.startsWith("(") ? readParenthesised(data) : readElementString(data);
    return interpret(elements, { legacy: false, symbology, now });
  } catch (e) {
    if (!(e instanceof Gs1Error) || opts.legacy === false || data.startsWith("(") || data.length < LEGACY_MIN_LENGTH) throw e;
    try {
      return interpret(readLegacy(data), { legacy: true, symbology, now });
    } catch {
      throw e; // the element-string reading explains the problem better
    }
  }
}

/** Like parseGs1, but null instead of an error. */
export function tryParseGs1(input: string, opts: ParseOptions = {}): Gs1Scan | null {
  try {
    return parseGs1(input, opts);
  } catch (e) {
    if (e instanceof Gs1Error) return null;
    throw e;
  }
}

// ───────────── readings of the text ─────────────

function checkValue(spec: AiSpec, value: string): void {
  if (spec.length !== undefined && value.length !== spec.length) throw new Gs1Error(`AI (${spec.ai}) ${spec.title} needs ${spec.length} characters, got '${value}'.`);
  if (spec.max !== undefined && value.length > spec.max) throw new Gs1Error(`AI (${spec.ai}) ${spec.title} holds at most ${spec.max} characters, got ${value.length} (is a GS separator missing?).`);
  if (value.length === 0) throw new Gs1Error(`AI (${spec.ai}) ${spec.title} is empty.`);
  if (spec.numeric && !/^\d+$/.test(value)) throw new Gs1Error(`AI (${spec.ai}) ${spec.title} must be numeric, got '${value}'.`);
  if (value.includes(GS)) throw new Gs1Error(`AI (${spec.ai}) ${spec.title} contains a separator.`);
}

/** Raw element string: AI, data, [GS], AI, data ... */
function readElementString(data: string): Gs1Element[] {
  const out: Gs1Element[] = [];
  let pos = 0;
  while (pos < data.length) {
    if (data[pos] === GS) {
      pos++;
      continue;
    }
    const spec = aiAt(data, pos);
    if (!spec) throw new Gs1Error(`No GS1 application identifier at position ${pos + 1} ('${data.slice(pos, pos + 4)}').`);
    const start = pos + spec.ai.length;
    let end: number;
    if (spec.length !== undefined) {
      end = start + spec.length;
      if (end > data.length) throw new Gs1Error(`AI (${spec.ai}) ${spec.title} needs ${spec.length} characters, the code ends after ${data.length - start}.`);
      // A fixed-length AI outside the predefined table (402, 7003...) is followed by a GS,
      // which the loop skips; a missing one is tolerated, as the length is known anyway.
    } else {
      const gs = data.indexOf(GS, start);
      end = gs === -1 ? data.length : gs;
    }
    const value = data.slice(start, end);
    checkValue(spec, value);
    out.push({ ai: spec.ai, title: spec.title, value });
    pos = end;
  }
  return out;
}

/** Human-readable form: (AI)data(AI)data... An opening parenthesis not followed by a known AI is data. */
function readParenthesised(data: string): Gs1Element[] {
  const out: Gs1Element[] = [];
  const marker = /\((\d{2,4})\)/g;
  const starts: { at: number; spec: AiSpec; len: number }[] = [];
  for (let m = marker.exec(data); m; m = marker.exec(data)) {
    const spec = knownAi(m[1]!);
    if (spec) starts.push({ at: m.index, spec, len: m[0].length });
  }
  if (!starts.length || starts[0]!.at !== 0) throw new Gs1Error("The code does not start with a parenthesised application identifier.");
  starts.forEach((s, i) => {
    const value = data.slice(s.at + s.len, i + 1 < starts.length ? starts[i + 1]!.at : data.length).replace(new RegExp(GS, "g"), "");
    checkValue(s.spec, value);
    out.push({ ai: s.spec.ai, title: s.spec.title, value });
  });
  return out;
}

/** The old client's fixed-position rule (see the file comment). */
function readLegacy(data: string): Gs1Element[] {
  const out: Gs1Element[] = [{ ai: "01", title: "GTIN", value: data.slice(2, 16) }];
  let pos = 16;
  while (/^(11|13|15|16|17)\d{6}$/.test(data.slice(pos, pos + 8))) {
    const ai = data.slice(pos, pos + 2);
    out.push({ ai, title: knownAi(ai)!.title, value: data.slice(pos + 2, pos + 8) });
    pos += 8;
  }
  const ai = data.slice(pos, pos + 2);
  if (ai === "10" || ai === "21") {
    const rest = data.slice(pos + 2).split(GS)[0]!.trim().slice(0, 20);
    if (rest) out.push({ ai, title: knownAi(ai)!.title, value: rest });
  }
  return out;
}

// ───────────── meaning ─────────────

function interpret(elements: Gs1Element[], ctx: { legacy: boolean; symbology: string | null; now: Date }): Gs1Scan {
  const seen = new Map<string, string>();
  for (const e of elements) {
    const before = seen.get(e.ai);
    if (before !== undefined && before !== e.value) throw new Gs1Error(`AI (${e.ai}) appears twice with different values.`);
    seen.set(e.ai, e.value);
  }
  const gtin = seen.get("01") ?? seen.get("02") ?? null;
  if (gtin !== null) {
    if (!/^\d{14}$/.test(gtin)) throw new Gs1Error(`'${gtin}' is not a GTIN-14.`);
    const expected = checkDigit(gtin.slice(0, 13));
    if (expected !== Number(gtin[13])) throw new Gs1Error(`The GTIN ${gtin} has a wrong check digit (expected ${expected}).`);
  }
  const date = (ai: string): string | null => {
    const v = seen.get(ai);
    if (v === undefined) return null;
    const d = gs1Date(v, ctx.now);
    if ("error" in d) {
      if (ctx.legacy) return null;
      throw new Gs1Error(`AI (${ai}) ${knownAi(ai)!.title}: ${d.error}`);
    }
    return d.date;
  };
  return {
    gtin,
    expiry: date("17"),
    production: date("11"),
    lot: seen.get("10")?.toUpperCase() ?? null,
    serial: seen.get("21") ?? null,
    legacy: ctx.legacy,
    symbology: ctx.symbology,
    elements,
  };
}
