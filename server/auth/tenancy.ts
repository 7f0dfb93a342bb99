// Tenant scoping: provider → distributor → company → sector. A caller asking for an id
// outside its tenant gets "Not found", never data (and never a hint that the id exists).
import type { PrismaClient } from "../db/generated/client";
import type { Principal } from "./principal";
import { notFound } from "../domain/errors";

/** Throws Not found unless the caller may read company `companyId`. */
export async function assertCompanyAccess(prisma: PrismaClient, p: Principal, companyId: number): Promise<void> {
  if (p.kind === "SYSTEM") {
    if (!(await prisma.company.count({ where: { id: companyId } }))) throw notFound();
    return;
  }
  if (p.kind === "DISTRIBUTOR") {
    if (!(await prisma.company.count({ where: { id: companyId, distributorId: p.distributorId ?? -1 } }))) throw notFound();
    return;
  }
  if (p.companyId !== companyId) throw notFound();
}

/** Prisma `where` fragment limiting a company-owned table to the caller's tenant. */
export function companyScope(p: Principal): { companyId?: number; company?: { distributorId: number } } {
  if (p.kind === "SYSTEM") return {};
  if (p.kind === "DISTRIBUTOR") return { company: { distributorId: p.distributorId ?? -1 } };
  return { companyId: p.companyId ?? -1 };
}

/** The same limit for the company table itself. */
export function companyScopeOfCompany(p: Principal): { id?: number; distributorId?: number } {
  if (p.kind === "SYSTEM") return {};
  if (p.kind === "DISTRIBUTOR") return { distributorId: p.distributorId ?? -1 };
  return { id: p.companyId ?? -1 };
}
