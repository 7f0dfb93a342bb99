// A release signature is bound to the record it signs (21 CFR Part 11 §11.70: signatures linked
// to their records so that they cannot be transferred or the record changed under them): the
// load's facts — its BI's identity, result, times, lot, machine, cycle and load — hashed when
// signed, hashed again whenever shown. A record changed after the signature shows the signature
// void. (Not the control's id: another control of the lot passing later changes nothing signed.)
import { createHash } from "node:crypto";

export interface SignedFacts {
  id: number;
  readNumber: number;
  result: number | null;
  startedAt: Date;
  resultAt: Date | null;
  lot: string | null;
  cycle: string | null;
  loadNumber: string | null;
  sterilizerId: number | null;
}

/** SHA-256 (hex) of the facts in a fixed order (dates as ISO text). */
export function signedHash(f: SignedFacts): string {
  const facts = [f.id, f.readNumber, f.result, f.startedAt.toISOString(), f.resultAt?.toISOString() ?? null, f.lot, f.cycle, f.loadNumber, f.sterilizerId];
  return createHash("sha256").update(JSON.stringify(facts)).digest("hex");
}
