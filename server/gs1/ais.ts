// GS1 application identifiers (GS1 General Specifications, section 3 and figure 7.8.5-2):
// how long each AI's data is, and whether its length is "predefined" by its first two
// digits (then no FNC1/GS separator follows it). Only the AIs found on sterilisation
// indicator boxes are named; the rest are still skipped correctly by length.

export interface AiSpec {
  /** Digits of the AI itself (2, 3 or 4). */
  ai: string;
  title: string;
  /** Data length: exactly `length` when fixed, else at most `max`. */
  length?: number;
  max?: number;
  /** Numeric data only. */
  numeric?: boolean;
}

/**
 * AIs whose data length is fixed by their first two digits (figure 7.8.5-2): these are
 * never followed by a separator, even when another element comes after them.
 */
export const PREDEFINED_LENGTH: Record<string, number> = {
  "00": 18, "01": 14, "02": 14, "03": 14, "04": 16,
  "11": 6, "12": 6, "13": 6, "14": 6, "15": 6, "16": 6, "17": 6, "18": 6, "19": 6, "20": 2,
  "31": 6, "32": 6, "33": 6, "34": 6, "35": 6, "36": 6, "41": 13,
};

const fixed = (ai: string, title: string, length: number, numeric = true): AiSpec => ({ ai, title, length, numeric });
const variable = (ai: string, title: string, max: number, numeric = false): AiSpec => ({ ai, title, max, numeric });

const TABLE: AiSpec[] = [
  fixed("00", "SSCC", 18),
  fixed("01", "GTIN", 14),
  fixed("02", "CONTENT", 14),
  variable("10", "BATCH/LOT", 20),
  fixed("11", "PROD DATE", 6),
  fixed("12", "DUE DATE", 6),
  fixed("13", "PACK DATE", 6),
  fixed("15", "BEST BEFORE", 6),
  fixed("16", "SELL BY", 6),
  fixed("17", "USE BY/EXPIRY", 6),
  fixed("20", "VARIANT", 2),
  variable("21", "SERIAL", 20),
  variable("22", "CPV", 20),
  variable("235", "TPX", 28),
  variable("240", "ADDITIONAL ID", 30),
  variable("241", "CUST. PART No.", 30),
  variable("242", "MTO VARIANT", 6, true),
  variable("243", "PCN", 20),
  variable("250", "SECONDARY SERIAL", 30),
  variable("251", "REF. TO SOURCE", 30),
  variable("253", "GDTI", 30),
  variable("254", "GLN EXTENSION COMPONENT", 20),
  variable("255", "GCN", 25, true),
  variable("30", "VAR. COUNT", 8, true),
  variable("37", "COUNT", 8, true),
  variable("400", "ORDER NUMBER", 30),
  variable("401", "GINC", 30),
  fixed("402", "GSIN", 17),
  variable("403", "ROUTE", 30),
  fixed("410", "SHIP TO LOC", 13),
  fixed("411", "BILL TO", 13),
  fixed("412", "PURCHASE FROM", 13),
  fixed("413", "SHIP FOR LOC", 13),
  fixed("414", "LOC No.", 13),
  fixed("415", "PAY TO", 13),
  fixed("416", "PROD/SERV LOC", 13),
  fixed("417", "PARTY", 13),
  variable("420", "SHIP TO POST", 20),
  variable("421", "SHIP TO POST", 12),
  variable("422", "ORIGIN", 3, true),
  variable("423", "COUNTRY - INITIAL PROCESS.", 15, true),
  variable("424", "COUNTRY - PROCESS.", 3, true),
  variable("425", "COUNTRY - DISASSEMBLY", 15, true),
  variable("426", "COUNTRY - FULL PROCESS", 3, true),
  fixed("7001", "NSN", 13),
  variable("7002", "MEAT CUT", 30),
  fixed("7003", "EXPIRY TIME", 10),
  variable("7004", "ACTIVE POTENCY", 4, true),
  fixed("7006", "FIRST FREEZE DATE", 6),
  variable("7007", "HARVEST DATE", 12, true),
  variable("7240", "PROTOCOL", 20),
  variable("8003", "GRAI", 30),
  variable("8004", "GIAI", 30),
  fixed("8005", "PRICE PER UNIT", 6),
  fixed("8006", "ITIP", 18),
  variable("8008", "PROD TIME", 12, true),
  variable("8012", "VERSION", 20),
  variable("8020", "REF No.", 25),
  variable("8200", "PRODUCT URL", 70),
  variable("90", "INTERNAL", 30),
  ...["91", "92", "93", "94", "95", "96", "97", "98", "99"].map((ai) => variable(ai, "INTERNAL", 90)),
];

const BY_AI = new Map(TABLE.map((s) => [s.ai, s]));

/**
 * The AI at the start of `text`, or null. GS1 AIs are prefix-free, so trying 2, 3 then 4
 * digits finds the only candidate. Measures (31nn-36nn) and amounts (39nn) are families of
 * four-digit AIs whose last digit is a decimal-point position.
 */
export function aiAt(text: string, at = 0): AiSpec | null {
  for (const n of [2, 3, 4]) {
    const code = text.slice(at, at + n);
    if (code.length < n || !/^\d+$/.test(code)) return null;
    const known = BY_AI.get(code);
    if (known) return known;
    if (n === 4 && /^3[1-6]\d\d$/.test(code)) return fixed(code, "MEASURE", 6);
    if (n === 4 && /^39[0-4]\d$/.test(code)) return variable(code, "AMOUNT", code[2] === "0" || code[2] === "2" ? 15 : 18, true);
  }
  return null;
}

export function knownAi(code: string): AiSpec | null {
  const spec = aiAt(code);
  return spec && spec.ai === code ? spec : null;
}

/** True when the AI's length is predefined, i.e. it is never followed by a separator. */
export function isPredefinedLength(ai: string): boolean {
  return ai.slice(0, 2) in PREDEFINED_LENGTH;
}
