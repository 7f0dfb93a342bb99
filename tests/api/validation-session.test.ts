// Input validation of the public session doors (issue 9, "Input validation at both doors"):
// sign-in, forgotten password, recovery, sign-up and the forced password change take their
// fields by strict wire types; a wrong JSON type, a NUL or an unpaired surrogate is a 400
// naming the field, and nothing is written or mailed. Before, `Email: {"x":1}` was read as
// "[object Object]" (a 401 or a mail to nobody) and NUL answered 500.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, distId, gql, outbox, signUpPayload, uniqueSuffix } from "../helpers";
import { expectValidation, tokensOf } from "../helpers/company";

const STRING = "The value must be a string.";
const WHOLE = "The value must be a whole number.";
const BAD_TEXT = /NUL character or an unpaired UTF-16 surrogate/;

let t: Awaited<ReturnType<typeof tokensOf<"adminA">>>;
beforeAll(async () => {
  t = await tokensOf("adminA");
});

describe("POST /api/login/login, forgotPassword, password-recovery", () => {
  test("login: Email {x:1}, Password [..], DistId 5 → 400 naming each (was a 401 for '[object Object]')", async () => {
    const dist = await distId();
    expectValidation(await api("POST", "/api/login/login", { body: { Email: { x: 1 }, Password: "Demo-2026", DistId: dist } }), "Email", STRING);
    expectValidation(await api("POST", "/api/login/login", { body: { Email: "admin@hospital-a.test", Password: ["Demo-2026"], DistId: dist } }), "Password", STRING);
    expectValidation(await api("POST", "/api/login/login", { body: { Email: "admin@hospital-a.test", Password: "Demo-2026", DistId: 5 } }), "DistId", STRING);
    expectValidation(await api("POST", "/api/login/login", { body: { Email: "admin@hospital-a.test\u0000", Password: "Demo-2026", DistId: dist } }), "Email", BAD_TEXT);
  });

  test("forgotPassword: Email as a list or with NUL → 400; no recovery mail", async () => {
    const email = "admin@hospital-a.test";
    const before = (await outbox(email)).length;
    expectValidation(await api("POST", "/api/login/forgotPassword", { body: { Email: [email], DistId: await distId() } }), "Email", STRING);
    expectValidation(await api("POST", "/api/login/forgotPassword", { body: { Email: `${email}\u0000`, DistId: await distId() } }), "Email", BAD_TEXT);
    expect((await outbox(email)).length).toBe(before);
  });

  test("password-recovery: a numeric token or an object password → 400 naming it", async () => {
    const body = { email: "admin@hospital-a.test", distId: await distId(), token: "abc", password: "Secret-2026" };
    expectValidation(await api("POST", "/api/login/password-recovery", { body: { ...body, token: 12345 } }), "Token", STRING);
    expectValidation(await api("POST", "/api/login/password-recovery", { body: { ...body, password: { p: 1 } } }), "Password", STRING);
  });

  test("restorepassword: Password true, AppUser.id 'me' → 400; the password still works", async () => {
    expectValidation(await api("POST", "/api/appuser/restorepassword", { token: t.adminA, body: { Password: true } }), "Password", STRING);
    expectValidation(await api("POST", "/api/appuser/restorepassword", { token: t.adminA, body: { AppUser: { id: "me" }, Password: "Secret-2026x" } }), "AppUser.Id", WHOLE);
    expect((await api("POST", "/api/login/login", { body: { Email: "admin@hospital-a.test", Password: "Demo-2026", DistId: await distId() } })).status).toBe(200);
  });
});

describe("POST /api/login/signup", () => {
  /** The payload with one field replaced; the administrator's address is fresh, so any mail to it would come from this test. */
  async function payload(change: (p: any) => void) {
    const { _country, ...p } = await signUpPayload({ suffix: `v${uniqueSuffix()}` });
    change(p);
    return p as Record<string, any>;
  }
  async function refused(change: (p: any) => void, field: string, message: string | RegExp) {
    const p = await payload(change);
    expectValidation(await api("POST", "/api/login/signup", { body: p }), field, message);
    const email = typeof p.Administrator?.Email === "string" ? p.Administrator.Email : null;
    if (email) expect(await outbox(email.replace(/\u0000/g, ""))).toEqual([]);
  }

  test("a numeric postal code, a word for the language id, a list for the country id → each named; no company, no mail", async () => {
    await refused((p) => (p.Company.PostalCode = 12345), "Company.PostalCode", STRING);
    await refused((p) => (p.Language = { id: "en" }), "Language.Id", WHOLE);
    await refused((p) => (p.Company.CountryId = [1]), "Company.Country", WHOLE);
    await refused((p) => (p.Administrator.Email = { x: 1 }), "Administrator.Email", STRING);
    await refused((p) => (p.Sector = "Central"), "Sector", "The value must be an object.");
  });

  test("NUL in the city, a lone surrogate in the contact → 400 under their paths", async () => {
    await refused((p) => (p.Company.City = "Spring\u0000field"), "Company.City", BAD_TEXT);
    await refused((p) => (p.Company.Contact = "Ada \ud83d"), "Company.Contact", BAD_TEXT);
  });

  test("the form's lengths: an 81-character name, a 21-character postal code", async () => {
    await refused((p) => (p.Administrator.Name = "A".repeat(81)), "Administrator.Name", "The field must be at most 80 characters.");
    await refused((p) => (p.Company.PostalCode = "1".repeat(21)), "Company.PostalCode", "The field must be at most 20 characters.");
  });
});

describe("GraphQL session mutations", () => {
  test("login(input) with NUL or a lone surrogate → 400 naming the input field", async () => {
    const q = `mutation($input: LoginInput!) { login(input: $input) { token } }`;
    const nul = await gql(q, { input: { email: "admin@hospital-a.test", password: "Demo\u0000", distributorId: await distId() } });
    expect(nul.status).toBe(400);
    expect(Object.keys(nul.errors![0]!.extensions!.errors)).toEqual(["$input.password"]);
    const lone = await gql(q, { input: { email: "admin@hospital-a.test\udc00", password: "Demo-2026", distributorId: await distId() } });
    expect(Object.keys(lone.errors![0]!.extensions!.errors)).toEqual(["$input.email"]);
  });

  test("signUp(input) with an 81-character administrator name → BAD_USER_INPUT under Administrator.Name; no mail", async () => {
    const email = `gql-${uniqueSuffix()}@signup.test`;
    const r = await gql(
      `mutation($input: SignUpInput!) { signUp(input: $input) { message } }`,
      { input: { distributorId: await distId(), adminEmail: email, adminName: "A".repeat(81), adminLastName: "B", companyName: `Clinic ${uniqueSuffix()}`, countryId: 1, province: "P", city: "C", postalCode: "1", languageId: 1, sectorName: "S" } },
    );
    expect(r.errors![0]!.extensions).toMatchObject({ code: "BAD_USER_INPUT", errors: { "Administrator.Name": ["The field must be at most 80 characters."] } });
    expect(await outbox(email)).toEqual([]);
  });
});
