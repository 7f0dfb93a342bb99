// Principals of Hospital A's demo users for tests that call the server's code in-process
// (no token, no session row): a service context or a GraphQL request acts as them.
import type { Principal } from "../../server/auth/principal";
import { DEMO_IDS } from "../../server/seed/index";

/** A Hospital A company user in its central sector (type 0 administrator, 4 the agent's Connection user...). */
export function hospitalAUser(who: "adminA" | "agentA"): Principal {
  return {
    userId: DEMO_IDS.users[who],
    email: who === "adminA" ? "admin@hospital-a.test" : "agent@hospital-a.test",
    kind: "COMPANY",
    userType: who === "adminA" ? 0 : 4,
    distributorId: DEMO_IDS.distributors.bionova,
    companyId: DEMO_IDS.companies.hospitalA,
    sectorId: DEMO_IDS.sectors.aCentral,
    languageId: null,
    sessionId: "unit",
    expiresAt: new Date(Date.now() + 3600_000),
  };
}
