// Read numbers run per company and per reading table. The last number given is kept in
// read_number_counter: taking numbers is one UPDATE of that row, whose lock lasts only the
// taking transaction, so concurrent agents never get the same number and a long transaction
// (a desktop migration reserves its numbers in a short one first) never holds the others up.
import type { Prisma, ReadingKind } from "../db/generated/client";
import type { Sql } from "../db/client";
import { TABLE_NAME } from "./kinds";

type Query = (sql: string, params: unknown[]) => Promise<{ last: number }[]>;

/**
 * Takes `count` consecutive numbers and answers the first. A company's first use of a table's
 * counter starts it at the table's highest number (readings written before counters existed,
 * the demo seed); the migration that added the counters started those of its day.
 */
export async function takeReadNumbers(query: Query, kind: ReadingKind, companyId: number, count: number): Promise<number> {
  const take = () => query(`UPDATE "read_number_counter" SET "last" = "last" + $3 WHERE "companyId" = $1 AND "kind" = $2::"ReadingKind" RETURNING "last"`, [companyId, kind, count]);
  let rows = await take();
  if (!rows.length) {
    await query(
      `INSERT INTO "read_number_counter" ("companyId", "kind", "last")
       SELECT $1, $2::"ReadingKind", COALESCE(MAX("readNumber"), 0) FROM "${TABLE_NAME[kind]}" WHERE "companyId" = $1
       ON CONFLICT DO NOTHING RETURNING "last"`,
      [companyId, kind],
    );
    rows = await take();
  }
  return rows[0]!.last - count + 1;
}

export const nextReadNumber = (tx: Prisma.TransactionClient, kind: ReadingKind, companyId: number): Promise<number> =>
  takeReadNumbers((sql, params) => tx.$queryRawUnsafe(sql, ...params), kind, companyId, 1);

/** The same over raw SQL (the desktop migration's transaction). */
export const takeReadNumbersSql = (sql: Sql, kind: ReadingKind, companyId: number, count: number): Promise<number> =>
  takeReadNumbers((text, params) => sql.query<{ last: number }>(text, params), kind, companyId, count);
