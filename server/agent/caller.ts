// Who may speak for an incubator: a Connection user (type 4) of a company. The company is
// always the token's; the agent never names one.
import type { Principal } from "../auth/principal";
import { CONNECTION } from "../auth/scopes";
import { forbidden, unauthorized } from "../domain/errors";

export interface Agent {
  userId: number;
  companyId: number;
  distributorId: number;
  sectorId: number | null;
  principal: Principal;
}

/** The Connection user behind the token; any other user is refused (403). */
export function agentOf(p: Principal | null): Agent {
  if (!p) throw unauthorized();
  if (p.kind !== "COMPANY" || p.userType !== CONNECTION || p.companyId === null || p.distributorId === null) {
    throw forbidden("The agent API is for Connection users (user type 4) only.");
  }
  return { userId: p.userId, companyId: p.companyId, distributorId: p.distributorId, sectorId: p.sectorId, principal: p };
}
