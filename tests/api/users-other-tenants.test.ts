// Adding a user whose address has an account in another tenant (issue 33, L2): anyone can sign
// up a company and administer it, so the answer must not tell whether an address has an account
// anywhere. An address of the caller's own company gets the plain answer; one used elsewhere a
// neutral refusal, nothing created, its owner told by mail; such refusals are limited per caller
// (5 an hour, then 429 whatever the address). Both doors share the rule and the count.
//
// Every caller is a freshly signed-up company's administrator, so each test has its own count.
import { describe, expect, test } from "bun:test";
import { api, claimsOf, gql, login, outbox, plainText, signUpCompany, signUpPayload, temporaryPassword, waitForMail, type SignedUp } from "../helpers";
import { languages } from "../helpers/signup";
import { companyUsers, expectGqlError, expectSaveErrors, gid, listSectors, uniqueEmail } from "../helpers/company";
import { mailTemplates } from "../../server/seed/texts";

const NEUTRAL = {
  en: "This email address cannot be used for a new user. Ask the person for another address.",
  es: "Esta dirección de correo no se puede usar para un nuevo usuario. Pida a la persona otra dirección.",
};
const TAKEN = "A user with this email address already exists.";
const CREATE = `mutation($input: CreateUserInput!) { createUser(input: $input) { userId email } }`;

interface Admin {
  email: string;
  companyName: string;
  token: string;
  sectorId: number;
}

/** A new company's administrator, reading the interface in `code`. */
async function freshAdmin(code = "en"): Promise<Admin> {
  const { _country, ...body } = await signUpPayload();
  body.Language = { id: (await languages()).find((l) => l.code === code)!.id };
  const started = new Date();
  expect((await api("POST", "/api/login/signup", { body })).status).toBe(200);
  const password = temporaryPassword((await waitForMail(body.Administrator.Email, started)).body);
  const token = await login(body.Administrator.Email, password);
  return { email: body.Administrator.Email, companyName: body.Company.Name, token, sectorId: (await listSectors(token))[0]!.id };
}

const addOverRest = (a: Admin, email: string) =>
  api("POST", "/api/appuser", { token: a.token, body: { AppUser: { name: "Nia", lastName: "Probe", email, userType: 2, sectorId: a.sectorId }, DistributorId: null, UserLogged: claimsOf(a.token).Id } });
const addOverGraphql = (a: Admin, email: string) => gql(CREATE, { input: { name: "Nia", lastName: "Probe", email, userType: 2, sectorId: gid("Sector", a.sectorId) } }, a.token);

/** The UserAddExistingAccount mails `owner` received since `since`. */
async function warnings(owner: string, since: Date) {
  const subjects = Object.values(mailTemplates.UserAddExistingAccount!).map((t) => t.subject);
  return (await outbox(owner)).filter((m) => subjects.includes(m.subject) && new Date(m.createdAt).getTime() >= since.getTime() - 1000);
}

describe("an address that has an account in another tenant", () => {
  test("REST: a neutral refusal that does not say the address has an account; nothing created; the owner is told who tried", async () => {
    const [caller, other] = await Promise.all([freshAdmin(), signUpCompany()]);
    const started = new Date();
    const res = await addOverRest(caller, other.email.toUpperCase());
    expectSaveErrors(res, NEUTRAL.en);
    expect(res.text).not.toMatch(/already|exist/i);
    expect((await companyUsers(caller.token)).map((u) => u.email)).not.toContain(other.email);
    const [mail] = await warnings(other.email, started);
    expect(mail!.subject).toBe(mailTemplates.UserAddExistingAccount!.en.subject);
    const text = plainText(mail!.body);
    expect(text).toContain(caller.companyName);
    expect(text).toContain("Nothing was created");
  });

  test("GraphQL: the same for a distributor's and the provider's addresses, in the caller's language", async () => {
    const caller = await freshAdmin("es");
    for (const owner of ["dist@demo.test", "sysadmin@demo.test"]) {
      const started = new Date();
      expectGqlError(await addOverGraphql(caller, owner), "SAVE_ERRORS", NEUTRAL.es);
      expect(await warnings(owner, started)).toHaveLength(1);
    }
    expect((await companyUsers(caller.token)).map((u) => u.email)).not.toContain("dist@demo.test");
  });
});

describe("an address of the caller's own company", () => {
  test("gets the plain answer on both doors, and nobody is mailed", async () => {
    const caller = await freshAdmin();
    const colleague = uniqueEmail("colleague");
    expect((await addOverRest(caller, colleague)).status).toBe(200);
    const mailsBefore = (await outbox(colleague)).length;
    expectSaveErrors(await addOverRest(caller, colleague), TAKEN);
    expectGqlError(await addOverGraphql(caller, caller.email), "SAVE_ERRORS", TAKEN);
    expect((await outbox(colleague)).length).toBe(mailsBefore);
  });
});

describe("refusals are limited per caller", () => {
  test("after 5 refusals in an hour, 429 with Retry-After and the translated text, whatever the address; plain answers and additions do not count", async () => {
    const [caller, other]: [Admin, SignedUp] = await Promise.all([freshAdmin(), signUpCompany()]);
    const started = new Date();
    // Given back: a successful addition and an own-company duplicate.
    const colleague = uniqueEmail("colleague");
    expect((await addOverRest(caller, colleague)).status).toBe(200);
    expectSaveErrors(await addOverRest(caller, colleague), TAKEN);
    for (let i = 0; i < 3; i++) expectSaveErrors(await addOverRest(caller, other.email), NEUTRAL.en);
    for (let i = 0; i < 2; i++) expectGqlError(await addOverGraphql(caller, other.email), "SAVE_ERRORS", NEUTRAL.en);

    // An address nobody has: refused too, so the 429 says nothing about the address.
    const nobody = uniqueEmail("nobody");
    const limited = await api("POST", "/api/appuser", {
      token: caller.token,
      headers: { "accept-language": "es" },
      body: { AppUser: { name: "Nia", lastName: "Probe", email: nobody, userType: 2, sectorId: caller.sectorId } },
    });
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(limited.json.message).toMatch(/^Demasiados intentos\. Por su seguridad, vuelva a intentarlo dentro de \d+ minutos\.$/);
    const overGraphql = await addOverGraphql(caller, other.email);
    expectGqlError(overGraphql, "RATE_LIMITED", /Too many attempts/);

    const emails = (await companyUsers(caller.token)).map((u) => u.email);
    expect(emails).toContain(colleague);
    expect(emails).not.toContain(nobody);
    expect(await outbox(nobody)).toEqual([]);
    // each refusal told the owner; the limited ones did not reach the lookup
    expect(await warnings(other.email, started)).toHaveLength(5);
  }, 60_000);
});
