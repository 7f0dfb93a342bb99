// Protein history for the washer control charts (screen 840): every demo washer gets about 60
// reviewed protein readings over the last 90 days, so every chart model draws something real.
// Their levels are log-normal around a clean mean (ISO 15883-5: most under the 3 µg/cm² alert
// level), a few are marked "ignore from IQAS" (sampling errors), one per washer is over the
// 6.4 µg/cm² action level. Hospital A's "Washer 2" drifts in its last two days: ten readings
// above its centre line (Western Electric rule 4) ending in one far beyond 3 sigma (rule 1).
// The last two days hold no other reviewed readings (demo-readings.ts ends its history there),
// so the drift is not interrupted.
//
// The readings get their own random stream (the shared one would change every later row) and
// read numbers after the others'; the company's protein read numbers are then renumbered in
// time order, as the demo keeps them ("read numbers grow with time"), and the highlights the
// activity seed quotes follow their readings.
import type { Prisma } from "../db/generated/client";
import { DAY_MS, HOUR_MS, type Tx } from "./context";
import type { Catalogue, CompanyAssets } from "./demo-catalogue";
import { addHours, cycleNumber, finishedState, type IdCounters, lotPicker } from "./demo-reading-kit";
import type { ReadingHighlights } from "./demo-readings";
import { createRandom, type Random } from "./random";

const RANDOM_SEED = 840_2026;
const PER_WASHER = 60;
const DAYS = 90;
/** The drifting washer (Hospital A, "Washer 2"): its drift fills the last two days. */
export const DRIFT_WASHER_ID = 2;
const DRIFT = [2.6, 3.1, 2.9, 3.4, 3.8, 3.3, 4.1, 3.6, 4.4, 38.5];

/** Standard normal draw (Box–Muller). */
const normal = (rng: Random) => Math.sqrt(-2 * Math.log(1 - rng.next())) * Math.cos(2 * Math.PI * rng.next());

function proteinResult(value: number, alert = 3, action = 6.4): number {
  return value >= action ? 3 : value >= alert ? 2 : 1;
}

/** Times of a washer's history: spread over days 90..3 ago, working hours, in order. */
function historyTimes(rng: Random, now: Date, count: number): Date[] {
  const start = now.getTime() - DAYS * DAY_MS;
  const step = ((DAYS - 3) * DAY_MS) / count;
  return Array.from({ length: count }, (_, i) => {
    const day = Math.floor((start + (i + 0.1 + rng.next() * 0.8) * step) / DAY_MS) * DAY_MS;
    return new Date(day + rng.int(7 * 3600, 20 * 3600) * 1000);
  });
}

function washerRows(rng: Random, cat: Catalogue, assets: CompanyAssets, washer: CompanyAssets["washers"][number], now: Date, ids: IdCounters, firstNumber: number) {
  const incubators = assets.incubators.filter((i) => i.portProtein > 0);
  const incubator = incubators[0]!;
  const program = cat.programsByModel.get(incubator.modelId)!.reduce((best, p) => (Math.abs(p.hours - 0.1667) < Math.abs(best.hours - 0.1667) ? p : best));
  const endoscope = washer.name.toLowerCase().includes("endoscope");
  const productId = cat.product(assets.distributorId, endoscope ? "PRO1ENDO" : "PRO1");
  const lot = lotPicker(rng);
  // Centre ln(0.9 µg/cm²), spread 0.45: about 1 % above the alert level by chance.
  const levels = Array.from({ length: PER_WASHER }, () => Math.exp(Math.log(0.9) + 0.45 * normal(rng)));
  levels[rng.int(10, PER_WASHER - 5)] = rng.float(6.6, 8.5, 3); // over the action level
  const ignored = new Set([rng.int(5, 25), rng.int(30, 55)]);
  const times = historyTimes(rng, now, PER_WASHER);
  const drift = washer.id === DRIFT_WASHER_ID ? DRIFT.map((d, i) => ({ level: d, at: new Date(now.getTime() - (44 - i * 4) * HOUR_MS) })) : [];
  const drafts = [...levels.map((level, i) => ({ level: Number(level.toFixed(3)), at: times[i]!, ignored: ignored.has(i) })), ...drift.map((d) => ({ ...d, ignored: false }))];

  return drafts.map((d, index): Prisma.ReadingPROCreateManyInput => {
    const measure = rng.pick(assets.measures);
    const startedAt = new Date(d.at.getTime() - Math.round(program.hours * 3600) * 1000);
    const resultAt = addHours(startedAt, program.hours);
    const id = ++ids.pro;
    return {
      id,
      companyId: assets.companyId,
      sectorId: incubator.sectorId,
      state: finishedState(rng),
      status: 3,
      readNumber: firstNumber + index,
      positionNumber: rng.int(1, incubator.portProtein),
      incubatorId: incubator.id,
      programId: program.id,
      startedAt,
      resultAt,
      result: proteinResult(d.level),
      visualResult: proteinResult(d.level) === 1 ? 1 : 2,
      quantitativeResult: Number((d.level * measure.surface).toFixed(3)),
      density: d.level,
      protein: Number((d.level * measure.surface).toFixed(3)),
      alertResult: 3,
      actionResult: 6.4,
      averageTemperature: program.temperature + rng.float(-0.3, 0.3, 2),
      ticketNumber: `P${String(id).padStart(6, "0")}`,
      productId,
      lot: lot(productId),
      cycle: cycleNumber(500 + washer.id, startedAt),
      programNumber: rng.pick(["1", "2", "3"]),
      washerId: washer.id,
      tool: rng.pick(endoscope ? ["Flush", "Brush"] : ["Swab", "Test piece"]),
      modeId: 0,
      instrumentMeasureId: measure.id,
      notes: d.ignored ? "Sampling error, test repeated" : null,
      ignoreFromIQAS: d.ignored,
      viewed: true,
      createdAt: startedAt,
    };
  });
}

export async function seedWasherCharts(tx: Tx, cat: Catalogue, now: Date, ids: IdCounters, highlights: ReadingHighlights): Promise<void> {
  const rng = createRandom(RANDOM_SEED);
  for (const assets of cat.companies) {
    if (!assets.incubators.some((i) => i.portProtein > 0) || !assets.measures.length) continue;
    const last = await tx.readingPRO.aggregate({ where: { companyId: assets.companyId }, _max: { readNumber: true } });
    let next = (last._max.readNumber ?? 0) + 1;
    const rows = assets.washers.flatMap((w) => {
      const r = washerRows(rng, cat, assets, w, now, ids, next);
      next += r.length;
      return r;
    });
    await tx.readingPRO.createMany({ data: rows });
    await renumber(tx, assets.companyId, highlights);
  }
}

/** Read numbers in time order again (moved out of the way first: the pair is unique). */
async function renumber(tx: Tx, companyId: number, highlights: ReadingHighlights) {
  const quoted = highlights.proAboveAction.filter((h) => h.companyId === companyId);
  const before = await tx.readingPRO.findMany({ where: { companyId, readNumber: { in: quoted.map((h) => h.readNumber) } }, select: { id: true, readNumber: true } });
  await tx.$executeRaw`UPDATE reading_pro SET "readNumber" = -"readNumber" WHERE "companyId" = ${companyId}`;
  await tx.$executeRaw`UPDATE reading_pro r SET "readNumber" = o.n FROM (SELECT id, row_number() OVER (ORDER BY "startedAt", id)::int AS n FROM reading_pro WHERE "companyId" = ${companyId}) o WHERE r.id = o.id`;
  const after = new Map((await tx.readingPRO.findMany({ where: { id: { in: before.map((b) => b.id) } }, select: { id: true, readNumber: true } })).map((r) => [r.id, r.readNumber]));
  for (const h of quoted) h.readNumber = after.get(before.find((b) => b.readNumber === h.readNumber)!.id)!;
}
