// Incidents (docs/incidents.md): a positive BI on a sterilizer or disinfector, a protein result
// over the action level on a washer (company parameter 21, on by default), a failed chemical
// indicator on a sterilizer or washer (parameter 20, off by default), or a positive control that
// did not grow on an incubator takes the machine out of service until it has passed N
// consecutive re-tests (AAMI ST79: three negative BIs; company parameter 19) and a manager has
// signed its return to service. Meanwhile the loads processed on it since its last negative BI
// (a failed control: the lot's BIs of that day) are to be recalled, each marked as it is dealt
// with, and the investigation is written down. Every step is a line of the incident's
// append-only timeline.
import type { AppDeps, ServiceContext } from "../context";
import type { Prisma, ReadingKind } from "../db/generated/client";
import { ValidationError, notFound } from "../domain/errors";
import { companySettings, YES_NO } from "../parameters/settings";
import { log } from "../log";
import { MACHINE_READINGS, consecutiveGood, failedControlMachine, failedReadingMachine, testsWithChemicals, BI_NEGATIVE, BI_POSITIVE, CHE_FAIL, type FailedMachine, type IncidentMachineKind, type LoadReading } from "./machines";
import { afterIncidentChange } from "./announce";
import { verifySigner, type SignatureInput } from "../signatures/signer";
import { incidentHash } from "./signature-binding";
import { notifyClosed, notifyOpened } from "./notify";
import { readingScope } from "../readings/scope";
import { readNumberOf, timelineEntry } from "./timeline";
import { POSITIVE_CONTROL, readingsVouchedBy } from "../controls/service";

export const LOAD_STATUSES = ["PENDING", "RECALLED", "LOCATED", "NOT_NEEDED"] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];

const TEXT_MAX = 4000;

/** Why an incident was opened (incident.reason). */
export const REASONS = {
  biPositive: "bi.positive",
  proteinAction: "pro.action",
  chemicalFail: "che.fail",
  controlFailed: "control.failed",
} as const;
export type IncidentReason = (typeof REASONS)[keyof typeof REASONS];

/** Whether the company has a failure of this kind open an incident (parameters 20 and 21; a positive BI always does). */
async function companyWants(deps: Pick<AppDeps, "db">, companyId: number, reason: string): Promise<boolean> {
  if (reason !== REASONS.proteinAction && reason !== REASONS.chemicalFail) return true;
  const s = await companySettings(deps.db.prisma, companyId);
  return (reason === REASONS.proteinAction ? s.incidentOnProteinAction : s.incidentOnChemicalFail) === YES_NO.yes;
}

/**
 * Opens the incident a failed reading calls for (once per reading: a hook that runs twice, or
 * on two instances, opens one). Returns its id — or the machine's open incident's, when the
 * machine is out of service already — or null when the reading calls for none (no machine, a
 * control, an import, or a kind of failure the company does not have open incidents).
 */
export async function openIncidentFor(deps: AppDeps, reading: { kind: ReadingKind; id: number }, reason: string): Promise<number | null> {
  return (await openForReading(deps, reading, reason))?.id ?? null;
}

async function openForReading(deps: AppDeps, reading: { kind: ReadingKind; id: number }, reason: string): Promise<Opened | null> {
  const machine = await failedReadingMachine(deps.db.prisma, reading.kind, reading.id);
  if (!machine || !(await companyWants(deps, machine.companyId, reason))) return null;
  const readings = MACHINE_READINGS[machine.machineKind];
  return openIncident(deps, machine, reading, reason, { loads: (tx, after, now) => readings.loads(tx, machine.machineId, after, now) });
}

/** The incident a failure opened (created: now) or found (this reading's, or the machine's open one). */
interface Opened {
  id: number;
  created: boolean;
}

interface Opening {
  /** The loads to recall, given the machine's last good test before the failure (null: none on record). */
  loads(tx: Prisma.TransactionClient, lastGood: Date | null, now: Date): Promise<LoadReading[]>;
  /** Facts the opening's timeline entry adds (the failed control's lot). */
  facts?: { lot?: string };
}

/** The one way an incident opens: idempotent per reading, never a second one on a machine out of service. */
async function openIncident(deps: AppDeps, machine: FailedMachine, reading: { kind: ReadingKind; id: number }, reason: string, opening: Opening): Promise<Opened | null> {
  const prisma = deps.db.prisma;
  const readings = MACHINE_READINGS[machine.machineKind];
  const opened = await prisma.$transaction(async (tx) => {
    const existing = await tx.incident.findUnique({ where: { readingKind_readingId: { readingKind: reading.kind, readingId: reading.id } }, select: { id: true } });
    if (existing) return { id: existing.id, created: false };
    // Already out of service: a failed re-test, counted on the open incident (recordRetest), not a new one.
    const open = await tx.incident.findFirst({ where: { machineKind: machine.machineKind, machineId: machine.machineId, status: "OPEN" }, select: { id: true } });
    if (open) return { id: open.id, created: false };
    // The recall starts after the machine's last good test before the failed one.
    const before = await readings.tests(tx, machine.machineId, { before: new Date(machine.startedAt.getTime() - 1) });
    const lastGood = [...before].reverse().find((t) => t.good) ?? null;
    const now = new Date();
    const created = await tx.incident.createManyAndReturn({
      data: [{ companyId: machine.companyId, sectorId: machine.sectorId, machineKind: machine.machineKind, machineId: machine.machineId, readingKind: reading.kind, readingId: reading.id, reason, openedAt: now, lastNegativeAt: lastGood?.startedAt ?? null }],
      skipDuplicates: true,
      select: { id: true },
    });
    const id = created[0]?.id;
    if (!id) return null; // opened by a concurrent run of the hook
    const loads = await opening.loads(tx, lastGood?.startedAt ?? null, now);
    await tx.incidentLoad.createMany({ data: loads.map((l) => ({ incidentId: id, readingKind: l.kind, readingId: l.id })), skipDuplicates: true });
    await tx.incidentEvent.create({ data: { incidentId: id, ...timelineEntry({ action: "opened", reason, loads: loads.length, ...opening.facts }) } });
    return { id, created: true };
  });
  if (opened?.created) {
    log.info("incident opened", { id: opened.id, kind: reading.kind, readingId: reading.id, reason, machine: `${machine.machineKind} ${machine.machineId}` });
    await afterIncidentChange(deps, opened.id, "incident.opened");
  }
  return opened;
}

/**
 * A chemical indicator's result (the mobile intake: chemical readings arrive with theirs): a
 * failed one opens an incident on its sterilizer or washer when the company asks for it
 * (parameter 20), and the company's managers are told; any result on a machine out of service
 * is a re-test of an incident a chemical indicator opened. Never throws: the reading is saved.
 */
export async function chemicalResulted(deps: AppDeps, reading: { companyId: number; kind: ReadingKind; id: number; result: number | null }): Promise<void> {
  if (reading.kind !== "CHE_STERILIZER" && reading.kind !== "CHE_WASHER") return;
  try {
    if (reading.result === CHE_FAIL) {
      const opened = await openForReading(deps, reading, REASONS.chemicalFail);
      if (opened?.created) await notifyOpened(deps, opened.id);
    }
    await recordRetest(deps, reading);
  } catch (e) {
    log.error("chemical result: incident hooks failed", { kind: reading.kind, id: reading.id, error: e instanceof Error ? e.stack : String(e) });
  }
}

/**
 * A positive control that read negative (it did not grow: its lot's results of that day are not
 * valid) opens an incident on the incubator that read it, once per control. Its recall list is
 * the lot's processed BIs of that day that the control vouches for (same lot, within 12 hours,
 * an incubator of the same model), but those another control of the lot passed. Returns the
 * incident's id (or the incubator's open one), or null when the reading is no failed control.
 */
export async function openControlIncident(deps: AppDeps, reading: { kind: ReadingKind; id: number }): Promise<Opened | null> {
  if (reading.kind !== "BI") return null;
  const machine = await failedControlMachine(deps.db.prisma, reading.id);
  if (!machine) return null;
  // Read before the transaction: PGlite serves one connection, which the transaction holds.
  const recall = await readingsVouchedBy(deps.db.prisma, reading.id);
  return openIncident(deps, machine, reading, REASONS.controlFailed, { loads: async () => recall, facts: { lot: machine.lot } });
}

/**
 * The result hook of incidents (every reading that gets its result): a failed positive control
 * opens its incident, then any test result on a machine out of service counts as a re-test.
 */
export async function incidentResultHook(deps: AppDeps, reading: { companyId: number; kind: ReadingKind; id: number; known?: { result: number | null } }): Promise<void> {
  if (reading.kind === "BI" && (reading.known === undefined || reading.known.result === BI_NEGATIVE)) {
    try {
      const opened = await openControlIncident(deps, reading);
      if (opened?.created) await notifyOpened(deps, opened.id);
    } catch (e) {
      log.error("failed control: opening the incident failed", { id: reading.id, error: e instanceof Error ? e.stack : String(e) });
    }
  }
  await recordRetest(deps, reading);
}

/**
 * A test result on a machine with an open incident is a re-test: recorded on its timeline with
 * the run of good results so far (a failed one starts the count again).
 */
export async function recordRetest(deps: AppDeps, reading: { companyId: number; kind: ReadingKind; id: number }): Promise<void> {
  const prisma = deps.db.prisma;
  // Runs for every result: most companies have no open incident, asked with one indexed statement.
  const any = await deps.db.prepared("incident_open_any", `SELECT 1 FROM "incident" WHERE "companyId" = $1 AND "status" = 'OPEN' LIMIT 1`, [reading.companyId]);
  if (!any.length) return;
  const machine = await testedMachine(deps, reading.kind, reading.id);
  if (!machine) return;
  const open = await prisma.incident.findMany({ where: { machineKind: machine.machineKind, machineId: machine.machineId, status: "OPEN", NOT: { readingKind: reading.kind, readingId: reading.id } }, select: { id: true, companyId: true, openedAt: true } });
  for (const incident of open) {
    const progress = await retestProgress(deps, incident.id);
    const test = progress.tests.find((t) => t.kind === reading.kind && t.id === reading.id);
    if (!test) continue;
    const readNumber = await readNumberOf(deps, reading.kind, reading.id);
    await prisma.incidentEvent.create({ data: { incidentId: incident.id, ...timelineEntry({ action: "retest", readingKind: reading.kind, readNumber, passed: test.good, consecutive: progress.consecutive, needed: progress.needed }) } });
    await afterIncidentChange(deps, incident.id, null);
  }
}

/**
 * The machine a resulted test reading ran on: a BI on a sterilizer or disinfector, a positive
 * control on its incubator, a protein reading on a washer, a chemical indicator on its
 * sterilizer or washer. Whether it counts as a re-test is the incident's to say (retestProgress).
 */
async function testedMachine(deps: AppDeps, kind: ReadingKind, id: number): Promise<{ machineKind: IncidentMachineKind; machineId: number } | null> {
  const prisma = deps.db.prisma;
  if (kind === "BI") {
    const r = await prisma.readingBI.findUnique({ where: { id }, select: { sterilizerId: true, disinfectorId: true, incubatorId: true, conditionSCIB: true, result: true } });
    if (!r || (r.result !== BI_NEGATIVE && r.result !== BI_POSITIVE)) return null;
    if (r.conditionSCIB === POSITIVE_CONTROL) return r.incubatorId !== null ? { machineKind: "incubator", machineId: r.incubatorId } : null;
    if (r.sterilizerId !== null) return { machineKind: "sterilizer", machineId: r.sterilizerId };
    return r.disinfectorId !== null ? { machineKind: "disinfector", machineId: r.disinfectorId } : null;
  }
  if (kind === "PRO") {
    const r = await prisma.readingPRO.findUnique({ where: { id }, select: { washerId: true, result: true } });
    return r?.washerId != null && r.result !== null ? { machineKind: "washer", machineId: r.washerId } : null;
  }
  if (kind === "CHE_STERILIZER") {
    const r = await prisma.readingCheSterilizer.findUnique({ where: { id }, select: { sterilizerId: true, result: true } });
    return r?.sterilizerId != null && r.result !== null ? { machineKind: "sterilizer", machineId: r.sterilizerId } : null;
  }
  if (kind === "CHE_WASHER") {
    const r = await prisma.readingCheWasher.findUnique({ where: { id }, select: { washerId: true, result: true } });
    return r?.washerId != null && r.result !== null ? { machineKind: "washer", machineId: r.washerId } : null;
  }
  return null;
}

export interface RetestProgress {
  needed: number;
  consecutive: number;
  tests: { kind: ReadingKind; id: number; good: boolean; startedAt: Date }[];
}

/**
 * The re-tests since the incident opened, and how many consecutive good ones end the list: the
 * machine's tests (BIs; a washer's protein readings; an incubator's positive controls), and for
 * an incident a failed chemical indicator opened, its chemical indicators too.
 */
export async function retestProgress(deps: Pick<AppDeps, "db">, incidentId: number): Promise<RetestProgress> {
  const prisma = deps.db.prisma;
  const i = await prisma.incident.findUniqueOrThrow({ where: { id: incidentId }, select: { companyId: true, machineKind: true, machineId: true, openedAt: true, readingKind: true, readingId: true, reason: true } });
  const kind = i.machineKind as IncidentMachineKind;
  const window = { after: new Date(i.openedAt.getTime() - 1) };
  const all = i.reason === REASONS.chemicalFail ? await testsWithChemicals(prisma, kind, i.machineId, window) : await MACHINE_READINGS[kind].tests(prisma, i.machineId, window);
  const tests = all.filter((t) => !(t.kind === i.readingKind && t.id === i.readingId));
  const { incidentRetests } = await companySettings(prisma, i.companyId);
  return { needed: incidentRetests, consecutive: consecutiveGood(tests).length, tests: tests.map((t) => ({ kind: t.kind, id: t.id, good: t.good, startedAt: t.startedAt })) };
}

/** One of the caller's company's incidents (another company's is "not found"). */
export async function ownIncident(ctx: ServiceContext, id: number) {
  const i = await ctx.prisma.incident.findFirst({ where: { id, ...readingScope(ctx.principal) } });
  if (!i) throw notFound("Incident not found");
  return i;
}

const text = (v: string | null | undefined, field: string, errors: Record<string, string[]>) => {
  if (v === undefined || v === null) return null;
  const t = v.trim();
  if (t.length > TEXT_MAX) errors[field] = [`At most ${TEXT_MAX} characters`];
  return t === "" ? null : t;
};

/** The investigation's cause, actions taken and notes (managers; an open incident only). */
export async function updateInvestigation(ctx: ServiceContext, id: number, input: { cause?: string | null; actions?: string | null; notes?: string | null }) {
  const incident = await ownIncident(ctx, id);
  if (incident.status !== "OPEN") throw new ValidationError({ incidentId: ["This incident is closed."] });
  const errors: Record<string, string[]> = {};
  const data = { cause: text(input.cause, "cause", errors), actions: text(input.actions, "actions", errors), notes: text(input.notes, "notes", errors) };
  if (Object.keys(errors).length) throw new ValidationError(errors);
  const changed = (Object.keys(data) as (keyof typeof data)[]).filter((k) => data[k] !== incident[k]);
  if (!changed.length) return incident;
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const row = await tx.incident.update({ where: { id }, data });
    await tx.incidentEvent.create({ data: { incidentId: id, userId: ctx.principal!.userId, ...timelineEntry({ action: "investigation", fields: changed }) } });
    return row;
  });
  await afterIncidentChange(ctx, id, null);
  return updated;
}

/** Marks a load of the recall list (staff of the incident's company): recalled, located, not needed, or pending again. */
export async function markLoad(ctx: ServiceContext, loadId: number, status: LoadStatus, note: string | null | undefined) {
  const userId = ctx.principal!.userId;
  const load = await ctx.prisma.incidentLoad.findFirst({ where: { id: loadId, incident: readingScope(ctx.principal) }, include: { incident: { select: { status: true } } } });
  if (!load) throw notFound("Load not found");
  if (load.incident.status !== "OPEN") throw new ValidationError({ loadId: ["This incident is closed."] });
  const errors: Record<string, string[]> = {};
  const n = text(note, "note", errors);
  if (status === "NOT_NEEDED" && n === null) errors.note = ["Say why this load need not be recalled."];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  // Read before the transaction: PGlite serves one connection, which the transaction holds.
  const readNumber = await readNumberOf(ctx, load.readingKind, load.readingId);
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const row = await tx.incidentLoad.update({ where: { id: loadId }, data: { status, note: n, updatedById: userId, updatedAt: new Date() } });
    await tx.incidentEvent.create({ data: { incidentId: load.incidentId, userId, ...timelineEntry({ action: "load.marked", readingKind: load.readingKind, readNumber, status, note: n }) } });
    return row;
  });
  await afterIncidentChange(ctx, load.incidentId, null);
  return updated;
}

/**
 * The return to service: a manager signs (password and meaning) once the machine has passed the
 * re-tests the company asks for. The signature is the record's: who, when, what it means.
 */
export async function closeIncident(ctx: ServiceContext, id: number, input: SignatureInput) {
  const incident = await ownIncident(ctx, id);
  if (incident.status !== "OPEN") throw new ValidationError({ incidentId: ["This incident is closed already."] });
  const progress = await retestProgress(ctx, id);
  if (progress.consecutive < progress.needed) {
    throw new ValidationError({ incidentId: [`The machine returns to service after ${progress.needed} consecutive passed re-tests; it has ${progress.consecutive}.`] });
  }
  const signer = await verifySigner(ctx, input);
  const closed = await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    const taken = await tx.incident.updateMany({ where: { id, status: "OPEN" }, data: { status: "CLOSED", closedAt: now, closedById: signer.userId, signatureMeaning: input.meaning } });
    if (!taken.count) throw new ValidationError({ incidentId: ["This incident is closed already."] });
    // The signature is bound to the incident as it now stands (closing included).
    await tx.incident.update({ where: { id }, data: { signedHash: await incidentHash(tx, id) } });
    await tx.incidentEvent.create({ data: { incidentId: id, userId: signer.userId, at: now, ...timelineEntry({ action: "closed", signer: signer.name, meaning: input.meaning }) } });
    return tx.incident.findUniqueOrThrow({ where: { id } });
  });
  await afterIncidentChange(ctx, id, "incident.closed");
  await notifyClosed(ctx, closed, signer.name);
  return closed;
}
