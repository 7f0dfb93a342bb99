// What an incident needs to know of a machine and its readings: which readings are its loads,
// which are its BI (or protein) tests, and what a good result is. One description per machine
// kind, so the recall list and the re-test count read the same way for all of them. An
// incubator is a machine of incidents too: a positive control that reads negative on it
// (docs/incidents.md, "A failed positive control").
import type { Prisma, PrismaClient, ReadingKind } from "../db/generated/client";
import type { MachineKind } from "../equipment/service";
// A positive control (meant to read positive) is never a test of the machine nor a load.
import { NOT_A_CONTROL, POSITIVE_CONTROL } from "../controls/service";

type Db = PrismaClient | Prisma.TransactionClient;

/** BI results: 1 negative, 2 positive. PRO results: 1 pass, 3 fail. Chemical results: 1 pass, 2 fail. */
export const BI_NEGATIVE = 1;
export const BI_POSITIVE = 2;
const PRO_PASS = 1;
const PRO_FAIL = 3;
export const CHE_PASS = 1;
export const CHE_FAIL = 2;

/** The machines an incident takes out of service: the equipment's three kinds, and the incubator that read a failed positive control. */
export type IncidentMachineKind = MachineKind | "incubator";

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

type TestWindow = { after?: Date | null; before?: Date };

interface MachineReadings {
  /** The readings that test the machine (the re-tests and "the last negative"), oldest first. */
  tests(db: Db, machineId: number, where: TestWindow): Promise<MachineTest[]>;
  /** Its chemical indicators as tests (1 pass, 2 fail): re-tests too of an incident a failed chemical indicator opened. */
  chemicalTests?(db: Db, machineId: number, where: TestWindow): Promise<MachineTest[]>;
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

const chemical = (kind: "CHE_STERILIZER" | "CHE_WASHER", rows: { id: number; testedAt: Date; result: number | null }[]): MachineTest[] =>
  rows.map((r) => ({ kind, id: r.id, startedAt: r.testedAt, resultAt: r.testedAt, result: r.result, good: r.result === CHE_PASS }));
const chemicalWhere = (after: Date | null | undefined, before: Date | undefined) => ({ result: { in: [CHE_PASS, CHE_FAIL] }, desktopMigrationId: null, testedAt: window(after, before) });
const chemicalOrder = [{ testedAt: "asc" as const }, { id: "asc" as const }];
const chemicalSelect = { id: true, testedAt: true, result: true } as const;

export const MACHINE_READINGS: Record<IncidentMachineKind, MachineReadings> = {
  sterilizer: {
    tests: biTests("sterilizerId"),
    chemicalTests: async (db, machineId, { after, before }) =>
      chemical("CHE_STERILIZER", await db.readingCheSterilizer.findMany({ where: { sterilizerId: machineId, ...chemicalWhere(after, before) }, select: chemicalSelect, orderBy: chemicalOrder })),
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
    chemicalTests: async (db, machineId, { after, before }) =>
      chemical("CHE_WASHER", await db.readingCheWasher.findMany({ where: { washerId: machineId, ...chemicalWhere(after, before) }, select: chemicalSelect, orderBy: chemicalOrder })),
    loads: async (db, machineId, after, until) => {
      const startedAt = window(after, until);
      const pro = await db.readingPRO.findMany({ where: { washerId: machineId, startedAt }, select: { id: true }, orderBy: { startedAt: "asc" } });
      const che = await db.readingCheWasher.findMany({ where: { washerId: machineId, testedAt: startedAt }, select: { id: true }, orderBy: { testedAt: "asc" } });
      return [...pro.map((r) => ({ kind: "PRO" as const, id: r.id })), ...che.map((r) => ({ kind: "CHE_WASHER" as const, id: r.id }))];
    },
  },
  // An incubator is tested by the positive controls it reads: one that grows (result 2) passed.
  incubator: {
    tests: async (db, machineId, { after, before }) => {
      const rows = await db.readingBI.findMany({
        where: { incubatorId: machineId, conditionSCIB: POSITIVE_CONTROL, result: { in: [BI_NEGATIVE, BI_POSITIVE] }, desktopMigrationId: null, startedAt: window(after, before) },
        select: { id: true, startedAt: true, resultAt: true, result: true },
        orderBy: [{ startedAt: "asc" }, { id: "asc" }],
      });
      return rows.map((r) => ({ kind: "BI" as const, ...r, good: r.result === BI_POSITIVE }));
    },
    // Its loads are not a time window on the incubator but the lot's BIs of the day: controlRecall.
    loads: async () => [],
  },
};

/** Both kinds of test, in the order they were made: the re-tests of an incident a failed chemical indicator opened. */
export async function testsWithChemicals(db: Db, kind: IncidentMachineKind, machineId: number, where: TestWindow): Promise<MachineTest[]> {
  const m = MACHINE_READINGS[kind];
  const [tests, chemicals] = await Promise.all([m.tests(db, machineId, where), m.chemicalTests ? m.chemicalTests(db, machineId, where) : []]);
  return [...tests, ...chemicals].sort((a, b) => a.startedAt.getTime() - b.startedAt.getTime() || a.id - b.id);
}

/** The machine a failed reading ran on (its kind and id), or null: no machine recorded, a positive control, an import. */
export interface FailedMachine {
  machineKind: IncidentMachineKind;
  machineId: number;
  companyId: number;
  sectorId: number;
  startedAt: Date;
}

export async function failedReadingMachine(db: Db, kind: ReadingKind, id: number): Promise<FailedMachine | null> {
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
  // A chemical indicator names the sterilizer or washer whose cycle it went through.
  if (kind === "CHE_STERILIZER") {
    const r = await db.readingCheSterilizer.findUnique({ where: { id }, select: { companyId: true, sectorId: true, testedAt: true, sterilizerId: true, desktopMigrationId: true } });
    if (!r || r.sterilizerId === null || r.desktopMigrationId !== null) return null;
    return { machineKind: "sterilizer", machineId: r.sterilizerId, companyId: r.companyId, sectorId: r.sectorId, startedAt: r.testedAt };
  }
  if (kind === "CHE_WASHER") {
    const r = await db.readingCheWasher.findUnique({ where: { id }, select: { companyId: true, sectorId: true, testedAt: true, washerId: true, desktopMigrationId: true } });
    if (!r || r.washerId === null || r.desktopMigrationId !== null) return null;
    return { machineKind: "washer", machineId: r.washerId, companyId: r.companyId, sectorId: r.sectorId, startedAt: r.testedAt };
  }
  return null;
}

/**
 * The incubator a failed positive control was read on: a control (condition 2) that read
 * negative (it did not grow), not imported, naming its incubator and lot; else null.
 */
export async function failedControlMachine(db: Db, id: number): Promise<(FailedMachine & { lot: string }) | null> {
  const r = await db.readingBI.findUnique({ where: { id }, select: { companyId: true, sectorId: true, startedAt: true, incubatorId: true, conditionSCIB: true, result: true, lot: true, desktopMigrationId: true } });
  if (!r || r.conditionSCIB !== POSITIVE_CONTROL || r.result !== BI_NEGATIVE || r.incubatorId === null || r.desktopMigrationId !== null || !r.lot) return null;
  return { machineKind: "incubator", machineId: r.incubatorId, companyId: r.companyId, sectorId: r.sectorId, startedAt: r.startedAt, lot: r.lot };
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
