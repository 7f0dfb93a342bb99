// Probe recipes of the audit chain (server/audit, docs/audit.md): a manager verifies, lists and
// seals their own company's chain — no argument names a company, so another company's manager
// gets their own chain (hashes, counts, signed seals: none of the victim's hidden strings), and
// Hospital A's operators and connection users are refused. The seal key is public by design.
// The trail (GraphQL and its file) carries the victim's records (its users' addresses, its
// sectors' and machines' names in the log's summaries): the positive control reads them as
// Hospital A's administrator; another company's manager gets their own trail, and naming a
// victim user as the filter is refused.
import type { AreaRecipes } from "./recipes";

const OWN = "the caller's own company's chain: hashes, counts and seals, nothing of another company (tests/api/audit-chain.test.ts)";

export const auditRecipes: AreaRecipes = {
  rest: {
    "GET /api/audit/verify": { calls: () => [{}], refuse: ["insider"], control: false, why: OWN },
    "GET /api/audit/seals": { calls: () => [{}, { query: { first: 5 } }], refuse: ["insider"], control: false, why: OWN },
    "GET /api/audit/seal-key": { calls: () => [{}], control: false, why: "the public half of the server's seal key, published for auditors" },
    "GET /api/audit/seals/export": { calls: () => [{}], refuse: ["insider"], control: false, why: OWN },
    "GET /api/audit/export": {
      calls: ({ v }) => [{ query: { format: "csv" } }, { query: { format: "csv", recordType: "COMPANY_LOG" } }, { query: { format: "csv", userId: v.admin.id } }, { query: { format: "xlsx", userId: v.user.id } }],
      refuse: ["insider"],
    },
  },
  graphql: {
    "Query.auditVerification": { calls: () => [{}], refuse: ["insider"], control: false, why: OWN },
    "Query.auditSeals": { calls: () => [{}, { args: { first: 5 } }], refuse: ["insider"], control: false, why: OWN },
    "Query.auditTrail": {
      calls: ({ v }) => [{ args: { first: 100 } }, { args: { first: 100, filter: { recordType: "COMPANY_LOG" } } }, { args: { first: 50, filter: { userId: String(v.admin.id) } } }, { args: { first: 50, filter: { userId: String(v.user.id), recordType: "COMPANY_LOG" } } }],
      refuse: ["insider"],
    },
    "Mutation.sealAuditChain": { calls: () => [{}], refuse: ["insider"], control: false, why: "seals the caller's own company's chain (no company argument)" },
  },
};
