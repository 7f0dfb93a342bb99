// Test hooks of the generated tenant probe (tests/api/probe), mounted only when TEST_HOOKS=1.
//
// POST /api/test/probe/user { distributorId: DistId, email, password, name?, lastName? }
//   → { id, email }: a distributor user (type 3) with a known password. The demo seed has a
//   distributor user for the first distributor only; the probe needs one of the second.
//
// GET /api/test/probe/fingerprint?companyId=&exceptSectorId=&exceptUserId=
//   → { tables: { [table]: { rows, hash } } }: a content hash of every row that belongs to
//   the company (the company row and every table with a "companyId" column, found in the
//   catalogue, so a new table is covered without touching this file). Rows of
//   `exceptSectorId` (sectorId / workSectorId) and of `exceptUserId` (the row of that user,
//   rows it wrote: userId) are left out: an attacker inside the company may change its own.
//   The probe takes it before and after every write call to see that nothing moved.
import type { Router } from "../http/router";
import { badRequest } from "../domain/errors";
import { int, str } from "../validation/checker";
import { distributorByEncryptedId } from "../distributors/service";
import { hashPassword } from "../auth/passwords";
import { DISTRIBUTOR_USER } from "../auth/scopes";

/**
 * Tables whose rows are traces of calls rather than the company's data: sessions, mails, the
 * result hooks not yet done — and the audit chain, whose links mirror the audited tables already
 * compared (an insider's own log entry adds a link of the company's chain; a change to a
 * victim's row shows in the row's own table).
 */
const NOT_DATA = new Set(["session", "mail_outbox", "password_recovery", "audit_chain", "audit_chain_head", "audit_seal", "result_hook_pending"]);

let tablesCache: Promise<{ table: string; columns: Set<string> }[]> | null = null;

export function probeRoutes(r: Router) {
  r.post("/api/test/probe/user", "public", async (c) => {
    const b = await c.body<Record<string, unknown>>();
    const dist = await distributorByEncryptedId(c.prisma, b.distributorId);
    const email = str(b.email).toLowerCase();
    const password = str(b.password);
    if (!email || !password) throw badRequest("email and password are required");
    const user = await c.prisma.appUser.create({
      data: {
        kind: "DISTRIBUTOR",
        email,
        passwordHash: await hashPassword(password),
        name: str(b.name) || "Probe",
        lastName: str(b.lastName) || "Distributor",
        userTypeId: DISTRIBUTOR_USER,
        distributorId: dist.id,
      },
      select: { id: true, email: true },
    });
    return user;
  });

  r.get("/api/test/probe/fingerprint", "public", async (c) => {
    const companyId = int(c.query.get("companyId"));
    if (companyId === null) throw badRequest("companyId is required");
    const exceptSector = int(c.query.get("exceptSectorId")) ?? -1;
    const exceptUser = int(c.query.get("exceptUserId")) ?? -1;
    tablesCache ??= c.prisma
      .$queryRawUnsafe<{ table: string; column: string }[]>(
        `SELECT table_name::text AS "table", column_name::text AS "column" FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name IN (
            SELECT table_name FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'companyId')`,
      )
      .then((rows) => {
        const byTable = new Map<string, Set<string>>();
        for (const row of rows) (byTable.get(row.table) ?? byTable.set(row.table, new Set()).get(row.table)!).add(row.column);
        return [...byTable].filter(([t]) => !NOT_DATA.has(t)).map(([table, columns]) => ({ table, columns })).sort((a, b) => a.table.localeCompare(b.table));
      });
    const tables = [{ table: "company", columns: new Set(["id"]) }, ...(await tablesCache)];
    const parts = tables.map(({ table, columns }) => {
      const where = [table === "company" ? `t."id" = ${companyId}` : `t."companyId" = ${companyId}`];
      for (const col of ["sectorId", "workSectorId"]) if (columns.has(col)) where.push(`t."${col}" IS DISTINCT FROM ${exceptSector}`);
      if (columns.has("userId")) where.push(`t."userId" IS DISTINCT FROM ${exceptUser}`);
      if (table === "app_user") where.push(`t."id" <> ${exceptUser}`);
      if (table === "sector") where.push(`t."id" <> ${exceptSector}`);
      const order = columns.has("id") || table === "company" ? `t."id"` : `t::text`;
      return `SELECT '${table}' AS "table", count(*)::int AS "rows", coalesce(md5(string_agg(t::text, '|' ORDER BY ${order})), '') AS "hash" FROM "${table}" t WHERE ${where.join(" AND ")}`;
    });
    const rows = await c.prisma.$queryRawUnsafe<{ table: string; rows: number; hash: string }[]>(parts.join("\nUNION ALL\n"));
    return { tables: Object.fromEntries(rows.map((row) => [row.table, { rows: row.rows, hash: row.hash }])) };
  });
}
