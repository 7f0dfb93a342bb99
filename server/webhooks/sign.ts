// Webhook signatures. Each subscription row has its own secret (shown to the company
// administrator on the subscriptions screen); every request carries
//   X-SterileQC-Timestamp: <unix seconds>
//   X-SterileQC-Signature: sha256=<hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret>
// Signing the timestamp with the body lets receivers refuse replays (docs/webhooks.md).
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export const SIGNATURE_PREFIX = "sha256=";

export function newSecret(): string {
  return randomBytes(32).toString("hex");
}

export function sign(secret: string, timestamp: string, body: string): string {
  return SIGNATURE_PREFIX + createHmac("sha256", secret).update(`${timestamp}.${body}`).digest("hex");
}

/**
 * What a receiver does (exported for tests and as the reference in docs/webhooks.md): true when
 * the signature matches and the timestamp is within `toleranceSeconds` of now.
 */
export function verify(secret: string, headers: { timestamp: string | null; signature: string | null }, body: string, toleranceSeconds = 300, now = Date.now()): boolean {
  if (!headers.timestamp || !headers.signature || !/^\d+$/.test(headers.timestamp)) return false;
  if (Math.abs(now / 1000 - Number(headers.timestamp)) > toleranceSeconds) return false;
  const expected = Buffer.from(sign(secret, headers.timestamp, body));
  const given = Buffer.from(headers.signature);
  return expected.length === given.length && timingSafeEqual(expected, given);
}
