// Sectors of a company (screen 110). Sector names are unique in their company. A sector
// that still has users cannot be deleted; one that machines, incubators or readings refer
// to is archived only with ForcedDelete by the company administrator.
import type { ServiceContext } from "../context";
import { ownCompanyId, ownRow } from "../auth/company";
import { Checker, int, str } from "../validation/checker";
import { SaveErrors, forbidden } from "../domain/errors";
import { appLog, describeChanges } from "../applog/service";
import { COMPANY_ADMIN } from "../auth/scopes";
import { equalsIgnoringCase } from "../domain/like";

const fields = { id: true, name: true, companyId: true } as const;

/** The company's sectors by name. The GraphQL door passes its plugin-prisma `query` (selection and page). */
export function listSectors(ctx: ServiceContext): Promise<{ id: number; name: string; companyId: number }[]>;
export function listSectors<Q extends object>(ctx: ServiceContext, query: Q): Promise<unknown[]>;
export function listSectors(ctx: ServiceContext, query?: object): Promise<unknown[]> {
  const companyId = ownCompanyId(ctx.principal);
  return ctx.prisma.sector.findMany({ ...(query ?? { select: fields }), where: { companyId, deletedAt: null }, orderBy: { name: "asc" } });
}

export async function getSector(ctx: ServiceContext, id: number | null) {
  return ownRow(ctx.principal, await ctx.prisma.sector.findUnique({ where: { id: id ?? -1 }, select: { ...fields, deletedAt: true } }));
}

async function checkName(ctx: ServiceContext, companyId: number, name: unknown, exceptId?: number) {
  new Checker().required("Name", name).maxLength("Name", name, 80).throwIfAny();
  const clash = await ctx.prisma.sector.findFirst({ where: { companyId, deletedAt: null, name: equalsIgnoringCase(str(name)), ...(exceptId ? { NOT: { id: exceptId } } : {}) } });
  if (clash) throw new SaveErrors([`A sector named '${clash.name}' already exists.`]);
}

export async function createSector(ctx: ServiceContext, input: { name: unknown }) {
  const companyId = ownCompanyId(ctx.principal);
  await checkName(ctx, companyId, input.name);
  return ctx.prisma.$transaction(async (tx) => {
    const s = await tx.sector.create({ data: { companyId, name: str(input.name) }, select: fields });
    await appLog(tx, ctx.principal!, { entity: "Sector", entityId: s.id, action: "create", detail: `Sector '${s.name}' created` });
    return s;
  });
}

export async function updateSector(ctx: ServiceContext, input: { id: unknown; name: unknown }) {
  const before = await getSector(ctx, int(input.id));
  await checkName(ctx, before.companyId, input.name, before.id);
  return ctx.prisma.$transaction(async (tx) => {
    const s = await tx.sector.update({ where: { id: before.id }, data: { name: str(input.name) }, select: fields });
    await appLog(tx, ctx.principal!, { entity: "Sector", entityId: s.id, action: "update", detail: `Sector ${describeChanges(before, { name: s.name })}` });
    return s;
  });
}

export async function deleteSector(ctx: ServiceContext, input: { id: unknown; forcedDelete?: unknown }) {
  const sector = await getSector(ctx, int(input.id));
  const id = sector.id;
  const [users, machines, incubators, readings] = await Promise.all([
    ctx.prisma.appUser.count({ where: { sectorId: id, deletedAt: null } }),
    Promise.all([
      ctx.prisma.sterilizer.count({ where: { sectorId: id, deletedAt: null } }),
      ctx.prisma.washer.count({ where: { sectorId: id, deletedAt: null } }),
      ctx.prisma.disinfector.count({ where: { sectorId: id, deletedAt: null } }),
    ]).then((n) => n.reduce((a, b) => a + b, 0)),
    ctx.prisma.incubator.count({ where: { OR: [{ workSectorId: id }, { discovererSectorId: id }] } }),
    Promise.all([
      ctx.prisma.readingBI.count({ where: { sectorId: id } }),
      ctx.prisma.readingPRO.count({ where: { sectorId: id } }),
      ctx.prisma.readingCheSterilizer.count({ where: { sectorId: id } }),
      ctx.prisma.readingCheWasher.count({ where: { sectorId: id } }),
    ]).then((n) => n.reduce((a, b) => a + b, 0)),
  ]);
  if (users) throw new SaveErrors([`The sector '${sector.name}' still has ${users} user(s). Move or delete them first.`]);
  const referenced = machines + incubators + readings > 0;
  if (referenced && input.forcedDelete !== true) {
    throw new SaveErrors([`The sector '${sector.name}' has ${machines} machine(s), ${incubators} incubator(s) and ${readings} reading(s). It can only be archived with a forced delete.`]);
  }
  if (referenced && ctx.principal!.userType !== COMPANY_ADMIN) throw forbidden("Only the company administrator can force the deletion of a sector.");
  await ctx.prisma.$transaction(async (tx) => {
    if (!referenced) {
      await tx.sector.delete({ where: { id } });
      await appLog(tx, ctx.principal!, { entity: "Sector", entityId: id, action: "delete", detail: `Sector '${sector.name}' deleted` });
      return;
    }
    // Archive: readings keep their sector for the record; its machines leave the lists and
    // its incubators are freed, so nothing points at a sector nobody can see.
    const now = new Date();
    await tx.sector.update({ where: { id }, data: { deletedAt: now } });
    for (const m of [tx.sterilizer, tx.washer, tx.disinfector] as const) await (m as typeof tx.sterilizer).updateMany({ where: { sectorId: id, deletedAt: null }, data: { deletedAt: now } });
    await tx.incubator.updateMany({ where: { workSectorId: id }, data: { workSectorId: null } });
    await appLog(tx, ctx.principal!, { entity: "Sector", entityId: id, action: "archive", detail: `Sector '${sector.name}' archived by forced delete (${readings} readings kept)` });
  });
}
