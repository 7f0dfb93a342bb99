// The hash an electronic signature is bound to (21 CFR Part 11 §11.70): a record's facts in a
// fixed order, dates as ISO text, hashed with SHA-256 when signed and again whenever shown — a
// record changed after its signature shows the signature void.
import { createHash } from "node:crypto";

export function factsHash(facts: unknown[]): string {
  return createHash("sha256")
    .update(JSON.stringify(facts, (_k, v) => (v instanceof Date ? v.toISOString() : v)))
    .digest("hex");
}
