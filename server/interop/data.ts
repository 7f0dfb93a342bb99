// Reads readings into the plain shape the HL7 builder takes (./hl7/message.ts), scoped by the
// caller: one reading, or the readings of its load — the same company's readings on the same
// machine (sterilizer, washer or disinfector) with the same cycle (else the same BI load
// number): the biological, protein and chemical indicators of one machine cycle. A reading
// without a machine or a cycle is a load of its own.
import type { Prisma, PrismaClient, ReadingKind } from "../db/generated/client";
import type { Hl7Machine, Hl7MachineKind, Hl7Reading } from "./hl7/message";

type Db = PrismaClient | Prisma.TransactionClient;
/** Which readings the caller may see (server/readings/scope.ts). */
export interface Scope {
  companyId: number;
  sectorId?: number;
}

const machineSelect = { select: { id: true, name: true, serial: true, brand: true } } as const;
const timed = { sector: { select: { id: true, name: true } }, program: { select: { id: true, name: true } }, incubator: { select: { serialNumber: true, name: true } }, product: { select: { id: true, name: true, brand: true } } } as const;
const chemical = { sector: { select: { id: true, name: true } }, product: { select: { id: true, name: true, brand: true } } } as const;
const INCLUDE = {
  BI: { ...timed, sterilizer: machineSelect, disinfector: machineSelect },
  PRO: { ...timed, washer: machineSelect },
  CHE_STERILIZER: { ...chemical, sterilizer: machineSelect },
  CHE_WASHER: { ...chemical, washer: machineSelect },
} as const;

/** The most readings one load message carries. */
export const MAX_LOAD_READINGS = 200;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const machineOf = (kind: Hl7MachineKind, m: { id: number; name: string; serial: string; brand: string } | null): Hl7Machine | null => (m ? { kind, id: m.id, name: m.name, serial: m.serial, brand: m.brand } : null);

async function findMany(db: Db, kind: ReadingKind, where: Record<string, unknown>, take: number): Promise<Record<string, any>[]> {
  const args = { where, include: INCLUDE[kind], orderBy: [{ readNumber: "asc" as const }], take };
  switch (kind) {
    case "BI": return db.readingBI.findMany(args as never);
    case "PRO": return db.readingPRO.findMany(args as never);
    case "CHE_STERILIZER": return db.readingCheSterilizer.findMany(args as never);
    case "CHE_WASHER": return db.readingCheWasher.findMany(args as never);
  }
}

async function toHl7(db: Db, kind: ReadingKind, rows: Record<string, any>[]): Promise<Hl7Reading[]> {
  const userIds = [...new Set(rows.map((r) => r.editUserId ?? r.creationUserId).filter((id): id is number => typeof id === "number"))];
  const users = userIds.length ? await db.appUser.findMany({ where: { id: { in: userIds } }, select: { id: true, name: true, lastName: true } }) : [];
  const userById = new Map(users.map((u) => [u.id, u]));
  return rows.map((r) => {
    const machine =
      kind === "BI" ? (r.disinfection ? machineOf("disinfector", r.disinfector) : machineOf("sterilizer", r.sterilizer)) : kind === "CHE_STERILIZER" ? machineOf("sterilizer", r.sterilizer) : machineOf("washer", r.washer);
    const operatorId = r.editUserId ?? r.creationUserId ?? null;
    return {
      kind,
      id: r.id,
      readNumber: r.readNumber,
      state: r.state,
      disinfection: kind === "BI" && r.disinfection === true,
      sector: { id: r.sector.id, name: r.sector.name },
      result: r.result ?? null,
      visualResult: r.visualResult ?? null,
      startedAt: r.startedAt ?? null,
      resultAt: r.resultAt ?? null,
      testedAt: r.testedAt ?? null,
      machine,
      incubator: r.incubator ? { serialNumber: r.incubator.serialNumber, name: r.incubator.name } : null,
      program: r.program ? { id: r.program.id, name: r.program.name } : null,
      programNumber: r.programNumber ?? null,
      cycle: r.cycle ?? null,
      loadNumber: r.loadNumber ?? null,
      process: r.processId ?? null,
      lot: r.lot ?? null,
      expirationDate: r.expirationDate ?? null,
      product: r.product ? { id: r.product.id, name: r.product.name, brand: r.product.brand } : null,
      operator: operatorId !== null ? (userById.get(operatorId) ?? null) : null,
      fluorescence: num(r.fluorescence),
      averageTemperature: num(r.averageTemperature),
      quantitativeResult: num(r.quantitativeResult),
      density: num(r.density),
      temperature: num(r.temperature),
      exposureMinutes: kind === "BI" ? num(r.exposureMinutes) : kind === "CHE_STERILIZER" ? num(r.exposureTime) : null,
      washingMinutes: kind === "CHE_WASHER" ? num(r.washingTime) : null,
      notes: r.notes ?? null,
    } satisfies Hl7Reading;
  });
}

const scopeWhere = (s: Scope) => ({ companyId: s.companyId, ...(s.sectorId !== undefined ? { sectorId: s.sectorId } : {}) });

/** One reading the scope sees, or null (another company's or sector's id is "not found"). */
export async function readingForHl7(db: Db, kind: ReadingKind, id: number, scope: Scope): Promise<Hl7Reading | null> {
  const rows = await findMany(db, kind, { id, ...scopeWhere(scope) }, 1);
  return (await toHl7(db, kind, rows))[0] ?? null;
}

/**
 * The readings of the load `reading` belongs to (itself first), within the scope: the readings
 * of every kind that runs on its machine (sterilizer: BI and chemical; washer: protein and
 * chemical; disinfector: disinfection BI) with the same cycle, else the same BI load number.
 */
export async function loadForHl7(db: Db, reading: Hl7Reading, scope: Scope): Promise<Hl7Reading[]> {
  const m = reading.machine;
  const cycle = reading.cycle?.trim() || null;
  const loadNumber = reading.kind === "BI" ? reading.loadNumber?.trim() || null : null;
  if (!m || (!cycle && !loadNumber)) return [reading];
  const base = scopeWhere(scope);
  const same = cycle ? { cycle } : { loadNumber };
  const queries: [ReadingKind, Record<string, unknown>][] =
    m.kind === "sterilizer"
      ? [["BI", { ...base, ...same, sterilizerId: m.id, disinfection: false }], ...(cycle ? [["CHE_STERILIZER", { ...base, cycle, sterilizerId: m.id }] as [ReadingKind, Record<string, unknown>]] : [])]
      : m.kind === "disinfector"
        ? [["BI", { ...base, ...same, disinfectorId: m.id, disinfection: true }]]
        : [["PRO", { ...base, cycle, washerId: m.id }], ["CHE_WASHER", { ...base, cycle, washerId: m.id }]];
  const out: Hl7Reading[] = [reading];
  for (const [kind, where] of queries) {
    const rows = (await findMany(db, kind, where, MAX_LOAD_READINGS)).filter((r) => !(kind === reading.kind && r.id === reading.id));
    out.push(...(await toHl7(db, kind, rows)));
  }
  return out.slice(0, MAX_LOAD_READINGS);
}

/** MSH-3 and MSH-4: the company and its distributor. */
export async function senderOf(db: Db, companyId: number): Promise<{ company: { id: number; name: string }; distributor: { id: number; name: string } }> {
  const c = await db.company.findUniqueOrThrow({ where: { id: companyId }, select: { id: true, name: true, distributor: { select: { id: true, name: true } } } });
  return { company: { id: c.id, name: c.name }, distributor: { id: c.distributor.id, name: c.distributor.name } };
}
