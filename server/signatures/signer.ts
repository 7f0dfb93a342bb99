// An electronic signature (21 CFR Part 11 §11.50, §11.200): the signer re-enters their
// credentials at the moment of signing and states what the signature means. The first signing
// of a session asks for both components (the user name, i.e. the e-mail, and the password);
// later signings in the same session the password only (§11.200(a)(1)(i)). Wrong answers count
// on the sign-in counters (server/limits/attempts.ts), like failed sign-ins: ten in a row from
// one address refuse signing and signing in from that address.
import type { ServiceContext } from "../context";
import { ValidationError } from "../domain/errors";
import { verifyPassword } from "../auth/passwords";
import { beforeSignIn, signInSucceeded } from "../limits/attempts";

/** What an electronic signature may mean (§11.50: the meaning is part of the record). */
export const SIGNATURE_MEANINGS = ["REVIEWED", "APPROVED", "RELEASED", "RETURNED_TO_SERVICE"] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

export interface SignatureInput {
  password: unknown;
  meaning: SignatureMeaning;
  /** The user name (e-mail): required at the session's first signing. */
  userName?: unknown;
}

export interface Signer {
  userId: number;
  name: string;
}

/** Whether the caller's next signature must give both components (none given yet in this session). */
export async function needsIdentity(ctx: ServiceContext): Promise<boolean> {
  const s = await ctx.prisma.session.findUnique({ where: { id: ctx.principal!.sessionId }, select: { signedAt: true } });
  return !s?.signedAt;
}

/** Checks the signer's credentials; throws field errors (userName, password) when they are wrong. */
export async function verifySigner(ctx: ServiceContext, input: Pick<SignatureInput, "password" | "userName">): Promise<Signer> {
  const p = ctx.principal!;
  const first = await needsIdentity(ctx);
  const userName = typeof input.userName === "string" ? input.userName.trim() : "";
  const errors: Record<string, string[]> = {};
  if (first && !userName) errors.userName = ["Enter your user name: the first signature of a session asks for both your user name and your password."];
  if (typeof input.password !== "string" || input.password === "") errors.password = ["Enter your password to sign."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  await beforeSignIn(ctx, p.email);
  const user = await ctx.prisma.appUser.findUniqueOrThrow({ where: { id: p.userId }, select: { id: true, name: true, lastName: true, passwordHash: true } });
  // One answer for either wrong component: which one was wrong is not told.
  const identityOk = !userName || userName.toLowerCase() === p.email.toLowerCase();
  if (!(await verifyPassword(input.password as string, user.passwordHash)) || !identityOk) {
    throw new ValidationError({ password: [first ? "The user name or the password is not correct: the signature was not made." : "The password is not correct: the signature was not made."] });
  }
  await signInSucceeded(ctx, p.email);
  if (first) await ctx.prisma.session.update({ where: { id: p.sessionId }, data: { signedAt: new Date() } });
  return { userId: user.id, name: `${user.name} ${user.lastName}` };
}
