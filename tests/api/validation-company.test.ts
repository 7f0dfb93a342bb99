// Input validation of the company screens (issue 9, "Input validation at both doors"): wrong
// JSON types, NUL characters, unpaired surrogates and ids beyond PostgreSQL's integer are a
// 400 naming the field at both doors, and nothing is written. Before the strict schemas an
// object was stored as "[object Object]" and NUL or a lone surrogate answered 500.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, uniqueSuffix } from "../helpers";
import { SEED, companyUsers, createSector, expectValidation, keepDemoCompaniesTidy, listMachines, listSectors, tokensOf } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA">>>;
keepDemoCompaniesTidy({ beforeAll, afterAll });
beforeAll(async () => {
  t = await tokensOf("adminA");
});

const STRING = "The value must be a string.";
const WHOLE = "The value must be a whole number.";
const BOOLEAN = "The value must be true or false.";
const BAD_TEXT = /NUL character or an unpaired UTF-16 surrogate/;

/** A JSON body with a lone surrogate (JSON.stringify would escape it the same way). */
const rawJson = (o: Record<string, unknown>, field: string, text: string) => JSON.stringify({ ...o, [field]: "@@" }).replace('"@@"', `"${text}"`);

describe("REST: wrong JSON types → 400 naming the field, nothing written", () => {
  test("POST /api/sector { name: {x:1} } → Name; no '[object Object]' sector", async () => {
    const before = await listSectors(t.adminA);
    expectValidation(await api("POST", "/api/sector", { token: t.adminA, body: { Sector: { name: { x: 1 } } } }), "Name", STRING);
    expectValidation(await api("POST", "/api/sector", { token: t.adminA, body: { name: ["a", "b"] } }), "Name", STRING);
    expect(await listSectors(t.adminA)).toEqual(before);
  });

  test("PUT /api/sector: id [5] → Id; DELETE with ForcedDelete 'yes' → ForcedDelete; the sector is untouched", async () => {
    const s = await createSector(t.adminA);
    expectValidation(await api("PUT", "/api/sector", { token: t.adminA, body: { id: [s.id], name: "Renamed" } }), "Id", WHOLE);
    expectValidation(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id, ForcedDelete: "yes" } }), "ForcedDelete", BOOLEAN);
    expect((await listSectors(t.adminA)).find((x) => x.id === s.id)).toEqual({ id: s.id, name: s.name });
  });

  test("POST /api/appuser { email: {x:1} } → Email; userType true → UserType; no user created", async () => {
    const before = (await companyUsers(t.adminA)).length;
    const user = { name: "Ada", lastName: "Tester", email: { x: 1 }, userType: 2, sectorId: SEED.sector.aCentral };
    expectValidation(await api("POST", "/api/appuser", { token: t.adminA, body: { AppUser: user } }), "Email", STRING);
    expectValidation(await api("POST", "/api/appuser", { token: t.adminA, body: { AppUser: { ...user, email: `u-${uniqueSuffix()}@x.test`, userType: true } } }), "UserType", WHOLE);
    const after = await companyUsers(t.adminA);
    expect(after.length).toBe(before);
    expect(after.some((u) => /object/i.test(u.email))).toBe(false);
  });

  test("POST /api/Sterilizer with a list, a number and a boolean for its texts, a word for its sector → each field named; nothing created", async () => {
    const before = await listMachines(t.adminA, "/api/Sterilizer");
    const res = await api("POST", "/api/Sterilizer", { token: t.adminA, body: { name: ["Autoclave"], brand: 5, serial: true, sectorId: "one" } });
    expectValidation(res, "Name", STRING);
    expectValidation(res, "Brand", STRING);
    expectValidation(res, "Serial", STRING);
    expectValidation(res, "SectorId", WHOLE);
    expect(await listMachines(t.adminA, "/api/Sterilizer")).toEqual(before);
  });

  test("POST /api/Incubator/SetSector { Incubator: { id: 'x' } } → Id; the incubator keeps its sector", async () => {
    const before = (await api("GET", "/api/Incubator", { token: t.adminA })).json;
    expectValidation(await api("POST", "/api/Incubator/SetSector", { token: t.adminA, body: { Incubator: { id: "x" }, Sector: { id: SEED.sector.aTheatre } } }), "Id", WHOLE);
    expectValidation(await api("POST", "/api/Incubator/SetSector", { token: t.adminA, body: { Incubator: { id: SEED.incubator.aMiniBio }, Sector: { id: { n: 2 } } } }), "Sector.Id", WHOLE);
    expect((await api("GET", "/api/Incubator", { token: t.adminA })).json).toEqual(before);
  });

  test("ids beyond PostgreSQL's integer → 400 naming the id, never 500", async () => {
    expectValidation(await api("GET", "/api/Sector/99999999999", { token: t.adminA }), "id", /less than or equal to 2147483647/);
    expectValidation(await api("PUT", "/api/sector", { token: t.adminA, body: { id: 99999999999, name: "x" } }), "Id", /2147483647/);
    expectValidation(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: 3e9 } } }), "Id", /2147483647/);
    expectValidation(await api("GET", "/api/Sterilizer/GetBySector", { token: t.adminA, query: { SectorId: "4294967296" } }), "SectorId", /2147483647/);
  });
});

describe("REST: NUL and unpaired surrogates → 400 naming the field (bodies, path and query values)", () => {
  test("a sector name with NUL, a lone high or low surrogate → 400 under its path; nothing created", async () => {
    const before = await listSectors(t.adminA);
    expectValidation(await api("POST", "/api/sector", { token: t.adminA, body: { Sector: { name: "Central\u0000Sterile" } } }), "Sector.name", BAD_TEXT);
    expectValidation(await api("POST", "/api/sector", { token: t.adminA, rawBody: rawJson({}, "name", "Central\\ud800") }), "name", BAD_TEXT);
    expectValidation(await api("POST", "/api/sector", { token: t.adminA, rawBody: rawJson({}, "name", "\\udc00Central") }), "name", BAD_TEXT);
    expect(await listSectors(t.adminA)).toEqual(before);
  });

  test("a well-formed surrogate pair (an emoji) is text like any other", async () => {
    const name = `Sector 🧪 ${uniqueSuffix()}`;
    const res = await api("POST", "/api/sector", { token: t.adminA, body: { name } });
    expect(res.status).toBe(200);
    expect(res.json.item.name).toBe(name);
  });

  test("a user's last name and a machine's serial with NUL → 400; nothing created", async () => {
    const users = (await companyUsers(t.adminA)).length;
    const user = { name: "Ada", lastName: "Test\u0000er", email: `nul-${uniqueSuffix()}@x.test`, userType: 2, sectorId: SEED.sector.aCentral };
    expectValidation(await api("POST", "/api/appuser", { token: t.adminA, body: { AppUser: user } }), "AppUser.lastName", BAD_TEXT);
    expect((await companyUsers(t.adminA)).length).toBe(users);
    const washers = await listMachines(t.adminA, "/api/washer");
    expectValidation(await api("POST", "/api/washer/QuickSave", { token: t.adminA, rawBody: rawJson({ name: "W", brand: "B" }, "serial", "SN\\udbff") }), "serial", BAD_TEXT);
    expect(await listMachines(t.adminA, "/api/washer")).toEqual(washers);
  });

  test("path and query values: %00, an undecodable segment, NUL in a query value → 400 naming the parameter", async () => {
    expectValidation(await api("GET", "/api/Sector/%00", { token: t.adminA }), "id", BAD_TEXT);
    expectValidation(await api("GET", "/api/Sector/%E0%A4", { token: t.adminA }), "id", BAD_TEXT);
    expectValidation(await api("GET", "/api/sector", { token: t.adminA, query: { companyId: "1\u0000" } }), "companyId", BAD_TEXT);
    expectValidation(await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: "Clinic\u0000" } }), "companyName", BAD_TEXT);
  });

  test("a NUL inside a list or a nested object names its position", async () => {
    const res = await api("POST", "/api/sector", { token: t.adminA, body: { name: "x", tags: ["ok", "b\u0000d"] } });
    expectValidation(res, "tags[1]", BAD_TEXT);
  });
});

describe("GraphQL: NUL and unpaired surrogates in variables and literals → 400 naming the argument", () => {
  const createSector = `mutation($name: String!) { createSector(name: $name) { id name } }`;

  test("createSector(name: $name) with NUL or a lone surrogate → 400 BAD_USER_INPUT under $name; nothing created", async () => {
    const before = await listSectors(t.adminA);
    for (const name of ["Central\u0000", "Central\ud800", "\udfffCentral"]) {
      const r = await gql(createSector, { name }, t.adminA);
      expect(r.status).toBe(400);
      expect(r.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
      expect(Object.keys(r.errors![0]!.extensions!.errors)).toEqual(["$name"]);
    }
    expect(await listSectors(t.adminA)).toEqual(before);
  });

  test('a literal "\\u0000" in the document → 400 under createSector.name', async () => {
    const r = await gql(`mutation { createSector(name: "Central\\u0000") { id } }`, {}, t.adminA);
    expect(r.status).toBe(400);
    expect(r.errors![0]!.extensions!.errors).toEqual({ "createSector.name": [expect.stringMatching(BAD_TEXT)] });
  });

  test("createUser(input: { email }) with NUL → $input.email; no user created", async () => {
    const before = (await companyUsers(t.adminA)).length;
    const r = await gql(
      `mutation($input: CreateUserInput!) { createUser(input: $input) { userId } }`,
      { input: { sectorId: String(SEED.sector.aCentral), name: "Ada", lastName: "Tester", email: `a\u0000-${uniqueSuffix()}@x.test`, userType: 2 } },
      t.adminA,
    );
    expect(r.status).toBe(400);
    expect(r.errors![0]!.extensions!.errors).toHaveProperty(["$input.email"]);
    expect((await companyUsers(t.adminA)).length).toBe(before);
  });

  test("node(id) whose id is not a PostgreSQL integer ('Sector:abc', 'Sector:99999999999') → null, not an internal error", async () => {
    for (const raw of ["Sector:abc", "Sector:99999999999", "BIReading:1e30", "CompanyUser:99999999999999999999", "Sterilizer:1.5"]) {
      const r = await gql(`query($id: ID!) { node(id: $id) { id } }`, { id: Buffer.from(raw).toString("base64") }, t.adminA);
      expect({ raw, errors: r.errors, node: r.data?.node }).toEqual({ raw, errors: undefined, node: null });
    }
    const r = await gql(`mutation { updateSector(id: "99999999999", name: "x") { id } }`, {}, t.adminA);
    expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  test("wrong types are refused by graphql-js itself (name: 5) and nothing is created", async () => {
    const before = await listSectors(t.adminA);
    const r = await gql(createSector, { name: 5 }, t.adminA);
    expect(r.errors?.[0]?.message).toMatch(/name|String/);
    expect(await listSectors(t.adminA)).toEqual(before);
  });
});
