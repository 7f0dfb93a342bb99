// Positive controls and lots (docs/incidents.md "Positive controls"): a processed BI's negative
// result is valid only if a positive control of the same lot, incubated the same day on an
// incubator of the same model, read positive (ISO 11138-1; the indicator maker's instructions
// for use). The control is a BI reading whose condition (conditionSCIB) is 2.
import type { PrismaClient, ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { readingScope } from "../readings/scope";
import { ValidationError } from "../domain/errors";
import { readingSummaries, type ReadingSummary } from "../incidents/readings";
import { equalsIgnoringCase } from "../domain/like";

export const POSITIVE_CONTROL = 2;
/** The BI readings that test a load or a machine: every one but the positive controls. */
export const NOT_A_CONTROL = { OR: [{ conditionSCIB: null }, { conditionSCIB: { not: POSITIVE_CONTROL } }] };
/** "The same day": a control started within this long before or after the processed BI. */
export const CONTROL_WINDOW_MS = 12 * 3600_000;

export type ControlStatus = "PASSED" | "PENDING" | "FAILED" | "MISSING" | "NOT_APPLICABLE";

export interface ControlPairing {
  status: ControlStatus;
  /** The control that decided the status (the passed one, else a pending one, else a failed one). */
  control: { id: number; readNumber: number; startedAt: Date; result: number | null } | null;
}

interface ProcessedBI {
  id: number;
  companyId: number;
  conditionSCIB: number | null;
  lot: string | null;
  startedAt: Date;
  incubatorId: number | null;
}

/**
 * The positive control of a processed BI: PASSED (a control of its lot read positive), PENDING
 * (one is still incubating), FAILED (every control of the lot that day read negative, or was
 * cancelled or in error: the lot's results of that day are not valid), MISSING (none), or
 * NOT_APPLICABLE (the reading is a control itself, or names no lot).
 */
export async function controlOf(prisma: PrismaClient, r: ProcessedBI): Promise<ControlPairing> {
  return (await controlsOf(prisma, [r])).get(r.id)!;
}

type Candidate = { id: number; readNumber: number; startedAt: Date; result: number | null; lot: string | null; model: number | null };

/** The controls of many processed BIs (a board, a page) in two statements, by reading id. */
export async function controlsOf(prisma: PrismaClient, readings: ProcessedBI[]): Promise<Map<number, ControlPairing>> {
  const out = new Map<number, ControlPairing>();
  const paired = readings.filter((r) => r.conditionSCIB !== POSITIVE_CONTROL && r.lot);
  for (const r of readings) if (!paired.includes(r)) out.set(r.id, { status: "NOT_APPLICABLE", control: null });
  if (!paired.length) return out;
  const incubatorIds = [...new Set(paired.flatMap((r) => (r.incubatorId === null ? [] : [r.incubatorId])))];
  const models = new Map(
    (await prisma.incubator.findMany({ where: { id: { in: incubatorIds } }, select: { id: true, distributorIncubator: { select: { incubatorModelId: true } } } })).map((i) => [i.id, i.distributorIncubator.incubatorModelId]),
  );
  const times = paired.map((r) => r.startedAt.getTime());
  const found = await prisma.readingBI.findMany({
    where: {
      companyId: { in: [...new Set(paired.map((r) => r.companyId))] },
      conditionSCIB: POSITIVE_CONTROL,
      lot: { in: [...new Set(paired.map((r) => r.lot!))] },
      startedAt: { gte: new Date(Math.min(...times) - CONTROL_WINDOW_MS), lte: new Date(Math.max(...times) + CONTROL_WINDOW_MS) },
    },
    select: { id: true, companyId: true, readNumber: true, startedAt: true, result: true, lot: true, incubator: { select: { distributorIncubator: { select: { incubatorModelId: true } } } } },
    orderBy: { startedAt: "asc" },
  });
  const candidates = found.map((c) => ({ ...c, model: c.incubator?.distributorIncubator.incubatorModelId ?? null }));
  for (const r of paired) {
    const model = r.incubatorId === null ? null : models.get(r.incubatorId) ?? null;
    const mine = candidates.filter((c) => c.companyId === r.companyId && c.lot === r.lot && Math.abs(c.startedAt.getTime() - r.startedAt.getTime()) <= CONTROL_WINDOW_MS && (model === null || c.model === model));
    out.set(r.id, decide(mine));
  }
  return out;
}

function decide(controls: Candidate[]): ControlPairing {
  const pick = (c: Candidate) => ({ id: c.id, readNumber: c.readNumber, startedAt: c.startedAt, result: c.result });
  const passed = controls.find((c) => c.result === 2);
  if (passed) return { status: "PASSED", control: pick(passed) };
  const pending = controls.find((c) => c.result === null);
  if (pending) return { status: "PENDING", control: pick(pending) };
  if (controls.length) return { status: "FAILED", control: pick(controls[controls.length - 1]!) };
  return { status: "MISSING", control: null };
}

/**
 * The processed BIs a positive control vouches for — the pairing rule turned round: the same
 * company and lot, started within 12 hours of the control, on an incubator of the control's
 * model (or naming none) — leaving out those another control of the lot passed (their results
 * stand). When the control fails, these are the loads whose results are not valid: the recall
 * list of its incident (docs/incidents.md, "A failed positive control").
 */
export async function readingsVouchedBy(prisma: PrismaClient, controlId: number): Promise<{ kind: ReadingKind; id: number }[]> {
  const c = await prisma.readingBI.findUnique({
    where: { id: controlId },
    select: { companyId: true, lot: true, startedAt: true, conditionSCIB: true, incubator: { select: { distributorIncubator: { select: { incubatorModelId: true } } } } },
  });
  if (!c || c.conditionSCIB !== POSITIVE_CONTROL || !c.lot) return [];
  const model = c.incubator?.distributorIncubator.incubatorModelId ?? null;
  const t = c.startedAt.getTime();
  const processed = await prisma.readingBI.findMany({
    where: {
      companyId: c.companyId,
      lot: c.lot,
      ...NOT_A_CONTROL,
      startedAt: { gte: new Date(t - CONTROL_WINDOW_MS), lte: new Date(t + CONTROL_WINDOW_MS) },
      ...(model === null ? {} : { AND: [{ OR: [{ incubatorId: null }, { incubator: { distributorIncubator: { incubatorModelId: model } } }] }] }),
    },
    select: { id: true, companyId: true, conditionSCIB: true, lot: true, startedAt: true, incubatorId: true },
    orderBy: [{ startedAt: "asc" }, { id: "asc" }],
  });
  const pairings = await controlsOf(prisma, processed);
  return processed.filter((r) => pairings.get(r.id)?.status !== "PASSED").map((r) => ({ kind: "BI" as const, id: r.id }));
}

const LOT_MAX = 50;

/**
 * Every reading of the caller's company (operators: their sector) that used a lot, of every
 * kind, newest first: what a manufacturer's recall of the lot must find.
 */
export async function readingsOfLot(ctx: ServiceContext, lot: string, take: number): Promise<ReadingSummary[]> {
  const wanted = lot.trim();
  if (!wanted) throw new ValidationError({ lot: ["This field is required"] });
  if (wanted.length > LOT_MAX) throw new ValidationError({ lot: [`At most ${LOT_MAX} characters`] });
  const where = { ...readingScope(ctx.principal), lot: equalsIgnoringCase(wanted) };
  const select = { id: true } as const;
  const [bi, pro, cs, cw] = await Promise.all([
    ctx.prisma.readingBI.findMany({ where, select, take }),
    ctx.prisma.readingPRO.findMany({ where, select, take }),
    ctx.prisma.readingCheSterilizer.findMany({ where, select, take }),
    ctx.prisma.readingCheWasher.findMany({ where, select, take }),
  ]);
  const refs: { kind: ReadingKind; id: number }[] = [
    ...bi.map((r) => ({ kind: "BI" as const, id: r.id })),
    ...pro.map((r) => ({ kind: "PRO" as const, id: r.id })),
    ...cs.map((r) => ({ kind: "CHE_STERILIZER" as const, id: r.id })),
    ...cw.map((r) => ({ kind: "CHE_WASHER" as const, id: r.id })),
  ];
  return (await readingSummaries(ctx.prisma, refs)).sort((a, b) => b.date.getTime() - a.date.getTime()).slice(0, take);
}
