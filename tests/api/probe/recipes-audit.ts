// Probe recipes of the audit chain (server/audit, docs/audit.md): a manager verifies, lists and
// seals their own company's chain — no argument names a company, so another company's manager
// gets their own chain (hashes, counts, signed seals: none of the victim's hidden strings), and
// Hospital A's operators and connection users are refused. The seal key is public by design.
import type { AreaRecipes } from "./recipes";

const OWN = "the caller's own company's chain: hashes, counts and seals, nothing of another company (tests/api/audit-chain.test.ts)";

export const auditRecipes: AreaRecipes = {
  rest: {
    "GET /api/audit/verify": { calls: () => [{}], refuse: ["insider"], control: false, why: OWN },
    "GET /api/audit/seals": { calls: () => [{}, { query: { first: 5 } }], refuse: ["insider"], control: false, why: OWN },
    "GET /api/audit/seal-key": { calls: () => [{}], control: false, why: "the public half of the server's seal key, published for auditors" },
  },
  graphql: {
    "Query.auditVerification": { calls: () => [{}], refuse: ["insider"], control: false, why: OWN },
    "Query.auditSeals": { calls: () => [{}, { args: { first: 5 } }], refuse: ["insider"], control: false, why: OWN },
    "Mutation.sealAuditChain": { calls: () => [{}], refuse: ["insider"], control: false, why: "seals the caller's own company's chain (no company argument)" },
  },
};
