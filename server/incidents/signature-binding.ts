// The facts the return-to-service signature signs (server/domain/signed-hash.ts): the incident —
// its machine, failed reading, reason, times, investigation — each recall load's status and
// note, and the signature's own manifestation (who, when, meaning).
import type { Prisma, PrismaClient } from "../db/generated/client";
import { factsHash } from "../domain/signed-hash";

type Db = PrismaClient | Prisma.TransactionClient;

export async function incidentHash(db: Db, id: number): Promise<string | null> {
  const i = await db.incident.findUnique({ where: { id } });
  if (!i) return null;
  const loads = await db.incidentLoad.findMany({ where: { incidentId: id }, select: { id: true, status: true, note: true }, orderBy: { id: "asc" } });
  return factsHash([
    i.id, i.machineKind, i.machineId, i.readingKind, i.readingId, i.reason, i.openedAt, i.lastNegativeAt,
    i.cause, i.actions, i.notes, i.closedAt, i.closedById, i.signatureMeaning,
    loads.map((l) => [l.id, l.status, l.note]),
  ]);
}

/** Whether a closed incident is still what its signature signed (null: not signed, or signed before signatures were bound). */
export async function incidentSignatureValid(db: Db, incident: { id: number; signedHash: string | null }): Promise<boolean | null> {
  if (!incident.signedHash) return null;
  return (await incidentHash(db, incident.id)) === incident.signedHash;
}
