// From stored BI readings to the score's inputs (pure): result codes, and the D value in the
// unit the provider writes each process's zones in (/SysSettingValues).
import type { ScoreReading } from "../score";

/** ReadingBI.result: 1 negative, 2 positive; 3 cancelled and 4 error have no result to score. */
export function scoreResult(result: number | null): ScoreReading["result"] {
  return result === 1 ? "negative" : result === 2 ? "positive" : null;
}

/** ReadingBI.valueDUnit codes. */
export const D_UNIT = { minutes: 1, seconds: 2 } as const;
/**
 * The unit of each process's D-value zones: steam (1) and ethylene oxide (3) BIs are labelled
 * in minutes (ISO 11138-3: D121 >= 1.5 min; ISO 11138-2: D54 >= 2.5 min), hydrogen-peroxide (2)
 * BIs in seconds. A reading's D value is converted to that unit before its zone is looked up,
 * so "90 s" of a steam BI is the 1.5 min it is. A value without a unit is taken as written.
 */
export const ZONE_UNIT: Record<number, number> = { 1: D_UNIT.minutes, 2: D_UNIT.seconds, 3: D_UNIT.minutes };

export function dValueInZoneUnit(valueD: number | null, unit: number | null, processBI: number | null): number | null {
  if (valueD === null || !Number.isFinite(valueD)) return null;
  const zoneUnit = processBI === null ? undefined : ZONE_UNIT[processBI];
  if (!zoneUnit || !unit || unit === zoneUnit) return valueD;
  return unit === D_UNIT.seconds ? valueD / 60 : valueD * 60;
}
