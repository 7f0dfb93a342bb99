// Which webhook blocks a company may use: the subscriptions screen (321) shows a 'normal'
// block for licence product 3 (Integration) and a 'plus' block for licence product 2
// (Integration Plus), each only while the company holds an active licence of it (a licence
// detail with status 2 whose start/end dates contain now). Deliveries follow the same rule:
// rows of a licence that lapsed stay saved but receive nothing.
import type { Prisma, PrismaClient } from "../db/generated/client";

export const WEBHOOK_LICENSE_PRODUCTS = [
  { licenseProductId: 3, block: "normal" as const },
  { licenseProductId: 2, block: "plus" as const },
];
export type WebhookBlock = "normal" | "plus";
export const INDICATOR_TYPE_IDS = [1, 2, 3, 4, 5];
const ACTIVE = 2;

export function blockOf(licenseProductId: number): WebhookBlock {
  return WEBHOOK_LICENSE_PRODUCTS.find((p) => p.licenseProductId === licenseProductId)?.block ?? "normal";
}

/** Licence products 3 and/or 2 the company holds an active licence of, in screen order. */
export async function activeWebhookLicenses(prisma: PrismaClient | Prisma.TransactionClient, companyId: number, now = new Date()): Promise<number[]> {
  const ids = WEBHOOK_LICENSE_PRODUCTS.map((p) => p.licenseProductId);
  const rows = await prisma.licenseDetail.findMany({
    where: { license: { companyId }, status: ACTIVE, startDate: { lte: now }, endDate: { gte: now }, licenseProductId: { in: ids } },
    select: { licenseProductId: true },
  });
  const held = new Set(rows.map((r) => r.licenseProductId));
  return ids.filter((id) => held.has(id));
}
