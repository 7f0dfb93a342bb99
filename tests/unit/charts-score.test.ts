// Sterilisation score (server/charts/score.ts): the worked example of docs/charts.md, positive
// readings, empty input, cycles without readings, readings and table rows missing.
import { describe, expect, test } from "bun:test";
import { cycleScore, cycleScores, LEFT_OUT_TEXTS, type DValueZone, type ScoreReading, type ScoreRow } from "../../server/charts/score";

// The seeded table of program 1 and the steam zones (server/seed).
const TABLE: ScoreRow[] = [
  { programId: 1, minutesFrom: 0, minutesTo: 3, score: 12, scoreType: 1 },
  { programId: 1, minutesFrom: 3, minutesTo: 5, score: 35, scoreType: 2 },
  { programId: 1, minutesFrom: 5, minutesTo: 10, score: 60, scoreType: 2 },
  { programId: 1, minutesFrom: 10, minutesTo: 60, score: 90, scoreType: 3 },
];
const ZONES: DValueZone[] = [
  { processBI: 1, valueDFrom: 0, valueDTo: 1.5, zone: 1 },
  { processBI: 1, valueDFrom: 1.5, valueDTo: 3, zone: 2 },
  { processBI: 1, valueDFrom: 3, valueDTo: 99, zone: 3 },
];
const bi = (id: number, exposureMinutes: number | null, result: ScoreReading["result"], valueD: number | null = 1.8, more: Partial<ScoreReading> = {}): ScoreReading =>
  ({ id, cycle: "C-101", programId: 1, exposureMinutes, result, processBI: 1, valueD, ...more });

// docs/charts.md, "Worked example".
const C101 = [bi(1, 12, "negative"), bi(2, 6, "negative", 2.0), bi(3, 4, "negative", 1.2), bi(4, null, "negative"), bi(5, 75, "negative"), bi(6, 12, null)];

describe("the worked example", () => {
  test("cycle C-101 scores 60, type 2, 2 readings analysed, 4 left out with their reasons", () => {
    const s = cycleScore("C-101", C101, TABLE, ZONES);
    if (!s.ok) throw new Error(s.message);
    expect(s).toMatchObject({ score: 60, scoreType: 2, analysed: 2, failed: false });
    expect(s.deciding.id).toBe(2);
    expect(s.scored.map((r) => [r.reading.id, r.score, r.scoreType, r.zone])).toEqual([[1, 90, 3, 2], [2, 60, 2, 2]]);
    expect(s.leftOut.map((l) => [l.reading.id, l.reason])).toEqual([[3, "lowResistance"], [4, "missingMinutes"], [5, "minutesOutsideTable"], [6, "noResult"]]);
  });

  test("a positive reading scores the program's lowest row: 12, type 1, and the cycle failed", () => {
    const s = cycleScore("C-101", [...C101, bi(7, 20, "positive")], TABLE, ZONES);
    expect(s).toMatchObject({ ok: true, score: 12, scoreType: 1, analysed: 3, failed: true });
    if (s.ok) expect(s.deciding.id).toBe(7);
  });
});

describe("per reading", () => {
  test("[from, to): the lower bound is inside, the upper bound belongs to the next row", () => {
    const at = (m: number) => cycleScore("C", [bi(1, m, "negative")], TABLE, ZONES);
    expect(at(5)).toMatchObject({ score: 60 });
    expect(at(4.99)).toMatchObject({ score: 35 });
    expect(at(0)).toMatchObject({ score: 12 });
    expect(at(60)).toMatchObject({ ok: false, reason: "noReadingsAnalysed" });
  });

  test("a positive needs no minutes and is kept even from a low-resistance BI", () => {
    expect(cycleScore("C", [bi(1, null, "positive", 1.0)], TABLE, ZONES)).toMatchObject({ ok: true, score: 12, scoreType: 1, failed: true });
  });

  test("a D value without a zone or without a process is kept with zone null", () => {
    const s = cycleScore("C", [bi(1, 12, "negative", null), bi(2, 12, "negative", 2, { processBI: null }), bi(3, 12, "negative", 150)], TABLE, ZONES);
    if (!s.ok) throw new Error(s.message);
    expect(s.scored.map((r) => r.zone)).toEqual([null, null, null]);
  });

  test("equal scores keep the first reading as the deciding one", () => {
    const s = cycleScore("C", [bi(1, 12, "negative"), bi(2, 30, "negative")], TABLE, ZONES);
    expect(s).toMatchObject({ ok: true, score: 90, deciding: { id: 1 } });
  });
});

describe("clear reasons, never a crash or a silent zero", () => {
  test("a cycle without readings", () => {
    expect(cycleScore("C-9", [], TABLE, ZONES)).toEqual({ ok: false, cycle: "C-9", failed: false, reason: "noReadings", message: "Cycle C-9 has no BI readings.", leftOut: [] });
  });

  test("no readings usable: the reasons of each", () => {
    const s = cycleScore("C", [bi(1, 12, "negative", 1.8, { programId: null }), bi(2, 12, "negative", 1.8, { programId: 7 }), bi(3, Number.NaN, "negative")], TABLE, ZONES);
    expect(s).toMatchObject({ ok: false, reason: "noReadingsAnalysed", failed: false });
    if (!s.ok) {
      expect(s.message).toBe("None of the 3 BI reading(s) of cycle C could be scored; see the readings left out.");
      expect(s.leftOut.map((l) => l.reason)).toEqual(["noProgram", "programNotInTable", "missingMinutes"]);
    }
  });

  test("an empty table leaves every reading out, and a positive still marks the cycle failed", () => {
    const s = cycleScore("C", [bi(1, 12, "negative"), bi(2, 12, "positive")], [], ZONES);
    expect(s).toMatchObject({ ok: false, reason: "noReadingsAnalysed", failed: true });
    if (!s.ok) expect(s.leftOut.map((l) => l.reason)).toEqual(["programNotInTable", "programNotInTable"]);
  });

  test("every reason has a text", () => {
    for (const text of Object.values(LEFT_OUT_TEXTS)) expect(text.length).toBeGreaterThan(10);
  });
});

describe("cycles of a period (graphic mode)", () => {
  test("empty input: no cycles and a message", () => {
    expect(cycleScores([], TABLE, ZONES)).toEqual({ cycles: [], withoutCycle: [], message: "There are no BI readings of this sterilizer in the period." });
  });

  test("grouped by cycle in order of appearance; readings without a cycle listed apart", () => {
    const r = cycleScores(
      [bi(1, 12, "negative", 1.8, { cycle: "B" }), bi(2, 6, "negative", 1.8, { cycle: "A" }), bi(3, 4, "negative", 1.8, { cycle: "B" }), bi(4, 12, "negative", 1.8, { cycle: null }), bi(5, 12, "negative", 1.8, { cycle: "  " })],
      TABLE, ZONES,
    );
    expect(r.message).toBeNull();
    expect(r.cycles.map((c) => [c.cycle, c.ok && c.score, c.ok && c.analysed])).toEqual([["B", 35, 2], ["A", 60, 1]]);
    expect(r.withoutCycle.map((l) => [l.reading.id, l.reason])).toEqual([[4, "noCycle"], [5, "noCycle"]]);
  });
});
