// The incubator catalogue the agent's messages are checked against — models with their
// positions and programs, and which distributor offers which model — held in memory:
// it is reference data that changes only from the system screens, and reading it for every
// message cost more queries than the message itself. Entries are reloaded after a minute,
// and at once when something asked for is missing (a model added since).
import type { PrismaClient } from "../db/generated/client";

export interface CatalogProgram {
  id: number;
  programIndex: number;
  name: string;
  time: number;
  temperature: number;
}
export interface CatalogModel {
  id: number;
  modelId: string;
  description: string;
  type: number;
  vid: string | null;
  pid: string | null;
  uuid: string | null;
  portBI: number;
  portProtein: number;
  programs: CatalogProgram[];
}
interface Snapshot {
  at: number;
  byModelId: Map<string, CatalogModel>;
  /** DistributorIncubator id → its model and distributor. */
  offers: Map<number, { distributorId: number; model: CatalogModel }>;
  programs: Map<number, CatalogProgram>;
}

export const CATALOG_TTL_MS = 60_000;
const snapshots = new WeakMap<PrismaClient, Promise<Snapshot>>();

async function load(prisma: PrismaClient): Promise<Snapshot> {
  const [models, offers] = await Promise.all([
    prisma.incubatorModel.findMany({ include: { programs: { orderBy: { programIndex: "asc" } } } }),
    prisma.distributorIncubator.findMany({ select: { id: true, distributorId: true, incubatorModelId: true } }),
  ]);
  const byId = new Map<number, CatalogModel>();
  const programs = new Map<number, CatalogProgram>();
  for (const m of models) {
    const ps = m.programs.map((p) => ({ id: p.id, programIndex: p.programIndex, name: p.name, time: Number(p.time), temperature: Number(p.temperature) }));
    for (const p of ps) programs.set(p.id, p);
    byId.set(m.id, { id: m.id, modelId: m.modelId, description: m.description, type: m.type, vid: m.vid, pid: m.pid, uuid: m.uuid, portBI: m.portBI, portProtein: m.portProtein, programs: ps });
  }
  return {
    at: Date.now(),
    byModelId: new Map([...byId.values()].map((m) => [m.modelId, m])),
    offers: new Map(offers.map((o) => [o.id, { distributorId: o.distributorId, model: byId.get(o.incubatorModelId)! }])),
    programs,
  };
}

async function snapshot(prisma: PrismaClient, fresh = false): Promise<Snapshot> {
  const current = snapshots.get(prisma);
  if (current && !fresh) {
    const s = await current;
    if (Date.now() - s.at < CATALOG_TTL_MS) return s;
  }
  const next = load(prisma);
  snapshots.set(prisma, next);
  next.catch(() => snapshots.delete(prisma));
  return next;
}

/** A miss reloads the catalogue, but not more often than this (unknown models are cheap to refuse). */
const MISS_RELOAD_MS = 2_000;

/** Looks something up; on a miss, once more on a freshly loaded catalogue. */
async function find<T>(prisma: PrismaClient, pick: (s: Snapshot) => T | undefined): Promise<T | undefined> {
  const s = await snapshot(prisma);
  const hit = pick(s);
  if (hit !== undefined || Date.now() - s.at < MISS_RELOAD_MS) return hit;
  return pick(await snapshot(prisma, true));
}

export const catalog = {
  model: (prisma: PrismaClient, modelId: string) => find(prisma, (s) => s.byModelId.get(modelId)),
  /** The DistributorIncubator row offering `modelId` to `distributorId`. */
  offer: (prisma: PrismaClient, distributorId: number, modelId: number) =>
    find(prisma, (s) => {
      for (const [id, o] of s.offers) if (o.distributorId === distributorId && o.model.id === modelId) return { id, model: o.model };
      return undefined;
    }),
  modelOfOffer: (prisma: PrismaClient, distributorIncubatorId: number) => find(prisma, (s) => s.offers.get(distributorIncubatorId)?.model),
  program: (prisma: PrismaClient, programId: number) => find(prisma, (s) => s.programs.get(programId)),
  /** Forget everything (tests that change the catalogue). */
  clear: (prisma: PrismaClient) => void snapshots.delete(prisma),
};
