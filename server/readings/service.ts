// Live and provisional reading screens (400, 500, 600, 700): lists, detail (marks viewed),
// edit and massive edit, to historical (single and massive) and confirm-and-save. Every
// change is one transaction that also appends its audit entries; the company's screens
// hear about it after commit.
import type { ReadingKind, ReadingState } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { notFound, SaveErrors, ValidationError, forbidden } from "../domain/errors";
import { Checker, int } from "../validation/checker";
import { readingTable } from "./kinds";
import { nextState, OPEN_STATES, FINAL_STATES, PRO_READY_TO_SAVE, type Transition } from "./lifecycle";
import { appendAudit, auditText, fieldChanges, type AuditEntry } from "./audit";
import { readingChanged } from "./events";
import { readingScope } from "./scope";
import { parseReadingInput, checkReferences, checkLotDates } from "./input";
import { missingFields } from "./required";
import { SCREEN_OF } from "./fields";
import { massiveLocked } from "./form";
import { requiredFields } from "../screens/required";
import { readingInclude } from "./include";
import { readingList } from "./lists";
import { orderOf, pageOf, type ListRequest, type ListWindow } from "../domain/lists";
import { appLog } from "../applog/service";
import { companySettings } from "../parameters/settings";
import { verifySigner, type SignatureInput } from "../signatures/signer";
import { signRecords } from "../signatures/records";

export interface ReadingFilter {
  states: ReadingState[];
  /** BI only: the disinfection readings (true) or the others (false). */
  disinfection?: boolean | null;
}

function readingsWhere(ctx: ServiceContext, { states, disinfection }: ReadingFilter) {
  return { ...readingScope(ctx.principal), state: { in: states }, ...(typeof disinfection === "boolean" ? { disinfection } : {}) };
}
const isLive = (states: ReadingState[]) => states.length === 1 && states[0] === "LIVE";

/** The open readings of a screen in its default order, with the legacy shape's relations (REST: at most 2,000). */
export async function listReadings(ctx: ServiceContext, kind: ReadingKind, states: ReadingState[]) {
  return readingTable(ctx.prisma, kind).findMany({
    include: readingInclude(kind) as never,
    take: 2000,
    where: readingsWhere(ctx, { states }),
    orderBy: orderOf(readingList(kind, isLive(states)), {}) as never,
  }) as Promise<Record<string, any>[]>;
}

/** A page of a reading screen's list, searched and ordered (GraphQL: the window carries the selection). */
export function pageReadings(ctx: ServiceContext, kind: ReadingKind, filter: ReadingFilter, request: ListRequest, window: ListWindow) {
  return pageOf(readingTable(ctx.prisma, kind) as never, readingsWhere(ctx, filter), readingList(kind, isLive(filter.states)), request, window);
}

async function load(ctx: ServiceContext, kind: ReadingKind, id: number | null) {
  const r = (await readingTable(ctx.prisma, kind).findFirst({ where: { id: id ?? -1, ...readingScope(ctx.principal) }, include: readingInclude(kind) as never })) as Record<string, any> | null;
  if (!r) throw notFound();
  return r;
}

/** The reading for its detail dialog; opening it marks it viewed. */
export async function readingDetail(ctx: ServiceContext, kind: ReadingKind, id: number | null) {
  const r = await load(ctx, kind, id);
  if (!r.viewed && r.state !== "LIVE") {
    await ctx.prisma.$transaction(async (tx) => {
      await readingTable(tx, kind).update({ where: { id: r.id }, data: { viewed: true } });
      await appendAudit(tx, [{ companyId: r.companyId, kind, readingId: r.id, userId: ctx.principal!.userId, action: "view", field: "viewed", oldValue: false, newValue: true }]);
    });
    r.viewed = true;
    readingChanged(ctx, { companyId: r.companyId, kind, id: r.id, state: r.state, sectorId: r.sectorId });
  }
  return r;
}

async function requiredObjects(ctx: ServiceContext, kind: ReadingKind): Promise<Set<string>> {
  return new Set((await requiredFields(ctx, SCREEN_OF[kind])).map((o) => o.name));
}

export interface EditOptions {
  /** "toHistorical" or "confirmAndSave" after saving the fields (open readings only). */
  move?: Exclude<Transition, "result">;
  /** Edit the review fields of historical/saved readings (historical browser) instead of open ones. */
  finalEdit?: boolean;
  /** The electronic signature of the move (docs/signatures.md): required when the company's parameter 22 is on. */
  signature?: SignatureInput | null;
}

/**
 * Saves the given fields on each reading and optionally moves them on, all or nothing.
 * Open readings take every field; final ones only their review fields. A move needs the
 * screen's required fields filled on every reading: the answer lists what is missing.
 */
export async function editReadings(ctx: ServiceContext, kind: ReadingKind, ids: number[], raw: Record<string, unknown>, opts: EditOptions = {}) {
  const p = ctx.principal!;
  if (!ids.length) throw new ValidationError({ ReadIds: ["This field is required"] });
  const readings = await Promise.all(ids.map((id) => load(ctx, kind, id)));
  const massive = ids.length > 1;
  const final = opts.finalEdit === true;
  const wrongState = readings.filter((r) => !(final ? FINAL_STATES : OPEN_STATES).includes(r.state));
  if (wrongState.length) {
    throw new SaveErrors(wrongState.map((r) => (final ? `Reading ${r.readNumber} is not in the historical record yet.` : `Reading ${r.readNumber} is already in the historical record: edit it from the historical browser.`)));
  }
  const data = parseReadingInput(kind, raw, final);
  checkLotDates(readings, data);
  if (massive && massiveLocked(p).some((c) => c in data)) throw forbidden("The machine cannot be modified in a massive edit.");
  const company = await ctx.prisma.company.findUniqueOrThrow({ where: { id: p.companyId! }, select: { distributorId: true } });
  await checkReferences(ctx.prisma, kind, data, { companyId: p.companyId!, distributorId: company.distributorId, sectorIds: massive ? [...new Set(readings.map((r) => r.sectorId as number))] : undefined });

  const required = opts.move ? await requiredObjects(ctx, kind) : null;
  const productModels = new Map<number, { type: number; name: string }>();
  if (required && typeof data.productId === "number") {
    const pm = await ctx.prisma.product.findUnique({ where: { id: data.productId }, select: { productModel: { select: { type: true, name: true } } } });
    if (pm) productModels.set(data.productId, pm.productModel);
  }
  if (required) {
    const problems = readings.flatMap((r) => {
      const merged = { ...r, ...data, productModel: typeof data.productId === "number" ? productModels.get(data.productId) : r.product?.productModel };
      const missing = missingFields(kind, required, merged);
      return missing.length ? [`RequiredFieldError: reading ${r.readNumber} needs ${missing.join(", ")}.`] : [];
    });
    if (problems.length) throw new SaveErrors(problems);
  }
  const signer = await moveSigner(ctx, opts);

  const now = new Date();
  const moved = await ctx.prisma.$transaction(async (tx) => {
    const audit: AuditEntry[] = [];
    const out: { id: number; state: ReadingState; companyId: number; sectorId: number }[] = [];
    for (const r of readings) {
      const base = { companyId: r.companyId, kind, readingId: r.id, userId: p.userId };
      const changes = fieldChanges(base, r, data);
      // Associating a measure in the same request makes a protein reading ready to save.
      const associating = kind === "PRO" && typeof data.instrumentMeasureId === "number";
      const state = opts.move ? nextState(kind, { ...r, status: associating ? PRO_READY_TO_SAVE : r.status } as never, opts.move) : r.state;
      const update: Record<string, unknown> = {};
      for (const c of changes) update[c.field!] = data[c.field!];
      if (changes.length) Object.assign(update, { edited: true, editUserId: p.userId, editedAt: now });
      if (state !== r.state) update.state = state;
      if (associating && data.instrumentMeasureId !== r.instrumentMeasureId) Object.assign(update, await measureEffects(tx, r, data.instrumentMeasureId as number));
      if (Object.keys(update).length) await readingTable(tx, kind).update({ where: { id: r.id }, data: update });
      audit.push(...changes);
      if (state !== r.state) audit.push({ ...base, action: opts.move!, field: "state", oldValue: r.state, newValue: state });
      // The company's application log names the reading and what changed (the audit trail keeps every value).
      const what = [...changes.map((c) => `${c.field}: '${auditText(c.oldValue) ?? ""}' → '${auditText(c.newValue) ?? ""}'`), ...(state !== r.state ? [`state: ${r.state} → ${state}`] : [])];
      if (what.length) await appLog(tx, p, { entity: "Reading", entityId: r.id, action: "update", detail: `${kind} ${r.readNumber}: ${what.join(", ")}` });
      out.push({ id: r.id, state, companyId: r.companyId, sectorId: r.sectorId });
      if (signer) audit.push({ ...base, userId: signer.userId, action: "sign", field: "signature", oldValue: null, newValue: `${opts.signature!.meaning} (signed by ${signer.name})` });
    }
    // Signed as the readings now stand (moved), in the same transaction as the move.
    if (signer) await signRecords(tx, { companyId: p.companyId!, kind, ids: out.map((m) => m.id), action: opts.move!, signer, meaning: opts.signature!.meaning, at: now });
    await appendAudit(tx, audit);
    return out;
  });
  for (const m of moved) readingChanged(ctx, { companyId: m.companyId, kind, id: m.id, state: m.state, sectorId: m.sectorId });
  return Promise.all(moved.map((m) => load(ctx, kind, m.id)));
}

/**
 * The signer of a move to the final record: a signature is required while the company's policy
 * asks for one (parameter 22), and only goes with a move.
 */
async function moveSigner(ctx: ServiceContext, opts: EditOptions) {
  if (!opts.move) {
    if (opts.signature) throw new ValidationError({ signature: ["A signature goes with a move to the historical record."] });
    return null;
  }
  if (!opts.signature) {
    if ((await companySettings(ctx.prisma, ctx.principal!.companyId!)).signToHistorical === 1) {
      throw new ValidationError({ signature: ["Your company's policy asks for an electronic signature to move readings to the historical record."] });
    }
    return null;
  }
  return verifySigner(ctx, opts.signature);
}

/**
 * Associating a measure to a protein reading fixes its surface: density = quantity over the
 * measured surface (both sides count twice), and the reading becomes ready to confirm and
 * save (status 3).
 */
async function measureEffects(tx: Parameters<Parameters<ServiceContext["prisma"]["$transaction"]>[0]>[0], r: Record<string, any>, measureId: number) {
  const m = await tx.instrumentMeasure.findUniqueOrThrow({ where: { id: measureId }, select: { surface: true, bothSides: true } });
  const surface = Number(m.surface) * (m.bothSides ? 2 : 1);
  const quantity = r.quantitativeResult === null ? null : Number(r.quantitativeResult);
  const density = quantity !== null && surface > 0 ? Math.round((quantity / surface) * 10000) / 10000 : null;
  const action = r.actionResult === null ? null : Number(r.actionResult);
  const alert = r.alertResult === null ? null : Number(r.alertResult);
  const result = density === null ? r.result : action !== null && density > action ? 3 : alert !== null && density > alert ? 2 : 1;
  return { status: 3, density, result };
}

/** A massive edit or move takes at most this many readings (each is loaded and checked). */
const MAX_MASSIVE = 1000;

export function parseIds(raw: unknown): number[] {
  const list = Array.isArray(raw) ? raw : [];
  const ids = list.map(int);
  if (!list.length || ids.some((i) => i === null)) new Checker().add("ReadIds", list.length ? "ValueMustBeNumber" : "This field is required").throwIfAny();
  if (list.length > MAX_MASSIVE) new Checker().add("ReadIds", `Send at most ${MAX_MASSIVE} readings at once.`).throwIfAny();
  return [...new Set(ids as number[])];
}


/** The reading's audit trail, oldest first, with the names of who changed it. */
export async function auditTrail(ctx: ServiceContext, kind: ReadingKind, id: number | null) {
  const r = await load(ctx, kind, id);
  return (await auditTrails(ctx, kind, [r as { id: number; companyId: number }]))[0]!;
}

/**
 * The audit trails of readings the caller was allowed to load (their rows at hand), in one
 * statement: a page of 100 readings with their trails is two statements, not 101.
 */
export async function auditTrails(ctx: ServiceContext, kind: ReadingKind, readings: { id: number; companyId: number }[]) {
  const rows = await ctx.prisma.readingAudit.findMany({
    where: { readingKind: kind, OR: readings.map((r) => ({ readingId: r.id, companyId: r.companyId })) },
    orderBy: [{ at: "asc" }, { id: "asc" }],
    include: { user: { select: { name: true, lastName: true, email: true } } },
  });
  const byReading = new Map<string, ReturnType<typeof auditEntry>[]>();
  for (const a of rows) byReading.set(`${a.companyId}:${a.readingId}`, [...(byReading.get(`${a.companyId}:${a.readingId}`) ?? []), auditEntry(a)]);
  return readings.map((r) => byReading.get(`${r.companyId}:${r.id}`) ?? []);
}

function auditEntry(a: { at: Date; user: { name: string; lastName: string; email: string } | null; action: string; field: string | null; oldValue: string | null; newValue: string | null }) {
  return { at: a.at, user: a.user ? `${a.user.name} ${a.user.lastName}` : null, userEmail: a.user?.email ?? null, action: a.action, field: a.field, oldValue: a.oldValue, newValue: a.newValue };
}
