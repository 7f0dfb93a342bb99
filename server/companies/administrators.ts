// A company's administrator as the provider's and distributors' screens show it: an active,
// not deleted company user of type 0; the first one (lowest id) should there be several.
import type { Prisma } from "../db/generated/client";
import { COMPANY_ADMIN } from "../auth/scopes";

export const ADMINISTRATOR_WHERE = { userTypeId: COMPANY_ADMIN, deletedAt: null, active: true } as const;

export interface CompanyAdministrator {
  id: number;
  name: string;
  lastName: string;
  email: string;
}

/** The administrator of each of these companies, in one query (companies without one are absent). */
export async function firstAdministrators(db: Pick<Prisma.TransactionClient, "appUser">, companyIds: readonly number[]): Promise<Map<number, CompanyAdministrator>> {
  const admins = await db.appUser.findMany({ where: { companyId: { in: [...companyIds] }, ...ADMINISTRATOR_WHERE }, orderBy: { id: "asc" }, select: { id: true, companyId: true, name: true, lastName: true, email: true } });
  const first = new Map<number, CompanyAdministrator>();
  for (const { companyId, ...a } of admins) if (!first.has(companyId!)) first.set(companyId!, a);
  return first;
}
