// The session after sign-in: bearer tokens on private calls, logout (revocation),
// expired and forged tokens, token renewal, and the GraphQL session operations.
import { describe, expect, test } from "bun:test";
import { api, claimsOf, DEMO, distId, gql, gqlData, loginAs, mintToken, TOKEN_SECRET } from "../helpers";

const MENU = "/api/menu/getappmenujson";
const VIEWER = `{ viewer { userId email name lastName kind userType userTypeDescription mustChangePassword company { companyId name } sector { sectorId name } distributor { id domain } } }`;

describe("bearer tokens on private REST calls", () => {
  test("no token → 401 Unauthorized", async () => {
    const res = await api("GET", MENU);
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });

  test("a malformed token → 401 Unauthorized", async () => {
    const res = await api("GET", MENU, { token: "not.a.jwt" });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });

  test("a token signed with another secret → 401 Unauthorized", async () => {
    const claims = claimsOf(await loginAs("operatorA"));
    const forged = await mintToken(claims, "some-other-secret");
    const res = await api("GET", MENU, { token: forged });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });

  test("a well-signed token the server never issued (no session) → 401 Unauthorized", async () => {
    const claims = claimsOf(await loginAs("operatorA"));
    const minted = await mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) + 3600 });
    const res = await api("GET", MENU, { token: minted });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });

  test("an expired token → 401 TokenExpired", async () => {
    const claims = claimsOf(await loginAs("operatorA"));
    const expired = await mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await api("GET", MENU, { token: expired });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "TokenExpired" });
  });

  test(`the test runner's TOKEN_SECRET is in use (${TOKEN_SECRET === "test-secret-not-for-production" ? "default" : "custom"})`, async () => {
    // If this fails, the server was started without the runner's TOKEN_SECRET and the
    // expired-token tests above cannot be trusted.
    const claims = claimsOf(await loginAs("operatorA"));
    const expired = await mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 1 });
    const res = await api("GET", "/api/language/GetUserLanguage", { token: expired });
    expect(res.json?.message).toBe("TokenExpired");
  });

  test("a valid token → 200", async () => {
    const res = await api("GET", MENU, { token: await loginAs("operatorA") });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
  });
});

describe("POST /api/login/logout", () => {
  test("answers result OK, then the same token is refused on REST and GraphQL", async () => {
    const token = await loginAs("operatorA");
    expect((await api("GET", MENU, { token })).status).toBe(200);
    expect(gqlData(await gql(VIEWER, {}, token)).viewer.email).toBe(DEMO.operatorA.email);

    const out = await api("POST", "/api/login/logout", { token, body: { Email: DEMO.operatorA.email, DistId: await distId() } });
    expect(out.status).toBe(200);
    expect(out.json.result).toBe("OK");

    const after = await api("GET", MENU, { token });
    expect(after.status).toBe(401);
    expect(after.json).toEqual({ message: "Unauthorized" });

    const r = await gql(VIEWER, {}, token);
    const unauthenticated = r.errors?.some((e) => e.extensions?.code === "UNAUTHENTICATED") ?? false;
    expect(r.data?.viewer === null || unauthenticated).toBe(true);
    expect(r.data?.viewer ?? null).toBeNull();
  });

  test("a second logout with the revoked token → 401", async () => {
    const token = await loginAs("operatorA");
    const body = { Email: DEMO.operatorA.email, DistId: await distId() };
    expect((await api("POST", "/api/login/logout", { token, body })).status).toBe(200);
    const again = await api("POST", "/api/login/logout", { token, body });
    expect(again.status).toBe(401);
    expect(again.json).toEqual({ message: "Unauthorized" });
  });

  test("revokes only that token: the same user's other sessions keep working", async () => {
    // Two browsers (or two parallel end-to-end workers) signed in as the same user.
    const first = await loginAs("supervisorA");
    const second = await loginAs("supervisorA");
    expect(first).not.toBe(second);
    expect((await api("POST", "/api/login/logout", { token: first, body: { Email: DEMO.supervisorA.email, DistId: await distId() } })).status).toBe(200);
    expect((await api("GET", MENU, { token: first })).status).toBe(401);
    expect((await api("GET", MENU, { token: second })).status).toBe(200);
  });

  test("without a token → 401", async () => {
    const res = await api("POST", "/api/login/logout", { body: { Email: DEMO.operatorA.email, DistId: await distId() } });
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });
});

describe("POST /api/login/getNewAppToken", () => {
  test("returns a fresh, working token with the same identity", async () => {
    const token = await loginAs("adminA");
    const c = claimsOf(token);
    await Bun.sleep(1100); // a later exp, whole seconds
    const res = await api("POST", "/api/login/getNewAppToken", { token, body: { id: c.Id } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(["token"]);
    const fresh = res.json.token as string;
    expect(fresh).not.toBe(token);
    const f = claimsOf(fresh);
    const { exp: _a, iat: _c, jti: _e, ...same } = c;
    const { exp: _b, iat: _d, jti: _f, ...renewed } = f;
    expect(renewed).toEqual(same);
    expect(f.exp).toBeGreaterThan(c.exp);
    const menu = await api("GET", MENU, { token: fresh });
    expect(menu.status).toBe(200);
  });

  test("without a token → 401", async () => {
    const res = await api("POST", "/api/login/getNewAppToken", { body: { id: 1 } });
    expect(res.status).toBe(401);
  });
});

describe("GraphQL session operations", () => {
  test("viewer without a token → null", async () => {
    const data = gqlData(await gql(VIEWER));
    expect(data.viewer).toBeNull();
  });

  test("viewer of a company user matches the token's claims", async () => {
    const token = await loginAs("adminA");
    const c = claimsOf(token);
    const v = gqlData(await gql(VIEWER, {}, token)).viewer;
    expect(v.userId).toBe(c.Id);
    expect(v.email).toBe(DEMO.adminA.email);
    expect(v.kind).toBe("COMPANY");
    expect(v.userType).toBe(0);
    expect(v.userTypeDescription).toBe(c.UserTypeDescription);
    expect(v.mustChangePassword).toBe(false);
    expect(v.company).toEqual({ companyId: c.Company.Id, name: c.Company.Name });
    expect(v.sector).toEqual({ sectorId: c.SectorId, name: c.Sector });
    expect(v.distributor).toEqual({ id: await distId("localhost"), domain: "localhost" });
  });

  test("viewer of the system administrator: kind SYSTEM, no type, no company", async () => {
    const v = gqlData(await gql(VIEWER, {}, await loginAs("sysadmin"))).viewer;
    expect(v.email).toBe(DEMO.sysadmin.email);
    expect(v.kind).toBe("SYSTEM");
    expect(v.userType).toBeNull();
    expect(v.company).toBeNull();
  });

  test("viewer of the distributor user: kind DISTRIBUTOR, type 3", async () => {
    const v = gqlData(await gql(VIEWER, {}, await loginAs("dist"))).viewer;
    expect(v.kind).toBe("DISTRIBUTOR");
    expect(v.userType).toBe(3);
    expect(v.company).toBeNull();
    expect(v.distributor.domain).toBe("localhost");
  });

  test("menu matches the REST menu (same ids, urls and texts)", async () => {
    for (const who of ["adminA", "operatorA"] as const) {
      const token = await loginAs(who);
      const rest = (await api("GET", MENU, { token })).json as any[];
      const data = gqlData(await gql(`{ menu { id url image translation items { id url image translation } } }`, {}, token));
      const asRest = data.menu.map((g: any) => ({
        Id: g.id,
        Url: g.url,
        Image: g.image,
        Translation: g.translation,
        Items: g.items.map((i: any) => ({ Id: i.id, Url: i.url, Image: i.image, Translation: i.translation })),
      }));
      expect(asRest).toEqual(rest);
      expect(asRest.length).toBeGreaterThan(0);
    }
  });

  test("menu without a token → UNAUTHENTICATED error", async () => {
    const r = await gql(`{ menu { id } }`);
    expect(r.errors?.length).toBeGreaterThan(0);
    expect(r.errors![0].extensions?.code).toBe("UNAUTHENTICATED");
    expect(r.data?.menu ?? null).toBeNull();
  });

  test("logout mutation → true, then viewer is null and REST refuses the token", async () => {
    const token = await loginAs("operatorA");
    const data = gqlData(await gql(`mutation { logout }`, {}, token));
    expect(data.logout).toBe(true);
    expect(gqlData(await gql(VIEWER, {}, token)).viewer).toBeNull();
    expect((await api("GET", MENU, { token })).status).toBe(401);
  });

  test("logout mutation without a token → UNAUTHENTICATED", async () => {
    const r = await gql(`mutation { logout }`);
    expect(r.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("refreshToken mutation → a new working token for the same user", async () => {
    const token = await loginAs("operatorA");
    const data = gqlData(await gql(`mutation { refreshToken { token } }`, {}, token));
    expect(data.refreshToken.token).not.toBe(token);
    expect(claimsOf(data.refreshToken.token).Id).toBe(claimsOf(token).Id);
    expect(gqlData(await gql(VIEWER, {}, data.refreshToken.token)).viewer.email).toBe(DEMO.operatorA.email);
  });

  test("an expired token on /graphql → 401 TokenExpired", async () => {
    const claims = claimsOf(await loginAs("operatorA"));
    const expired = await mintToken({ ...claims, exp: Math.floor(Date.now() / 1000) - 60 });
    const res = await api("POST", "/graphql", { token: expired, body: { query: VIEWER } });
    expect(res.status).toBe(401);
    expect(JSON.stringify(res.json)).toContain("TokenExpired");
  });
});
