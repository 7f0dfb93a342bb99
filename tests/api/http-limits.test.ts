// GraphQL and HTTP limits (issue 9, "GraphQL and HTTP limits", "Exports and reports",
// "Permissions inside a company"): aliases, depth, tokens and cost are bounded so that one
// request cannot stall the others; bodies are bounded; every answer carries the security
// headers; CORS answers only the distributors' own origins; CSV cells cannot run formulas;
// operators and the agent account see only what their sector may.
import { beforeAll, describe, expect, test } from "bun:test";
import { parse as parseCsv } from "csv-parse/sync";
import { api, BASE_URL, gql, ORIGIN } from "../helpers";
import { SEED, createCompanyUser, tokensOf } from "../helpers/company";
import { download, freshHistorical } from "../helpers/historical";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "operatorA" | "agentA">>>;
beforeAll(async () => {
  t = await tokensOf("adminA", "operatorA", "agentA");
});

const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

describe("GraphQL request limits", () => {
  test("1,000 aliases of node are refused at once, before anything runs", async () => {
    const id = gid("Sector", SEED.sector.aCentral);
    const query = `query { ${Array.from({ length: 1000 }, (_, i) => `n${i}: node(id: "${id}") { id }`).join(" ")} }`;
    const t0 = performance.now();
    const res = await api("POST", "/graphql", { token: t.adminA, body: { query } });
    expect(performance.now() - t0).toBeLessThan(2000);
    expect(res.json.data ?? null).toBeNull();
    expect(JSON.stringify(res.json.errors)).toMatch(/aliases|token limit/i);
  });

  test("15 aliases are fine, 16 are not", async () => {
    const q = (n: number) => `query { ${Array.from({ length: n }, (_, i) => `v${i}: viewer { email }`).join(" ")} }`;
    expect((await gql(q(15), {}, t.adminA)).errors).toBeUndefined();
    const over = await gql(q(16), {}, t.adminA);
    expect(over.errors?.[0]?.message).toMatch(/aliases/i);
  });

  test("queries deeper than 12 levels are refused", async () => {
    let inner = "x";
    for (let i = 0; i < 14; i++) inner = `f${i} { ${inner} }`;
    const res = await gql(`query { viewer { ${inner} } }`, {}, t.adminA);
    expect(JSON.stringify(res.errors)).toMatch(/depth/i);
  });

  test("a document of more than 2,000 tokens is refused", async () => {
    const res = await gql(`query { viewer { ${Array.from({ length: 2100 }, () => "email").join(" ")} } }`, {}, t.adminA);
    expect(res.errors?.[0]?.message).toMatch(/token limit of 2000/i);
  });

  test("the cost follows list sizes: three pages of 100 historical readings with their audit trails are too expensive, pages of 10 are not", async () => {
    const fields = `edges { node { ... on BIReading { readingId readNumber notes lot machineName incubatorName productName auditTrail { action at field oldValue newValue user userEmail } } } }`;
    const pages = (n: number, aliases: number) =>
      `query { ${Array.from({ length: aliases }, (_, i) => `p${i}: historicalReadings(option: ReadingBI, first: ${n}) { totalCount ${fields} }`).join(" ")} }`;
    const cheap = await gql(pages(10, 3), {}, t.adminA);
    expect(cheap.errors).toBeUndefined();
    const expensive = await gql(pages(100, 3), {}, t.adminA);
    expect(expensive.errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
    expect(expensive.data ?? null).toBeNull();
    // the same through variables
    const q = `query($n: Int) { a: historicalReadings(option: ReadingBI, first: $n) { ${fields} } b: historicalReadings(option: ReadingBI, first: $n) { ${fields} } }`;
    expect((await gql(q, { n: 100 }, t.adminA)).errors?.[0]?.extensions?.code).toBe("QUERY_TOO_EXPENSIVE");
    expect((await gql(q, { n: 5 }, t.adminA)).errors).toBeUndefined();
  });

  test("in development (this server) introspection still answers; suggestions stay on", async () => {
    const res = await gql(`query { __schema { queryType { name } } }`);
    expect(res.data?.__schema.queryType.name).toBe("Query");
  });
});

describe("HTTP limits and headers", () => {
  test("a JSON body over the limit (2 MB) is refused with 413 before it is read", async () => {
    const res = await api("POST", "/api/login/login", { rawBody: JSON.stringify({ Email: "x@y.z", Password: "x".repeat(3 * 1024 * 1024) }) });
    expect(res.status).toBe(413);
    const g = await api("POST", "/graphql", { rawBody: JSON.stringify({ query: `{ viewer { email } }`, pad: "x".repeat(3 * 1024 * 1024) }) });
    expect(g.status).toBe(413);
  });

  test("every page, API answer and report carries the security headers", async () => {
    for (const path of ["/", "/login", "/api/Country", "/graphql?query=%7B__typename%7D", "/api/nothing-here"]) {
      const res = await fetch(BASE_URL + path);
      const csp = res.headers.get("content-security-policy") ?? "";
      expect({ path, csp }).toEqual({ path, csp: expect.stringContaining("script-src 'self'") });
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
      expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      expect(res.headers.get("referrer-policy")).toBe("no-referrer");
      expect(res.headers.get("x-frame-options")).toBe("DENY");
      // plain HTTP here: no HSTS
      expect(res.headers.get("strict-transport-security")).toBeNull();
    }
  });

  test("HSTS when the (trusted) proxy says the client came over TLS", async () => {
    const res = await fetch(BASE_URL + "/api/Country", { headers: { "x-forwarded-proto": "https" } });
    expect(res.headers.get("strict-transport-security")).toMatch(/max-age=\d+/);
  });

  test("the built page has no inline script (the policy would block it)", async () => {
    const html = await (await fetch(BASE_URL + "/")).text();
    if (!html.includes("<script")) return; // web client not built for API-only runs
    expect(html).not.toMatch(/<script(?![^>]*\bsrc=)[^>]*>\s*\S/);
  });
});

describe("CORS answers only the distributors' own origins", () => {
  const preflight = (origin: string) =>
    fetch(BASE_URL + "/graphql", { method: "OPTIONS", headers: { origin, "access-control-request-method": "POST", "access-control-request-headers": "authorization, content-type" } });

  test("a foreign origin gets no CORS grant, on preflight or on a plain request, and never credentials", async () => {
    const pre = await preflight("https://evil.example");
    expect(pre.status).toBe(403);
    expect(pre.headers.get("access-control-allow-origin")).toBeNull();
    for (const path of ["/graphql", "/api/Country"]) {
      const res = await fetch(BASE_URL + path, { method: path === "/graphql" ? "POST" : "GET", headers: { origin: "https://evil.example", "content-type": "application/json" }, body: path === "/graphql" ? JSON.stringify({ query: "{ __typename }" }) : undefined });
      expect(res.headers.get("access-control-allow-origin")).toBeNull();
      expect(res.headers.get("access-control-allow-credentials")).toBeNull();
    }
  });

  test("the other distributor's address (127.0.0.1) may call the API from a browser", async () => {
    const pre = await preflight(ORIGIN.loopback);
    expect(pre.status).toBe(204);
    expect(pre.headers.get("access-control-allow-origin")).toBe(ORIGIN.loopback);
    expect(pre.headers.get("access-control-allow-headers")).toContain("authorization");
    const res = await fetch(BASE_URL + "/api/Country", { headers: { origin: ORIGIN.loopback } });
    expect(res.headers.get("access-control-allow-origin")).toBe(ORIGIN.loopback);
    expect(res.headers.get("access-control-allow-credentials")).toBeNull();
  });
});

describe("CSV exports cannot carry formulas", () => {
  test("a lot beginning with =, +, -, @ is written with a leading apostrophe; xlsx keeps it a text cell", async () => {
    const evil = ["=HYPERLINK(\"http://evil.example\",\"open\")", "+1+2", "-3+4", "@SUM(A1)"];
    const rows = [];
    for (const lot of evil) rows.push(await freshHistorical("BI", { extra: { loteProduct: lot } }));
    const res = await download(t.adminA, "csv", { Read: "BI", Filter: {}, Cols: ["readNumber", "loteProduct"], CSVSeparator: "," });
    expect(res.status).toBe(200);
    const parsed: string[][] = parseCsv(res.text.replace(/^\uFEFF/, ""), { relax_column_count: true });
    for (const [i, row] of rows.entries()) {
      const line = parsed.find((r) => Number(r[0]) === row.readNumber);
      expect(line?.[1]).toBe(`'${evil[i]!.toUpperCase()}`); // lots are kept in capitals
    }
  }, 60_000);
});

describe("permissions inside a company", () => {
  test("the agent's connection account cannot read the company's users; an operator reads only its sector's", async () => {
    expect((await api("GET", "/api/appuser/getbycompany", { token: t.agentA })).status).toBe(403);
    const op = await api("GET", "/api/appuser/getbycompany", { token: t.operatorA });
    expect(op.status).toBe(200);
    expect(op.json.length).toBeGreaterThan(0);
    expect(op.json.every((u: { sectorId: number }) => u.sectorId === SEED.sector.aCentral)).toBe(true);
    const theatre = await createCompanyUser(t.adminA, { sectorId: SEED.sector.aTheatre, userType: 2 });
    try {
      const admin = await api("GET", "/api/appuser/getbycompany", { token: t.adminA });
      expect(admin.json.map((u: { id: number }) => u.id)).toContain(theatre.item.id);
      const again = await api("GET", "/api/appuser/getbycompany", { token: t.operatorA });
      expect(again.json.map((u: { id: number }) => u.id)).not.toContain(theatre.item.id);
    } finally {
      await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: theatre.item.id } } });
    }
  });

  test("an operator's node(id) refuses machines and incubators of another sector, as its lists do", async () => {
    const admin = await gql(`query { sterilizers: machines(kind: STERILIZER, first: 100) { edges { node { id sector { sectorId } } } } incubators(first: 100) { edges { node { id workSector { sectorId } } } } }`, {}, t.adminA);
    const otherSterilizer = admin.data.sterilizers.edges.map((e: any) => e.node).find((n: any) => n.sector.sectorId !== SEED.sector.aCentral);
    const otherIncubator = admin.data.incubators.edges.map((e: any) => e.node).find((n: any) => n.workSector && n.workSector.sectorId !== SEED.sector.aCentral);
    expect(otherSterilizer).toBeDefined();
    expect(otherIncubator).toBeDefined();
    for (const id of [otherSterilizer.id, otherIncubator.id]) {
      const res = await gql(`query($id: ID!) { node(id: $id) { id } }`, { id }, t.operatorA);
      expect(res.data?.node ?? null).toBeNull();
    }
    const own = await gql(`query { sterilizers: machines(kind: STERILIZER, first: 100) { edges { node { id } } } incubators(first: 100) { edges { node { id } } } }`, {}, t.operatorA);
    const ownIds = [...own.data.sterilizers.edges, ...own.data.incubators.edges].map((e: any) => e.node.id);
    expect(ownIds).not.toContain(otherSterilizer.id);
    expect(ownIds).not.toContain(otherIncubator.id);
    expect((await api("GET", "/api/Incubator", { token: t.operatorA })).json.map((i: any) => i.id)).not.toContain(Number(Buffer.from(otherIncubator.id, "base64").toString().split(":")[1]));
  });
});
