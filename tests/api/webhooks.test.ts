// Subscriptions screen (321) backend, docs/webhooks.md: GET /api/Suscriptions/GetLicensesByIndicatorTypes/,
// POST /api/Suscriptions/Save, POST /api/Suscriptions/TestRequest (+ RotateSecret), their
// GraphQL equivalents, licence-missing, tenancy and role rules. Test requests go to a local
// receiver, so the server must run with WEBHOOK_ALLOW_PRIVATE=1 (scripts/test.ts sets it).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData } from "../helpers";
import { expectForbidden, expectNotFound, expectSaveErrors, SEED, tokensOf } from "../helpers/company";
import { listRows, NORMAL, PLUS, rowOf, signatureOk, startReceiver, TYPE, unsubscribeAll, type Receiver, type WireRow } from "./webhooks-support";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;
let receiver: Receiver;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
  receiver = startReceiver();
  await unsubscribeAll(t.adminA);
});
afterAll(async () => {
  await unsubscribeAll(t.adminA);
  receiver.stop();
});

const LIST = "/api/Suscriptions/GetLicensesByIndicatorTypes/";
const KEYS = ["block", "companyId", "id", "indicatorType", "licenseProduct", "secret", "suscribed", "url"];

describe("GET /api/Suscriptions/GetLicensesByIndicatorTypes/", () => {
  test("Hospital A (active Integration and Integration Plus licences): 'normal' (product 3) then 'plus' (product 2) × indicator types 1..5", async () => {
    const rows = await listRows(t.adminA);
    expect(rows.length).toBe(10);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(KEYS);
    expect(rows.map((r) => [r.licenseProduct.id, r.indicatorType.id])).toEqual([
      [NORMAL, 1], [NORMAL, 2], [NORMAL, 3], [NORMAL, 4], [NORMAL, 5],
      [PLUS, 1], [PLUS, 2], [PLUS, 3], [PLUS, 4], [PLUS, 5],
    ]);
    expect(rows.slice(0, 5).every((r) => r.block === "normal")).toBe(true);
    expect(rows.slice(5).every((r) => r.block === "plus")).toBe(true);
    expect(rowOf(rows, NORMAL, TYPE.BI).indicatorType.name).toBe("BI");
    expect(rowOf(rows, PLUS, TYPE.BI_DISINFECTION).indicatorType.name).toBe("BI disinfection");
    for (const r of rows) {
      expect(r.companyId).toBe(SEED.company.A);
      expect(r.suscribed).toBe(false);
      expect(r.url).toBeNull();
      expect(Number.isInteger(r.id) && r.id > 0).toBe(true);
    }
    expect(new Set(rows.map((r) => r.id)).size).toBe(10);
  });

  test("the company administrator sees each row's own signing secret; a supervisor sees none", async () => {
    const admin = await listRows(t.adminA);
    for (const r of admin) expect(r.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(new Set(admin.map((r) => r.secret)).size).toBe(admin.length);
    const supervisor = await listRows(t.supervisorA);
    expect(supervisor.map((r) => r.id)).toEqual(admin.map((r) => r.id));
    for (const r of supervisor) expect(r.secret).toBeNull();
  });

  test("no active Integration licence → empty list (the screen shows the licence-missing banner)", async () => {
    expect(await listRows(t.adminB)).toEqual([]);
    // Clinic C holds only a Bionova Cloud trial: no webhook block either.
    expect(await listRows(t.adminC)).toEqual([]);
  });

  test("another company's companyId is Not found", async () => {
    expectNotFound(await api("GET", LIST, { token: t.adminA, query: { companyId: SEED.company.B } }));
    expect((await api("GET", LIST, { token: t.adminA, query: { companyId: SEED.company.A } })).status).toBe(200);
  });

  test("company types 0 and 1 only: operators, connection users, distributor and provider staff are refused; no token is 401", async () => {
    for (const token of [t.operatorA, t.agentA, t.dist, t.sysadmin]) expectForbidden(await api("GET", LIST, { token }));
    expect((await api("GET", LIST)).status).toBe(401);
  });
});

describe("POST /api/Suscriptions/Save", () => {
  test("saves every row at once and answers the text 'Subscriptions saved.'", async () => {
    const rows = await listRows(t.adminA);
    const url = receiver.url("/save-1");
    const body = rows.map((r) => (r.licenseProduct.id === NORMAL && r.indicatorType.id <= 2 ? { ...r, suscribed: true, url } : r));
    const res = await api("POST", "/api/Suscriptions/Save", { token: t.adminA, body });
    expect(res.status).toBe(200);
    expect(res.text).toBe("Subscriptions saved.");
    const after = await listRows(t.adminA);
    expect(after.filter((r) => r.suscribed).map((r) => [r.licenseProduct.id, r.indicatorType.id, r.url])).toEqual([
      [NORMAL, TYPE.BI, url],
      [NORMAL, TYPE.PRO, url],
    ]);
    // The secrets do not change on save.
    expect(after.map((r) => r.secret)).toEqual(rows.map((r) => r.secret));
  });

  test("accepts the wrapped form { companyId, subscriptions } and rows named by licence product + indicator type only (supervisor)", async () => {
    const url = "https://receiver.example.com/sterile-qc";
    const res = await api("POST", "/api/Suscriptions/Save", {
      token: t.supervisorA,
      body: { companyId: SEED.company.A, subscriptions: [{ suscribed: true, url, indicatorType: { id: TYPE.CHE_WASHER }, licenseProduct: { id: PLUS }, companyId: SEED.company.A }] },
    });
    expect(res.status).toBe(200);
    expect(res.text).toBe("Subscriptions saved.");
    const row = rowOf(await listRows(t.adminA), PLUS, TYPE.CHE_WASHER);
    expect(row.suscribed).toBe(true);
    expect(row.url).toBe(url);
  });

  test("an invalid URL is a validation problem and nothing of the list is saved", async () => {
    const before = await listRows(t.adminA);
    for (const bad of ["ftp://files.example.com/x", "not a url", "javascript:alert(1)", "https://user:pw@example.com/x"]) {
      const body = before.map((r, i) => (i === 0 ? { ...r, suscribed: false, url: null } : i === 9 ? { ...r, suscribed: true, url: bad } : r));
      const res = await api("POST", "/api/Suscriptions/Save", { token: t.adminA, body });
      expect(res.status).toBe(400);
      expect(res.json.title).toBe("One or more validation errors occurred.");
      const messages = Object.values(res.json.errors as Record<string, string[]>).flat();
      expect(messages.join(" ")).toMatch(/Integration Plus · BI disinfection: the endpoint URL/);
      expect(await listRows(t.adminA)).toEqual(before);
    }
  });

  test("subscribing without a URL is refused", async () => {
    const rows = await listRows(t.adminA);
    const body = rows.map((r) => (r.licenseProduct.id === PLUS && r.indicatorType.id === TYPE.BI ? { ...r, suscribed: true, url: "  " } : r));
    const res = await api("POST", "/api/Suscriptions/Save", { token: t.adminA, body });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json.errors)).toContain("the endpoint URL is required to subscribe");
  });

  test("a companyId that is not the caller's is Not found, and the valid rows of that list are not saved", async () => {
    const before = await listRows(t.adminA);
    const body = before.map((r, i) => (i === 2 ? { ...r, suscribed: true, url: receiver.url() } : i === 3 ? { ...r, companyId: SEED.company.B } : r));
    expectNotFound(await api("POST", "/api/Suscriptions/Save", { token: t.adminA, body }));
    expectNotFound(await api("POST", "/api/Suscriptions/Save", { token: t.adminA, body: { companyId: SEED.company.C, subscriptions: before } }));
    expect(await listRows(t.adminA)).toEqual(before);
  });

  test("another company's row id is Not found", async () => {
    const rows = await listRows(t.adminA);
    const res = await api("POST", "/api/Suscriptions/Save", { token: t.adminA, body: [{ ...rows[0], id: 999_999 }] });
    expectNotFound(res);
  });

  test("a licence product the company does not hold is refused (ERRORS); Hospital B holds none", async () => {
    const res = await api("POST", "/api/Suscriptions/Save", {
      token: t.adminA,
      body: [{ suscribed: true, url: "https://example.com/x", indicatorType: { id: 1 }, licenseProduct: { id: 4 }, companyId: SEED.company.A }],
    });
    expectSaveErrors(res, /no active licence for Exporter/i);
    const b = await api("POST", "/api/Suscriptions/Save", {
      token: t.adminB,
      body: [{ suscribed: true, url: "https://example.com/x", indicatorType: { id: 1 }, licenseProduct: { id: NORMAL }, companyId: SEED.company.B }],
    });
    expectSaveErrors(b, /no active Integration licence/i);
  });

  test("operators, connection users and other tenants' staff cannot save", async () => {
    const rows = await listRows(t.adminA);
    for (const token of [t.operatorA, t.agentA, t.dist, t.sysadmin]) expectForbidden(await api("POST", "/api/Suscriptions/Save", { token, body: rows }));
  });

  test("a body that is not a list of subscriptions is a 400", async () => {
    const res = await api("POST", "/api/Suscriptions/Save", { token: t.adminA, body: { something: 1 } });
    expect(res.status).toBe(400);
    expect(typeof res.json.message).toBe("string");
  });
});

describe("POST /api/Suscriptions/TestRequest", () => {
  test("sends a signed sample to the URL of the row now and answers the endpoint's status and text", async () => {
    const rows = await listRows(t.adminA);
    const row = rowOf(rows, NORMAL, TYPE.PRO);
    receiver.plan([{ status: 200, body: "received, thanks" }]);
    const before = receiver.requests.length;
    const url = receiver.url("/test-request");
    const res = await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminA, body: { ...row, url } });
    expect(res.status).toBe(200);
    expect(res.text).toBe("The endpoint answered 200: received, thanks");
    expect(receiver.requests.length).toBe(before + 1);
    const got = receiver.requests.at(-1)!;
    expect(got.path).toBe("/test-request");
    expect(got.headers.get("content-type")).toBe("application/json");
    expect(got.headers.get("x-sterileqc-event")).toBe("test");
    expect(got.headers.get("x-sterileqc-delivery")).toMatch(/^test-/);
    expect(Math.abs(Number(got.headers.get("x-sterileqc-timestamp")) - Date.now() / 1000)).toBeLessThan(60);
    expect(got.headers.get("x-sterileqc-signature")).toMatch(/^sha256=[0-9a-f]{64}$/);
    expect(signatureOk(row.secret!, got)).toBe(true);
    expect(signatureOk(rowOf(rows, PLUS, TYPE.PRO).secret!, got)).toBe(false);
    expect(got.json).toMatchObject({ event: "test", version: 1, test: true, company: { id: SEED.company.A, name: "Hospital A" }, indicatorType: { id: TYPE.PRO, name: "Protein" }, reading: { kind: "PRO" } });
  });

  test("the endpoint's failure answer is a 400 { message } with its status and text", async () => {
    const row = rowOf(await listRows(t.adminA), PLUS, TYPE.BI);
    receiver.plan([{ status: 500, body: "database down" }]);
    const res = await api("POST", "/api/Suscriptions/TestRequest", { token: t.supervisorA, body: { ...row, url: receiver.url() } });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: "The endpoint answered 500: database down" });
  });

  test("a redirect is not followed: the 3xx is the answer", async () => {
    const row = rowOf(await listRows(t.adminA), PLUS, TYPE.BI);
    receiver.plan([{ status: 302, headers: { location: receiver.url("/elsewhere") } }]);
    const before = receiver.requests.length;
    const res = await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminA, body: { ...row, url: receiver.url("/moved") } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^The endpoint answered 302/);
    expect(receiver.requests.length).toBe(before + 1);
  });

  test("an unreachable endpoint is a 400 { message }", async () => {
    const closed = Bun.serve({ port: 0, hostname: "127.0.0.1", fetch: () => new Response("") });
    const url = `http://127.0.0.1:${closed.port}/gone`;
    closed.stop(true);
    const row = rowOf(await listRows(t.adminA), NORMAL, TYPE.BI);
    const res = await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminA, body: { ...row, url } });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^The test request failed: /);
  });

  test("without a URL (none given, none saved) or with an invalid one: 400 { message }", async () => {
    const row = rowOf(await listRows(t.adminA), PLUS, TYPE.CHE_STERILIZER);
    const none = await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminA, body: { ...row, url: "" } });
    expect(none.status).toBe(400);
    expect(none.json.message).toMatch(/enter the endpoint URL/);
    const bad = await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminA, body: { ...row, url: "gopher://x" } });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/https:\/\/ or http:\/\//);
  });

  test("tenancy and roles: a foreign companyId is Not found, Hospital B has no licence, operators are refused", async () => {
    const row = rowOf(await listRows(t.adminA), NORMAL, TYPE.BI);
    expectNotFound(await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminA, body: { ...row, url: receiver.url(), companyId: SEED.company.B } }));
    expectSaveErrors(await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminB, body: { ...row, id: null, companyId: SEED.company.B, url: receiver.url() } }), /no active Integration licence/i);
    expectSaveErrors(await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminC, body: { ...row, companyId: undefined, url: receiver.url() } }), /no active Integration licence/i);
    for (const token of [t.operatorA, t.agentA, t.dist]) expectForbidden(await api("POST", "/api/Suscriptions/TestRequest", { token, body: { ...row, url: receiver.url() } }));
  });
});

describe("secrets", () => {
  test("the administrator can replace a row's secret; deliveries are then signed with the new one; supervisors cannot", async () => {
    const before = rowOf(await listRows(t.adminA), PLUS, TYPE.CHE_WASHER);
    expectForbidden(await api("POST", "/api/Suscriptions/RotateSecret", { token: t.supervisorA, body: { id: before.id } }));
    const res = await api("POST", "/api/Suscriptions/RotateSecret", { token: t.adminA, body: { id: before.id } });
    expect(res.status).toBe(200);
    expect(res.json.secret).toMatch(/^[0-9a-f]{64}$/);
    expect(res.json.secret).not.toBe(before.secret);
    const others = (await listRows(t.adminA)).filter((r) => r.id !== before.id);
    expect(others.every((r) => r.secret !== res.json.secret)).toBe(true);
    receiver.plan([{ status: 204 }]);
    const test = await api("POST", "/api/Suscriptions/TestRequest", { token: t.adminA, body: { ...before, url: receiver.url("/rotated") } });
    expect(test.text).toBe("The endpoint answered 204.");
    const got = receiver.requests.at(-1)!;
    expect(signatureOk(res.json.secret, got)).toBe(true);
    expect(signatureOk(before.secret!, got)).toBe(false);
    expectNotFound(await api("POST", "/api/Suscriptions/RotateSecret", { token: t.adminA, body: { id: 999_999 } }));
  });
});

describe("GraphQL", () => {
  const Q = `{ webhookSubscriptions { subscriptionId companyId block subscribed url secret licenseProduct { id name } indicatorType { id name } } }`;

  test("webhookSubscriptions mirrors the REST list (secret for the administrator only)", async () => {
    const rest = await listRows(t.adminA);
    const d = gqlData(await gql(Q, {}, t.adminA));
    expect(d.webhookSubscriptions.map((r: any) => [r.subscriptionId, r.block, r.subscribed, r.url, r.secret])).toEqual(rest.map((r) => [r.id, r.block.toUpperCase(), r.suscribed, r.url, r.secret]));
    const sup = gqlData(await gql(Q, {}, t.supervisorA));
    expect(sup.webhookSubscriptions.every((r: any) => r.secret === null)).toBe(true);
    expect(gqlData(await gql(Q, {}, t.adminB)).webhookSubscriptions).toEqual([]);
    const op = await gql(Q, {}, t.operatorA);
    expect(op.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  test("saveWebhookSubscriptions and testWebhook", async () => {
    const url = receiver.url("/graphql-save");
    const saved = gqlData(
      await gql(
        `mutation($input: [WebhookSubscriptionInput!]!) { saveWebhookSubscriptions(input: $input) { message subscriptions { licenseProduct { id } indicatorType { id } subscribed url } } }`,
        { input: [{ licenseProductId: PLUS, indicatorTypeId: TYPE.BI_DISINFECTION, subscribed: true, url }] },
        t.adminA,
      ),
    );
    expect(saved.saveWebhookSubscriptions.message).toBe("Subscriptions saved.");
    expect(saved.saveWebhookSubscriptions.subscriptions).toContainEqual({ licenseProduct: { id: PLUS }, indicatorType: { id: TYPE.BI_DISINFECTION }, subscribed: true, url });

    receiver.plan([{ status: 201, body: "created" }]);
    const row = rowOf(await listRows(t.adminA), PLUS, TYPE.BI_DISINFECTION);
    const tested = gqlData(await gql(`mutation($id: Int) { testWebhook(subscriptionId: $id) { ok status body message } }`, { id: row.id }, t.adminA));
    expect(tested.testWebhook).toEqual({ ok: true, status: 201, body: "created", message: "The endpoint answered 201: created" });
    const got = receiver.requests.at(-1)!;
    expect(got.path).toBe("/graphql-save");
    expect(signatureOk(row.secret!, got)).toBe(true);

    receiver.plan([{ status: 418, body: "teapot" }]);
    const failed = gqlData(await gql(`mutation($url: String) { testWebhook(licenseProductId: 3, indicatorTypeId: 1, url: $url) { ok status message } }`, { url: receiver.url() }, t.supervisorA));
    expect(failed.testWebhook).toEqual({ ok: false, status: 418, message: "The endpoint answered 418: teapot" });

    const invalid = await gql(`mutation { saveWebhookSubscriptions(input: [{ licenseProductId: 3, indicatorTypeId: 1, subscribed: true, url: "ftp://x" }]) { message } }`, {}, t.adminA);
    expect(invalid.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
  });
});
