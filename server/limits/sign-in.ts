// The sign-in throttling rules, pure (server/limits/attempts.ts applies them to the counters;
// tests/unit/sign-in-limits.test.ts checks them). OWASP Authentication Cheat Sheet: slow down
// and stop one (account, address) pair and one address, never the account for everyone.
export const SIGN_IN = {
  /** Consecutive failures of one (account, address) pair before it is refused (then for 15 minutes). */
  pairFailures: 10,
  /** Failures of a pair answered at once; each further one waits twice as long as the last. */
  slowDownAfter: 3,
  firstDelayMs: 250,
  maxDelayMs: 2000,
  /** Failures of an account from addresses it has not signed in from, in the window, that make it "under attack". */
  attackFailures: 10,
  attackWindowSeconds: 3600,
  /** While the account is under attack, an address it has not signed in from is refused after this many failures of its own. */
  pairFailuresUnderAttack: 3,
} as const;

/** How long an attempt waits after `failures` consecutive failures of its pair: 0, then 250 ms, 500 ms, 1 s, 2 s, 2 s, … */
export function signInDelayMs(failures: number): number {
  if (failures < SIGN_IN.slowDownAfter) return 0;
  return Math.min(SIGN_IN.firstDelayMs * 2 ** (failures - SIGN_IN.slowDownAfter), SIGN_IN.maxDelayMs);
}

/** Whether an account with this many failures from strange addresses in the window is under attack. */
export const underAttack = (strangerFailures: number) => strangerFailures >= SIGN_IN.attackFailures;

/**
 * Whether an attempt from an address the account has not signed in from is refused while the
 * account is under attack: only once that address has failed a few times itself, so an
 * address with no failures of its own (the owner's) always gets its answer.
 */
export const refusedUnderAttack = (strangerFailures: number, pairFailures: number) => underAttack(strangerFailures) && pairFailures >= SIGN_IN.pairFailuresUnderAttack;
