// An electronic signature (21 CFR Part 11 §11.50, §11.200): the signer re-enters their password
// at the moment of signing and states what the signature means. Wrong passwords count toward
// the account's sign-in lockout (server/limits/attempts.ts), like failed sign-ins.
import type { ServiceContext } from "../context";
import { ValidationError } from "../domain/errors";
import { verifyPassword } from "../auth/passwords";
import { beforeSignIn, signInSucceeded } from "../limits/attempts";

export interface Signer {
  userId: number;
  name: string;
}

/** Checks the signer's password; throws a field error (password) when it is wrong. */
export async function verifySigner(ctx: ServiceContext, password: unknown): Promise<Signer> {
  const p = ctx.principal!;
  if (typeof password !== "string" || password === "") throw new ValidationError({ password: ["Enter your password to sign."] });
  await beforeSignIn(ctx, p.email);
  const user = await ctx.prisma.appUser.findUniqueOrThrow({ where: { id: p.userId }, select: { id: true, name: true, passwordHash: true } });
  if (!(await verifyPassword(password, user.passwordHash))) throw new ValidationError({ password: ["The password is not correct: the signature was not made."] });
  await signInSucceeded(ctx, p.email);
  return { userId: user.id, name: user.name };
}
