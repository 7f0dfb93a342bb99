// The field rules of the incubator agent's messages, kept pure so they can be tested alone:
// the idempotency key of an incubation, how a BI result (or its fluorescence) becomes a
// result code, and how a protein amount is judged against the company's ISO 15883-5 levels.

/** Idempotency key of an incubation: incubator serial + position + start time (UTC, ms). */
export function agentKey(serialNumber: string, position: number, startedAt: Date): string {
  return `${serialNumber}:${position}:${startedAt.toISOString()}`;
}

/** BI result codes as ReadingBI.result stores them. */
export const BI_RESULT = { negative: 1, positive: 2, cancelled: 3, error: 4 } as const;
export type BiResultName = keyof typeof BI_RESULT;
export const BI_RESULT_NAMES = Object.keys(BI_RESULT) as BiResultName[];
export const biResultName = (code: number | null): BiResultName | null => BI_RESULT_NAMES.find((n) => BI_RESULT[n] === code) ?? null;

/**
 * Decision: fluorescence at or above 1,000 relative fluorescence units is growth (positive).
 * Rapid readers report a few tens of RFU for a dead spore population and thousands for
 * growth (the demo data reads 20-180 negative, 1,500-9,000 positive), so the line sits far
 * from both. It applies only when the agent sends a fluorescence without a result: a reader
 * that makes its own call is calibrated for its vials, so its call wins and the fluorescence
 * is kept beside it as evidence.
 */
export const FLUORESCENCE_POSITIVE_RFU = 1000;

export function biResultCode(result: BiResultName | null, fluorescence: number | null): number {
  if (result) return BI_RESULT[result];
  if (fluorescence === null) throw new Error("a BI result needs a result or a fluorescence");
  return fluorescence >= FLUORESCENCE_POSITIVE_RFU ? BI_RESULT.positive : BI_RESULT.negative;
}

/** Protein result codes as ReadingPRO.result stores them. */
export const PRO_RESULT = { pass: 1, alert: 2, fail: 3 } as const;
export type ProResultName = keyof typeof PRO_RESULT;
export const proResultName = (code: number | null): ProResultName | null => (Object.keys(PRO_RESULT) as ProResultName[]).find((n) => PRO_RESULT[n] === code) ?? null;

/**
 * Density (µg/cm²) of a protein amount over a measure's surface; both sides count twice
 * (the same rule as associating a measure on the protein screens). Null without a surface.
 */
export function proteinDensity(quantity: number, measure: { surface: number; bothSides: boolean } | null): number | null {
  if (!measure) return null;
  const surface = measure.surface * (measure.bothSides ? 2 : 1);
  return surface > 0 ? Math.round((quantity / surface) * 10000) / 10000 : null;
}

/**
 * 1 pass, 2 alert (above the alert level), 3 fail (above the action level). The value judged
 * is the density when a measure gives the surface, else the amount itself (the screens'
 * single-threshold working mode, as the demo data does); a later measure association
 * re-judges the density.
 */
export function proteinResultCode(value: number, alert: number, action: number): number {
  return value > action ? PRO_RESULT.fail : value > alert ? PRO_RESULT.alert : PRO_RESULT.pass;
}

/** Mod-10 check of a GTIN; 8, 12 and 13-digit GTINs are padded to GTIN-14 (GS1 rule). */
export function normalGtin(code: string): string | null {
  if (!/^(\d{8}|\d{12,14})$/.test(code)) return null;
  const gtin = code.padStart(14, "0");
  let sum = 0;
  for (let i = 0; i < 13; i++) sum += (gtin.charCodeAt(12 - i) - 48) * (i % 2 === 0 ? 3 : 1);
  return (10 - (sum % 10)) % 10 === gtin.charCodeAt(13) - 48 ? gtin : null;
}
