// Probe recipes of the operational endpoints (server/observability, docs/observability.md):
// public, without a session, and their answers must carry nothing of the victim — the metrics'
// labels are route patterns and bounded names, never ids or names of a company.
import type { AreaRecipes } from "./recipes";

const WHY = "operational endpoint: process and database state, no company data (its answer is still searched for the victim's values)";

export const observabilityRecipes: AreaRecipes = {
  rest: {
    "GET /healthz": { calls: () => [{}], control: false, why: WHY },
    "GET /readyz": { calls: () => [{}], control: false, why: WHY },
    "GET /metrics": { calls: () => [{}], control: false, why: WHY },
  },
  graphql: {},
};
