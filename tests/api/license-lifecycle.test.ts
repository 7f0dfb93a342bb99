// The licence life cycle across the three sides (spec 002 sections 4, 5, 7.7, 7.8; docs/licenses.md):
// a company requests, the provider approves (invoice, observation, generated code), the company
// activates the code and the exporter unlocks, the back office corrects and suspends, features
// follow at once (live through licenseChanged), the clock expires; illegal transitions, scope
// and strict validation on both doors; every change is in the licence's history and /SysLog.
// Writes happen in companies signed up for this file.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, gql, gqlData, login, loginAs, signUpCompany, subscribe, waitForMail } from "../helpers";
import { expectForbidden, expectGqlError, expectNotFound, expectSaveErrors, expectValidation } from "../helpers/company";

const PRODUCT = { cloud: 1, plus: 2 };
const PERIOD = { trial: 1, oneYear: 2 };
const CODE_FORM = /^([0-9A-HJKMNP-TV-Z]{4}-){6}[0-9A-HJKMNP-TV-Z]{4}$/;

interface Company {
  id: number;
  email: string;
  token: string;
}

async function freshCompany(): Promise<Company> {
  const s = await signUpCompany({ host: "localhost", acceptEula: true });
  const token = await login(s.email, s.password, "localhost");
  return { id: claimsOf(token).Company.Id as number, email: s.email, token };
}

const request = (token: string, productId: number, periodId: number) =>
  api("POST", "/api/license/requestlicense", { token, body: { LicenseProductId: productId, LicensePeriodId: periodId, UtcStartDateInput: new Date().toISOString() } });
const activate = (token: string, Code: unknown) => api("POST", "/api/LicenseCode/Activate", { token, body: { Code } });
const systemList = (token: string | null, query: Record<string, string | number | boolean | undefined> = {}) => api("GET", "/api/LicenseCode", { token, query });
const exportCsv = (token: string) => api("POST", "/api/export/csv", { token, body: { Read: "BI", Cols: ["readNumber"], CSVSeparator: ",", Filter: {} } });

const LIST = `query($companyId: Int, $distributorId: Int, $status: Int, $search: String) {
  systemLicenses(first: 50, companyId: $companyId, distributorId: $distributorId, status: $status, search: $search) {
    totalCount edges { node { id licenseDetailId licenseId companyId companyName productName periodName trial invoiceNumber startDate endDate status statusDescription observations code codeUsed allowedActions
      events { action fromStatus toStatus daysAdded observations userName } } }
  }
}`;
const APPROVE = `mutation($id: Int!, $invoice: String!, $obs: String!) { approveLicense(licenseDetailId: $id, invoiceNumber: $invoice, observations: $obs) { message license { status code invoiceNumber startDate endDate allowedActions } } }`;
const SUSPEND = `mutation($id: Int!, $obs: String!) { suspendLicense(licenseDetailId: $id, observations: $obs) { message license { status allowedActions } } }`;
const CANCEL = `mutation($id: Int!, $obs: String!) { cancelLicense(licenseDetailId: $id, observations: $obs) { message license { status } } }`;
const EDIT = `mutation($input: LicenseInfoInput!) { editLicense(input: $input) { message licenses { status endDate observations } } }`;
const FEATURES = `{ licensedFeatures { historical exporter webhooksNormal webhooksPlus } }`;

let provider: string;
let dist: string;
let company: Company;
let detailId: number;
let licenseId: number;
let code: string;

beforeAll(async () => {
  [provider, dist, company] = await Promise.all([loginAs("sysadmin"), loginAs("dist"), freshCompany()]);
});

const nodes = async (token: string, vars: Record<string, unknown>) => gqlData(await gql(LIST, vars, token)).systemLicenses.edges.map((e: any) => e.node);

describe("a licence from request to activation", () => {
  test("the company's request is pending for the provider and its distributor, with approve and cancel offered", async () => {
    expect((await request(company.token, PRODUCT.cloud, PERIOD.trial)).status).toBe(200);
    const [row] = (await systemList(provider, { companyId: company.id })).json as any[];
    expect(row).toMatchObject({ companyId: company.id, product: "Bionova Cloud", licenseStatus: 0, licenseStatusDescription: "Requested", code: null, allowedActions: ["approve", "cancel"], period: { trial: true } });
    detailId = row.licenseDetailId;
    licenseId = row.licenseId;
    const [same] = await nodes(dist, { companyId: company.id });
    expect(same).toMatchObject({ licenseDetailId: detailId, status: 0, allowedActions: ["approve", "cancel"] });
    expect(same.events.map((e: any) => e.action)).toEqual(["request"]);
  });

  test("no feature yet: the exporter refuses and licensedFeatures says so", async () => {
    expect(gqlData(await gql(FEATURES, {}, company.token)).licensedFeatures).toEqual({ historical: false, exporter: false, webhooksNormal: false, webhooksPlus: false });
    expectForbidden(await exportCsv(company.token), /exporter needs an active/);
    expectForbidden(await api("POST", "/api/historical/ReadingBI", { token: company.token, body: { Filter: {}, Pagination: { PageNumber: 1, PageSize: 10 } } }), /needs an active Bionova Cloud licence/);
  });

  test("an illegal transition is refused on both doors and nothing changes", async () => {
    expectGqlError(await gql(SUSPEND, { id: detailId, obs: "test" }, provider), "SAVE_ERRORS", "Only an active licence can be suspended.");
    expectSaveErrors(await api("POST", "/api/license/unsuspendlicense", { token: provider, body: { id: detailId, observations: "test" } }), "Only a suspended licence can be unsuspended.");
    expect((await nodes(provider, { companyId: company.id }))[0].status).toBe(0);
  });

  test("approval needs an invoice number and an observation (spec 002 section 5)", async () => {
    expectValidation(await api("POST", "/api/license/approvelicense", { token: provider, body: { id: detailId, observations: "ok" } }), "invoiceNumber");
    expectValidation(await api("POST", "/api/license/approvelicense", { token: provider, body: { id: detailId, invoiceNumber: "F-1" } }), "observations");
    expectValidation(await api("POST", "/api/license/approvelicense", { token: provider, body: { id: detailId, invoiceNumber: 12, observations: "ok" } }), "invoiceNumber", "The value must be a string.");
  });

  test("the provider approves: invoice stored, dates from the period, a code reserved for the company, the company told", async () => {
    const since = new Date();
    const r = gqlData(await gql(APPROVE, { id: detailId, invoice: "INV-2026-001", obs: "Trial approved" }, provider)).approveLicense;
    expect(r.message).toBe("The licence was approved: its activation code was sent to the company.");
    expect(r.license).toMatchObject({ status: 1, invoiceNumber: "INV-2026-001", allowedActions: ["cancel"] });
    expect(r.license.code).toMatch(CODE_FORM);
    expect((Date.parse(r.license.endDate) - Date.parse(r.license.startDate)) / 86_400_000).toBe(30);
    code = r.license.code;
    // The distributor's codes (spec 7.8) list it, reserved for the company and not used.
    const distributors = gqlData(await gql(`{ sysDistributors(first: 20) { edges { node { recordId domain } } } }`, {}, provider)).sysDistributors.edges.map((e: any) => e.node);
    const own = distributors.find((d: any) => d.domain === "localhost").recordId;
    const codes = (await api("GET", `/api/LicenseCode/${own}`, { token: dist })).json as any[];
    expect(codes.find((c) => c.code === code)).toMatchObject({ used: false, companyId: company.id, status: 1 });
    // Still nothing unlocked: approval is not activation.
    expect(gqlData(await gql(FEATURES, {}, company.token)).licensedFeatures.exporter).toBe(false);
    const notes = (await api("GET", "/api/appnotification", { token: company.token })).json as any[];
    expect(notes.some((n) => n.notificationDetail.includes(code) && n.createdAt >= since.toISOString().slice(0, 10))).toBe(true);
  });

  test("a mistyped code is caught by its check character; the right one activates and the exporter unlocks", async () => {
    const typo = code.slice(0, -1) + (code.endsWith("0") ? "1" : "0");
    expectSaveErrors(await activate(company.token, typo), "The activation code is mistyped: check it and try again.");
    // Lower case, no dashes, O for 0: still the code.
    const typed = code.replace(/-/g, "").toLowerCase().replace(/0/g, "o");
    const res = await activate(company.token, typed);
    expect(res.json).toMatchObject({ result: "OK", message: "The licence was activated.", licenseId });
    const [row] = await nodes(provider, { companyId: company.id });
    expect(row).toMatchObject({ status: 2, codeUsed: true, allowedActions: ["suspend"] });
    expect(row.events.map((e: any) => e.action)).toEqual(["request", "approve", "activate"]);
    expect(gqlData(await gql(FEATURES, {}, company.token)).licensedFeatures).toMatchObject({ historical: true, exporter: true });
    expect((await exportCsv(company.token)).status).toBe(200);
    expectSaveErrors(await activate(company.token, code), "This activation code has already been used.");
  });
});

describe("after activation: back office, suspension, live features, clock", () => {
  test("the back office adds 30 days (LicenseInfo), recorded with who and why", async () => {
    const [before] = await nodes(provider, { companyId: company.id });
    const res = await api("PUT", "/api/License/LicenseInfo", { token: dist, body: { LicenseId: licenseId, DaysToAdd: 30, LicenseStatus: 2, Observations: "Goodwill month" } });
    expect(res.json).toMatchObject({ result: "OK", message: "The licence was updated." });
    const [after] = await nodes(provider, { companyId: company.id });
    expect((Date.parse(after.endDate) - Date.parse(before.endDate)) / 86_400_000).toBe(30);
    expect(after.events.at(-1)).toMatchObject({ action: "edit", fromStatus: 2, toStatus: 2, daysAdded: 30, observations: "Goodwill month", userName: expect.any(String) });
  });

  test("LicenseInfo is validated strictly: numbers, known statuses, an end after the start", async () => {
    const put = (body: Record<string, unknown>) => api("PUT", "/api/License/LicenseInfo", { token: dist, body: { LicenseId: licenseId, DaysToAdd: 0, LicenseStatus: 2, Observations: "x", ...body } });
    expectValidation(await put({ DaysToAdd: "ten" }), "DaysToAdd", "The value must be a whole number.");
    expectValidation(await put({ LicenseStatus: 9 }), "LicenseStatus", /Choose one of the statuses/);
    expectValidation(await put({ LicenseStatus: 1 }), "LicenseStatus", /Choose one of the statuses/);
    expectValidation(await put({ DaysToAdd: -3000 }), "DaysToAdd", "The licence would end before it starts.");
    expectValidation(await put({ Observations: "" }), "Observations");
  });

  test("suspending stops the exporter at once, and the company's open screens hear it", async () => {
    const events = subscribe(`subscription { licenseChanged { exporter historical } }`, company.token);
    await events.connected;
    await Bun.sleep(300);
    const r = gqlData(await gql(SUSPEND, { id: detailId, obs: "Unpaid invoice" }, dist)).suspendLicense;
    expect(r).toMatchObject({ message: "The licence was suspended.", license: { status: 4, allowedActions: ["unsuspend"] } });
    const heard = await events.next();
    expect(heard.data.licenseChanged).toEqual({ exporter: false, historical: false });
    await events.dispose();
    expectForbidden(await exportCsv(company.token));
    const back = await api("POST", "/api/license/unsuspendlicense", { token: provider, body: { id: detailId, observations: "Paid" } });
    expect(back.json).toMatchObject({ result: "OK", message: "The licence is active again." });
    expect((await exportCsv(company.token)).status).toBe(200);
  });

  test("the clock sends the expiry notice by mail and notification, then expires the licence", async () => {
    const [row] = await nodes(provider, { companyId: company.id });
    const end = new Date(row.endDate);
    const clock = (now: Date) => api("POST", "/api/test/license-clock", { body: { companyId: company.id, now: now.toISOString() } });
    const since = new Date();
    expect((await clock(new Date(end.getTime() - 10 * 86_400_000))).json).toMatchObject({ noticed: 1 });
    const mail = await waitForMail(company.email, since);
    expect(mail.subject).toBe(`Your Bionova Cloud licence expires on ${end.toISOString().slice(0, 10)}`);
    expect((await clock(new Date(end.getTime() + 86_400_000))).json).toMatchObject({ expired: 1 });
    const [expired] = await nodes(provider, { companyId: company.id });
    expect(expired).toMatchObject({ status: 3, allowedActions: [] });
    expect(expired.events.at(-1)).toMatchObject({ action: "expire", fromStatus: 2, toStatus: 3, userName: null });
    expect(gqlData(await gql(FEATURES, {}, company.token)).licensedFeatures.exporter).toBe(false);
  });

  test("every change is in /SysLog", async () => {
    const log = (await api("GET", "/api/syslog", { token: provider })).json as any[];
    const mine = log.filter((l) => (l.logDetail ?? l.detail ?? "").startsWith(`License ${licenseId} `));
    for (const action of ["request", "approve", "activate", "edit", "suspend", "unsuspend", "expire"]) expect(mine.some((l) => (l.logDetail ?? l.detail).includes(` ${action}: `))).toBe(true);
  });
});

describe("cancel, delete, scope", () => {
  test("a cancelled approval's code opens nothing", async () => {
    const other = await freshCompany();
    await request(other.token, PRODUCT.plus, PERIOD.trial);
    const [row] = await nodes(provider, { companyId: other.id });
    const approved = gqlData(await gql(APPROVE, { id: row.licenseDetailId, invoice: "INV-9", obs: "ok" }, provider)).approveLicense.license;
    expect(gqlData(await gql(CANCEL, { id: row.licenseDetailId, obs: "Withdrawn" }, provider)).cancelLicense.license.status).toBe(5);
    expectSaveErrors(await activate(other.token, approved.code), "The activation code is not valid.");
    expectGqlError(await gql(CANCEL, { id: row.licenseDetailId, obs: "again" }, provider), "SAVE_ERRORS", "Only a requested or approved licence can be cancelled.");
  });

  test("the back office deletes a licence; its history stays in /SysLog", async () => {
    const other = await freshCompany();
    await request(other.token, PRODUCT.cloud, PERIOD.trial);
    const [row] = await nodes(dist, { companyId: other.id });
    const res = await api("DELETE", "/api/License", { token: dist, query: { licenseId: row.licenseId } });
    expect(res.json).toMatchObject({ result: "OK", message: "The licence was deleted." });
    expect(await nodes(dist, { companyId: other.id })).toEqual([]);
    const log = (await api("GET", "/api/syslog", { token: provider })).json as any[];
    expect(log.some((l) => (l.logDetail ?? l.detail ?? "").startsWith(`License ${row.licenseId} `) && (l.logDetail ?? l.detail).includes(" delete: "))).toBe(true);
  });

  test("a distributor administers only its own companies' licences; company users none", async () => {
    // Clinic C belongs to the second distributor: its licences are not the first distributor's.
    const clinic = claimsOf(await loginAs("adminC")).Company.Id as number;
    expect(await nodes(dist, { companyId: clinic })).toEqual([]);
    const [clinicRow] = await nodes(provider, { companyId: clinic });
    expectGqlError(await gql(SUSPEND, { id: clinicRow.licenseDetailId, obs: "x" }, dist), "NOT_FOUND");
    expectNotFound(await api("PUT", "/api/License/LicenseInfo", { token: dist, body: { LicenseId: clinicRow.licenseId, DaysToAdd: 1, LicenseStatus: 2, Observations: "x" } }));
    expectNotFound(await api("DELETE", "/api/License", { token: dist, query: { licenseId: clinicRow.licenseId } }));
    const admin = await loginAs("adminA");
    expectForbidden(await systemList(admin));
    expectGqlError(await gql(EDIT, { input: { licenseId: clinicRow.licenseId, daysToAdd: 1, status: 2, observations: "x" } }, admin), "FORBIDDEN");
  });

  test("guessing codes is slowed: after ten failures a user gets 429", async () => {
    const guesser = await freshCompany();
    for (let i = 0; i < 10; i++) expectSaveErrors(await activate(guesser.token, `BNV-GUESS-${i}`));
    expect((await activate(guesser.token, "BNV-GUESS-X")).status).toBe(429);
  });
});
