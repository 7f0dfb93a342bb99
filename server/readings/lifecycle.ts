// The reading life cycle, enforced here and nowhere else:
//   LIVE (incubating) → PROVISIONAL (result reported by the agent)
//   PROVISIONAL → HISTORICAL ("to historical") or → SAVED ("confirm and save"; a protein
//   reading only once a measure is associated, status 3)
// Chemical readings have no incubation: they are created PROVISIONAL. HISTORICAL and SAVED
// are final; only their notes and review fields may still be edited (historical browser).
import type { ReadingKind, ReadingState } from "../db/generated/client";
import { SaveErrors } from "../domain/errors";

export type Transition = "result" | "toHistorical" | "confirmAndSave";

const ALLOWED: Record<Transition, { from: ReadingState[]; to: ReadingState }> = {
  result: { from: ["LIVE"], to: "PROVISIONAL" },
  toHistorical: { from: ["PROVISIONAL"], to: "HISTORICAL" },
  confirmAndSave: { from: ["PROVISIONAL"], to: "SAVED" },
};

/** Protein readings may be confirmed and saved only with status 3 (measure associated). */
export const PRO_READY_TO_SAVE = 3;

const STATE_TEXT: Record<ReadingState, string> = { LIVE: "still incubating", PROVISIONAL: "provisional", HISTORICAL: "already in the historical record", SAVED: "already saved" };

/** The target state, or a SaveErrors explaining why the move is not allowed. */
export function nextState(kind: ReadingKind, reading: { state: ReadingState; readNumber: number; status?: number }, move: Transition): ReadingState {
  const rule = ALLOWED[move];
  if (!rule.from.includes(reading.state)) {
    throw new SaveErrors([`Reading ${reading.readNumber} is ${STATE_TEXT[reading.state]}: it cannot be ${move === "result" ? "given a result" : move === "toHistorical" ? "moved to historical" : "confirmed and saved"}.`]);
  }
  if (move === "confirmAndSave" && kind === "PRO" && reading.status !== PRO_READY_TO_SAVE) {
    throw new SaveErrors([`Reading ${reading.readNumber} can be confirmed and saved only after a measure is associated.`]);
  }
  return rule.to;
}

/** States whose readings can still be edited in full (live and provisional screens). */
export const OPEN_STATES: ReadingState[] = ["LIVE", "PROVISIONAL"];
export const FINAL_STATES: ReadingState[] = ["HISTORICAL", "SAVED"];
