// The paged lists (server/domain/lists.ts, docs/architecture.md "Paged lists"): search
// (case- and accent-insensitive, in the row's text and its relations' names, read numbers
// exactly), ordering by a named column with the id breaking ties, offset pages that join up
// whatever the order, the total, and the refusals (a column the list has not, an overlong
// search, a page over 100 rows). Every list stays inside the caller's tenant.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { gql, gqlData } from "../helpers";
import { SEED, createCompanyUser, createSector, expectGqlError, gid, keepDemoCompaniesTidy, tokensOf, uniqueName } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "operatorA" | "adminB">>>;
let sectorGid: string;
const tag = uniqueName("L").split(" ")[1]!;

keepDemoCompaniesTidy({ beforeAll, afterAll });
beforeAll(async () => {
  t = await tokensOf("adminA", "operatorA", "adminB");
  const sector = await createSector(t.adminA);
  sectorGid = gid("Sector", sector.id);
  for (const [name, lastName] of [
    ["Ángela", `Muñoz ${tag}`],
    ["Bruno", `Zapata ${tag}`],
    ["Chloë", `Oberg ${tag}`],
  ]) {
    await createCompanyUser(t.adminA, { sectorId: sector.id, userType: 2, name, lastName });
  }
});

const USERS = `query($sectorId: ID!, $search: String, $orderBy: UserOrder, $descending: Boolean, $first: Int, $after: String) {
  sectorUsers(sectorId: $sectorId, search: $search, orderBy: $orderBy, descending: $descending, first: $first, after: $after) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { name lastName } }
  }
}`;
const users = async (variables: Record<string, unknown>, token = t.adminA) => gqlData(await gql(USERS, { sectorId: sectorGid, ...variables }, token)).sectorUsers;
const lastNames = (page: { edges: { node: { lastName: string } }[] }) => page.edges.map((e) => e.node.lastName.split(" ")[0]);

describe("search", () => {
  test("ignores case and accents on both sides", async () => {
    expect(lastNames(await users({ search: "MUNOZ" }))).toEqual(["Muñoz"]);
    expect(lastNames(await users({ search: "muñoz" }))).toEqual(["Muñoz"]);
    expect(lastNames(await users({ search: "angela munoz" }))).toEqual(["Muñoz"]);
    expect(lastNames(await users({ search: "CHLOE" }))).toEqual(["Oberg"]);
    expect((await users({ search: "  " })).totalCount).toBe(3);
  });

  test("an empty answer when nothing matches, with a total of 0", async () => {
    const page = await users({ search: "nobody is called this" });
    expect(page.totalCount).toBe(0);
    expect(page.edges).toEqual([]);
    expect(page.pageInfo.hasNextPage).toBe(false);
  });

  test("looks into related names: the machines of a sector found by the sector's name", async () => {
    const q = `query($search: String) { machines(kind: STERILIZER, search: $search, first: 100) { totalCount edges { node { name sector { name } } } } }`;
    const all = gqlData(await gql(q, {}, t.adminA)).machines;
    const central = gqlData(await gql(q, { search: "CENTRAL STÉRILE" }, t.adminA)).machines;
    expect(central.totalCount).toBeGreaterThan(0);
    expect(central.totalCount).toBeLessThan(all.totalCount);
    for (const e of central.edges) expect(e.node.sector.name.toLowerCase()).toContain("central sterile");
  });

  test("a number finds the reading with that read number", async () => {
    const q = `query($search: String) { biReadings(states: [PROVISIONAL], search: $search, first: 100) { totalCount edges { node { readNumber } } } }`;
    const some = gqlData(await gql(q, {}, t.adminA)).biReadings.edges[0].node.readNumber as number;
    const found = gqlData(await gql(q, { search: String(some) }, t.adminA)).biReadings;
    expect(found.edges.map((e: { node: { readNumber: number } }) => e.node.readNumber)).toContain(some);
  });
});

describe("order and pages", () => {
  test("the list's own order by default; a named column either way", async () => {
    expect(lastNames(await users({}))).toEqual(["Muñoz", "Oberg", "Zapata"]);
    expect(lastNames(await users({ orderBy: "LAST_NAME", descending: true }))).toEqual(["Zapata", "Oberg", "Muñoz"]);
    expect(lastNames(await users({ orderBy: "LAST_NAME" }))).toEqual(["Muñoz", "Oberg", "Zapata"]);
  });

  test("pages carry the total and join up through their cursors", async () => {
    const first = await users({ first: 2 });
    expect(first.totalCount).toBe(3);
    expect(first.pageInfo.hasNextPage).toBe(true);
    const second = await users({ first: 2, after: first.pageInfo.endCursor });
    expect(second.pageInfo.hasNextPage).toBe(false);
    expect([...lastNames(first), ...lastNames(second)]).toEqual(["Muñoz", "Oberg", "Zapata"]);
  });

  test("small pages in a relation's order (rows without one included) give the same rows as one large page", async () => {
    const q = `query($first: Int, $after: String) { biReadings(states: [LIVE, PROVISIONAL, HISTORICAL, SAVED], orderBy: PRODUCT, descending: true, first: $first, after: $after) { totalCount pageInfo { hasNextPage endCursor } edges { node { id } } } }`;
    const whole = gqlData(await gql(q, { first: 100 }, t.adminA)).biReadings;
    const ids: string[] = [];
    let after: string | null = null;
    for (let i = 0; i < 20; i++) {
      const page: any = gqlData(await gql(q, { first: 7, after }, t.adminA)).biReadings;
      ids.push(...page.edges.map((e: { node: { id: string } }) => e.node.id));
      if (!page.pageInfo.hasNextPage || ids.length >= 100) break;
      after = page.pageInfo.endCursor;
    }
    const n = Math.min(ids.length, whole.edges.length);
    expect(n).toBeGreaterThan(7);
    expect(ids.slice(0, n)).toEqual(whole.edges.slice(0, n).map((e: { node: { id: string } }) => e.node.id));
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("refusals", () => {
  test("a column the list does not have", async () => {
    const r = await gql(`{ biReadings(states: [PROVISIONAL], orderBy: DENSITY, first: 5) { totalCount } }`, {}, t.adminA);
    expectGqlError(r, "BAD_USER_INPUT");
    expect((r.errors![0]!.extensions as any).errors.orderBy).toEqual(["This list cannot be ordered by DENSITY."]);
  });

  test("a column that is no column (the enum refuses it)", async () => {
    const r = await gql(`{ incubators(orderBy: PASSWORD, first: 5) { totalCount } }`, {}, t.adminA);
    expect(r.errors?.[0]?.message).toMatch(/PASSWORD/);
    expect(r.data ?? null).toBeNull();
  });

  test("a search over 100 characters, and a page over 100 rows", async () => {
    expectGqlError(await gql(USERS, { sectorId: sectorGid, search: "x".repeat(101) }, t.adminA), "BAD_USER_INPUT");
    expectGqlError(await gql(USERS, { sectorId: sectorGid, first: 101 }, t.adminA), "BAD_USER_INPUT");
  });
});

describe("tenancy", () => {
  test("another company's sector is not found, searched or not", async () => {
    expectGqlError(await gql(USERS, { sectorId: sectorGid, search: "munoz" }, t.adminB), "NOT_FOUND");
  });

  test("a search finds only the caller's rows", async () => {
    const q = `query($search: String) { machines(kind: STERILIZER, search: $search, orderBy: SECTOR, first: 100) { edges { node { machineId } } } }`;
    const ofA = gqlData(await gql(q, {}, t.adminA)).machines.edges.map((e: any) => e.node.machineId);
    const ofB = gqlData(await gql(q, { search: "a" }, t.adminB)).machines.edges.map((e: any) => e.node.machineId);
    expect(ofB.filter((id: number) => ofA.includes(id))).toEqual([]);
    // An operator's search stays in the operator's sector.
    const own = gqlData(await gql(`query { machines(kind: STERILIZER, search: "e", first: 100) { edges { node { sector { sectorId } } } } }`, {}, t.operatorA)).machines.edges;
    for (const e of own) expect(e.node.sector.sectorId).toBe(SEED.sector.aCentral);
  });
});
