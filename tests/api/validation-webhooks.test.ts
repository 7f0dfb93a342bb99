// Input validation of the subscriptions screen (issue 9, "Input validation at both doors"):
// each row of POST /api/Suscriptions/Save is parsed by one strict schema; `suscribed: "yes"`
// was saved as false, an object URL as "[object Object]". Now a 400 names the row and field,
// and the company's rows are re-read unchanged (the save is all or nothing).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql } from "../helpers";
import { expectValidation, tokensOf } from "../helpers/company";
import { listRows, unsubscribeAll } from "./webhooks-support";

let t: Awaited<ReturnType<typeof tokensOf<"adminA">>>;
beforeAll(async () => {
  t = await tokensOf("adminA");
  await unsubscribeAll(t.adminA);
});
afterAll(async () => {
  await unsubscribeAll(t.adminA);
});

const BAD_TEXT = /NUL character or an unpaired UTF-16 surrogate/;
const save = (body: unknown) => api("POST", "/api/Suscriptions/Save", { token: t.adminA, body });

describe("POST /api/Suscriptions/Save", () => {
  test("suscribed 'yes' (was saved as false) → 400 under subscriptions[i].suscribed; nothing saved", async () => {
    const rows = await listRows(t.adminA);
    const body = rows.map((r, i) => ({ ...r, suscribed: i === 2 ? "yes" : false }));
    expectValidation(await save(body), "subscriptions[2].suscribed", "The value must be true or false.");
    expectValidation(await save({ companyId: rows[0]!.companyId, subscriptions: body }), "subscriptions[2].suscribed", "The value must be true or false.");
    expect(await listRows(t.adminA)).toEqual(rows);
  });

  test("an object URL, a word for the indicator type id, a row that is a number → each named; nothing saved", async () => {
    const rows = await listRows(t.adminA);
    expectValidation(await save([{ ...rows[0], suscribed: true, url: { href: "https://x.test" } }]), "subscriptions[0].url", "The value must be a string.");
    expectValidation(await save([{ ...rows[0], indicatorType: { id: "BI" } }]), "subscriptions[0].indicatorType.id", "The value must be a whole number.");
    expectValidation(await save([7]), "subscriptions[0]", "The value must be an object.");
    expectValidation(await save({ subscriptions: "all" }), "subscriptions", "The value must be a list.");
    expect(await listRows(t.adminA)).toEqual(rows);
  });

  test("a URL with NUL → 400; the legacy 'true' still subscribes", async () => {
    const rows = await listRows(t.adminA);
    expectValidation(await save([{ ...rows[0], suscribed: true, url: "https://hooks.example.test/\u0000" }]), "[0].url", BAD_TEXT);
    expect(await listRows(t.adminA)).toEqual(rows);
    const ok = await save([{ ...rows[0], suscribed: "true", url: "http://127.0.0.1:9/hook" }]);
    expect(ok.status).toBe(200);
    expect((await listRows(t.adminA)).find((r) => r.id === rows[0]!.id)).toMatchObject({ suscribed: true, url: "http://127.0.0.1:9/hook" });
  });

  test("GraphQL saveWebhookSubscriptions: a lone surrogate in a URL → 400 naming it; nothing saved", async () => {
    await unsubscribeAll(t.adminA);
    const rows = await listRows(t.adminA);
    const r = await gql(
      `mutation($input: [WebhookSubscriptionInput!]!) { saveWebhookSubscriptions(input: $input) { message } }`,
      { input: [{ subscriptionId: rows[0]!.id, licenseProductId: rows[0]!.licenseProduct.id, indicatorTypeId: rows[0]!.indicatorType.id, subscribed: true, url: "https://x.test/\ud800" }] },
      t.adminA,
    );
    expect(r.status).toBe(400);
    expect(Object.keys(r.errors![0]!.extensions!.errors)).toEqual(["$input[0].url"]);
    expect(await listRows(t.adminA)).toEqual(rows);
  });
});
