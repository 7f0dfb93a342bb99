// Reading screens, lists and reference data (docs/readings-api.md; spec 001 sections 3 and 7):
// GET /api/{option}/getlive (BI, PRO) and getprovisional, and the GraphQL connections
// biReadings / proReadings / cheSterilizerReadings / cheWasherReadings: only the asked
// states, the company's readings for administrators and supervisors, the operator's sector
// for operators, refused to Connection, distributor and system users; the legacy wire shape
// of the rows; GetPossibleResults, GetProcessBI, GetconditionSCIB, the Enum routes, /api/Program.
//
// The seed is only read here, except for one fresh Hospital A reading made through the agent
// API (moved to historical at the end).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData, type GqlResult } from "../helpers";
import { SEED, expectForbidden, tokensOf } from "../helpers/company";
import { GQL, OPTIONS, agentResult, agentStart, list, retireCreated, type Option, type Row } from "../helpers/readings";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});
afterAll(retireCreated);

const TIMED: Option[] = ["ReadingBI", "ReadingPRO"];
const ids = (rows: Row[]): number[] => rows.map((r) => r.id as number).sort((a, b) => a - b);
const OPERATOR_SECTOR = SEED.sector.aCentral;
/** Bun 1.4's toMatchObject writes asymmetric matchers (expect.any) into the received object: match a copy. */
const copy = <T>(v: T): T => structuredClone(v);

/** Every reading of a GraphQL connection (pages of 100). */
async function gqlAll(token: string, option: Option, states: string[], extra = ""): Promise<{ errors?: any[]; nodes: Row[] }> {
  const nodes: Row[] = [];
  let after: string | null = null;
  for (;;) {
    const r: GqlResult = await gql(
      `query($states: [ReadingState!]!, $after: String) { ${GQL[option].list}(states: $states, first: 100, after: $after${extra}) { edges { node { id readingId state readNumber sectorName viewed edited } } pageInfo { hasNextPage endCursor } } }`,
      { states, after },
      token,
    );
    if (r.errors?.length) return { errors: r.errors, nodes };
    const conn: any = r.data[GQL[option].list];
    nodes.push(...conn.edges.map((e: any) => e.node));
    if (!conn.pageInfo.hasNextPage) return { nodes };
    after = conn.pageInfo.endCursor;
  }
}

describe("getlive / getprovisional: only the asked state", () => {
  for (const option of TIMED) {
    test(`${option}/getlive holds LIVE readings only (the seed has some), newest start first`, async () => {
      const rows = await list(t.adminA, option, "getlive");
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect({ id: r.id, state: r.state, statusDescription: r.statusDescription }).toEqual({ id: r.id, state: "LIVE", statusDescription: "Live" });
      for (const r of rows) expect(r.result).toBeNull();
      const starts = rows.map((r) => new Date(r.startedTime).getTime());
      expect(starts).toEqual([...starts].sort((a, b) => b - a));
    });
  }

  for (const option of OPTIONS) {
    test(`${option}/getprovisional holds PROVISIONAL readings only, by read number descending`, async () => {
      const rows = await list(t.adminA, option, "getprovisional");
      expect(rows.length).toBeGreaterThan(0);
      for (const r of rows) expect({ id: r.id, state: r.state }).toEqual({ id: r.id, state: "PROVISIONAL" });
      const numbers = rows.map((r) => r.readNumber);
      expect(numbers).toEqual([...numbers].sort((a, b) => b - a));
    });
  }

  test("a reading the agent starts is on getlive, not on getprovisional; once its result arrives it moves over", async () => {
    const r = await agentStart("BI", { lot: "lst1" });
    expect(ids(await list(t.adminA, "ReadingBI", "getlive"))).toContain(r.id);
    expect(ids(await list(t.adminA, "ReadingBI", "getprovisional"))).not.toContain(r.id);
    await agentResult(r);
    expect(ids(await list(t.adminA, "ReadingBI", "getlive"))).not.toContain(r.id);
    const row = (await list(t.adminA, "ReadingBI", "getprovisional")).find((x) => x.id === r.id);
    expect(row).toMatchObject({ state: "PROVISIONAL", result: 1, resultDescription: "Negative", loteProduct: "LST1", viewed: false });
  });

  test("historical and saved readings are on neither list", async () => {
    const historical = await gqlAll(t.adminA, "ReadingBI", ["HISTORICAL", "SAVED"]);
    expect(historical.nodes.length).toBeGreaterThan(0);
    const shown = new Set([...ids(await list(t.adminA, "ReadingBI", "getlive")), ...ids(await list(t.adminA, "ReadingBI", "getprovisional"))]);
    for (const n of historical.nodes) expect(shown.has(n.readingId)).toBe(false);
  });
});

describe("who sees which readings", () => {
  for (const option of OPTIONS) {
    const lists = TIMED.includes(option) ? (["getlive", "getprovisional"] as const) : (["getprovisional"] as const);
    for (const which of lists) {
      test(`${option}/${which}: the supervisor sees what the administrator sees; the operator exactly the administrator's rows of sector ${OPERATOR_SECTOR}`, async () => {
        const admin = await list(t.adminA, option, which);
        const supervisor = await list(t.supervisorA, option, which);
        const operator = await list(t.operatorA, option, which);
        expect(ids(supervisor)).toEqual(ids(admin));
        for (const r of operator) expect({ id: r.id, sectorId: r.sectorId }).toEqual({ id: r.id, sectorId: OPERATOR_SECTOR });
        expect(ids(operator)).toEqual(ids(admin.filter((r) => r.sectorId === OPERATOR_SECTOR)));
      });
    }
  }

  test("the seed gives the administrator readings of other sectors than the operator's (so the operator's filter is tested)", async () => {
    const sectors = new Set([...(await list(t.adminA, "ReadingBI", "getlive")), ...(await list(t.adminA, "ReadingBI", "getprovisional")), ...(await list(t.adminA, "ReadingCHEWasher", "getprovisional"))].map((r) => r.sectorId));
    expect(sectors.has(OPERATOR_SECTOR)).toBe(true);
    expect(sectors.size).toBeGreaterThan(1);
  });

  test("each company sees its own readings only: Hospital A, Hospital B and Clinic C lists never share an id, and B/C rows are in B/C sectors", async () => {
    for (const option of OPTIONS) {
      const a = ids(await list(t.adminA, option, "getprovisional"));
      const b = await list(t.adminB, option, "getprovisional");
      const c = await list(t.adminC, option, "getprovisional");
      expect(b.length).toBeGreaterThan(0);
      expect(c.length).toBeGreaterThan(0);
      for (const r of b) expect([SEED.sector.bCentral, SEED.sector.bTheatre]).toContain(r.sectorId);
      for (const r of c) expect([SEED.sector.cCentral, SEED.sector.cDental]).toContain(r.sectorId);
      for (const id of ids(b)) expect(a).not.toContain(id);
      for (const id of ids(c)) expect(a).not.toContain(id);
    }
  });

  test("Connection users (agent@), distributor and system users → 403 on every list; no token → 401", async () => {
    for (const option of OPTIONS) {
      const paths = [`/api/${option}/getprovisional`, ...(TIMED.includes(option) ? [`/api/${option}/getlive`] : [])];
      for (const path of paths) {
        for (const who of ["agentA", "sysadmin", "dist"] as const) expectForbidden(await api("GET", path, { token: t[who] }));
        expect((await api("GET", path)).status).toBe(401);
      }
    }
  });

  test("Connection, distributor and system users → 403 on detail, audit, edit, massive edit and the moves too", async () => {
    const some = (await list(t.adminA, "ReadingBI", "getprovisional"))[0]!.id;
    for (const who of ["agentA", "sysadmin", "dist"] as const) {
      const token = t[who];
      expectForbidden(await api("GET", "/api/ReadingBI/getDetail", { token, query: { Id: some } }));
      expectForbidden(await api("GET", "/api/ReadingBI/getAudit", { token, query: { Id: some } }));
      expectForbidden(await api("PUT", "/api/ReadingBI", { token, body: { id: some, notes: "x" } }));
      expectForbidden(await api("POST", "/api/ReadingBI/masiveModify", { token, body: { ReadIds: [some], notes: "x" } }));
      expectForbidden(await api("POST", "/api/ReadingBI/toHistorical", { token, body: { id: some } }));
      expectForbidden(await api("POST", "/api/ReadingBI/masiveToHistorical", { token, body: { ReadIds: [some] } }));
    }
  });
});

describe("GraphQL connections", () => {
  for (const option of OPTIONS) {
    const states: string[][] = TIMED.includes(option) ? [["LIVE"], ["PROVISIONAL"]] : [["PROVISIONAL"]];
    for (const s of states) {
      test(`${GQL[option].list}(states: [${s}]) = the REST list, for the administrator and for the operator`, async () => {
        const which = s[0] === "LIVE" ? "getlive" : "getprovisional";
        for (const who of ["adminA", "operatorA"] as const) {
          const g = await gqlAll(t[who], option, s);
          expect(g.errors).toBeUndefined();
          for (const n of g.nodes) expect(n.state).toBe(s[0]);
          expect(g.nodes.map((n) => n.readingId).sort((a, b) => a - b)).toEqual(ids(await list(t[who], option, which)));
        }
      });
    }
  }

  test("the operator's nodes are all of its sector (Central Sterile); the administrator's are not", async () => {
    const op = await gqlAll(t.operatorA, "ReadingBI", ["LIVE", "PROVISIONAL"]);
    expect(new Set(op.nodes.map((n) => n.sectorName))).toEqual(new Set(["Central Sterile"]));
    const admin = await gqlAll(t.adminA, "ReadingBI", ["LIVE", "PROVISIONAL"]);
    expect(new Set(admin.nodes.map((n) => n.sectorName)).size).toBeGreaterThan(1);
  });

  test("biReadings(disinfection: true) gives disinfection readings only, false the others", async () => {
    for (const flag of [true, false]) {
      const r = gqlData(await gql(`query($d: Boolean) { biReadings(states: [HISTORICAL, SAVED], first: 100, disinfection: $d) { edges { node { disinfection } } } }`, { d: flag }, t.adminA));
      expect(r.biReadings.edges.length).toBeGreaterThan(0);
      for (const e of r.biReadings.edges) expect(e.node.disinfection).toBe(flag);
    }
  });

  test("Connection, distributor and system users → FORBIDDEN; anonymous → UNAUTHENTICATED", async () => {
    for (const option of OPTIONS) {
      for (const who of ["agentA", "sysadmin", "dist"] as const) {
        const g = await gqlAll(t[who], option, ["PROVISIONAL"]);
        expect({ option, who, code: g.errors?.[0]?.extensions?.code }).toEqual({ option, who, code: "FORBIDDEN" });
      }
      const anon = await gqlAll(null as unknown as string, option, ["PROVISIONAL"]);
      expect(anon.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    }
  });

  test("Hospital B's connection holds none of Hospital A's readings", async () => {
    const a = new Set((await gqlAll(t.adminA, "ReadingBI", ["LIVE", "PROVISIONAL"])).nodes.map((n) => n.readingId));
    const b = await gqlAll(t.adminB, "ReadingBI", ["LIVE", "PROVISIONAL"]);
    expect(b.nodes.length).toBeGreaterThan(0);
    for (const n of b.nodes) expect(a.has(n.readingId)).toBe(false);
  });
});

// ───────────── the wire shape (docs/readings-api.md "Row shape") ─────────────

const EDITABLE: Record<Option, string[]> = {
  ReadingBI: ["productId", "loteProduct", "conditionSCIB", "process", "valueD", "valueDUnit", "cycle", "exposureMinutes", "sterilizerId", "disinfectorId", "programNumber", "terms", "loadNumber", "bookNumber", "pageNumber", "roomId", "roomVolume", "peroxideConcentration", "ticketNumber", "visualResult", "notes"],
  ReadingPRO: ["productId", "loteProduct", "bookNumber", "pageNumber", "cycle", "programNumber", "washerId", "tool", "modeId", "instrumentMeasureId", "length", "diameter", "ticketNumber", "visualResult", "ignoreFromIQAS", "notes"],
  ReadingCHESterilizer: ["productId", "loteProduct", "manufactureDate", "expirationDate", "cycle", "temperature", "sterilizerId", "exposureTime", "programNumber", "packageNumber", "concentration", "relativeDampness", "bookNumber", "pageNumber", "visualResult", "notes"],
  ReadingCHEWasher: ["productId", "loteProduct", "manufactureDate", "expirationDate", "cycle", "temperature", "washerId", "location", "washingTime", "detergentConcentration", "detergentType", "programNumber", "waterPressure", "waterHardness", "bookNumber", "pageNumber", "visualResult", "notes"],
};
const COMMON = ["id", "kind", "readNumber", "state", "statusDescription", "status", "positionNumber", "startedTime", "creationTest", "resultDate", "programId", "programName", "incubator", "incubatorId", "incubatorModelId", "result", "resultDescription", "visualResultDescription", "averageTemperatureFormat", "product", "brand", "sector", "sectorId", "viewed", "edited", "editUser", "desktopMigrationId", "machine"];
const EXTRA: Record<Option, string[]> = {
  ReadingBI: ["disinfection", "processDescription", "fluorescence", "disinfector"],
  ReadingPRO: ["cuantitativeResultFormat", "quantitativeResult", "densidad", "proteinFormat", "alertResult", "actionResult", "averageTemperatureProFormat", "onlyResultString", "washer", "instrumentMeasure"],
  ReadingCHESterilizer: [],
  ReadingCHEWasher: [],
};
const KIND: Record<Option, string> = { ReadingBI: "BI", ReadingPRO: "PRO", ReadingCHESterilizer: "CHE_STERILIZER", ReadingCHEWasher: "CHE_WASHER" };
const RESULT_TEXT: Record<Option, Record<number, string>> = {
  ReadingBI: { 1: "Negative", 2: "Positive" },
  ReadingPRO: { 1: "Pass", 2: "Alert", 3: "Fail" },
  ReadingCHESterilizer: { 1: "Pass", 2: "Fail" },
  ReadingCHEWasher: { 1: "Pass", 2: "Fail" },
};

describe("row wire shape", () => {
  for (const option of OPTIONS) {
    test(`${option}: every row has the contract's keys (editable fields, common fields, the kind's extras)`, async () => {
      const rows = await list(t.adminA, option, "getprovisional");
      for (const r of rows) {
        const missing = [...EDITABLE[option], ...COMMON, ...EXTRA[option]].filter((k) => !(k in r));
        expect({ id: r.id, missing }).toEqual({ id: r.id, missing: [] });
        expect(r.kind).toBe(KIND[option]);
      }
    });

    test(`${option}: result codes and their descriptions (${Object.entries(RESULT_TEXT[option]).map(([k, v]) => `${k} ${v}`).join(", ")})`, async () => {
      const rows = [...(await list(t.adminA, option, "getprovisional")), ...(await list(t.adminB, option, "getprovisional")), ...(await list(t.adminC, option, "getprovisional"))];
      let seen = 0;
      for (const r of rows) {
        if (r.result === null || !(r.result in RESULT_TEXT[option])) continue;
        seen++;
        expect({ id: r.id, d: r.resultDescription }).toEqual({ id: r.id, d: RESULT_TEXT[option][r.result] });
      }
      expect(seen).toBeGreaterThan(0);
    });
  }

  test("nested objects: product { id, name, brand, toString, productModel { type, name } }, machine { id, name, serial, brand, toString }; brand = the product's", async () => {
    const rows = await list(t.adminA, "ReadingBI", "getprovisional");
    const withProduct = rows.filter((r) => r.product);
    const withMachine = rows.filter((r) => r.machine);
    expect(withProduct.length).toBeGreaterThan(0);
    expect(withMachine.length).toBeGreaterThan(0);
    for (const r of withProduct) {
      expect(r.brand).toBe(r.product.brand);
      expect(copy(r.product)).toMatchObject({ id: r.productId, name: expect.any(String), brand: expect.any(String), toString: expect.any(String), productModel: { type: expect.any(Number), name: expect.any(String) } });
    }
    for (const r of withMachine) {
      expect(copy(r.machine)).toMatchObject({ id: r.sterilizerId, name: expect.any(String), serial: expect.any(String), brand: expect.any(String), toString: expect.any(String) });
    }
  });

  test("BI rows: processDescription follows process (1 Steam, 2 Hydrogen peroxide, 3 Ethylene oxide); disinfection readings carry their disinfector", async () => {
    const PROCESS: Record<number, string> = { 1: "Steam", 2: "Hydrogen peroxide", 3: "Ethylene oxide" };
    const rows = await list(t.adminA, "ReadingBI", "getprovisional");
    for (const r of rows) if (r.process) expect({ id: r.id, d: r.processDescription }).toEqual({ id: r.id, d: PROCESS[r.process] });
    for (const r of rows) expect(typeof r.disinfection).toBe("boolean");
    for (const r of rows.filter((x) => x.disinfectorId)) expect(r.disinfector).toMatchObject({ id: r.disinfectorId });
  });

  test("PRO rows: cuantitativeResultFormat and densidad; a measure's row has instrumentMeasure { id, surfaceFormat, bothSides, instrument, code, description } and a proteinFormat", async () => {
    const rows = await list(t.adminA, "ReadingPRO", "getprovisional");
    const measured = rows.filter((r) => r.instrumentMeasureId);
    expect(measured.length).toBeGreaterThan(0);
    for (const r of rows) {
      if (r.quantitativeResult !== null) expect(r.cuantitativeResultFormat).toContain(r.quantitativeResult.toFixed(2));
      expect(r.densidad === null || typeof r.densidad === "number").toBe(true);
    }
    for (const r of measured) {
      expect(copy(r.instrumentMeasure)).toMatchObject({ id: r.instrumentMeasureId, surfaceFormat: expect.stringContaining("cm"), bothSides: expect.any(Boolean), code: expect.any(String), description: expect.any(String) });
      expect(r.instrumentMeasure.instrument).toBeTruthy();
      expect(typeof r.densidad).toBe("number");
      expect(r.proteinFormat).toContain(r.densidad.toFixed(2));
      expect(r.onlyResultString).toBe(r.resultDescription);
      expect(r.washer === null || typeof r.washer.toString === "string").toBe(true);
    }
  });

  test("PRO readings on incubator model 4 show programName '10 min.' (REST and GraphQL); BI readings show their program's name", async () => {
    const pro = [...(await list(t.adminA, "ReadingPRO", "getlive")), ...(await list(t.adminA, "ReadingPRO", "getprovisional"))];
    const model4 = pro.filter((r) => r.incubatorModelId === 4);
    expect(model4.length).toBeGreaterThan(0);
    for (const r of model4) expect({ id: r.id, programName: r.programName }).toEqual({ id: r.id, programName: "10 min." });
    const g = gqlData(await gql(`{ proReadings(states: [LIVE, PROVISIONAL], first: 100) { edges { node { readingId programName } } } }`, {}, t.adminA));
    const byId = new Map(g.proReadings.edges.map((e: any) => [e.node.readingId, e.node.programName]));
    for (const r of model4) expect(byId.get(r.id)).toBe("10 min.");

    const programs = (await api("GET", "/api/Program", { token: t.adminA })).json as { id: number; nombre: string }[];
    const bi = (await list(t.adminA, "ReadingBI", "getprovisional")).filter((r) => r.incubatorModelId !== 4 && r.programId);
    expect(bi.length).toBeGreaterThan(0);
    for (const r of bi) expect(r.programName).toBe(programs.find((p) => p.id === r.programId)!.nombre);
  });

  test("chemical rows carry creationTest (the test time) and their product model", async () => {
    for (const option of ["ReadingCHESterilizer", "ReadingCHEWasher"] as const) {
      for (const r of await list(t.adminA, option, "getprovisional")) {
        expect(typeof r.creationTest).toBe("string");
        expect(Number.isNaN(new Date(r.creationTest).getTime())).toBe(false);
        if (r.product) expect(copy(r.product.productModel)).toMatchObject({ type: expect.any(Number), name: expect.any(String) });
      }
    }
  });
});

// ───────────── reference data ─────────────

async function options(path: string, token = t.operatorA): Promise<{ id: number; description: string }[]> {
  const res = await api("GET", path, { token });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET ${path} → ${res.status} ${res.text.slice(0, 200)}`);
  for (const o of res.json) expect(Object.keys(o).sort()).toEqual(["description", "id"]);
  return res.json;
}
const pairs = (rows: { id: number; description: string }[]) => Object.fromEntries(rows.map((r) => [r.id, r.description]));

describe("reference endpoints", () => {
  test("GetPossibleResults per option: BI 1 Negative 2 Positive; PRO 1 Pass 2 Alert 3 Fail; chemical 1 Pass 2 Fail", async () => {
    for (const option of OPTIONS) {
      const got = pairs(await options(`/api/${option}/GetPossibleResults`));
      expect(got).toMatchObject(RESULT_TEXT[option]);
    }
  });

  test("GetProcessBI: 1 steam, 2 hydrogen peroxide, 3 ethylene oxide; GetconditionSCIB: 1 processed, 2 positive control", async () => {
    expect(pairs(await options("/api/ReadingBI/GetProcessBI"))).toEqual({ 1: "Steam", 2: "Hydrogen peroxide", 3: "Ethylene oxide" });
    const conditions = await options(`/api/ReadingBI/GetconditionSCIB?userLoggedId=${SEED.user.operatorA}`);
    expect(conditions.map((c) => c.id)).toEqual([1, 2]);
    expect(conditions[0]!.description).toMatch(/process/i);
    expect(conditions[1]!.description).toMatch(/control/i);
  });

  test("Enum routes: visual results BI (1 negative, 2 positive) and PRO (1 clean, 2 soiled), detergent types, user evaluations, value D units (1 minutes, 2 seconds)", async () => {
    const bi = pairs(await options("/api/Enum/GetVisualResultsBI"));
    expect(Object.keys(bi)).toEqual(["1", "2"]);
    expect(bi[1]).toMatch(/negative/i);
    expect(bi[2]).toMatch(/positive/i);
    const pro = pairs(await options("/api/Enum/GetVisualResultsPRO"));
    expect(pro[1]).toMatch(/clean/i);
    expect(pro[2]).toMatch(/soil|dirt/i);
    expect((await options("/api/Enum/getDetergentTypes")).length).toBeGreaterThan(0);
    expect((await options("/api/Enum/getUserEvaluation")).length).toBeGreaterThan(0);
    const units = pairs(await options("/api/Enum/GetValueDUnits"));
    expect(units[1]).toMatch(/min/i);
    expect(units[2]).toMatch(/sec/i);
  });

  test("GET /api/Program: [{ id, programIndex, nombre, minutes, temperature, incubatorModelId }], model 4's program is '10 min.'", async () => {
    const res = await api("GET", "/api/Program", { token: t.operatorA });
    expect(res.status).toBe(200);
    expect(res.json.length).toBeGreaterThan(0);
    for (const p of res.json) expect(copy(p)).toMatchObject({ id: expect.any(Number), programIndex: expect.any(Number), nombre: expect.any(String), minutes: expect.any(Number), temperature: expect.any(Number), incubatorModelId: expect.any(Number) });
    expect(res.json.find((p: any) => p.incubatorModelId === 4)).toMatchObject({ nombre: "10 min.", minutes: 10 });
    expect(res.json.find((p: any) => p.incubatorModelId === 1 && p.programIndex === 1)).toMatchObject({ minutes: 20, temperature: 60 });
  });

  test("reference routes need a company user (no token → 401; system and distributor users → 403)", async () => {
    for (const path of ["/api/ReadingBI/GetPossibleResults", "/api/ReadingBI/GetProcessBI", "/api/ReadingBI/GetconditionSCIB", "/api/Enum/GetVisualResultsBI", "/api/Enum/GetValueDUnits"]) {
      expect((await api("GET", path)).status).toBe(401);
      for (const who of ["sysadmin", "dist"] as const) expectForbidden(await api("GET", path, { token: t[who] }));
    }
    expect((await api("GET", "/api/Program")).status).toBe(401);
  });
});
