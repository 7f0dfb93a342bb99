// Control-chart constants for subgroups of n = 2..10.
//
// Source: the ASTM table of control-chart factors (ASTM E2587, "Standard Practice for Use of
// Control Charts in Statistical Process Control", and ASTM MNL 7, "Manual on Presentation of
// Data and Control Chart Analysis"), as quoted in ../shared/DOMAIN.md.
// NIST/SEMATECH e-Handbook section 6.3.2 rounds D4 differently for n = 3 (2.575) and
// n = 5 (2.115); we keep the ASTM table throughout so every factor comes from one source.

export interface ChartConstants {
  /** Xbar chart: limits = CL ± A2·Rbar (A2 = 3 / (d2·√n)). */
  A2: number;
  /** R chart lower limit factor: LCL = D3·Rbar. */
  D3: number;
  /** R chart upper limit factor: UCL = D4·Rbar. */
  D4: number;
  /** Mean range of n normal values in units of sigma: sigma ≈ Rbar / d2. */
  d2: number;
}

export const MIN_SUBGROUP = 2;
export const MAX_SUBGROUP = 10;

const TABLE: Readonly<Record<number, ChartConstants>> = {
  2: { A2: 1.88, D3: 0, D4: 3.267, d2: 1.128 },
  3: { A2: 1.023, D3: 0, D4: 2.574, d2: 1.693 },
  4: { A2: 0.729, D3: 0, D4: 2.282, d2: 2.059 },
  5: { A2: 0.577, D3: 0, D4: 2.114, d2: 2.326 },
  6: { A2: 0.483, D3: 0, D4: 2.004, d2: 2.534 },
  7: { A2: 0.419, D3: 0.076, D4: 1.924, d2: 2.704 },
  8: { A2: 0.373, D3: 0.136, D4: 1.864, d2: 2.847 },
  9: { A2: 0.337, D3: 0.184, D4: 1.816, d2: 2.97 },
  10: { A2: 0.308, D3: 0.223, D4: 1.777, d2: 3.078 },
};

/** The factors for subgroup size n; throws outside 2..10, which callers validate first. */
export function constantsFor(n: number): ChartConstants {
  const c = Number.isInteger(n) ? TABLE[n] : undefined;
  if (!c) throw new RangeError(`No control-chart constants for subgroup size ${n} (2..10).`);
  return c;
}
