// Probe recipes of this area's operations (see recipes.ts for the recipe options).
import type { AreaRecipes } from "./recipes";

export const logoRecipes: AreaRecipes = { rest: {}, graphql: {} };
