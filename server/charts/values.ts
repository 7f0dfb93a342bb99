// The values a washer control chart plots: y = ln(protein µg) of each reading.
//
// Zero / below-detection decision: such readings are LEFT OUT and reported, never
// substituted. ln(0) does not exist, and a substitute (e.g. half the detection limit) is a
// constant invented for every clean reading: runs of identical substitutes give moving ranges
// of 0, which shrink MRbar and the limits and raise false alarms on the real readings. Leaving
// them out keeps the limits an estimate of the measured process; the screen shows how many
// were left out and which (spec: countIgnoredReadings, GetIgnoredReadings).

export interface ProteinReading {
  id: number;
  /** Protein in micrograms; null when the reader gave no quantitative result. */
  value: number | null;
  /** Marked "ignore from IQAS" in the historical browser. */
  markedIgnored?: boolean;
}

export type IgnoredReason = "markedIgnored" | "missing" | "notPositive" | "belowDetectionLimit";

export const IGNORED_TEXTS: Readonly<Record<IgnoredReason, string>> = {
  markedIgnored: "Marked to be ignored from the control charts.",
  missing: "No quantitative protein value.",
  notPositive: "Zero or negative protein value: its logarithm does not exist.",
  belowDetectionLimit: "Below the detection limit: the value is not a measurement.",
};

export interface LogValue<R> {
  reading: R;
  /** ln(value) */
  y: number;
}
export interface IgnoredReading<R> {
  reading: R;
  reason: IgnoredReason;
}
export interface LogValues<R> {
  values: LogValue<R>[];
  ignored: IgnoredReading<R>[];
}

/**
 * ln of each reading's protein value, in the given order. `detectionLimit` (µg, optional):
 * values strictly below it are left out too, as the reader cannot tell them from zero.
 */
export function logValues<R extends ProteinReading>(readings: readonly R[], detectionLimit?: number): LogValues<R> {
  const values: LogValue<R>[] = [];
  const ignored: IgnoredReading<R>[] = [];
  for (const reading of readings) {
    const reason = ignoredReason(reading.value, reading.markedIgnored ?? false, detectionLimit);
    if (reason) ignored.push({ reading, reason });
    else values.push({ reading, y: Math.log(reading.value!) });
  }
  return { values, ignored };
}

function ignoredReason(value: number | null, marked: boolean, detectionLimit?: number): IgnoredReason | null {
  if (marked) return "markedIgnored";
  if (value === null || !Number.isFinite(value)) return "missing";
  if (value <= 0) return "notPositive";
  if (detectionLimit !== undefined && value < detectionLimit) return "belowDetectionLimit";
  return null;
}
