// Who sees which readings: administrators and supervisors their whole company; operators
// and connection users their own sector.
import type { Principal } from "../auth/principal";
import { ownCompanyId } from "../auth/company";
import { COMPANY_ADMIN, SUPERVISOR } from "../auth/scopes";

export function readingScope(p: Principal | null): { companyId: number; sectorId?: number } {
  const companyId = ownCompanyId(p);
  return p!.userType === COMPANY_ADMIN || p!.userType === SUPERVISOR ? { companyId } : { companyId, sectorId: p!.sectorId ?? -1 };
}
