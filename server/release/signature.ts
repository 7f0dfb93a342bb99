// The facts a load's release signature signs (server/domain/signed-hash.ts): its BI's identity,
// result, times, lot, machine, cycle and load — not the control's id (another control of the
// lot passing later changes nothing signed).
import { factsHash } from "../domain/signed-hash";

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

export const signedHash = (f: SignedFacts): string => factsHash([f.id, f.readNumber, f.result, f.startedAt, f.resultAt, f.lot, f.cycle, f.loadNumber, f.sterilizerId]);
