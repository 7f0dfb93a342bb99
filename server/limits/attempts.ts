// Brute-force protection of the anonymous doors: sign-in, forgot password, sign-up, the
// recovery link, the company-name check and the mobile intake's token. Counted per account and per client address;
// sign-in keeps failures only (a successful one is given back, so a user who gets in is not
// slowed by a colleague's typos on the same hospital network), and is first slowed down,
// then locked for a while.
//
// Every call of a guarded service counts, whichever door and however many GraphQL aliases
// carry it: 50 `login` aliases are 50 attempts (and server/graphql/limits.ts refuses more
// than one such field per request anyway).
import type { RateLimiterAbstract } from "rate-limiter-flexible";
import type { ServiceContext } from "../context";
import { makeLimiter, type Rule } from "./store";
import { tooManyAttempts } from "./errors";

const MINUTE = 60;
const HOUR = 3600;

export const RULES = {
  /** Consecutive failed sign-ins of one account from one address (reset by a success). */
  loginAccountAddress: { points: 10, seconds: 15 * MINUTE, lockSeconds: 15 * MINUTE },
  /** Failed sign-ins of one account from anywhere: a distributed guess at one password. */
  loginAccount: { points: 30, seconds: HOUR, lockSeconds: 15 * MINUTE },
  /** Failed sign-ins from one address, any account: one client spraying passwords. */
  loginAddress: { points: 100, seconds: 24 * HOUR, lockSeconds: HOUR },
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
} satisfies Record<string, Rule>;
type RuleName = keyof typeof RULES;

/** After this many consecutive failures a sign-in answers 250 ms later per further failure (at most 2 s). */
export const SLOW_DOWN_AFTER = 3;
const STEP_MS = 250;
const MAX_DELAY_MS = 2000;

const limiters = new Map<RuleName, RateLimiterAbstract>();
function limiter(name: RuleName): RateLimiterAbstract {
  let l = limiters.get(name);
  if (!l) limiters.set(name, (l = makeLimiter(name, RULES[name])));
  return l;
}

const accountKey = (email: string) => email.trim().toLowerCase();

/**
 * Counts one attempt on every key BEFORE the attempt is made, so that concurrent requests
 * (or aliases) cannot all slip past a check; beyond a rule's points the key is locked for
 * the rule's lock time (rate-limiter-flexible's blockDuration) and the caller gets a 429.
 * Returns the attempts counted on the first key.
 */
async function take(ctx: ServiceContext, keys: [RuleName, string][]): Promise<number> {
  const results = await Promise.all(keys.map(([name, key]) => limiter(name).consume(key).then((r) => ({ ok: true, r }), (r) => ({ ok: false, r }))));
  const refused = results.filter((x) => !x.ok);
  if (refused.length) {
    // A store failure (not a refusal) leaves msBeforeNext undefined: refuse for a minute.
    const wait = Math.max(...refused.map((x) => (x.r instanceof Error ? 60_000 : (x.r.msBeforeNext as number))));
    throw await tooManyAttempts(ctx.prisma, ctx.language, wait);
  }
  return results[0]!.r.consumedPoints as number;
}

const signInKeys = (ctx: ServiceContext, email: string): [RuleName, string][] => [
  ["loginAccountAddress", `${accountKey(email)}|${ctx.clientIp}`],
  ["loginAccount", accountKey(email)],
  ["loginAddress", ctx.clientIp],
];

/** Before a password is checked: counts the attempt (refusing a locked account or address), slows down after failures. */
export async function beforeSignIn(ctx: ServiceContext, email: string): Promise<void> {
  const consecutive = await take(ctx, signInKeys(ctx, email));
  const failures = consecutive - 1;
  if (failures >= SLOW_DOWN_AFTER) await Bun.sleep(Math.min((failures - SLOW_DOWN_AFTER + 1) * STEP_MS, MAX_DELAY_MS));
}

/** A successful sign-in does not count: its attempt is given back and the consecutive failures forgotten. */
export async function signInSucceeded(ctx: ServiceContext, email: string): Promise<void> {
  const [accountAddress, ...others] = signInKeys(ctx, email);
  await Promise.all([limiter(accountAddress[0]).delete(accountAddress[1]), ...others.map(([name, key]) => limiter(name).reward(key, 1))]);
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
