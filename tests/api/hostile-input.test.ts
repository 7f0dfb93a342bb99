// Anonymous (and signed-in) requests that ended in 500 (issue 33 L3), each now a 4xx with a
// clear message:
//   - JSON nested 100,000 levels deep overflowed the stack of the text check: any body, GraphQL
//     variables or extensions nested deeper than 64 levels → 400 naming where (server/validation/text.ts);
//   - user text went into LIKE / ILIKE patterns unescaped: lotReadings(lot: "\\") failed with
//     "LIKE pattern must not end with escape character", "%" and "_" were wildcards
//     (server/domain/like.ts): now a search for the literal text;
//   - a malformed Host header ("a b") made the request's URL unparseable: Bun's development error
//     page with source lines; now 400 JSON (server/app.ts), and Bun's own error handler answers a
//     plain 500 with a ref (server/http/last-resort.ts).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData, leaksInternals, uniqueSuffix } from "../helpers";
import { createMachine, createSector, expectOk, keepDemoCompaniesTidy, tokensOf } from "../helpers/company";
import { agentProvisional, retireCreated } from "../helpers/readings";
import { rawRequest } from "../helpers/raw-http";

const TOO_DEEP = "The JSON nests lists and objects deeper than 64 levels.";
/** JSON text of `levels` nested lists (or objects) around a leaf. */
const lists = (levels: number, leaf = "1") => "[".repeat(levels) + leaf + "]".repeat(levels);
const objects = (levels: number) => '{"a":'.repeat(levels) + "1" + "}".repeat(levels);
const json = { "content-type": "application/json" };

let t: Record<"adminA" | "operatorA", string>;
keepDemoCompaniesTidy({ beforeAll, afterAll });
beforeAll(async () => {
  t = await tokensOf("adminA", "operatorA");
});
afterAll(retireCreated);

describe("JSON nested too deep → 400 at both doors", () => {
  for (const [label, deep] of [["lists", lists(100_000)], ["objects", objects(100_000)]] as const) {
    test(`REST: 100,000 levels of ${label} in a field of POST /api/login/login (anonymous) → 400 naming the field`, async () => {
      const res = await api("POST", "/api/login/login", { rawBody: `{"Email":${deep},"Password":"x"}`, headers: json });
      expect(res.status).toBe(400);
      const [field] = Object.keys(res.json.errors);
      expect(field).toStartWith("Email");
      expect(res.json.errors[field!]).toEqual([TOO_DEEP]);
      expect(leaksInternals(res.text)).toBe(false);
    });

    test(`GraphQL: 100,000 levels of ${label} in a variable or in extensions (anonymous) → 400 naming it`, async () => {
      for (const [body, named] of [
        [`{"query":"query($v: String) { __typename }","variables":{"v":${deep}}}`, "$v"],
        [`{"query":"{ __typename }","extensions":{"x":${deep}}}`, "extensions.x"],
      ] as const) {
        const res = await api("POST", "/graphql", { rawBody: body, headers: json });
        expect({ named, status: res.status }).toEqual({ named, status: 400 });
        expect(res.json.data ?? null).toBeNull();
        const [error] = res.json.errors;
        expect(error.extensions.code).toBe("BAD_USER_INPUT");
        expect(error.message).toStartWith(named);
        expect(error.message).toEndWith(TOO_DEEP);
        expect(leaksInternals(res.text)).toBe(false);
      }
    });
  }

  test("a whole REST body of 100,000 nested lists, signed in → 400", async () => {
    const res = await api("PUT", "/api/sector", { token: t.adminA, rawBody: lists(100_000), headers: json });
    expect(res.status).toBe(400);
    expect(Object.values(res.json.errors)).toEqual([[TOO_DEEP]]);
  });

  test("64 levels are allowed: the answer is about the value, not its depth", async () => {
    const rest = await api("POST", "/api/login/login", { rawBody: `{"Email":${lists(63)},"Password":"x"}`, headers: json });
    expect(rest.status).toBe(400);
    expect(rest.text).not.toContain(TOO_DEEP);
    const graphql = await api("POST", "/graphql", { rawBody: `{"query":"{ __typename }","extensions":{"x":${lists(63)}}}`, headers: json });
    expect(graphql.status).toBe(200);
    expect(graphql.json.data).toEqual({ __typename: "Query" });
  });
});

describe("LIKE metacharacters in user text are plain text", () => {
  const LOT_READINGS = `query($lot: String!) { lotReadings(lot: $lot) { lot } }`;
  const lotsOf = async (lot: string, token = t.adminA) => (gqlData(await gql(LOT_READINGS, { lot }, token)).lotReadings as { lot: string }[]).map((r) => r.lot);

  test('lotReadings: "\\" and other escapes are searched for, never an error; "%" and "_" match only themselves', async () => {
    const s = uniqueSuffix().toUpperCase();
    const lot = `LK_${s}`;
    await agentProvisional("BI", { lot });
    for (const odd of ["\\", "a\\", "\\\\", "%\\", "_\\"]) {
      const r = await gql(LOT_READINGS, { lot: odd }, t.adminA);
      expect({ odd, errors: r.errors ?? null }).toEqual({ odd, errors: null });
    }
    expect(await lotsOf(lot)).toEqual([lot]);
    expect(await lotsOf(lot.toLowerCase())).toEqual([lot]); // still whatever the case
    for (const wild of [`LK%`, `%${s}`, `L__${s}`, `${lot}%`]) expect({ wild, found: await lotsOf(wild) }).toEqual({ wild, found: [] });
    expect(await lotsOf("%", t.operatorA)).toEqual([]);
  });

  test("names compared whatever the case: a trailing backslash is saved, not a 500; '_' is not any character", async () => {
    const s = uniqueSuffix();
    // Hospital A has "Central Sterile": "Central_Sterile" is another name.
    for (const name of ["Central_Sterile", `Trailing ${s} \\`, `Fifty % ${s}`]) expectOk(await api("POST", "/api/sector", { token: t.adminA, body: { name } }));
    const sector = await createSector(t.adminA);
    const machine = await createMachine(t.adminA, "/api/Sterilizer", sector.id, { serial: `SER-${s}\\` });
    expect(machine.serial).toBe(`SER-${s}\\`);
    // A serial that only a wildcard would match is not a duplicate.
    await createMachine(t.adminA, "/api/Sterilizer", sector.id, { serial: `SER_${s}\\` });
  });

  test("list search boxes: '_' and '%' are characters, a trailing backslash is one too", async () => {
    const s = uniqueSuffix();
    const sector = await createSector(t.adminA);
    await createMachine(t.adminA, "/api/washer", sector.id, { name: `Wild a ${s}` });
    const MACHINES = `query($search: String) { machines(kind: WASHER, first: 50, search: $search) { edges { node { name } } } }`;
    const names = async (search: string) => (gqlData(await gql(MACHINES, { search }, t.adminA)).machines.edges as { node: { name: string } }[]).map((e) => e.node.name);
    expect(await names(`a ${s}`)).toEqual([`Wild a ${s}`]);
    expect(await names(`a_${s}`)).toEqual([]);
    expect(await names(`%${s}`)).toEqual([]);
    expect(await names(`${s}\\`)).toEqual([]);
  });
});

describe("a malformed Host header → 400 JSON, never Bun's error page", () => {
  for (const host of ["a b", "a%zz", "[::1", "exa mple.com:80"]) {
    test(`Host: ${JSON.stringify(host)}`, async () => {
      for (const [method, path] of [["GET", "/api/Country"], ["POST", "/graphql"], ["GET", "/"]] as const) {
        const res = await rawRequest(method, path, [["Host", host], ["Content-Length", "0"]]);
        expect({ path, status: res.status }).toEqual({ path, status: 400 });
        expect(res.headers["content-type"]).toStartWith("application/json");
        expect(JSON.parse(res.body)).toEqual({ message: "The Host header is not a valid host name." });
        expect(res.headers["x-content-type-options"]).toBe("nosniff");
      }
    });
  }

  test("a well-formed Host over the same raw socket is answered as usual (the check is the header, not the socket)", async () => {
    const res = await rawRequest("GET", "/api/Country", [["Host", "localhost"]]);
    expect(res.status).toBe(200);
    expect(Array.isArray(JSON.parse(res.body))).toBe(true);
  });
});
