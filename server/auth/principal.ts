// The authenticated caller, resolved once per request from the bearer token and the
// server-side session row. Every service receives it; nothing trusts ids from the body
// for who the caller is.
import type { UserKind } from "../db/generated/client";
import type { Database } from "../db/client";
import { tokenHash, verifyToken } from "./tokens";
import { unauthorized } from "../domain/errors";

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
  /** When the session (and its token) expires: live sockets close then. */
  expiresAt: Date;
}

export function bearerToken(header: string | null | undefined): string | null {
  const m = header?.match(/^Bearer\s+(.+)$/i);
  return m ? m[1]!.trim() : null;
}

/** Verifies signature and exp (TokenExpired when past), then that the session is still open. */
const PRINCIPAL_SQL = `
    SELECT s."id" AS "sessionId", s."expiresAt", s."revokedAt", u."id" AS "userId", u."email", u."kind"::text AS "kind",
           u."userTypeId", u."distributorId", u."companyId", u."sectorId", u."languageId", u."active",
           c."distributorId" AS "companyDistributorId", c."active" AS "companyActive"
    FROM "session" s JOIN "app_user" u ON u."id" = s."userId" LEFT JOIN "company" c ON c."id" = u."companyId"
    WHERE s."id" = $1`;

export async function principalFromToken(db: Pick<Database, "prepared">, token: string): Promise<Principal> {
  await verifyToken(token);
  // One round trip per request: session, user and company together, as a prepared statement
  // on the driver (every request runs it: no query compilation, planned once per connection).
  const rows = await db.prepared<SessionRow>("principal_by_session", PRINCIPAL_SQL, [tokenHash(token)]);
  const r = rows[0];
  if (!r || r.revokedAt || new Date(r.expiresAt) < new Date() || !r.active || r.companyActive === false) throw unauthorized();
  return {
    userId: r.userId,
    email: r.email,
    kind: r.kind as UserKind,
    userType: r.userTypeId,
    distributorId: r.distributorId ?? r.companyDistributorId ?? null,
    companyId: r.companyId,
    sectorId: r.sectorId,
    languageId: r.languageId,
    sessionId: r.sessionId,
    expiresAt: new Date(r.expiresAt),
  };
}

interface SessionRow {
  sessionId: string;
  expiresAt: Date;
  revokedAt: Date | null;
  userId: number;
  email: string;
  kind: string;
  userTypeId: number | null;
  distributorId: number | null;
  companyId: number | null;
  sectorId: number | null;
  languageId: number | null;
  active: boolean;
  companyDistributorId: number | null;
  companyActive: boolean | null;
}

export function requirePrincipal(p: Principal | null): Principal {
  if (!p) throw unauthorized();
  return p;
}
