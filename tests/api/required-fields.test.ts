// Required fields per screen (GET /api/Screen/GetRequiredFields, docs/company-admin-api.md):
// the screen's securable objects whose security mode (1 Relax, 2 Medium, 3 Strict; 0 never)
// is not above the company's security-mode parameter. Seeded companies: Hospital B mode 1,
// Hospital A mode 2, Clinic C mode 3, so B ⊂ A ⊂ C. Plus the labels of the screens of
// issue 3 (GET /api/screen/getjson).
import { beforeAll, describe, expect, test } from "bun:test";
import { api, gql } from "../helpers";
import { expectForbidden, expectValidation, tokensOf } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});

// [code, name, security mode] of screens 400 and 500 (server/seed/screens.ts, the spec's codes).
const OBJECTS: Record<400 | 500, [number, string, number][]> = {
  400: [
    [1225, "product", 1], [1235, "lot", 1], [1250, "process", 2], [1260, "valueD", 3], [1261, "valueDUnit", 3], [1275, "conditionSCIB", 1],
    [1285, "bookNumber", 3], [1295, "pageNumber", 3], [1297, "programNumber", 2], [1305, "cycle", 2], [1320, "sterilizer", 2], [1330, "terms", 3],
    [1345, "notes", 0], [1481, "loadNumber", 3], [1482, "peroxideConcentration", 3], [1484, "disinfector", 2], [1485, "roomVolume", 3], [1486, "roomId", 3],
  ],
  500: [
    [1531, "product", 1], [1545, "lot", 1], [1555, "bookNumber", 3], [1565, "pageNumber", 3], [1575, "cycle", 2], [1585, "notes", 0],
    [1595, "washer", 1], [1610, "tool", 3], [1636, "visualResult", 2],
  ],
};
const expected = (screen: 400 | 500, mode: number) => OBJECTS[screen].filter(([, , m]) => m > 0 && m <= mode).map(([id, name]) => ({ id, name }));

async function required(token: string, screen: number | string) {
  const res = await api("GET", "/api/Screen/GetRequiredFields", { token, query: { Screen: screen } });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GetRequiredFields ${screen} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json as { id: number; name: string }[];
}
const byId = (rows: { id: number }[]) => [...rows].sort((a, b) => a.id - b.id);
const codes = (rows: { id: number }[]) => new Set(rows.map((r) => r.id));

describe("GET /api/Screen/GetRequiredFields?Screen", () => {
  for (const screen of [400, 500] as const) {
    test(`screen ${screen}: exactly the objects of modes 1..company mode (B mode 1, A mode 2, C mode 3)`, async () => {
      expect(byId(await required(t.adminB, screen))).toEqual(expected(screen, 1));
      expect(byId(await required(t.adminA, screen))).toEqual(expected(screen, 2));
      expect(byId(await required(t.adminC, screen))).toEqual(expected(screen, 3));
    });

    test(`screen ${screen}: a stricter company requires strictly more (B ⊂ A ⊂ C), never a mode-0 object`, async () => {
      const b = codes(await required(t.adminB, screen));
      const a = codes(await required(t.adminA, screen));
      const c = codes(await required(t.adminC, screen));
      expect(b.size).toBeGreaterThan(0);
      for (const id of b) expect(a.has(id)).toBe(true);
      for (const id of a) expect(c.has(id)).toBe(true);
      expect(a.size).toBeGreaterThan(b.size);
      expect(c.size).toBeGreaterThan(a.size);
      const notes = OBJECTS[screen].find(([, name]) => name === "notes")![0];
      expect(c.has(notes)).toBe(false);
    });
  }

  test("a few exact codes: product 1225 and lot 1235 for everyone, process 1250 from Medium, valueD 1260 only Strict; washer 1595 for everyone, visualResult 1636 from Medium, tool 1610 only Strict", async () => {
    const [a4, b4, c4, a5, b5, c5] = await Promise.all([
      required(t.adminA, 400), required(t.adminB, 400), required(t.adminC, 400),
      required(t.adminA, 500), required(t.adminB, 500), required(t.adminC, 500),
    ]);
    for (const rows of [a4, b4, c4]) expect(rows).toContainEqual({ id: 1225, name: "product" });
    for (const rows of [a4, b4, c4]) expect(rows).toContainEqual({ id: 1235, name: "lot" });
    expect(codes(b4).has(1250)).toBe(false);
    expect(a4).toContainEqual({ id: 1250, name: "process" });
    expect(codes(a4).has(1260)).toBe(false);
    expect(c4).toContainEqual({ id: 1260, name: "valueD" });
    for (const rows of [a5, b5, c5]) expect(rows).toContainEqual({ id: 1595, name: "washer" });
    expect(codes(b5).has(1636)).toBe(false);
    expect(a5).toContainEqual({ id: 1636, name: "visualResult" });
    expect(codes(a5).has(1610)).toBe(false);
    expect(c5).toContainEqual({ id: 1610, name: "tool" });
  });

  test("the answer depends on the company, not on the user type", async () => {
    const admin = byId(await required(t.adminA, 400));
    for (const who of ["supervisorA", "operatorA", "agentA"] as const) expect(byId(await required(t[who], 400))).toEqual(admin);
  });

  test("catalogue screens of issue 3 (110, 120, 300, 305, 306, 307, 800) have no securable objects → []", async () => {
    for (const screen of [110, 120, 300, 305, 306, 307, 800]) expect({ screen, rows: await required(t.adminC, screen) }).toEqual({ screen, rows: [] });
  });

  test("an unknown screen → []", async () => {
    expect(await required(t.adminA, 987654)).toEqual([]);
  });

  test("Screen missing → 400 'This field is required' on Screen; Screen 'abc' → 400 on Screen", async () => {
    expectValidation(await api("GET", "/api/Screen/GetRequiredFields", { token: t.adminA }), "Screen");
    expectValidation(await api("GET", "/api/Screen/GetRequiredFields", { token: t.adminA, query: { Screen: "abc" } }), "Screen", /number/i);
  });

  test("system and distributor users → 403; no token → 401", async () => {
    for (const who of ["sysadmin", "dist"] as const) expectForbidden(await api("GET", "/api/Screen/GetRequiredFields", { token: t[who], query: { Screen: 400 } }));
    expect((await api("GET", "/api/Screen/GetRequiredFields", { query: { Screen: 400 } })).status).toBe(401);
  });
});

describe("GET /api/screen/getjson?ScreenNameId: labels of the issue-3 screens", () => {
  // Object names per screen (server/seed/screens.ts).
  const NAMES: Record<number, string[]> = {
    110: ["name"],
    120: ["name", "lastName", "email", "userType", "sector"],
    300: ["name", "brand", "serial", "sector"],
    305: ["name", "brand", "serial", "sector"],
    306: ["name", "brand", "serial", "sector"],
    800: ["name", "dateConnection", "workSector", "status"],
  };

  for (const [screen, names] of Object.entries(NAMES)) {
    test(`screen ${screen} → { ${names.join(", ")} } as non-empty texts`, async () => {
      const res = await api("GET", "/api/screen/getjson", { token: t.adminB, query: { ScreenNameId: screen, UserLoggedId: 7 } });
      expect(res.status).toBe(200);
      for (const n of names) {
        expect(typeof res.json[n]).toBe("string");
        expect(res.json[n].length).toBeGreaterThan(0);
      }
    });
  }

  test("screen 307 (instrument measures) has labels too", async () => {
    const res = await api("GET", "/api/screen/getjson", { token: t.adminB, query: { ScreenNameId: 307, UserLoggedId: 7 } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json ?? {}).length).toBeGreaterThan(0);
  });

  test("in the user's language: Hospital B (English) 'Serial number', Hospital A's administrator (Spanish) 'Número de serie'", async () => {
    expect((await api("GET", "/api/screen/getjson", { token: t.adminB, query: { ScreenNameId: 305 } })).json.serial).toBe("Serial number");
    expect((await api("GET", "/api/screen/getjson", { token: t.adminA, query: { ScreenNameId: 305 } })).json.serial).toBe("Número de serie");
  });

  test("GraphQL screenLabels(screenId) gives the same map", async () => {
    for (const screen of [120, 800]) {
      const rest = (await api("GET", "/api/screen/getjson", { token: t.adminB, query: { ScreenNameId: screen } })).json;
      const r = await gql(`query($s: Int!) { screenLabels(screenId: $s) }`, { s: screen }, t.adminB);
      expect(r.data?.screenLabels).toEqual(rest);
    }
  });
});
