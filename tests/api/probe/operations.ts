// Every operation the server offers, enumerated from the sources of truth so that nothing
// can be added without the probe noticing:
//   - GraphQL: the Query, Mutation and Subscription fields of schema.graphql (graphql-js
//     buildSchema; tests/unit/schema-drift.test.ts keeps the file equal to the served schema);
//   - REST: the route table (server/routes.ts, buildRouter(...).list()) without the
//     TEST_HOOKS-only routes, which production never mounts, and the operational endpoints
//     app.ts answers before routing (/healthz, /readyz, /metrics: server/observability/paths.ts),
//     public like the public routes.
// An operation's key is "Query.node", "Mutation.createSector", "Subscription.readingChanged"
// or "GET /api/Sector/:id" (method and path exactly as registered).
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { buildSchema, type GraphQLSchema } from "graphql";
import { buildRouter } from "../../../server/routes";
import { OPERATIONAL_ENDPOINTS } from "../../../server/observability/paths";

export type RootType = "Query" | "Mutation" | "Subscription";
export type ScopeRule = Record<string, unknown> | "public";

export interface GqlOperation {
  door: "graphql";
  key: string;
  root: RootType;
  field: string;
}

export interface RestOperation {
  door: "rest";
  key: string;
  method: string;
  path: string;
  /** "public", or the scope rule the router checks before the handler runs. */
  auth: ScopeRule;
}

export type Operation = GqlOperation | RestOperation;

const ROOT = join(import.meta.dir, "..", "..", "..");

let schemaCache: GraphQLSchema | null = null;
/** The served schema as printed in schema.graphql. */
export function probeSchema(): GraphQLSchema {
  return (schemaCache ??= buildSchema(readFileSync(join(ROOT, "schema.graphql"), "utf8")));
}

export function graphqlOperations(): GqlOperation[] {
  const schema = probeSchema();
  const out: GqlOperation[] = [];
  for (const [root, type] of [
    ["Query", schema.getQueryType()],
    ["Mutation", schema.getMutationType()],
    ["Subscription", schema.getSubscriptionType()],
  ] as const) {
    for (const field of Object.keys(type?.getFields() ?? {}).sort()) out.push({ door: "graphql", key: `${root}.${field}`, root, field });
  }
  return out;
}

/** Test hooks exist only under TEST_HOOKS=1: they are the tests' own instruments. */
const isTestHook = (path: string) => /^\/api\/test(\/|$)/i.test(path);

export function restOperations(): RestOperation[] {
  const withHooks = buildRouter({ testHooks: true }).list();
  const production = buildRouter({ testHooks: false }).list();
  // Every route of the production table is probed; hooks must stay under /api/test/.
  for (const r of withHooks) {
    const inProduction = production.some((p) => p.method === r.method && p.path === r.path);
    if (!inProduction && !isTestHook(r.path)) throw new Error(`test-hook route outside /api/test/: ${r.method} ${r.path}`);
  }
  const routes = production.filter((r) => !isTestHook(r.path)).map((r): RestOperation => ({ door: "rest", key: `${r.method} ${r.path}`, method: r.method, path: r.path, auth: r.auth as ScopeRule }));
  const operational = OPERATIONAL_ENDPOINTS.map((e): RestOperation => ({ door: "rest", key: `${e.method} ${e.path}`, method: e.method, path: e.path, auth: "public" }));
  return [...routes, ...operational];
}

export function allOperations(): Operation[] {
  return [...graphqlOperations(), ...restOperations()];
}
