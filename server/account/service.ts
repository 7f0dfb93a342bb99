// The signed-in user's own password (screen 130): any kind of user (provider, distributor,
// company) changes it by giving the current one. A wrong current password counts like a
// failed sign-in of the account (server/limits): a stolen session cannot be used to guess
// the password faster than the sign-in page allows. The user's other sessions end; the one
// that made the change goes on.
import type { ServiceContext } from "../context";
import { badRequest, forbidden, unauthorized, ValidationError } from "../domain/errors";
import { hashPassword, verifyPassword } from "../auth/passwords";
import { beforeSignIn, signInSucceeded } from "../limits/attempts";
import { checkNewPassword, normalEmail } from "../session/service";
import { announceEnded, revokeSessions } from "../session/ended";
import { appLog } from "../applog/service";
import { Checker, str } from "../validation/checker";
import { readerText } from "./texts";

export interface ChangePasswordInput {
  /** The legacy body names the user (Appuser.id, Appuser.Email): it must be the caller. */
  userId?: unknown;
  email?: unknown;
  currentPassword: unknown;
  newPassword: unknown;
}

/** The names each door gives the two passwords in its field errors. */
export interface PasswordFieldNames {
  current: string;
  next: string;
}

const GRAPHQL_FIELDS: PasswordFieldNames = { current: "currentPassword", next: "newPassword" };

/** Changes the caller's password; answers the success text in the caller's language. */
export async function changePassword(ctx: ServiceContext, input: ChangePasswordInput, fields: PasswordFieldNames = GRAPHQL_FIELDS): Promise<string> {
  const p = ctx.principal;
  if (!p) throw unauthorized();
  // Only one's own account: another user's id or address is refused whatever the passwords.
  if (input.userId !== undefined && input.userId !== null && input.userId !== "" && Number(input.userId) !== p.userId) throw forbidden();
  if (typeof input.email === "string" && input.email.trim() !== "" && normalEmail(input.email) !== p.email.toLowerCase()) throw forbidden();
  // Both fields are checked together, so the form learns every problem at once.
  const c = new Checker().required(fields.current, input.currentPassword);
  try {
    checkNewPassword(fields.next, input.newPassword);
  } catch (e) {
    if (!(e instanceof ValidationError)) throw e;
    for (const [field, messages] of Object.entries(e.errors)) for (const m of messages) c.add(field, m);
  }
  c.throwIfAny();

  await beforeSignIn(ctx, p.email);
  const user = await ctx.prisma.appUser.findUniqueOrThrow({ where: { id: p.userId }, select: { id: true, email: true, passwordHash: true } });
  if (!(await verifyPassword(str(input.currentPassword), user.passwordHash))) {
    throw badRequest(await readerText(ctx.prisma, p, "account.wrongCurrentPassword"));
  }
  await signInSucceeded(ctx, p.email);

  const passwordHash = await hashPassword(str(input.newPassword));
  const ending = { userId: p.userId, except: p.sessionId, reason: "Password changed" };
  await ctx.prisma.$transaction(async (tx) => {
    await tx.appUser.update({ where: { id: p.userId }, data: { passwordHash, mustChangePassword: false, editDate: new Date(), editUserId: p.userId } });
    await revokeSessions(tx, ending);
    await appLog(tx, p, { entity: "AppUser", entityId: p.userId, action: "changePassword", detail: `Password of ${user.email} changed by its owner` });
  });
  announceEnded(ctx, ending);
  return readerText(ctx.prisma, p, "account.passwordChanged");
}
