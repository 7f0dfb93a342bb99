// Licences a company holds now: a licence detail with status 2 (active) whose start and end
// dates contain the moment. The historical browser asks for the Cloud licence (product 1)
// and shows 'NotActiveLicenseFound' without one.
import type { Prisma, PrismaClient } from "../db/generated/client";

export const ACTIVE_LICENSE_STATUS = 2;
export const CLOUD_LICENSE_PRODUCT = 1;

export async function holdsActiveLicense(prisma: PrismaClient | Prisma.TransactionClient, companyId: number, licenseProductId: number, now = new Date()): Promise<boolean> {
  const found = await prisma.licenseDetail.findFirst({
    where: { license: { companyId }, licenseProductId, status: ACTIVE_LICENSE_STATUS, startDate: { lte: now }, endDate: { gte: now } },
    select: { id: true },
  });
  return found !== null;
}
