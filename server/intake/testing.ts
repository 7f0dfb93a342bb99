// Test hooks of the intake (mounted only when TEST_HOOKS=1): expire a token now (nobody waits
// 15 minutes), and look at what a refused intake must not have written.
import type { Router } from "../http/router";
import { notFound } from "../domain/errors";
import { hashIntakeToken } from "./token";

export function intakeTestRoutes(r: Router) {
  r.post("/api/test/intake/expire", "public", async (c) => {
    const b = await c.body<{ token?: string }>();
    const { count } = await c.prisma.intakeToken.updateMany({ where: { tokenHash: hashIntakeToken(String(b.token ?? "")) }, data: { expiresAt: new Date(Date.now() - 1000) } });
    if (!count) throw notFound();
    return { result: "OK" };
  });
  r.get("/api/test/intake/state", "public", async (c) => {
    const companyId = Number(c.query.get("companyId"));
    const token = await c.prisma.intakeToken.findUnique({ where: { tokenHash: hashIntakeToken(c.query.get("token") ?? "") }, select: { usedAt: true, readingId: true, companyId: true, sectorId: true, userId: true, kind: true } });
    const [images, sterilizer, washer] = await Promise.all([
      c.prisma.readingImage.count({ where: { companyId } }),
      c.prisma.readingCheSterilizer.count({ where: { companyId } }),
      c.prisma.readingCheWasher.count({ where: { companyId } }),
    ]);
    return { token, images, sterilizer, washer };
  });
  r.get("/api/test/intake/image", "public", async (c) => {
    const row = await c.prisma.readingImage.findUnique({ where: { id: Number(c.query.get("id")) }, select: { mimeType: true, data: true } });
    if (!row) throw notFound();
    return { mimeType: row.mimeType, base64: Buffer.from(row.data).toString("base64") };
  });
}
