// The append-only audit trail (21 CFR Part 11): every change of a reading, who, when,
// field, old and new value. Rows are only ever inserted (a trigger refuses UPDATE/DELETE).
import type { Prisma, ReadingKind } from "../db/generated/client";

type Tx = Prisma.TransactionClient;

export interface AuditEntry {
  companyId: number;
  kind: ReadingKind;
  readingId: number;
  userId: number | null;
  action: "create" | "result" | "edit" | "view" | "toHistorical" | "confirmAndSave" | "associate" | string;
  field?: string;
  oldValue?: unknown;
  newValue?: unknown;
}

/** How a value is kept in the trail: text, dates as ISO, objects as JSON. */
export const auditText = (v: unknown): string | null => (v === undefined || v === null ? null : v instanceof Date ? v.toISOString() : typeof v === "object" ? JSON.stringify(v) : String(v));

export async function appendAudit(tx: Tx, entries: AuditEntry[]): Promise<void> {
  if (!entries.length) return;
  await tx.readingAudit.createMany({
    data: entries.map((e) => ({
      companyId: e.companyId,
      readingKind: e.kind,
      readingId: e.readingId,
      userId: e.userId,
      action: e.action,
      field: e.field ?? null,
      oldValue: auditText(e.oldValue),
      newValue: auditText(e.newValue),
    })),
  });
}

/** One "edit" entry per field whose value changes (compared as text, so 1 and "1" are equal). */
export function fieldChanges(base: Omit<AuditEntry, "action" | "field" | "oldValue" | "newValue">, before: Record<string, unknown>, after: Record<string, unknown>): AuditEntry[] {
  return Object.entries(after)
    .filter(([k, v]) => v !== undefined && auditText(before[k]) !== auditText(v))
    .map(([field, v]) => ({ ...base, action: "edit", field, oldValue: before[field], newValue: v }));
}
