// Terms and conditions (EULA): one text per distributor and region; a company accepts the
// newest text of its distributor for its country's region. Enforced only for type 0.
import type { PrismaClient } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { assertCompanyAccess } from "../auth/tenancy";
import { badRequest, forbidden, notFound, unauthorized } from "../domain/errors";
import { distributorByEncryptedId } from "../distributors/service";
import { Checker, int } from "../validation/checker";
import { COMPANY_ADMIN } from "../auth/scopes";

export async function currentEula(prisma: PrismaClient, distributorId: number, regionId: number) {
  return prisma.eula.findFirst({ where: { distributorId, regionId }, orderBy: [{ createdAt: "desc" }, { id: "desc" }] });
}

export async function eulaText(ctx: ServiceContext, input: { distributorId: unknown; regionId: unknown }) {
  new Checker().required("DistributorId", input.distributorId).required("RegionId", input.regionId).integer("RegionId", input.regionId).throwIfAny();
  const dist = await distributorByEncryptedId(ctx.prisma, input.distributorId);
  const eula = await currentEula(ctx.prisma, dist.id, int(input.regionId)!);
  if (!eula) throw notFound("No terms and conditions are published for this region.");
  return { id: eula.id, text: eula.text };
}

async function companyEula(prisma: PrismaClient, companyId: number) {
  const company = await prisma.company.findUniqueOrThrow({ where: { id: companyId }, include: { country: true } });
  return currentEula(prisma, company.distributorId, company.country.regionId);
}

export async function eulaStatus(ctx: ServiceContext, companyId: number) {
  if (!ctx.principal) throw unauthorized();
  await assertCompanyAccess(ctx.prisma, ctx.principal, companyId);
  const eula = await companyEula(ctx.prisma, companyId);
  // No published terms means there is nothing to accept.
  if (!eula) return { acceptedEula: true, eula: null };
  const accepted = await ctx.prisma.eulaAcceptance.count({ where: { eulaId: eula.id, companyId } });
  return { acceptedEula: accepted > 0, eula: { id: eula.id, text: eula.text } };
}

export async function acceptEula(ctx: ServiceContext, input: { eulaId: unknown; companyId: unknown }) {
  const p = ctx.principal;
  if (!p) throw unauthorized();
  new Checker().required("EulaId", input.eulaId).integer("EulaId", input.eulaId).throwIfAny();
  const companyId = int(input.companyId) ?? p.companyId;
  if (p.kind !== "COMPANY" || companyId === null || companyId !== p.companyId) throw notFound();
  if (p.userType !== COMPANY_ADMIN) throw forbidden("Only the company administrator can accept the terms and conditions.");
  const eula = await companyEula(ctx.prisma, companyId);
  if (!eula || eula.id !== int(input.eulaId)) throw badRequest("These are not the current terms and conditions for your company.");
  await ctx.prisma.eulaAcceptance.upsert({
    where: { eulaId_companyId: { eulaId: eula.id, companyId } },
    create: { eulaId: eula.id, companyId, userId: p.userId },
    update: {},
  });
}
