// Change password (screen 130) and the application log (screen 320), both doors
// (docs/account-api.md). Passwords are changed on freshly signed-up companies' users only;
// the demo system and distributor users change theirs and change it back.
import { describe, expect, test } from "bun:test";
import { api, claimsOf, countries, distId, eulaFor, gql, gqlData, languages, login, loginAs, randomClientAddress, signUpCompany, uniqueSuffix, waitForMail, DEMO, DEMO_PASSWORD } from "../helpers";
import { wsClient } from "../helpers/ws";
import { createCompanyUser, forgetTokens, temporaryPasswordOf, expectForbidden, expectGqlError, expectValidation, gqlCode, tokenOf, uniqueName } from "../helpers/company";

const NEW_PASSWORD = "Changed-2026";
/** Each test signs companies up and hashes passwords: room for a busy machine. */
const SLOW = 90_000;
const RULE = "8+ characters,1 uppercase letter,1 number.";
const WRONG_CURRENT = "The current password is not correct.";

const CHANGE = `mutation ($input: ChangePasswordInput!) { changePassword(input: $input) { message } }`;
const LOG = `query ($first: Int, $after: String, $search: String, $orderBy: AppLogOrder, $descending: Boolean) {
  appLog(first: $first, after: $after, search: $search, orderBy: $orderBy, descending: $descending) {
    totalCount
    pageInfo { hasNextPage endCursor }
    edges { node { id logDate appUser logDetail } }
  }
}`;

interface Account {
  email: string;
  password: string;
  token: string;
  userId: number;
}

/** A new company (in the given interface language) and its administrator, signed in. */
async function freshCompany(languageCode = "en"): Promise<Account & { companyName: string; sectorName: string }> {
  const suffix = uniqueSuffix();
  const [country] = await countries();
  const lang = (await languages()).find((l) => l.code === languageCode)!;
  expect(lang).toBeTruthy();
  const email = `admin-${suffix}@account.test`;
  const body = {
    Administrator: { Email: email, Name: "Ada", LastName: `Owner ${suffix}` },
    Company: { Name: `Account Clinic ${suffix}`, CountryId: country!.id, City: "Springfield", Addres: "1 Main St", Phone: "+1 555 0100", Province: "North", Contact: "Ada", PostalCode: "12345" },
    DistributorId: await distId(),
    Sector: { Name: `Central ${suffix}` },
    Language: { id: lang.id },
    EulaId: (await eulaFor(country!.regionId)).id,
  };
  const started = new Date();
  const res = await api("POST", "/api/login/signup", { body });
  expect(res.status).toBe(200);
  const password = temporaryPasswordOf((await waitForMail(email, started)).body);
  const token = await login(email, password);
  return { email, password, token, userId: claimsOf(token).Id, companyName: body.Company.Name, sectorName: body.Sector.Name };
}

const changeRest = (token: string | null, body: Record<string, unknown>, headers?: Record<string, string>) => api("POST", "/api/appuser/changepassword", { token, body, headers });
const restBody = (a: Pick<Account, "email" | "userId">, current: string, next: string) => ({ Appuser: { Email: a.email, id: a.userId }, Password: current, NewPassword: next, DistributorId: null });
const changeGql = (token: string | null, currentPassword: string, newPassword: string) => gql(CHANGE, { input: { currentPassword, newPassword } }, token);

/** A graphql-ws socket and how it was closed. */
function liveSocket(token: string) {
  const { client, connected, closed } = wsClient(token);
  client.subscribe({ query: `subscription { notificationAdded { id } }` }, { next: () => {}, error: () => {}, complete: () => {} });
  return { acked: connected, closed, dispose: () => client.dispose() };
}
const within = <T>(p: Promise<T>, ms: number, what: string) => Promise.race([p, Bun.sleep(ms).then(() => Promise.reject(new Error(`${what} did not happen within ${ms} ms`)))]);
const sessionWorks = async (token: string) => (await api("POST", "/api/login/getNewAppToken", { token })).status;
const signsIn = async (email: string, password: string) => (await api("POST", "/api/login/login", { body: { Email: email, Password: password, DistId: await distId() } })).status;

const restLog = (token: string | null, query: Record<string, string | number | undefined> = {}) => api("GET", "/api/applog", { token, query });
async function gqlLog(token: string, vars: Record<string, unknown> = {}) {
  return gqlData(await gql(LOG, { first: 100, ...vars }, token)).appLog as { totalCount: number; pageInfo: { hasNextPage: boolean; endCursor: string | null }; edges: { node: { id: string; logDate: string; appUser: string; logDetail: string } }[] };
}
const createSector = async (token: string, name: string) => expect((await api("POST", "/api/sector", { token, body: { Sector: { Name: name } } })).status).toBe(200);

// ───────────────────────────── change password ─────────────────────────────

describe("POST /api/appuser/changepassword", () => {
  test("each field is required; the new password must follow the rule (nothing changes)", async () => {
    const a = await freshCompany();
    const empty = await changeRest(a.token, { Appuser: { id: a.userId } });
    expectValidation(empty, "Password");
    expectValidation(empty, "NewPassword");
    for (const weak of ["Short1A", "alllowercase1", "NoDigitsHere", "ALLUPPER"]) expectValidation(await changeRest(a.token, restBody(a, a.password, weak)), "NewPassword", RULE);
    expect(await signsIn(a.email, a.password)).toBe(200);
  }, SLOW);

  test("a wrong current password is refused with the server's message, in the user's language", async () => {
    const en = await freshCompany("en");
    const res = await changeRest(en.token, restBody(en, "Wrong-Password-1", NEW_PASSWORD));
    expect(res.status).toBe(400);
    expect(res.json.message).toBe(WRONG_CURRENT);
    expect(await signsIn(en.email, en.password)).toBe(200);
    expect(await signsIn(en.email, NEW_PASSWORD)).toBe(401);

    const es = await freshCompany("es");
    const spanish = await changeRest(es.token, restBody(es, "Wrong-Password-1", NEW_PASSWORD));
    expect(spanish.status).toBe(400);
    expect(spanish.json.message).toBe("La contraseña actual no es correcta.");
  }, SLOW);

  test("another user's id or address is refused (403), and neither password changes", async () => {
    const a = await freshCompany();
    const other = await createCompanyUser(a.token, { sectorId: claimsOf(a.token).SectorId, userType: 1 });
    expectForbidden(await changeRest(a.token, { Appuser: { id: other.item.id }, Password: a.password, NewPassword: NEW_PASSWORD }));
    expectForbidden(await changeRest(a.token, { Appuser: { Email: other.email }, Password: a.password, NewPassword: NEW_PASSWORD }));
    expectForbidden(await changeRest(a.token, { AppUser: { Email: a.email, id: other.item.id }, Password: a.password, NewPassword: NEW_PASSWORD }));
    // a demo user of another company, by id
    expectForbidden(await changeRest(a.token, { Appuser: { id: claimsOf(await tokenOf("adminB")).Id }, Password: DEMO_PASSWORD, NewPassword: NEW_PASSWORD }));
    expect(await signsIn(a.email, a.password)).toBe(200);
    expect(await signsIn(other.email, other.password)).toBe(200);
  }, SLOW);

  test("anonymous → 401", async () => {
    expect((await changeRest(null, { Password: "x", NewPassword: NEW_PASSWORD })).status).toBe(401);
  }, SLOW);

  test("success: { result: OK, message }; the other sessions end (their sockets close with 4401), this one goes on; the new password signs in", async () => {
    const a = await freshCompany();
    const other = await login(a.email, a.password);
    const otherSocket = liveSocket(other);
    const ownSocket = liveSocket(a.token);
    await within(Promise.all([otherSocket.acked, ownSocket.acked]), 5000, "socket acknowledgements");
    const res = await changeRest(a.token, restBody(a, a.password, NEW_PASSWORD));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: "OK", message: "Your password has been changed." });
    expect((await within(otherSocket.closed, 5000, "other socket close")).code).toBe(4401);
    expect(await sessionWorks(other)).toBe(401);
    expect(await sessionWorks(a.token)).toBe(200);
    const ownClosed = await Promise.race([ownSocket.closed.then(() => "closed"), Bun.sleep(500).then(() => "open")]);
    expect(ownClosed).toBe("open");
    await ownSocket.dispose();
    expect(await signsIn(a.email, NEW_PASSWORD)).toBe(200);
    expect(await signsIn(a.email, a.password)).toBe(401);
    // the must-change flag of the temporary password is cleared
    expect(claimsOf(await login(a.email, NEW_PASSWORD)).MustChangePassword).toBeFalsy();
  }, SLOW);

  test("wrong current passwords are limited like sign-ins: the 11th try from one address is 429, even with the right password", async () => {
    const a = await freshCompany();
    const address = randomClientAddress();
    for (let i = 0; i < 10; i++) expect((await changeRest(a.token, restBody(a, `Wrong-${i}-Password`, NEW_PASSWORD), { "x-forwarded-for": address })).status).toBe(400);
    const locked = await changeRest(a.token, restBody(a, a.password, NEW_PASSWORD), { "x-forwarded-for": address });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(await signsIn(a.email, a.password)).toBe(200);
  }, SLOW);
});

describe("GraphQL changePassword", () => {
  test("required fields and the rule → BAD_USER_INPUT naming the fields", async () => {
    const a = await freshCompany();
    const empty = await changeGql(a.token, "", "");
    expectGqlError(empty, "BAD_USER_INPUT");
    expect(empty.errors![0]!.extensions!.errors).toEqual({ currentPassword: ["This field is required"], newPassword: ["This field is required"] });
    const weak = await changeGql(a.token, a.password, "weakpass");
    expect(weak.errors![0]!.extensions!.errors).toEqual({ newPassword: [RULE] });
  }, SLOW);

  test("a wrong current password → the translated message; nothing changes", async () => {
    const a = await freshCompany("it");
    const r = await changeGql(a.token, "Wrong-Password-1", NEW_PASSWORD);
    expectGqlError(r, "BAD_REQUEST", "La password attuale non è corretta.");
    expect(await signsIn(a.email, a.password)).toBe(200);
  }, SLOW);

  test("success ends the other sessions only; the app log records it", async () => {
    const a = await freshCompany();
    const other = await login(a.email, a.password);
    const r = gqlData(await changeGql(a.token, a.password, NEW_PASSWORD));
    expect(r.changePassword.message).toBe("Your password has been changed.");
    expect(await sessionWorks(other)).toBe(401);
    expect(await sessionWorks(a.token)).toBe(200);
    expect(await signsIn(a.email, NEW_PASSWORD)).toBe(200);
    const top = (await gqlLog(a.token, { first: 1 })).edges[0]!.node;
    expect(top.logDetail).toBe(`User — password changed: Password of ${a.email} changed by its owner`);
    expect(top.appUser).toContain("Ada");
  }, SLOW);

  test("anonymous → UNAUTHENTICATED", async () => {
    expect(gqlCode(await changeGql(null, "x", NEW_PASSWORD))).toBe("UNAUTHENTICATED");
  }, SLOW);

  test("every kind of user changes its own password: system administrator (GraphQL), distributor user (REST), company supervisor", async () => {
    // Demo accounts: changed and changed back at once.
    const sys = await loginAs("sysadmin");
    gqlData(await changeGql(sys, DEMO_PASSWORD, NEW_PASSWORD));
    expect(await signsIn(DEMO.sysadmin.email, NEW_PASSWORD)).toBe(200);
    gqlData(await changeGql(sys, NEW_PASSWORD, DEMO_PASSWORD));

    const dist = await loginAs("dist");
    const d = claimsOf(dist);
    expect((await changeRest(dist, { Appuser: { Email: d.Email, id: d.Id }, Password: DEMO_PASSWORD, NewPassword: NEW_PASSWORD, DistributorId: await distId() })).status).toBe(200);
    expect((await changeRest(dist, { Appuser: { Email: d.Email, id: d.Id }, Password: NEW_PASSWORD, NewPassword: DEMO_PASSWORD })).status).toBe(200);
    expect(await signsIn(DEMO.dist.email, DEMO_PASSWORD)).toBe(200);
    // Their other sessions ended with each change: the files after this one sign in afresh.
    forgetTokens();

    const a = await freshCompany();
    const sup = await createCompanyUser(a.token, { sectorId: claimsOf(a.token).SectorId, userType: 1 });
    const supToken = await login(sup.email, sup.password);
    gqlData(await changeGql(supToken, sup.password, NEW_PASSWORD));
    expect(await signsIn(sup.email, NEW_PASSWORD)).toBe(200);
  }, SLOW);
});

// ───────────────────────────── application log ─────────────────────────────

describe("application log", () => {
  test("REST: [{ logDate, appUser, logDetail }] newest first; GraphQL pages through the same rows without overlap", async () => {
    const a = await freshCompany();
    const names = Array.from({ length: 12 }, (_, i) => `Log Sector ${i} ${uniqueSuffix()}`);
    for (const n of names) await createSector(a.token, n);
    const rest = await restLog(a.token, { userLoggedId: a.userId });
    expect(rest.status).toBe(200);
    for (const row of rest.json) expect(Object.keys(row).sort()).toEqual(["appUser", "logDate", "logDetail"]);
    // 12 sector creations and the company's sign-up
    expect(rest.json).toHaveLength(13);
    expect(rest.json.slice(0, 12).map((r: { logDetail: string }) => r.logDetail)).toEqual([...names].reverse().map((n) => `Sector — created: '${n}'`));
    expect(rest.json[12].logDetail).toContain(a.companyName);
    const dates = rest.json.map((r: { logDate: string }) => Date.parse(r.logDate));
    expect(dates).toEqual([...dates].sort((x: number, y: number) => y - x));
    expect(rest.json[0].appUser).toBe(`Ada Owner ${a.email.slice(6, a.email.indexOf("@"))}`);

    const seen: string[] = [];
    let after: string | null = null;
    let pages = 0;
    for (;;) {
      const page = await gqlLog(a.token, { first: 5, after });
      expect(page.totalCount).toBe(13);
      seen.push(...page.edges.map((e) => e.node.logDetail));
      pages++;
      if (!page.pageInfo.hasNextPage) break;
      after = page.pageInfo.endCursor;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(rest.json.map((r: { logDetail: string }) => r.logDetail));
    // oldest first on request
    const oldest = await gqlLog(a.token, { first: 1, orderBy: "LOG_DATE", descending: false });
    expect(oldest.edges[0]!.node.logDetail).toContain(a.companyName);
    expectGqlError(await gql(LOG, { first: 101 }, a.token), "BAD_USER_INPUT");
  }, SLOW);

  test("every change made through the app lands there: a rename shows the field change", async () => {
    const a = await freshCompany();
    const name = uniqueName("Rename me");
    const created = await api("POST", "/api/sector", { token: a.token, body: { Sector: { Name: name } } });
    await api("PUT", "/api/sector", { token: a.token, body: { Sector: { Id: created.json.item.id, Name: `${name} 2` } } });
    const top = (await gqlLog(a.token, { first: 1 })).edges[0]!.node;
    expect(top.logDetail).toBe(`Sector — changed: name: '${name}' → '${name} 2'`);
  }, SLOW);

  test("search: by the user's name, by the detail, by the action word of the reader's language", async () => {
    const a = await freshCompany("es");
    const sup = await createCompanyUser(a.token, { sectorId: claimsOf(a.token).SectorId, userType: 1, lastName: `Searchable ${uniqueSuffix()}` });
    const supToken = await login(sup.email, sup.password);
    const mine = uniqueName("Admin sector");
    const theirs = uniqueName("Supervisor sector");
    await createSector(a.token, mine);
    await createSector(supToken, theirs);

    const byUser = await gqlLog(a.token, { search: sup.item.lastName });
    expect(byUser.edges.map((e) => e.node.logDetail)).toEqual([`Sector — alta: '${theirs}'`]);
    expect(byUser.totalCount).toBe(1);
    const byDetail = await gqlLog(a.token, { search: mine.toUpperCase() });
    expect(byDetail.edges.map((e) => e.node.logDetail)).toEqual([`Sector — alta: '${mine}'`]);
    // "alta" is the Spanish reader's word for a creation (accents and case folded)
    const byAction = await gqlLog(a.token, { search: "ALTA" });
    expect(byAction.totalCount).toBe(3); // the supervisor user and the two sectors
    const rest = await restLog(a.token, { search: theirs });
    expect(rest.json.map((r: { logDetail: string }) => r.logDetail)).toEqual([`Sector — alta: '${theirs}'`]);
    expect((await gqlLog(a.token, { search: "nothing-matches-this-term" })).totalCount).toBe(0);
  }, SLOW);

  test("the detail is in the reader's language: the same entry reads in Spanish and Japanese", async () => {
    const es = await freshCompany("es");
    const name = uniqueName("Sala");
    await createSector(es.token, name);
    expect((await restLog(es.token)).json[0].logDetail).toBe(`Sector — alta: '${name}'`);
    const ja = await freshCompany("ja");
    await createSector(ja.token, name);
    expect((await gqlLog(ja.token, { first: 1 })).edges[0]!.node.logDetail).toBe(`部門 — 作成: '${name}'`);
  }, SLOW);

  test("who may read it: company administrators and supervisors; operators, connection users, distributors, provider staff and anonymous callers are refused", async () => {
    const t = { supervisorA: await tokenOf("supervisorA"), operatorA: await tokenOf("operatorA"), agentA: await tokenOf("agentA"), dist: await tokenOf("dist"), sysadmin: await tokenOf("sysadmin") };
    expect((await restLog(t.supervisorA)).status).toBe(200);
    gqlData(await gql(LOG, { first: 1 }, t.supervisorA));
    for (const who of ["operatorA", "agentA", "dist", "sysadmin"] as const) {
      expect((await restLog(t[who])).status).toBe(403);
      expectGqlError(await gql(LOG, { first: 1 }, t[who]), "FORBIDDEN");
    }
    expect((await restLog(null)).status).toBe(401);
    expect(gqlCode(await gql(LOG, { first: 1 }, null))).toBe("UNAUTHENTICATED");
  }, SLOW);

  test("userLoggedId must be the caller", async () => {
    const a = await freshCompany();
    expectForbidden(await restLog(a.token, { userLoggedId: claimsOf(await tokenOf("adminA")).Id }));
    expectForbidden(await restLog(a.token, { userLoggedId: a.userId + 1 }));
  }, SLOW);

  test("another company's rows are never visible, even when searched for", async () => {
    const a = await freshCompany();
    const b = await freshCompany();
    const secret = uniqueName("Only B");
    await createSector(b.token, secret);
    const aRest = await restLog(a.token);
    expect(aRest.text).not.toContain(secret);
    expect(aRest.text).not.toContain(b.email);
    expect((await restLog(a.token, { search: secret })).json).toEqual([]);
    expect((await gqlLog(a.token, { search: secret })).totalCount).toBe(0);
    expect((await gqlLog(a.token, { search: b.email })).totalCount).toBe(0);
    // the demo Hospital B reads neither
    const hb = await restLog(await tokenOf("adminB"), { search: secret });
    expect(hb.json).toEqual([]);
    // while B sees its own
    expect((await gqlLog(b.token, { search: secret })).totalCount).toBe(1);
  }, SLOW);
});
