// Readings of any kind as an incident lists them (a load, a re-test, the failed reading): one
// query per kind for a whole list.
import type { PrismaClient, ReadingKind } from "../db/generated/client";

export interface ReadingSummary {
  kind: ReadingKind;
  id: number;
  readNumber: number;
  /** When the load was processed: the BI/PRO incubation's start, the chemical test's time. */
  date: Date;
  result: number | null;
  lot: string | null;
  cycle: string | null;
  loadNumber: string | null;
  sectorName: string;
  /** Who completed the reading (BI, protein: its last editor; chemical: who recorded it). */
  operatorId: number | null;
}

const ids = (refs: { kind: ReadingKind; id: number }[], kind: ReadingKind) => refs.filter((r) => r.kind === kind).map((r) => r.id);
const sector = { sector: { select: { name: true } } } as const;

/** The summaries of these readings, in the order given (missing ones left out). */
export async function readingSummaries(prisma: PrismaClient, refs: { kind: ReadingKind; id: number }[]): Promise<ReadingSummary[]> {
  if (!refs.length) return [];
  const common = { id: true, readNumber: true, result: true, lot: true, cycle: true, editUserId: true, ...sector } as const;
  const [bi, pro, cs, cw] = await Promise.all([
    ids(refs, "BI").length ? prisma.readingBI.findMany({ where: { id: { in: ids(refs, "BI") } }, select: { ...common, startedAt: true, loadNumber: true } }) : [],
    ids(refs, "PRO").length ? prisma.readingPRO.findMany({ where: { id: { in: ids(refs, "PRO") } }, select: { ...common, startedAt: true } }) : [],
    ids(refs, "CHE_STERILIZER").length ? prisma.readingCheSterilizer.findMany({ where: { id: { in: ids(refs, "CHE_STERILIZER") } }, select: { ...common, testedAt: true, packageNumber: true, creationUserId: true } }) : [],
    ids(refs, "CHE_WASHER").length ? prisma.readingCheWasher.findMany({ where: { id: { in: ids(refs, "CHE_WASHER") } }, select: { ...common, testedAt: true, creationUserId: true } }) : [],
  ]);
  const all = new Map<string, ReadingSummary>();
  type Row = { id: number; readNumber: number; result: number | null; lot: string | null; cycle: string | null; editUserId: number | null; creationUserId?: number | null; sector: { name: string } };
  const put = (kind: ReadingKind, r: Row, date: Date, loadNumber: string | null) =>
    all.set(`${kind}:${r.id}`, { kind, id: r.id, readNumber: r.readNumber, date, result: r.result, lot: r.lot, cycle: r.cycle, loadNumber, sectorName: r.sector.name, operatorId: r.creationUserId ?? r.editUserId });
  for (const r of bi) put("BI", r, r.startedAt, r.loadNumber);
  for (const r of pro) put("PRO", r, r.startedAt, null);
  for (const r of cs) put("CHE_STERILIZER", r, r.testedAt, r.packageNumber);
  for (const r of cw) put("CHE_WASHER", r, r.testedAt, null);
  return refs.flatMap((r) => all.get(`${r.kind}:${r.id}`) ?? []);
}
