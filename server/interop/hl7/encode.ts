// HL7 v2 encoding rules (ER7, HL7 v2.6 chapter 2): the delimiters of MSH-1/MSH-2, the escape
// sequences that let data carry them, and the data types this product writes (DTM, DT, CWE,
// CQ, EI, HD, XCN). Pure functions: no database, no clock (times are given).
//
// Text written into a field is escaped: \ → \E\, | → \F\, ^ → \S\, & → \T\, ~ → \R\, and the
// characters that would end a segment or a line, CR → \X0D\ and LF → \X0A\ (other control
// characters are dropped). Values are escaped once, where they enter a component; the
// builders below join already-escaped parts with the separators.

export const FIELD = "|";
export const COMPONENT = "^";
export const REPETITION = "~";
export const ESCAPE = "\\";
export const SUBCOMPONENT = "&";
/** MSH-2, in the standard order: component, repetition, escape, subcomponent. */
export const ENCODING_CHARACTERS = `${COMPONENT}${REPETITION}${ESCAPE}${SUBCOMPONENT}`;
/** Segments end with a carriage return (HL7 v2 chapter 2.5.1): never LF or CRLF. */
export const SEGMENT_TERMINATOR = "\r";

/** A value as an HL7 text: escaped, null/undefined/empty → "" (the field is left empty). */
export function esc(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return "";
  let out = "";
  for (const ch of String(value)) {
    switch (ch) {
      case "\\": out += "\\E\\"; break;
      case "|": out += "\\F\\"; break;
      case "^": out += "\\S\\"; break;
      case "&": out += "\\T\\"; break;
      case "~": out += "\\R\\"; break;
      case "\r": out += "\\X0D\\"; break;
      case "\n": out += "\\X0A\\"; break;
      default: {
        const code = ch.codePointAt(0)!;
        // Other C0 controls (and DEL) have no meaning in a text field; MLLP's own block characters
        // (0x0B, 0x1C) would break the framing.
        if (code < 0x20 || code === 0x7f) continue;
        out += ch;
      }
    }
  }
  return out;
}

/** The inverse of `esc` for the sequences it writes (and \.br\ as a line break). */
export function unesc(text: string): string {
  return text.replace(/\\(E|F|S|T|R|X[0-9A-Fa-f]+|\.br)\\/g, (_m, code: string) => {
    switch (code) {
      case "E": return "\\";
      case "F": return "|";
      case "S": return "^";
      case "T": return "&";
      case "R": return "~";
      case ".br": return "\n";
      default: return Buffer.from(code.slice(1), "hex").toString("latin1");
    }
  });
}

/** Components of a composite from already-escaped parts; trailing empty components dropped. */
export function comp(...parts: (string | null | undefined)[]): string {
  return trimTrailing(parts.map((p) => p ?? ""), COMPONENT);
}

/** Subcomponents of a component from already-escaped parts; trailing empty ones dropped. */
export function sub(...parts: (string | null | undefined)[]): string {
  return trimTrailing(parts.map((p) => p ?? ""), SUBCOMPONENT);
}

function trimTrailing(parts: string[], sep: string): string {
  let n = parts.length;
  while (n > 0 && parts[n - 1] === "") n--;
  return parts.slice(0, n).join(sep);
}

/** One segment: its id and fields 1..n (already encoded); trailing empty fields dropped. */
export function segment(id: string, fields: (string | null | undefined)[]): string {
  return trimTrailing([id, ...fields.map((f) => f ?? "")], FIELD);
}

const pad = (n: number, w = 2) => String(n).padStart(w, "0");

/** DTM with seconds in UTC (YYYYMMDDHHMMSS+0000), "" for none. */
export function dtm(d: Date | null | undefined): string {
  if (!d) return "";
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}+0000`;
}

/** DT (YYYYMMDD) of a calendar date stored at UTC midnight, "" for none. */
export function dt(d: Date | null | undefined): string {
  if (!d) return "";
  return `${d.getUTCFullYear()}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}`;
}

/** NM: a plain decimal number (no exponent, no thousands separator), "" for none. */
export function nm(v: number | null | undefined): string {
  if (v === null || v === undefined || !Number.isFinite(v)) return "";
  // Up to 4 decimals, trailing zeros dropped: 12.25, 0.5, 812.5.
  return String(Number(v.toFixed(4)));
}

/** CWE: identifier^text^coding system (each escaped). */
export function cwe(code: string | number | null | undefined, text: string | null | undefined, system: string): string {
  if ((code === null || code === undefined || code === "") && !text) return "";
  return comp(esc(code), esc(text), esc(system));
}

/** A UCUM unit as the CWE inside a CQ/OBX-6: code&text&UCUM (subcomponents). */
export interface Unit {
  code: string;
  text: string;
}
export const UNITS = {
  minute: { code: "min", text: "minute" },
  celsius: { code: "Cel", text: "degree Celsius" },
  microgram: { code: "ug", text: "microgram" },
  microgramPerCm2: { code: "ug/cm2", text: "microgram per square centimetre" },
  percent: { code: "%", text: "percent" },
} satisfies Record<string, Unit>;

/** CQ: quantity^units, the units a CWE in subcomponents. */
export function cq(value: number | null | undefined, unit: Unit): string {
  const q = nm(value);
  if (!q) return "";
  return comp(q, sub(esc(unit.code), esc(unit.text), "UCUM"));
}

/** OBX-6 units (a CWE as components): code^text^UCUM. */
export function units(unit: Unit): string {
  return comp(esc(unit.code), esc(unit.text), "UCUM");
}

/** EI: entity identifier^namespace id. */
export function ei(id: string | number | null | undefined, namespace?: string | null): string {
  if (id === null || id === undefined || id === "") return "";
  return comp(esc(id), esc(namespace));
}

/** HD: namespace id^universal id^universal id type. */
export function hd(namespace: string | null | undefined, universalId?: string | null, type?: string | null): string {
  return comp(esc(namespace), esc(universalId), universalId ? esc(type) : "");
}

/** A person as XCN: id^family name^given name (the product keeps one name and one last name). */
export interface Person {
  id: number;
  name: string;
  lastName: string;
}
export function xcn(p: Person | null | undefined): string {
  if (!p) return "";
  return comp(esc(p.id), esc(p.lastName), esc(p.name));
}
