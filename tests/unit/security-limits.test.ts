// Pure pieces of the security limits: the GraphQL cost model, production-only rules
// (introspection for anonymous callers, field suggestions), CSV formula neutralising, the
// client address behind proxies, and PostgreSQL's statement timeout (on PostgreSQL when
// TEST_DATABASE_URL is set, as scripts/test.ts does in CI; PGlite has no timer to cancel with).
import { describe, expect, test } from "bun:test";
import { createYoga } from "graphql-yoga";
import { buildSchema, parse } from "graphql";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { LIMITS, limitPlugins, operationCost } from "../../server/graphql/limits";
import { schema as liveSchema } from "../../server/graphql/schema";
import { neutralizeFormula } from "../../server/export/stream";
import { clientAddress, overTls } from "../../server/http/client";
import { isStatementTimeout } from "../../server/domain/errors";
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
