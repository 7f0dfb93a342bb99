// Ending sessions: the server-side rows are revoked in the caller's transaction, and after
// commit every instance is told (pub/sub) to close the live sockets those sessions opened.
import type { Prisma } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { SessionsEnded } from "../pubsub";
import { principalsFor } from "../auth/principals";

type Db = Pick<Prisma.TransactionClient, "session">;

export type Ending = Omit<SessionsEnded, "reason" | "code"> & { code?: SessionsEnded["code"]; reason: string };

/** Revokes the user's open sessions (all, one, or all but one) inside `db` (a transaction). */
export async function revokeSessions(db: Db, e: Ending): Promise<void> {
  await db.session.updateMany({
    where: { userId: e.userId, revokedAt: null, ...(e.sessionId ? { id: e.sessionId } : {}), ...(e.except ? { NOT: { id: e.except } } : {}) },
    data: { revokedAt: new Date() },
  });
}

/** After the revoking transaction committed: close the sockets, here and on other instances. */
export function announceEnded(ctx: Pick<ServiceContext, "pubsub" | "db">, e: Ending): void {
  // This instance forgets the user's remembered principals now; the others when the database's notification reaches them.
  principalsFor(ctx.db).forgetUser(e.userId);
  ctx.pubsub.publish("session:ended", { code: 4401, ...e });
}
