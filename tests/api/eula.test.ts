// Terms acceptance per company: GET /api/EulaCompanies/validateeulacompany/{companyId} and
// PUT /api/EulaCompanies/saveeulacompany (type 0 only). Accepting is done on a company
// created by sign-up: Hospital B must stay "not accepted" for the end-to-end suite.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, gql, gqlData, login, loginAs, signUpCompany } from "../helpers";

const validate = (companyId: number, token: string) => api("GET", `/api/EulaCompanies/validateeulacompany/${companyId}`, { token });
const save = (body: unknown, token: string) => api("PUT", "/api/EulaCompanies/saveeulacompany", { token, body });

describe("GET /api/EulaCompanies/validateeulacompany/{companyId}", () => {
  test("Hospital A has accepted its terms: { acceptedEula: true, eula: { id, text } }", async () => {
    const token = await loginAs("adminA");
    const res = await validate(claimsOf(token).Company.Id, token);
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["acceptedEula", "eula"]);
    expect(res.json.acceptedEula).toBe(true);
    expect(Object.keys(res.json.eula).sort()).toEqual(["id", "text"]);
    expect(res.json.eula.text).toMatch(/<[a-z][^>]*>/i);
  });

  test("Hospital B has not accepted its terms", async () => {
    const token = await loginAs("adminB");
    const res = await validate(claimsOf(token).Company.Id, token);
    expect(res.status).toBe(200);
    expect(res.json.acceptedEula).toBe(false);
    expect(Number.isInteger(res.json.eula.id)).toBe(true);
    expect(res.json.eula.text.length).toBeGreaterThan(20);
  });

  test("other users of Hospital A read the same status", async () => {
    const admin = await loginAs("adminA");
    const op = await loginAs("operatorA");
    expect((await validate(claimsOf(op).Company.Id, op)).json).toEqual((await validate(claimsOf(admin).Company.Id, admin)).json);
  });

  test("without a token → 401", async () => {
    const res = await api("GET", "/api/EulaCompanies/validateeulacompany/1");
    expect(res.status).toBe(401);
  });

  test("GraphQL eulaStatus defaults to the viewer's company", async () => {
    const token = await loginAs("adminB");
    const data = gqlData(await gql(`{ eulaStatus { acceptedEula eula { id text } } }`, {}, token));
    expect(data.eulaStatus).toEqual((await validate(claimsOf(token).Company.Id, token)).json);
  });
});

describe("PUT /api/EulaCompanies/saveeulacompany", () => {
  let adminToken: string;
  let companyId: number;
  let eulaId: number;

  beforeAll(async () => {
    const user = await signUpCompany();
    adminToken = await login(user.email, user.password);
    companyId = claimsOf(adminToken).Company.Id;
    const status = await validate(companyId, adminToken);
    expect(status.json.acceptedEula).toBe(false);
    eulaId = status.json.eula.id;
  });

  test("terms other than the company's current ones → refused, still not accepted", async () => {
    const res = await save({ EulaId: eulaId + 100000, CompanyId: companyId }, adminToken);
    expect(res.status).toBeGreaterThanOrEqual(400);
    expect(res.status).toBeLessThan(500);
    expect((await validate(companyId, adminToken)).json.acceptedEula).toBe(false);
  });

  test("missing EulaId → 400 validation problem", async () => {
    const res = await save({ CompanyId: companyId }, adminToken);
    expect(res.status).toBe(400);
    expect(res.json.errors.EulaId).toEqual(["This field is required"]);
  });

  test("the company administrator accepts → result OK, then accepted", async () => {
    const res = await save({ EulaId: eulaId, CompanyId: companyId }, adminToken);
    expect(res.status).toBe(200);
    expect(res.json.result).toBe("OK");
    const after = await validate(companyId, adminToken);
    expect(after.json.acceptedEula).toBe(true);
    expect(after.json.eula.id).toBe(eulaId);
  });

  test("accepting again is harmless", async () => {
    const res = await save({ EulaId: eulaId, CompanyId: companyId }, adminToken);
    expect(res.status).toBe(200);
    expect((await validate(companyId, adminToken)).json.acceptedEula).toBe(true);
  });

  test("only type 0 may accept: a supervisor is refused (403)", async () => {
    const token = await loginAs("supervisorA");
    const own = await validate(claimsOf(token).Company.Id, token);
    const res = await save({ EulaId: own.json.eula.id, CompanyId: claimsOf(token).Company.Id }, token);
    expect(res.status).toBe(403);
    expect(res.json.message).toBeString();
  });

  test("system and distributor users cannot accept for a company", async () => {
    for (const who of ["sysadmin", "dist"] as const) {
      const token = await loginAs(who);
      const res = await save({ EulaId: eulaId, CompanyId: companyId }, token);
      expect({ who, refused: [403, 404].includes(res.status) }).toEqual({ who, refused: true });
    }
  });

  test("without a token → 401", async () => {
    const res = await api("PUT", "/api/EulaCompanies/saveeulacompany", { body: { EulaId: eulaId, CompanyId: companyId } });
    expect(res.status).toBe(401);
  });
});

describe("Mutation.acceptEula", () => {
  test("accepts for the viewer's company", async () => {
    const user = await signUpCompany();
    const token = await login(user.email, user.password);
    const before = gqlData(await gql(`{ eulaStatus { acceptedEula eula { id } } }`, {}, token)).eulaStatus;
    expect(before.acceptedEula).toBe(false);
    const data = gqlData(await gql(`mutation($id: Int!) { acceptEula(eulaId: $id) { acceptedEula } }`, { id: before.eula.id }, token));
    expect(data.acceptEula.acceptedEula).toBe(true);
  });
});
