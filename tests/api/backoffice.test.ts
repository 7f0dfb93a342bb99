// The distributor back office (spec 002 sections 2.12, 6, 7.8; docs/backoffice.md): the
// distributors a viewer may choose, a distributor's companies with their administrator, a
// company's users and making one of them the administrator, through both doors. Scope:
// provider staff see every distributor, a distributor's user its own (another distributor's
// ids are Not found), company users are refused. Ids are read strictly (a non-numeric id is a
// 400). The administrator change runs on companies signed up for this file, never on the demo's.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, distId, gql, gqlData, login, signUpCompany, uniqueSuffix, type GqlResult } from "../helpers";
import { createCompanyUser, expectForbidden, expectGqlError, expectNotFound, expectOk, expectSaveErrors, expectValidation, SEED, tokensOf } from "../helpers/company";
import { BIONOVA, STERILINE } from "../helpers/sysadmin";

let t: Record<"sysadmin" | "dist" | "adminA" | "operatorA", string> & { distOther: string };

const COMPANY_FIELDS = "id companyId distributorId name countryId country province city address phone contact postalCode administrator { userId name lastName email }";
const USER_FIELDS = "id userId companyId name lastName email sectorId sectorName userType userTypeDescription canBecomeAdministrator";
const distributors = (token: string) => gql("{ backOfficeDistributors { distributorId name } }", {}, token);
const companies = (token: string, distributorId?: number | null) => gql(`query($d: Int) { backOfficeCompanies(distributorId: $d) { ${COMPANY_FIELDS} } }`, { d: distributorId ?? null }, token);
const users = (token: string, companyId: unknown) => gql(`query($c: Int!) { backOfficeCompanyUsers(companyId: $c) { companyId companyName users { ${USER_FIELDS} } } }`, { c: companyId }, token);
const promote = (token: string, userId: unknown) => gql(`mutation($u: Int!) { makeCompanyAdministrator(userId: $u) { message companyId users { ${USER_FIELDS} } } }`, { u: userId }, token);

type User = { userId: number; name: string; lastName: string; email: string; userType: number | null; userTypeDescription: string; canBecomeAdministrator: boolean };

/** A company signed up for this file (first distributor unless `host`), with a supervisor, an operator and a Connection user. */
async function freshCompany(host: "localhost" | "loopback" = "localhost") {
  const signed = await signUpCompany({ host, acceptEula: true });
  const adminToken = await login(signed.email, signed.password, host);
  const companyId = claimsOf(adminToken).Company.Id as number;
  const sectorId = (await api("GET", "/api/sector", { token: adminToken })).json[0].id as number;
  const supervisor = await createCompanyUser(adminToken, { sectorId, userType: 1, host });
  const operator = await createCompanyUser(adminToken, { sectorId, userType: 2, host });
  const agent = await createCompanyUser(adminToken, { sectorId, userType: 4, host });
  const listed = gqlData(await users(t.sysadmin, companyId)).backOfficeCompanyUsers;
  const byEmail = (email: string) => (listed.users as User[]).find((u) => u.email === email)!;
  return { ...signed, adminToken, companyId: listed.companyId as number, sectorId, admin: byEmail(signed.email), supervisor: { ...supervisor, ...byEmail(supervisor.email) }, operator: { ...operator, ...byEmail(operator.email) }, agent: byEmail(agent.email) };
}

beforeAll(async () => {
  t = { ...(await tokensOf("sysadmin", "dist", "adminA", "operatorA")), distOther: "" };
  const email = `backoffice-dist-${uniqueSuffix().slice(-8)}@example.test`;
  await api("POST", "/api/test/probe/user", { body: { distributorId: await distId("loopback"), email, password: "Backoffice-2026" } });
  t.distOther = await login(email, "Backoffice-2026", "loopback");
});

describe("the distributors a viewer may choose", () => {
  test("provider staff: every distributor; a distributor's user: its own", async () => {
    const all = gqlData(await distributors(t.sysadmin)).backOfficeDistributors;
    expect(all).toEqual(expect.arrayContaining([{ distributorId: BIONOVA, name: "Bionova Iberia" }, { distributorId: STERILINE, name: "Steriline Nordic" }]));
    expect(gqlData(await distributors(t.dist)).backOfficeDistributors).toEqual([{ distributorId: BIONOVA, name: "Bionova Iberia" }]);
    expect(gqlData(await distributors(t.distOther)).backOfficeDistributors).toEqual([{ distributorId: STERILINE, name: "Steriline Nordic" }]);
  });

  test("company users are refused", async () => {
    expectGqlError(await distributors(t.adminA), "FORBIDDEN");
  });
});

describe("a distributor's companies with their administrator", () => {
  test("the distributor's user: its own companies, by name, each with its administrator, on both doors alike", async () => {
    const own = gqlData(await companies(t.dist)).backOfficeCompanies;
    expect(own.length).toBeGreaterThanOrEqual(2);
    expect(own.every((c: { distributorId: number }) => c.distributorId === BIONOVA)).toBe(true);
    const hospitalA = own.find((c: { companyId: number }) => c.companyId === SEED.company.A);
    expect(hospitalA).toMatchObject({ name: "Hospital A", administrator: { userId: SEED.user.adminA, email: "admin@hospital-a.test" } });
    expect(typeof hospitalA.country).toBe("string");
    expect(own.some((c: { companyId: number }) => c.companyId === SEED.company.C)).toBe(false);
    // Asking with its own id is the same list.
    expect(gqlData(await companies(t.dist, BIONOVA)).backOfficeCompanies).toEqual(own);

    const rest = await api("GET", "/api/Company/CompanyList", { token: t.dist, query: { distId: BIONOVA } });
    expect(rest.status).toBe(200);
    expect(rest.json.map((c: { companyId: number }) => c.companyId)).toEqual(own.map((c: { companyId: number }) => c.companyId));
    const wireA = rest.json.find((c: { id: number }) => c.id === SEED.company.A);
    expect(wireA).toMatchObject({ companyId: SEED.company.A, id: SEED.company.A, name: "Hospital A", country: hospitalA.country, province: hospitalA.province, city: hospitalA.city, addres: hospitalA.address, postalCode: hospitalA.postalCode });
    expect(wireA.administrator).toMatchObject({ name: hospitalA.administrator.name, lastName: hospitalA.administrator.lastName, email: "admin@hospital-a.test", toString: `${hospitalA.administrator.name} ${hospitalA.administrator.lastName}` });
    // Without a distributor: its own again.
    expect((await api("GET", "/api/Company/CompanyList", { token: t.dist })).json.length).toBe(own.length);
  });

  test("GetByDistributorStr names the distributor by the encrypted id PostByDomain answers", async () => {
    const res = await api("GET", "/api/company/GetByDistributorStr", { token: t.dist, query: { distributorId: await distId("localhost") } });
    expect(res.status).toBe(200);
    expect(res.json.some((c: { id: number; administrator: { email: string } }) => c.id === SEED.company.A && c.administrator.email === "admin@hospital-a.test")).toBe(true);
    expectNotFound(await api("GET", "/api/company/GetByDistributorStr", { token: t.dist, query: { distributorId: await distId("loopback") } }));
    const unknown = await api("GET", "/api/company/GetByDistributorStr", { token: t.dist, query: { distributorId: "not-a-distributor" } });
    expect(unknown.status).toBeGreaterThanOrEqual(400);
    expect(unknown.text).toContain("Encrypt500");
  });

  test("provider staff: any distributor's companies, or every company; an unknown distributor is Not found", async () => {
    const second = gqlData(await companies(t.sysadmin, STERILINE)).backOfficeCompanies;
    expect(second.some((c: { companyId: number }) => c.companyId === SEED.company.C)).toBe(true);
    expect(second.every((c: { distributorId: number }) => c.distributorId === STERILINE)).toBe(true);
    const every = gqlData(await companies(t.sysadmin)).backOfficeCompanies;
    expect(new Set(every.map((c: { distributorId: number }) => c.distributorId))).toEqual(new Set([BIONOVA, STERILINE]));
    expectGqlError(await companies(t.sysadmin, 999999), "NOT_FOUND");
    expectNotFound(await api("GET", "/api/Company/CompanyList", { token: t.sysadmin, query: { distId: 999999 } }));
    const byStr = await api("GET", "/api/company/GetByDistributorStr", { token: t.sysadmin, query: { distributorId: await distId("loopback") } });
    expect(byStr.json.some((c: { id: number }) => c.id === SEED.company.C)).toBe(true);
  });

  test("another distributor's id is Not found; company users are refused", async () => {
    expectGqlError(await companies(t.dist, STERILINE), "NOT_FOUND");
    expectNotFound(await api("GET", "/api/Company/CompanyList", { token: t.dist, query: { distId: STERILINE } }));
    expectGqlError(await companies(t.distOther, BIONOVA), "NOT_FOUND");
    expectGqlError(await companies(t.adminA), "FORBIDDEN");
    expectForbidden(await api("GET", "/api/Company/CompanyList", { token: t.adminA, query: { distId: BIONOVA } }));
    expectForbidden(await api("GET", "/api/company/GetByDistributorStr", { token: t.operatorA, query: { distributorId: await distId("localhost") } }));
    expect((await api("GET", "/api/Company/CompanyList", { query: { distId: BIONOVA } })).status).toBe(401);
  });

  test("a distributor id is read strictly: non-numeric is a 400 naming it, never coerced", async () => {
    for (const bad of ["1a", "one", "1.5", "-1"]) expectValidation(await api("GET", "/api/Company/CompanyList", { token: t.sysadmin, query: { distId: bad } }), "distId", /whole number|bigger than/);
    const r = await gql('{ backOfficeCompanies(distributorId: "1") { companyId } }', {}, t.sysadmin);
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data ?? null).toBeNull();
  });
});

describe("a company's users", () => {
  test("every current user with sector and type; ADMINISTRATOR names the administrator; both doors alike", async () => {
    const list = gqlData(await users(t.dist, SEED.company.A)).backOfficeCompanyUsers;
    expect(list.companyId).toBe(SEED.company.A);
    expect(list.companyName).toBe("Hospital A");
    const byId = new Map((list.users as (User & { sectorId: number; sectorName: string })[]).map((u) => [u.userId, u]));
    expect(byId.get(SEED.user.adminA)).toMatchObject({ email: "admin@hospital-a.test", userType: 0, userTypeDescription: "ADMINISTRATOR", canBecomeAdministrator: false, sectorId: SEED.sector.aCentral });
    expect(byId.get(SEED.user.supervisorA)).toMatchObject({ userType: 1, userTypeDescription: "SUPERVISOR", canBecomeAdministrator: true });
    expect(byId.get(SEED.user.operatorA)).toMatchObject({ userType: 2, userTypeDescription: "OPERATOR", canBecomeAdministrator: true });
    expect(byId.get(SEED.user.agentA)).toMatchObject({ userType: 4, userTypeDescription: "CONNECTION", canBecomeAdministrator: false });
    expect(typeof byId.get(SEED.user.adminA)!.sectorName).toBe("string");
    const ids = list.users.map((u: User) => u.userId);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));

    const rest = await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.dist, query: { companyId: SEED.company.A } });
    expect(rest.status).toBe(200);
    expect(rest.json.users.map((u: { userId: number }) => u.userId)).toEqual(ids);
    expect(rest.json.users.find((u: { userId: number }) => u.userId === SEED.user.adminA)).toEqual({
      userId: SEED.user.adminA,
      name: byId.get(SEED.user.adminA)!.name,
      lastname: byId.get(SEED.user.adminA)!.lastName,
      email: "admin@hospital-a.test",
      sectorId: SEED.sector.aCentral,
      sectorName: byId.get(SEED.user.adminA)!.sectorName,
      userType: 0,
      userTypeDescription: "ADMINISTRATOR",
    });
  });

  test("provider staff read any distributor's company; another distributor's company is Not found; company users are refused", async () => {
    expect(gqlData(await users(t.sysadmin, SEED.company.C)).backOfficeCompanyUsers.users.some((u: User) => u.email === "admin@clinic-c.test")).toBe(true);
    expectGqlError(await users(t.dist, SEED.company.C), "NOT_FOUND");
    expectNotFound(await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.dist, query: { companyId: SEED.company.C } }));
    expectGqlError(await users(t.distOther, SEED.company.A), "NOT_FOUND");
    expectNotFound(await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.distOther, query: { companyId: SEED.company.A } }));
    expectGqlError(await users(t.sysadmin, 999999), "NOT_FOUND");
    expectGqlError(await users(t.adminA, SEED.company.A), "FORBIDDEN");
    expectForbidden(await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.adminA, query: { companyId: SEED.company.A } }));
  });

  test("the company id is required and read strictly", async () => {
    expectValidation(await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.dist }), "companyId");
    for (const bad of ["1a", "A", "1e3", " "]) {
      const res = await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.dist, query: { companyId: bad } });
      if (bad.trim()) expectValidation(res, "companyId", "The value must be a whole number.");
      else expectValidation(res, "companyId");
    }
    const r = await users(t.dist, "1");
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.data ?? null).toBeNull();
  });
});

describe("making a user the company's administrator", () => {
  test("the user becomes the administrator, the administrator a supervisor; both are signed out and notified; app log and /SysLog", async () => {
    const c = await freshCompany();
    expect(c.admin.userTypeDescription).toBe("ADMINISTRATOR");
    const supervisorToken = await login(c.supervisor.email, c.supervisor.password);
    const before = new Date();

    const r = gqlData(await promote(t.dist, c.supervisor.userId)).makeCompanyAdministrator;
    expect(r.message).toMatch(/ is now the administrator of /);
    expect(r.companyId).toBe(c.companyId);
    const after = new Map((r.users as User[]).map((u) => [u.userId, u]));
    expect(after.get(c.supervisor.userId)).toMatchObject({ userType: 0, userTypeDescription: "ADMINISTRATOR", canBecomeAdministrator: false });
    expect(after.get(c.admin.userId)).toMatchObject({ userType: 1, userTypeDescription: "SUPERVISOR", canBecomeAdministrator: true });
    expect(after.get(c.operator.userId)).toMatchObject({ userType: 2 });
    // The company list shows the new administrator.
    const listed = (gqlData(await companies(t.dist)).backOfficeCompanies as { companyId: number; administrator: { email: string } }[]).find((x) => x.companyId === c.companyId)!;
    expect(listed.administrator.email).toBe(c.supervisor.email);

    // Both sessions ended: their rights changed.
    expect((await api("GET", "/api/sector", { token: c.adminToken })).status).toBe(401);
    expect((await api("GET", "/api/sector", { token: supervisorToken })).status).toBe(401);

    // The new administrator signs in as one: company administrators' calls answer.
    const newAdmin = await login(c.supervisor.email, c.supervisor.password);
    expect((await api("GET", "/api/applog", { token: newAdmin })).status).toBe(200);
    const notes = gqlData(await gql("{ notifications { detail type createdAt } }", {}, newAdmin)).notifications as { detail: string; createdAt: string }[];
    expect(notes.some((n) => n.detail.includes("You are now the administrator of") && new Date(n.createdAt) >= new Date(before.getTime() - 1000))).toBe(true);
    const oldAdmin = await login(c.email, c.password);
    const oldNotes = gqlData(await gql("{ notifications { detail } }", {}, oldAdmin)).notifications as { detail: string }[];
    expect(oldNotes.some((n) => n.detail.includes("you are now a supervisor"))).toBe(true);

    // The company's application log and the provider's /SysLog.
    const log = gqlData(await gql("{ appLog(first: 5) { edges { node { appUser logDetail } } } }", {}, newAdmin)).appLog.edges.map((e: { node: { logDetail: string } }) => e.node.logDetail);
    expect(log).toContain(`User — administrator changed: ${c.supervisor.email} (Supervisor) is now the administrator; ${c.email} is now a supervisor.`);
    const sys = gqlData(await gql('{ sysLogEntries(first: 5, search: "administrator changed") { edges { node { entity logDetail } } } }', {}, t.sysadmin)).sysLogEntries.edges.map((e: { node: { logDetail: string } }) => e.node.logDetail);
    expect(sys.some((d: string) => d.includes(`Company '${c.companyName}' administrator changed`) && d.includes(c.supervisor.email))).toBe(true);
  });

  test("REST ModifyAdmin: 200 on success, and the list shows the change; provider staff may do it for any distributor", async () => {
    const c = await freshCompany();
    const res = await api("POST", "/api/company/ModifyAdmin", { token: t.sysadmin, query: { newAdminId: c.operator.userId } });
    expectOk(res);
    const list = await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.sysadmin, query: { companyId: c.companyId } });
    const byId = new Map(list.json.users.map((u: { userId: number; userTypeDescription: string }) => [u.userId, u.userTypeDescription]));
    expect(byId.get(c.operator.userId)).toBe("ADMINISTRATOR");
    expect(byId.get(c.admin.userId)).toBe("SUPERVISOR");
    expect([...byId.values()].filter((d) => d === "ADMINISTRATOR")).toHaveLength(1);
  });

  test("refused: the administrator already, the Connection user, another distributor's user, a company user's call; strict ids", async () => {
    const c = await freshCompany();
    expectSaveErrors(await api("POST", "/api/company/ModifyAdmin", { token: t.dist, query: { newAdminId: c.admin.userId } }), "This user is already the company's administrator.");
    const gqlAlready = await promote(t.dist, c.admin.userId);
    expectGqlError(gqlAlready, "SAVE_ERRORS");
    expectSaveErrors(await api("POST", "/api/company/ModifyAdmin", { token: t.dist, query: { newAdminId: c.agent.userId } }), /Connection user/);
    // Another distributor's user, a deleted id, a company user's call: nothing changes.
    expectNotFound(await api("POST", "/api/company/ModifyAdmin", { token: t.distOther, query: { newAdminId: c.supervisor.userId } }));
    expectGqlError(await promote(t.distOther, c.supervisor.userId), "NOT_FOUND");
    expectNotFound(await api("POST", "/api/company/ModifyAdmin", { token: t.dist, query: { newAdminId: SEED.user.adminC } }));
    expectNotFound(await api("POST", "/api/company/ModifyAdmin", { token: t.dist, query: { newAdminId: SEED.user.dist } }));
    expectNotFound(await api("POST", "/api/company/ModifyAdmin", { token: t.dist, query: { newAdminId: 999999 } }));
    expectForbidden(await api("POST", "/api/company/ModifyAdmin", { token: c.adminToken, query: { newAdminId: c.supervisor.userId } }));
    expectGqlError(await promote(c.adminToken, c.supervisor.userId), "FORBIDDEN");
    expectValidation(await api("POST", "/api/company/ModifyAdmin", { token: t.dist }), "newAdminId");
    expectValidation(await api("POST", "/api/company/ModifyAdmin", { token: t.dist, query: { newAdminId: `${c.supervisor.userId}x` } }), "newAdminId", "The value must be a whole number.");
    const r: GqlResult = await promote(t.dist, String(c.supervisor.userId));
    expect(r.errors?.length).toBeGreaterThan(0);

    const unchanged = gqlData(await users(t.dist, c.companyId)).backOfficeCompanyUsers.users as User[];
    expect(unchanged.find((u) => u.userId === c.admin.userId)!.userType).toBe(0);
    expect(unchanged.find((u) => u.userId === c.supervisor.userId)!.userType).toBe(1);
    // The administrator's session was never ended by the refusals.
    expect((await api("GET", "/api/sector", { token: c.adminToken })).status).toBe(200);
  });

  test("a company of the other distributor: its own distributor's user may, the first distributor's user may not", async () => {
    const c = await freshCompany("loopback");
    expectNotFound(await api("GET", "/api/Company/CompanyUsersByCompanyId", { token: t.dist, query: { companyId: c.companyId } }));
    expectGqlError(await promote(t.dist, c.supervisor.userId), "NOT_FOUND");
    const r = gqlData(await promote(t.distOther, c.supervisor.userId)).makeCompanyAdministrator;
    expect((r.users as User[]).find((u) => u.userId === c.supervisor.userId)!.userTypeDescription).toBe("ADMINISTRATOR");
  });
});

describe("/distcompany: the companies through the generic screen's alias of /syscompany", () => {
  const screen = (token: string, route = "/distcompany") => gql("query($r: String!) { sysScreen(route: $r) { route title actions rowActions { key } parent { fixed chosen } fields { name inTable sortable } } }", { r: route }, token);
  const records = (token: string, route = "/distcompany", parentId?: number) =>
    gql("query($r: String!, $p: Int) { sysRecords(route: $r, parentId: $p, first: 100) { totalCount edges { node { recordId values { field value text } } } } }", { r: route, p: parentId ?? null }, token);
  type Node = { recordId: number; values: { field: string; value: string | null; text: string }[] };
  const value = (n: Node, field: string) => n.values.find((v) => v.field === field)?.text;

  test("read only: list and detail, no row action; the table's columns are the spec's", async () => {
    const s = gqlData(await screen(t.dist)).sysScreen;
    expect(s).toMatchObject({ route: "/distcompany", title: "Companies", actions: ["list", "detail"], rowActions: [], parent: { fixed: BIONOVA, chosen: BIONOVA } });
    expect(s.fields.filter((f: { inTable: boolean }) => f.inTable).map((f: { name: string }) => f.name)).toEqual(["name", "countryId", "city", "address", "administratorName", "administratorLastName", "administratorEmail"]);
    expect(s.fields.find((f: { name: string }) => f.name === "address").sortable).toBe(true);
    // /syscompany itself is unchanged for the same viewer.
    const own = gqlData(await screen(t.dist, "/syscompany")).sysScreen;
    expect(own.actions).toEqual(["list", "detail", "create", "update"]);
    expect(own.rowActions.map((a: { key: string }) => a.key)).toEqual(["resetPassword"]);
  });

  test("the distributor's own companies with their administrator; another distributor's are none; company users get nothing", async () => {
    const rows = gqlData(await records(t.dist)).sysRecords.edges.map((e: { node: Node }) => e.node) as Node[];
    const a = rows.find((n) => n.recordId === SEED.company.A)!;
    expect(value(a, "name")).toBe("Hospital A");
    expect(value(a, "administratorEmail")).toBe("admin@hospital-a.test");
    expect(rows.some((n) => n.recordId === SEED.company.C)).toBe(false);
    expect(gqlData(await records(t.dist, "/distcompany", STERILINE)).sysRecords.totalCount).toBe(0);
    expect(gqlData(await records(t.distOther)).sysRecords.edges.some((e: { node: Node }) => e.node.recordId === SEED.company.A)).toBe(false);
    expectGqlError(await records(t.adminA), "FORBIDDEN");
    expectGqlError(await screen(t.adminA), "FORBIDDEN");
  });

  test("no write and no row action through the alias, whatever the client sends", async () => {
    const save = await gql('mutation { saveSysRecord(route: "/distcompany", recordId: 1, values: [{ field: "city", value: "Hijacked" }]) { recordId } }', {}, t.dist);
    expectGqlError(save, "FORBIDDEN");
    const create = await gql('mutation { saveSysRecord(route: "/distcompany", values: [{ field: "name", value: "New" }]) { recordId } }', {}, t.sysadmin);
    expectGqlError(create, "FORBIDDEN");
    expectGqlError(await gql('mutation { runSysAction(route: "/distcompany", action: "resetPassword", recordId: 1) { message } }', {}, t.dist), "FORBIDDEN");
    expectGqlError(await gql('mutation { deleteSysRecord(route: "/distcompany", recordId: 1) }', {}, t.sysadmin), "FORBIDDEN");
    const a = gqlData(await records(t.dist)).sysRecords.edges.find((e: { node: Node }) => e.node.recordId === SEED.company.A).node as Node;
    expect(value(a, "city")).not.toBe("Hijacked");
  });
});
