// Scanner lookup (spec 001 sections 5 and 7; DOMAIN.md GS1): GET /api/Product/GetProductByGTIN
// ?gtin=&distributor= in the caller's distributor catalogue (id 0 when unknown), the whole
// scanned code in ?code= parsed on the server, and the GraphQL query productByBarcode.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, distId, gql, gqlData } from "../helpers";
import { expectNotFound, tokensOf } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "operatorA" | "adminC" | "sysadmin" | "dist">>>;
beforeAll(async () => {
  t = await tokensOf("adminA", "operatorA", "adminC", "sysadmin", "dist");
});

const PATH = "/api/Product/GetProductByGTIN";
/** Seeded: BT220 of the first distributor (Bionova) is 0952123454321 + check digit 3 (server/seed/demo-catalogue.ts). */
const BT220_A = "09521234543213";
/** GS1 check digit, computed here independently of the server. */
const withCheck = (body13: string) => body13 + String((10 - ([...body13].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0) % 10)) % 10);
const BT220_C = withCheck("0735000124321"); // the second distributor's BT220
const UNKNOWN = withCheck("0952123459999");

const BT220 = { id: expect.any(Number), name: expect.stringContaining("BT220"), brand: expect.any(String), productModel: { id: expect.any(Number), type: 0, name: "BT220" } };

describe("GET /api/Product/GetProductByGTIN?gtin=", () => {
  test("a GTIN of the caller's distributor → { id, name, brand, productModel { type, name } }", async () => {
    const res = await api("GET", PATH, { token: t.adminA, query: { gtin: BT220_A, distributor: await distId("localhost") } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(BT220);
    expect(res.json.id).toBeGreaterThan(0);
  });

  test("GTIN-13 (without the leading zero) finds the same product; operators may scan", async () => {
    const a = await api("GET", PATH, { token: t.adminA, query: { gtin: BT220_A } });
    const b = await api("GET", PATH, { token: t.operatorA, query: { gtin: BT220_A.slice(1) } });
    expect(b.status).toBe(200);
    expect(b.json).toEqual(a.json);
  });

  test("a valid GTIN nobody sells → id 0 (which the screens ignore)", async () => {
    const res = await api("GET", PATH, { token: t.adminA, query: { gtin: UNKNOWN } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: 0, name: null, brand: null, productModel: null });
  });

  test("catalogues are per distributor: the second distributor's company finds its own BT220, not the first's", async () => {
    const own = await api("GET", PATH, { token: t.adminC, query: { gtin: BT220_C } });
    expect(own.json).toEqual(BT220);
    const mine = await api("GET", PATH, { token: t.adminA, query: { gtin: BT220_A } });
    expect(own.json.id).not.toBe(mine.json.id);
    expect((await api("GET", PATH, { token: t.adminC, query: { gtin: BT220_A } })).json.id).toBe(0);
    expect((await api("GET", PATH, { token: t.adminA, query: { gtin: BT220_C } })).json.id).toBe(0);
  });

  test("naming another distributor is Not found; provider staff must name one", async () => {
    expectNotFound(await api("GET", PATH, { token: t.adminA, query: { gtin: BT220_A, distributor: await distId("loopback") } }));
    expectNotFound(await api("GET", PATH, { token: t.dist, query: { gtin: BT220_A, distributor: await distId("loopback") } }));
    expect((await api("GET", PATH, { token: t.dist, query: { gtin: BT220_A } })).json).toEqual(BT220);
    const sys = await api("GET", PATH, { token: t.sysadmin, query: { gtin: BT220_A } });
    expect(sys.status).toBe(400);
    expect(sys.json.errors.distributor).toEqual(["This field is required"]);
    expect((await api("GET", PATH, { token: t.sysadmin, query: { gtin: BT220_C, distributor: await distId("loopback") } })).json).toEqual(BT220);
  });

  test("a wrong check digit, a wrong length or no GTIN is a validation problem on gtin", async () => {
    for (const [gtin, pattern] of [
      ["09521234543214", /wrong check digit \(expected 3\)/],
      ["0952123454321", /wrong check digit/],
      ["12345", /8, 12, 13 or 14 digits/],
      ["ABCDEFGHIJKLMN", /digits only/],
      ["", /This field is required/],
    ] as const) {
      const res = await api("GET", PATH, { token: t.adminA, query: { gtin } });
      expect(res.status).toBe(400);
      expect(res.json.errors.gtin[0]).toMatch(pattern);
    }
    expect((await api("GET", PATH, { token: t.adminA })).status).toBe(400);
  });

  test("no token → 401", async () => {
    expect((await api("GET", PATH, { query: { gtin: BT220_A } })).status).toBe(401);
  });
});

describe("GET /api/Product/GetProductByGTIN?code= (the whole scanned code)", () => {
  test("DOMAIN.md example 1: AIM ]d2, GTIN, expiry, lot", async () => {
    const res = await api("GET", PATH, { token: t.operatorA, query: { code: "]d201095212345432131727063010ABC123" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ ...BT220, gtin: BT220_A, lot: "ABC123", expiry: "2027-06-30", production: null, serial: null, legacy: false });
  });

  test("DOMAIN.md example 2: parenthesised form, day 00 = last day of the month", async () => {
    const res = await api("GET", PATH, { token: t.adminA, query: { code: "(01)09521234543213(11)240115(17)290100(10)A1B2" } });
    expect(res.json).toMatchObject({ gtin: BT220_A, production: "2024-01-15", expiry: "2029-01-31", lot: "A1B2", legacy: false });
    expect(res.json.id).toBeGreaterThan(0);
  });

  test("GS-separated variable fields, lower-case lot upper-cased, serial kept", async () => {
    const res = await api("GET", PATH, { token: t.adminA, query: { code: `]C101${BT220_A}10lot-7b\u001d21SN0001\u001d17280229` } });
    expect(res.json).toMatchObject({ gtin: BT220_A, lot: "LOT-7B", serial: "SN0001", expiry: "2028-02-29" });
  });

  test("the legacy fixed-position rule (≥ 35 characters, GTIN at 3-16) still works", async () => {
    const code = `01${BT220_A}17270630` + "10" + "lot123456789012345678901"; // lot too long for AI 10: only the legacy reading takes it
    expect(code.length).toBeGreaterThanOrEqual(35);
    const res = await api("GET", PATH, { token: t.adminA, query: { code } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ gtin: BT220_A, expiry: "2027-06-30", lot: "LOT12345678901234567", legacy: true });
    expect(res.json.id).toBeGreaterThan(0);
  });

  test("an unknown product in a good code → id 0 with the parsed fields", async () => {
    const res = await api("GET", PATH, { token: t.adminA, query: { code: `01${UNKNOWN}10X1` } });
    expect(res.json).toMatchObject({ id: 0, gtin: UNKNOWN, lot: "X1" });
  });

  test("an unreadable code is a validation problem on code", async () => {
    for (const code of ["]d20109521234543214", "hello", `01${BT220_A}17271332`]) {
      const res = await api("GET", PATH, { token: t.adminA, query: { code } });
      expect(res.status).toBe(400);
      expect(res.json.title).toBe("The barcode could not be read.");
      expect(res.json.errors.code.length).toBe(1);
    }
  });
});

describe("GraphQL productByBarcode", () => {
  const Q = `query($code: String!) { productByBarcode(code: $code) { product { productId name brand productModel { type name } } gtin lot expiry production serial legacy } }`;

  test("parses and finds the product", async () => {
    const d = gqlData(await gql(Q, { code: "(01)09521234543213(11)240115(17)290100(10)A1B2" }, t.adminA));
    expect(d.productByBarcode).toEqual({
      product: { productId: expect.any(Number), name: expect.stringContaining("BT220"), brand: expect.any(String), productModel: { type: 0, name: "BT220" } },
      gtin: BT220_A,
      lot: "A1B2",
      expiry: "2029-01-31",
      production: "2024-01-15",
      serial: null,
      legacy: false,
    });
  });

  test("a bare GTIN works; an unknown one has product null; a bad code is BAD_USER_INPUT", async () => {
    expect(gqlData(await gql(Q, { code: BT220_A }, t.operatorA)).productByBarcode.product.productModel.name).toBe("BT220");
    expect(gqlData(await gql(Q, { code: UNKNOWN }, t.adminA)).productByBarcode).toMatchObject({ product: null, gtin: UNKNOWN });
    const bad = await gql(Q, { code: "not a barcode" }, t.adminA);
    expect(bad.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    const anon = await gql(Q, { code: BT220_A }, null);
    expect(anon.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });
});
