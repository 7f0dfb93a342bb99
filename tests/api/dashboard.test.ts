// The personal dashboard of /appmain (spec 000 §2, §4, §6, §7; docs/dashboard.md): the active
// panels, the user's panels (add, soft removal), each panel's chart data on its own route
// (GET /api/{controller}/{method}) and the GraphQL door (myPanels, activePanels, panelChart,
// addPanel, removePanel). Roles: company administrators and supervisors only.
//
// Writes to panel links happen in companies signed up for this file, so the demo users' panels
// stay as seeded for the end-to-end suite; the counting tests add readings to Clinic C through
// the test hook and retire them at the end.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData, login, signUpCompany } from "../helpers";
import { SEED, createCompanyUser, createMachine, expectForbidden, expectGqlError, expectNotFound, expectSaveErrors, expectValidation, tokensOf } from "../helpers/company";
import { gqlEdit, hookProvisional, retireCreated } from "../helpers/readings";

const MSG = {
  unknown: "The panel does not exist or is no longer offered.",
  duplicate: "This panel is already on your dashboard.",
  notOwn: "You can only change your own dashboard.",
  removeOnly: "Only removal is supported: send inactive = true.",
};
const ACTIVE_IDS = [1, 2, 3, 4, 5, 7, 8, 9];
const INACTIVE = 6;
const ROUTES = [
  { path: "/api/ReadingBI/GetResultsBySterilizer", chart: "BAR" },
  { path: "/api/ReadingPRO/GetResultsByWasher", chart: "BAR" },
  { path: "/api/ReadingBI/GetLast31Days", chart: "LINE" },
  { path: "/api/ReadingPRO/GetLast31Days", chart: "LINE" },
  { path: "/api/ReadingCHESterilizer/GetResultsBySterilizer", chart: "BAR" },
  { path: "/api/Incubator/GetUsage", chart: "BAR" },
  { path: "/api/ReadingCHEWasher/GetResultsByWasher", chart: "BAR" },
  { path: "/api/ReadingBI/GetResultsByIncubator", chart: "BAR" },
  { path: "/api/Reading/GetFailuresLast31Days", chart: "LINE" },
] as const;
const SERIES_KEYS = ["cantidad", "color", "result", "resultCHEEnum", "resultEnum"];

type Item = { machine: string; machineId: number | null; series: { result: string; cantidad: number; color: string; resultEnum: number | null; resultCHEEnum: number | null }[] };

let t: Record<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminC" | "sysadmin" | "dist", string>;
let fresh: { token: string; userId: number };
let freshSupervisor: string;

async function freshAdmin() {
  const s = await signUpCompany({ acceptEula: true });
  const token = await login(s.email, s.password);
  const me = await api("GET", "/api/PanelUser", { token });
  expect(me.status).toBe(200);
  const viewer = gqlData(await gql(`{ viewer { userId } }`, {}, token)).viewer;
  return { token, userId: viewer.userId as number };
}

const panels = async (token: string) => (await api("GET", "/api/PanelUser", { token })).json as { id: number; panelId: number; inactive: boolean; AppUserId: number; panel: { id: number } }[];
const add = (token: string | null, body: Record<string, unknown>) => api("POST", "/api/PanelUser/", { token, body });
const put = (token: string | null, id: number | string, body: Record<string, unknown>) => api("PUT", `/api/PanelUser/${id}`, { token, body });
const data = async (token: string, path: string, tz?: string): Promise<Item[]> => {
  const res = await api("GET", path, { token, query: tz ? { ClientTimeZoneId: tz } : {} });
  if (res.status !== 200) throw new Error(`${path} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
};
const count = (items: Item[], label: string | null, result: string) =>
  (label === null ? items.at(-1) : items.find((i) => i.machine === label))?.series.find((s) => s.result === result)?.cantidad ?? 0;
/** A result's count over the whole 31-day window (a reading made just before midnight UTC lands on "yesterday" once the day turns). */
const inWindow = (days: Item[], result: string) => days.reduce((n, d) => n + (d.series.find((s) => s.result === result)?.cantidad ?? 0), 0);

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminC", "sysadmin", "dist");
  fresh = await freshAdmin();
});
afterAll(async () => {
  await retireCreated();
});

describe("GET /api/Panel/GetActives", () => {
  test("administrator and supervisor: the active panels, by name, without the inactive one", async () => {
    for (const token of [t.adminA, t.supervisorA]) {
      const res = await api("GET", "/api/Panel/GetActives", { token });
      expect(res.status).toBe(200);
      expect(res.json.map((p: { id: number }) => p.id).sort((a: number, b: number) => a - b)).toEqual(ACTIVE_IDS);
      for (const p of res.json) expect(Object.keys(p).sort()).toEqual(["controller", "id", "method", "name"]);
      const names = res.json.map((p: { name: string }) => p.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
      expect(res.json).toContainEqual({ id: 1, name: "Results per sterilizer", controller: "ReadingBI", method: "GetResultsBySterilizer" });
    }
  });

  test("operators, connection users, distributor and provider staff have no dashboard: 403; no token: 401", async () => {
    for (const token of [t.operatorA, t.agentA, t.dist, t.sysadmin]) expectForbidden(await api("GET", "/api/Panel/GetActives", { token }));
    expect((await api("GET", "/api/Panel/GetActives")).status).toBe(401);
  });
});

describe("GET /api/PanelUser", () => {
  test("the caller's panels (links not removed), in the order added, in the wire shape", async () => {
    const a = await panels(t.adminA);
    expect(a.map((l) => l.panelId)).toEqual([1, 3, 4]);
    for (const l of a) {
      expect(Object.keys(l).sort()).toEqual(["AppUserId", "id", "inactive", "panel", "panelId"]);
      expect(l).toMatchObject({ inactive: false, AppUserId: SEED.user.adminA, panel: { id: l.panelId } });
    }
    expect((await panels(t.supervisorA)).map((l) => l.panelId)).toEqual([2, 3]);
    expect(await panels(fresh.token)).toEqual([]);
  });

  test("operator 403, no token 401", async () => {
    expectForbidden(await api("GET", "/api/PanelUser", { token: t.operatorA }));
    expect((await api("GET", "/api/PanelUser")).status).toBe(401);
  });
});

describe("POST /api/PanelUser/ {AppUserId, PanelId}", () => {
  test("adds an active panel for the caller: OK with the link, then listed", async () => {
    const res = await add(fresh.token, { AppUserId: fresh.userId, PanelId: 3 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "OK", item: { panelId: 3, inactive: false, AppUserId: fresh.userId, panel: { id: 3, method: "GetLast31Days" } } });
    expect((await panels(fresh.token)).map((l) => l.panelId)).toEqual([3]);
    // AppUserId may be left out (the caller is the user); text ids are read as numbers.
    expect((await add(fresh.token, { PanelId: "1" })).json.result).toBe("OK");
    expect((await panels(fresh.token)).map((l) => l.panelId)).toEqual([3, 1]);
  });

  test("refused, nothing written: required, wrong types, unknown and inactive panels, duplicates, another user", async () => {
    const before = await panels(fresh.token);
    expectValidation(await add(fresh.token, { AppUserId: fresh.userId }), "PanelId");
    expectValidation(await add(fresh.token, { PanelId: "abc" }), "PanelId", "The value must be a whole number.");
    expectValidation(await add(fresh.token, { PanelId: 2.5 }), "PanelId", "The value must be a whole number.");
    expectValidation(await add(fresh.token, { PanelId: 1, AppUserId: [1] }), "AppUserId", "The value must be a whole number.");
    expectSaveErrors(await add(fresh.token, { PanelId: 9999 }), MSG.unknown);
    expectSaveErrors(await add(fresh.token, { PanelId: INACTIVE }), MSG.unknown);
    expectSaveErrors(await add(fresh.token, { PanelId: 3 }), MSG.duplicate);
    expectForbidden(await add(fresh.token, { PanelId: 2, AppUserId: SEED.user.adminA }), MSG.notOwn);
    expect((await api("POST", "/api/PanelUser", { token: fresh.token, rawBody: "{bad" })).status).toBe(400);
    expect(await panels(fresh.token)).toEqual(before);
  });

  test("two adds of the same panel at once: one link", async () => {
    const results = await Promise.all([add(fresh.token, { PanelId: 7 }), add(fresh.token, { PanelId: 7 })]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 400]);
    expect((await panels(fresh.token)).filter((l) => l.panelId === 7)).toHaveLength(1);
  });

  test("operator 403, no token 401; nothing written", async () => {
    expectForbidden(await add(t.operatorA, { PanelId: 2, AppUserId: SEED.user.operatorA }));
    expect((await add(null, { PanelId: 2 })).status).toBe(401);
  });
});

describe("PUT /api/PanelUser/{id} (soft deletion)", () => {
  test("inactive = true removes the caller's link: OK, gone from the list, the row kept inactive", async () => {
    const link = (await panels(fresh.token)).find((l) => l.panelId === 1)!;
    const res = await put(fresh.token, link.id, { ...link, inactive: true });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "OK", item: { id: link.id, panelId: 1, inactive: true } });
    expect((await panels(fresh.token)).map((l) => l.panelId)).not.toContain(1);
    // Soft: added again, it is a new link.
    const again = await add(fresh.token, { PanelId: 1 });
    expect(again.json.item.id).not.toBe(link.id);
  });

  test("another user's link (same company or another) → 404, nothing changed", async () => {
    freshSupervisor = await supervisorOfFresh();
    const mine = (await panels(fresh.token))[0]!;
    expectNotFound(await put(freshSupervisor, mine.id, { inactive: true }));
    const demo = (await panels(t.adminA))[0]!;
    expectNotFound(await put(fresh.token, demo.id, { inactive: true }));
    expect((await panels(t.adminA)).map((l) => l.panelId)).toEqual([1, 3, 4]);
    expect((await panels(fresh.token)).map((l) => l.id)).toContain(mine.id);
  });

  test("refused: inactive false or missing, an id in the body that differs, another AppUserId, bad ids", async () => {
    const mine = (await panels(fresh.token))[0]!;
    expectValidation(await put(fresh.token, mine.id, { inactive: false }), "Inactive", MSG.removeOnly);
    expectValidation(await put(fresh.token, mine.id, {}), "Inactive", MSG.removeOnly);
    expectValidation(await put(fresh.token, mine.id, { id: mine.id + 1, inactive: true }), "Id", "The id in the body differs from the id in the address.");
    expectValidation(await put(fresh.token, mine.id, { inactive: "maybe" }), "Inactive", "The value must be true or false.");
    expectForbidden(await put(fresh.token, mine.id, { inactive: true, AppUserId: SEED.user.adminA }), MSG.notOwn);
    expectValidation(await put(fresh.token, "abc", { inactive: true }), "id", "The value must be a whole number.");
    expectNotFound(await put(fresh.token, 2147483647, { inactive: true }));
    expect((await panels(fresh.token)).map((l) => l.id)).toContain(mine.id);
    expectForbidden(await put(t.operatorA, mine.id, { inactive: true }));
  });
});

async function supervisorOfFresh(): Promise<string> {
  // A supervisor of the fresh company, with a dashboard of its own.
  const sectors = (await api("GET", "/api/sector", { token: fresh.token })).json as { id: number }[];
  const u = await createCompanyUser(fresh.token, { sectorId: sectors[0]!.id, userType: 1 });
  const token = await login(u.email, u.password);
  expect((await add(token, { PanelId: 2 })).json.result).toBe("OK");
  return token;
}

describe("GET /api/{controller}/{method}: each panel's data", () => {
  for (const r of ROUTES) {
    test(`${r.path}: the chart series wire shape; operator 403`, async () => {
      const items = await data(t.adminA, r.path);
      for (const i of items) {
        expect(Object.keys(i).sort()).toEqual(["machine", "machineId", "series"]);
        for (const s of i.series) {
          expect(Object.keys(s).sort()).toEqual(SERIES_KEYS);
          expect(s.color).toMatch(/^#[0-9a-f]{6}$/);
          expect(Number.isInteger(s.cantidad) && s.cantidad >= 0).toBe(true);
        }
      }
      if (r.chart === "LINE") {
        expect(items).toHaveLength(31);
        const days = items.map((i) => Date.parse(`${i.machine}T00:00:00Z`));
        for (let k = 1; k < days.length; k++) expect(days[k]! - days[k - 1]!).toBe(86_400_000);
      }
      expectForbidden(await api("GET", r.path, { token: t.operatorA }));
      expect((await api("GET", r.path)).status).toBe(401);
    });
  }

  test("per sterilizer: every sterilizer of the company, none of another; demo counts under their results with their colours", async () => {
    const items = await data(t.adminA, "/api/ReadingBI/GetResultsBySterilizer");
    const ids = items.map((i) => i.machineId);
    for (const id of [SEED.sterilizer.aAutoclave1, SEED.sterilizer.aAutoclave2, SEED.sterilizer.aPlasma, SEED.sterilizer.aTheatre]) expect(ids).toContain(id);
    for (const id of [SEED.sterilizer.bAutoclaveA, SEED.sterilizer.bAutoclaveB]) expect(ids).not.toContain(id);
    expect(items[0]!.series.map((s) => [s.result, s.resultEnum, s.color])).toEqual([
      ["Negative", 1, "#1a7f37"],
      ["Positive", 2, "#d1242f"],
      ["Cancelled", 3, "#59636e"],
      ["Error", 4, "#9a6700"],
      ["Pending", null, "#0969da"],
    ]);
    expect(items.reduce((n, i) => n + count(items, i.machine, "Negative"), 0)).toBeGreaterThan(0);
    const chemical = await data(t.adminA, "/api/ReadingCHESterilizer/GetResultsBySterilizer");
    expect(chemical[0]!.series.map((s) => [s.result, s.resultEnum, s.resultCHEEnum])).toEqual([["Pass", null, 1], ["Fail", null, 2], ["Pending", null, null]]);
  });

  test("a company without machines or readings: no bars, 31 days of zeros", async () => {
    expect(await data(fresh.token, "/api/ReadingBI/GetResultsBySterilizer")).toEqual([]);
    const days = await data(fresh.token, "/api/ReadingPRO/GetLast31Days");
    expect(days.every((d) => d.series.every((s) => s.cantidad === 0))).toBe(true);
    const machine = await createMachine(fresh.token, "/api/Sterilizer", (await api("GET", "/api/sector", { token: fresh.token })).json[0].id);
    const withOne = await data(fresh.token, "/api/ReadingBI/GetResultsBySterilizer");
    expect(withOne).toEqual([expect.objectContaining({ machine: machine.name, machineId: machine.id })]);
    expect(withOne[0]!.series.every((s) => s.cantidad === 0)).toBe(true);
  });

  test("days in the asked time zone: today ends the list (UTC+14 is a day or two ahead of UTC-12); an unknown zone is UTC", async () => {
    // Today's date in a zone, as the list should end with it. The zones are 26 hours apart: from
    // 10:00 to 12:00 UTC their dates differ by two days, else by one.
    const today = (timeZone: string) => new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" }).format(new Date());
    const ahead = await data(t.adminA, "/api/ReadingBI/GetLast31Days", "Pacific/Kiritimati");
    const behind = await data(t.adminA, "/api/ReadingBI/GetLast31Days", "Etc/GMT+12");
    expect([ahead.at(-1)!.machine, behind.at(-1)!.machine]).toEqual([today("Pacific/Kiritimati"), today("Etc/GMT+12")]);
    expect(Date.parse(ahead.at(-1)!.machine) - Date.parse(behind.at(-1)!.machine)).toBeGreaterThanOrEqual(86_400_000);
    const utc = await data(t.adminA, "/api/ReadingBI/GetLast31Days", "Mars/Olympus");
    expect(utc.at(-1)!.machine).toBe(new Date().toISOString().slice(0, 10));
    expect((await api("GET", "/api/ReadingBI/GetLast31Days", { token: t.adminA, query: { ClientTimeZoneId: "x".repeat(101) } })).status).toBe(400);
  });

  test("a new reading counts at once: LIVE→provisional result today, per incubator; a positive in the failures; positive controls and other companies' readings never", async () => {
    const biDays = () => data(t.adminC, "/api/ReadingBI/GetLast31Days");
    const failures = () => data(t.adminC, "/api/Reading/GetFailuresLast31Days");
    const byIncubator = () => data(t.adminC, "/api/ReadingBI/GetResultsByIncubator");
    const [days0, fail0, inc0, aDays0] = [await biDays(), await failures(), await byIncubator(), await data(t.adminA, "/api/ReadingBI/GetLast31Days")];
    const incubatorName = inc0.find((i) => i.machineId === 9)!.machine;

    const positive = await hookProvisional("C", "BI", { result: 2, incubatorId: 9 });
    const [days1, fail1, inc1] = [await biDays(), await failures(), await byIncubator()];
    expect(inWindow(days1, "Positive")).toBe(inWindow(days0, "Positive") + 1);
    expect(inWindow(fail1, "Positive BI")).toBe(inWindow(fail0, "Positive BI") + 1);
    expect(count(inc1, incubatorName, "Positive")).toBe(count(inc0, incubatorName, "Positive") + 1);
    expect(await data(t.adminA, "/api/ReadingBI/GetLast31Days")).toEqual(aDays0);

    // Completed on a sterilizer: it counts there; marked a positive control, it leaves every panel.
    const sectorId = SEED.sector.cCentral;
    const sterilizer = await createMachine(t.adminC, "/api/Sterilizer", sectorId);
    gqlData(await gqlEdit(t.adminC, "ReadingBI", [positive.id], { sterilizerId: sterilizer.id }));
    expect(count(await data(t.adminC, "/api/ReadingBI/GetResultsBySterilizer"), sterilizer.name, "Positive")).toBe(1);
    gqlData(await gqlEdit(t.adminC, "ReadingBI", [positive.id], { conditionSCIB: 2 }));
    expect(count(await data(t.adminC, "/api/ReadingBI/GetResultsBySterilizer"), sterilizer.name, "Positive")).toBe(0);
    expect(inWindow(await biDays(), "Positive")).toBe(inWindow(days0, "Positive"));
  });
});

describe("GraphQL: myPanels, activePanels, panelChart, addPanel, removePanel", () => {
  const MY = `{ myPanels { id panelUserId inactive addedAt panel { panelId name controller method chart kinds } } activePanels { panelId name chart kinds } }`;
  const CHART = `query($id: ID!, $tz: String) { panelChart(id: $id, timeZone: $tz) { chart kinds from to timeZone items { label machineId series { result count color resultCode chemicalResultCode } } } }`;
  const ADD = `mutation($p: Int!) { addPanel(panelId: $p) { id panelUserId panel { panelId name } chart { chart items { label } } } }`;
  const REMOVE = `mutation($id: ID!) { removePanel(id: $id) { id panelUserId inactive } }`;

  test("myPanels and activePanels: the demo administrator's panels with chart type and kinds", async () => {
    const d = gqlData(await gql(MY, {}, t.adminA));
    expect(d.myPanels.map((p: any) => p.panel.panelId)).toEqual([1, 3, 4]);
    expect(d.myPanels[0].panel).toMatchObject({ controller: "ReadingBI", method: "GetResultsBySterilizer", chart: "BAR", kinds: ["BI"] });
    expect(d.activePanels.map((p: any) => p.panelId).sort((a: number, b: number) => a - b)).toEqual(ACTIVE_IDS);
    expect(d.activePanels.find((p: any) => p.panelId === 9)).toMatchObject({ chart: "LINE", kinds: ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"] });
  });

  test("panelChart: the same data as the REST route, with the window it covers", async () => {
    const link = gqlData(await gql(MY, {}, t.adminA)).myPanels.find((p: any) => p.panel.panelId === 3);
    const c = gqlData(await gql(CHART, { id: link.id, tz: "Europe/Madrid" }, t.adminA)).panelChart;
    expect(c).toMatchObject({ chart: "LINE", kinds: ["BI"], timeZone: "Europe/Madrid" });
    expect(c.items).toHaveLength(31);
    expect([c.items[0].label, c.items[30].label]).toEqual([c.from, c.to]);
    const rest = await data(t.adminA, "/api/ReadingBI/GetLast31Days", "Europe/Madrid");
    expect(c.items.map((i: any) => i.series.map((s: any) => s.count))).toEqual(rest.map((i) => i.series.map((s) => s.cantidad)));
  });

  test("addPanel and removePanel for the viewer; a duplicate and an inactive panel refused with the message", async () => {
    const added = gqlData(await gql(ADD, { p: 5 }, fresh.token)).addPanel;
    expect(added.panel).toMatchObject({ panelId: 5, name: "Chemical results per sterilizer" });
    expect(added.chart.chart).toBe("BAR");
    expectGqlError(await gql(ADD, { p: 5 }, fresh.token), "SAVE_ERRORS", MSG.duplicate);
    expectGqlError(await gql(ADD, { p: INACTIVE }, fresh.token), "SAVE_ERRORS", MSG.unknown);
    const removed = gqlData(await gql(REMOVE, { id: added.id }, fresh.token)).removePanel;
    expect(removed).toMatchObject({ panelUserId: added.panelUserId, inactive: true });
    expect((await panels(fresh.token)).map((l) => l.panelId)).not.toContain(5);
  });

  test("another user's link: panelChart, removePanel NOT_FOUND, node null; operators FORBIDDEN", async () => {
    const demo = gqlData(await gql(MY, {}, t.adminA)).myPanels[0];
    expectGqlError(await gql(CHART, { id: demo.id }, fresh.token), "NOT_FOUND");
    expectGqlError(await gql(REMOVE, { id: demo.id }, t.supervisorA), "NOT_FOUND");
    expect(gqlData(await gql(`query($id: ID!) { node(id: $id) { id } }`, { id: demo.id }, t.supervisorA)).node).toBeNull();
    expect(gqlData(await gql(`query($id: ID!) { node(id: $id) { ... on UserPanel { panelUserId } } }`, { id: demo.id }, t.adminA)).node.panelUserId).toBe(demo.panelUserId);
    expectGqlError(await gql(MY, {}, t.operatorA), "FORBIDDEN");
    expectGqlError(await gql(ADD, { p: 2 }, t.operatorA), "FORBIDDEN");
    expectGqlError(await gql(CHART, { id: "garbage" }, t.adminA), "NOT_FOUND");
    expect((await panels(t.adminA)).map((l) => l.panelId)).toEqual([1, 3, 4]);
  });
});
