// Read numbers run per company and per reading table. Allocation takes a transaction-scoped
// advisory lock on (table, company), so concurrent agents never get the same number.
import type { Prisma, ReadingKind } from "../db/generated/client";
import { TABLE_NAME } from "./kinds";

type Tx = Prisma.TransactionClient;

export async function nextReadNumber(tx: Tx, kind: ReadingKind, companyId: number): Promise<number> {
  const table = TABLE_NAME[kind];
  await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(hashtext($1))`, `${table}:${companyId}`);
  const rows = await tx.$queryRawUnsafe<{ n: number }[]>(`SELECT COALESCE(MAX("readNumber"), 0)::int + 1 AS n FROM "${table}" WHERE "companyId" = $1`, companyId);
  return rows[0]!.n;
}
