// Helpers shared by the demo reading generators: plans per company, timestamps, lots,
// cycle numbers and the audit rows of edited readings.
import type { ReadingKind, ReadingState } from "../db/generated/client";
import { DAY_MS, HOUR_MS } from "./context";
import { DEMO_IDS } from "./demo-tenants";
import type { Random } from "./random";

const C = DEMO_IDS.companies;
const U = DEMO_IDS.users;

export interface ReadingPlan {
  bi: { live: number; provisional: number; historical: number; disinfection: number; positives: number };
  pro: { live: number; provisional: number; historical: number };
  cheSterilizer: { provisional: number; historical: number };
  cheWasher: { provisional: number; historical: number };
  /** Oldest historical BI readings that came from a desktop database import. */
  migratedBI: number;
}

export const PLANS: Record<number, ReadingPlan> = {
  [C.hospitalA]: {
    bi: { live: 10, provisional: 20, historical: 270, disinfection: 15, positives: 4 },
    pro: { live: 4, provisional: 16, historical: 130 }, // live capped by the reader's 4 protein ports
    cheSterilizer: { provisional: 10, historical: 50 },
    cheWasher: { provisional: 10, historical: 50 },
    migratedBI: 15,
  },
  [C.hospitalB]: {
    bi: { live: 4, provisional: 6, historical: 50, disinfection: 4, positives: 1 },
    pro: { live: 2, provisional: 4, historical: 24 },
    cheSterilizer: { provisional: 3, historical: 12 },
    cheWasher: { provisional: 3, historical: 12 },
    migratedBI: 0,
  },
  [C.clinicC]: {
    bi: { live: 5, provisional: 8, historical: 67, disinfection: 5, positives: 1 },
    pro: { live: 0, provisional: 4, historical: 36 }, // its protein reader is disconnected
    cheSterilizer: { provisional: 4, historical: 16 },
    cheWasher: { provisional: 4, historical: 16 },
    migratedBI: 0,
  },
};

/** Who reviews and edits readings in each company (first = most active). */
export const STAFF: Record<number, number[]> = {
  [C.hospitalA]: [U.supervisorA, U.operatorA, U.adminA],
  [C.hospitalB]: [U.adminB],
  [C.clinicC]: [U.adminC],
};

/** Id counters across companies: rows get explicit ids so readings can be cross-referenced. */
export type IdCounters = Record<"bi" | "pro" | "cheSterilizer" | "cheWasher" | "image", number>;
export function newIdCounters(): IdCounters {
  return { bi: 0, pro: 0, cheSterilizer: 0, cheWasher: 0, image: 0 };
}

/** A moment between `fromDays` and `toDays` days ago, during a working day (06:00-22:00 UTC). */
export function pastTime(rng: Random, now: Date, fromDays: number, toDays: number): Date {
  const dayStart = Math.floor(now.getTime() / DAY_MS) * DAY_MS;
  for (;;) {
    const day = dayStart - rng.int(toDays, fromDays) * DAY_MS;
    const t = day + rng.int(6 * 3600, 22 * 3600 - 1) * 1000 + rng.int(0, 999);
    if (t < now.getTime() - toDays * DAY_MS && t > now.getTime() - fromDays * DAY_MS) return new Date(t);
  }
}

/** A moment within the last `hours` hours (but not in the last `minHours`). */
export function recentTime(rng: Random, now: Date, hours: number, minHours = 0): Date {
  return new Date(now.getTime() - Math.round((minHours + rng.next() * (hours - minHours)) * HOUR_MS));
}

/** `t` plus a program length in hours, to the whole second (0.3333 h is 20 min, not 19.998). */
export function addHours(t: Date, hours: number): Date {
  return new Date(t.getTime() + Math.round(hours * 3600) * 1000);
}

/** Calendar date (for @db.Date columns) `days` after `t`. */
export function dateOnly(t: Date, days = 0): Date {
  return new Date(Math.floor(t.getTime() / DAY_MS) * DAY_MS + days * DAY_MS);
}

/** Machine cycle counter: one cycle every 3 hours since a fixed origin, so cycle numbers grow
 * with time and indicators processed in the same load share a cycle. */
const CYCLE_ORIGIN = Date.UTC(2024, 0, 1);
export function cycleNumber(machineId: number, t: Date): string {
  return String(machineId * 10_000 + Math.floor((t.getTime() - CYCLE_ORIGIN) / (3 * HOUR_MS)));
}

/** A few production lots per product and company, chosen once (GS1 AI 10: up to 20 chars). */
export function lotPicker(rng: Random) {
  const lots = new Map<number, string[]>();
  return (productId: number): string => {
    if (!lots.has(productId)) {
      lots.set(productId, Array.from({ length: 3 }, () => `${rng.int(23, 25)}${String(rng.int(1, 12)).padStart(2, "0")}${rng.code(3)}`));
    }
    return rng.pick(lots.get(productId)!);
  };
}

/** Choose exactly k distinct indexes below n. */
export function chooseIndexes(rng: Random, n: number, k: number): Set<number> {
  const chosen = new Set<number>();
  while (chosen.size < Math.min(k, n)) chosen.add(rng.int(0, n - 1));
  return chosen;
}

/** Historical readings are split between "to historical" and "confirm and save". */
export function finishedState(rng: Random): ReadingState {
  return rng.chance(0.25) ? "SAVED" : "HISTORICAL";
}

export interface AuditRow {
  companyId: number;
  readingKind: ReadingKind;
  readingId: number;
  userId: number;
  at: Date;
  action: string;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
}

/** Edit marks shared by all reading kinds; pushes the matching audit row. */
export function maybeEdit(
  rng: Random, p: number, kind: ReadingKind, companyId: number, readingId: number, after: Date, now: Date, audit: AuditRow[],
): { edited: boolean; editUserId: number | null; editedAt: Date | null; notes: string | null } {
  if (!rng.chance(p)) return { edited: false, editUserId: null, editedAt: null, notes: null };
  const editUserId = rng.pick(STAFF[companyId]!);
  const editedAt = new Date(Math.min(after.getTime() + rng.int(1, 36) * HOUR_MS, now.getTime() - HOUR_MS));
  const notes = rng.pick(["Reviewed with supervisor", "Load released", "Book reference corrected", "Label reprinted", "Checked against sterilizer printout"]);
  audit.push({ companyId, readingKind: kind, readingId, userId: editUserId, at: editedAt, action: "edit", field: "notes", oldValue: null, newValue: notes });
  return { edited: true, editUserId, editedAt, notes };
}
