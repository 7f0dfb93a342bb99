// Tenant isolation on the session calls: a company user never reads another company's
// data, a distributor user only its own companies. Refusals are 403 Access denied or
// 404 Not found and carry no data.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, gql, loginAs, type ApiResponse, type DemoKey } from "../helpers";

const tokens = {} as Record<DemoKey, string>;
const company = {} as Record<"A" | "B" | "C", number>;
const sector = {} as Record<"A" | "B" | "C", number>;

beforeAll(async () => {
  for (const who of ["sysadmin", "dist", "adminA", "operatorA", "adminB", "adminC"] as const) tokens[who] = await loginAs(who);
  for (const [k, who] of [["A", "adminA"], ["B", "adminB"], ["C", "adminC"]] as const) {
    company[k] = claimsOf(tokens[who]).Company.Id;
    sector[k] = claimsOf(tokens[who]).SectorId;
  }
});

function expectRefusedWithoutData(res: ApiResponse) {
  expect([403, 404]).toContain(res.status);
  expect(res.json).toEqual(res.status === 403 ? { message: "Access denied" } : { message: "Not found" });
}

describe("validateeulacompany for another company", () => {
  test("Hospital A's admin asking for Hospital B → refused, no terms data", async () => {
    const res = await api("GET", `/api/EulaCompanies/validateeulacompany/${company.B}`, { token: tokens.adminA });
    expectRefusedWithoutData(res);
    expect(res.text).not.toContain("acceptedEula");
  });

  test("Hospital A's operator asking for Clinic C (other distributor) → refused", async () => {
    expectRefusedWithoutData(await api("GET", `/api/EulaCompanies/validateeulacompany/${company.C}`, { token: tokens.operatorA }));
  });

  test("Clinic C's admin asking for Hospital A → refused", async () => {
    expectRefusedWithoutData(await api("GET", `/api/EulaCompanies/validateeulacompany/${company.A}`, { token: tokens.adminC }));
  });

  test("a company id that does not exist answers like a foreign one (no existence hint)", async () => {
    const missing = await api("GET", "/api/EulaCompanies/validateeulacompany/99999999", { token: tokens.adminA });
    const foreign = await api("GET", `/api/EulaCompanies/validateeulacompany/${company.B}`, { token: tokens.adminA });
    expect(missing.status).toBe(foreign.status);
    expect(missing.json).toEqual(foreign.json);
  });

  test("the distributor user reads its own companies but not the other distributor's", async () => {
    const own = await api("GET", `/api/EulaCompanies/validateeulacompany/${company.A}`, { token: tokens.dist });
    expect(own.status).toBe(200);
    expect(own.json.acceptedEula).toBe(true);
    expectRefusedWithoutData(await api("GET", `/api/EulaCompanies/validateeulacompany/${company.C}`, { token: tokens.dist }));
  });

  test("the system administrator reads any company", async () => {
    for (const k of ["A", "B", "C"] as const) {
      const res = await api("GET", `/api/EulaCompanies/validateeulacompany/${company[k]}`, { token: tokens.sysadmin });
      expect({ k, status: res.status }).toEqual({ k, status: 200 });
    }
  });

  test("GraphQL eulaStatus(companyId) of another company → error, no data", async () => {
    const r = await gql(`query($id: Int) { eulaStatus(companyId: $id) { acceptedEula eula { id text } } }`, { id: company.B }, tokens.adminA);
    expect(r.data?.eulaStatus ?? null).toBeNull();
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(["FORBIDDEN", "NOT_FOUND"]).toContain(r.errors![0].extensions?.code);
  });
});

describe("saveeulacompany for another company", () => {
  test("Hospital A's admin cannot accept Hospital B's terms", async () => {
    const termsB = (await api("GET", `/api/EulaCompanies/validateeulacompany/${company.B}`, { token: tokens.adminB })).json;
    expect(termsB.acceptedEula).toBe(false);
    const res = await api("PUT", "/api/EulaCompanies/saveeulacompany", { token: tokens.adminA, body: { EulaId: termsB.eula.id, CompanyId: company.B } });
    expectRefusedWithoutData(res);
    const after = (await api("GET", `/api/EulaCompanies/validateeulacompany/${company.B}`, { token: tokens.adminB })).json;
    expect(after.acceptedEula).toBe(false);
  });
});

describe("GET /api/Sector/{id} of another company", () => {
  test("Hospital A's users are refused Hospital B's and Clinic C's sectors", async () => {
    for (const who of ["adminA", "operatorA"] as const) {
      for (const k of ["B", "C"] as const) {
        const res = await api("GET", `/api/Sector/${sector[k]}`, { token: tokens[who] });
        expectRefusedWithoutData(res);
      }
    }
  });

  test("but read their own", async () => {
    const res = await api("GET", `/api/Sector/${sector.A}`, { token: tokens.operatorA });
    expect(res.status).toBe(200);
    expect(res.json.id).toBe(sector.A);
  });

  test("the distributor user never reads another distributor's sectors (its own: the sector, or a role refusal)", async () => {
    expectRefusedWithoutData(await api("GET", `/api/Sector/${sector.C}`, { token: tokens.dist }));
    const own = await api("GET", `/api/Sector/${sector.B}`, { token: tokens.dist });
    if (own.status === 200) expect(own.json.id).toBe(sector.B);
    else expect(own.json).toEqual({ message: "Access denied" });
  });
});

describe("GraphQL node lookups stay in the tenant", () => {
  test("another company's Company node → null; own → found", async () => {
    const Q = `query($id: ID!) { node(id: $id) { id ... on Company { name } } }`;
    const globalId = (n: number) => Buffer.from(`Company:${n}`).toString("base64");
    const own = await gql(Q, { id: globalId(company.A) }, tokens.adminA);
    expect(own.data?.node?.name).toBe("Hospital A");
    const other = await gql(Q, { id: globalId(company.B) }, tokens.adminA);
    expect(other.data?.node ?? null).toBeNull();
  });

  test("another company's Sector node → null", async () => {
    const Q = `query($id: ID!) { node(id: $id) { id ... on Sector { name } } }`;
    const other = await gql(Q, { id: Buffer.from(`Sector:${sector.B}`).toString("base64") }, tokens.adminA);
    expect(other.data?.node ?? null).toBeNull();
    const own = await gql(Q, { id: Buffer.from(`Sector:${sector.A}`).toString("base64") }, tokens.adminA);
    expect(own.data?.node?.name).toBe(claimsOf(tokens.adminA).Sector);
  });
});
