// Test hooks, mounted only when TEST_HOOKS=1 (the test runner sets it; production never
// does): read the mail outbox, publish a notification to exercise subscriptions.
import type { Router } from "../http/router";
import { notifyUser } from "../notifications/service";
import { int } from "../validation/checker";
import { notFound } from "../domain/errors";
import { tokenHash } from "../auth/tokens";

export function testHookRoutes(r: Router) {
  r.get("/api/test/outbox", "public", (c) =>
    c.prisma.mailOutbox.findMany({
      where: c.query.get("to") ? { to: c.query.get("to")!.toLowerCase() } : {},
      orderBy: { id: "desc" },
      take: 50,
      select: { to: true, subject: true, body: true, createdAt: true },
    }),
  );
  r.post("/api/test/notify", "public", async (c) => {
    const b = await c.body<{ userId?: number; detail?: string }>();
    const user = await c.prisma.appUser.findUnique({ where: { id: int(b.userId) ?? -1 } });
    if (!user?.companyId) throw notFound();
    return notifyUser(c, { userId: user.id, companyId: user.companyId, type: 0, detail: b.detail ?? "Test notification" });
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
