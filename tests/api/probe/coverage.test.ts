// The probe covers every operation: a GraphQL field or REST route added without a recipe (or
// an exemption with its reason) fails here, and so does a recipe left behind by an operation
// that is gone. Needs no server: it reads schema.graphql and the route table.
import { describe, expect, test } from "bun:test";
import { parse, validate } from "graphql";
import { allOperations, graphqlOperations, probeSchema, restOperations } from "./operations";
import { gqlCall } from "./documents";
import { EXEMPT, GRAPHQL_RECIPES, PUBLIC_GRAPHQL, REST_RECIPES, SUBSCRIPTION_PROBES } from "./recipes";
import { subscriptionKeys } from "./subscriptions";

const keys = new Set(allOperations().map((o) => o.key));
const subscriptions = graphqlOperations().filter((o) => o.root === "Subscription").map((o) => o.key);

describe("tenant probe coverage", () => {
  test("the tables are read (schema.graphql, route table)", () => {
    expect(graphqlOperations().length).toBeGreaterThan(50);
    expect(restOperations().length).toBeGreaterThan(100);
  });

  test("every GraphQL query and mutation and every REST route has a recipe or an exemption", () => {
    const missing = [...keys].filter((k) => !subscriptions.includes(k) && !REST_RECIPES[k] && !GRAPHQL_RECIPES[k] && !EXEMPT[k]);
    expect(missing).toEqual([]);
  });

  test("every subscription has a probe (control subscription + victim event)", () => {
    const probed = new Set(subscriptionKeys());
    expect(subscriptions.filter((k) => !EXEMPT[k] && !(SUBSCRIPTION_PROBES as readonly string[]).includes(k))).toEqual([]);
    expect([...SUBSCRIPTION_PROBES].filter((k) => !probed.has(k))).toEqual([]);
  });

  test("no recipe, exemption or public entry names an operation that no longer exists", () => {
    const stale = [...Object.keys(REST_RECIPES), ...Object.keys(GRAPHQL_RECIPES), ...Object.keys(EXEMPT), ...Object.keys(PUBLIC_GRAPHQL), ...SUBSCRIPTION_PROBES].filter((k) => !keys.has(k));
    expect(stale).toEqual([]);
  });

  test("exemptions say why", () => {
    expect(Object.entries(EXEMPT).filter(([, why]) => why.trim().length < 20)).toEqual([]);
  });

  test("the probe's GraphQL documents are valid against schema.graphql (arguments aside)", () => {
    const bad: string[] = [];
    for (const op of graphqlOperations()) {
      const { query } = gqlCall(op.root, op.field);
      for (const e of validate(probeSchema(), parse(query))) if (!/argument .* is required/.test(e.message)) bad.push(`${op.key}: ${e.message}`);
    }
    expect(bad).toEqual([]);
  });
});
