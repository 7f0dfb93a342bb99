// Sign-up: the public reference calls the form uses, the similar-name check, validation,
// the temporary password mailed to the outbox and the forced password change after it.
import { beforeAll, describe, expect, test } from "bun:test";
import {
  api,
  claimsOf,
  countries,
  distId,
  distributor,
  eulaFor,
  gql,
  login,
  signUpCompany,
  signUpPayload,
  temporaryPassword,
  uniqueSuffix,
  waitForMail,
  type SignedUp,
} from "../helpers";

const REQUIRED = ["This field is required"];
const RULE = "8+ characters,1 uppercase letter,1 number.";

describe("GET /api/Country/", () => {
  test("lists countries as { id, regionId, name }", async () => {
    const res = await api("GET", "/api/Country/");
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(5);
    for (const c of res.json) {
      expect(Object.keys(c).sort()).toEqual(["id", "name", "regionId"]);
      expect(Number.isInteger(c.id)).toBe(true);
      expect(Number.isInteger(c.regionId)).toBe(true);
      expect(c.name.length).toBeGreaterThan(1);
    }
    expect(res.json.map((c: any) => c.name)).toContain("Spain");
  });

  test("is public and answers without the trailing slash too", async () => {
    const res = await api("GET", "/api/country");
    expect(res.status).toBe(200);
    expect(res.json).toEqual((await api("GET", "/api/Country/")).json);
  });
});

describe("GET /api/Language/GetLanguages", () => {
  const BIONOVA = ["en", "es", "it", "pt", "pt-br", "ja"];

  test("each distributor's list holds { id, code, description }; theme bionova keeps only en, es, it, pt, ja", async () => {
    const lists: Record<string, { code: string }[]> = {};
    for (const host of ["localhost", "loopback"] as const) {
      const d = await distributor(host);
      const res = await api("GET", "/api/Language/GetLanguages", { query: { distributorId: d.id } });
      expect(res.status).toBe(200);
      for (const l of res.json) expect(Object.keys(l).sort()).toEqual(["code", "description", "id"]);
      lists[d.themeFileName] = res.json;
      expect(res.json.map((l: any) => l.code)).toContain("en");
      expect(res.json.map((l: any) => l.code)).toContain("es");
    }
    expect(Object.keys(lists)).toContain("bionova");
    for (const l of lists.bionova) expect(BIONOVA).toContain(l.code);
    const other = Object.entries(lists).find(([theme]) => theme !== "bionova")![1];
    expect(other.length).toBeGreaterThan(lists.bionova.length);
  });
});

describe("POST /api/Eula/GetByDistributorAndRegion", () => {
  test("returns the HTML terms { id, text } for the distributor and region", async () => {
    const [country] = await countries();
    const res = await api("POST", "/api/Eula/GetByDistributorAndRegion", { body: { DistributorId: await distId(), RegionId: country.regionId } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["id", "text"]);
    expect(Number.isInteger(res.json.id)).toBe(true);
    expect(res.json.text).toMatch(/<[a-z][^>]*>/i);
  });

  test("each distributor has its own terms", async () => {
    const [country] = await countries();
    const a = await eulaFor(country.regionId, "localhost");
    const b = await eulaFor(country.regionId, "loopback");
    expect(a.id).not.toBe(b.id);
  });

  test("an undecodable DistributorId → 500 Encrypt500", async () => {
    const res = await api("POST", "/api/Eula/GetByDistributorAndRegion", { body: { DistributorId: "xyz", RegionId: 1 } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: "Encrypt500: unknown distributor" });
  });
});

describe("GET /api/Company/CompareCompaniesNames", () => {
  test("'hospital a' is similar to the existing Hospital A, with a message", async () => {
    const res = await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: "hospital a", distributorId: await distId() } });
    expect(res.status).toBe(200);
    expect(res.json.similar).toBe(true);
    expect(res.json.message).toBeString();
    expect(res.json.message.length).toBeGreaterThan(0);
  });

  test("a new name is not similar; message null", async () => {
    const res = await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: `Zyxwv Qutsr ${uniqueSuffix()}`, distributorId: await distId() } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ similar: false, message: null });
  });

  test("GraphQL similarCompanyName agrees", async () => {
    const r = await gql(`query($n: String!, $d: String) { similarCompanyName(name: $n, distributorId: $d) { similar message } }`, { n: "hospital a", d: await distId() });
    expect(r.errors).toBeUndefined();
    expect(r.data.similarCompanyName.similar).toBe(true);
  });
});

describe("POST /api/login/signup: validation", () => {
  test("an empty form → 400 with 'This field is required' for every required field, none for the optional ones", async () => {
    const res = await api("POST", "/api/login/signup", { body: { DistributorId: await distId(), Administrator: {}, Company: {}, Sector: {}, Language: {} } });
    expect(res.status).toBe(400);
    expect(res.json.title).toBe("One or more validation errors occurred.");
    const errors = res.json.errors as Record<string, string[]>;
    const lower = Object.fromEntries(Object.entries(errors).map(([k, v]) => [k.toLowerCase(), v]));
    for (const field of ["Administrator.Email", "Administrator.Name", "Administrator.LastName", "Company.Name", "Company.Country", "Company.Province", "Company.City", "Company.PostalCode", "Language", "Sector.Name"]) {
      expect({ field, messages: lower[field.toLowerCase()] }).toEqual({ field, messages: REQUIRED });
    }
    for (const key of Object.keys(errors)) expect(key).not.toMatch(/Addres|Phone|Contact/i);
  });

  test("each missing required field alone is reported alone", async () => {
    const { _country, ...full } = await signUpPayload();
    const cases: [string, (b: any) => void][] = [
      ["Administrator.Email", (b) => delete b.Administrator.Email],
      ["Administrator.LastName", (b) => (b.Administrator.LastName = "")],
      ["Company.PostalCode", (b) => delete b.Company.PostalCode],
      ["Sector.Name", (b) => (b.Sector = {})],
    ];
    for (const [field, mutate] of cases) {
      const body = structuredClone(full);
      mutate(body);
      const res = await api("POST", "/api/login/signup", { body });
      expect({ field, status: res.status }).toEqual({ field, status: 400 });
      const keys = Object.keys(res.json.errors).map((k) => k.toLowerCase());
      expect(keys).toEqual([field.toLowerCase()]);
    }
  });

  test("an already registered administrator email → the same answer as a new one; nothing created (tests/api/account-security.test.ts)", async () => {
    const { _country, ...body } = await signUpPayload();
    body.Administrator.Email = "admin@hospital-a.test";
    const res = await api("POST", "/api/login/signup", { body });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ result: "OK", message: "The company has been registered. The administrator will receive an email with the password to sign in." });
    expect((await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: body.Company.Name, distributorId: body.DistributorId } })).json.similar).toBe(false);
  });

  test("an undecodable DistributorId → 500 Encrypt500", async () => {
    const { _country, ...body } = await signUpPayload();
    const res = await api("POST", "/api/login/signup", { body: { ...body, DistributorId: "bogus" } });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: "Encrypt500: unknown distributor" });
  });
});

describe("POST /api/login/signup: a complete form", () => {
  let payload: Awaited<ReturnType<typeof signUpPayload>>;
  let tempPassword: string;
  let token: string;

  beforeAll(async () => {
    payload = await signUpPayload();
  });

  test("→ result OK and a SignUp mail with a temporary password", async () => {
    const { _country, ...body } = payload;
    const started = new Date();
    const res = await api("POST", "/api/login/signup", { body });
    expect(res.status).toBe(200);
    expect(res.json.result).toBe("OK");
    expect(res.json.message.length).toBeGreaterThan(0);
    const mail = await waitForMail(body.Administrator.Email, started);
    expect(mail.to).toBe(body.Administrator.Email);
    tempPassword = temporaryPassword(mail.body);
    expect(tempPassword.length).toBeGreaterThanOrEqual(8);
  });

  test("the temporary password signs in as a type-0 administrator with MustChangePassword", async () => {
    token = await login(payload.Administrator.Email, tempPassword);
    const c = claimsOf(token);
    expect(c.UserType).toBe(0);
    expect(c.MustChangePassword).toBe(true);
    expect(c.Company.Name).toBe(payload.Company.Name);
    expect(c.Company.City).toBe(payload.Company.City);
    expect(c.Company.Province).toBe(payload.Company.Province);
    expect(c.Company.Addres).toBe(payload.Company.Addres);
    expect(c.Company.Phone).toBe(payload.Company.Phone);
    expect(c.Company.Country).toBe(payload._country.name);
    expect(c.Sector).toBe(payload.Sector.Name);
    expect(c.Distributor.Domain).toBe("localhost");
  });

  test("the new company's name is now reported as similar", async () => {
    const res = await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: payload.Company.Name.toUpperCase(), distributorId: await distId() } });
    expect(res.json.similar).toBe(true);
  });

  test("POST /api/appuser/getmustchangepasswordtext → a text", async () => {
    const res = await api("POST", "/api/appuser/getmustchangepasswordtext", { token, body: claimsOf(token) });
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(10);
    expect(res.text).not.toMatch(/^\s*[{[]/);
  });

  test("restorepassword refuses a weak password with the rule message", async () => {
    const c = claimsOf(token);
    const res = await api("POST", "/api/appuser/restorepassword", { token, body: { AppUser: { email: c.Email, id: c.Id }, Password: "weak", DistributorId: await distId() } });
    expect(res.status).toBe(400);
    expect(res.text).toContain(RULE);
  });

  test("restorepassword refuses to change another user's password", async () => {
    const c = claimsOf(token);
    const res = await api("POST", "/api/appuser/restorepassword", { token, body: { AppUser: { email: "operator@hospital-a.test", id: c.Id + 100000 }, Password: "Taken-Over-2027", DistributorId: await distId() } });
    expect([403, 404]).toContain(res.status);
    expect((await api("POST", "/api/login/login", { body: { Email: "operator@hospital-a.test", Password: "Taken-Over-2027", DistId: await distId() } })).status).toBe(401);
  });

  test("restorepassword without a token → 401", async () => {
    const res = await api("POST", "/api/appuser/restorepassword", { body: { AppUser: { email: "x@y.z", id: 1 }, Password: "Strong-2027", DistributorId: await distId() } });
    expect(res.status).toBe(401);
  });

  test("restorepassword sets the new password and clears MustChangePassword", async () => {
    const c = claimsOf(token);
    const res = await api("POST", "/api/appuser/restorepassword", { token, body: { AppUser: { email: c.Email, id: c.Id }, Password: "Chosen-2027", DistributorId: await distId() } });
    expect(res.status).toBe(200);
    expect(res.json.result).toBe("OK");
    const fresh = await login(payload.Administrator.Email, "Chosen-2027");
    expect(claimsOf(fresh).MustChangePassword).toBe(false);
    const old = await api("POST", "/api/login/login", { body: { Email: payload.Administrator.Email, Password: tempPassword, DistId: await distId() } });
    expect(old.status).toBe(401);
  });

  test("without EulaId the new company has not accepted the terms", async () => {
    const fresh = await login(payload.Administrator.Email, "Chosen-2027");
    const c = claimsOf(fresh);
    const res = await api("GET", `/api/EulaCompanies/validateeulacompany/${c.Company.Id}`, { token: fresh });
    expect(res.status).toBe(200);
    expect(res.json.acceptedEula).toBe(false);
    expect(res.json.eula.id).toBe((await eulaFor(payload._country.regionId)).id);
  });
});

describe("POST /api/login/signup with EulaId", () => {
  let user: SignedUp;
  beforeAll(async () => {
    user = await signUpCompany({ acceptEula: true });
  });

  test("records the terms acceptance", async () => {
    const token = await login(user.email, user.password);
    const c = claimsOf(token);
    const res = await api("GET", `/api/EulaCompanies/validateeulacompany/${c.Company.Id}`, { token });
    expect(res.status).toBe(200);
    expect(res.json.acceptedEula).toBe(true);
  });
});

describe("Mutation.signUp / restorePassword", () => {
  test("sign up, sign in with the mailed password, change it", async () => {
    const [country] = await countries();
    const suffix = uniqueSuffix();
    const email = `gql-${suffix}@signup.test`;
    const langs = (await api("GET", "/api/Language/GetLanguages", { query: { distributorId: await distId() } })).json;
    const started = new Date();
    const r = await gql(`mutation($i: SignUpInput!) { signUp(input: $i) { message } }`, {
      i: {
        distributorId: await distId(),
        adminEmail: email,
        adminName: "Grace",
        adminLastName: "Hopper",
        companyName: `GraphQL Clinic ${suffix}`,
        countryId: country.id,
        province: "P",
        city: "C",
        postalCode: "1000",
        languageId: langs[0].id,
        sectorName: "Main",
      },
    });
    expect(r.errors).toBeUndefined();
    expect(r.data.signUp.message.length).toBeGreaterThan(0);
    const password = temporaryPassword((await waitForMail(email, started)).body);
    const token = await login(email, password);
    expect(claimsOf(token).MustChangePassword).toBe(true);
    const weak = await gql(`mutation { restorePassword(password: "weak") { message } }`, {}, token);
    expect(JSON.stringify(weak.errors)).toContain(RULE);
    const ok = await gql(`mutation($p: String!) { restorePassword(password: $p) { message } }`, { p: "Graphql-Chosen-1" }, token);
    expect(ok.errors).toBeUndefined();
    const v = await gql(`{ viewer { mustChangePassword } }`, {}, await login(email, "Graphql-Chosen-1"));
    expect(v.data.viewer.mustChangePassword).toBe(false);
  });

  test("validation errors come back as errors, nothing is created", async () => {
    const r = await gql(`mutation($i: SignUpInput!) { signUp(input: $i) { message } }`, {
      i: { distributorId: await distId(), adminEmail: " ", adminName: "", adminLastName: "x", companyName: "", countryId: 1, province: "p", city: "c", postalCode: "1", languageId: 1, sectorName: "s" },
    });
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(JSON.stringify(r.errors)).toContain("This field is required");
  });
});
