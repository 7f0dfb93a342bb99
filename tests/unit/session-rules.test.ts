import { describe, expect, test } from "bun:test";
import { meetsPasswordRule, temporaryPassword, hashPassword, verifyPassword } from "../../server/auth/passwords";
import { isSimilarName, editDistance } from "../../server/companies/names";
import { hostOf } from "../../server/distributors/service";
import { allows } from "../../server/auth/scopes";
import type { Principal } from "../../server/auth/principal";
import { Checker } from "../../server/validation/checker";
import { ValidationError } from "../../server/domain/errors";
import { httpBody } from "../../server/http/errors";

describe("password rule (spec 002: 8+ characters, 1 uppercase letter, 1 number)", () => {
  test.each([
    ["Abcdefg1", true],
    ["abcdefg1", false],
    ["ABCDEFGH", false],
    ["Abcde1", false],
    ["Demo-2026", true],
  ])("%s → %p", (pw, ok) => expect(meetsPasswordRule(pw)).toBe(ok));

  test("temporary passwords always satisfy the rule", () => {
    for (let i = 0; i < 200; i++) expect(meetsPasswordRule(temporaryPassword())).toBe(true);
  });

  test("argon2id hashes verify only the right password", async () => {
    const hash = await hashPassword("Demo-2026");
    expect(hash.startsWith("$argon2id$")).toBe(true);
    expect(await verifyPassword("Demo-2026", hash)).toBe(true);
    expect(await verifyPassword("demo-2026", hash)).toBe(false);
    expect(await verifyPassword("x", "not-a-hash")).toBe(false);
  });
});

describe("similar company names", () => {
  test("normalised equality, containment and small edit distance", () => {
    expect(isSimilarName("Hospital A", "hospital a")).toBe(true);
    expect(isSimilarName("Hospital Ángeles", "Hospital Angeles S.A.")).toBe(true);
    expect(isSimilarName("Clinica Norte", "Clínica Nort")).toBe(true);
    expect(isSimilarName("Hospital A", "Clinic C")).toBe(false);
    expect(editDistance("kitten", "sitting")).toBe(3);
  });
});

describe("distributor host resolution", () => {
  test("keeps only the host name of an origin", () => {
    expect(hostOf("http://localhost:3000")).toBe("localhost");
    expect(hostOf("http://127.0.0.1:43123")).toBe("127.0.0.1");
    expect(hostOf("LOCALHOST")).toBe("localhost");
    expect(hostOf("https://cloud.example.com/login")).toBe("cloud.example.com");
  });
});

describe("scopes", () => {
  const base: Principal = { userId: 1, email: "x", kind: "COMPANY", userType: 2, distributorId: 1, companyId: 1, sectorId: 1, languageId: null, sessionId: "s", expiresAt: new Date(Date.now() + 3600_000) };
  test("company types and kinds", () => {
    expect(allows(base, { companyType: [0, 1] })).toBe(false);
    expect(allows(base, { companyType: [2] })).toBe(true);
    expect(allows(base, { system: true })).toBe(false);
    expect(allows({ ...base, kind: "SYSTEM", userType: null }, { distributor: true })).toBe(true);
    expect(allows({ ...base, kind: "DISTRIBUTOR", userType: 3 }, { company: true })).toBe(false);
    expect(allows(null, { authenticated: true })).toBe(false);
  });
});

describe("boundary validation", () => {
  test("collects every field's problem before throwing one validation error", () => {
    const c = new Checker().required("Email", "").required("Password", null).required("Name", "Ann").email("Mail", "nope");
    expect(c.errors).toEqual({ Email: ["This field is required"], Password: ["This field is required"], Mail: ["The email address is not valid."] });
    try {
      c.throwIfAny();
      throw new Error("expected a validation error");
    } catch (e) {
      expect(e).toBeInstanceOf(ValidationError);
      expect(httpBody(e as ValidationError)).toEqual({ title: "One or more validation errors occurred.", status: 400, errors: c.errors });
    }
  });
});
