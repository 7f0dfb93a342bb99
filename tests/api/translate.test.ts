// The Translate button (/accesstotranslate, server/translate): a company administrator with a
// permitted language words a screen's labels for its own company; other companies keep the
// product's text; users without a permitted language, and other user types, are refused.
import { afterAll, beforeAll, expect, test } from "bun:test";
import { gql, gqlData } from "../helpers";
import { expectGqlError, tokensOf } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "adminB">>>;
const LOT = 1225; // screen 400's "product" object (server/seed/screens.ts)
const labels = async (token: string) => gqlData(await gql(`{ screenLabels(screenId: 400) }`, {}, token)).screenLabels as Record<string, string>;
const save = (token: string, text: string | null, objectId = LOT) => gql(`mutation($t: String, $o: Int!) { saveScreenText(screenId: 400, objectId: $o, text: $t) { objectId own } }`, { t: text, o: objectId }, token);

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "adminB");
});
afterAll(async () => {
  await save(t.adminA, null);
});

test("the screen's labels in the permitted language, with the product's text and the company's own wording", async () => {
  const texts = gqlData(await gql(`{ screenTexts(screenId: 400) { languageCode texts { objectId name base shipped own } } }`, {}, t.adminA)).screenTexts;
  expect(texts.languageCode).toBe("es");
  expect(texts.texts.find((x: { objectId: number }) => x.objectId === LOT)).toMatchObject({ name: "product", base: "Product", shipped: "Producto", own: null });
});

test("the company's wording shows to its own users only; empty puts the product's text back", async () => {
  expect(gqlData(await save(t.adminA, "Producto esterilizante")).saveScreenText).toEqual({ objectId: LOT, own: "Producto esterilizante" });
  expect((await labels(t.supervisorA)).product).toBe("Producto esterilizante");
  expect((await labels(t.adminB)).product).toBe("Product");
  const log = gqlData(await gql(`{ appLog(first: 5) { edges { node { logDetail } } } }`, {}, t.adminA)).appLog.edges.map((e: { node: { logDetail: string } }) => e.node.logDetail);
  expect(log.some((d: string) => d.includes("Producto esterilizante"))).toBe(true);
  gqlData(await save(t.adminA, ""));
  expect((await labels(t.supervisorA)).product).toBe("Producto");
});

test("refused without a permitted language, for other user types, and for objects of another screen", async () => {
  expectGqlError(await gql(`{ screenTexts(screenId: 400) { languageCode } }`, {}, t.adminB), "FORBIDDEN");
  expectGqlError(await gql(`{ screenTexts(screenId: 400) { languageCode } }`, {}, t.supervisorA), "FORBIDDEN");
  expectGqlError(await save(t.adminA, "x", 999_999), "NOT_FOUND");
  expectGqlError(await save(t.adminA, "x".repeat(201)), "BAD_USER_INPUT");
});
