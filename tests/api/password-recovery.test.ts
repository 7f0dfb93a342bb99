// Forgot password → mail in the outbox → recovery link → new password.
// Runs on a company created by sign-up for this file, never on the demo accounts (the
// end-to-end suite signs in with those after this suite).
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, distId, DEMO, gql, login, outbox, recoveryLink, signUpCompany, waitForMail, type SignedUp } from "../helpers";

const RULE = "8+ characters,1 uppercase letter,1 number.";
const forgot = async (Email: unknown, host: "localhost" | "loopback" = "localhost") => api("POST", "/api/login/forgotPassword", { body: { Email, DistId: await distId(host) } });
const recover = (body: Record<string, unknown>) => api("POST", "/api/login/password-recovery", { body });

/** Asks for a recovery mail and returns the link it carries. */
async function requestLink(email: string) {
  const started = new Date();
  const res = await forgot(email);
  expect(res.status).toBe(200);
  const mail = await waitForMail(email, started);
  return { mail, link: recoveryLink(mail.body) };
}

describe("POST /api/login/forgotPassword", () => {
  let user: SignedUp;
  beforeAll(async () => {
    user = await signUpCompany();
  });

  test("missing Email → 400 validation problem", async () => {
    const res = await api("POST", "/api/login/forgotPassword", { body: { DistId: await distId() } });
    expect(res.status).toBe(400);
    expect(res.json.title).toBe("One or more validation errors occurred.");
    expect(res.json.errors).toEqual({ Email: ["This field is required"] });
  });

  test("answers the same message whether or not the address exists, and mails only real accounts", async () => {
    const known = await forgot(user.email);
    const unknownEmail = `nobody-${Date.now()}@nowhere.test`;
    const unknown = await forgot(unknownEmail);
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(Object.keys(known.json)).toEqual(["message"]);
    expect(known.json.message.length).toBeGreaterThan(0);
    expect(unknown.json).toEqual(known.json);
    expect(await outbox(unknownEmail)).toEqual([]);
    expect((await outbox(user.email)).length).toBeGreaterThan(0);
  });

  test("the mail carries /login/passwordrecovery/<token>/<email>/<distId>", async () => {
    const { mail, link } = await requestLink(user.email);
    expect(mail.to).toBe(user.email);
    expect(mail.subject.length).toBeGreaterThan(0);
    expect(Date.parse(mail.createdAt)).not.toBeNaN();
    expect(link.email).toBe(user.email);
    expect(link.distId).toBe(await distId());
    expect(link.token.length).toBeGreaterThanOrEqual(20);
  });

  test("a user of the other distributor asking through localhost gets no mail", async () => {
    const before = (await outbox(DEMO.adminC.email)).length;
    const res = await forgot(DEMO.adminC.email, "localhost");
    expect(res.status).toBe(200);
    expect((await outbox(DEMO.adminC.email)).length).toBe(before);
  });

  test("the outbox lists mails newest first", async () => {
    await requestLink(user.email);
    const mails = await outbox(user.email);
    const times = mails.map((m) => Date.parse(m.createdAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
  });
});

describe("POST /api/login/password-recovery", () => {
  let user: SignedUp;
  const NEW_PASSWORD = "Recovered-2027";

  beforeAll(async () => {
    user = await signUpCompany();
  });

  test("weak passwords are refused with the rule message, and the link stays usable", async () => {
    const { link } = await requestLink(user.email);
    for (const weak of ["Short1A", "alllowercase1", "NoDigitsHere", "12345678"]) {
      const res = await recover({ email: link.email, distId: link.distId, token: link.token, password: weak });
      expect({ weak, status: res.status }).toEqual({ weak, status: 400 });
      expect(res.text).toContain(RULE);
    }
    // The refused attempts did not consume the link.
    const ok = await recover({ email: link.email, distId: link.distId, token: link.token, password: "Interim-2027" });
    expect(ok.status).toBe(200);
  });

  test("missing password → 400 'This field is required'", async () => {
    const { link } = await requestLink(user.email);
    const res = await recover({ email: link.email, distId: link.distId, token: link.token });
    expect(res.status).toBe(400);
    expect(res.text).toContain("This field is required");
  });

  test("a good password → OK; the link cannot be reused; the old password is refused; the new one works", async () => {
    const fresh = await signUpCompany();
    const before = await login(fresh.email, fresh.password);
    const { link } = await requestLink(fresh.email);
    const ok = await recover({ email: link.email, distId: link.distId, token: link.token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
    expect(ok.json.result).toBe("OK");
    expect(ok.json.message.length).toBeGreaterThan(0);

    const reuse = await recover({ email: link.email, distId: link.distId, token: link.token, password: "Another-2028" });
    expect(reuse.status).toBeGreaterThanOrEqual(400);
    expect(reuse.status).toBeLessThan(500);
    expect(reuse.json.message.length).toBeGreaterThan(0);

    const old = await api("POST", "/api/login/login", { body: { Email: fresh.email, Password: fresh.password, DistId: await distId() } });
    expect(old.status).toBe(401);
    expect(old.json).toEqual({ message: "Invalid email or password." });
    const token = await login(fresh.email, NEW_PASSWORD);
    expect(claimsOf(token).Email).toBe(fresh.email);
    // The recovery also cleared the forced change of the sign-up's temporary password.
    expect(claimsOf(token).MustChangePassword).toBe(false);
    // The reuse attempt did not change the password.
    const other = await api("POST", "/api/login/login", { body: { Email: fresh.email, Password: "Another-2028", DistId: await distId() } });
    expect(other.status).toBe(401);
    // A session opened with the old password ends with the recovery (server's documented choice).
    expect((await api("GET", "/api/menu/getappmenujson", { token: before })).status).toBe(401);
  });

  test("a made-up token → refused", async () => {
    const res = await recover({ email: user.email, distId: await distId(), token: "made-up-token-000000000000", password: "Whatever-2029" });
    expect(res.status).toBe(400);
    expect(res.json.message.length).toBeGreaterThan(0);
  });

  test("a real token with another email → refused, and the link stays usable for its owner", async () => {
    const { link } = await requestLink(user.email);
    const res = await recover({ email: DEMO.operatorA.email, distId: link.distId, token: link.token, password: "Hijack-2029" });
    expect(res.status).toBe(400);
    const hijacked = await api("POST", "/api/login/login", { body: { Email: DEMO.operatorA.email, Password: "Hijack-2029", DistId: await distId() } });
    expect(hijacked.status).toBe(401);
    const ok = await recover({ email: link.email, distId: link.distId, token: link.token, password: NEW_PASSWORD });
    expect(ok.status).toBe(200);
  });

  test("an undecodable distId → 500 Encrypt500", async () => {
    const { link } = await requestLink(user.email);
    const res = await recover({ email: link.email, distId: "bogus", token: link.token, password: NEW_PASSWORD });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: "Encrypt500: unknown distributor" });
  });
});

describe("GraphQL forgotPassword / recoverPassword", () => {
  test("round trip through the outbox", async () => {
    const user = await signUpCompany();
    const started = new Date();
    const f = await gql(`mutation($e: String!, $d: String!) { forgotPassword(email: $e, distributorId: $d) { message } }`, { e: user.email, d: await distId() });
    expect(f.errors).toBeUndefined();
    expect(f.data.forgotPassword.message.length).toBeGreaterThan(0);
    const link = recoveryLink((await waitForMail(user.email, started)).body);

    const M = `mutation($i: RecoverPasswordInput!) { recoverPassword(input: $i) { message } }`;
    const weak = await gql(M, { i: { email: link.email, distributorId: link.distId, token: link.token, password: "weak" } });
    expect(JSON.stringify(weak.errors)).toContain(RULE);
    const ok = await gql(M, { i: { email: link.email, distributorId: link.distId, token: link.token, password: "Graphql-2027" } });
    expect(ok.errors).toBeUndefined();
    expect(ok.data.recoverPassword.message.length).toBeGreaterThan(0);
    expect(claimsOf(await login(user.email, "Graphql-2027")).Email).toBe(user.email);
  });
});
