// POST /api/login/login and Mutation.login: the eight demo accounts, distributor scoping,
// validation and refusal shapes, and the token's claims (docs/session-api.md).
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, DEMO, DEMO_PASSWORD, distId, distributor, gql, gqlData, login, type Claims, type DemoKey } from "../helpers";

const INVALID = "Invalid email or password.";
const CLAIM_KEYS = ["Company", "Distributor", "Email", "Id", "IdDistributorCompany", "MustChangePassword", "PermittedLanguage", "Sector", "SectorId", "UserType", "UserTypeDescription", "exp"].sort();
/** Registered JWT claims a server may add (e.g. jti to make every token unique). */
const REGISTERED = new Set(["iat", "jti", "nbf"]);
const documentedKeys = (c: Claims) => Object.keys(c).filter((k) => !REGISTERED.has(k)).sort();
const COMPANY_KEYS = ["Addres", "City", "Country", "Id", "Name", "Phone", "Province"].sort();
const TYPE_DESCRIPTION: Record<number, RegExp> = { 0: /admin/i, 1: /supervisor/i, 2: /operator/i, 3: /distributor/i, 4: /connection/i };

const postLogin = (body: unknown) => api("POST", "/api/login/login", { body });

describe("POST /api/login/login: the demo accounts", () => {
  const claims = {} as Record<DemoKey, Claims>;

  beforeAll(async () => {
    for (const key of Object.keys(DEMO) as DemoKey[]) {
      const d = DEMO[key];
      const res = await postLogin({ Email: d.email, Password: DEMO_PASSWORD, DistId: await distId(d.host) });
      expect({ who: d.email, status: res.status }).toEqual({ who: d.email, status: 200 });
      expect(Object.keys(res.json)).toEqual(["token"]);
      claims[key] = claimsOf(res.json.token);
    }
  });

  for (const key of Object.keys(DEMO) as DemoKey[]) {
    const d = DEMO[key];
    test(`${d.email} signs in through ${d.host} and gets exactly the documented claims (plus registered JWT claims only)`, () => {
      const c = claims[key];
      const expectedKeys = d.userType === undefined ? CLAIM_KEYS.filter((k) => k !== "UserType") : CLAIM_KEYS;
      expect(documentedKeys(c)).toEqual(expectedKeys);
      expect(c.Email).toBe(d.email);
      expect(Number.isInteger(c.Id)).toBe(true);
      expect(c.MustChangePassword).toBe(false);
      // exp is in seconds, in the future, and not absurdly far away.
      const now = Date.now() / 1000;
      expect(c.exp).toBeGreaterThan(now + 60);
      expect(c.exp).toBeLessThan(now + 7 * 24 * 3600);
      if (d.userType === undefined) {
        expect("UserType" in c).toBe(false);
      } else {
        expect(c.UserType).toBe(d.userType);
        expect(c.UserTypeDescription).toMatch(TYPE_DESCRIPTION[d.userType]);
      }
    });
  }

  test("system administrator: no UserType, no company", () => {
    const c = claims.sysadmin;
    expect(c.UserType).toBeUndefined();
    expect(c.Company).toBeNull();
    expect(c.Sector).toBeNull();
    expect(c.SectorId).toBeNull();
  });

  test("distributor user: type 3, its distributor, no company", async () => {
    const c = claims.dist;
    expect(c.UserType).toBe(3);
    expect(c.Company).toBeNull();
    const local = await distributor("localhost");
    expect(c.Distributor).toEqual({ Name: local.name, Domain: "localhost" });
    expect(c.IdDistributorCompany).toBe(local.id);
  });

  test("company users: company object with the legacy keys, sector, distributor", async () => {
    const local = await distributor("localhost");
    const loop = await distributor("loopback");
    for (const key of ["adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC"] as const) {
      const c = claims[key];
      expect(Object.keys(c.Company).sort()).toEqual(COMPANY_KEYS);
      expect(c.Company.Name).toBe(DEMO[key].company!);
      expect(Number.isInteger(c.Company.Id)).toBe(true);
      expect(c.Company.Country).toBeString();
      expect(c.Company.Country.length).toBeGreaterThan(1);
      expect(c.Company.City).toBeString();
      expect(c.Company.Province).toBeString();
      expect(c.Sector).toBeString();
      expect(Number.isInteger(c.SectorId)).toBe(true);
      const dist = DEMO[key].host === "localhost" ? local : loop;
      expect(c.Distributor).toEqual({ Name: dist.name, Domain: dist.domain });
      expect(c.IdDistributorCompany).toBe(dist.id);
    }
  });

  test("users of one company share its company id; other companies differ", () => {
    const a = claims.adminA.Company.Id;
    expect([claims.supervisorA, claims.operatorA, claims.agentA].map((c) => c.Company.Id)).toEqual([a, a, a]);
    expect(claims.adminB.Company.Id).not.toBe(a);
    expect(claims.adminC.Company.Id).not.toBe(a);
    expect(claims.adminC.Company.Id).not.toBe(claims.adminB.Company.Id);
  });

  test("PermittedLanguage is a language code or null", () => {
    for (const key of Object.keys(DEMO) as DemoKey[]) {
      const p = claims[key].PermittedLanguage;
      expect(p === null || (typeof p === "string" && /^[a-z]{2}(-[a-z]{2})?$/i.test(p))).toBe(true);
    }
  });

  test("every account has its own id", () => {
    const ids = Object.values(claims).map((c) => c.Id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe("POST /api/login/login: distributor scoping", () => {
  test("Clinic C belongs to the second distributor: refused through localhost's DistId", async () => {
    const res = await postLogin({ Email: DEMO.adminC.email, Password: DEMO_PASSWORD, DistId: await distId("localhost") });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: INVALID });
  });

  test("first-distributor users are refused through 127.0.0.1's DistId", async () => {
    for (const key of ["dist", "adminA", "operatorA", "adminB"] as const) {
      const res = await postLogin({ Email: DEMO[key].email, Password: DEMO_PASSWORD, DistId: await distId("loopback") });
      expect({ who: key, status: res.status, body: res.json }).toEqual({ who: key, status: 401, body: { message: INVALID } });
    }
  });

  test("the system administrator signs in through either distributor", async () => {
    for (const host of ["localhost", "loopback"] as const) {
      const token = await login(DEMO.sysadmin.email, DEMO_PASSWORD, host);
      expect(claimsOf(token).Email).toBe(DEMO.sysadmin.email);
    }
  });

  test("an undecodable DistId → 500 Encrypt500", async () => {
    const res = await postLogin({ Email: DEMO.adminA.email, Password: DEMO_PASSWORD, DistId: "not-a-distributor" });
    expect(res.status).toBe(500);
    expect(res.json).toEqual({ message: "Encrypt500: unknown distributor" });
  });
});

describe("POST /api/login/login: repeated sign-ins", () => {
  test("the same user signing in twice at once gets two distinct tokens (two browsers, two test workers)", async () => {
    const body = { Email: DEMO.supervisorA.email, Password: DEMO_PASSWORD, DistId: await distId() };
    const [a, b] = await Promise.all([postLogin(body), postLogin(body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.json.token).not.toBe(b.json.token);
  });
});

describe("POST /api/login/login: refusals", () => {
  test("wrong password → 401 Invalid email or password.", async () => {
    const res = await postLogin({ Email: DEMO.adminA.email, Password: "Wrong-2026", DistId: await distId() });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: INVALID });
  });

  test("unknown email → the same 401 answer (no account enumeration)", async () => {
    const res = await postLogin({ Email: "nobody@nowhere.test", Password: DEMO_PASSWORD, DistId: await distId() });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: INVALID });
  });

  test("missing Email and Password → 400 validation problem for both fields", async () => {
    const res = await postLogin({ DistId: await distId() });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({
      title: "One or more validation errors occurred.",
      status: 400,
      errors: { Email: ["This field is required"], Password: ["This field is required"] },
    });
  });

  test("blank Email only → 400 with the Email error only", async () => {
    const res = await postLogin({ Email: "   ", Password: DEMO_PASSWORD, DistId: await distId() });
    expect(res.status).toBe(400);
    expect(res.json.title).toBe("One or more validation errors occurred.");
    expect(res.json.errors).toEqual({ Email: ["This field is required"] });
  });

  test("missing Password only → 400 with the Password error only", async () => {
    const res = await postLogin({ Email: DEMO.adminA.email, DistId: await distId() });
    expect(res.status).toBe(400);
    expect(res.json.errors).toEqual({ Password: ["This field is required"] });
  });

  test("an empty body → 400 validation problem (not a crash)", async () => {
    const res = await api("POST", "/api/login/login", { rawBody: "" , headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json.errors.Email).toEqual(["This field is required"]);
  });
});

describe("Mutation.login", () => {
  const M = `mutation($input: LoginInput!) { login(input: $input) { token } }`;

  test("signs in and returns a token with the same claims as REST", async () => {
    const data = gqlData(await gql(M, { input: { email: DEMO.operatorA.email, password: DEMO_PASSWORD, distributorId: await distId() } }));
    const c = claimsOf(data.login.token);
    expect(c.Email).toBe(DEMO.operatorA.email);
    expect(c.UserType).toBe(2);
    expect(documentedKeys(c)).toEqual(CLAIM_KEYS);
  });

  test("wrong password → an error with the REST message, no data", async () => {
    const r = await gql(M, { input: { email: DEMO.operatorA.email, password: "nope", distributorId: await distId() } });
    expect(r.data?.login ?? null).toBeNull();
    expect(r.errors?.[0]?.message).toBe(INVALID);
  });

  test("Clinic C through localhost is refused here too", async () => {
    const r = await gql(M, { input: { email: DEMO.adminC.email, password: DEMO_PASSWORD, distributorId: await distId("localhost") } });
    expect(r.errors?.[0]?.message).toBe(INVALID);
  });
});
