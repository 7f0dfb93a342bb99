// Instrument measures (screen 307, docs/company-admin-api.md): the company's list and the
// signed, expiring links to their pictures (10 minutes; altered or expired links → 403).
import { beforeAll, describe, expect, test } from "bun:test";
import { BASE_URL, api, gql, gqlData } from "../helpers";
import { expectForbidden, gid, tokensOf } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});

const WIRE_KEYS = ["bothSides", "code", "creationDate", "description", "fileName", "id", "instrument", "surface", "surfaceFormat"];
// Seeded measures (server/seed/demo-catalogue.ts): Hospital A 1-5, Hospital B 6, Clinic C 7-8.
const A_CODES = ["FORC-KELLY-BOX", "FORC-KELLY-JAWS", "LAP-GRASP-TIP", "SCIS-MAYO-BLADES", "SCIS-MAYO-HINGE"];

async function measures(token: string) {
  const res = await api("GET", "/api/InstrumentMeasure", { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET /api/InstrumentMeasure → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json as any[];
}

async function signedUrl(token: string, fileName: string): Promise<URL> {
  const res = await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { token, query: { fileName } });
  if (res.status !== 200 || typeof res.json?.url !== "string") throw new Error(`SASUriInstrumentFile ${fileName} → ${res.status} ${res.text.slice(0, 300)}`);
  return new URL(res.json.url, BASE_URL);
}

/** Fetches a (possibly altered) image link without a token: the signature is the only key. */
const fetchImage = async (url: URL | string) => {
  const res = await fetch(url);
  return { status: res.status, type: res.headers.get("content-type") ?? "", body: await res.text() };
};

describe("GET /api/InstrumentMeasure", () => {
  test("→ the company's measures in the wire shape, with their instrument", async () => {
    const rows = await measures(t.adminA);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(WIRE_KEYS);
    expect(rows.map((r) => r.code).sort()).toEqual(A_CODES);
    const blades = rows.find((r) => r.code === "SCIS-MAYO-BLADES");
    expect(blades).toMatchObject({ id: 1, description: "Blades", surface: 12.5, bothSides: true, fileName: "scis-mayo-blades.svg", instrument: { id: 1, code: "SCIS-MAYO", description: "Mayo scissors 17 cm" } });
    expect(blades.surfaceFormat).toContain("12.50");
    expect(Date.parse(blades.creationDate)).not.toBeNaN();
  });

  test("every company user reads it (operator, connection user)", async () => {
    for (const who of ["operatorA", "agentA"] as const) expect((await measures(t[who])).length).toBe(A_CODES.length);
  });

  test("Hospital B and Clinic C read only their own", async () => {
    expect((await measures(t.adminB)).map((r) => r.code)).toEqual(["SCIS-METZ-BLADES"]);
    expect((await measures(t.adminC)).map((r) => r.code).sort()).toEqual(["DENT-HP-HEAD", "DENT-MIRROR-HEAD"]);
  });

  test("system and distributor users → 403; no token → 401", async () => {
    for (const who of ["sysadmin", "dist"] as const) expectForbidden(await api("GET", "/api/InstrumentMeasure", { token: t[who] }));
    expect((await api("GET", "/api/InstrumentMeasure")).status).toBe(401);
  });
});

describe("GET /api/instrumentmeasure/SASUriInstrumentFile?fileName", () => {
  test("→ { url }: a link that serves the picture with an image content type, valid about 10 minutes", async () => {
    const res = await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { token: t.adminA, query: { fileName: "scis-mayo-blades.svg" } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(["url"]);
    const url = new URL(res.json.url, BASE_URL);
    const img = await fetchImage(url);
    expect(img.status).toBe(200);
    expect(img.type).toMatch(/^image\//);
    expect(img.body).toContain("SCIS-MAYO-BLADES");
    const exp = Number(url.searchParams.get("exp"));
    if (exp) {
      const left = exp - Date.now() / 1000;
      expect(left).toBeGreaterThan(9 * 60);
      expect(left).toBeLessThanOrEqual(10 * 60 + 5);
    }
  });

  test("every measure of the company has a working link", async () => {
    for (const m of await measures(t.operatorA)) {
      const img = await fetchImage(await signedUrl(t.operatorA, m.fileName));
      expect({ fileName: m.fileName, status: img.status }).toEqual({ fileName: m.fileName, status: 200 });
      expect(img.type).toMatch(/^image\//);
    }
  });

  test("an altered signature → 403", async () => {
    const url = await signedUrl(t.adminA, "scis-mayo-blades.svg");
    const sig = url.searchParams.get("sig") ?? "";
    expect(sig.length).toBeGreaterThan(0);
    const flipped = new URL(url);
    flipped.searchParams.set("sig", (sig[0] === "A" ? "B" : "A") + sig.slice(1));
    expect((await fetchImage(flipped)).status).toBe(403);
    const missing = new URL(url);
    missing.searchParams.delete("sig");
    expect((await fetchImage(missing)).status).toBe(403);
  });

  test("an altered expiry (later or already past) → 403", async () => {
    const url = await signedUrl(t.adminA, "scis-mayo-blades.svg");
    const exp = Number(url.searchParams.get("exp"));
    expect(exp).toBeGreaterThan(0);
    for (const altered of [exp + 3600, Math.floor(Date.now() / 1000) - 60]) {
      const u = new URL(url);
      u.searchParams.set("exp", String(altered));
      expect({ altered, status: (await fetchImage(u)).status }).toEqual({ altered, status: 403 });
    }
  });

  test("the signature of one picture does not open another → 403", async () => {
    const url = await signedUrl(t.adminA, "scis-mayo-blades.svg");
    const other = new URL(url.toString().replace(/\/image\/1(?=[/?])/, "/image/6"));
    if (other.toString() === url.toString()) throw new Error(`unexpected image link shape: ${url}`);
    expect((await fetchImage(other)).status).toBe(403);
  });

  test("an unknown fileName → 404; fileName missing → 404 (or 400)", async () => {
    const res = await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { token: t.adminA, query: { fileName: "no-such-picture.svg" } });
    expect(res.status).toBe(404);
    expect(typeof res.json?.message).toBe("string");
    expect(res.json?.url).toBeUndefined();
    const missing = await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { token: t.adminA });
    expect([400, 404]).toContain(missing.status);
    expect(missing.json?.url).toBeUndefined();
  });

  test("another company's picture → 404, answered exactly like an unknown one (Hospital A asking for Hospital B's and Clinic C's)", async () => {
    const unknown = await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { token: t.adminA, query: { fileName: "no-such-picture.svg" } });
    for (const fileName of ["scis-metz-blades.svg", "dent-hp-head.svg"]) {
      const res = await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { token: t.adminA, query: { fileName } });
      expect(res.status).toBe(404);
      expect(res.json).toEqual(unknown.json);
    }
    // while Hospital B gets its own
    expect((await fetchImage(await signedUrl(t.adminB, "scis-metz-blades.svg"))).status).toBe(200);
  });

  test("system and distributor users → 403; no token → 401", async () => {
    for (const who of ["sysadmin", "dist"] as const) expectForbidden(await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { token: t[who], query: { fileName: "scis-mayo-blades.svg" } }));
    expect((await api("GET", "/api/instrumentmeasure/SASUriInstrumentFile", { query: { fileName: "scis-mayo-blades.svg" } })).status).toBe(401);
  });
});

describe("GraphQL instrumentMeasures", () => {
  test("lists the company's measures with a working imageUrl", async () => {
    const d = gqlData(await gql(`{ instrumentMeasures(first: 50) { edges { node { id measureId code description surface bothSides fileName instrumentCode instrumentDescription imageUrl creationDate } } } }`, {}, t.adminA));
    const nodes = d.instrumentMeasures.edges.map((e: any) => e.node);
    expect(nodes.map((n: any) => n.code).sort()).toEqual(A_CODES);
    const blades = nodes.find((n: any) => n.code === "SCIS-MAYO-BLADES");
    expect(blades).toMatchObject({ id: gid("InstrumentMeasure", 1), measureId: 1, surface: 12.5, bothSides: true, instrumentCode: "SCIS-MAYO", instrumentDescription: "Mayo scissors 17 cm" });
    const img = await fetchImage(new URL(blades.imageUrl, BASE_URL));
    expect(img.status).toBe(200);
    expect(img.type).toMatch(/^image\//);
  });

  test("node(id) of another company's measure → null", async () => {
    const Q = `query($id: ID!) { node(id: $id) { id ... on InstrumentMeasure { code } } }`;
    expect((await gql(Q, { id: gid("InstrumentMeasure", 6) }, t.adminA)).data?.node ?? null).toBeNull();
    expect((await gql(Q, { id: gid("InstrumentMeasure", 6) }, t.adminB)).data?.node?.code).toBe("SCIS-METZ-BLADES");
  });

  test("system users → FORBIDDEN", async () => {
    const r = await gql(`{ instrumentMeasures { edges { node { code } } } }`, {}, t.sysadmin);
    expect(r.data?.instrumentMeasures ?? null).toBeNull();
    expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });
});


