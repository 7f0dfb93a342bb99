// Sterilisation score (screen 830) of a sterilizer cycle from its BI readings, the provider's
// score table (/SysScoreRPE) and D-value zones (/SysSettingValues). The specification does not
// define the aggregation; docs/charts.md "Sterilisation score" gives the design and an example.
// In short: each usable reading scores the table row of its program and exposure minutes; a
// positive reading scores its program's lowest row; the cycle takes the lowest reading score.

export interface ScoreReading {
  id: number;
  /** The cycle the BI was processed in (ReadingBI.cycle). */
  cycle: string | null;
  programId: number | null;
  exposureMinutes: number | null;
  /** null: no valid result (pending, cancelled, error). */
  result: "negative" | "positive" | null;
  /** BI process (1 steam, 2 hydrogen peroxide, 3 ethylene oxide) and the lot's D value. */
  processBI: number | null;
  valueD: number | null;
}
export interface ScoreRow {
  programId: number;
  /** [minutesFrom, minutesTo): from inclusive, to exclusive. */
  minutesFrom: number;
  minutesTo: number;
  score: number;
  scoreType: number;
}
export interface DValueZone {
  processBI: number;
  /** [valueDFrom, valueDTo) */
  valueDFrom: number;
  valueDTo: number;
  /** 1 low resistance, 2 expected, 3 high resistance. */
  zone: number;
}

export const LOW_RESISTANCE_ZONE = 1;

export type LeftOutReason = "noCycle" | "noResult" | "noProgram" | "missingMinutes" | "programNotInTable" | "minutesOutsideTable" | "lowResistance";
export const LEFT_OUT_TEXTS: Readonly<Record<LeftOutReason, string>> = {
  noCycle: "The reading has no cycle.",
  noResult: "The reading has no positive or negative result (pending, cancelled or error).",
  noProgram: "The reading has no program.",
  missingMinutes: "The reading has no exposure minutes.",
  programNotInTable: "The score table has no rows for the reading's program.",
  minutesOutsideTable: "No row of the score table covers the reading's exposure minutes for its program.",
  lowResistance: "Negative result of a BI whose D value is in the low-resistance zone: it proves less than the table assumes.",
};

export interface LeftOut<R> {
  reading: R;
  reason: LeftOutReason;
}
export interface ScoredReading<R> {
  reading: R;
  score: number;
  scoreType: number;
  /** The D-value zone when the reading has a D value and a zone covers it; else null. */
  zone: number | null;
}
export type CycleScore<R> =
  | {
      ok: true;
      cycle: string;
      /** A positive reading, analysed or left out: the cycle failed, whatever the score says. */
      score: number;
      scoreType: number;
      failed: boolean;
      /** countReadsAnalyzed */
      analysed: number;
      /** The reading whose score is the cycle's. */
      deciding: R;
      scored: ScoredReading<R>[];
      leftOut: LeftOut<R>[];
    }
  | { ok: false; cycle: string; failed: boolean; reason: "noReadings" | "noReadingsAnalysed"; message: string; leftOut: LeftOut<R>[] };

/** The score of one cycle from the readings given (the caller picks the cycle's readings). */
export function cycleScore<R extends ScoreReading>(cycle: string, readings: readonly R[], table: readonly ScoreRow[], zones: readonly DValueZone[]): CycleScore<R> {
  if (readings.length === 0) return { ok: false, cycle, failed: false, reason: "noReadings", message: `Cycle ${cycle} has no BI readings.`, leftOut: [] };
  const scored: ScoredReading<R>[] = [];
  const leftOut: LeftOut<R>[] = [];
  for (const reading of readings) {
    const r = scoreReading(reading, table, zones);
    if ("reason" in r) leftOut.push({ reading, reason: r.reason });
    else scored.push({ reading, ...r });
  }
  const failed = readings.some((r) => r.result === "positive");
  if (scored.length === 0) {
    const message = `None of the ${readings.length} BI reading(s) of cycle ${cycle} could be scored; see the readings left out.`;
    return { ok: false, cycle, failed, reason: "noReadingsAnalysed", message, leftOut };
  }
  // Lowest score wins; ties keep the first reading, so the result does not depend on sorting.
  const worst = scored.reduce((a, b) => (b.score < a.score ? b : a));
  return {
    ok: true, cycle, score: worst.score, scoreType: worst.scoreType, failed,
    analysed: scored.length, deciding: worst.reading, scored, leftOut,
  };
}

/** Scores of every cycle in the readings (graphic mode), in order of first appearance. */
export function cycleScores<R extends ScoreReading>(readings: readonly R[], table: readonly ScoreRow[], zones: readonly DValueZone[]) {
  const byCycle = new Map<string, R[]>();
  const withoutCycle: LeftOut<R>[] = [];
  for (const r of readings) {
    const cycle = r.cycle?.trim();
    if (!cycle) withoutCycle.push({ reading: r, reason: "noCycle" });
    else byCycle.set(cycle, [...(byCycle.get(cycle) ?? []), r]);
  }
  const cycles = [...byCycle].map(([cycle, rs]) => cycleScore(cycle, rs, table, zones));
  const message = readings.length === 0 ? "There are no BI readings of this sterilizer in the period." : null;
  return { cycles, withoutCycle, message };
}

function scoreReading(r: ScoreReading, table: readonly ScoreRow[], zones: readonly DValueZone[]): Omit<ScoredReading<never>, "reading"> | { reason: LeftOutReason } {
  if (r.result === null) return { reason: "noResult" };
  if (r.programId === null) return { reason: "noProgram" };
  const rows = table.filter((row) => row.programId === r.programId);
  if (rows.length === 0) return { reason: "programNotInTable" };
  const zone = zoneOf(r, zones);
  if (r.result === "positive") {
    // Spores survived: the exposure did not sterilise, so the minutes earn nothing (and are
    // not needed); the program's lowest configured score keeps the result on the table's scale.
    const lowest = rows.reduce((a, b) => (b.score < a.score ? b : a));
    return { score: lowest.score, scoreType: lowest.scoreType, zone };
  }
  if (r.exposureMinutes === null || !Number.isFinite(r.exposureMinutes) || r.exposureMinutes < 0) return { reason: "missingMinutes" };
  const row = rows.find((x) => x.minutesFrom <= r.exposureMinutes! && r.exposureMinutes! < x.minutesTo);
  if (!row) return { reason: "minutesOutsideTable" };
  if (zone === LOW_RESISTANCE_ZONE) return { reason: "lowResistance" };
  return { score: row.score, scoreType: row.scoreType, zone };
}

function zoneOf(r: ScoreReading, zones: readonly DValueZone[]): number | null {
  if (r.valueD === null || r.processBI === null) return null;
  return zones.find((z) => z.processBI === r.processBI && z.valueDFrom <= r.valueD! && r.valueD! < z.valueDTo)?.zone ?? null;
}
