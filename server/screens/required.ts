// Required fields per screen: an object is required for a company when it is securable,
// its security mode is not 0 (Not Required), and its mode does not exceed the company's
// security-mode parameter (1 Relax, 2 Medium, 3 Strict) — a stricter company requires more.
import type { ServiceContext } from "../context";
import { ownCompanyId } from "../auth/company";

const SECURITY_MODE_PARAMETER = 0;

export async function requiredFields(ctx: ServiceContext, screenId: number) {
  const companyId = ownCompanyId(ctx.principal);
  const param = await ctx.prisma.appParameter.findUnique({ where: { companyId_type: { companyId, type: SECURITY_MODE_PARAMETER } } });
  const mode = Number(param?.value ?? 0) || 0;
  const objects = await ctx.prisma.uiObject.findMany({
    where: { screenId, securable: true, securityMode: { gt: 0, lte: mode } },
    orderBy: { id: "asc" },
    select: { id: true, name: true },
  });
  return objects;
}
