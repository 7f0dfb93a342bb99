// Deterministic pseudo-random numbers for the demo data: the same seed gives the same
// data set on every run and every machine, so screenshots, tests and bug reports agree.
// mulberry32: tiny, fast, good enough for fake readings (not for anything secret).

export interface Random {
  /** Uniform float in [0, 1). */
  next(): number;
  /** Integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** Float in [min, max) rounded to `digits` decimals. */
  float(min: number, max: number, digits?: number): number;
  /** True with probability p. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Upper-case letters and digits, for lots, tickets and codes. */
  code(length: number): string;
  /** Lower-case hex, for opaque ids. */
  hex(length: number): string;
}

export function createRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const round = (v: number, digits: number) => Number(v.toFixed(digits));
  const ALNUM = "ABCDEFGHJKLMNPQRSTUVWXYZ23456789"; // no 0/O, 1/I: codes are read aloud and retyped
  return {
    next,
    int: (min, max) => min + Math.floor(next() * (max - min + 1)),
    float: (min, max, digits = 2) => round(min + next() * (max - min), digits),
    chance: (p) => next() < p,
    pick: (items) => items[Math.floor(next() * items.length)]!,
    code: (length) => Array.from({ length }, () => ALNUM[Math.floor(next() * ALNUM.length)]).join(""),
    hex: (length) => Array.from({ length }, () => Math.floor(next() * 16).toString(16)).join(""),
  };
}
