// The logo's image URL. An <img> cannot send the bearer token, so the GraphQL field that
// hands the URL to a signed-in user of the company signs it: HMAC-SHA256 over the company,
// the picture's version (its updatedAt) and an expiry. The image route serves the picture
// only for a valid, unexpired signature of the current version; nothing else is needed (no
// cookie, no token in the URL, nothing an attacker can build from the company id alone).
//
// The expiry is rounded to the hour (valid 1 to 2 hours), so one page session keeps the same
// URL and the browser may cache the picture for as long as the URL lives. A replaced
// picture is a new version, hence a new URL; the old one answers Not found.
import { createHmac, timingSafeEqual } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import { join } from "node:path";
import type { Config } from "../config";

const HOUR = 3600;

let cached: { secret: string; key: Buffer } | null = null;

/**
 * A key of its own derived from the session-token secret (TOKEN_SECRET, or the one kept in
 * the data folder): the same on every instance that shares the sessions, and a logo
 * signature can never pass for anything else.
 */
function signingKey(config: Pick<Config, "tokenSecret" | "dataDir">): Buffer {
  const file = join(config.dataDir, "token-secret");
  const secret = config.tokenSecret ?? (existsSync(file) ? readFileSync(file, "utf8").trim() : "");
  if (!secret) throw new Error("token secret not initialised");
  if (cached?.secret !== secret) cached = { secret, key: createHmac("sha256", secret).update("sterile-qc:company-logo-url:v1").digest() };
  return cached.key;
}

const signature = (key: Buffer, companyId: number, version: number, exp: number) => createHmac("sha256", key).update(`${companyId}:${version}:${exp}`).digest("base64url");

/** The signed URL of a company's current picture (`version` = its updatedAt in ms). */
export function logoUrl(config: Pick<Config, "tokenSecret" | "dataDir">, companyId: number, updatedAt: Date, now = Date.now()): string {
  const version = updatedAt.getTime();
  const exp = (Math.floor(now / 1000 / HOUR) + 2) * HOUR;
  return `/api/companyfile/${companyId}/image?v=${version}&exp=${exp}&sig=${signature(signingKey(config), companyId, version, exp)}`;
}

/** Seconds the URL stays valid (0: expired or not signed by us). */
export function checkLogoUrl(config: Pick<Config, "tokenSecret" | "dataDir">, companyId: number, version: number, exp: number, sig: string, now = Date.now()): number {
  const left = exp - Math.floor(now / 1000);
  if (!(left > 0) || left > 2 * HOUR) return 0;
  const expected = Buffer.from(signature(signingKey(config), companyId, version, exp));
  const given = Buffer.from(sig);
  return given.length === expected.length && timingSafeEqual(given, expected) ? left : 0;
}
