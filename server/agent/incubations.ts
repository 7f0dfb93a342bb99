// Incubations: the LIVE reading an incubator's start makes, and how an incubation is found
// again by its key (incubator serial + position + start time).
import type { Prisma, ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { conflict, notFound, ValidationError } from "../domain/errors";
import { appendAudit } from "../readings/audit";
import { nextReadNumber } from "../readings/numbers";
import { readingChanged } from "../readings/events";
import { agentOf, type Agent } from "./caller";
import { catalog, type CatalogModel } from "./catalog";
import { ownIncubator, incubatorWire } from "./incubators";
import { agentKey, biResultName, proResultName } from "./rules";
import { parseIncubation, parseResultRef, type AgentKind, type IncubationInput, type ProductRef } from "./validation";
import { lotExpired, machineAt, outOfServiceFlags, type MachineAt, type OutOfServiceFlag } from "../readings/warnings";

/** Product model types an incubation of each kind may use (BI: sterilisation 0, disinfection 4; PRO: 1, endoscope 3). */
const PRODUCT_TYPES: Record<AgentKind, number[]> = { BI: [0, 4], PRO: [1, 3] };
const BI_DISINFECTION_TYPE = 4;

export const readingSelect = {
  id: true,
  companyId: true,
  sectorId: true,
  state: true,
  readNumber: true,
  positionNumber: true,
  incubatorId: true,
  programId: true,
  startedAt: true,
  resultAt: true,
  result: true,
  visualResult: true,
  averageTemperature: true,
  productId: true,
  lot: true,
  expirationDate: true,
  agentKey: true,
} as const;
export const biSelect = { ...readingSelect, disinfection: true, fluorescence: true, sterilizerId: true, disinfectorId: true } as const;
export const proSelect = { ...readingSelect, quantitativeResult: true, density: true, alertResult: true, actionResult: true, instrumentMeasureId: true, status: true, washerId: true } as const;

export type ReadingRow = Prisma.ReadingBIGetPayload<{ select: typeof readingSelect }> &
  Partial<Prisma.ReadingBIGetPayload<{ select: typeof biSelect }>> &
  Partial<Prisma.ReadingPROGetPayload<{ select: typeof proSelect }>>;
export interface Found {
  kind: AgentKind;
  row: ReadingRow;
}
const num = (d: unknown): number | null => (d === null || d === undefined ? null : Number(d));
const day = (d: Date | null | undefined) => (d instanceof Date ? d.toISOString().slice(0, 10) : null);

/** The machine an incubation's reading names, at its start (warnings.ts). */
export const incubationMachine = (kind: AgentKind, r: ReadingRow): MachineAt | null => machineAt(kind, r as unknown as Record<string, unknown>);

/**
 * What the agent is warned of about an incubation (docs/agent-api.md "Warnings"): its machine
 * was out of service when it started (an open incident: loads processed on it must not be
 * released), its lot had expired. Warnings never refuse a message.
 */
export function incubationWarnings(r: ReadingRow, flag: OutOfServiceFlag | null) {
  const warnings: Record<string, unknown>[] = [];
  if (flag) {
    warnings.push({
      code: "machine-out-of-service",
      message: `The ${flag.machineKind} (id ${flag.machineId}) is out of service since ${flag.since.toISOString()} (incident ${flag.incidentId}): loads processed on it must not be released.`,
      incidentId: flag.incidentId,
      machineKind: flag.machineKind,
      machineId: flag.machineId,
      since: flag.since,
      until: flag.until,
    });
  }
  if (lotExpired(r.expirationDate, r.startedAt)) {
    warnings.push({ code: "lot-expired", message: `The lot${r.lot ? ` ${r.lot}` : ""} expired on ${day(r.expirationDate)}, before the incubation started.`, lot: r.lot, expirationDate: day(r.expirationDate) });
  }
  return warnings;
}

/**
 * The incubation as the agent is answered. `flag`: its out-of-service flag when the caller
 * looked it up already (a batch: one query for all); undefined looks it up here.
 */
export async function readingWire(ctx: ServiceContext, kind: AgentKind, r: ReadingRow, serialNumber: string, flag?: OutOfServiceFlag | null) {
  const program = r.programId === null ? undefined : await catalog.program(ctx.prisma, r.programId);
  const machine = incubationMachine(kind, r);
  const outOfService = flag !== undefined ? flag : machine ? (await outOfServiceFlags(ctx.prisma, r.companyId, [machine]))[0]! : null;
  return {
    id: r.id,
    kind,
    readNumber: r.readNumber,
    state: r.state,
    serialNumber,
    position: r.positionNumber,
    startedAt: r.startedAt,
    programIndex: program?.programIndex ?? null,
    sectorId: r.sectorId,
    productId: r.productId,
    lot: r.lot,
    expirationDate: day(r.expirationDate),
    ...(kind === "BI" ? { sterilizerId: r.sterilizerId ?? null, disinfectorId: r.disinfectorId ?? null } : { washerId: r.washerId ?? null }),
    ...(kind === "BI" && r.disinfection !== undefined ? { disinfection: r.disinfection } : {}),
    result:
      r.resultAt === null
        ? null
        : kind === "BI"
          ? { code: r.result, result: biResultName(r.result), fluorescence: num(r.fluorescence), averageTemperature: num(r.averageTemperature), resultAt: r.resultAt }
          : {
              code: r.result,
              result: proResultName(r.result),
              quantitativeResult: num(r.quantitativeResult),
              density: num(r.density),
              alertResult: num(r.alertResult),
              actionResult: num(r.actionResult),
              visualResult: r.visualResult,
              averageTemperature: num(r.averageTemperature),
              resultAt: r.resultAt,
            },
    warnings: incubationWarnings(r, outOfService),
  };
}
export type IncubationWire = Awaited<ReturnType<typeof readingWire>>;

const columnList = (select: Record<string, true>) => Object.keys(select).map((c) => `"${c}"`).join(", ");
const BY_KEY = { BI: { table: "reading_bi", columns: columnList(biSelect) }, PRO: { table: "reading_pro", columns: columnList(proSelect) } } as const;

/**
 * The readings made under some idempotency keys (one query per table). Every message of the
 * agent API runs this: a prepared statement on the driver (no query compilation), one per
 * table and key count.
 */
export async function byKeys(ctx: Pick<ServiceContext, "db">, companyId: number, keys: string[], kind: AgentKind | null): Promise<Map<string, Found>> {
  const out = new Map<string, Found>();
  if (!keys.length) return out;
  const list = keys.map((_, i) => `$${i + 2}`).join(", ");
  const read = (k: AgentKind) =>
    ctx.db.prepared<ReadingRow>(`agent_keys_${k}_${keys.length}`, `SELECT ${BY_KEY[k].columns} FROM "${BY_KEY[k].table}" WHERE "companyId" = $1 AND "agentKey" IN (${list})`, [companyId, ...keys]);
  const [bi, pro] = await Promise.all([kind === "PRO" ? [] : read("BI"), kind === "BI" ? [] : read("PRO")]);
  for (const row of pro) out.set(row.agentKey!, { kind: "PRO", row });
  for (const row of bi) out.set(row.agentKey!, { kind: "BI", row });
  return out;
}

/**
 * The incubation of serial + position + start in the caller's company: by its key, else (for
 * readings made without one: desktop migrations, the demo seed) by incubator, position and start.
 */
export async function findIncubation(ctx: ServiceContext, agent: Agent, ref: { serialNumber: string; position: number; startedAt: Date; kind: AgentKind | null }): Promise<Found | null> {
  const key = agentKey(ref.serialNumber, ref.position, ref.startedAt);
  return (await byKeys(ctx, agent.companyId, [key], ref.kind)).get(key) ?? findWithoutKey(ctx, agent, ref);
}

export async function findWithoutKey(ctx: ServiceContext, agent: Agent, ref: { serialNumber: string; position: number; startedAt: Date; kind: AgentKind | null }): Promise<Found | null> {
  const inc = await ctx.prisma.incubator.findUnique({ where: { companyId_serialNumber: { companyId: agent.companyId, serialNumber: ref.serialNumber } }, select: { id: true } });
  if (!inc) return null;
  const where = { companyId: agent.companyId, incubatorId: inc.id, positionNumber: ref.position, startedAt: ref.startedAt };
  const [bi, pro] = await Promise.all([
    ref.kind === "PRO" ? null : ctx.prisma.readingBI.findFirst({ where, select: biSelect }),
    ref.kind === "BI" ? null : ctx.prisma.readingPRO.findFirst({ where, select: proSelect }),
  ]);
  return bi ? { kind: "BI", row: bi as ReadingRow } : pro ? { kind: "PRO", row: pro as ReadingRow } : null;
}

export const unknownIncubation = (ref: { serialNumber: string; position: number; startedAt: Date }) =>
  `No incubation at position ${ref.position} of '${ref.serialNumber}' started at ${ref.startedAt.toISOString()}: report its start first.`;

async function resolveProduct(ctx: ServiceContext, agent: Agent, kind: AgentKind, ref: ProductRef | null): Promise<{ id: number; type: number } | null> {
  if (!ref) return null;
  const field = "gtin" in ref ? "product.gtin" : "product.productId";
  const product =
    "gtin" in ref
      ? (await ctx.prisma.gtin.findUnique({ where: { distributorId_code: { distributorId: agent.distributorId, code: ref.gtin } }, select: { product: { select: { id: true, productModel: { select: { type: true } } } } } }))?.product
      : await ctx.prisma.product.findFirst({ where: { id: ref.productId, distributorId: agent.distributorId }, select: { id: true, productModel: { select: { type: true } } } });
  if (!product) throw new ValidationError({ [field]: ["Unknown product: resend without it and complete the product on the reading screen."] });
  if (!PRODUCT_TYPES[kind].includes(product.productModel.type)) throw new ValidationError({ [field]: [kind === "BI" ? "The product is not a biological indicator." : "The product is not a protein indicator."] });
  return { id: product.id, type: product.productModel.type };
}

/** A named machine must be the company's (not deleted); another company's id is as unknown as a wrong one. */
async function checkMachine(ctx: ServiceContext, agent: Agent, machine: IncubationInput["machine"]) {
  if (!machine) return;
  const table = { sterilizerId: ctx.prisma.sterilizer, disinfectorId: ctx.prisma.disinfector, washerId: ctx.prisma.washer }[machine.column] as ServiceContext["prisma"]["sterilizer"];
  const m = await table.findFirst({ where: { id: machine.id, companyId: agent.companyId, deletedAt: null }, select: { id: true } });
  if (!m) throw new ValidationError({ [machine.column]: ["This machine does not exist."] });
}

function checkAgainstModel(input: IncubationInput, model: CatalogModel) {
  const ports = input.kind === "BI" ? model.portBI : model.portProtein;
  const errors: Record<string, string[]> = {};
  if (ports <= 0) errors.kind = [`Model '${model.modelId}' has no ${input.kind === "BI" ? "biological indicator" : "protein"} positions.`];
  else if (input.position > ports) errors.position = [`Model '${model.modelId}' has ${input.kind} positions 1 to ${ports}.`];
  const program = model.programs.find((p) => p.programIndex === input.programIndex);
  if (!program) errors.programIndex = [`Model '${model.modelId}' has no program ${input.programIndex} (programs: ${model.programs.map((p) => p.programIndex).join(", ") || "none"}).`];
  if (Object.keys(errors).length) throw new ValidationError(errors);
  return program!;
}

function isUniqueViolation(e: unknown): boolean {
  const code = (e as { code?: string })?.code;
  return code === "P2002" || /unique constraint/i.test(String((e as Error)?.message ?? ""));
}

/**
 * Incubation started: a LIVE reading in the incubator's work sector (else where it was
 * discovered), with the company's next read number and the model's program of that index,
 * and its 'create' audit entries. A retry (same serial, position and start) answers the same
 * reading; the same key with another kind or program is a conflict.
 */
export async function startIncubation(ctx: ServiceContext, body: unknown): Promise<{ created: boolean; incubation: IncubationWire; messageId: string | null }> {
  const agent = agentOf(ctx.principal);
  const input = parseIncubation(body);
  const inc = await ownIncubator(ctx, agent, input.serialNumber);
  const program = checkAgainstModel(input, inc.model);
  const key = agentKey(inc.serialNumber, input.position, input.startedAt);
  const replay = async () => {
    const found = (await byKeys(ctx, agent.companyId, [key], null)).get(key);
    if (!found) return null;
    if (found.kind !== input.kind || found.row.programId !== program.id) {
      throw conflict(`Position ${input.position} of '${inc.serialNumber}' already has a ${found.kind} incubation started at ${input.startedAt.toISOString()} with another program or kind.`);
    }
    return { created: false, incubation: await readingWire(ctx, found.kind, found.row, inc.serialNumber), messageId: input.messageId };
  };
  const again = await replay();
  if (again) return again;

  const product = await resolveProduct(ctx, agent, input.kind, input.product);
  await checkMachine(ctx, agent, input.machine);
  const sectorId = inc.workSectorId ?? inc.discovererSectorId;
  if (sectorId === null) throw conflict(`Incubator '${inc.serialNumber}' has no sector: ask an administrator to assign one.`);
  const kind: ReadingKind = input.kind;
  let row: ReadingRow;
  try {
    row = await ctx.prisma.$transaction(async (tx) => {
      const readNumber = await nextReadNumber(tx, kind, agent.companyId);
      const data = {
        companyId: agent.companyId,
        sectorId,
        state: "LIVE" as const,
        readNumber,
        positionNumber: input.position,
        incubatorId: inc.id,
        programId: program.id,
        startedAt: input.startedAt,
        productId: product?.id ?? null,
        lot: input.lot,
        expirationDate: input.expirationDate,
        ...(input.machine ? { [input.machine.column]: input.machine.id } : {}),
        agentKey: key,
      };
      const created = (
        kind === "BI"
          ? await tx.readingBI.create({ data: { ...data, disinfection: product?.type === BI_DISINFECTION_TYPE }, select: biSelect })
          : await tx.readingPRO.create({ data, select: proSelect })
      ) as ReadingRow;
      const base = { companyId: agent.companyId, kind, readingId: created.id, userId: agent.userId, action: "create" as const, oldValue: null };
      const fields: [string, unknown][] = [["state", "LIVE"], ["incubatorId", inc.id], ["positionNumber", input.position], ["programId", program.id], ["startedAt", input.startedAt], ["productId", data.productId], ["lot", input.lot], ["expirationDate", input.expirationDate], ...(input.machine ? [[input.machine.column, input.machine.id] as [string, unknown]] : [])];
      await appendAudit(tx, fields.filter(([, v]) => v !== null).map(([field, newValue]) => ({ ...base, field, newValue })));
      return created;
    }, { maxWait: 10_000, timeout: 20_000 }); // a burst waits for a pooled connection rather than fails
  } catch (e) {
    // A concurrent retry won the race for the key: answer its reading.
    if (isUniqueViolation(e)) {
      const raced = await replay();
      if (raced) return raced;
    }
    throw e;
  }
  readingChanged(ctx, { companyId: agent.companyId, kind, id: row.id, state: row.state, sectorId: row.sectorId });
  return { created: true, incubation: await readingWire(ctx, input.kind, row, inc.serialNumber), messageId: input.messageId };
}

/** One incubation by its key, for an agent catching up after a restart. */
export async function incubationDetail(ctx: ServiceContext, q: { serialNumber: string | null; position: string | null; startedAt: string | null }): Promise<IncubationWire> {
  const agent = agentOf(ctx.principal);
  const position = q.position === null || q.position.trim() === "" ? undefined : /^\d+$/.test(q.position.trim()) ? Number(q.position) : q.position;
  // An unencoded "+hh:mm" offset arrives as " hh:mm" in a query string.
  const startedAt = q.startedAt?.replace(/ (\d{2}:?\d{2})$/, "+$1") ?? undefined;
  const { ref } = parseResultRef({ serialNumber: q.serialNumber ?? undefined, position, startedAt, result: { resultAt: startedAt } });
  const found = await findIncubation(ctx, agent, { ...ref, kind: null });
  if (!found) throw notFound(unknownIncubation(ref));
  return readingWire(ctx, found.kind, found.row, ref.serialNumber);
}

/** Many incubations as answered, their out-of-service warnings in one query. */
async function wires(ctx: ServiceContext, companyId: number, found: Found[], serialNumber: string) {
  const flags = await outOfServiceFlags(ctx.prisma, companyId, found.map((f) => incubationMachine(f.kind, f.row)));
  return Promise.all(found.map((f, i) => readingWire(ctx, f.kind, f.row, serialNumber, flags[i] ?? null)));
}

/** One incubator with its running (LIVE) incubations. */
export async function incubatorDetail(ctx: ServiceContext, serialNumber: string) {
  const agent = agentOf(ctx.principal);
  const inc = await ownIncubator(ctx, agent, serialNumber);
  const where = { companyId: agent.companyId, incubatorId: inc.id, state: "LIVE" as const };
  const [bi, pro] = await Promise.all([
    ctx.prisma.readingBI.findMany({ where, select: biSelect, orderBy: { positionNumber: "asc" } }),
    ctx.prisma.readingPRO.findMany({ where, select: proSelect, orderBy: { positionNumber: "asc" } }),
  ]);
  return {
    ...incubatorWire(inc),
    incubations: await wires(ctx, agent.companyId, [...bi.map((r) => ({ kind: "BI" as const, row: r as ReadingRow })), ...pro.map((r) => ({ kind: "PRO" as const, row: r as ReadingRow }))], inc.serialNumber),
  };
}
