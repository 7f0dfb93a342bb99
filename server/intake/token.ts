// Intake tokens (docs/intake-api.md): what the mobile-scan button's QR code carries so the
// phone can send one chemical reading with its photo without the user's password or
// session token. 32 random bytes, shown once; only their SHA-256 is stored. Bound to the
// company, sector, user and reading kind of the screen that minted it; valid 15 minutes;
// single use: the reading it creates consumes it in the same transaction.
import { createHash, randomBytes } from "node:crypto";
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { Prisma, PrismaClient } from "../db/generated/client";
import { STAFF } from "../auth/scopes";
import { requireScope } from "../auth/scopes";
import { ValidationError } from "../domain/errors";

export const INTAKE_TOKEN_TTL_MS = 15 * 60 * 1000;
export const INTAKE_KINDS = ["CHE_STERILIZER", "CHE_WASHER"] as const;
export type IntakeKind = (typeof INTAKE_KINDS)[number];
const PREFIX = "itk_";

export const hashIntakeToken = (token: string) => createHash("sha256").update(token).digest("hex");

/** The deep link the tracing app opens: server, kind and the token (see web/screens/readings/chemical/mobileScan.ts). */
export function intakeLink(origin: string, kind: IntakeKind, token: string): string {
  const params = new URLSearchParams({ v: "2", server: origin, kind, token });
  return `trazanto://readings/scan?${params.toString()}`;
}

export function parseIntakeKind(raw: unknown): IntakeKind {
  if (typeof raw === "string" && (INTAKE_KINDS as readonly string[]).includes(raw)) return raw as IntakeKind;
  throw new ValidationError({ kind: [raw === undefined || raw === null || raw === "" ? "This field is required" : `Choose one of: ${INTAKE_KINDS.join(", ")}.`] });
}

/** Mints a token for the signed-in staff user's company and sector (the screen they are on). */
export async function mintIntakeToken(ctx: ServiceContext, rawKind: unknown) {
  requireScope(ctx.principal, STAFF);
  const p = ctx.principal!;
  const kind = parseIntakeKind(rawKind);
  if (p.companyId === null || p.sectorId === null) throw new ValidationError({ sectorId: ["Your user has no sector: ask an administrator to assign one."] });
  const token = PREFIX + randomBytes(32).toString("base64url");
  const expiresAt = new Date(Date.now() + INTAKE_TOKEN_TTL_MS);
  await ctx.prisma.intakeToken.create({ data: { tokenHash: hashIntakeToken(token), companyId: p.companyId, sectorId: p.sectorId, userId: p.userId, kind, expiresAt } });
  return { token, kind, expiresAt, link: intakeLink(ctx.origin, kind, token) };
}

export type IntakeTokenRow = NonNullable<Awaited<ReturnType<PrismaClient["intakeToken"]["findUnique"]>>>;

/**
 * Marks the token used if it still may be (unused, not expired); false when another request
 * took it first. Runs inside the reading's transaction: a failed intake leaves it unused.
 */
export async function consumeIntakeToken(tx: Prisma.TransactionClient, id: number, now: Date): Promise<boolean> {
  const { count } = await tx.intakeToken.updateMany({ where: { id, usedAt: null, expiresAt: { gt: now } }, data: { usedAt: now } });
  return count === 1;
}
