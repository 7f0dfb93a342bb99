// After an incident changes (committed): the company's open screens hear it (GraphQL
// `incidentChanged`), and on opening and closing the company's webhook receivers get an
// incident.* event carrying the triggering reading and the incident.
import type { AppDeps } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { enqueueReadingEvent } from "../webhooks/deliveries";
import type { IncidentInfo } from "../webhooks/payload";
import { log } from "../log";
import { machineTable, type MachineKind } from "../equipment/service";

export type IncidentWebhookEvent = "incident.opened" | "incident.closed";

export interface IncidentChange {
  id: number;
  companyId: number;
  sectorId: number;
  machineKind: string;
  machineId: number;
  status: string;
}

export async function afterIncidentChange(deps: AppDeps, id: number, event: IncidentWebhookEvent | null): Promise<void> {
  const prisma = deps.db.prisma;
  const i = await prisma.incident.findUnique({ where: { id }, include: { closedBy: { select: { name: true } }, _count: { select: { loads: true } } } });
  if (!i) return;
  const change: IncidentChange = { id, companyId: i.companyId, sectorId: i.sectorId, machineKind: i.machineKind, machineId: i.machineId, status: i.status };
  deps.pubsub.publish("incident:company", i.companyId, change);
  if (!event) return;
  try {
    const pending = await prisma.incidentLoad.count({ where: { incidentId: id, status: "PENDING" } });
    const machine = await machineNameAndSerial(deps, i.machineKind, i.machineId);
    const info: IncidentInfo = {
      id,
      status: i.status as IncidentInfo["status"],
      machine: { kind: i.machineKind, id: i.machineId, ...machine },
      openedAt: i.openedAt.toISOString(),
      loads: i._count.loads,
      pendingLoads: pending,
      closedAt: i.closedAt?.toISOString() ?? null,
      signature: i.closedBy && i.closedAt && i.signatureMeaning ? { name: i.closedBy.name, meaning: i.signatureMeaning, signedAt: i.closedAt.toISOString() } : null,
    };
    await enqueueReadingEvent(deps, { companyId: i.companyId, kind: i.readingKind as ReadingKind, id: i.readingId }, event, null, info);
  } catch (e) {
    log.error("incident webhook failed", { id, event, error: e instanceof Error ? e.stack : String(e) });
  }
}

export async function machineNameAndSerial(deps: Pick<AppDeps, "db">, kind: string, id: number): Promise<{ name: string; serial: string }> {
  if (kind === "incubator") {
    const i = await deps.db.prisma.incubator.findUnique({ where: { id }, select: { name: true, serialNumber: true } });
    return i ? { name: i.name, serial: i.serialNumber } : { name: "?", serial: "?" };
  }
  const m = await machineTable(deps.db.prisma, kind as MachineKind).findUnique({ where: { id }, select: { name: true, serial: true } });
  return m ?? { name: "?", serial: "?" };
}
