// Connected incubators of a company (screen 800). Incubators arrive through the agent; here
// they only get or lose a work sector. Model type 1 incubators work where they were
// discovered and are never assigned or freed; a disconnected incubator cannot be assigned;
// only an incubator with a work sector can be freed. Every change is pushed to the
// company's open screens.
import type { ServiceContext } from "../context";
import { orderOf, pageOf, type ListRequest, type ListSpec, type ListWindow } from "../domain/lists";
import type { Prisma } from "../db/generated/client";
import type { Principal } from "../auth/principal";
import { ownCompanyId } from "../auth/company";
import { COMPANY_ADMIN, SUPERVISOR } from "../auth/scopes";
import { Checker, int } from "../validation/checker";
import { SaveErrors, notFound } from "../domain/errors";
import { appLog } from "../applog/service";
import { getSector } from "../sectors/service";

export const CONNECTED = 1;
export const DISCONNECTED = 2;
export const FIXED_MODEL_TYPE = 1;

export const incubatorSelect = {
  id: true,
  companyId: true,
  name: true,
  serialNumber: true,
  lot: true,
  connectedAt: true,
  connectionStatus: true,
  temperatureStatus: true,
  workSectorId: true,
  discovererSectorId: true,
  desktopMigrationId: true,
  workSector: { select: { id: true, name: true } },
  discovererSector: { select: { id: true, name: true } },
  discovererUser: { select: { id: true, name: true, lastName: true } },
  distributorIncubator: { select: { description: true, incubatorModel: { select: { id: true, type: true, modelId: true, description: true } } } },
} as const;

/**
 * Which incubators a company user sees, for every door (lists, node, edits): administrators
 * and supervisors the whole company's; operators and the connection user those working in
 * their sector (or, without a work sector, discovered there), as with readings.
 */
export function incubatorScope(p: Principal | null): Prisma.IncubatorWhereInput {
  const companyId = ownCompanyId(p);
  if (p!.userType === COMPANY_ADMIN || p!.userType === SUPERVISOR) return { companyId };
  const sectorId = p!.sectorId ?? -1;
  return { companyId, OR: [{ workSectorId: sectorId }, { workSectorId: null, discovererSectorId: sectorId }] };
}

/** The incubators list (screen 140): its search box (name, serial, lot, model, work sector) and orderable columns; by name. */
export const INCUBATOR_LIST: ListSpec<"NAME" | "CONNECTED_AT" | "WORK_SECTOR" | "STATUS"> = {
  searchRelations: ["distributorIncubator", "workSector"],
  order: {
    NAME: (d) => ({ name: d }),
    CONNECTED_AT: (d) => ({ connectedAt: { sort: d, nulls: "last" } }),
    WORK_SECTOR: (d) => ({ workSector: { name: d } }),
    STATUS: (d) => ({ connectionStatus: d }),
  },
  defaultOrder: [{ name: "asc" }],
};

export async function listIncubators(ctx: ServiceContext) {
  return ctx.prisma.incubator.findMany({ where: incubatorScope(ctx.principal), orderBy: orderOf(INCUBATOR_LIST, {}) as never, select: incubatorSelect });
}

/** A page of the incubators the caller sees, searched and ordered. */
export function pageIncubators(ctx: ServiceContext, request: ListRequest, window: ListWindow) {
  return pageOf(ctx.prisma.incubator, incubatorScope(ctx.principal) as object, INCUBATOR_LIST, request, window);
}

export async function getIncubator(ctx: ServiceContext, id: number | null) {
  const found = await ctx.prisma.incubator.findFirst({ where: { id: id ?? -1, ...incubatorScope(ctx.principal) }, select: incubatorSelect });
  if (!found) throw notFound();
  return found;
}

export function canAssign(i: { connectionStatus: number; distributorIncubator: { incubatorModel: { type: number } } }) {
  return i.distributorIncubator.incubatorModel.type !== FIXED_MODEL_TYPE && i.connectionStatus !== DISCONNECTED;
}
export function canFree(i: { workSectorId: number | null; distributorIncubator: { incubatorModel: { type: number } } }) {
  return i.workSectorId !== null && i.distributorIncubator.incubatorModel.type !== FIXED_MODEL_TYPE;
}

function changed(ctx: ServiceContext, companyId: number, id: number) {
  ctx.pubsub.publish("incubator:company", companyId, { id });
}

export async function assignSector(ctx: ServiceContext, input: { incubatorId: unknown; sectorId: unknown }) {
  new Checker().required("Sector", input.sectorId).throwIfAny();
  const inc = await getIncubator(ctx, int(input.incubatorId));
  if (!canAssign(inc)) {
    throw new SaveErrors([inc.connectionStatus === DISCONNECTED ? `'${inc.name}' is disconnected: connect it before assigning a sector.` : `'${inc.name}' works in the sector where it was discovered and cannot be assigned.`]);
  }
  const sector = await getSector(ctx, int(input.sectorId));
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const u = await tx.incubator.update({ where: { id: inc.id }, data: { workSectorId: sector.id }, select: incubatorSelect });
    await appLog(tx, ctx.principal!, { entity: "Incubator", entityId: inc.id, action: "update", detail: `Incubator '${inc.name}' assigned to sector '${sector.name}'${inc.workSector ? ` (was '${inc.workSector.name}')` : ""}` });
    return u;
  });
  changed(ctx, inc.companyId, inc.id);
  return updated;
}

export async function freeIncubator(ctx: ServiceContext, input: { incubatorId: unknown }) {
  const inc = await getIncubator(ctx, int(input.incubatorId));
  if (!canFree(inc)) throw new SaveErrors([inc.workSectorId === null ? `'${inc.name}' has no work sector to free.` : `'${inc.name}' works in the sector where it was discovered and cannot be freed.`]);
  const updated = await ctx.prisma.$transaction(async (tx) => {
    const u = await tx.incubator.update({ where: { id: inc.id }, data: { workSectorId: null }, select: incubatorSelect });
    await appLog(tx, ctx.principal!, { entity: "Incubator", entityId: inc.id, action: "update", detail: `Incubator '${inc.name}' freed from sector '${inc.workSector?.name}'` });
    return u;
  });
  changed(ctx, inc.companyId, inc.id);
  return updated;
}
