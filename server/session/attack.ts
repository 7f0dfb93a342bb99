// The owner of an account under attack is told, once a day (server/limits/attempts.ts decides
// when): someone keeps failing to sign in from addresses the account does not sign in from.
// Their password still works; the mail says so and how to change it if they doubt it.
import type { ServiceContext } from "../context";
import { signInFailed } from "../limits/attempts";
import { publicBaseUrl } from "../distributors/service";
import { renderMailForUser, sendMail } from "../mail/outbox";

/** After a failed sign-in through the page of distributor `pageDistributor`: mails the owner when the account is under attack. */
export async function afterFailedSignIn(ctx: ServiceContext, email: string, pageDistributor: { domain: string }): Promise<void> {
  if (!(await signInFailed(ctx, email))) return;
  const owner = await ctx.prisma.appUser.findUnique({
    where: { email },
    select: { id: true, name: true, active: true, distributor: { select: { domain: true } }, company: { select: { distributor: { select: { domain: true } } } } },
  });
  if (!owner?.active) return;
  // The owner's own distributor's address; provider staff have none and use the page's.
  const link = `${publicBaseUrl(ctx.config, owner.company?.distributor ?? owner.distributor ?? pageDistributor)}/login`;
  const mail = await renderMailForUser(ctx.prisma, "AccountUnderAttack", owner.id, { Name: owner.name, Link: link });
  await sendMail(ctx.prisma, ctx.config, { to: email, ...mail });
}
