// Sterilizers, washers and disinfectors (screens 305, 300, 306): the same catalogue three
// times. Name, brand and serial are required; a serial is unique among the company's
// machines of a kind. Operators may quick-create machines from the reading forms (into
// their own sector); editing and deleting are for administrators and supervisors. A machine
// that readings refer to is archived only with ForcedDelete by the company administrator.
import type { Prisma, PrismaClient } from "../db/generated/client";
import type { ServiceContext } from "../context";
import type { Principal } from "../auth/principal";
import { ownCompanyId, ownRow } from "../auth/company";
import { Checker, int, str } from "../validation/checker";
import { SaveErrors, forbidden } from "../domain/errors";
import { appLog, describeChanges } from "../applog/service";
import { COMPANY_ADMIN, OPERATOR } from "../auth/scopes";
import { getSector } from "../sectors/service";
import { orderOf, pageOf, type ListRequest, type ListSpec, type ListWindow } from "../domain/lists";
import { readingScope } from "../readings/scope";
import { equalsIgnoringCase } from "../domain/like";

export type MachineKind = "sterilizer" | "washer" | "disinfector";
export const MACHINE_KINDS: MachineKind[] = ["sterilizer", "washer", "disinfector"];
const LABEL: Record<MachineKind, string> = { sterilizer: "Sterilizer", washer: "Washer", disinfector: "Disinfector" };

// The three tables share their shape; one delegate type serves them all.
type Delegate = PrismaClient["sterilizer"];
export function machineTable(db: PrismaClient | Prisma.TransactionClient, kind: MachineKind): Delegate {
  return db[kind] as unknown as Delegate;
}

async function readingCount(prisma: PrismaClient, kind: MachineKind, id: number): Promise<number> {
  if (kind === "sterilizer") return (await prisma.readingBI.count({ where: { sterilizerId: id } })) + (await prisma.readingCheSterilizer.count({ where: { sterilizerId: id } }));
  if (kind === "washer") return (await prisma.readingPRO.count({ where: { washerId: id } })) + (await prisma.readingCheWasher.count({ where: { washerId: id } }));
  return prisma.readingBI.count({ where: { disinfectorId: id } });
}

export const machineSelect = { id: true, companyId: true, sectorId: true, name: true, brand: true, serial: true, desktopMigrationId: true, deletedAt: true, sector: { select: { name: true } } } as const;

/**
 * The machines a company user sees, for every door (lists, node): the company's, not archived;
 * operators and the connection user only their own sector's (as with readings).
 */
export function machineScope(p: Principal | null): { companyId: number; deletedAt: null; sectorId?: number } {
  const { companyId, sectorId } = readingScope(p);
  return sectorId === undefined ? { companyId, deletedAt: null } : { companyId, deletedAt: null, sectorId };
}

/** The machine catalogues (screens 210-230): searched in name, brand, serial and sector; by name. */
export const MACHINE_LIST: ListSpec<"NAME" | "BRAND" | "SERIAL" | "SECTOR"> = {
  searchRelations: ["sector"],
  order: { NAME: (d) => ({ name: d }), BRAND: (d) => ({ brand: d }), SERIAL: (d) => ({ serial: d }), SECTOR: (d) => ({ sector: { name: d } }) },
  defaultOrder: [{ name: "asc" }],
};

/** The machines a caller sees, optionally of one sector (an operator asking for another sector gets none). */
async function machinesWhere(ctx: ServiceContext, sectorId: number | null | undefined) {
  const scope = machineScope(ctx.principal);
  if (sectorId) await getSector(ctx, sectorId);
  return sectorId ? { ...scope, sectorId: scope.sectorId === undefined || scope.sectorId === sectorId ? sectorId : -1 } : scope;
}

/** The company's machines of one kind, by name (REST: the legacy shape). */
export async function listMachines(ctx: ServiceContext, kind: MachineKind, sectorId?: number | null): Promise<MachineRow[]> {
  return machineTable(ctx.prisma, kind).findMany({ select: machineSelect, where: await machinesWhere(ctx, sectorId), orderBy: orderOf(MACHINE_LIST, {}) } as never) as never;
}

/** A page of the machines of one kind, searched and ordered (GraphQL: the window carries the selection). */
export async function pageMachines(ctx: ServiceContext, kind: MachineKind, sectorId: number | null, request: ListRequest, window: ListWindow) {
  return pageOf(machineTable(ctx.prisma, kind) as never, await machinesWhere(ctx, sectorId), MACHINE_LIST, request, window);
}
export type MachineRow = Prisma.SterilizerGetPayload<{ select: typeof machineSelect }>;

export async function getMachine(ctx: ServiceContext, kind: MachineKind, id: number | null) {
  return ownRow(ctx.principal, await machineTable(ctx.prisma, kind).findUnique({ where: { id: id ?? -1 }, select: machineSelect }));
}

interface MachineInput {
  name: unknown;
  brand: unknown;
  serial: unknown;
  sectorId?: unknown;
}

async function validate(ctx: ServiceContext, kind: MachineKind, companyId: number, input: MachineInput, needSector: boolean, exceptId?: number) {
  const c = new Checker();
  for (const [field, value] of [["Name", input.name], ["Brand", input.brand], ["Serial", input.serial]] as const) c.required(field, value).maxLength(field, value, 80);
  if (needSector) c.required("SectorId", input.sectorId);
  c.throwIfAny();
  const clash = await machineTable(ctx.prisma, kind).findFirst({
    where: { companyId, deletedAt: null, serial: equalsIgnoringCase(str(input.serial)), ...(exceptId ? { NOT: { id: exceptId } } : {}) },
  });
  if (clash) throw new SaveErrors([`A ${LABEL[kind].toLowerCase()} with serial '${clash.serial}' already exists ('${clash.name}').`]);
}

export async function createMachine(ctx: ServiceContext, kind: MachineKind, input: MachineInput) {
  const companyId = ownCompanyId(ctx.principal);
  // Quick-create (no sector given) puts the machine in the caller's own sector.
  const quick = input.sectorId === undefined;
  await validate(ctx, kind, companyId, input, !quick);
  const sector = await getSector(ctx, quick ? ctx.principal!.sectorId : int(input.sectorId));
  if (ctx.principal!.userType === OPERATOR && sector.id !== ctx.principal!.sectorId) throw forbidden("Operators can only add machines to their own sector.");
  return ctx.prisma.$transaction(async (tx) => {
    const m = await machineTable(tx, kind).create({ data: { companyId, sectorId: sector.id, name: str(input.name), brand: str(input.brand), serial: str(input.serial) }, select: machineSelect });
    await appLog(tx, ctx.principal!, { entity: LABEL[kind], entityId: m.id, action: "create", detail: `${LABEL[kind]} '${m.name}' (${m.brand}, ${m.serial}) created in sector '${sector.name}'` });
    return m;
  });
}

export async function updateMachine(ctx: ServiceContext, kind: MachineKind, input: MachineInput & { id: unknown }) {
  const before = await getMachine(ctx, kind, int(input.id));
  await validate(ctx, kind, before.companyId, input, true, before.id);
  const sector = await getSector(ctx, int(input.sectorId));
  const data = { name: str(input.name), brand: str(input.brand), serial: str(input.serial), sectorId: sector.id };
  return ctx.prisma.$transaction(async (tx) => {
    const m = await machineTable(tx, kind).update({ where: { id: before.id }, data, select: machineSelect });
    await appLog(tx, ctx.principal!, { entity: LABEL[kind], entityId: m.id, action: "update", detail: `${LABEL[kind]} '${m.name}': ${describeChanges(before, data) || "no change"}` });
    return m;
  });
}

export async function deleteMachine(ctx: ServiceContext, kind: MachineKind, input: { id: unknown; forcedDelete?: unknown }) {
  const m = await getMachine(ctx, kind, int(input.id));
  const readings = await readingCount(ctx.prisma, kind, m.id);
  if (readings && input.forcedDelete !== true) throw new SaveErrors([`'${m.name}' has ${readings} reading(s). It can only be archived with a forced delete.`]);
  if (readings && ctx.principal!.userType !== COMPANY_ADMIN) throw forbidden(`Only the company administrator can force the deletion of a ${LABEL[kind].toLowerCase()}.`);
  await ctx.prisma.$transaction(async (tx) => {
    if (readings) await machineTable(tx, kind).update({ where: { id: m.id }, data: { deletedAt: new Date() } });
    else await machineTable(tx, kind).delete({ where: { id: m.id } });
    await appLog(tx, ctx.principal!, { entity: LABEL[kind], entityId: m.id, action: readings ? "archive" : "delete", detail: `${LABEL[kind]} '${m.name}' ${readings ? `archived (${readings} readings kept)` : "deleted"}` });
  });
}
