// The company's application log (screen 320): who changed what, and when. Written inside
// the same transaction as the change it records.
import type { Prisma } from "../db/generated/client";
import type { Principal } from "../auth/principal";

type Tx = Prisma.TransactionClient;

export async function appLog(tx: Tx, p: Principal, entry: { entity: string; entityId: number | string; action: "create" | "update" | "delete" | "archive" | string; detail: string }) {
  if (!p.companyId) return;
  await tx.appLog.create({ data: { companyId: p.companyId, userId: p.userId, entity: entry.entity, entityId: String(entry.entityId), action: entry.action, detail: entry.detail } });
}

/** "name: 'A' → 'B'" pairs for the fields that changed. */
export function describeChanges(before: Record<string, unknown>, after: Record<string, unknown>): string {
  return Object.keys(after)
    .filter((k) => after[k] !== undefined && String(before[k] ?? "") !== String(after[k] ?? ""))
    .map((k) => `${k}: '${before[k] ?? ""}' → '${after[k] ?? ""}'`)
    .join(", ");
}
