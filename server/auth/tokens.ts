// Session tokens: HS256 JWTs signed with jose carrying exactly the session claims of
// spec 000 section 3 (plus the registered jti). Server-side state (table session, keyed
// by the token's SHA-256) lets logout revoke a token before its exp.
import { SignJWT, jwtVerify, errors as joseErrors } from "jose";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";
import { tokenExpired, unauthorized } from "../domain/errors";

export interface SessionClaims {
  Id: number;
  Email: string;
  UserType?: number;
  Company: { Id: number; Name: string; Country: string; Province: string; City: string; Addres: string | null; Phone: string | null } | null;
  Distributor: { Name: string; Domain: string } | null;
  Sector: string | null;
  SectorId: number | null;
  PermittedLanguage: string | null;
  MustChangePassword: boolean;
  IdDistributorCompany: string | null;
  UserTypeDescription: string | null;
  exp?: number;
}

let secretKey: Promise<CryptoKey> | null = null;

/** TOKEN_SECRET, else a random secret kept in the data folder (set TOKEN_SECRET when several instances share a database). */
export function initTokenSecret(config: Pick<Config, "tokenSecret" | "dataDir">): void {
  let secret = config.tokenSecret;
  if (!secret) {
    const file = join(config.dataDir, "token-secret");
    if (!existsSync(file)) {
      mkdirSync(config.dataDir, { recursive: true });
      writeFileSync(file, Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString("base64url"), { mode: 0o600 });
    }
    secret = readFileSync(file, "utf8").trim();
  }
  verified.clear();
  // Imported once: jose given raw bytes would import the key again on every verification.
  secretKey = crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign", "verify"]);
}

function key(): Promise<CryptoKey> {
  if (!secretKey) throw new Error("token secret not initialised");
  return secretKey;
}

export async function signToken(claims: SessionClaims, ttlSeconds: number): Promise<{ token: string; expiresAt: Date }> {
  const exp = Math.floor(Date.now() / 1000) + ttlSeconds;
  const { exp: _ignored, ...rest } = claims;
  // jti makes every token unique (two sign-ins in the same second must not collide on the session row).
  const token = await new SignJWT({ ...rest }).setProtectedHeader({ alg: "HS256", typ: "JWT" }).setJti(crypto.randomUUID()).setExpirationTime(exp).sign(await key());
  return { token, expiresAt: new Date(exp * 1000) };
}

/**
 * Tokens whose signature was checked, until their exp: the HMAC check (~50 µs of WebCrypto) runs
 * once per token instead of on every request of an agent or a screen. Revocation does not rely
 * on it: the session row decides (auth/principal.ts; remembered by auth/principals.ts only
 * until the row changes).
 */
const verified = new Map<string, Readonly<SessionClaims>>();
const VERIFIED_MAX = 10_000;

export async function verifyToken(token: string): Promise<SessionClaims> {
  const known = verified.get(token);
  if (known) {
    if (known.exp === undefined || Date.now() / 1000 < known.exp) return known;
    verified.delete(token);
    throw tokenExpired();
  }
  try {
    const { payload } = await jwtVerify(token, await key(), { algorithms: ["HS256"] });
    const claims = Object.freeze(payload as unknown as SessionClaims);
    // Oldest first out: a Map iterates in insertion order.
    if (verified.size >= VERIFIED_MAX) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
    return claims;
  } catch (e) {
    if (e instanceof joseErrors.JWTExpired) throw tokenExpired();
    throw unauthorized();
  }
}

export function tokenHash(token: string): string {
  return new Bun.CryptoHasher("sha256").update(token).digest("hex");
}
