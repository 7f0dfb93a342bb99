// Observation search and read (docs/interoperability.md, "FHIR R4"): the caller's readings
// (administrators and supervisors: their company; others: their sector), newest first, paged by
// an opaque cursor. The four reading tables are asked for one page each past the cursor and
// merged, so a page costs four indexed queries whatever the depth.
import type { PrismaClient, ReadingKind } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import { readingScope } from "../readings/scope";
import { READING_KINDS } from "../readings/kinds";
import type { MachineKind, ObservationRow } from "./resources";

export interface ObservationQuery {
  /** effective within these bounds (inclusive / exclusive as the prefixes said). */
  from?: { at: Date; inclusive: boolean };
  to?: { at: Date; inclusive: boolean };
  kinds: ReadingKind[];
  device?: { kind: MachineKind; id: number };
  /** Observation.status values asked for. */
  statuses?: string[];
  count: number;
  cursor?: Cursor;
}

/** The last entry of the previous page: its effective time, kind and id. */
export interface Cursor {
  t: number;
  k: number;
  id: number;
}

const ORDER: ReadingKind[] = READING_KINDS;
const DATE_FIELD: Record<ReadingKind, "startedAt" | "testedAt"> = { BI: "startedAt", PRO: "startedAt", CHE_STERILIZER: "testedAt", CHE_WASHER: "testedAt" };
/** Which machine column a device names, per kind (none: the kind has no such machine). */
const DEVICE_FIELD: Record<ReadingKind, Partial<Record<MachineKind, string>>> = {
  BI: { sterilizer: "sterilizerId", disinfector: "disinfectorId", incubator: "incubatorId" },
  PRO: { washer: "washerId", incubator: "incubatorId" },
  CHE_STERILIZER: { sterilizer: "sterilizerId" },
  CHE_WASHER: { washer: "washerId" },
};

const named = { select: { id: true, name: true } } as const;
const SELECT: Record<ReadingKind, object> = {
  BI: { startedAt: true, resultAt: true, disinfection: true, loadNumber: true, sterilizer: named, disinfector: named, incubator: named },
  PRO: { startedAt: true, resultAt: true, quantitativeResult: true, washer: named, incubator: named },
  CHE_STERILIZER: { testedAt: true, packageNumber: true, sterilizer: named },
  CHE_WASHER: { testedAt: true, washer: named },
};
const COMMON = { id: true, companyId: true, readNumber: true, state: true, result: true, lot: true, expirationDate: true, cycle: true, notes: true, product: { select: { name: true } } } as const;

const table = (prisma: PrismaClient, kind: ReadingKind) =>
  ({ BI: prisma.readingBI, PRO: prisma.readingPRO, CHE_STERILIZER: prisma.readingCheSterilizer, CHE_WASHER: prisma.readingCheWasher })[kind] as unknown as {
    findMany(args: object): Promise<any[]>;
    findFirst(args: object): Promise<any | null>;
  };

/** The readings' states an Observation status stands for (registered: no result yet, whatever the state). */
function statusWhere(statuses: string[] | undefined): object | null {
  if (!statuses) return {};
  const or: object[] = [];
  if (statuses.includes("registered")) or.push({ result: null });
  if (statuses.includes("preliminary")) or.push({ result: { not: null }, state: { not: "HISTORICAL" } });
  if (statuses.includes("final")) or.push({ result: { not: null }, state: "HISTORICAL" });
  return or.length ? { OR: or } : null;
}

function where(kind: ReadingKind, q: ObservationQuery, principal: Principal | null): object | null {
  const field = DATE_FIELD[kind];
  const and: object[] = [readingScope(principal)];
  if (q.device) {
    const column = DEVICE_FIELD[kind][q.device.kind];
    if (!column) return null;
    and.push({ [column]: q.device.id });
  }
  const status = statusWhere(q.statuses);
  if (status === null) return null;
  and.push(status);
  if (q.from) and.push({ [field]: q.from.inclusive ? { gte: q.from.at } : { gt: q.from.at } });
  if (q.to) and.push({ [field]: q.to.inclusive ? { lte: q.to.at } : { lt: q.to.at } });
  if (q.cursor) {
    const k = ORDER.indexOf(kind);
    const at = new Date(q.cursor.t);
    // Order: effective desc, kind position desc, id desc.
    and.push(k < q.cursor.k ? { [field]: { lte: at } } : k > q.cursor.k ? { [field]: { lt: at } } : { OR: [{ [field]: { lt: at } }, { [field]: at, id: { lt: q.cursor.id } }] });
  }
  return { AND: and };
}

function toRow(kind: ReadingKind, r: any): ObservationRow {
  const machine: ObservationRow["machine"] = r.sterilizer
    ? { kind: "sterilizer", id: r.sterilizer.id, name: r.sterilizer.name }
    : r.washer
      ? { kind: "washer", id: r.washer.id, name: r.washer.name }
      : r.disinfector
        ? { kind: "disinfector", id: r.disinfector.id, name: r.disinfector.name }
        : null;
  return {
    kind,
    id: r.id,
    companyId: r.companyId,
    readNumber: r.readNumber,
    state: r.state,
    effective: r[DATE_FIELD[kind]],
    resultAt: kind === "BI" || kind === "PRO" ? r.resultAt : r.result === null ? null : r.testedAt,
    result: r.result,
    quantity: r.quantitativeResult == null ? null : Number(r.quantitativeResult),
    disinfection: r.disinfection ?? false,
    lot: r.lot,
    expirationDate: r.expirationDate,
    productName: r.product?.name ?? null,
    cycle: r.cycle,
    loadNumber: r.loadNumber ?? r.packageNumber ?? null,
    notes: r.notes,
    machine,
    incubator: r.incubator ? { id: r.incubator.id, name: r.incubator.name } : null,
  };
}

/** One page of observations and the cursor of the next (null: the last page). */
export async function searchObservations(prisma: PrismaClient, principal: Principal | null, q: ObservationQuery): Promise<{ rows: ObservationRow[]; next: Cursor | null }> {
  const pages = await Promise.all(
    q.kinds.map(async (kind) => {
      const w = where(kind, q, principal);
      if (!w) return [];
      const field = DATE_FIELD[kind];
      const rows = await table(prisma, kind).findMany({ where: w, select: { ...COMMON, ...SELECT[kind] }, orderBy: [{ [field]: "desc" }, { id: "desc" }], take: q.count + 1 });
      return rows.map((r) => toRow(kind, r));
    }),
  );
  const key = (r: ObservationRow) => [r.effective.getTime(), ORDER.indexOf(r.kind), r.id] as const;
  const merged = pages.flat().sort((a, b) => {
    const [x, y] = [key(a), key(b)];
    return y[0] - x[0] || y[1] - x[1] || y[2] - x[2];
  });
  const rows = merged.slice(0, q.count);
  const last = rows.at(-1);
  return { rows, next: merged.length > q.count && last ? { t: last.effective.getTime(), k: ORDER.indexOf(last.kind), id: last.id } : null };
}

/** One observation the caller may see, or null. */
export async function readObservation(prisma: PrismaClient, principal: Principal | null, kind: ReadingKind, id: number): Promise<ObservationRow | null> {
  const r = await table(prisma, kind).findFirst({ where: { ...readingScope(principal), id }, select: { ...COMMON, ...SELECT[kind] } });
  return r ? toRow(kind, r) : null;
}
