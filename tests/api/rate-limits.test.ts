// Brute-force protection (issue 9, "Brute-force protection"; issue 33, L4; server/limits/):
// sign-in is throttled per (account, client address) and per address — answers slow down,
// then 429 with Retry-After and a translated text — never per account alone, so someone
// guessing from elsewhere cannot lock the owner out; an account under attack tells its owner
// once. The other anonymous doors count per account and per address; GraphQL shares the
// counters and refuses several sign-in fields in one request.
//
// The test server trusts one proxy hop (TRUST_PROXY=1), so each test picks its own client
// address with X-Forwarded-For; other tests get a random address per call.
import { describe, expect, test } from "bun:test";
import { api, distId, gql, outbox, plainText, randomClientAddress, signUpCompany, signUpPayload, uniqueSuffix, type ApiResponse } from "../helpers";
import { mailTemplates } from "../../server/seed/texts";

const from = (address: string, extra: Record<string, string> = {}) => ({ "x-forwarded-for": address, ...extra });

async function signIn(email: string, password: string, address: string, lang?: string): Promise<ApiResponse> {
  return api("POST", "/api/login/login", { body: { Email: email, Password: password, DistId: await distId() }, headers: from(address, lang ? { "accept-language": lang } : {}) });
}

function expectLocked(res: ApiResponse) {
  expect(res.status).toBe(429);
  const retry = Number(res.headers.get("retry-after"));
  expect(retry).toBeGreaterThan(0);
  expect(res.json.retryAfter).toBe(retry);
  expect(res.json.message).toMatch(/Too many attempts\. For your security, try again in \d+ minutes\./);
}

describe("sign-in", () => {
  test("after 3 failures answers slow down, each wait doubling; after 10 the account is refused from that address, even with the right password; other addresses still get in", async () => {
    const s = await signUpCompany();
    const address = randomClientAddress();
    const times: number[] = [];
    for (let i = 1; i <= 10; i++) {
      const t0 = performance.now();
      expect((await signIn(s.email, "Wrong-2026", address)).status).toBe(401);
      times.push(performance.now() - t0);
    }
    // after 3 failures: 250 ms, 500 ms, 1 s, then 2 s (the cap): the 10th attempt waits 2 s
    const quick = Math.min(...times.slice(0, 3));
    expect(times[4]! - quick).toBeGreaterThan(400);
    expect(times[9]! - quick).toBeGreaterThan(1800);
    expectLocked(await signIn(s.email, s.password, address));
    expect((await signIn(s.email, s.password, randomClientAddress())).status).toBe(200);
  }, 60_000);

  test("a successful sign-in forgets the failures before it", async () => {
    const s = await signUpCompany();
    const address = randomClientAddress();
    // 2 × 6 failures: without the reset the 11th would be locked
    for (let round = 0; round < 2; round++) {
      for (let i = 0; i < 6; i++) expect((await signIn(s.email, "Wrong-2026", address)).status).toBe(401);
      expect((await signIn(s.email, s.password, address)).status).toBe(200);
    }
  }, 60_000);

  test("one address trying many accounts is locked after 100 failures in a day", async () => {
    const address = randomClientAddress();
    const calls = Array.from({ length: 100 }, (_, i) => signIn(`nobody-${i}-${uniqueSuffix()}@nowhere.test`, "Wrong-2026", address));
    for (const r of await Promise.all(calls)) expect(r.status).toBe(401);
    expectLocked(await signIn(`nobody-${uniqueSuffix()}@nowhere.test`, "Wrong-2026", address));
  }, 90_000); // 100 argon2id verifications

  test("concurrent attempts cannot slip past the count: of 20 at once, at most 10 are checked", async () => {
    const s = await signUpCompany();
    const address = randomClientAddress();
    const answers = await Promise.all(Array.from({ length: 20 }, () => signIn(s.email, "Wrong-2026", address)));
    expect(answers.filter((r) => r.status === 401).length).toBe(10);
    expect(answers.filter((r) => r.status === 429).length).toBe(10);
  }, 30_000);

  test("the lock message follows Accept-Language", async () => {
    const s = await signUpCompany();
    const address = randomClientAddress();
    await Promise.all(Array.from({ length: 10 }, () => signIn(s.email, "Wrong-2026", address)));
    const es = await signIn(s.email, "Wrong-2026", address, "es-ES,es;q=0.9");
    expect(es.status).toBe(429);
    expect(es.json.message).toMatch(/^Demasiados intentos\. Por su seguridad, vuelva a intentarlo dentro de \d+ minutos\.$/);
  }, 30_000);
});

describe("someone guessing from elsewhere cannot lock the owner out (issue 33, L4)", () => {
  const attackMails = async (email: string) => (await outbox(email)).filter((m) => m.subject === mailTemplates.AccountUnderAttack!.en.subject);

  test("attackers failing 35 times from three addresses are each refused past their budget; the owner signs in from their own address at once, a typo too; one attack mail", async () => {
    const s = await signUpCompany();
    const owner = randomClientAddress();
    expect((await signIn(s.email, s.password, owner)).status).toBe(200);
    // The first attacker gets the pair's budget (10); once the account is under attack, every
    // other address it has not signed in from gets 3 failures.
    const answers: number[][] = [];
    for (const [i, attacker] of [randomClientAddress(), randomClientAddress(), randomClientAddress()].entries()) {
      answers.push([]);
      for (let k = 0; k < (i === 0 ? 15 : 10); k++) answers[i]!.push((await signIn(s.email, `Guess-${k}-2026`, attacker)).status);
    }

    // The owner's address has no failures of its own: no wait, no refusal, even after a typo.
    expect((await signIn(s.email, "Typo-2026", owner)).status).toBe(401);
    const t0 = performance.now();
    expect((await signIn(s.email, s.password, owner)).status).toBe(200);
    expect(performance.now() - t0).toBeLessThan(2000); // the first attacker's last failures each waited 2 s

    const refusedAfter = (failures: number, attempts: number) => [...Array(failures).fill(401), ...Array(attempts - failures).fill(429)];
    expect(answers).toEqual([refusedAfter(10, 15), refusedAfter(3, 10), refusedAfter(3, 10)]);
    const [mail, ...more] = await attackMails(s.email);
    expect(more).toEqual([]);
    expect(plainText(mail!.body)).toContain("Your password still works");
  }, 60_000);

  test("failures from an address the account signs in from are the owner's typos: no attack mail", async () => {
    const s = await signUpCompany();
    const office = randomClientAddress();
    expect((await signIn(s.email, s.password, office)).status).toBe(200);
    await Promise.all(Array.from({ length: 10 }, () => signIn(s.email, "Wrong-2026", office)));
    expectLocked(await signIn(s.email, s.password, office));
    expect(await attackMails(s.email)).toEqual([]);
  }, 30_000);
});

describe("GraphQL shares the counters", () => {
  const LOGIN = `mutation($e: String!, $p: String!, $d: String!) { login(input: { email: $e, password: $p, distributorId: $d }) { token } }`;
  const alias = (name: string) => `${name}: login(input: { email: $e, password: $p, distributorId: $d }) { token }`;

  test("50 login aliases in one request are refused before any attempt is made", async () => {
    const s = await signUpCompany();
    const fields = Array.from({ length: 50 }, (_, i) => alias(`a${i}`)).join(" ");
    const res = await api("POST", "/graphql", { body: { query: `mutation($e: String!, $p: String!, $d: String!) { ${fields} }`, variables: { e: s.email, p: "Wrong-2026", d: await distId() } } });
    expect(res.json.data ?? null).toBeNull();
    expect(res.json.errors.length).toBeGreaterThan(0);
    // even two are refused: one sign-in-like field per request
    const two = await api("POST", "/graphql", { body: { query: `mutation($e: String!, $p: String!, $d: String!) { ${alias("a")} ${alias("b")} }`, variables: { e: s.email, p: s.password, d: await distId() } } });
    expect(two.json.errors[0].extensions.code).toBe("TOO_MANY_ATTEMPT_FIELDS");
    expect(two.json.data ?? null).toBeNull();
  });

  test("failures over REST and GraphQL add up; the lock is a 429 with Retry-After over GraphQL too", async () => {
    const s = await signUpCompany();
    const address = randomClientAddress();
    for (let i = 0; i < 5; i++) expect((await signIn(s.email, "Wrong-2026", address)).status).toBe(401);
    for (let i = 0; i < 5; i++) {
      const r = await api("POST", "/graphql", { body: { query: LOGIN, variables: { e: s.email, p: "Wrong-2026", d: await distId() } }, headers: from(address) });
      expect(r.json.errors[0].extensions.code).toBe("UNAUTHENTICATED");
    }
    const locked = await api("POST", "/graphql", { body: { query: LOGIN, variables: { e: s.email, p: s.password, d: await distId() } }, headers: from(address) });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(locked.json.errors[0].extensions.code).toBe("RATE_LIMITED");
    expect(locked.json.errors[0].message).toMatch(/Too many attempts/);
  }, 30_000);
});

describe("forgot password, sign-up, recovery links and the company-name check", () => {
  test("forgot password: 5 requests per account an hour, whatever the address", async () => {
    const s = await signUpCompany();
    const ask = async () => api("POST", "/api/login/forgotPassword", { body: { Email: s.email, DistId: await distId() } });
    for (let i = 0; i < 5; i++) expect((await ask()).status).toBe(200);
    expectLocked(await ask());
  });

  test("forgot password: 20 requests per address an hour, whatever the account (unknown ones too)", async () => {
    const address = randomClientAddress();
    const ask = async () => api("POST", "/api/login/forgotPassword", { body: { Email: `nobody-${uniqueSuffix()}@nowhere.test`, DistId: await distId() }, headers: from(address) });
    for (let i = 0; i < 20; i++) expect((await ask()).status).toBe(200);
    expectLocked(await ask());
  });

  test("sign-up: 5 per account an hour (an existing one too, whose answer is the neutral one)", async () => {
    const s = await signUpCompany();
    const { _country, ...body } = await signUpPayload();
    body.Administrator.Email = s.email;
    // the sign-up that created the account was the first of the five
    for (let i = 0; i < 4; i++) expect((await api("POST", "/api/login/signup", { body })).status).toBe(200);
    expectLocked(await api("POST", "/api/login/signup", { body }));
  });

  test("sign-up: 10 per address an hour", async () => {
    const address = randomClientAddress();
    for (let i = 0; i < 10; i++) {
      const { _country, ...body } = await signUpPayload();
      expect((await api("POST", "/api/login/signup", { body, headers: from(address) })).status).toBe(200);
    }
    const { _country, ...body } = await signUpPayload();
    expectLocked(await api("POST", "/api/login/signup", { body, headers: from(address) }));
  }, 30_000);

  test("recovery links: 10 wrong tokens from one address lock it", async () => {
    const address = randomClientAddress();
    const s = await signUpCompany();
    const use = async () =>
      api("POST", "/api/login/password-recovery", { body: { email: s.email, distId: await distId(), token: `guess-${uniqueSuffix()}`, password: "Guessed-2026" }, headers: from(address) });
    for (let i = 0; i < 10; i++) expect((await use()).status).toBe(400);
    expectLocked(await use());
  });

  test("company-name check: 30 a minute per address, over REST and GraphQL together", async () => {
    const address = randomClientAddress();
    const d = await distId();
    for (let i = 0; i < 20; i++) expect((await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: `Clinic ${i}`, distributorId: d }, headers: from(address) })).status).toBe(200);
    for (let i = 0; i < 10; i++) {
      const r = await api("POST", "/graphql", { body: { query: `query($n: String!, $d: String) { similarCompanyName(name: $n, distributorId: $d) { similar } }`, variables: { n: `Clinic ${i}`, d } }, headers: from(address) });
      expect(r.json.errors).toBeUndefined();
    }
    expectLocked(await api("GET", "/api/Company/CompareCompaniesNames", { query: { companyName: "Clinic X", distributorId: d }, headers: from(address) }));
    const gqlLocked = await gql(`query { similarCompanyName(name: "Clinic Y") { similar } }`);
    expect(gqlLocked.errors).toBeUndefined(); // another (random) address is not affected
  });
});
