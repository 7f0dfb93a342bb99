// Incidents (docs/incidents.md): a positive BI on a sterilizer or disinfector, or a protein
// result over the action level on a washer, takes the machine out of service until it has
// passed N consecutive re-tests (AAMI ST79: three negative BIs; company parameter 19) and a
// manager has signed its return to service. Meanwhile the loads processed on it since its last
// negative BI are to be recalled, each marked as it is dealt with, and the investigation is
// written down. Every step is a line of the incident's append-only timeline.
import type { AppDeps, ServiceContext } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { ValidationError, notFound } from "../domain/errors";
import { companySettings } from "../parameters/settings";
import { log } from "../log";
import { MACHINE_READINGS, consecutiveGood, failedReadingMachine } from "./machines";
import { afterIncidentChange } from "./announce";
import { verifySigner } from "./signature";
import { notifyClosed } from "./notify";
import { readingScope } from "../readings/scope";
import { readNumberOf, timelineEntry } from "./timeline";

export const LOAD_STATUSES = ["PENDING", "RECALLED", "LOCATED", "NOT_NEEDED"] as const;
export type LoadStatus = (typeof LOAD_STATUSES)[number];
/** What a signature of the return to service may mean (21 CFR Part 11 §11.50: the meaning is part of the record). */
export const SIGNATURE_MEANINGS = ["REVIEWED", "APPROVED", "RETURNED_TO_SERVICE"] as const;
export type SignatureMeaning = (typeof SIGNATURE_MEANINGS)[number];

const TEXT_MAX = 4000;

/**
 * Opens the incident a failed reading calls for (once per reading: a hook that runs twice, or
 * on two instances, opens one). Returns its id — or the machine's open incident's, when the
 * machine is out of service already — or null when the reading calls for none.
 */
export async function openIncidentFor(deps: AppDeps, reading: { kind: ReadingKind; id: number }, reason: string): Promise<number | null> {
  const prisma = deps.db.prisma;
  const machine = await failedReadingMachine(prisma, reading.kind, reading.id);
  if (!machine) return null;
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
    const loads = await readings.loads(tx, machine.machineId, lastGood?.startedAt ?? null, now);
    await tx.incidentLoad.createMany({ data: loads.map((l) => ({ incidentId: id, readingKind: l.kind, readingId: l.id })), skipDuplicates: true });
    await tx.incidentEvent.create({ data: { incidentId: id, ...timelineEntry({ action: "opened", reason, loads: loads.length }) } });
    return { id, created: true };
  });
  if (opened?.created) {
    log.info("incident opened", { id: opened.id, kind: reading.kind, readingId: reading.id, machine: `${machine.machineKind} ${machine.machineId}` });
    await afterIncidentChange(deps, opened.id, "incident.opened");
  }
  return opened?.id ?? null;
}

/**
 * A test result on a machine with an open incident is a re-test: recorded on its timeline with
 * the run of good results so far (a failed one starts the count again).
 */
export async function recordRetest(deps: AppDeps, reading: { companyId: number; kind: ReadingKind; id: number }): Promise<void> {
  const prisma = deps.db.prisma;
  if (reading.kind !== "BI" && reading.kind !== "PRO") return;
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

/** The machine a resulted test reading ran on (BI on a sterilizer or disinfector, PRO on a washer). */
async function testedMachine(deps: AppDeps, kind: ReadingKind, id: number) {
  const prisma = deps.db.prisma;
  if (kind === "BI") {
    const r = await prisma.readingBI.findUnique({ where: { id }, select: { sterilizerId: true, disinfectorId: true, result: true } });
    if (!r || (r.result !== 1 && r.result !== 2)) return null;
    if (r.sterilizerId !== null) return { machineKind: "sterilizer", machineId: r.sterilizerId };
    return r.disinfectorId !== null ? { machineKind: "disinfector", machineId: r.disinfectorId } : null;
  }
  if (kind === "PRO") {
    const r = await prisma.readingPRO.findUnique({ where: { id }, select: { washerId: true, result: true } });
    return r?.washerId != null && r.result !== null ? { machineKind: "washer", machineId: r.washerId } : null;
  }
  return null;
}

export interface RetestProgress {
  needed: number;
  consecutive: number;
  tests: { kind: ReadingKind; id: number; good: boolean; startedAt: Date }[];
}

/** The re-tests since the incident opened, and how many consecutive good ones end the list. */
export async function retestProgress(deps: Pick<AppDeps, "db">, incidentId: number): Promise<RetestProgress> {
  const prisma = deps.db.prisma;
  const i = await prisma.incident.findUniqueOrThrow({ where: { id: incidentId }, select: { companyId: true, machineKind: true, machineId: true, openedAt: true, readingKind: true, readingId: true } });
  const tests = (await MACHINE_READINGS[i.machineKind as keyof typeof MACHINE_READINGS].tests(prisma, i.machineId, { after: new Date(i.openedAt.getTime() - 1) })).filter((t) => !(t.kind === i.readingKind && t.id === i.readingId));
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
export async function closeIncident(ctx: ServiceContext, id: number, input: { password: unknown; meaning: SignatureMeaning }) {
  const incident = await ownIncident(ctx, id);
  if (incident.status !== "OPEN") throw new ValidationError({ incidentId: ["This incident is closed already."] });
  const progress = await retestProgress(ctx, id);
  if (progress.consecutive < progress.needed) {
    throw new ValidationError({ incidentId: [`The machine returns to service after ${progress.needed} consecutive passed re-tests; it has ${progress.consecutive}.`] });
  }
  const signer = await verifySigner(ctx, input.password);
  const closed = await ctx.prisma.$transaction(async (tx) => {
    const now = new Date();
    const taken = await tx.incident.updateMany({ where: { id, status: "OPEN" }, data: { status: "CLOSED", closedAt: now, closedById: signer.userId, signatureMeaning: input.meaning } });
    if (!taken.count) throw new ValidationError({ incidentId: ["This incident is closed already."] });
    await tx.incidentEvent.create({ data: { incidentId: id, userId: signer.userId, at: now, ...timelineEntry({ action: "closed", signer: signer.name, meaning: input.meaning }) } });
    return tx.incident.findUniqueOrThrow({ where: { id } });
  });
  await afterIncidentChange(ctx, id, "incident.closed");
  await notifyClosed(ctx, closed, signer.name);
  return closed;
}
