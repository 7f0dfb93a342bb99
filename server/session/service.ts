// Sign-in, sign-out, token renewal, forced password change and password recovery.
import type { ServiceContext } from "../context";
import { Checker, str } from "../validation/checker";
import { DomainError, forbidden, unauthorized, ValidationError } from "../domain/errors";
import { hashPassword, meetsPasswordRule, PASSWORD_RULE_MESSAGE, verifyPassword } from "../auth/passwords";
import { signToken, tokenHash } from "../auth/tokens";
import { distributorByEncryptedId, publicBaseUrl } from "../distributors/service";
import { beforeRecovery, beforeSignIn, countRequest, recoverySucceeded, signInSucceeded } from "../limits/attempts";
import { announceEnded, revokeSessions } from "./ended";
import { afterFailedSignIn } from "./attack";
import { claimsFor } from "./claims";
import { renderMail, sendMail } from "../mail/outbox";
import { generalText } from "../i18n/translations";
import { recipientLanguage } from "../i18n/languages";

const INVALID_LOGIN = "Invalid email or password.";

export const normalEmail = (email: unknown) => str(email).toLowerCase();

/** Issues a token and opens its server-side session. */
export async function issueToken(ctx: ServiceContext, userId: number): Promise<string> {
  const claims = await claimsFor(ctx.prisma, userId);
  const { token, expiresAt } = await signToken(claims, ctx.config.tokenTtlSeconds);
  await ctx.prisma.session.create({ data: { id: tokenHash(token), userId, expiresAt } });
  return token;
}

/** A user signs in only through its own distributor's domain; provider staff through any. */
export async function login(ctx: ServiceContext, input: { email: unknown; password: unknown; distId: unknown }): Promise<string> {
  new Checker().required("Email", input.email).required("Password", input.password).throwIfAny();
  const dist = await distributorByEncryptedId(ctx.prisma, input.distId);
  const email = normalEmail(input.email);
  await beforeSignIn(ctx, email);
  const user = await ctx.prisma.appUser.findUnique({ where: { email }, include: { company: true } });
  // Verify even for unknown users so response time does not reveal which emails exist.
  const ok = await verifyPassword(str(input.password), user?.passwordHash ?? DUMMY_HASH);
  const userDistributor = user?.distributorId ?? user?.company?.distributorId ?? null;
  if (!user || !ok || !user.active || (user.company && !user.company.active) || (user.kind !== "SYSTEM" && userDistributor !== dist.id)) {
    await afterFailedSignIn(ctx, email, dist);
    throw unauthorized(INVALID_LOGIN);
  }
  await signInSucceeded(ctx, email);
  await ctx.prisma.appUser.update({ where: { id: user.id }, data: { lastLoginAt: new Date() } });
  return issueToken(ctx, user.id);
}
const DUMMY_HASH = await Bun.password.hash("dummy-password-for-timing", { algorithm: "argon2id" });

export async function logout(ctx: ServiceContext): Promise<void> {
  if (!ctx.principal) throw unauthorized();
  const ending = { userId: ctx.principal.userId, sessionId: ctx.principal.sessionId, reason: "Signed out" };
  await revokeSessions(ctx.prisma, ending);
  announceEnded(ctx, ending);
}

/** A fresh token with current claims (after the user's own sector or flags changed). */
export async function renewToken(ctx: ServiceContext): Promise<string> {
  if (!ctx.principal) throw unauthorized();
  return issueToken(ctx, ctx.principal.userId);
}

export async function mustChangePasswordText(ctx: ServiceContext): Promise<string> {
  const languageId = ctx.principal ? (await recipientLanguage(ctx.prisma, ctx.principal.userId)).id : null;
  return generalText(ctx.prisma, "MustChangePasswordText", languageId, "For security reasons you must change your password before continuing.");
}

/** Required, and the password rule of spec 002 (also the change-password screen's, server/account). */
export function checkNewPassword(field: string, password: unknown) {
  const c = new Checker().required(field, password);
  if (c.ok && !meetsPasswordRule(str(password))) c.add(field, PASSWORD_RULE_MESSAGE);
  c.throwIfAny();
}

/** The signed-in user replaces a password it must change (or chooses to). */
/** What both doors answer after a password change. */
export const PASSWORD_CHANGED = "Your password has been changed.";
export const PASSWORD_RECOVERED = "Your password has been changed. You can sign in now.";

export async function restorePassword(ctx: ServiceContext, input: { userId: unknown; password: unknown }): Promise<void> {
  if (!ctx.principal) throw unauthorized();
  if (input.userId !== undefined && input.userId !== null && Number(input.userId) !== ctx.principal.userId) throw forbidden();
  checkNewPassword("Password", input.password);
  const passwordHash = await hashPassword(str(input.password));
  // The user's other sessions (other browsers, a stolen token) end; this one goes on.
  const ending = { userId: ctx.principal.userId, except: ctx.principal.sessionId, reason: "Password changed" };
  await ctx.prisma.$transaction(async (tx) => {
    await tx.appUser.update({ where: { id: ctx.principal!.userId }, data: { passwordHash, mustChangePassword: false, editDate: new Date(), editUserId: ctx.principal!.userId } });
    await revokeSessions(tx, ending);
  });
  announceEnded(ctx, ending);
}

const RECOVERY_SENT = "If the address belongs to an account, a recovery link has been sent to it.";

/** Mails a single-use recovery link; answers the same whether or not the address exists. */
export async function forgotPassword(ctx: ServiceContext, input: { email: unknown; distId: unknown }): Promise<string> {
  new Checker().required("Email", input.email).throwIfAny();
  const dist = await distributorByEncryptedId(ctx.prisma, input.distId);
  const email = normalEmail(input.email);
  await countRequest(ctx, "forgotPassword", email);
  const user = await ctx.prisma.appUser.findUnique({ where: { email }, include: { company: true } });
  const userDistributor = user?.distributorId ?? user?.company?.distributorId ?? null;
  if (!user || !user.active || (user.kind !== "SYSTEM" && userDistributor !== dist.id)) return RECOVERY_SENT;
  const token = Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url");
  const now = new Date();
  await ctx.prisma.$transaction(async (tx) => {
    // Only the newest link works: a new request voids the older unused ones.
    await tx.passwordRecovery.updateMany({ where: { userId: user.id, usedAt: null }, data: { usedAt: now } });
    await tx.passwordRecovery.create({ data: { userId: user.id, tokenHash: tokenHash(token), expiresAt: new Date(now.getTime() + ctx.config.recoveryTtlMinutes * 60_000) } });
  });
  // The link's address is the distributor's configured one, never the request's Origin/Host.
  const link = `${publicBaseUrl(ctx.config, dist)}/login/passwordrecovery/${token}/${encodeURIComponent(user.email)}/${encodeURIComponent(dist.encryptedId)}`;
  const mail = await renderMail(ctx.prisma, "PasswordRecovery", user.languageId ?? user.company?.languageId ?? null, { Name: user.name, Link: link });
  await sendMail(ctx.prisma, ctx.config, { to: user.email, ...mail });
  return RECOVERY_SENT;
}

/** Applies a recovery link: valid once, before it expires, for the email it was sent to. */
export async function recoverPassword(ctx: ServiceContext, input: { email: unknown; distId: unknown; token: unknown; password: unknown }): Promise<void> {
  checkNewPassword("password", input.password);
  await distributorByEncryptedId(ctx.prisma, input.distId);
  await beforeRecovery(ctx);
  const invalid = new DomainError("RECOVERY_INVALID", "The recovery link is not valid or has expired. Ask for a new one.");
  const rec = await ctx.prisma.passwordRecovery.findUnique({ where: { tokenHash: tokenHash(str(input.token)) }, include: { user: true } });
  if (!rec || rec.usedAt || rec.expiresAt < new Date() || rec.user.email !== normalEmail(input.email)) throw invalid;
  const passwordHash = await hashPassword(str(input.password));
  // A recovered account's sessions end: whoever knew the old password is out.
  const ending = { userId: rec.userId, reason: "Password recovered" };
  await ctx.prisma.$transaction(async (tx) => {
    // Claim the link atomically so two concurrent uses cannot both succeed.
    const claimed = await tx.passwordRecovery.updateMany({ where: { id: rec.id, usedAt: null }, data: { usedAt: new Date() } });
    if (claimed.count !== 1) throw invalid;
    await tx.appUser.update({ where: { id: rec.userId }, data: { passwordHash, mustChangePassword: false, editDate: new Date() } });
    await revokeSessions(tx, ending);
  });
  announceEnded(ctx, ending);
  await recoverySucceeded(ctx);
}

export { ValidationError };
