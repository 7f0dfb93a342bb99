// Test hooks, mounted only when TEST_HOOKS=1 (the test runner sets it; production never
// does): read the mail outbox, publish a notification to exercise subscriptions.
import type { Router } from "../http/router";
import { notifyUser } from "../notifications/service";
import { int } from "../http/validate";
import { notFound } from "../http/errors";

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
}
