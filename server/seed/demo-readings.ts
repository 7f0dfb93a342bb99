// Demo biological (BI) and protein (PRO) readings in every life-cycle state: LIVE (started
// within the last hour, no result), PROVISIONAL (result reported, awaiting review) and
// HISTORICAL/SAVED over the last 120 days. Read numbers grow with time per company.
import type { Prisma, ReadingState } from "../db/generated/client";
import type { Tx } from "./context";
import type { Catalogue, CompanyAssets, IncubatorAsset } from "./demo-catalogue";
import {
  addHours, type AuditRow, chooseIndexes, cycleNumber, finishedState, type IdCounters, lotPicker, maybeEdit,
  pastTime, PLANS, recentTime,
} from "./demo-reading-kit";
import { PROCESS_BI } from "./reference";
import type { Random } from "./random";
import { agentKey } from "../agent/rules";
import { exposeCycles } from "./demo-exposure";

/** Notable readings the activity seed refers to (notifications, logs). */
export interface ReadingHighlights {
  positiveBI: { companyId: number; readNumber: number; machine: string }[];
  proAboveAction: { companyId: number; readNumber: number; machine: string }[];
}

interface Draft {
  state: ReadingState;
  startedAt: Date;
  incubator: IncubatorAsset;
  program: { id: number; hours: number; temperature: number };
  position: number;
}

function closestProgram(cat: Catalogue, inc: IncubatorAsset, hours: number) {
  const programs = cat.programsByModel.get(inc.modelId)!;
  return programs.reduce((best, p) => (Math.abs(p.hours - hours) < Math.abs(best.hours - hours) ? p : best));
}

/** LIVE drafts: distinct positions per incubator, started recently enough to still be running. */
function liveDrafts(rng: Random, cat: Catalogue, now: Date, incubators: IncubatorAsset[], count: number, ports: (i: IncubatorAsset) => number): Draft[] {
  const used = new Map<number, number>();
  const drafts: Draft[] = [];
  for (let i = 0; i < count; i++) {
    const incubator = incubators[i % incubators.length]!;
    const position = (used.get(incubator.id) ?? 0) + 1;
    if (position > ports(incubator)) continue;
    used.set(incubator.id, position);
    const program = rng.pick(cat.programsByModel.get(incubator.modelId)!);
    const maxHours = Math.min(1, program.hours * 0.9);
    drafts.push({ state: "LIVE", startedAt: recentTime(rng, now, maxHours, maxHours / 20), incubator, program, position });
  }
  return drafts;
}

function finishedDraft(rng: Random, cat: Catalogue, now: Date, state: "PROVISIONAL" | "HISTORICAL", incubator: IncubatorAsset, hours: number, ports: number): Draft {
  const program = closestProgram(cat, incubator, hours);
  // Provisional results arrived in the last day and a half; historical ones span 120 days.
  const startedAt = state === "PROVISIONAL" ? recentTime(rng, now, 36, program.hours + 0.1) : pastTime(rng, now, 120, 2);
  return { state, startedAt, incubator, program, position: rng.int(1, ports) };
}

const byTime = (a: Draft, b: Draft) => a.startedAt.getTime() - b.startedAt.getTime();
// The agent's own idempotency key, so a retried message from the simulator finds the seeded reading.
const keyOf = (d: Draft) => agentKey(d.incubator.serial, d.position, d.startedAt);

export function biRows(rng: Random, cat: Catalogue, assets: CompanyAssets, now: Date, ids: IdCounters, audit: AuditRow[], highlights: ReadingHighlights) {
  const plan = PLANS[assets.companyId]!.bi;
  const migrated = PLANS[assets.companyId]!.migratedBI;
  const incubators = assets.incubators.filter((i) => i.portBI > 0);
  const lot = lotPicker(rng);
  const product = (name: string) => cat.product(assets.distributorId, name);

  const disinfection = chooseIndexes(rng, plan.historical, plan.disinfection);
  const drafts: (Draft & { disinfection: boolean })[] = [
    ...liveDrafts(rng, cat, now, incubators.filter((i) => i.connected), plan.live, (i) => i.portBI).map((d) => ({ ...d, disinfection: false })),
    ...Array.from({ length: plan.provisional }, () => {
      const inc = rng.pick(incubators.filter((i) => i.connected));
      return { ...finishedDraft(rng, cat, now, "PROVISIONAL", inc, 0.3333, inc.portBI), disinfection: false };
    }),
    ...Array.from({ length: plan.historical }, (_, i) => {
      const inc = rng.pick(incubators);
      return { ...finishedDraft(rng, cat, now, "HISTORICAL", inc, disinfection.has(i) ? 3 : 0.3333, inc.portBI), disinfection: disinfection.has(i) };
    }),
  ].sort(byTime);

  // Processed positives: one waits, unviewed, among the provisional readings; the rest are history.
  const historicalIdx = drafts.flatMap((d, i) => (d.state === "HISTORICAL" && !d.disinfection ? [i] : []));
  const provisionalIdx = drafts.flatMap((d, i) => (d.state === "PROVISIONAL" ? [i] : []));
  const positives = new Set([...chooseIndexes(rng, historicalIdx.length, plan.positives - 1)].map((i) => historicalIdx[i]!));
  if (provisionalIdx.length) positives.add(provisionalIdx.at(-2) ?? provisionalIdx[0]!);
  const cancelled = historicalIdx[Math.floor(historicalIdx.length / 3)];
  const failed = historicalIdx[Math.floor((historicalIdx.length * 2) / 3)];

  return drafts.map((d, index): Prisma.ReadingBICreateManyInput => {
    const id = ++ids.bi;
    const readNumber = index + 1;
    const live = d.state === "LIVE";
    const sectorMachines = <T extends { sectorId: number }>(list: T[]) => {
      const local = list.filter((m) => m.sectorId === d.incubator.sectorId);
      return local.length ? local : list;
    };
    // Every 25th reading is the day's positive control: unprocessed, expected to grow.
    const control = !d.disinfection && readNumber % 25 === 0;
    const sterilizer = d.disinfection ? null : rng.pick(sectorMachines(assets.sterilizers));
    const disinfector = d.disinfection ? rng.pick(sectorMachines(assets.disinfectors)) : null;
    const process = d.disinfection ? PROCESS_BI.hydrogenPeroxide : sterilizer!.process;
    const productId = product(d.disinfection ? "BT96" : process === PROCESS_BI.steam ? "BT220" : "BT221");
    const result = live ? null : control || positives.has(index) ? 2 : index === cancelled ? 3 : index === failed ? 4 : 1;
    const resultAt = live ? null : addHours(d.startedAt, d.program.hours);
    const state = d.state === "HISTORICAL" ? finishedState(rng) : d.state;
    const isMigrated = d.state === "HISTORICAL" && index < migrated;
    const edit = state === "HISTORICAL" || state === "SAVED" ? maybeEdit(rng, 0.1, "BI", assets.companyId, id, resultAt!, now, audit) : null;
    if (positives.has(index) && sterilizer) highlights.positiveBI.push({ companyId: assets.companyId, readNumber, machine: sterilizer.name });
    const processed = !control;
    return {
      id,
      companyId: assets.companyId,
      sectorId: d.incubator.sectorId,
      state,
      disinfection: d.disinfection,
      readNumber,
      positionNumber: d.position,
      incubatorId: d.incubator.id,
      programId: d.program.id,
      startedAt: d.startedAt,
      resultAt,
      result,
      visualResult: state === "HISTORICAL" || state === "SAVED" ? (result === 2 ? 2 : result === 1 ? 1 : null) : null,
      fluorescence: result === null ? null : result === 2 ? rng.float(1500, 9000, 1) : rng.float(20, 180, 1),
      averageTemperature: live ? null : d.program.temperature + rng.float(-0.4, 0.4, 2),
      ticketNumber: live ? null : `T${String(id).padStart(6, "0")}`,
      productId: live && rng.chance(0.5) ? null : productId,
      lot: live ? null : lot(productId),
      conditionSCIB: live ? null : control ? 2 : 1,
      processId: live || !processed ? null : process,
      valueD: live || !processed ? null : process === PROCESS_BI.steam ? rng.float(1.5, 2.2, 2) : rng.float(6, 10, 1),
      valueDUnit: live || !processed ? null : process === PROCESS_BI.steam ? 1 : 2, // 1 minutes, 2 seconds
      cycle: live || !processed ? null : cycleNumber(sterilizer?.id ?? 900 + disinfector!.id, d.startedAt),
      sterilizerId: live || !processed ? null : (sterilizer?.id ?? null),
      disinfectorId: live ? null : (disinfector?.id ?? null),
      programNumber: live || !processed ? null : sterilizer ? rng.pick(["1", "2", "4"]) : "1",
      loadNumber: live || !processed ? null : String(rng.int(1, 12)),
      bookNumber: live ? null : String(1 + Math.floor((readNumber - 1) / 100)),
      pageNumber: live ? null : String(1 + ((readNumber - 1) % 100)),
      roomId: d.disinfection ? `OR-${rng.int(1, 8)}` : null,
      roomVolume: d.disinfection ? rng.float(60, 140, 1) : null,
      peroxideConcentration: d.disinfection ? rng.float(30, 35, 1) : null,
      notes: control ? "Positive control" : (edit?.notes ?? null),
      viewed: state === "PROVISIONAL" ? !positives.has(index) && rng.chance(0.5) : !live,
      edited: edit?.edited ?? false,
      editUserId: edit?.editUserId ?? null,
      editedAt: edit?.editedAt ?? null,
      agentKey: isMigrated ? null : keyOf(d),
      desktopMigrationId: isMigrated ? 1 : null,
      createdAt: d.startedAt,
    };
  });
}

/** Protein result against the company's ISO 15883-5 levels: 1 pass, 2 alert, 3 fail (action). */
function proteinResult(value: number, alert = 3, action = 6.4): number {
  return value >= action ? 3 : value >= alert ? 2 : 1;
}

export function proRows(rng: Random, cat: Catalogue, assets: CompanyAssets, now: Date, ids: IdCounters, audit: AuditRow[], highlights: ReadingHighlights) {
  const plan = PLANS[assets.companyId]!.pro;
  const incubators = assets.incubators.filter((i) => i.portProtein > 0);
  if (!incubators.length) return [];
  const lot = lotPicker(rng);
  const drafts: Draft[] = [
    ...liveDrafts(rng, cat, now, incubators.filter((i) => i.connected), plan.live, (i) => i.portProtein),
    ...Array.from({ length: plan.provisional }, () => finishedDraft(rng, cat, now, "PROVISIONAL", rng.pick(incubators), 0.1667, incubators[0]!.portProtein)),
    ...Array.from({ length: plan.historical }, () => finishedDraft(rng, cat, now, "HISTORICAL", rng.pick(incubators), 0.1667, incubators[0]!.portProtein)),
  ].sort(byTime);

  return drafts.map((d, index): Prisma.ReadingPROCreateManyInput => {
    const id = ++ids.pro;
    const readNumber = index + 1;
    const live = d.state === "LIVE";
    const washer = rng.pick(assets.washers);
    const endoscope = washer.name.toLowerCase().includes("endoscope");
    const productId = cat.product(assets.distributorId, endoscope ? "PRO1ENDO" : "PRO1");
    // Surface density (µg/cm²): mostly clean, some between alert (3) and action (6.4), a few above.
    const roll = rng.next();
    const density = roll < 0.8 ? rng.float(0.05, 2.9, 3) : roll < 0.93 ? rng.float(3, 6.3, 3) : rng.float(6.5, 15, 3);
    // A provisional reading may still wait for its measure (instrument surface) to be associated.
    const channelMeasures = assets.measures.filter((m) => /laparoscopic|handpiece/i.test(m.instrument));
    const measures = endoscope && channelMeasures.length ? channelMeasures : assets.measures;
    const measure = live || (d.state === "PROVISIONAL" && rng.chance(0.3)) ? null : rng.pick(measures);
    const quantitative = live ? null : Number((density * (measure?.surface ?? 10)).toFixed(3));
    // Without a surface the result is judged on the amount itself (single-threshold working mode).
    const result = live ? null : proteinResult(measure ? density : quantitative!);
    const state = d.state === "HISTORICAL" ? finishedState(rng) : d.state;
    const resultAt = live ? null : addHours(d.startedAt, d.program.hours);
    const edit = state === "HISTORICAL" || state === "SAVED" ? maybeEdit(rng, 0.08, "PRO", assets.companyId, id, resultAt!, now, audit) : null;
    const ignored = state === "HISTORICAL" && rng.chance(0.02);
    const modeId = live ? null : rng.chance(0.8) ? 0 : 1; // the tool is recorded in mode 0 only
    if (result === 3 && measure) highlights.proAboveAction.push({ companyId: assets.companyId, readNumber, machine: washer.name });
    return {
      id,
      companyId: assets.companyId,
      sectorId: d.incubator.sectorId,
      state,
      status: measure ? 3 : 0,
      readNumber,
      positionNumber: d.position,
      incubatorId: d.incubator.id,
      programId: d.program.id,
      startedAt: d.startedAt,
      resultAt,
      result,
      visualResult: state === "HISTORICAL" || state === "SAVED" ? (result === 1 ? 1 : 2) : null,
      quantitativeResult: quantitative,
      density: measure ? density : null,
      protein: quantitative,
      alertResult: live ? null : 3,
      actionResult: live ? null : 6.4,
      averageTemperature: live ? null : d.program.temperature + rng.float(-0.3, 0.3, 2),
      ticketNumber: live ? null : `P${String(id).padStart(6, "0")}`,
      productId: live ? null : productId,
      lot: live ? null : lot(productId),
      bookNumber: live ? null : String(1 + Math.floor((readNumber - 1) / 100)),
      pageNumber: live ? null : String(1 + ((readNumber - 1) % 100)),
      cycle: live ? null : cycleNumber(500 + washer.id, d.startedAt),
      programNumber: live ? null : rng.pick(["1", "2", "3"]),
      washerId: live ? null : washer.id,
      tool: modeId === 0 ? rng.pick(endoscope ? ["Flush", "Brush"] : ["Swab", "Test piece"]) : null,
      modeId,
      instrumentMeasureId: measure?.id ?? null,
      length: endoscope && !live ? rng.float(150, 200, 1) : null,
      diameter: endoscope && !live ? rng.pick([0.28, 0.37]) : null,
      notes: ignored ? "Sampling error, test repeated" : (edit?.notes ?? null),
      ignoreFromIQAS: ignored,
      viewed: state === "PROVISIONAL" ? result === 1 && rng.chance(0.5) : !live,
      edited: edit?.edited ?? false,
      editUserId: edit?.editUserId ?? null,
      editedAt: edit?.editedAt ?? null,
      agentKey: keyOf(d),
      createdAt: d.startedAt,
    };
  });
}

export async function seedBiAndPro(tx: Tx, rng: Random, cat: Catalogue, now: Date, ids: IdCounters, audit: AuditRow[]): Promise<ReadingHighlights> {
  const highlights: ReadingHighlights = { positiveBI: [], proAboveAction: [] };
  const bi = cat.companies.flatMap((c) => biRows(rng, cat, c, now, ids, audit, highlights));
  exposeCycles(bi);
  const pro = cat.companies.flatMap((c) => proRows(rng, cat, c, now, ids, audit, highlights));
  await tx.readingBI.createMany({ data: bi });
  await tx.readingPRO.createMany({ data: pro });
  return highlights;
}
