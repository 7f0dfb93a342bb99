// What an incident needs to know of a machine and its readings: which readings are its loads,
// which are its BI (or protein) tests, and what a good result is. One description per machine
// kind, so the recall list and the re-test count read the same way for all three.
import type { Prisma, PrismaClient, ReadingKind } from "../db/generated/client";
import type { MachineKind } from "../equipment/service";
// A positive control (meant to read positive) is never a test of the machine nor a load.
import { NOT_A_CONTROL, POSITIVE_CONTROL } from "../controls/service";

type Db = PrismaClient | Prisma.TransactionClient;

/** BI results: 1 negative, 2 positive. PRO results: 1 pass, 3 fail. */
const BI_NEGATIVE = 1;
const BI_POSITIVE = 2;
const PRO_PASS = 1;
const PRO_FAIL = 3;

export interface MachineTest {
  kind: ReadingKind;
  id: number;
  startedAt: Date;
  resultAt: Date | null;
  result: number | null;
  good: boolean;
}

/** A reading on the machine that processed a load: what the recall list shows of it. */
export interface LoadReading {
  kind: ReadingKind;
  id: number;
}

interface MachineReadings {
  /** The readings that test the machine (the re-tests and "the last negative"), oldest first. */
  tests(db: Db, machineId: number, where: { after?: Date | null; before?: Date }): Promise<MachineTest[]>;
  /** Every reading that stands for a load processed on the machine in the window. */
  loads(db: Db, machineId: number, after: Date | null, until: Date): Promise<LoadReading[]>;
}

const window = (after: Date | null | undefined, before: Date | undefined) => ({ ...(after ? { gt: after } : {}), ...(before ? { lte: before } : {}) });

const biTests = (machine: "sterilizerId" | "disinfectorId"): MachineReadings["tests"] => async (db, machineId, { after, before }) => {
  const rows = await db.readingBI.findMany({
    where: { [machine]: machineId, result: { in: [BI_NEGATIVE, BI_POSITIVE] }, ...NOT_A_CONTROL, startedAt: window(after, before) },
    select: { id: true, startedAt: true, resultAt: true, result: true },
    orderBy: [{ startedAt: "asc" }, { id: "asc" }],
  });
  return rows.map((r) => ({ kind: "BI" as const, ...r, good: r.result === BI_NEGATIVE }));
};

export const MACHINE_READINGS: Record<MachineKind, MachineReadings> = {
  sterilizer: {
    tests: biTests("sterilizerId"),
    loads: async (db, machineId, after, until) => {
      const startedAt = window(after, until);
      const bi = await db.readingBI.findMany({ where: { sterilizerId: machineId, startedAt, ...NOT_A_CONTROL }, select: { id: true }, orderBy: { startedAt: "asc" } });
      const che = await db.readingCheSterilizer.findMany({ where: { sterilizerId: machineId, testedAt: startedAt }, select: { id: true }, orderBy: { testedAt: "asc" } });
      return [...bi.map((r) => ({ kind: "BI" as const, id: r.id })), ...che.map((r) => ({ kind: "CHE_STERILIZER" as const, id: r.id }))];
    },
  },
  disinfector: {
    tests: biTests("disinfectorId"),
    loads: async (db, machineId, after, until) =>
      (await db.readingBI.findMany({ where: { disinfectorId: machineId, startedAt: window(after, until), ...NOT_A_CONTROL }, select: { id: true }, orderBy: { startedAt: "asc" } })).map((r) => ({ kind: "BI" as const, id: r.id })),
  },
  washer: {
    tests: async (db, machineId, { after, before }) => {
      const rows = await db.readingPRO.findMany({
        where: { washerId: machineId, result: { in: [PRO_PASS, 2, PRO_FAIL] }, startedAt: window(after, before) },
        select: { id: true, startedAt: true, resultAt: true, result: true },
        orderBy: [{ startedAt: "asc" }, { id: "asc" }],
      });
      return rows.map((r) => ({ kind: "PRO" as const, ...r, good: r.result !== PRO_FAIL }));
    },
    loads: async (db, machineId, after, until) => {
      const startedAt = window(after, until);
      const pro = await db.readingPRO.findMany({ where: { washerId: machineId, startedAt }, select: { id: true }, orderBy: { startedAt: "asc" } });
      const che = await db.readingCheWasher.findMany({ where: { washerId: machineId, testedAt: startedAt }, select: { id: true }, orderBy: { testedAt: "asc" } });
      return [...pro.map((r) => ({ kind: "PRO" as const, id: r.id })), ...che.map((r) => ({ kind: "CHE_WASHER" as const, id: r.id }))];
    },
  },
};

/** The machine a failed reading ran on (its kind and id), or null: no machine recorded, a positive control, an import. */
export async function failedReadingMachine(db: Db, kind: ReadingKind, id: number): Promise<{ machineKind: MachineKind; machineId: number; companyId: number; sectorId: number; startedAt: Date } | null> {
  if (kind === "BI") {
    const r = await db.readingBI.findUnique({ where: { id }, select: { companyId: true, sectorId: true, startedAt: true, sterilizerId: true, disinfectorId: true, conditionSCIB: true, desktopMigrationId: true } });
    if (!r || r.conditionSCIB === POSITIVE_CONTROL || r.desktopMigrationId !== null) return null;
    const machine = r.sterilizerId !== null ? { machineKind: "sterilizer" as const, machineId: r.sterilizerId } : r.disinfectorId !== null ? { machineKind: "disinfector" as const, machineId: r.disinfectorId } : null;
    return machine && { ...machine, companyId: r.companyId, sectorId: r.sectorId, startedAt: r.startedAt };
  }
  if (kind === "PRO") {
    const r = await db.readingPRO.findUnique({ where: { id }, select: { companyId: true, sectorId: true, startedAt: true, washerId: true, desktopMigrationId: true } });
    if (!r || r.washerId === null || r.desktopMigrationId !== null) return null;
    return { machineKind: "washer", machineId: r.washerId, companyId: r.companyId, sectorId: r.sectorId, startedAt: r.startedAt };
  }
  return null;
}

/**
 * The run of good results at the end of the machine's tests since `after`: the re-tests that
 * count toward the return to service (a failed one starts the count again).
 */
export function consecutiveGood(tests: MachineTest[]): MachineTest[] {
  let start = tests.length;
  while (start > 0 && tests[start - 1]!.good) start--;
  return tests.slice(start);
}
