// Electronic signatures by company policy (docs/signatures.md; 21 CFR Part 11 §11.50, §11.70,
// §11.200): with parameter 22 on, moving readings to the historical record needs a signature on
// both doors (nothing moves without it); the first signing of a session asks for the user name
// and the password, later ones the password; the signature is kept with the reading (signer,
// time, meaning), written in its audit trail, and shows void once the reading changes. With
// parameter 23 on, the company's licence approvals are signed by the approver. Wrong answers
// count on the sign-in counters: ten refuse signing and signing in from that address. Writes
// happen in companies signed up for this file.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, gql, gqlData, login, loginAs, signUpCompany, randomClientAddress, type GqlResult } from "../helpers";
import { distId } from "../helpers/session";
import { expectGqlError, expectValidation, gid } from "../helpers/company";

interface Company {
  id: number;
  email: string;
  password: string;
  token: string;
}

async function freshCompany(): Promise<Company> {
  const s = await signUpCompany({ host: "localhost", acceptEula: true });
  const token = await login(s.email, s.password, "localhost");
  return { id: claimsOf(token).Company.Id as number, email: s.email, password: s.password, token };
}

async function provisionalBI(companyId: number) {
  const res = await api("POST", "/api/test/readings", { body: { companyId, kind: "BI", result: 1, minutesAgo: 60 } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}

const setParameter = (token: string, type: number, value: string) => gql(`mutation($input: AppParameterInput!) { updateAppParameter(input: $input) { message } }`, { input: { type, value } }, token);
const needsIdentity = async (token: string) => gqlData(await gql(`{ signatureNeedsIdentity }`, {}, token)).signatureNeedsIdentity as boolean;
const MOVE = `mutation($ids: [ID!]!, $signature: SignatureInput) { editBIReadings(ids: $ids, input: {}, move: TO_HISTORICAL, signature: $signature) { id state signatures { signedBy signedAt meaning action valid } } }`;
const READING = `query($id: ID!) { node(id: $id) { ... on BIReading { state signatures { signedBy meaning action valid } auditTrail { action field newValue } } } }`;
const reading = async (token: string, id: number) => gqlData(await gql(READING, { id: gid("BIReading", id) }, token)).node;
const sql = (text: string, params: unknown[]) => api("POST", "/api/test/sql", { body: { sql: text, params } });

/** A GraphQL validation refusal naming `field` with a message matching `message`. */
function refused(r: GqlResult, field: string, message?: RegExp) {
  expectGqlError(r, "BAD_USER_INPUT");
  const messages: string[] = r.errors![0]!.extensions?.errors?.[field] ?? [];
  if (!messages.length) throw new Error(`no ${field} error: ${JSON.stringify(r.errors).slice(0, 400)}`);
  if (message) expect(messages.join(" ")).toMatch(message);
}

let company: Company;
let adminName: string;

beforeAll(async () => {
  company = await freshCompany();
  const me = gqlData(await gql(`{ viewer { name lastName } }`, {}, company.token)).viewer;
  adminName = `${me.name} ${me.lastName}`;
});

describe("moving readings to historical, signed by policy (parameter 22)", () => {
  test("off by default: a move needs no signature", async () => {
    const r = await provisionalBI(company.id);
    const moved = await gql(MOVE, { ids: [gid("BIReading", r.id)] }, company.token);
    expect(moved.errors).toBeUndefined();
    expect(moved.data.editBIReadings[0]).toMatchObject({ state: "HISTORICAL", signatures: [] });
  });

  test("on: a move without a signature is refused on both doors and nothing moves", async () => {
    expect((await setParameter(company.token, 22, "1")).errors).toBeUndefined();
    expect(gqlData(await gql(`{ companySettings { signToHistorical signLicenseApproval } }`, {}, company.token)).companySettings).toEqual({ signToHistorical: true, signLicenseApproval: false });
    const r = await provisionalBI(company.id);
    refused(await gql(MOVE, { ids: [gid("BIReading", r.id)] }, company.token), "signature", /policy asks for an electronic signature/);
    expectValidation(await api("POST", "/api/ReadingBI/toHistorical", { token: company.token, body: { ReadingBI: { Id: r.id } } }), "signature", /policy asks for an electronic signature/);
    expectValidation(await api("POST", "/api/ReadingBI/masiveToHistorical", { token: company.token, body: { ReadIds: [r.id] } }), "signature", /policy asks for an electronic signature/);
    // A signature's fields are typed strictly at the REST door.
    expectValidation(await api("POST", "/api/ReadingBI/toHistorical", { token: company.token, body: { ReadingBI: { Id: r.id }, Signature: { Password: 12345, Meaning: "REVIEWED" } } }), "Signature.Password", "The value must be a string.");
    expectValidation(await api("POST", "/api/ReadingBI/toHistorical", { token: company.token, body: { ReadingBI: { Id: r.id }, Signature: { Password: "x", Meaning: "LIKED" } } }), "Signature.Meaning", /must be one of/);
    expect((await reading(company.token, r.id)).state).toBe("PROVISIONAL");
  });

  test("the session's first signature asks for the user name and the password; later ones the password", async () => {
    expect(await needsIdentity(company.token)).toBe(true);
    const r = await provisionalBI(company.id);
    const ids = [gid("BIReading", r.id)];
    const noName = await gql(MOVE, { ids, signature: { password: company.password, meaning: "REVIEWED" } }, company.token);
    refused(noName, "userName", /first signature of a session asks for both/);
    const wrongName = await gql(MOVE, { ids, signature: { password: company.password, meaning: "REVIEWED", userName: "someone.else@hospital.test" } }, company.token);
    refused(wrongName, "password", /user name or the password is not correct/);
    const wrongPassword = await gql(MOVE, { ids, signature: { password: "Not-the-2026", meaning: "REVIEWED", userName: company.email } }, company.token);
    refused(wrongPassword, "password", /user name or the password is not correct/);
    expect((await reading(company.token, r.id)).state).toBe("PROVISIONAL");
    expect(await needsIdentity(company.token)).toBe(true);

    const signed = await gql(MOVE, { ids, signature: { password: company.password, meaning: "REVIEWED", userName: company.email.toUpperCase() } }, company.token);
    expect(signed.errors).toBeUndefined();
    const [moved] = signed.data.editBIReadings;
    expect(moved).toMatchObject({ state: "HISTORICAL", signatures: [{ signedBy: adminName, meaning: "REVIEWED", action: "toHistorical", valid: true }] });
    expect(Math.abs(Date.parse(moved.signatures[0].signedAt) - Date.now())).toBeLessThan(60_000);
    expect(await needsIdentity(company.token)).toBe(false);

    // The next signature in this session: the password alone.
    const next = await provisionalBI(company.id);
    const second = await gql(MOVE, { ids: [gid("BIReading", next.id)], signature: { password: company.password, meaning: "APPROVED" } }, company.token);
    expect(second.errors).toBeUndefined();
    expect(second.data.editBIReadings[0].signatures).toMatchObject([{ meaning: "APPROVED", valid: true }]);
    // A new session starts over.
    const other = await login(company.email, company.password, "localhost");
    expect(await needsIdentity(other)).toBe(true);
  });

  test("the signature is in the audit trail and bound to the reading: a change voids it, viewing does not", async () => {
    const r = await provisionalBI(company.id);
    const signed = await gql(MOVE, { ids: [gid("BIReading", r.id)], signature: { password: company.password, meaning: "RELEASED" } }, company.token);
    expect(signed.errors).toBeUndefined();
    let now = await reading(company.token, r.id);
    expect(now.auditTrail.some((e: any) => e.action === "sign" && e.field === "signature" && e.newValue === `RELEASED (signed by ${adminName})`)).toBe(true);
    expect(now.signatures[0].valid).toBe(true);

    expect((await gql(`mutation($id: ID!) { viewReading(id: $id) { id } }`, { id: gid("BIReading", r.id) }, company.token)).errors).toBeUndefined();
    expect((await reading(company.token, r.id)).signatures[0].valid).toBe(true);

    // The historical browser's review edit changes the record: the signature shows void.
    const edit = await gql(`mutation($ids: [ID!]!) { editBIReadings(ids: $ids, input: { notes: "Reviewed again" }, finalEdit: true) { id } }`, { ids: [gid("BIReading", r.id)] }, company.token);
    expect(edit.errors).toBeUndefined();
    now = await reading(company.token, r.id);
    expect(now.signatures[0].valid).toBe(false);
    // And so does a change written around the application; put back, it holds again.
    expect((await sql(`UPDATE "reading_bi" SET "notes" = NULL, "result" = 2 WHERE "id" = $1`, [r.id])).status).toBe(200);
    expect((await reading(company.token, r.id)).signatures[0].valid).toBe(false);
    expect((await sql(`UPDATE "reading_bi" SET "result" = 1 WHERE "id" = $1`, [r.id])).status).toBe(200);
    expect((await reading(company.token, r.id)).signatures[0].valid).toBe(false); // still edited: its notes and edit marks differ
  });

  test("the REST door signs a single and a mass move with Signature beside the reading", async () => {
    const a = await provisionalBI(company.id);
    const b = await provisionalBI(company.id);
    const one = await api("POST", "/api/ReadingBI/toHistorical", { token: company.token, body: { ReadingBI: { Id: a.id }, Signature: { Password: company.password, Meaning: "REVIEWED" } } });
    expect(one.status).toBe(200);
    const mass = await api("POST", "/api/ReadingBI/masiveToHistorical", { token: company.token, body: { ReadIds: [b.id], Signature: { password: company.password, meaning: "reviewed" } } });
    expect(mass.status).toBe(200);
    for (const id of [a.id, b.id]) expect((await reading(company.token, id)).signatures).toMatchObject([{ meaning: "REVIEWED", action: "toHistorical", valid: true }]);
  });

  test("each signature is a link of the company's audit chain: listed in the trail, the chain intact, a tampered signature caught", async () => {
    const trail = gqlData(await gql(`{ auditTrail(first: 50, filter: { recordType: SIGNATURE }) { edges { node { recordType summary userName } } } }`, {}, company.token)).auditTrail.edges.map((e: any) => e.node);
    expect(trail.length).toBeGreaterThanOrEqual(3);
    expect(trail[0]).toMatchObject({ recordType: "SIGNATURE", userName: adminName });
    expect(trail.some((e: any) => /^Biological indicator #\d+ — signed \(toHistorical\): REVIEWED by /.test(e.summary))).toBe(true);
    const verify = async () => gqlData(await gql(`{ auditVerification { ok firstBreak { kind } } }`, {}, company.token)).auditVerification;
    expect(await verify()).toEqual({ ok: true, firstBreak: null });
    // A database administrator rewrites a signature's meaning: the chain reports it.
    const [first] = (await api("POST", "/api/test/sql", { body: { sql: `SELECT "id", "meaning" FROM "record_signature" WHERE "companyId" = $1 ORDER BY "id" LIMIT 1`, params: [company.id] } })).json.rows;
    const tamper = (meaning: string) => api("POST", "/api/test/sql", { body: { sql: `UPDATE "record_signature" SET "meaning" = $2 WHERE "id" = $1`, params: [first.id, meaning], asAdministrator: true } });
    expect((await tamper("APPROVED" === first.meaning ? "REVIEWED" : "APPROVED")).status).toBe(200);
    expect(await verify()).toMatchObject({ ok: false, firstBreak: { kind: "EDITED" } });
    expect((await tamper(first.meaning)).status).toBe(200);
    expect(await verify()).toEqual({ ok: true, firstBreak: null });
  });

  test("a signature without a move is refused; the signature table is append-only", async () => {
    const r = await provisionalBI(company.id);
    const r1 = await gql(`mutation($ids: [ID!]!, $signature: SignatureInput) { editBIReadings(ids: $ids, input: { notes: "x" }, signature: $signature) { id } }`, { ids: [gid("BIReading", r.id)], signature: { password: company.password, meaning: "REVIEWED" } }, company.token);
    refused(r1, "signature", /goes with a move/);
    const tamper = await sql(`UPDATE "record_signature" SET "meaning" = 'APPROVED' WHERE "companyId" = $1`, [company.id]);
    expect(tamper.status).toBe(500); // the trigger's "record_signature is append-only"
    const meanings = (await sql(`SELECT DISTINCT "meaning" FROM "record_signature" WHERE "companyId" = $1 ORDER BY 1`, [company.id])).json.rows;
    expect(JSON.stringify(meanings)).toContain("REVIEWED");
  });

  test("another company's staff see nothing of the reading or its signatures", async () => {
    const r = await provisionalBI(company.id);
    await gql(MOVE, { ids: [gid("BIReading", r.id)], signature: { password: company.password, meaning: "REVIEWED" } }, company.token);
    const other = await loginAs("adminA");
    const seen = await gql(READING, { id: gid("BIReading", r.id) }, other);
    expect(seen.data?.node ?? null).toBeNull();
  });
});

describe("the printed record", () => {
  test("prints each signed reading's signature (signer, time with its zone, meaning) and marks a void one", async () => {
    // The historical browser's record needs the Cloud licence: the provider approves the company's request, the company activates it.
    const provider = await loginAs("sysadmin");
    expect((await api("POST", "/api/license/requestlicense", { token: company.token, body: { LicenseProductId: 1, LicensePeriodId: 1, UtcStartDateInput: new Date().toISOString() } })).status).toBe(200);
    const [row] = (await api("GET", "/api/LicenseCode", { token: provider, query: { companyId: company.id } })).json as any[];
    expect((await gql(`mutation($id: Int!) { approveLicense(licenseDetailId: $id, invoiceNumber: "INV-1", observations: "ok") { message } }`, { id: row.licenseDetailId }, provider)).errors).toBeUndefined();
    const code = (await api("GET", "/api/LicenseCode", { token: provider, query: { companyId: company.id } })).json[0].code;
    expect((await api("POST", "/api/LicenseCode/Activate", { token: company.token, body: { Code: code } })).status).toBe(200);

    const r = await provisionalBI(company.id);
    expect((await gql(MOVE, { ids: [gid("BIReading", r.id)], signature: { password: company.password, meaning: "APPROVED" } }, company.token)).errors).toBeUndefined();
    const print = async () => gqlData(await gql(`query($filter: HistoricalFilter) { historicalReport(option: ReadingBI, filter: $filter) }`, { filter: { readNumber: r.readNumber, timeZone: "Europe/Madrid" } }, company.token)).historicalReport as string;
    let html = await print();
    const section = html.slice(html.indexOf('data-field="signatures"'));
    expect(section).toContain(adminName);
    expect(section).toMatch(/\((CET|CEST|GMT\+0?[12]|Europe\/Madrid)\)/);
    expect(section).toContain('data-valid="true"');
    expect((await sql(`UPDATE "reading_bi" SET "cycle" = 'CHANGED' WHERE "id" = $1`, [r.id])).status).toBe(200);
    html = await print();
    expect(html).toContain('data-valid="false"');
    expect(html).toContain('class="void"');
  });
});

describe("wrong signatures count on the sign-in counters", () => {
  test("after ten wrong passwords signing and signing in are refused from that address; the owner elsewhere still signs in", async () => {
    const c = await freshCompany();
    await setParameter(c.token, 22, "1");
    const r = await provisionalBI(c.id);
    // One client address, as a person at one workstation.
    const address = randomClientAddress();
    const move = async (password: string): Promise<GqlResult> => {
      const res = await api("POST", "/graphql", { token: c.token, headers: { "x-forwarded-for": address }, body: { query: MOVE, variables: { ids: [gid("BIReading", r.id)], signature: { password, meaning: "REVIEWED", userName: c.email } } } });
      return { status: res.status, data: res.json.data, errors: res.json.errors };
    };
    for (let i = 0; i < 10; i++) expectGqlError(await move(`Wrong-${i}`), "BAD_USER_INPUT");
    expectGqlError(await move(c.password), "RATE_LIMITED");
    const signIn = await api("POST", "/api/login/login", { headers: { "x-forwarded-for": address }, body: { Email: c.email, Password: c.password, DistId: await distId() } });
    expect(signIn.status).toBe(429);
    const elsewhere = await api("POST", "/api/login/login", { headers: { "x-forwarded-for": randomClientAddress() }, body: { Email: c.email, Password: c.password, DistId: await distId() } });
    expect(elsewhere.status).toBe(200);
    expect((await reading(c.token, r.id)).state).toBe("PROVISIONAL");
  });
});

describe("licence approvals signed by policy (parameter 23)", () => {
  const APPROVE = `mutation($id: Int!, $signature: SignatureInput) { approveLicense(licenseDetailId: $id, invoiceNumber: "INV-SIG-1", observations: "Approved with signature", signature: $signature) { message license { status approvalSignatureRequired signatures { signedBy meaning action valid } } } }`;
  const DETAIL = `query($companyId: Int) { systemLicenses(first: 5, companyId: $companyId) { edges { node { licenseDetailId status approvalSignatureRequired signatures { signedBy meaning action valid } } } } }`;

  test("the approver signs; without a signature the approval is refused; a later edit voids it", async () => {
    const c = await freshCompany();
    expect((await setParameter(c.token, 23, "1")).errors).toBeUndefined();
    const requested = await api("POST", "/api/license/requestlicense", { token: c.token, body: { LicenseProductId: 1, LicensePeriodId: 1, UtcStartDateInput: new Date().toISOString() } });
    expect(requested.status).toBe(200);
    const provider = await loginAs("sysadmin");
    const [row] = gqlData(await gql(DETAIL, { companyId: c.id }, provider)).systemLicenses.edges.map((e: any) => e.node);
    expect(row).toMatchObject({ status: 0, approvalSignatureRequired: true, signatures: [] });

    refused(await gql(APPROVE, { id: row.licenseDetailId }, provider), "signature", /policy asks for the approver's electronic signature/);
    expectValidation(await api("POST", "/api/license/approvelicense", { token: provider, body: { id: row.licenseDetailId, invoiceNumber: "F-1", observations: "ok" } }), "signature", /policy asks for the approver's electronic signature/);
    const providerName = gqlData(await gql(`{ viewer { name lastName } }`, {}, provider)).viewer;
    const approved = await gql(APPROVE, { id: row.licenseDetailId, signature: { password: "Demo-2026", meaning: "APPROVED", userName: "sysadmin@demo.test" } }, provider);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveLicense.license).toMatchObject({ status: 1, signatures: [{ signedBy: `${providerName.name} ${providerName.lastName}`, meaning: "APPROVED", action: "approve", valid: true }] });
    // The company's own list shows it too (its rows' signatures loaded together).
    const mine = gqlData(await gql(`{ myLicenses(first: 10) { edges { node { licenseDetailId signatures { signedBy meaning valid } } } } }`, {}, c.token)).myLicenses.edges.map((e: any) => e.node);
    expect(mine.find((l: any) => l.licenseDetailId === row.licenseDetailId).signatures).toEqual([{ signedBy: `${providerName.name} ${providerName.lastName}`, meaning: "APPROVED", valid: true }]);

    // Activation moves the status and the dates on (the period starts then): not a change of what was approved.
    const code = (await api("GET", "/api/LicenseCode", { token: provider, query: { companyId: c.id } })).json[0].code;
    expect((await api("POST", "/api/LicenseCode/Activate", { token: c.token, body: { Code: code } })).status).toBe(200);
    let [after] = gqlData(await gql(DETAIL, { companyId: c.id }, provider)).systemLicenses.edges.map((e: any) => e.node);
    expect(after).toMatchObject({ status: 2, signatures: [{ valid: true }] });
    // The back office's change of its length is: the signature shows void.
    const edit = await gql(`mutation($input: LicenseInfoInput!) { editLicense(input: $input) { message } }`, { input: { licenseId: (await api("GET", "/api/LicenseCode", { token: provider, query: { companyId: c.id } })).json[0].licenseId, daysToAdd: 5, status: 2, observations: "Five days more" } }, provider);
    expect(edit.errors).toBeUndefined();
    [after] = gqlData(await gql(DETAIL, { companyId: c.id }, provider)).systemLicenses.edges.map((e: any) => e.node);
    expect(after.signatures[0].valid).toBe(false);
  });

  test("off: an approval needs no signature; only an approval takes one", async () => {
    const c = await freshCompany();
    await api("POST", "/api/license/requestlicense", { token: c.token, body: { LicenseProductId: 1, LicensePeriodId: 1, UtcStartDateInput: new Date().toISOString() } });
    const provider = await loginAs("sysadmin");
    const [row] = gqlData(await gql(DETAIL, { companyId: c.id }, provider)).systemLicenses.edges.map((e: any) => e.node);
    expect(row.approvalSignatureRequired).toBe(false);
    const cancel = await api("POST", "/api/license/cancellicense", { token: provider, body: { id: row.licenseDetailId, observations: "no", Signature: { Password: "Demo-2026", Meaning: "APPROVED" } } });
    expectValidation(cancel, "signature", "Only an approval is signed.");
    const approved = await gql(APPROVE, { id: row.licenseDetailId }, provider);
    expect(approved.errors).toBeUndefined();
    expect(approved.data.approveLicense.license).toMatchObject({ status: 1, signatures: [] });
  });
});
