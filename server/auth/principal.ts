// The authenticated caller, resolved once per request from the bearer token and the
// server-side session row. Every service receives it; nothing trusts ids from the body
// for who the caller is.
import type { PrismaClient, UserKind } from "../db/generated/client";
import { tokenHash, verifyToken } from "./tokens";
import { unauthorized } from "../http/errors";

export interface Principal {
  userId: number;
  email: string;
  kind: UserKind;
  /** 0 company admin, 1 supervisor, 2 operator, 3 distributor user, 4 connection; null for system. */
  userType: number | null;
  distributorId: number | null;
  companyId: number | null;
  sectorId: number | null;
  languageId: number | null;
  sessionId: string;
}

export function bearerToken(header: string | null | undefined): string | null {
  const m = header?.match(/^Bearer\s+(.+)$/i);
  return m ? m[1]!.trim() : null;
}

/** Verifies signature and exp (TokenExpired when past), then that the session is still open. */
export async function principalFromToken(prisma: PrismaClient, token: string): Promise<Principal> {
  await verifyToken(token);
  const session = await prisma.session.findUnique({
    where: { id: tokenHash(token) },
    include: { user: { include: { company: { select: { distributorId: true, active: true } } } } },
  });
  if (!session || session.revokedAt || session.expiresAt < new Date() || !session.user.active) throw unauthorized();
  const u = session.user;
  if (u.company && !u.company.active) throw unauthorized();
  return {
    userId: u.id,
    email: u.email,
    kind: u.kind,
    userType: u.userTypeId,
    distributorId: u.distributorId ?? u.company?.distributorId ?? null,
    companyId: u.companyId,
    sectorId: u.sectorId,
    languageId: u.languageId,
    sessionId: session.id,
  };
}

export function requirePrincipal(p: Principal | null): Principal {
  if (!p) throw unauthorized();
  return p;
}
