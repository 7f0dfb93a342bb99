// The sign-in throttling rules (server/limits/sign-in.ts): exponential backoff per (account,
// address) pair, and the account-wide "under attack" signal that never refuses an address
// without failures of its own (issue 33, L4).
import { describe, expect, test } from "bun:test";
import { refusedUnderAttack, SIGN_IN, signInDelayMs, underAttack } from "../../server/limits/sign-in";

describe("backoff of one (account, address) pair", () => {
  test("the first three failures are answered at once, then each wait doubles: 250 ms, 500 ms, 1 s, 2 s, capped at 2 s", () => {
    expect([0, 1, 2, 3, 4, 5, 6, 7, 9, 50].map(signInDelayMs)).toEqual([0, 0, 0, 250, 500, 1000, 2000, 2000, 2000, 2000]);
  });

  test("the pair is refused before the waits add up to more than a person would sit through", () => {
    const waited = Array.from({ length: SIGN_IN.pairFailures }, (_, failures) => signInDelayMs(failures)).reduce((a, b) => a + b, 0);
    expect(waited).toBeLessThan(15_000);
  });
});

describe("an account under attack", () => {
  test("is one with the threshold's failures from addresses it does not sign in from", () => {
    expect(underAttack(SIGN_IN.attackFailures - 1)).toBe(false);
    expect(underAttack(SIGN_IN.attackFailures)).toBe(true);
  });

  test("refuses a strange address after a few failures of its own, never one without failures", () => {
    const heavy = SIGN_IN.attackFailures * 100;
    expect(refusedUnderAttack(heavy, 0)).toBe(false);
    expect(refusedUnderAttack(heavy, SIGN_IN.pairFailuresUnderAttack - 1)).toBe(false);
    expect(refusedUnderAttack(heavy, SIGN_IN.pairFailuresUnderAttack)).toBe(true);
    // not under attack: only the pair's own budget (the limiter's) applies
    expect(refusedUnderAttack(SIGN_IN.attackFailures - 1, SIGN_IN.pairFailures - 1)).toBe(false);
  });
});
