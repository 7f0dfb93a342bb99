// The reference data the screens read over GraphQL (the browser's data path), checked against
// the REST compatibility door that serves the same services: the reading forms (readingForm,
// requiredFields), the distributor's products (products), the viewer's notifications
// (notifications, viewNotification).
import { beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData } from "../helpers";
import { gid, gqlCode, tokensOf } from "../helpers/company";
import { products } from "../helpers/readings";
import { claimsOf, distId } from "../helpers/session";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "adminB" | "adminC" | "operatorA" | "agentA" | "dist" | "sysadmin">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "adminB", "adminC", "operatorA", "agentA", "dist", "sysadmin");
});

const FORM = `query ($kind: ReadingKind!) { readingForm(kind: $kind) { kind fields { name type required final maxLength min max options { code description } } results { code description } visualResults { code description } } }`;
type Field = { name: string; type: string; required: boolean; final: boolean; maxLength: number | null; min: number | null; max: number | null; options: { code: number; description: string }[] | null };
const form = async (token: string, kind: string) => gqlData(await gql(FORM, { kind }, token)).readingForm as { kind: string; fields: Field[]; results: { code: number }[]; visualResults: { code: number }[] };
const requiredNames = async (token: string, screen: number) => {
  const res = await api("GET", "/api/Screen/GetRequiredFields", { token, query: { Screen: screen } });
  return (res.json as { name: string }[]).map((o) => o.name);
};

describe("readingForm(kind)", () => {
  test("the company's security mode decides `required`: Hospital B (mode 1) ⊂ Hospital A (2) ⊂ Clinic C (3)", async () => {
    const required = async (token: string) => new Set((await form(token, "BI")).fields.filter((f) => f.required).map((f) => f.name));
    const [b, a, c] = [await required(t.adminB), await required(t.adminA), await required(t.adminC)];
    expect(b.size).toBeGreaterThan(0);
    expect(a.size).toBeGreaterThan(b.size);
    expect(c.size).toBeGreaterThan(a.size);
    for (const name of b) expect(a.has(name)).toBe(true);
    for (const name of a) expect(c.has(name)).toBe(true);
    // process (object) → processId (field): mode 2, so required in A and C, not in B.
    expect([b.has("processId"), a.has("processId"), c.has("processId")]).toEqual([false, true, true]);
  });

  test("the same objects as GET /api/Screen/GetRequiredFields and requiredFields(screen)", async () => {
    const rest = await requiredNames(t.adminA, 400);
    const graph = gqlData(await gql(`{ requiredFields(screen: 400) { objectId name } }`, {}, t.adminA)).requiredFields.map((o: { name: string }) => o.name);
    expect(graph).toEqual(rest);
    expect(rest).toContain("product");
    const fields = (await form(t.adminA, "BI")).fields;
    expect(fields.find((f) => f.name === "productId")!.required).toBe(true);
    expect(fields.find((f) => f.name === "notes")!.required).toBe(false);
  });

  test("limits and codes come from the field descriptions", async () => {
    const bi = await form(t.adminA, "BI");
    expect(bi.kind).toBe("BI");
    expect(bi.fields.find((f) => f.name === "processId")!.options!.map((o) => o.code)).toEqual([1, 2, 3]);
    expect(bi.results.map((r) => r.code)).toEqual([1, 2, 3, 4]);
    const washer = await form(t.adminA, "CHE_WASHER");
    const temperature = washer.fields.find((f) => f.name === "temperature")!;
    expect([temperature.type, temperature.min, temperature.max]).toEqual(["decimal", -273.15, 300]);
    expect(washer.fields.find((f) => f.name === "lot")!.maxLength).toBe(40);
    expect(washer.fields.find((f) => f.name === "notes")!.final).toBe(true);
  });

  test("the form rules come with the fields; the massive-edit lock follows the viewer; readings and products carry the facts the rules read", async () => {
    const RULES = `query ($kind: ReadingKind!) { readingForm(kind: $kind) { massiveLocked fields { name appliesWhen { fact in } shownWhen { fact in } requiredWhen { fact in } optionalWhen { fact in } } } }`;
    const rules = async (token: string, kind: string) => gqlData(await gql(RULES, { kind }, token)).readingForm;
    const bi = await rules(t.adminA, "BI");
    const field = (name: string) => bi.fields.find((f: { name: string }) => f.name === name);
    expect(field("cycle")).toEqual({ name: "cycle", appliesWhen: [], shownWhen: [{ fact: "conditionSCIB", in: ["1"] }], requiredWhen: [{ fact: "conditionSCIB", in: ["1"] }], optionalWhen: [{ fact: "conditionSCIB", in: ["2"] }] });
    expect(field("disinfectorId").appliesWhen).toEqual([{ fact: "productModelType", in: ["4"] }]);
    expect(field("notes")).toEqual({ name: "notes", appliesWhen: [], shownWhen: [], requiredWhen: [], optionalWhen: [] });
    // Company administrators do not change machines in a massive edit; operators may.
    expect(bi.massiveLocked).toEqual(["sterilizerId", "washerId", "disinfectorId"]);
    expect((await rules(t.operatorA, "BI")).massiveLocked).toEqual([]);
    const pro = await rules(t.adminA, "PRO");
    expect(pro.fields.find((f: { name: string }) => f.name === "tool").appliesWhen).toEqual([{ fact: "modeId", in: ["0"] }]);

    const rows = gqlData(await gql(`{ readings(kind: PRO, states: [LIVE, PROVISIONAL], first: 5) { edges { node { ruleFacts { name values } ... on PROReading { modeId status readyToSave productModelType } } } } }`, {}, t.adminA)).readings.edges;
    expect(rows.length).toBeGreaterThan(0);
    for (const { node } of rows) {
      expect(node.ruleFacts.map((f: { name: string }) => f.name)).toEqual(["modeId", "productModelType"]);
      expect(node.ruleFacts[0].values).toEqual(node.modeId == null ? [] : [String(node.modeId)]);
      expect(node.ruleFacts[1].values).toEqual(node.productModelType == null ? [] : [String(node.productModelType)]);
      expect(node.readyToSave).toBe(node.status === 3);
    }
    const models = gqlData(await gql(`{ products(kind: CHE_STERILIZER) { productModel { name modelFields ruleFacts { name values } } } }`, {}, t.adminA)).products;
    for (const { productModel: m } of models) expect(m.ruleFacts.find((f: { name: string }) => f.name === "modelFields").values).toEqual(m.modelFields);
  });

  test("only company users: distributor and provider staff are refused", async () => {
    for (const token of [t.dist, t.sysadmin]) expect(gqlCode(await gql(FORM, { kind: "BI" }, token))).toBe("FORBIDDEN");
    expect(gqlCode(await gql(FORM, { kind: "BI" }, null))).toBe("UNAUTHENTICATED");
  });
});

describe("products(kind)", () => {
  const PRODUCTS = `query ($kind: ReadingKind) { products(kind: $kind) { productId name brand productModel { type name compatibleTrazanto modelFields } } }`;
  type P = { productId: number; name: string; productModel: { type: number; name: string; modelFields: string[] } };
  const list = async (token: string, kind?: string) => gqlData(await gql(PRODUCTS, { kind }, token)).products as P[];

  test("the caller's distributor's products by family, the same as the REST door", async () => {
    const pairs = [["BI", "ReadingBI"], ["PRO", "ReadingPRO"], ["CHE_STERILIZER", "ReadingCHESterilizer"], ["CHE_WASHER", "ReadingCHEWasher"]] as const;
    for (const [kind, option] of pairs) {
      const graph = await list(t.adminA, kind);
      const rest = await products(t.adminA, "localhost", option);
      expect(graph.map((p) => p.productId)).toEqual(rest.map((p) => p.id));
    }
    expect((await list(t.adminA)).length).toBeGreaterThanOrEqual((await list(t.adminA, "BI")).length);
  });

  test("each chemical sterilizer model says which model-dependent fields it has", async () => {
    const che = await list(t.adminA, "CHE_STERILIZER");
    expect(che.length).toBeGreaterThan(0);
    for (const p of che) {
      const name = p.productModel.name.toUpperCase();
      const expected = [...(["CD29", "CD40", "CD42", "CD50", "IT261YS", "IT26C", "IT26-C", "IT26SAD", "IT26SBL"].includes(name) ? ["packageNumber"] : []), ...(["CD40", "CD42", "CD50"].includes(name) ? ["concentration", "relativeDampness"] : [])];
      expect(p.productModel.modelFields).toEqual(expected);
    }
    expect(che.some((p) => p.productModel.modelFields.length > 0)).toBe(true);
  });

  test("Clinic C (another distributor) sees its own catalogue, not Hospital A's", async () => {
    const a = new Set((await list(t.adminA)).map((p) => p.productId));
    const c = await list(t.adminC);
    expect(c.length).toBeGreaterThan(0);
    for (const p of c) expect(a.has(p.productId)).toBe(false);
  });
});

describe("notifications", () => {
  const NOTES = `{ notifications { id type detail url createdAt } }`;
  type N = { id: string; detail: string };

  test("a company user's own unviewed notifications, the same as GET /api/appnotification; viewing one removes it", async () => {
    const detail = `graphql notification ${Date.now()}`;
    const made = await api("POST", "/api/test/notify", { body: { userId: claimsOf(t.operatorA).Id, detail } });
    expect(made.status).toBe(200);
    const graph = gqlData(await gql(NOTES, {}, t.operatorA)).notifications as N[];
    const rest = (await api("GET", "/api/appnotification", { token: t.operatorA })).json as { id: number; notificationDetail: string }[];
    expect(graph.map((n) => n.detail)).toEqual(rest.map((n) => n.notificationDetail));
    const mine = graph.find((n) => n.detail === detail)!;
    expect(mine).toBeDefined();
    // Another user cannot mark it viewed: Not found, and it stays.
    expect(gqlCode(await gql(`mutation ($id: ID!) { viewNotification(id: $id) }`, { id: mine.id }, t.adminA))).toBe("NOT_FOUND");
    expect((gqlData(await gql(NOTES, {}, t.operatorA)).notifications as N[]).some((n) => n.id === mine.id)).toBe(true);
    expect(gqlData(await gql(`mutation ($id: ID!) { viewNotification(id: $id) }`, { id: mine.id }, t.operatorA)).viewNotification).toBe(mine.id);
    expect((gqlData(await gql(NOTES, {}, t.operatorA)).notifications as N[]).some((n) => n.id === mine.id)).toBe(false);
  });

  test("distributor staff get the system notifications of their distributor, like GET /api/sysnotification/GetByDist", async () => {
    const graph = gqlData(await gql(NOTES, {}, t.dist)).notifications as N[];
    const res = await api("GET", "/api/sysnotification/GetByDist", { token: t.dist, query: { distId: await distId("localhost") } });
    expect(res.status).toBe(200);
    expect(graph.map((n) => n.detail)).toEqual((res.json as { notificationDetail: string }[]).map((n) => n.notificationDetail));
    // An id of the wrong kind names nothing.
    expect(gqlCode(await gql(`mutation ($id: ID!) { viewNotification(id: $id) }`, { id: gid("AppNotification", 1) }, t.dist))).toBe("NOT_FOUND");
  });
});

describe("filterOptions(option): the historical and export filters' lists", () => {
  const Q = `query ($option: HistoricalOption) { filterOptions(option: $option) { sectors { id name detail } users { id name detail } incubators { id name detail } } }`;
  const companyId = () => claimsOf(t.adminA).Company!.Id;

  test("the same sectors, users and incubators as the three REST calls", async () => {
    const data = gqlData(await gql(Q, { option: "ReadingBI" }, t.adminA)).filterOptions;
    const sectors = (await api("GET", "/api/sector/GetIdNameSectorsByCompanyId", { token: t.adminA, query: { companyId: companyId() } })).json as { id: number; name: string }[];
    const users = (await api("GET", "/api/appuser/getbycompany", { token: t.adminA, query: { companyId: companyId() } })).json as { id: number; name: string; lastName: string }[];
    const incubators = (await api("GET", "/api/ReadingBI/GetIncubatorsFromReadings", { token: t.adminA })).json as { id: number; name: string; serialNumber: string }[];
    expect(data.sectors).toEqual(sectors.map((s) => ({ id: s.id, name: s.name, detail: null })));
    expect(data.users).toEqual(users.map((u) => ({ id: u.id, name: [u.name, u.lastName].filter(Boolean).join(" "), detail: null })));
    expect(data.incubators).toEqual(incubators.map((i) => ({ id: i.id, name: i.name, detail: i.serialNumber })));
    expect(data.incubators.length).toBeGreaterThan(0);
  });

  test("no option: no incubators; chemical options: none either", async () => {
    expect(gqlData(await gql(Q, {}, t.adminA)).filterOptions.incubators).toEqual([]);
    expect(gqlData(await gql(Q, { option: "readingchesterilizer" }, t.adminA)).filterOptions.incubators).toEqual([]);
  });

  test("another company sees only its own; an operator and the connection user are refused like REST", async () => {
    const a = gqlData(await gql(Q, {}, t.adminA)).filterOptions;
    const b = gqlData(await gql(Q, {}, t.adminB)).filterOptions;
    const ids = (l: { id: number }[]) => new Set(l.map((x) => x.id));
    for (const id of ids(b.sectors)) expect(ids(a.sectors).has(id)).toBe(false);
    for (const id of ids(b.users)) expect(ids(a.users).has(id)).toBe(false);
    const rest = await api("GET", "/api/appuser/getbycompany", { token: t.agentA, query: { companyId: companyId() } });
    const graph = await gql(Q, {}, t.agentA);
    expect(rest.status).toBeGreaterThanOrEqual(400);
    expect(graph.data).toBeNull();
    expect(gqlCode(graph)).toBe("FORBIDDEN");
  });
});

/** A REST text answer, sent as plain text or as a JSON string. */
const textOf = (r: { text: string; json?: unknown }) => (typeof r.json === "string" ? r.json : r.text);

describe("privacyPolicy, readingImage, viewer.mustChangePasswordText and viewer.interfaceLanguage: the REST answers", () => {
  test("privacyPolicy: the text of GET /api/PrivacyPolicy, anonymous and signed in", async () => {
    const rest = await api("GET", "/api/PrivacyPolicy", { query: { languageCode: "es" } });
    const graph = gqlData(await gql(`query ($l: String) { privacyPolicy(languageCode: $l) }`, { l: "es" })).privacyPolicy;
    expect(graph).toBe(textOf(rest));
    expect(graph.length).toBeGreaterThan(0);
    const signedIn = await api("GET", "/api/PrivacyPolicy", { token: t.adminA });
    expect(gqlData(await gql(`{ privacyPolicy }`, {}, t.adminA)).privacyPolicy).toBe(textOf(signedIn));
  });

  test("readingImage: the picture of GET /api/{option}/GetImage; another company's is Not found", async () => {
    // Page on until a reading with a picture: readings imported by other suites (no picture) come first.
    let imageId: number | undefined;
    let after: string | null = null;
    for (let n = 0; n < 40 && imageId === undefined; n++) {
      const conn: any = gqlData(
        await gql(`query ($after: String) { historicalReadings(option: readingchesterilizer, first: 100, after: $after) { pageInfo { hasNextPage endCursor } edges { node { ... on CheSterilizerReading { imageId } } } } }`, { after }, t.adminA),
      ).historicalReadings;
      imageId = conn.edges.map((e: { node: { imageId: number | null } }) => e.node.imageId).find((id: number | null) => id != null) ?? undefined;
      if (!conn.pageInfo.hasNextPage) break;
      after = conn.pageInfo.endCursor;
    }
    expect(imageId).toBeDefined();
    const rest = await api("GET", "/api/readingchesterilizer/GetImage", { token: t.adminA, query: { imageId } });
    const Q = `query ($id: Int!) { readingImage(imageId: $id) { imageId contentType base64 } }`;
    expect(gqlData(await gql(Q, { id: imageId }, t.adminA)).readingImage).toEqual(rest.json);
    const foreign = await gql(Q, { id: imageId }, t.adminB);
    expect(foreign.data).toBeNull();
    expect(gqlCode(foreign)).toBe("NOT_FOUND");
  });

  test("viewer.mustChangePasswordText and viewer.interfaceLanguage answer what the REST calls do", async () => {
    const text = textOf(await api("POST", "/api/appuser/getmustchangepasswordtext", { token: t.operatorA, body: {} }));
    const language = (await api("GET", "/api/language/GetUserLanguage", { token: t.operatorA })).json;
    const v = gqlData(await gql(`{ viewer { mustChangePasswordText interfaceLanguage { id code description } } }`, {}, t.operatorA)).viewer;
    expect(v.mustChangePasswordText).toBe(text);
    expect(v.interfaceLanguage).toEqual(language);
  });
});

describe("machines(kind): page size", () => {
  const Q = `query ($first: Int, $last: Int) { machines(kind: STERILIZER, first: $first, last: $last) { edges { node { id } } } }`;
  test("more than 100 rows, or fewer than one, is refused with the page-size message, not cut short", async () => {
    for (const vars of [{ first: 101 }, { first: 0 }, { last: 500 }]) {
      const res = await gql(Q, vars, t.adminA);
      // Refused before the operation runs (graphql/limits.ts): a request error, no data at all.
      expect(res.data ?? null).toBeNull();
      expect(gqlCode(res)).toBe("BAD_USER_INPUT");
      expect(JSON.stringify(res.errors?.[0]?.extensions?.errors)).toContain("The page size must be between 1 and 100.");
    }
    expect(gqlData(await gql(Q, { first: 100 }, t.adminA)).machines.edges.length).toBeGreaterThan(0);
  });
});
