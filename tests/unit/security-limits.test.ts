// Pure pieces of the security limits: the GraphQL cost model, production-only rules
// (introspection for anonymous callers, field suggestions), CSV formula neutralising, the
// client address behind proxies, and PostgreSQL's statement timeout (on PostgreSQL when
// TEST_DATABASE_URL is set, as scripts/test.ts does in CI; PGlite has no timer to cancel with).
import { describe, expect, test } from "bun:test";
import { createYoga } from "graphql-yoga";
import { buildSchema, parse } from "graphql";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LIMITS, MAX_LIST_INPUT, PER_ROW_LOOKUP_COST, limitPlugins, listArgumentProblem, operationCost } from "../../server/graphql/limits";
import { MAX_NODE_IDS } from "../../server/graphql/nodes";
import { loadConfig } from "../../server/config";
import { httpStatus } from "../../server/http/errors";
import { schema as liveSchema } from "../../server/graphql/schema";
import { neutralizeFormula } from "../../server/export/stream";
import { clientAddress, overTls } from "../../server/http/client";
import { Unavailable, databaseFailure, isStatementTimeout } from "../../server/domain/errors";
import { openDatabase } from "../../server/db/client";
import { createPostgresDatabase } from "../helpers/databases";

const schema = buildSchema(readFileSync(join(import.meta.dir, "../../schema.graphql"), "utf8"));
const cost = (q: string, v: Record<string, unknown> = {}) => operationCost(schema, parse(q), v);

describe("operation cost", () => {
  const page = (n: number | string) => `query($n: Int) { historicalReadings(option: ReadingBI, first: ${n}) { totalCount edges { node { ... on BIReading { readNumber notes lot } } } } }`;

  test("a list costs its size: a page of 100 costs about ten times a page of 10; viewer is cheap", () => {
    expect(cost(`{ viewer { email name } }`)).toBeLessThan(10);
    const ten = cost(page(10));
    const hundred = cost(page(100));
    expect(hundred).toBeGreaterThan(9 * ten);
    expect(hundred).toBeGreaterThan(cost(`{ viewer { email name } }`) * 50);
  });

  test("sizes come from variables too, and are capped at 100 (the connection's maximum)", () => {
    expect(cost(page("$n"), { n: 100 })).toBe(cost(page(100)));
    expect(cost(page("$n"), { n: 5000 })).toBe(cost(page(100)));
    expect(cost(page("$n"))).toBe(cost(page(20))); // the default page
  });

  test("nodes(ids) costs per id; a union counts its most expensive member once", () => {
    const ids = (n: number) => `{ nodes(ids: [${Array.from({ length: n }, (_, i) => `"${i}"`).join(",")}]) { id } }`;
    expect(cost(ids(50))).toBeGreaterThan(cost(ids(5)) * 8);
    const both = `{ historicalReadings(option: ReadingBI, first: 10) { edges { node { ... on BIReading { readNumber notes } ... on PROReading { readNumber } } } } }`;
    const one = `{ historicalReadings(option: ReadingBI, first: 10) { edges { node { ... on BIReading { readNumber notes } } } } }`;
    expect(cost(both)).toBe(cost(one));
  });

  test("a page of 100 readings is well inside the limit (the web client asks for at most 100)", () => {
    expect(cost(page(100))).toBeLessThan(LIMITS.maxCost / 4);
  });
});

describe("production rules", () => {
  const yoga = (production: boolean) => createYoga({ schema: liveSchema, plugins: limitPlugins(production), maskedErrors: false, graphiql: false });
  const ask = async (y: ReturnType<typeof yoga>, query: string, principal: unknown) => {
    const res = await y.fetch(new Request("http://x/graphql", { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ query }) }), { principal } as never);
    return (await res.json()) as { data?: any; errors?: { message: string }[] };
  };
  const someone = { userId: 1, kind: "COMPANY" };

  test("anonymous introspection is refused in production, allowed to a signed-in caller and in development", async () => {
    const q = `{ __schema { queryType { name } } }`;
    expect((await ask(yoga(true), q, null)).errors?.[0]?.message).toMatch(/introspection/i);
    expect((await ask(yoga(true), q, someone)).data?.__schema.queryType.name).toBe("Query");
    expect((await ask(yoga(false), q, null)).data?.__schema.queryType.name).toBe("Query");
  });

  test("field suggestions are not given in production", async () => {
    const prod = await ask(yoga(true), `{ viewr { email } }`, null);
    expect(prod.errors?.[0]?.message).not.toMatch(/Did you mean/);
    const dev = await ask(yoga(false), `{ viewr { email } }`, null);
    expect(dev.errors?.[0]?.message).toMatch(/Did you mean/);
  });
});

describe("CSV formula injection", () => {
  test("cells a spreadsheet would evaluate get a leading apostrophe; others are untouched", () => {
    for (const s of ["=1+2", "+1", "-1+1", "@SUM(A1)", "\tx", "\rx", '=HYPERLINK("http://e","x")']) expect(neutralizeFormula(s)).toBe(`'${s}`);
    for (const s of ["LOT-1", "1-2", "a=b", "", "'quoted", " =x"]) expect(neutralizeFormula(s)).toBe(s);
  });
});

describe("client address", () => {
  const server = { requestIP: () => ({ address: "::ffff:192.0.2.9", family: "IPv6", port: 1 }) } as never;
  const req = (xff?: string, proto?: string) => new Request("http://x/", { headers: { ...(xff ? { "x-forwarded-for": xff } : {}), ...(proto ? { "x-forwarded-proto": proto } : {}) } });

  test("X-Forwarded-For is ignored unless proxies are trusted; then the entry that many hops from the end", () => {
    expect(clientAddress(req("203.0.113.7"), server, 0)).toBe("192.0.2.9");
    expect(clientAddress(req("198.51.100.1, 203.0.113.7"), server, 1)).toBe("203.0.113.7");
    expect(clientAddress(req("198.51.100.1, 203.0.113.7"), server, 2)).toBe("198.51.100.1");
    expect(clientAddress(req(), server, 1)).toBe("192.0.2.9");
  });

  test("TLS is read from the request or, behind a trusted proxy, from X-Forwarded-Proto", () => {
    expect(overTls(req(undefined, "https"), 0)).toBe(false);
    expect(overTls(req(undefined, "https"), 1)).toBe(true);
    expect(overTls(new Request("https://x/"), 0)).toBe(true);
  });
});

if (process.env.TEST_DATABASE_URL) {
  test("PostgreSQL cancels a request statement after DB_STATEMENT_TIMEOUT_MS, recognised as a timeout", async () => {
    const scratch = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, "sqc_timeout");
    const db = await openDatabase({ databaseUrl: scratch.url!, dataDir: "unused", statementTimeoutMs: 200 });
    try {
      const t0 = performance.now();
      const error = await db.query("SELECT pg_sleep(3)").then(() => null, (e) => e);
      expect(performance.now() - t0).toBeLessThan(2000);
      expect(isStatementTimeout(error)).toBe(true);
      expect(await db.query("SELECT 1 AS one")).toEqual([{ one: 1 }]);
    } finally {
      await db.close();
      await scratch.drop();
    }
  });
}

describe("bounds on one operation's arguments (issue 33)", () => {
  const problem = (q: string, v: Record<string, unknown> = {}) => listArgumentProblem(liveSchema, parse(q), v);
  const ids = (n: number) => Array.from({ length: n }, (_, i) => `"${i}"`).join(",");

  test("nodes takes at most 100 ids, literal or variable; 100 pass", () => {
    expect(problem(`{ nodes(ids: [${ids(MAX_NODE_IDS)}]) { id } }`)).toBeNull();
    expect(problem(`{ nodes(ids: [${ids(MAX_NODE_IDS + 1)}]) { id } }`)?.path).toBe("ids");
    expect(problem(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: Array.from({ length: 24_000 }, String) })?.path).toBe("ids");
  });

  test("a connection's first/last are 1 to 100 before anything runs; other lists take their own", () => {
    expect(problem(`{ sectors(first: 1000) { edges { cursor } } }`)?.path).toBe("first");
    expect(problem(`query($n: Int) { sectors(last: $n) { edges { cursor } } }`, { n: 101 })?.path).toBe("last");
    expect(problem(`{ sectors(first: 100) { edges { cursor } } }`)).toBeNull();
    expect(problem(`{ auditSeals(first: 500) { hash } }`)).toBeNull();
  });

  test("no list in any argument or input holds more than MAX_LIST_INPUT items", () => {
    const values = Array.from({ length: MAX_LIST_INPUT + 1 }, () => ({ field: "x", value: "y" }));
    expect(problem(`mutation($v: [SysValueInput!]!) { saveSysRecord(route: "x", values: $v) { __typename } }`, { v: values })?.path).toBe("saveSysRecord.values");
    expect(problem(`mutation($v: [SysValueInput!]!) { saveSysRecord(route: "x", values: $v) { __typename } }`, { v: values.slice(1) })).toBeNull();
  });

  test("the cost counts what a field reads: a plain list cut by `first` costs its `first`; per-row lookups their cost extension", () => {
    const live = (q: string, v: Record<string, unknown> = {}) => operationCost(liveSchema, parse(q), v);
    expect(live(`{ mllpDeliveries(first: 200) { id } }`)).toBeGreaterThan(live(`{ mllpDeliveries(first: 10) { id } }`) * 10);
    const reading = (field: string) => live(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on BIReading { readNumber ${field} } } }`, { ids: Array.from({ length: 100 }, String) });
    // A hundred HL7 messages are far past the limit (each is several statements); a hundred readings' numbers are not.
    expect(reading("")).toBeLessThan(LIMITS.maxCost / 50);
    expect(reading("hl7Message")).toBeGreaterThan(LIMITS.maxCost);
    expect(reading("positiveControl { controlReadingId }")).toBeGreaterThan(reading("") + 100 * (PER_ROW_LOOKUP_COST - 1));
  });
});

describe("what a request may spend", () => {
  test("the statement timeout stays below the request budget; REQUEST_BUDGET_MS=0 leaves it as configured", () => {
    expect(loadConfig({}).requestBudgetMs).toBe(30_000);
    expect(loadConfig({}).statementTimeoutMs).toBe(20_000);
    expect(loadConfig({ REQUEST_BUDGET_MS: "10000", DB_STATEMENT_TIMEOUT_MS: "60000" }).statementTimeoutMs).toBe(5_000);
    expect(loadConfig({ REQUEST_BUDGET_MS: "10000", DB_STATEMENT_TIMEOUT_MS: "0" }).statementTimeoutMs).toBe(5_000);
    expect(loadConfig({ REQUEST_BUDGET_MS: "0", DB_STATEMENT_TIMEOUT_MS: "0" })).toMatchObject({ requestBudgetMs: 0, statementTimeoutMs: 0 });
  });

  test("Prisma's transaction timeout (P2028) is a 'busy, try again' (503 with Retry-After), not an unexpected error", () => {
    const e = Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" });
    const mapped = databaseFailure(e);
    expect(mapped).toBeInstanceOf(Unavailable);
    expect(httpStatus(mapped as Unavailable)).toBe(503);
    expect((mapped as Unavailable).retryAfterSeconds).toBeGreaterThan(0);
  });
});
