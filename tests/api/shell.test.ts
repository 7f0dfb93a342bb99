// The shell's calls after sign-in: menus per user kind, screen labels, general objects,
// the user's language and regional format, the privacy policy, downloads and own sector.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, distId, gql, gqlData, loginAs, type DemoKey } from "../helpers";

type Menu = { Id: number; Url: string | null; Image: string | null; Translation: string; Items: { Id: number; Url: string; Image: string | null; Translation: string }[] }[];

const tokens = {} as Record<DemoKey, string>;
beforeAll(async () => {
  for (const who of ["sysadmin", "dist", "adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC"] as const) tokens[who] = await loginAs(who);
});

const urls = (menu: Menu) => menu.flatMap((g) => [g.Url, ...g.Items.map((i) => i.Url)]).filter(Boolean).map((u) => u!.toLowerCase());

function expectMenuShape(menu: Menu) {
  expect(Array.isArray(menu)).toBe(true);
  expect(menu.length).toBeGreaterThan(0);
  for (const g of menu) {
    expect(Object.keys(g).sort()).toEqual(["Id", "Image", "Items", "Translation", "Url"]);
    expect(g.Translation.length).toBeGreaterThan(0);
    for (const i of g.Items) {
      expect(Object.keys(i).sort()).toEqual(["Id", "Image", "Translation", "Url"]);
      expect(i.Url).toMatch(/^\//);
      expect(i.Translation.length).toBeGreaterThan(0);
    }
  }
}

describe("GET /api/menu/getappmenujson", () => {
  const appMenu = async (who: DemoKey) => {
    const res = await api("GET", "/api/menu/getappmenujson", { token: tokens[who], query: { UserLoggedId: claimsOf(tokens[who]).Id } });
    expect({ who, status: res.status }).toEqual({ who, status: 200 });
    expectMenuShape(res.json);
    return res.json as Menu;
  };

  test("the company administrator sees the users screen (/appuser)", async () => {
    expect(urls(await appMenu("adminA"))).toContain("/appuser");
  });

  test("the operator does not see /appuser, but has readings", async () => {
    const u = urls(await appMenu("operatorA"));
    expect(u).not.toContain("/appuser");
    expect(u).toContain("/appmain");
    expect(u.length).toBeGreaterThan(2);
  });

  test("the supervisor sees every group: at least as much as the administrator and the operator", async () => {
    const sup = new Set(urls(await appMenu("supervisorA")));
    for (const who of ["adminA", "operatorA", "agentA"] as const) for (const u of urls(await appMenu(who))) expect({ who, u, seen: sup.has(u) }).toEqual({ who, u, seen: true });
    expect(sup.has("/appuser")).toBe(true);
  });

  test("the connection (agent) user sees less than the operator", async () => {
    const agent = urls(await appMenu("agentA"));
    expect(agent).not.toContain("/appuser");
    expect(agent.length).toBeLessThan(urls(await appMenu("operatorA")).length);
  });

  test("is served in the user's language (Hospital A's admin reads Spanish, Hospital B's English)", async () => {
    const es = await appMenu("adminA");
    const en = await appMenu("adminB");
    const home = (m: Menu) => m.find((g) => g.Url?.toLowerCase() === "/appmain" || g.Items.some((i) => i.Url.toLowerCase() === "/appmain"))!;
    expect(home(en).Translation).toBe("Home");
    expect(home(es).Translation).toBe("Inicio");
  });

  test("system and distributor users are refused the app menu (403)", async () => {
    for (const who of ["sysadmin", "dist"] as const) {
      const res = await api("GET", "/api/menu/getappmenujson", { token: tokens[who] });
      expect({ who, status: res.status, body: res.json }).toEqual({ who, status: 403, body: { message: "Access denied" } });
    }
  });

  test("without a token → 401", async () => {
    const res = await api("GET", "/api/menu/getappmenujson");
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/menu/getsysmenujson and getdistmenujson", () => {
  test("the system administrator gets the system menu", async () => {
    const res = await api("GET", "/api/menu/getsysmenujson", { token: tokens.sysadmin });
    expect(res.status).toBe(200);
    expectMenuShape(res.json);
    const u = urls(res.json);
    expect(u).toContain("/sysmain");
    expect(u.some((x) => x.startsWith("/sys") && x !== "/sysmain")).toBe(true);
  });

  test("company users are refused the system menu: 403 Access denied", async () => {
    for (const who of ["adminA", "supervisorA", "operatorA", "agentA", "adminC"] as const) {
      const res = await api("GET", "/api/menu/getsysmenujson", { token: tokens[who] });
      expect({ who, status: res.status, body: res.json }).toEqual({ who, status: 403, body: { message: "Access denied" } });
    }
  });

  test("the distributor user is refused the system menu", async () => {
    const res = await api("GET", "/api/menu/getsysmenujson", { token: tokens.dist });
    expect(res.status).toBe(403);
  });

  test("the distributor user gets the distributor menu", async () => {
    const res = await api("GET", "/api/menu/getdistmenujson", { token: tokens.dist, query: { UserLoggedId: claimsOf(tokens.dist).Id } });
    expect(res.status).toBe(200);
    expectMenuShape(res.json);
    const u = urls(res.json);
    expect(u).toContain("/distmain");
    expect(u).toContain("/distcompany");
    expect(u.some((x) => x === "/appuser")).toBe(false);
  });

  test("company users are refused the distributor menu: 403", async () => {
    for (const who of ["adminA", "operatorA"] as const) {
      const res = await api("GET", "/api/menu/getdistmenujson", { token: tokens[who] });
      expect({ who, status: res.status, body: res.json }).toEqual({ who, status: 403, body: { message: "Access denied" } });
    }
  });
});

describe("GET /api/screen/getjson", () => {
  test("ScreenNameId=110 (sectors) → its labels in the user's language", async () => {
    const en = await api("GET", "/api/screen/getjson", { token: tokens.adminB, query: { ScreenNameId: 110, UserLoggedId: claimsOf(tokens.adminB).Id } });
    const es = await api("GET", "/api/screen/getjson", { token: tokens.adminA, query: { ScreenNameId: 110, UserLoggedId: claimsOf(tokens.adminA).Id } });
    expect(en.status).toBe(200);
    expect(es.status).toBe(200);
    expect(Object.keys(en.json).length).toBeGreaterThan(0);
    expect(Object.keys(es.json).sort()).toEqual(Object.keys(en.json).sort());
    for (const v of Object.values(en.json)) expect(typeof v).toBe("string");
    expect(en.json.name).toBe("Name");
    expect(es.json.name).toBe("Nombre");
  });

  test("the reading screens' labels exist (ids 300, 305, 306 among them)", async () => {
    for (const id of [300, 305, 306]) {
      const res = await api("GET", "/api/screen/getjson", { token: tokens.adminB, query: { ScreenNameId: id } });
      expect({ id, status: res.status }).toEqual({ id, status: 200 });
      expect(Object.keys(res.json).length).toBeGreaterThan(0);
    }
  });

  test("missing ScreenNameId → 400 validation problem", async () => {
    const res = await api("GET", "/api/screen/getjson", { token: tokens.adminB });
    expect(res.status).toBe(400);
    expect(res.json.errors.ScreenNameId).toEqual(["This field is required"]);
  });

  test("GraphQL screenLabels agrees with REST", async () => {
    const rest = (await api("GET", "/api/screen/getjson", { token: tokens.adminA, query: { ScreenNameId: 110 } })).json;
    const data = gqlData(await gql(`{ screenLabels(screenId: 110) }`, {}, tokens.adminA));
    expect(data.screenLabels).toEqual(rest);
  });
});

describe("GET /api/GeneralObject/getgeneralobjectjson", () => {
  test("languageCode=es vs en: same keys, Spanish and English texts", async () => {
    const en = await api("GET", "/api/GeneralObject/getgeneralobjectjson", { query: { languageCode: "en" } });
    const es = await api("GET", "/api/GeneralObject/getgeneralobjectjson", { query: { languageCode: "es" } });
    expect(en.status).toBe(200);
    expect(es.status).toBe(200);
    expect(Object.keys(es.json).sort()).toEqual(Object.keys(en.json).sort());
    expect(en.json["This field is required"]).toBe("This field is required");
    expect(es.json["This field is required"]).toBe("Este campo es obligatorio");
    expect(es.json["No results"]).toBe("Sin resultados");
  });

  test("a signed-in caller without languageCode gets its own language", async () => {
    const es = await api("GET", "/api/GeneralObject/getgeneralobjectjson", { token: tokens.adminA, query: { UserLoggedId: claimsOf(tokens.adminA).Id } });
    expect(es.json["This field is required"]).toBe("Este campo es obligatorio");
    const en = await api("GET", "/api/GeneralObject/getgeneralobjectjson", { token: tokens.adminB, query: { UserLoggedId: claimsOf(tokens.adminB).Id } });
    expect(en.json["This field is required"]).toBe("This field is required");
  });

  test("GraphQL generalObjects(languageCode: \"es\") agrees", async () => {
    const rest = (await api("GET", "/api/GeneralObject/getgeneralobjectjson", { query: { languageCode: "es" } })).json;
    expect(gqlData(await gql(`{ generalObjects(languageCode: "es") }`)).generalObjects).toEqual(rest);
  });
});

describe("GET /api/language/GetUserLanguage and /api/regionalformat/GetByUser", () => {
  test("the user's language as { id, code, description }", async () => {
    const a = await api("GET", "/api/language/GetUserLanguage", { token: tokens.adminA, query: { userLoggedId: claimsOf(tokens.adminA).Id } });
    expect(a.status).toBe(200);
    expect(Object.keys(a.json).sort()).toEqual(["code", "description", "id"]);
    expect(a.json.code).toBe("es");
    const b = await api("GET", "/api/language/GetUserLanguage", { token: tokens.adminB });
    expect(b.json.code).toBe("en");
  });

  test("the regional format in .NET style", async () => {
    const res = await api("GET", "/api/regionalformat/GetByUser", { token: tokens.adminA, query: { userLoggedId: claimsOf(tokens.adminA).Id } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json).sort()).toEqual(["dateFormat", "description", "languageCode", "timeFormat"]);
    expect(res.json.dateFormat).toBe("dd/MM/yyyy");
    expect(res.json.timeFormat).toBe("HH:mm");
    for (const who of ["sysadmin", "dist", "adminB", "adminC", "operatorA"] as const) {
      const r = await api("GET", "/api/regionalformat/GetByUser", { token: tokens[who] });
      expect({ who, status: r.status }).toEqual({ who, status: 200 });
      expect(r.json.dateFormat).toMatch(/^(?=.*dd)(?=.*MM)(?=.*yyyy)[dMy/.\- ]+$/);
      expect(r.json.timeFormat).toMatch(/^(HH|hh):mm(:ss)?( tt)?$/);
    }
  });

  test("both need a token", async () => {
    expect((await api("GET", "/api/language/GetUserLanguage")).status).toBe(401);
    expect((await api("GET", "/api/regionalformat/GetByUser")).status).toBe(401);
  });

  test("GraphQL regionalFormat agrees", async () => {
    const rest = (await api("GET", "/api/regionalformat/GetByUser", { token: tokens.adminA })).json;
    expect(gqlData(await gql(`{ regionalFormat { languageCode description dateFormat timeFormat } }`, {}, tokens.adminA)).regionalFormat).toEqual(rest);
  });
});

describe("GET /api/Sector/{id}", () => {
  test("the user's own sector → { id, name } matching the token's claims", async () => {
    const c = claimsOf(tokens.adminA);
    const res = await api("GET", `/api/Sector/${c.SectorId}`, { token: tokens.adminA });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: c.SectorId, name: c.Sector });
  });

  test("an id that does not exist → 404", async () => {
    const res = await api("GET", "/api/Sector/99999999", { token: tokens.adminA });
    expect(res.status).toBe(404);
    expect(res.json).toEqual({ message: "Not found" });
  });
});

describe("public texts and downloads", () => {
  test("GET /api/PrivacyPolicy → a text", async () => {
    const res = await api("GET", "/api/PrivacyPolicy");
    expect(res.status).toBe(200);
    expect(res.text.length).toBeGreaterThan(50);
  });

  test("GET /api/DownloaderManager/SASUri → { url }", async () => {
    const res = await api("GET", "/api/DownloaderManager/SASUri", { query: { distributorId: await distId() } });
    expect(res.status).toBe(200);
    expect(Object.keys(res.json)).toEqual(["url"]);
    expect(() => new URL(res.json.url, "http://x")).not.toThrow();
    expect(res.json.url.length).toBeGreaterThan(5);
  });
});
