// Every error code docs/security.md lists comes back as itself at both doors, from a server in
// the production configuration (NODE_ENV=production: graphql-jit on, errors masked), and each
// refusal writes at most one log line, none at error level (issue 33: under graphql-jit,
// UNAUTHENTICATED, FORBIDDEN and variable-coercion errors were answered "Unexpected error" with
// a stack trace logged for each). The server is this test's own: a fresh database of the kind
// the suite runs on, test hooks on for the request budget's hook only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { startInstance, type Instance } from "../helpers/cluster";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";
import { mintToken } from "../helpers/session";
import { signInOn } from "../helpers/flood";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";

const SECRET = "error-codes-secret";
const PG = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;

/** The table of docs/security.md "Errors": code → REST status (null: GraphQL only). */
function documentedCodes(): Map<string, number | null> {
  const text = readFileSync(join(import.meta.dir, "../../docs/security.md"), "utf8");
  const section = text.slice(text.indexOf("## Errors"));
  const codes = new Map<string, number | null>();
  for (const m of section.matchAll(/^\| `([A-Z_]+)` \| (\d{3}|—) \|/gm)) codes.set(m[1]!, m[2] === "—" ? null : Number(m[2]));
  return codes;
}

/** Codes whose cause this test cannot bring about on a healthy server, and the test that does. */
const ELSEWHERE: Record<string, string> = { UNAVAILABLE: "faults-database.test.ts (PostgreSQL stopped and restarted)" };

let db: ScratchDatabase;
let dir: string;
let server: Instance;
let admin = "";
let operator = "";
const url = () => server.url;

beforeAll(async () => {
  db = PG ? await createPostgresDatabase(PG, "sqc_test_codes") : createPGliteDir("sqc-codes-");
  dir = mkdtempSync(join(tmpdir(), "sqc-codes-log-"));
  server = await startInstance("production", { NODE_ENV: "production", TOKEN_SECRET: SECRET, TEST_HOOKS: "1", TRUST_PROXY: "1", ...(PG ? { DATABASE_URL: db.url! } : { DATA_DIR: db.dataDir! }) }, dir, 180_000);
  admin = await signInOn(url(), "admin@hospital-a.test", "localhost");
  operator = await signInOn(url(), "operator@hospital-a.test", "localhost");
}, 240_000);

afterAll(async () => {
  await server?.stop();
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
}, 60_000);

interface Answer {
  status: number;
  body: any;
  /** Lines the server printed while answering, JSON or not (its output is read before and after). */
  logged: string[];
}

async function call(method: string, path: string, opts: { token?: string; body?: unknown; address?: string; headers?: Record<string, string> } = {}): Promise<Answer> {
  const before = server.log().length;
  const r = await fetch(`${url()}${path}`, {
    method,
    headers: { "content-type": "application/json", ...(opts.token ? { authorization: `Bearer ${opts.token}` } : {}), ...(opts.address ? { "x-forwarded-for": opts.address } : {}), ...opts.headers },
    body: opts.body === undefined ? undefined : JSON.stringify(opts.body),
  });
  const text = await r.text();
  return { status: r.status, body: text ? JSON.parse(text) : null, logged: server.log().slice(before).split("\n").filter((l) => l.trim()) };
}

const gql = (query: string, variables: Record<string, unknown> = {}, token?: string, address?: string) => call("POST", "/graphql", { token, body: { query, variables }, address });
const gqlCode = (a: Answer) => a.body?.errors?.[0]?.extensions?.code;
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

/** Each code brought about at each door it is documented for. */
const TRIGGERS: Record<string, { rest?: () => Promise<Answer>; graphql: () => Promise<Answer> }> = {
  UNAUTHENTICATED: {
    rest: () => call("GET", "/api/Sector"),
    graphql: () => gql(`{ sectors(first: 1) { edges { cursor } } }`),
  },
  TOKEN_EXPIRED: {
    rest: async () => call("GET", "/api/Sector", { token: await expired() }),
    graphql: async () => gql(`{ viewer { email } }`, {}, await expired()),
  },
  FORBIDDEN: {
    rest: () => call("GET", "/api/audit/export?format=csv", { token: operator }),
    graphql: () => gql(`{ appLog(first: 1) { edges { cursor } } }`, {}, operator),
  },
  NOT_FOUND: {
    rest: () => call("GET", "/api/Sector/999999", { token: admin }),
    graphql: () => gql(`mutation($id: ID!) { deleteSector(id: $id) }`, { id: gid("Sector", 999_999) }, admin),
  },
  BAD_USER_INPUT: {
    rest: () => call("PUT", "/api/sector", { token: admin, body: { id: 1, name: { not: "a name" } } }),
    graphql: () => gql(`query($n: Int!) { sectors(first: $n) { edges { cursor } } }`, { n: "many" }, admin),
  },
  RATE_LIMITED: {
    rest: () => lockedOut("rest"),
    graphql: () => lockedOut("graphql"),
  },
  QUERY_TOO_EXPENSIVE: {
    graphql: () => gql(`query($ids: [ID!]!) { nodes(ids: $ids) { ... on BIReading { hl7Message } } }`, { ids: Array.from({ length: 100 }, (_, i) => gid("BIReading", i + 1)) }, admin),
  },
  TOO_MANY_ATTEMPT_FIELDS: {
    graphql: () => gql(`mutation { a: forgotPassword(email: "a@b.c", distributorId: "x") { message } b: forgotPassword(email: "a@b.c", distributorId: "x") { message } }`),
  },
  GRAPHQL_VALIDATION_FAILED: {
    graphql: () => gql(`{ noSuchField }`, {}, admin),
  },
  TIMEOUT: {
    // A request that keeps reading past its budget (200 ms) is stopped at its next statement...
    rest: () => call("GET", "/api/test/over-budget?ms=200"),
    // ...and so is an operation whose budget is already spent (X-Test-Budget-Ms, test hooks only).
    graphql: () => call("POST", "/graphql", { body: { query: `{ languages { code } }` }, headers: { "x-test-budget-ms": "-1" } }),
  },
};

async function expired(): Promise<string> {
  const now = Math.floor(Date.now() / 1000);
  return mintToken({ sub: "1", email: "admin@hospital-a.test", iat: now - 7200, exp: now - 3600, jti: crypto.randomUUID() }, SECRET);
}

/** Wrong passwords from one address until the sign-in limit answers; then one more call at `door`. */
async function lockedOut(door: "rest" | "graphql"): Promise<Answer> {
  const address = `203.0.113.${door === "rest" ? 10 : 11}`;
  const distId = (await call("POST", "/api/Distributor/PostByDomain", { body: { Domain: "localhost" } })).body.id;
  for (let i = 0; i < 12; i++) {
    const a = await call("POST", "/api/login/login", { body: { Email: "supervisor@hospital-a.test", Password: "wrong-Password-1", DistId: distId }, address });
    if (a.status === 429) break;
  }
  return door === "rest"
    ? call("POST", "/api/login/login", { body: { Email: "supervisor@hospital-a.test", Password: "wrong-Password-1", DistId: distId }, address })
    : gql(`mutation($i: LoginInput!) { login(input: $i) { token } }`, { i: { email: "supervisor@hospital-a.test", password: "wrong-Password-1", distributorId: distId } }, undefined, address);
}

describe("every documented error code, at both doors, in the production configuration", () => {
  test("the table lists the codes this test knows how to bring about (or names where they are)", () => {
    const codes = documentedCodes();
    expect(codes.size).toBeGreaterThanOrEqual(10);
    for (const code of codes.keys()) expect({ code, covered: code in TRIGGERS || code in ELSEWHERE }).toEqual({ code, covered: true });
  });

  for (const [code, restStatus] of documentedCodes()) {
    if (code in ELSEWHERE) continue;
    test(`${code}: REST ${restStatus ?? "—"}, GraphQL extensions.code ${code}; one log line at most, none an error`, async () => {
      const trigger = TRIGGERS[code]!;
      if (restStatus !== null) {
        const rest = await trigger.rest!();
        expect({ code, status: rest.status }).toEqual({ code, status: restStatus });
        expect(JSON.stringify(rest.body)).not.toContain("Unexpected error");
        expect(rest.logged.length).toBeLessThanOrEqual(1);
        expect(rest.logged.filter((l) => /"level":"error"|ERR|\bat \S+:\d+/.test(l))).toEqual([]);
      }
      const graphql = await trigger.graphql();
      expect({ code, got: gqlCode(graphql) }).toEqual({ code, got: code });
      expect(graphql.logged.length).toBeLessThanOrEqual(1);
      expect(graphql.logged.filter((l) => /"level":"error"|ERR|\bat \S+:\d+/.test(l))).toEqual([]);
    }, 60_000);
  }
});
