// Western Electric rules 1–4 (Western Electric Statistical Quality Control Handbook, 1956):
// the point that completes a pattern is flagged, so the screen marks where the signal
// appeared. A point is "beyond kσ" when strictly farther than k·sigma from the centre line;
// a point exactly on the centre line is on neither side and breaks a run.

export type WesternElectricRule = 1 | 2 | 3 | 4;

/** Text keys and English descriptions (the screen's patternTypeDescription). */
export const RULE_TEXTS: Readonly<Record<WesternElectricRule, { key: string; en: string }>> = {
  1: { key: "charts.rule.beyond3Sigma", en: "One point beyond 3 sigma from the centre line." },
  2: { key: "charts.rule.twoOfThreeBeyond2Sigma", en: "Two of three consecutive points beyond 2 sigma on the same side." },
  3: { key: "charts.rule.fourOfFiveBeyond1Sigma", en: "Four of five consecutive points beyond 1 sigma on the same side." },
  4: { key: "charts.rule.eightOnOneSide", en: "Eight consecutive points on the same side of the centre line." },
};

/** "k of the last m points beyond `sigmas` on one side"; 0 sigmas means "on that side". */
interface Pattern {
  rule: WesternElectricRule;
  sigmas: number;
  k: number;
  m: number;
}
const PATTERNS: readonly Pattern[] = [
  { rule: 1, sigmas: 3, k: 1, m: 1 },
  { rule: 2, sigmas: 2, k: 2, m: 3 },
  { rule: 3, sigmas: 1, k: 4, m: 5 },
  { rule: 4, sigmas: 0, k: 8, m: 8 },
];

/**
 * The rules each point completes. The point itself must be one of the k points (otherwise it
 * completes nothing: the pattern was already there). At the start of the series the window is
 * shorter than m, which is fine: 2 of the first 2 points beyond 2σ is already "2 of 3".
 */
export function westernElectric(values: readonly number[], center: number, sigma: number): WesternElectricRule[][] {
  const side = (v: number, sigmas: number) => {
    const d = v - center;
    return d > sigmas * sigma ? 1 : d < -sigmas * sigma ? -1 : 0;
  };
  return values.map((v, i) => {
    const fired: WesternElectricRule[] = [];
    for (const p of PATTERNS) {
      const s = side(v, p.sigmas);
      if (s === 0) continue;
      const window = values.slice(Math.max(0, i - p.m + 1), i + 1);
      if (window.filter((w) => side(w, p.sigmas) === s).length >= p.k) fired.push(p.rule);
    }
    return fired;
  });
}
