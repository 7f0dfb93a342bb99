// Warnings a reading carries (docs/readings-api.md "Warnings"), computed, never stored:
// - out of service: the machine it names (sterilizer, disinfector, washer) had an open incident
//   when the reading started (docs/incidents.md): loads processed on it must not be released;
// - lot expired: the lot's expiry date (GS1 AI 17, stored in expirationDate) is before the
//   reading's date.
// Both doors (GraphQL fields, the agent's REST answers) ask here; many readings cost one query.
import type { PrismaClient, ReadingKind } from "../db/generated/client";
import type { MachineKind } from "../equipment/service";
import { perRequestBatch } from "./batch";

/** A reading's machine and the time it names it for: the incubation's start, the chemical test's time. */
export interface MachineAt {
  machineKind: MachineKind;
  machineId: number;
  at: Date;
}

export interface OutOfServiceFlag {
  incidentId: number;
  machineKind: MachineKind;
  machineId: number;
  /** The incident's opening: the machine is out of service since then. */
  since: Date;
  /** Its return to service (the signed closing), null while the incident is open. */
  until: Date | null;
  /** bi.positive | pro.action */
  reason: string;
}

/** The machine columns of each kind, in the order a reading names its machine (a BI names one of the two). */
export const MACHINE_COLUMNS: Record<ReadingKind, readonly ["sterilizerId" | "disinfectorId" | "washerId", MachineKind][]> = {
  BI: [
    ["sterilizerId", "sterilizer"],
    ["disinfectorId", "disinfector"],
  ],
  PRO: [["washerId", "washer"]],
  CHE_STERILIZER: [["sterilizerId", "sterilizer"]],
  CHE_WASHER: [["washerId", "washer"]],
};

/** The machine a reading row names (its columns of MACHINE_COLUMNS), at its start or test time; null: none. */
export function machineAt(kind: ReadingKind, r: Record<string, unknown>): MachineAt | null {
  const at = (r.startedAt ?? r.testedAt) as Date | undefined;
  if (!(at instanceof Date)) return null;
  for (const [column, machineKind] of MACHINE_COLUMNS[kind]) {
    const id = r[column];
    if (typeof id === "number") return { machineKind, machineId: id, at };
  }
  return null;
}

/**
 * The incident that had each machine out of service at its time, in the order given (null: in
 * service then), in one query: an incident opened at or before the time and not closed by then.
 * A reading that started before the opening (the failed one itself) is not flagged.
 */
export async function outOfServiceFlags(prisma: Pick<PrismaClient, "incident">, companyId: number, refs: readonly (MachineAt | null)[]): Promise<(OutOfServiceFlag | null)[]> {
  const named = refs.filter((r): r is MachineAt => r !== null);
  if (!named.length) return refs.map(() => null);
  const kinds = [...new Set(named.map((r) => r.machineKind))];
  const times = named.map((r) => r.at.getTime());
  const rows = await prisma.incident.findMany({
    where: {
      companyId,
      OR: kinds.map((kind) => ({ machineKind: kind, machineId: { in: [...new Set(named.filter((r) => r.machineKind === kind).map((r) => r.machineId))] } })),
      openedAt: { lte: new Date(Math.max(...times)) },
      AND: [{ OR: [{ closedAt: null }, { closedAt: { gt: new Date(Math.min(...times)) } }] }],
    },
    select: { id: true, machineKind: true, machineId: true, openedAt: true, closedAt: true, reason: true },
    orderBy: [{ openedAt: "desc" }, { id: "desc" }],
  });
  return refs.map((ref) => {
    if (!ref) return null;
    const t = ref.at.getTime();
    const hit = rows.find((i) => i.machineKind === ref.machineKind && i.machineId === ref.machineId && i.openedAt.getTime() <= t && (i.closedAt === null || i.closedAt.getTime() > t));
    return hit ? { incidentId: hit.id, machineKind: ref.machineKind, machineId: ref.machineId, since: hit.openedAt, until: hit.closedAt, reason: hit.reason } : null;
  });
}

/**
 * One reading's flag within a request: the readings a response lists are asked for together
 * (one query for a page, not one per row).
 */
export function outOfServiceOf(ctx: { prisma: PrismaClient }, companyId: number, ref: MachineAt | null): Promise<OutOfServiceFlag | null> {
  if (!ref) return Promise.resolve(null);
  return perRequestBatch<MachineAt & { companyId: number }, OutOfServiceFlag | null>(
    ctx,
    "readingOutOfService",
    `${companyId}:${ref.machineKind}:${ref.machineId}:${ref.at.getTime()}`,
    { ...ref, companyId },
    async (items) => {
      const out: (OutOfServiceFlag | null)[] = new Array(items.length).fill(null);
      for (const company of new Set(items.map((i) => i.companyId))) {
        const mine = items.map((item, index) => ({ item, index })).filter((x) => x.item.companyId === company);
        const flags = await outOfServiceFlags(ctx.prisma, company, mine.map((x) => x.item));
        mine.forEach((x, k) => (out[x.index] = flags[k] ?? null));
      }
      return out;
    },
  );
}

/** "2026-03-01": a stored date's (or a time's UTC) calendar day. */
const dayOf = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The lot had expired when the reading was made: its expiry day is before the reading's day.
 * A lot is good through its expiry day (GS1 AI 17 names the last day of use). Days are UTC
 * calendar days (the company has no time zone of its own; the screens compare the same way).
 */
export function lotExpired(expirationDate: Date | null | undefined, at: Date | null | undefined): boolean {
  if (!(expirationDate instanceof Date) || !(at instanceof Date)) return false;
  return dayOf(expirationDate) < dayOf(at);
}
