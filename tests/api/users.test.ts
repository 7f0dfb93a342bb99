// Company users (screen 120, docs/company-admin-api.md): lists by sector and by company,
// create (mailed temporary password, must change it), update (email and type fixed),
// delete (archived: no sign-in, sessions revoked), reset password; who may manage whom.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, gql, login, outbox } from "../helpers";
import {
  SEED,
  companyUsers,
  createCompanyUser,
  createSector,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectOk,
  expectSaveErrors,
  expectValidation,
  nextMail,
  temporaryPasswordOf,
  tokensOf,
  tryLogin,
  uniqueEmail,
  type CompanyUserRow,
  keepDemoCompaniesTidy,
} from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});
keepDemoCompaniesTidy({ beforeAll, afterAll });

const WIRE_KEYS = ["creationDate", "creationUser", "editDate", "editUser", "email", "id", "lastName", "name", "sectorId", "userType", "userTypeDescription"];
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);
const userBody = (u: Partial<Record<string, unknown>>, token: string) => ({ AppUser: u, DistributorId: null, UserLogged: claimsOf(token).Id });

async function sectorUsers(token: string, sectorId: number): Promise<CompanyUserRow[]> {
  const res = await api("GET", "/api/appuser", { token, query: { sectorId } });
  if (res.status !== 200) throw new Error(`GET /api/appuser?sectorId=${sectorId} → ${res.status} ${res.text}`);
  return res.json;
}

describe("GET /api/appuser?sectorId", () => {
  test("→ the sector's users in the wire shape, seeded users included", async () => {
    const rows = await sectorUsers(t.adminA, SEED.sector.aCentral);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(WIRE_KEYS);
    const byEmail = new Map(rows.map((r) => [r.email, r]));
    expect(byEmail.get("operator@hospital-a.test")).toMatchObject({ id: SEED.user.operatorA, sectorId: 1, userType: 2, userTypeDescription: expect.any(String), creationUser: SEED.user.adminA });
    expect(byEmail.get("supervisor@hospital-a.test")?.userType).toBe(1);
    expect(byEmail.get("agent@hospital-a.test")?.userType).toBe(4);
    expect(byEmail.get("admin@hospital-a.test")?.userType).toBe(0);
    expect(Date.parse(byEmail.get("operator@hospital-a.test")!.creationDate)).not.toBeNaN();
    for (const r of rows) expect(r.sectorId).toBe(SEED.sector.aCentral);
  });

  test("the supervisor reads it too", async () => {
    expect(ids(await sectorUsers(t.supervisorA, SEED.sector.aCentral))).toContain(SEED.user.operatorA);
  });

  test("another company's sector → 404, no users", async () => {
    const res = await api("GET", "/api/appuser", { token: t.adminA, query: { sectorId: SEED.sector.bCentral } });
    expect(res.text).not.toContain("hospital-b.test");
    expectNotFound(res);
    expectNotFound(await api("GET", "/api/appuser", { token: t.adminB, query: { sectorId: SEED.sector.aCentral } }));
  });

  test("sectorId missing or not a number → 400 or 404", async () => {
    expectBadInput(await api("GET", "/api/appuser", { token: t.adminA }));
    expectBadInput(await api("GET", "/api/appuser", { token: t.adminA, query: { sectorId: "x" } }));
  });

  test("operator, connection user, system and distributor users → 403", async () => {
    for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) expectForbidden(await api("GET", "/api/appuser", { token: t[who], query: { sectorId: 1 } }));
  });
});

describe("GET /api/appuser/getbycompany?companyId", () => {
  test("→ every user of the caller's company, none of another's", async () => {
    const res = await api("GET", "/api/appuser/getbycompany", { token: t.adminA, query: { companyId: SEED.company.A } });
    expect(res.status).toBe(200);
    for (const r of res.json) expect(Object.keys(r).sort()).toEqual(WIRE_KEYS);
    const emails = res.json.map((u: CompanyUserRow) => u.email);
    for (const e of ["admin@hospital-a.test", "supervisor@hospital-a.test", "operator@hospital-a.test", "agent@hospital-a.test"]) expect(emails).toContain(e);
    for (const e of ["admin@hospital-b.test", "admin@clinic-c.test", "sysadmin@demo.test", "dist@demo.test"]) expect(emails).not.toContain(e);
  });

  test("Hospital B reads its own users only", async () => {
    const emails = (await companyUsers(t.adminB)).map((u) => u.email);
    expect(emails).toContain("admin@hospital-b.test");
    expect(emails.some((e) => e.endsWith("@hospital-a.test"))).toBe(false);
  });

  test("?companyId of another company → 404", async () => {
    const res = await api("GET", "/api/appuser/getbycompany", { token: t.adminB, query: { companyId: SEED.company.A } });
    expect(res.text).not.toContain("hospital-a.test");
    expectNotFound(res);
  });

  test("system and distributor users → 403", async () => {
    for (const who of ["sysadmin", "dist"] as const) expectForbidden(await api("GET", "/api/appuser/getbycompany", { token: t[who], query: { companyId: SEED.company.A } }));
  });
});

describe("POST /api/appuser", () => {
  test("the administrator creates a Supervisor, an Operator and a Connection user; each is listed, mailed, and signs in with MustChangePassword", async () => {
    const sector = await createSector(t.adminA);
    for (const userType of [1, 2, 4]) {
      const email = uniqueEmail(`type${userType}`);
      const res = await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "Ana", lastName: `Type ${userType}`, email, userType, sectorId: sector.id }, t.adminA) });
      expectOk(res);
      const item: CompanyUserRow = res.json.item;
      expect(Object.keys(item).sort()).toEqual(WIRE_KEYS);
      expect(item).toMatchObject({ name: "Ana", lastName: `Type ${userType}`, email, userType, sectorId: sector.id, creationUser: SEED.user.adminA });
      // Read back through both lists.
      expect(await sectorUsers(t.adminA, sector.id)).toContainEqual(expect.objectContaining({ id: item.id, email, userType }));
      expect(ids(await companyUsers(t.adminA))).toContain(item.id);
      // The SignUp mail carries a temporary password that signs in and must be changed.
      const mail = await nextMail(email, 0);
      const password = temporaryPasswordOf(mail.body);
      const token = await login(email, password);
      const claims = claimsOf(token);
      expect(claims.MustChangePassword).toBe(true);
      expect(claims.UserType).toBe(userType);
      expect(claims.Company.Id).toBe(SEED.company.A);
      expect(claims.SectorId).toBe(sector.id);
      const viewer = await gql(`{ viewer { mustChangePassword userType email } }`, {}, token);
      expect(viewer.data?.viewer).toEqual({ mustChangePassword: true, userType, email });
    }
  });

  test("a new user changes the temporary password and then signs in without MustChangePassword", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: SEED.sector.aTheatre, userType: 2 });
    const token = await login(u.email, u.password);
    const res = await api("POST", "/api/appuser/restorepassword", { token, body: { AppUser: { email: u.email, id: u.item.id }, Password: "Changed-Pass1", DistributorId: null } });
    expectOk(res);
    expect(claimsOf(await login(u.email, "Changed-Pass1")).MustChangePassword).toBe(false);
  });

  test("the email is stored lower-case and trimmed, and duplicates (any case, any company) → 400 ERRORS", async () => {
    const email = uniqueEmail("dup");
    const created = await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "X", lastName: "Y", email: `  ${email.toUpperCase()} `, userType: 2, sectorId: 1 }, t.adminA) });
    expectOk(created);
    expect(created.json.item.email).toBe(email);
    const before = (await companyUsers(t.adminA)).length;
    for (const e of [email, email.toUpperCase()]) {
      expectSaveErrors(await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "X", lastName: "Y", email: e, userType: 2, sectorId: 1 }, t.adminA) }));
    }
    // an address already used in another company
    expectSaveErrors(await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "X", lastName: "Y", email: "admin@hospital-b.test", userType: 2, sectorId: 1 }, t.adminA) }));
    expect((await companyUsers(t.adminA)).length).toBe(before);
  });

  test("every field missing → 400 with 'This field is required' on Name, LastName, Email, UserType and SectorId; nothing created or mailed", async () => {
    const res = await api("POST", "/api/appuser", { token: t.adminA, body: userBody({}, t.adminA) });
    for (const f of ["Name", "LastName", "Email", "UserType", "SectorId"]) expectValidation(res, f);
    const email = uniqueEmail("blank");
    const blank = await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: " ", lastName: "", email, userType: 2, sectorId: 1 }, t.adminA) });
    expectValidation(blank, "Name");
    expectValidation(blank, "LastName");
    expect(await outbox(email)).toEqual([]);
    expect((await companyUsers(t.adminA)).map((u) => u.email)).not.toContain(email);
  });

  test("bad types: userType 'abc' → 400 on UserType; sectorId 'x' → 400 or 404; a malformed email → 400 on Email; nothing created", async () => {
    const e1 = uniqueEmail("abc");
    expectValidation(await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "A", lastName: "B", email: e1, userType: "abc", sectorId: 1 }, t.adminA) }), "UserType", /number/i);
    const e2 = uniqueEmail("x");
    expectBadInput(await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "A", lastName: "B", email: e2, userType: 2, sectorId: "x" }, t.adminA) }));
    expectValidation(await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "A", lastName: "B", email: "not-an-email", userType: 2, sectorId: 1 }, t.adminA) }), "Email", /valid/i);
    const emails = (await companyUsers(t.adminA)).map((u) => u.email);
    expect(emails).not.toContain(e1);
    expect(emails).not.toContain(e2);
    expect(await outbox(e2)).toEqual([]);
  });

  test("an unknown user type (3, 9) or type 0 → refused, nothing created", async () => {
    for (const userType of [0, 3, 9]) {
      const email = uniqueEmail(`type${userType}`);
      const res = await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "A", lastName: "B", email, userType, sectorId: 1 }, t.adminA) });
      expect([400, 403]).toContain(res.status);
      expect((await companyUsers(t.adminA)).map((u) => u.email)).not.toContain(email);
    }
  });

  test("the supervisor creates Operators only: types 1 and 4 → 403 'You are not allowed to create users of this type.'", async () => {
    const op = await createCompanyUser(t.supervisorA, { sectorId: 1, userType: 2 });
    expect(op.item).toMatchObject({ userType: 2, creationUser: SEED.user.supervisorA });
    for (const userType of [1, 4]) {
      const email = uniqueEmail(`sup${userType}`);
      const res = await api("POST", "/api/appuser", { token: t.supervisorA, body: userBody({ name: "A", lastName: "B", email, userType, sectorId: 1 }, t.supervisorA) });
      expectForbidden(res, "You are not allowed to create users of this type.");
      expect((await companyUsers(t.adminA)).map((u) => u.email)).not.toContain(email);
      expect(await outbox(email)).toEqual([]);
    }
  });

  test("operator, connection user, system and distributor users → 403", async () => {
    for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) {
      const email = uniqueEmail(who);
      expectForbidden(await api("POST", "/api/appuser", { token: t[who], body: userBody({ name: "A", lastName: "B", email, userType: 2, sectorId: 1 }, t[who]) }));
      expect(await outbox(email)).toEqual([]);
    }
  });

  test("a sector of another company → 404, nothing created", async () => {
    const email = uniqueEmail("foreign");
    expectNotFound(await api("POST", "/api/appuser", { token: t.adminA, body: userBody({ name: "A", lastName: "B", email, userType: 2, sectorId: SEED.sector.bCentral }, t.adminA) }));
    expect((await companyUsers(t.adminB)).map((u) => u.email)).not.toContain(email);
    expect((await companyUsers(t.adminA)).map((u) => u.email)).not.toContain(email);
    expect(await outbox(email)).toEqual([]);
  });
});

describe("PUT /api/appuser", () => {
  test("name, last name and sector change and read back; email and type do not", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: 1, userType: 1 });
    const res = await api("PUT", "/api/appuser", {
      token: t.adminA,
      body: userBody({ id: u.item.id, name: "Renamed", lastName: "Person", sectorId: SEED.sector.aEndoscopy, email: "changed@company-admin.test", userType: 4 }, t.adminA),
    });
    expectOk(res);
    expect(res.json.item).toMatchObject({ id: u.item.id, name: "Renamed", lastName: "Person", sectorId: SEED.sector.aEndoscopy, email: u.email, userType: 1, editUser: SEED.user.adminA });
    expect(Date.parse(res.json.item.editDate)).not.toBeNaN();
    const back = (await sectorUsers(t.adminA, SEED.sector.aEndoscopy)).find((x) => x.id === u.item.id);
    expect(back).toMatchObject({ name: "Renamed", lastName: "Person", email: u.email, userType: 1, sectorId: SEED.sector.aEndoscopy });
    expect(ids(await sectorUsers(t.adminA, 1))).not.toContain(u.item.id);
  });

  test("without sectorId the sector stays", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: SEED.sector.aTheatre, userType: 2 });
    expectOk(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id, name: "Same", lastName: "Sector" } } }));
    expect((await companyUsers(t.adminA)).find((x) => x.id === u.item.id)).toMatchObject({ name: "Same", sectorId: SEED.sector.aTheatre });
  });

  test("name or last name missing → 400 on the field; unchanged", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    const res = await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id, name: "", lastName: null } } });
    expectValidation(res, "Name");
    expectValidation(res, "LastName");
    expect((await companyUsers(t.adminA)).find((x) => x.id === u.item.id)?.name).toBe(u.item.name);
  });

  test("a sector of another company → 404; a non-numeric sector → 400 or 404; unchanged", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    expectNotFound(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id, name: "N", lastName: "L", sectorId: SEED.sector.bCentral } } }));
    expectBadInput(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id, name: "N", lastName: "L", sectorId: "x" } } }));
    expect((await companyUsers(t.adminA)).find((x) => x.id === u.item.id)).toMatchObject({ sectorId: 1, name: u.item.name });
  });

  test("another company's user → 404 and unchanged", async () => {
    expectNotFound(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: SEED.user.adminB, name: "Hijacked", lastName: "X" } } }));
    expect((await companyUsers(t.adminB)).find((x) => x.id === SEED.user.adminB)).toMatchObject({ name: "Pedro", lastName: "Santos" });
    expectNotFound(await api("PUT", "/api/appuser", { token: t.adminB, body: { AppUser: { id: SEED.user.operatorA, name: "Hijacked", lastName: "X" } } }));
    expect((await companyUsers(t.adminA)).find((x) => x.id === SEED.user.operatorA)?.name).toBe("Lucía");
  });

  test("nobody changes itself here → 403", async () => {
    expectForbidden(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: SEED.user.adminA, name: "Me", lastName: "Myself" } } }));
    expectForbidden(await api("PUT", "/api/appuser", { token: t.supervisorA, body: { AppUser: { id: SEED.user.supervisorA, name: "Me", lastName: "Myself" } } }));
    expect((await companyUsers(t.adminA)).find((x) => x.id === SEED.user.adminA)?.name).toBe("Laura");
  });

  test("the supervisor manages operators only: a supervisor, connection user or the administrator → 403", async () => {
    const op = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    expectOk(await api("PUT", "/api/appuser", { token: t.supervisorA, body: { AppUser: { id: op.item.id, name: "By", lastName: "Supervisor" } } }));
    const sup = await createCompanyUser(t.adminA, { sectorId: 1, userType: 1 });
    for (const id of [sup.item.id, SEED.user.agentA, SEED.user.adminA]) {
      expectForbidden(await api("PUT", "/api/appuser", { token: t.supervisorA, body: { AppUser: { id, name: "No", lastName: "Way" } } }));
    }
    expect((await companyUsers(t.adminA)).find((x) => x.id === sup.item.id)?.name).toBe(sup.item.name);
  });

  test("operator and connection user → 403", async () => {
    const op = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    for (const who of ["operatorA", "agentA"] as const) expectForbidden(await api("PUT", "/api/appuser", { token: t[who], body: { AppUser: { id: op.item.id, name: "No", lastName: "Way" } } }));
  });

  test("unknown id → 404", async () => {
    expectNotFound(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: 99999999, name: "N", lastName: "L" } } }));
  });
});

describe("DELETE /api/appuser", () => {
  test("archives the user: gone from the lists, cannot sign in, its open session is revoked", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    const token = await login(u.email, u.password);
    expect((await api("GET", "/api/sector", { token })).status).toBe(200);
    expectOk(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id } } }));
    expect(ids(await companyUsers(t.adminA))).not.toContain(u.item.id);
    expect(ids(await sectorUsers(t.adminA, 1))).not.toContain(u.item.id);
    const signIn = await tryLogin(u.email, u.password);
    expect(signIn.status).toBe(401);
    const old = await api("GET", "/api/sector", { token });
    expect(old.status).toBe(401);
    // a second delete, or an update, of the archived user → Not found
    expectNotFound(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id } } }));
    expectNotFound(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id, name: "Back", lastName: "Again" } } }));
  });

  test("nobody deletes itself → 403, still signs in", async () => {
    expectForbidden(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: SEED.user.adminA } } }));
    expectForbidden(await api("DELETE", "/api/appuser", { token: t.supervisorA, body: { AppUser: { id: SEED.user.supervisorA } } }));
    expect(ids(await companyUsers(t.adminA))).toContain(SEED.user.adminA);
    expect((await api("GET", "/api/sector", { token: t.adminA })).status).toBe(200);
  });

  test("the supervisor deletes an operator but not a supervisor (403)", async () => {
    const op = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    const sup = await createCompanyUser(t.adminA, { sectorId: 1, userType: 1 });
    expectForbidden(await api("DELETE", "/api/appuser", { token: t.supervisorA, body: { AppUser: { id: sup.item.id } } }));
    expect(ids(await companyUsers(t.adminA))).toContain(sup.item.id);
    expectOk(await api("DELETE", "/api/appuser", { token: t.supervisorA, body: { AppUser: { id: op.item.id } } }));
    expect(ids(await companyUsers(t.adminA))).not.toContain(op.item.id);
  });

  test("another company's user → 404, still there and still signs in", async () => {
    expectNotFound(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: SEED.user.adminB } } }));
    expectNotFound(await api("DELETE", "/api/appuser", { token: t.adminC, body: { AppUser: { id: SEED.user.operatorA } } }));
    expect(ids(await companyUsers(t.adminB))).toContain(SEED.user.adminB);
    expect(ids(await companyUsers(t.adminA))).toContain(SEED.user.operatorA);
  });

  test("operator, connection user, system and distributor users → 403", async () => {
    const op = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) expectForbidden(await api("DELETE", "/api/appuser", { token: t[who], body: { AppUser: { id: op.item.id } } }));
    expect(ids(await companyUsers(t.adminA))).toContain(op.item.id);
  });

  test("id missing or non-numeric → 400 or 404", async () => {
    expectBadInput(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: {} } }));
    expectBadInput(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: "x" } } }));
  });
});

describe("POST /api/appuser/resetpassword", () => {
  test("mails a new temporary password: the old one is refused, the user's sessions are revoked, the new one signs in with MustChangePassword", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    const session = await login(u.email, u.password);
    const known = (await outbox(u.email)).length;
    const res = await api("POST", "/api/appuser/resetpassword", { token: t.adminA, body: { AppUser: { id: u.item.id }, UserLogged: SEED.user.adminA, DistributorId: null } });
    expect(res.status).toBe(200);
    expect(res.text).toBe(`The password of ${u.email} was reset and sent by mail.`);
    const mail = await nextMail(u.email, known);
    const fresh = temporaryPasswordOf(mail.body);
    expect(fresh).not.toBe(u.password);
    expect((await tryLogin(u.email, u.password)).status).toBe(401);
    expect((await api("GET", "/api/sector", { token: session })).status).toBe(401);
    const token = await login(u.email, fresh);
    expect(claimsOf(token).MustChangePassword).toBe(true);
  });

  test("after the user changed its password, a reset sets MustChangePassword again", async () => {
    const u = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    const token = await login(u.email, u.password);
    expectOk(await api("POST", "/api/appuser/restorepassword", { token, body: { AppUser: { email: u.email, id: u.item.id }, Password: "Changed-Pass1", DistributorId: null } }));
    const known = (await outbox(u.email)).length;
    expect((await api("POST", "/api/appuser/resetpassword", { token: t.supervisorA, body: { AppUser: { id: u.item.id } } })).status).toBe(200);
    const fresh = temporaryPasswordOf((await nextMail(u.email, known)).body);
    expect((await tryLogin(u.email, "Changed-Pass1")).status).toBe(401);
    expect(claimsOf(await login(u.email, fresh)).MustChangePassword).toBe(true);
  });

  test("nobody resets itself → 403, and its password still works", async () => {
    const known = (await outbox("admin@hospital-a.test")).length;
    expectForbidden(await api("POST", "/api/appuser/resetpassword", { token: t.adminA, body: { AppUser: { id: SEED.user.adminA } } }));
    expectForbidden(await api("POST", "/api/appuser/resetpassword", { token: t.supervisorA, body: { AppUser: { id: SEED.user.supervisorA } } }));
    expect((await outbox("admin@hospital-a.test")).length).toBe(known);
    expect((await tryLogin("admin@hospital-a.test", "Demo-2026")).status).toBe(200);
  });

  test("the supervisor may not reset a supervisor, the administrator or a connection user (403)", async () => {
    const sup = await createCompanyUser(t.adminA, { sectorId: 1, userType: 1 });
    for (const id of [sup.item.id, SEED.user.adminA, SEED.user.agentA]) expectForbidden(await api("POST", "/api/appuser/resetpassword", { token: t.supervisorA, body: { AppUser: { id } } }));
    expect((await tryLogin(sup.email, sup.password)).status).toBe(200);
  });

  test("another company's user → 404, its password unchanged and no mail", async () => {
    const known = (await outbox("admin@hospital-b.test")).length;
    expectNotFound(await api("POST", "/api/appuser/resetpassword", { token: t.adminA, body: { AppUser: { id: SEED.user.adminB } } }));
    expect((await outbox("admin@hospital-b.test")).length).toBe(known);
    expect((await tryLogin("admin@hospital-b.test", "Demo-2026")).status).toBe(200);
  });

  test("operator, connection user, system and distributor users → 403", async () => {
    const op = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    for (const who of ["operatorA", "agentA"] as const) expectForbidden(await api("POST", "/api/appuser/resetpassword", { token: t[who], body: { AppUser: { id: op.item.id } } }));
    // The provider's and distributors' reset (the /syscompany screen) reaches company administrators only.
    for (const who of ["sysadmin", "dist"] as const) expectNotFound(await api("POST", "/api/appuser/resetpassword", { token: t[who], body: { AppUser: { id: op.item.id } } }));
    expect((await tryLogin(op.email, op.password)).status).toBe(200);
  });

  test("unknown or missing id → 404 (or 400)", async () => {
    expectNotFound(await api("POST", "/api/appuser/resetpassword", { token: t.adminA, body: { AppUser: { id: 99999999 } } }));
    expectBadInput(await api("POST", "/api/appuser/resetpassword", { token: t.adminA, body: { AppUser: {} } }));
  });
});
