// Exposure minutes of the demo's processed sterilizer BIs, and loads that carry several BIs,
// so every demo sterilizer has a sterilisation score (screen 830) with something to see in
// each month. A pass over the generated rows with its own random stream: the main stream,
// and with it every other demo value, stays as it was.
import type { Prisma } from "../db/generated/client";
import { DAY_MS } from "./context";
import { PROCESS_BI } from "./reference";
import { createRandom, type Random } from "./random";

type Row = Prisma.ReadingBICreateManyInput;

/** Minutes at sterilisation temperature of one cycle record: mostly 4-18, a few short ones. */
function cycleMinutes(rng: Random): number {
  const roll = rng.next();
  if (roll < 0.06) return rng.int(1, 2); // cut short: the score's "high" band
  if (roll < 0.2) return rng.int(3, 4);
  if (roll < 0.55) return rng.int(5, 9);
  return rng.int(10, 18);
}

/**
 * Sets `exposureMinutes` (the cycle record's, shared by the BIs of a cycle) on every finished
 * processed BI of a sterilizer; about a third of them join the previous BI's load (same cycle)
 * when it ran less than two days before. A few readings lack the minutes (not copied) and a
 * few joined steam BIs have a low-resistance D value, so the score lists readings left out.
 */
export function exposeCycles(rows: Row[], seed = 830): void {
  const rng = createRandom(seed);
  const bySterilizer = new Map<number, Row[]>();
  for (const r of rows) {
    if (r.sterilizerId == null || r.conditionSCIB !== 1 || r.state === "LIVE" || !r.cycle) continue;
    bySterilizer.set(r.sterilizerId, [...(bySterilizer.get(r.sterilizerId) ?? []), r]);
  }
  for (const list of bySterilizer.values()) {
    list.sort((a, b) => new Date(a.startedAt).getTime() - new Date(b.startedAt).getTime());
    let previous: { cycle: string; at: number; minutes: number } | null = null;
    for (const r of list) {
      const at = new Date(r.startedAt).getTime();
      const joins: boolean = previous !== null && at - previous.at < 2 * DAY_MS && rng.chance(0.35);
      const minutes: number = joins ? previous!.minutes : cycleMinutes(rng);
      if (joins) {
        r.cycle = previous!.cycle;
        if (r.processId === PROCESS_BI.steam && rng.chance(0.12)) r.valueD = rng.float(1.2, 1.45, 2);
      }
      r.exposureMinutes = rng.chance(0.04) ? null : minutes;
      previous = { cycle: r.cycle!, at: joins ? previous!.at : at, minutes };
    }
  }
}
