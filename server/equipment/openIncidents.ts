// Machine.openIncident for a whole list: the machines one response shows are asked for with one
// query (a reading form's sterilizer options, the machine catalogues), not one per machine.
import type { PrismaClient } from "../db/generated/client";
import { perRequestBatch } from "../readings/batch";
import type { MachineKind } from "./service";

type Ctx = { prisma: PrismaClient };
type OpenIncident = NonNullable<Awaited<ReturnType<PrismaClient["incident"]["findFirst"]>>>;

/** The open incident that keeps the company's machine out of service (the newest, if ever two), or null. */
export function openIncidentOfMachine(ctx: Ctx, companyId: number, kind: MachineKind | string, machineId: number): Promise<OpenIncident | null> {
  return perRequestBatch<{ companyId: number; kind: string; machineId: number }, OpenIncident | null>(ctx, "machineOpenIncident", `${companyId}:${kind}:${machineId}`, { companyId, kind, machineId }, async (items) => {
    const companies = [...new Set(items.map((i) => i.companyId))];
    const kinds = [...new Set(items.map((i) => i.kind))];
    const rows = await ctx.prisma.incident.findMany({
      where: { status: "OPEN", companyId: { in: companies }, OR: kinds.map((k) => ({ machineKind: k, machineId: { in: [...new Set(items.filter((i) => i.kind === k).map((i) => i.machineId))] } })) },
      orderBy: [{ openedAt: "desc" }, { id: "desc" }],
    });
    return items.map((i) => rows.find((r) => r.companyId === i.companyId && r.machineKind === i.kind && r.machineId === i.machineId) ?? null);
  });
}
