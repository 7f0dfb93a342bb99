// Connected incubators of a company (screen 800). Incubators arrive through the agent; here
// they only get or lose a work sector. Model type 1 incubators work where they were
// discovered and are never assigned or freed; a disconnected incubator cannot be assigned;
// only an incubator with a work sector can be freed. Every change is pushed to the
// company's open screens.
import type { ServiceContext } from "../context";
import { ownCompanyId, ownRow } from "../auth/company";
import { Checker, int } from "../http/validate";
import { SaveErrors } from "../http/errors";
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

export async function listIncubators(ctx: ServiceContext) {
  const companyId = ownCompanyId(ctx.principal);
  return ctx.prisma.incubator.findMany({ where: { companyId }, orderBy: [{ name: "asc" }, { id: "asc" }], select: incubatorSelect });
}

export async function getIncubator(ctx: ServiceContext, id: number | null) {
  return ownRow(ctx.principal, await ctx.prisma.incubator.findUnique({ where: { id: id ?? -1 }, select: incubatorSelect }));
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
