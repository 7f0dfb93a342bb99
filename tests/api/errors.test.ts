// Error shapes shared by every REST path, and the promise that failures never leak
// internals (stack traces, SQL, file paths): details stay in the server log.
import { describe, expect, test } from "bun:test";
import { readFileSync } from "node:fs";
import { api, distId, gql, leaksInternals, loginAs } from "../helpers";

/**
 * An unexpected failure answers 500 { message: "Unexpected error (ref <id>)" }, and the ref
 * leads to the details in the server log (TEST_SERVER_LOG, set by scripts/test.ts).
 */
function expectUnexpectedErrorShape(body: any) {
  expect(Object.keys(body ?? {})).toEqual(["message"]);
  const m = /^Unexpected error \(ref ([\w-]+)\)$/.exec(body.message);
  expect(m).not.toBeNull();
  if (process.env.TEST_SERVER_LOG) expect(readFileSync(process.env.TEST_SERVER_LOG, "utf8")).toContain(m![1]);
}

describe("malformed requests", () => {
  test("malformed JSON body → 400 with a message, no stack", async () => {
    const res = await api("POST", "/api/login/login", { rawBody: '{"Email": "a@b.c", "Password": ', headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.json.message).toBeString();
    expect(res.json.message.length).toBeGreaterThan(0);
    expect(Object.keys(res.json)).toEqual(["message"]);
    expect(leaksInternals(res.text)).toBe(false);
  });

  test("malformed JSON on a private call → 400 (after authentication), no stack", async () => {
    const token = await loginAs("adminB");
    const res = await api("PUT", "/api/EulaCompanies/saveeulacompany", { token, rawBody: "{not json" });
    expect(res.status).toBe(400);
    expect(leaksInternals(res.text)).toBe(false);
  });

  for (const [label, raw] of [["null", "null"], ["an array", "[1,2]"], ["a string", '"text"'], ["a number", "42"]] as const) {
    test(`a JSON body that is ${label} → 400, not a crash`, async () => {
      const res = await api("POST", "/api/login/login", { rawBody: raw, headers: { "content-type": "application/json" } });
      expect(leaksInternals(res.text)).toBe(false);
      if (res.status >= 500) expectUnexpectedErrorShape(res.json);
      expect(res.status).toBe(400);
    });
  }

  test("wrong value types (numbers, objects) in the login body → 400/401, not a crash", async () => {
    const res = await api("POST", "/api/login/login", { body: { Email: { $ne: null }, Password: 12345, DistId: await distId() } });
    expect([400, 401]).toContain(res.status);
    expect(res.json.message ?? res.json.title).toBeString();
    expect(leaksInternals(res.text)).toBe(false);
  });

  test("a non-numeric id in a path → 4xx, not a crash", async () => {
    const token = await loginAs("adminA");
    for (const path of ["/api/Sector/abc", "/api/EulaCompanies/validateeulacompany/abc", "/api/Sector/1e999", "/api/Sector/-1"]) {
      const res = await api("GET", path, { token });
      expect({ path, clientError: res.status >= 400 && res.status < 500 }).toEqual({ path, clientError: true });
      expect(leaksInternals(res.text)).toBe(false);
    }
  });

  test("a non-numeric ScreenNameId → 400 validation problem", async () => {
    const res = await api("GET", "/api/screen/getjson", { token: await loginAs("adminA"), query: { ScreenNameId: "abc" } });
    expect(res.status).toBe(400);
    expect(res.json.title).toBe("One or more validation errors occurred.");
    expect(Object.keys(res.json.errors)).toEqual(["ScreenNameId"]);
  });
});

describe("routing", () => {
  test("an unknown /api path → 404 { message }", async () => {
    const res = await api("GET", "/api/NoSuchController/noSuchMethod");
    expect(res.status).toBe(404);
    expect(res.json.message).toBeString();
  });

  test("REST paths are matched case-insensitively", async () => {
    for (const path of ["/api/Country", "/api/country", "/api/COUNTRY/", "/api/CoUnTrY"]) {
      const res = await api("GET", path);
      expect({ path, status: res.status }).toEqual({ path, status: 200 });
      expect(res.json.length).toBeGreaterThan(0);
    }
    const login = await api("POST", "/api/LOGIN/Login", { body: {} });
    expect(login.status).toBe(400);
    expect(login.json.errors.Email).toEqual(["This field is required"]);
  });

  test("JSON answers say so in content-type", async () => {
    const res = await api("GET", "/api/Country/");
    expect(res.headers.get("content-type")).toContain("application/json");
    const err = await api("GET", "/api/menu/getappmenujson");
    expect(err.headers.get("content-type")).toContain("application/json");
  });

  test("GET /healthz → 200", async () => {
    const res = await api("GET", "/healthz");
    expect(res.status).toBe(200);
  });
});

describe("GraphQL errors", () => {
  test("a syntax error → errors with a message, no stack", async () => {
    const res = await api("POST", "/graphql", { body: { query: "{ viewer { " } });
    expect(res.json.errors.length).toBeGreaterThan(0);
    expect(res.json.errors[0].message).toBeString();
    expect(res.text).not.toMatch(/\n\s+at\s/);
    expect(JSON.stringify(res.json.errors[0].extensions ?? {})).not.toContain("stack");
  });

  test("an unknown field → validation error naming it", async () => {
    const r = await gql(`{ noSuchField }`);
    expect(r.errors?.[0]?.message).toContain("noSuchField");
  });

  test("a malformed JSON body on /graphql → 400, no stack", async () => {
    const res = await api("POST", "/graphql", { rawBody: "{oops", headers: { "content-type": "application/json" } });
    expect(res.status).toBe(400);
    expect(res.text).not.toMatch(/\n\s+at\s/);
  });

  test("private fields without a token → UNAUTHENTICATED", async () => {
    for (const q of [`{ regionalFormat { dateFormat } }`, `{ screenLabels(screenId: 110) }`, `{ eulaStatus { acceptedEula } }`]) {
      const r = await gql(q);
      expect({ q, code: r.errors?.[0]?.extensions?.code }).toEqual({ q, code: "UNAUTHENTICATED" });
    }
  });

  test("service errors keep their message: login with an undecodable distributor", async () => {
    const r = await gql(`mutation { login(input: { email: "a@b.c", password: "x", distributorId: "bogus" }) { token } }`);
    expect(r.errors?.[0]?.message).toBe("Encrypt500: unknown distributor");
  });
});
