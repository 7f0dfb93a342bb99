// Brute-force protection of the anonymous doors: sign-in, forgot password, sign-up, the
// recovery link, the company-name check and the mobile intake's token; and of one signed-in
// door that answers about other tenants' addresses (adding a user, server/users/service.ts).
// Counted per account and per client address.
//
// Sign-in follows the OWASP Authentication Cheat Sheet: it is throttled per (account, address)
// and per address, never per account alone, so that someone guessing from elsewhere cannot
// lock the owner out (server/limits/sign-in.ts holds the rules). Failures from addresses the
// account has not signed in from lately are also counted account-wide: past a threshold the
// account is "under attack", such addresses get a smaller budget and the owner is told by mail
// (server/session/attack.ts); an address with no failures of its own is never refused.
//
// Every call of a guarded service counts, whichever door and however many GraphQL aliases
// carry it: 50 `login` aliases are 50 attempts (and server/graphql/limits.ts refuses more
// than one such field per request anyway).
import type { RateLimiterAbstract, RateLimiterRes } from "rate-limiter-flexible";
import type { ServiceContext } from "../context";
import { makeLimiter, type Rule } from "./store";
import { tooManyAttempts } from "./errors";
import { refusedUnderAttack, SIGN_IN, signInDelayMs, underAttack } from "./sign-in";

const MINUTE = 60;
const HOUR = 3600;
const DAY = 24 * HOUR;

export const RULES = {
  /** Consecutive failed sign-ins of one account from one address (forgotten after a success). */
  loginAccountAddress: { points: SIGN_IN.pairFailures, seconds: 15 * MINUTE, lockSeconds: 15 * MINUTE },
  /** Failed sign-ins from one address, any account: one client spraying passwords. */
  loginAddress: { points: 100, seconds: DAY, lockSeconds: HOUR },
  /** Failed sign-ins of one account from addresses it has not signed in from: a count, never a lock. */
  loginAccountStrangers: { points: Number.MAX_SAFE_INTEGER, seconds: SIGN_IN.attackWindowSeconds, lockSeconds: 0 },
  /** The addresses an account signed in from lately (a mark, set by a successful sign-in; the in-memory store's timers hold at most 24 days). */
  loginKnownAddress: { points: 1, seconds: 14 * DAY, lockSeconds: 0 },
  /** One "your account is under attack" mail per account a day. */
  attackMail: { points: 1, seconds: DAY, lockSeconds: 0 },
  forgotPasswordAccount: { points: 5, seconds: HOUR, lockSeconds: HOUR },
  forgotPasswordAddress: { points: 20, seconds: HOUR, lockSeconds: HOUR },
  signUpAccount: { points: 5, seconds: HOUR, lockSeconds: HOUR },
  signUpAddress: { points: 10, seconds: HOUR, lockSeconds: HOUR },
  /** Failed uses of recovery links (wrong or expired token) from one address. */
  recoveryAddress: { points: 10, seconds: 15 * MINUTE, lockSeconds: 15 * MINUTE },
  companyNameAddress: { points: 30, seconds: MINUTE, lockSeconds: MINUTE },
  /** Failed activation codes of one user, and of one company's users together: guessing a code is hopeless and slow. */
  activationUser: { points: 10, seconds: 15 * MINUTE, lockSeconds: 15 * MINUTE },
  activationCompany: { points: 30, seconds: HOUR, lockSeconds: HOUR },
  /** Refused intake tokens (unknown, expired, used) from one address: phones behind a hospital's one address share it, so only failures count. */
  intakeAddress: { points: 30, seconds: 15 * MINUTE, lockSeconds: 15 * MINUTE },
  /**
   * A user's additions of users refused because the address has an account elsewhere (each one
   * a probe of whether an address has an account): counted before the check, given back unless
   * refused; no lock beyond the window, so a burst of legitimate additions only waits.
   */
  userAddRefusals: { points: 5, seconds: HOUR, lockSeconds: 0 },
} satisfies Record<string, Rule>;
type RuleName = keyof typeof RULES;

const limiters = new Map<RuleName, RateLimiterAbstract>();
function limiter(name: RuleName): RateLimiterAbstract {
  let l = limiters.get(name);
  if (!l) limiters.set(name, (l = makeLimiter(name, RULES[name])));
  return l;
}

const accountKey = (email: string) => email.trim().toLowerCase();

/** How long a refusal lasts: a store failure (an Error, not a refusal) leaves no time, so a minute. */
const waitOf = (r: unknown) => (r instanceof Error ? 60_000 : ((r as RateLimiterRes).msBeforeNext ?? 60_000));

/**
 * Counts one attempt on every key BEFORE the attempt is made, so that concurrent requests
 * (or aliases) cannot all slip past a check; beyond a rule's points the key is locked for
 * the rule's lock time (rate-limiter-flexible's blockDuration) and the caller gets a 429.
 * Returns what was counted on each key.
 */
async function take(ctx: ServiceContext, keys: [RuleName, string][]): Promise<RateLimiterRes[]> {
  const results = await Promise.all(keys.map(([name, key]) => limiter(name).consume(key).then((r) => ({ ok: true, r }), (r) => ({ ok: false, r }))));
  const refused = results.filter((x) => !x.ok);
  if (refused.length) throw await tooManyAttempts(ctx.prisma, ctx.language, Math.max(...refused.map((x) => waitOf(x.r))));
  return results.map((x) => x.r as RateLimiterRes);
}

/** A count that never refuses; a store failure counts as nothing. */
async function counted(name: RuleName, key: string): Promise<number> {
  return limiter(name).consume(key).then((r) => r.consumedPoints, () => 0);
}

const pairKey = (ctx: ServiceContext, email: string) => `${accountKey(email)}|${ctx.clientIp}`;

/** Whether the account signed in from the caller's address lately (a store failure: not known). */
async function knownAddress(ctx: ServiceContext, email: string): Promise<boolean> {
  return limiter("loginKnownAddress").get(pairKey(ctx, email)).then((r) => !!r && r.consumedPoints > 0, () => false);
}

/**
 * Before a password is checked: counts the attempt on the (account, address) pair and on the
 * address, refusing either beyond its budget, and, from an address the account has not signed
 * in from, on the account's strangers; while the account is under attack such an address is
 * refused after a few failures of its own. Then waits longer the more consecutive failures the
 * pair has (exponential backoff).
 */
export async function beforeSignIn(ctx: ServiceContext, email: string): Promise<void> {
  const [pair] = await take(ctx, [["loginAccountAddress", pairKey(ctx, email)], ["loginAddress", ctx.clientIp]]);
  const pairFailures = pair!.consumedPoints - 1;
  if (!(await knownAddress(ctx, email))) {
    const strangerFailures = (await counted("loginAccountStrangers", accountKey(email))) - 1;
    if (refusedUnderAttack(strangerFailures, pairFailures)) {
      // Not an attempt: the strangers' count keeps failures only.
      await limiter("loginAccountStrangers").reward(accountKey(email), 1).catch(() => {});
      throw await tooManyAttempts(ctx.prisma, ctx.language, pair!.msBeforeNext);
    }
  }
  const delay = signInDelayMs(pairFailures);
  if (delay) await Bun.sleep(delay);
}

/**
 * After a wrong password: whether the owner should now be told the account is under attack —
 * a failure from an address the account has not signed in from, the strangers' count past the
 * threshold, and no such mail yet today.
 */
export async function signInFailed(ctx: ServiceContext, email: string): Promise<boolean> {
  if (await knownAddress(ctx, email)) return false;
  const strangers = await limiter("loginAccountStrangers").get(accountKey(email)).then((r) => r?.consumedPoints ?? 0, () => 0);
  if (!underAttack(strangers)) return false;
  return limiter("attackMail").consume(accountKey(email)).then(() => true, () => false);
}

/**
 * A successful sign-in does not count: its attempt is given back, the pair's consecutive
 * failures forgotten, and the address marked as one the account signs in from.
 */
export async function signInSucceeded(ctx: ServiceContext, email: string): Promise<void> {
  const pair = pairKey(ctx, email);
  const known = await knownAddress(ctx, email);
  await Promise.all([
    limiter("loginAccountAddress").delete(pair),
    limiter("loginAddress").reward(ctx.clientIp, 1),
    known ? null : limiter("loginAccountStrangers").reward(accountKey(email), 1),
    limiter("loginKnownAddress").set(pair, 1, RULES.loginKnownAddress.seconds),
  ]);
}

/**
 * Before a user is added under an address that may have an account elsewhere: counts the
 * attempt on the calling user (429 beyond the refusals allowed in the hour, whatever the
 * address, so the answer says nothing); `userAddNotRefused` gives it back.
 */
export async function beforeUserAdd(ctx: ServiceContext): Promise<void> {
  await take(ctx, [["userAddRefusals", String(ctx.principal!.userId)]]);
}

export async function userAddNotRefused(ctx: ServiceContext): Promise<void> {
  await limiter("userAddRefusals").reward(String(ctx.principal!.userId), 1);
}

/** Counts a request of an action limited per address (and per account when one is named). */
export async function countRequest(ctx: ServiceContext, action: "forgotPassword" | "signUp" | "companyName", email?: string): Promise<void> {
  const keys: [RuleName, string][] = [[`${action}Address` as RuleName, ctx.clientIp]];
  if (email && action !== "companyName") keys.push([`${action}Account` as RuleName, accountKey(email)]);
  await take(ctx, keys);
}

/** Recovery links: every use counts against the address; a successful one is given back. */
export async function beforeRecovery(ctx: ServiceContext): Promise<void> {
  await take(ctx, [["recoveryAddress", ctx.clientIp]]);
}

export async function recoverySucceeded(ctx: ServiceContext): Promise<void> {
  await limiter("recoveryAddress").reward(ctx.clientIp, 1);
}

/** The mobile intake's token check: every check counts against the address; a usable token gives it back. */
export async function beforeIntakeToken(ctx: ServiceContext): Promise<void> {
  await take(ctx, [["intakeAddress", ctx.clientIp]]);
}

export async function intakeTokenAccepted(ctx: ServiceContext): Promise<void> {
  await limiter("intakeAddress").reward(ctx.clientIp, 1);
}

const activationKeys = (ctx: ServiceContext): [RuleName, string][] => [
  ["activationUser", String(ctx.principal?.userId ?? ctx.clientIp)],
  ["activationCompany", String(ctx.principal?.companyId ?? ctx.clientIp)],
];

/** Before an activation code is looked up: counts the attempt (a locked user or company gets a 429). */
export async function beforeActivation(ctx: ServiceContext): Promise<void> {
  await take(ctx, activationKeys(ctx));
}

/** A code that worked does not count against the user or the company. */
export async function activationSucceeded(ctx: ServiceContext): Promise<void> {
  await Promise.all(activationKeys(ctx).map(([name, key]) => limiter(name).reward(key, 1)));
}
