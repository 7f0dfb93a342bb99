// Probe recipes of the Translate button's operations (server/translate): each answers and
// writes the caller's own company's wording only; Hospital A's rows (company_translation has
// a companyId: the fingerprint covers it) must not move, and its wording must not leak.
import type { AreaRecipes } from "./recipes";

export const translateRecipes: AreaRecipes = {
  rest: {},
  graphql: {
    "Query.screenTexts": { calls: () => [{ args: { screenId: 400 } }], control: false, why: "the caller's own company's wording (no id of another company is taken); Hospital A's seed has none to find" },
    "Mutation.saveScreenText": { calls: () => [{ args: { screenId: 400, objectId: 1225, text: "Hijacked label" } }] },
  },
};
