// Test hooks, mounted only when TEST_HOOKS=1 (the test runner sets it; production never
// does): read the mail outbox and the system log, publish a notification to exercise subscriptions.
import type { Router } from "../http/router";
import { notifyUser } from "../notifications/service";
import { runLicenceClock } from "../licenses/expiry";
import { int, str } from "../validation/checker";
import { notFound } from "../domain/errors";
import { tokenHash } from "../auth/tokens";
import { currentRequest } from "../observability/request";

export function testHookRoutes(r: Router) {
  // SQL as a database administrator would run it: with `asAdministrator`, the tables' triggers
  // (append-only rules, the audit chain's links, foreign keys) are off for that transaction —
  // how the audit chain's tests tamper with records behind the application's back.
  r.post("/api/test/sql", "public", async (c) => {
    const b = await c.body<{ sql?: string; params?: unknown[]; asAdministrator?: boolean }>();
    if (typeof b.sql !== "string") throw notFound();
    return c.db.transaction(async (sql) => {
      if (b.asAdministrator) await sql.query(`SET LOCAL session_replication_role = replica`);
      return { rows: await sql.query(b.sql!, Array.isArray(b.params) ? b.params : []) };
    });
  });
  // A licence for a company (active, Cloud product, trial period), ending at `endDate`.
  r.post("/api/test/license", "public", async (c) => {
    const b = await c.body<{ companyId?: number; endDate?: string }>();
    const end = new Date(String(b.endDate));
    const period = await c.prisma.licensePeriod.findFirstOrThrow({ where: { trial: true } });
    const license = await c.prisma.license.create({ data: { companyId: int(b.companyId) ?? -1 } });
    return c.prisma.licenseDetail.create({ data: { licenseId: license.id, licenseProductId: 1, licensePeriodId: period.id, startDate: new Date(end.getTime() - period.days * 86_400_000), endDate: end, status: 2 }, select: { id: true } });
  });
  // The licence clock of one company at a given moment.
  r.post("/api/test/license-clock", "public", async (c) => {
    const b = await c.body<{ companyId?: number; now?: string }>();
    return runLicenceClock(c, new Date(String(b.now)), int(b.companyId) ?? -1);
  });
  // A request that takes `ms` (at most 5 s): one in flight when the server is told to stop.
  r.get("/api/test/slow", "public", async (c) => {
    const ms = Math.min(Math.max(int(new URL(c.request.url).searchParams.get("ms")) ?? 1000, 0), 5000);
    await Bun.sleep(ms);
    return { slept: ms };
  });
  // A request whose time budget is `ms` (REQUEST_BUDGET_MS, shortened) that keeps reading the
  // database: stopped at its first statement past the budget, answered TIMEOUT (issue 33).
  r.get("/api/test/over-budget", "public", async (c) => {
    const scope = currentRequest()!;
    scope.deadline = Date.now() + Math.min(Math.max(int(new URL(c.request.url).searchParams.get("ms")) ?? 200, 0), 5000);
    let reads = 0;
    for (;;) {
      await c.prisma.language.count();
      if (++reads > 1_000_000) return { reads };
    }
  });
  // A disabled language (the seed enables every one): what a language parameter may not name.
  r.post("/api/test/language", "public", async (c) => {
    const code = str((await c.body<{ code?: string }>()).code) || `x-${Date.now()}`;
    return c.prisma.language.create({ data: { code, description: `Disabled ${code}`, enabled: false }, select: { id: true, code: true } });
  });
  r.get("/api/test/outbox", "public", (c) =>
    c.prisma.mailOutbox.findMany({
      where: c.query.get("to") ? { to: c.query.get("to")!.toLowerCase() } : {},
      orderBy: { id: "desc" },
      take: 50,
      select: { to: true, subject: true, body: true, createdAt: true },
    }),
  );
  // The system log's own columns (level, entity, entityId, action), newest first, of one entity.
  r.get("/api/test/syslog", "public", async (c) => {
    const rows = await c.prisma.sysLog.findMany({ where: { entity: c.query.get("entity") ?? undefined }, orderBy: { id: "desc" }, take: 50 });
    return rows.map((row) => ({ ...row, id: Number(row.id) }));
  });
  r.post("/api/test/notify", "public", async (c) => {
    const b = await c.body<{ userId?: number; detail?: string }>();
    const user = await c.prisma.appUser.findUnique({ where: { id: int(b.userId) ?? -1 } });
    if (!user?.companyId) throw notFound();
    return notifyUser(c, { userId: user.id, companyId: user.companyId, type: 0, detail: b.detail ?? "Test notification" });
  });
  // A system parameter's stored value (the provider-wide one without distributorId): lets a
  // test give the SMTP password a value and prove the configuration export leaves it out.
  r.post("/api/test/sys-parameter", "public", async (c) => {
    const b = await c.body<{ distributorId?: number | null; type?: number; value?: string }>();
    const { count } = await c.prisma.sysParameter.updateMany({ where: { distributorId: int(b.distributorId) ?? null, type: int(b.type) ?? -1 }, data: { value: String(b.value ?? "") } });
    if (!count) throw notFound();
    return { count };
  });
  // Ends a session in the database only, as another instance without a shared bus or the
  // clock would: live sockets must notice on their own (server/session/sockets.ts).
  r.post("/api/test/sessions/expire", "public", async (c) => {
    const b = await c.body<{ token?: string; revoke?: boolean }>();
    const id = tokenHash(String(b.token ?? ""));
    const data = b.revoke ? { revokedAt: new Date() } : { expiresAt: new Date(Date.now() - 1000) };
    const { count } = await c.prisma.session.updateMany({ where: { id }, data });
    if (!count) throw notFound();
    return { result: "OK" };
  });
}
