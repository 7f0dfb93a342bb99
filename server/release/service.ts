// The release board (docs/release-board.md): the loads monitored by a BI, awaiting their result,
// released (negative with a valid positive control) or held (positive, invalid result, control
// missing or failed). Implant loads (AAMI ST79: quarantined until the BI reads negative) are
// released only by a manager's signature, recorded in the reading's audit trail.
import type { ServiceContext } from "../context";
import { ValidationError, notFound } from "../domain/errors";
import { readingScope } from "../readings/scope";
import { appendAudit } from "../readings/audit";
import { readingChanged } from "../readings/events";
import { controlsOf, NOT_A_CONTROL, type ControlPairing } from "../controls/service";
import { verifySigner, type SignatureInput } from "../signatures/signer";
import { signedHash } from "./signature";

export type LoadStatus = "AWAITING" | "READY" | "RELEASED" | "HELD";
export type HeldReason = "POSITIVE" | "INVALID_RESULT" | "CONTROL_FAILED" | "CONTROL_MISSING" | "NO_LOT";

export interface Judged {
  status: LoadStatus;
  heldReason: HeldReason | null;
}

/**
 * A load's state from its BI result, its control and its release. Pure: the board and the
 * release action judge alike.
 */
export function judgeLoad(result: number | null, control: ControlPairing["status"], implant: boolean, released: boolean): Judged {
  if (result === null) return { status: "AWAITING", heldReason: null };
  if (result === 2) return { status: "HELD", heldReason: "POSITIVE" };
  if (result !== 1) return { status: "HELD", heldReason: "INVALID_RESULT" };
  if (control === "PENDING") return { status: "AWAITING", heldReason: null };
  if (control === "FAILED") return { status: "HELD", heldReason: "CONTROL_FAILED" };
  if (control === "MISSING") return { status: "HELD", heldReason: "CONTROL_MISSING" };
  if (control === "NOT_APPLICABLE") return { status: "HELD", heldReason: "NO_LOT" };
  return implant && !released ? { status: "READY", heldReason: null } : { status: "RELEASED", heldReason: null };
}

const boardSelect = {
  id: true,
  companyId: true,
  sectorId: true,
  readNumber: true,
  state: true,
  result: true,
  lot: true,
  cycle: true,
  loadNumber: true,
  conditionSCIB: true,
  incubatorId: true,
  startedAt: true,
  resultAt: true,
  sterilizerId: true,
  sector: { select: { name: true } },
  sterilizer: { select: { name: true } },
  program: { select: { name: true, time: true } },
  loadRelease: { select: { implant: true, releasedAt: true, signatureMeaning: true, signedHash: true, releasedBy: { select: { name: true } } } },
} as const;

export type BoardLoad = Awaited<ReturnType<typeof loadsOf>>[number];

async function loadsOf(ctx: ServiceContext, where: object) {
  const rows = await ctx.prisma.readingBI.findMany({ where, select: boardSelect, orderBy: [{ startedAt: "desc" }, { id: "desc" }], take: 500 });
  const controls = await controlsOf(ctx.prisma, rows);
  return rows.map((r) => {
    const control = controls.get(r.id)!;
    const implant = r.loadRelease?.implant ?? false;
    const judged = judgeLoad(r.result, control.status, implant, r.loadRelease?.releasedAt != null);
    const hours = r.program ? Number(r.program.time) : null;
    const hash = signedHash(r);
    // null: nothing signed (or signed before signatures were bound to their record).
    const signatureValid = r.loadRelease?.signedHash ? r.loadRelease.signedHash === hash : null;
    return { ...r, control, implant, ...judged, hash, signatureValid, expectedAt: hours === null ? null : new Date(r.startedAt.getTime() + hours * 3600_000) };
  });
}

/** The scope of the board: the caller's company (operators: their sector), processed sterilisation BIs. */
function boardWhere(ctx: ServiceContext, sectorId: number | null) {
  const scope = readingScope(ctx.principal);
  const sector = sectorId === null ? {} : { sectorId: scope.sectorId === undefined || scope.sectorId === sectorId ? sectorId : -1 };
  return { ...scope, ...sector, disinfection: false, ...NOT_A_CONTROL };
}

/** Loads awaiting their BI, and those resulted in the last `hours` (default 12). */
export async function releaseBoard(ctx: ServiceContext, sectorId: number | null, hours: number) {
  if (!Number.isInteger(hours) || hours < 1 || hours > 168) throw new ValidationError({ hours: ["Between 1 and 168 hours"] });
  const since = new Date(Date.now() - hours * 3600_000);
  const loads = await loadsOf(ctx, { ...boardWhere(ctx, sectorId), AND: [{ OR: [{ state: "LIVE" }, { resultAt: { gte: since } }] }] });
  const held = new Map<HeldReason, number>();
  for (const l of loads) if (l.heldReason) held.set(l.heldReason, (held.get(l.heldReason) ?? 0) + 1);
  return { loads, held: [...held].map(([reason, count]) => ({ reason, count })) };
}

/** One load of the board, as the caller may see it. */
export async function boardLoad(ctx: ServiceContext, readingId: number) {
  const [load] = await loadsOf(ctx, { ...boardWhere(ctx, null), id: readingId });
  if (!load) throw notFound("Load not found");
  return load;
}

/** Marks a load as an implant load (or not): staff, until it is released. */
export async function setImplant(ctx: ServiceContext, readingId: number, implant: boolean) {
  const load = await boardLoad(ctx, readingId);
  if (load.loadRelease?.releasedAt) throw new ValidationError({ readingId: ["This load is released already."] });
  if (load.implant === implant) return load;
  await ctx.prisma.$transaction(async (tx) => {
    await tx.loadRelease.upsert({ where: { readingId }, create: { companyId: load.companyId, readingId, implant }, update: { implant } });
    await appendAudit(tx, [{ companyId: load.companyId, kind: "BI", readingId, userId: ctx.principal!.userId, action: "edit", field: "implant", oldValue: load.implant, newValue: implant }]);
  });
  readingChanged(ctx, { companyId: load.companyId, kind: "BI", id: readingId, state: load.state, sectorId: load.sectorId });
  return boardLoad(ctx, readingId);
}

/** The signed release of an implant load whose BI read negative with a valid control (managers). */
export async function releaseImplant(ctx: ServiceContext, readingId: number, input: SignatureInput) {
  const load = await boardLoad(ctx, readingId);
  if (load.status !== "READY") {
    throw new ValidationError({ readingId: [load.status === "RELEASED" ? "This load is released already." : "An implant load is released once its BI reads negative with a valid positive control."] });
  }
  const signer = await verifySigner(ctx, input);
  await ctx.prisma.$transaction(async (tx) => {
    const taken = await tx.loadRelease.updateMany({ where: { readingId, releasedAt: null, implant: true }, data: { releasedAt: new Date(), releasedById: signer.userId, signatureMeaning: input.meaning, signedHash: load.hash } });
    if (!taken.count) throw new ValidationError({ readingId: ["This load is released already."] });
    await appendAudit(tx, [{ companyId: load.companyId, kind: "BI", readingId, userId: signer.userId, action: "release", field: "release", oldValue: null, newValue: `${input.meaning} (signed by ${signer.name})` }]);
  });
  readingChanged(ctx, { companyId: load.companyId, kind: "BI", id: readingId, state: load.state, sectorId: load.sectorId });
  return boardLoad(ctx, readingId);
}
