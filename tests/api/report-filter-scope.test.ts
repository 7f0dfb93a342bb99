// The printable record's filter line names the rows its ids point at (issue 33 L1): every id is
// resolved within the caller's scope (server/historical/filter-scope.ts). An operator of one
// sector who puts Central Sterile's machine, incubator or user ids in the filter of
// POST /api/{option}/GetReport or GraphQL historicalReport gets Not found, never their names;
// so does another company, and anyone with an id that does not exist. Its own rows are named.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, login } from "../helpers";
import { SEED, createCompanyUser, createMachine, createSector, expectGqlError, expectNotFound, gid, keepDemoCompaniesTidy, tokensOf } from "../helpers/company";
import { parseReport, type Filter } from "../helpers/historical";

/** Report paths of the reading kinds, with the id filters that apply to each (REST name, GraphQL name, node type). */
const MACHINE_FILTERS = {
  sterilizer: ["SterilizerId", "sterilizerId", "Sterilizer"],
  disinfector: ["DisinfectorId", "disinfectorId", "Disinfector"],
  washer: ["WasherId", "washerId", "Washer"],
} as const;
type Field = keyof typeof MACHINE_FILTERS | "incubator" | "user";
const OPTIONS: { path: string; option: string; fields: Field[] }[] = [
  { path: "ReadingBI", option: "ReadingBI", fields: ["sterilizer", "disinfector", "incubator", "user"] },
  { path: "ReadingBIDisinfection", option: "ReadingBIDisinfection", fields: ["sterilizer", "disinfector", "incubator", "user"] },
  { path: "ReadingPRO", option: "ReadingPRO", fields: ["washer", "incubator", "user"] },
  { path: "ReadingCHESterilizer", option: "readingchesterilizer", fields: ["sterilizer", "user"] },
  { path: "ReadingCHEWasher", option: "readingchewasher", fields: ["washer", "user"] },
];

let t: Record<"adminA" | "adminB", string>;
/** An operator of a sector of its own (no readings there: nothing of Central Sterile is its to see). */
let operator: { token: string; id: number; name: string };
/** Central Sterile's rows (ids and names), and the operator's own machines. */
const central = {} as Record<Field, { id: number; name: string }>;
const own = {} as Record<keyof typeof MACHINE_FILTERS, { id: number; name: string }>;

keepDemoCompaniesTidy({ beforeAll, afterAll });
beforeAll(async () => {
  t = await tokensOf("adminA", "adminB");
  const sector = await createSector(t.adminA);
  const made = await createCompanyUser(t.adminA, { sectorId: sector.id, userType: 2, name: "Olga", lastName: `Own ${sector.id}` });
  operator = { token: await login(made.email, made.password), id: made.item.id, name: `Olga Own ${sector.id}` };
  for (const [kind, path] of [["sterilizer", "/api/Sterilizer"], ["disinfector", "/api/disinfector"], ["washer", "/api/washer"]] as const) {
    const c = await createMachine(t.adminA, path, SEED.sector.aCentral, { name: `Central secret ${kind} ${sector.id}` });
    central[kind] = { id: c.id, name: c.name };
    const o = await createMachine(t.adminA, path, sector.id, { name: `Own ${kind} ${sector.id}` });
    own[kind] = { id: o.id, name: o.name };
  }
  const user = await createCompanyUser(t.adminA, { sectorId: SEED.sector.aCentral, userType: 1, name: "Carmen", lastName: `Secret ${sector.id}` });
  central.user = { id: user.item.id, name: `Carmen Secret ${sector.id}` };
  const incubators = (await api("GET", "/api/Incubator", { token: t.adminA })).json as { id: number; name: string }[];
  central.incubator = incubators.find((i) => i.id === SEED.incubator.aFixed)!;
  expect(central.incubator.name.length).toBeGreaterThan(0);
}, 60_000);

const restFilter = (field: Field, id: number): Filter =>
  field === "incubator" ? { IncubatorId: id } : field === "user" ? { EditUserId: id } : { [MACHINE_FILTERS[field][0]]: id };
const gqlFilter = (field: Field, id: number) =>
  field === "incubator" ? { incubatorId: gid("Incubator", id) } : field === "user" ? { editUserId: gid("CompanyUser", id) } : { [MACHINE_FILTERS[field][1]]: gid(MACHINE_FILTERS[field][2], id) };
const report = (token: string, path: string, filter: Filter) => api("POST", `/api/${path}/GetReport`, { token, body: { UserLoggedIn: 0, Filter: filter }, headers: { accept: "text/html" } });
const REPORT = `query($option: HistoricalOption!, $filter: HistoricalFilter) { historicalReport(option: $option, filter: $filter) }`;

/** Not found, and none of Central Sterile's names anywhere in the answer. */
function expectRefused(res: { status: number; text: string }, what: string) {
  for (const row of Object.values(central)) expect({ what, leaks: res.text.includes(row.name) && row.name }).toEqual({ what, leaks: false });
  expect({ what, status: res.status }).toEqual({ what, status: 404 });
}

describe("report filter ids outside the caller's scope", () => {
  for (const o of OPTIONS) {
    test(`${o.path}: another sector's ${o.fields.join(", ")} → Not found over REST and GraphQL, never a name`, async () => {
      for (const field of o.fields) {
        const res = await report(operator.token, o.path, restFilter(field, central[field].id));
        expectRefused(res, `${o.path} ${field}`);
        expectNotFound(res);
        const g = await gql(REPORT, { option: o.option, filter: gqlFilter(field, central[field].id) }, operator.token);
        expectRefused({ status: g.errors ? 404 : 200, text: JSON.stringify(g) }, `historicalReport ${o.option} ${field}`);
        expectGqlError(g, "NOT_FOUND");
      }
    });
  }

  test("another sector (the operator's filter may only name its own) and another company's sector → Not found", async () => {
    expectNotFound(await report(operator.token, "ReadingBI", { SectorId: SEED.sector.aCentral }));
    expectGqlError(await gql(REPORT, { option: "ReadingPRO", filter: { sectorId: gid("Sector", SEED.sector.aTheatre) } }, operator.token), "NOT_FOUND");
    expectNotFound(await report(t.adminB, "ReadingPRO", { SectorId: SEED.sector.aCentral }));
  });

  test("another company's administrator with Hospital A's ids, and unknown ids → Not found", async () => {
    for (const o of OPTIONS)
      for (const field of o.fields) {
        expectRefused(await report(t.adminB, o.path, restFilter(field, central[field].id)), `adminB ${o.path} ${field}`);
        expectNotFound(await report(t.adminA, o.path, restFilter(field, 2_000_000_000)));
      }
    expectGqlError(await gql(REPORT, { option: "ReadingBI", filter: { sterilizerId: gid("Sterilizer", central.sterilizer.id) } }, t.adminB), "NOT_FOUND");
  });

  test("a filter that does not apply to the kind is ignored: never printed, whoever's id it is", async () => {
    const res = await report(operator.token, "ReadingPRO", { SterilizerId: central.sterilizer.id, DisinfectorId: central.disinfector.id });
    expect(res.status).toBe(200);
    for (const row of Object.values(central)) expect(res.text).not.toContain(row.name);
  });
});

describe("report filter ids inside the caller's scope are named", () => {
  test("the operator: its own sector's machines and itself", async () => {
    for (const o of OPTIONS)
      for (const field of o.fields.filter((f): f is keyof typeof MACHINE_FILTERS => f in MACHINE_FILTERS)) {
        const res = await report(operator.token, o.path, restFilter(field, own[field].id));
        expect({ o: o.path, field, status: res.status }).toEqual({ o: o.path, field, status: 200 });
        expect(parseReport(res.text).field("filters")).toContain(own[field].name);
      }
    const me = await gql(REPORT, { option: "readingchewasher", filter: { editUserId: gid("CompanyUser", operator.id) } }, operator.token);
    expect(parseReport(me.data.historicalReport).field("filters")).toContain(operator.name);
  });

  test("Hospital A's administrator: Central Sterile's machines, incubator, user and sector", async () => {
    for (const o of OPTIONS)
      for (const field of o.fields) {
        const res = await report(t.adminA, o.path, { ...restFilter(field, central[field].id), SectorId: SEED.sector.aCentral });
        expect({ o: o.path, field, status: res.status }).toEqual({ o: o.path, field, status: 200 });
        expect(parseReport(res.text).field("filters")).toContain(central[field].name);
      }
  });
});
