import { describe, expect, test } from "bun:test";
import { Router } from "../../server/http/router";
import { conflict, SaveErrors, TooManyAttempts, ValidationError } from "../../server/domain/errors";
import { httpBody, httpHeaders, httpStatus } from "../../server/http/errors";

const base = { db: {} as never, config: {} as never, pubsub: {} as never, prisma: {} as never, origin: "http://localhost", clientIp: "127.0.0.1", language: null };
const anonymous = async () => null;

function router() {
  return new Router()
    .get("/api/Country", "public", () => [{ id: 1 }])
    .get("/api/EulaCompanies/validateeulacompany/:companyId", "public", (c) => ({ id: c.params.companyId }))
    .post("/api/echo", "public", async (c) => c.body())
    .get("/api/private", { authenticated: true }, () => "secret")
    .get("/api/fail", "public", () => {
      throw new Error("database password is hunter2");
    })
    .get("/api/invalid", "public", () => {
      throw new ValidationError({ Email: ["This field is required"] });
    });
}

describe("REST router", () => {
  test("matches paths case-insensitively, with or without a trailing slash", async () => {
    for (const path of ["/api/Country", "/api/country", "/api/COUNTRY/"]) {
      const res = await router().handle(new Request(`http://x${path}`), base, anonymous);
      expect(await res!.json()).toEqual([{ id: 1 }]);
    }
  });
  test("captures parameters", async () => {
    const res = await router().handle(new Request("http://x/api/eulacompanies/ValidateEulaCompany/42"), base, anonymous);
    expect(await res!.json()).toEqual({ id: "42" });
  });
  test("unknown path is not handled; wrong method is 405", async () => {
    expect(await router().handle(new Request("http://x/api/nothing"), base, anonymous)).toBeNull();
    expect((await router().handle(new Request("http://x/api/country", { method: "DELETE" }), base, anonymous))!.status).toBe(405);
  });
  test("private routes need a principal", async () => {
    const res = await router().handle(new Request("http://x/api/private"), base, anonymous);
    expect(res!.status).toBe(401);
    expect(await res!.json()).toEqual({ message: "Unauthorized" });
  });
  test("malformed JSON is a 400 with a message", async () => {
    const res = await router().handle(new Request("http://x/api/echo", { method: "POST", body: "{nope" }), base, anonymous);
    expect(res!.status).toBe(400);
    expect(await res!.json()).toEqual({ message: "The request body is not valid JSON." });
  });
  test("unexpected errors are hidden behind a reference", async () => {
    const res = await router().handle(new Request("http://x/api/fail"), base, anonymous);
    expect(res!.status).toBe(500);
    const body = (await res!.json()) as { message: string };
    expect(body.message).toMatch(/^Unexpected error \(ref [0-9a-f]{8}\)$/);
    expect(JSON.stringify(body)).not.toContain("hunter2");
  });
  test("validation problems keep their shape", async () => {
    const res = await router().handle(new Request("http://x/api/invalid"), base, anonymous);
    expect(res!.status).toBe(400);
    expect(await res!.json()).toEqual({ title: "One or more validation errors occurred.", status: 400, errors: { Email: ["This field is required"] } });
  });
  test("domain errors map to their REST status, body and headers", () => {
    expect(httpStatus(conflict("x"))).toBe(409);
    expect(httpBody(new SaveErrors(["a.", "b."]))).toEqual({ result: "ERRORS", errors: ["a.", "b."], message: "a. b." });
    const many = new TooManyAttempts("Wait.", 90);
    expect([httpStatus(many), httpBody(many), httpHeaders(many)]).toEqual([429, { message: "Wait.", retryAfter: 90 }, { "retry-after": "90" }]);
  });
});
