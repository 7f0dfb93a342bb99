// Joins the enumerated operations with their recipes: what each attacker calls, in order
// (reads, then writes, then the calls that end or renew the caller's session).
import { allOperations, type Operation } from "./operations";
import { EXEMPT, GRAPHQL_RECIPES, REST_RECIPES, SUBSCRIPTION_PROBES, type GqlSpec, type Recipe, type RestSpec } from "./recipes";

export interface Planned {
  op: Operation;
  recipe: Recipe<RestSpec | GqlSpec>;
  mutates: boolean;
}

export function recipeOf(op: Operation): Recipe<RestSpec | GqlSpec> | undefined {
  return op.door === "rest" ? REST_RECIPES[op.key] : GRAPHQL_RECIPES[op.key];
}

/** Operations probed call by call (subscriptions have their own probe). */
export function plan(): { reads: Planned[]; writes: Planned[]; last: Planned[]; subscriptions: Operation[] } {
  const reads: Planned[] = [];
  const writes: Planned[] = [];
  const last: Planned[] = [];
  const subscriptions: Operation[] = [];
  for (const op of allOperations()) {
    if (EXEMPT[op.key]) continue;
    if (op.door === "graphql" && op.root === "Subscription") {
      if ((SUBSCRIPTION_PROBES as readonly string[]).includes(op.key)) subscriptions.push(op);
      continue;
    }
    const recipe = recipeOf(op);
    if (!recipe) continue; // coverage.test.ts fails for it
    const mutates = recipe.mutates ?? (op.door === "rest" ? op.method !== "GET" : op.root === "Mutation");
    (recipe.last ? last : mutates ? writes : reads).push({ op, recipe, mutates });
  }
  return { reads, writes, last, subscriptions };
}
