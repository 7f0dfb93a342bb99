// Incubator agent ingestion (docs/agent-api.md): who may call it, incubator announce /
// connect / disconnect / status, incubations and results with their idempotency, ordering,
// bad input and foreign-tenant rules, the LIVE → PROVISIONAL move seen on the reading
// screens and over the readingChanged subscription, and the OpenAPI description.
//
// Hospital A's seeded incubators are never changed here (other suites expect them as seeded);
// the tests announce their own serials, unique to the run. Hospital B gets a throw-away
// Connection user (removed afterwards) but never an incubator.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, distId, leaksInternals, subscribe, uniqueSuffix, type ApiResponse, type Subscription } from "../helpers";
import { SEED, createCompanyUser, expectForbidden, keepDemoCompaniesTidy, tokensOf, tryLogin } from "../helpers/company";

const V1 = "/api/agent/v1";
const RUN = uniqueSuffix().toUpperCase();
const MODELS = {
  ic10: { model: "IC10/20FR", connection: { vid: "04D8", pid: "F2C4" } },
  miniBio: { model: "MiniBio", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca9e" } },
  bioReader: { model: "BioReader 20", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } },
  proRead: { model: "ProRead 10", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0010" } },
} as const;
/** Demo GTINs (server/seed/demo-catalogue.ts): BT220 rapid steam BI, BT96 disinfection BI, PRO1 protein test. */
const GTIN = { bt220: "09521234543213", bt96: "09521234543244", pro1: "09521234543251" };
const SEEDED_A_SERIAL = "IC1020FR-001234";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "sysadmin" | "dist">>>;
let agentB: string;

keepDemoCompaniesTidy({ beforeAll, afterAll });

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "sysadmin", "dist");
  // Hospital B's Connection user: created by its administrator, signs in with the mailed
  // temporary password and chooses its own, as a real agent installation would.
  const u = await createCompanyUser(t.adminB, { sectorId: SEED.sector.bCentral, userType: 4 });
  const first = await tryLogin(u.email, u.password);
  expect(first.status).toBe(200);
  const chosen = `Agent-${uniqueSuffix()}-2027`;
  const changed = await api("POST", "/api/appuser/restorepassword", { token: first.json.token, body: { AppUser: { email: u.email, id: u.item.id }, Password: chosen, DistributorId: await distId() } });
  expect(changed.status).toBe(200);
  const second = await tryLogin(u.email, chosen);
  expect(second.status).toBe(200);
  agentB = second.json.token;
});

// ───────────── helpers ─────────────

const post = (path: string, body: unknown, token: string | null = t.agentA) => api("POST", V1 + path, { token, body });
const get = (path: string, token: string | null = t.agentA, query?: Record<string, string | number>) => api("GET", V1 + path, { token, query });

function serial(tag: string): string {
  return `T${RUN}-${tag}`;
}

async function announce(tag: string, which: keyof typeof MODELS, token = t.agentA, extra: Record<string, unknown> = {}) {
  const s = serial(tag);
  const res = await post("/incubators/announce", { serialNumber: s, ...MODELS[which], ...extra }, token);
  if (res.status !== 201 && res.status !== 200) throw new Error(`announce ${s} → ${res.status} ${res.text}`);
  return { serial: s, res };
}

/** Distinct start times: each test's incubations get their own keys. */
let clockMs = Date.now() - 3_600_000;
function startTime(): string {
  clockMs += 1000;
  return new Date(clockMs).toISOString();
}
const later = (iso: string, minutes: number) => new Date(new Date(iso).getTime() + minutes * 60_000).toISOString();

function expectProblem(res: ApiResponse, field: string, message?: string | RegExp) {
  if (res.status !== 400 || !res.json?.errors || Array.isArray(res.json.errors)) throw new Error(`expected a 400 validation problem for ${field}, got ${res.status} ${res.text.slice(0, 400)}`);
  expect(res.json.title).toBe("One or more validation errors occurred.");
  expect(res.json.status).toBe(400);
  const messages: string[] | undefined = res.json.errors[field];
  if (!messages) throw new Error(`validation problem without ${field}: ${res.text.slice(0, 400)}`);
  if (typeof message === "string") expect(messages).toContain(message);
  else if (message) expect(messages.some((m) => message.test(m))).toBe(true);
}
function expectStatus(res: ApiResponse, status: number) {
  if (res.status !== status) throw new Error(`expected ${status}, got ${res.status} ${res.text.slice(0, 400)}`);
  expect(typeof res.json?.message === "string" || status < 400).toBe(true);
  expect(leaksInternals(res.text)).toBe(false);
}

async function listA(path: "getlive" | "getprovisional", kind: "ReadingBI" | "ReadingPRO"): Promise<any[]> {
  const res = await api("GET", `/api/${kind}/${path}`, { token: t.adminA });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET /api/${kind}/${path} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

/** Collects events of a subscription as they arrive. */
function collect(sub: Subscription) {
  const events: any[] = [];
  let stopped = false;
  void (async () => {
    while (!stopped) {
      try {
        events.push(await sub.next(60_000));
      } catch {
        return;
      }
    }
  })();
  return {
    events,
    stop: async () => {
      stopped = true;
      await sub.dispose();
    },
    async waitFor(pred: (e: any) => boolean, timeoutMs = 5000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching event within ${timeoutMs} ms; got ${JSON.stringify(events).slice(0, 500)}`);
        await Bun.sleep(25);
      }
    },
  };
}

// ───────────── who may call ─────────────

describe("authentication and roles", () => {
  test("no token → 401 on every endpoint; the OpenAPI description is public", async () => {
    for (const [m, p] of [["GET", "/me"], ["GET", "/incubators"], ["POST", "/incubators/announce"], ["POST", "/incubations"], ["POST", "/incubations/result"], ["POST", `/incubators/${SEEDED_A_SERIAL}/connect`]] as const) {
      expect((await api(m, V1 + p, { body: m === "POST" ? {} : undefined })).status).toBe(401);
    }
    expect((await api("GET", "/api/agent/openapi.json")).status).toBe(200);
  });

  test("administrator, supervisor, operator, distributor and system tokens → 403, nothing written", async () => {
    const s = serial("ROLE");
    for (const who of ["adminA", "supervisorA", "operatorA", "adminB", "sysadmin", "dist"] as const) {
      expectForbidden(await post("/incubators/announce", { serialNumber: s, ...MODELS.bioReader }, t[who]), /Connection users/);
      expectForbidden(await post("/incubations", { serialNumber: SEEDED_A_SERIAL, position: 1, kind: "BI", programIndex: 1, startedAt: startTime() }, t[who]));
      expectForbidden(await post("/incubations/result", {}, t[who]));
      expectForbidden(await post(`/incubators/${SEEDED_A_SERIAL}/disconnect`, {}, t[who]));
      expectForbidden(await get("/incubators", t[who]));
      // malformed bodies do not get past the role check either
      expectForbidden(await api("POST", `${V1}/incubations`, { token: t[who], rawBody: "{nope" }));
    }
    expect((await get(`/incubators/${s}`)).status).toBe(404);
  });

  test("the Connection user: GET /me names its company and sector", async () => {
    const res = await get("/me");
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ userId: SEED.user.agentA, companyId: SEED.company.A, sectorId: SEED.sector.aCentral, email: "agent@hospital-a.test" });
  });
});

// ───────────── incubators ─────────────

describe("POST incubators/announce", () => {
  test("a new Bluetooth incubator: 201, discovered by the agent in its sector, no work sector yet, disconnected; the administrator sees it", async () => {
    const { serial: s, res } = await announce("BR-NEW", "bioReader", t.agentA, { name: `Reader ${RUN}` });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ serialNumber: s, name: `Reader ${RUN}`, model: "BioReader 20", connectionType: "bluetooth", connected: false, workSectorId: null, discovererSectorId: SEED.sector.aCentral, temperatureStatus: "unknown", positions: { BI: 20, PRO: 0 } });
    expect(res.json.programs.map((p: any) => p.programIndex)).toEqual([1, 2, 3, 4]);
    expect(res.json.programs[0]).toEqual({ programIndex: 1, name: "20 min 60 °C", minutes: 20, temperature: 60 });
    const list = await api("GET", "/api/Incubator", { token: t.adminA, query: { appUserId: claimsOf(t.adminA).Id } });
    const row = list.json.find((i: any) => i.serialNumber === s);
    expect(row).toMatchObject({ name: `Reader ${RUN}`, discovererAppUser: "Agent CSSD PC", workSectorId: null, discovererSectorId: SEED.sector.aCentral, status: 2 });
  });

  test("announcing it again: 200, the same incubator, never renamed", async () => {
    const first = await announce("BR-AGAIN", "bioReader");
    const again = await post("/incubators/announce", { serialNumber: first.serial, ...MODELS.bioReader, name: "Another name" });
    expect(again.status).toBe(200);
    expect(again.json.id).toBe(first.res.json.id);
    expect(again.json.name).toBe(first.res.json.name);
  });

  test("a USB model (type 1) works in the agent's sector from the start", async () => {
    const { res } = await announce("IC-NEW", "ic10");
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ connectionType: "usb", workSectorId: SEED.sector.aCentral, discovererSectorId: SEED.sector.aCentral, positions: { BI: 10, PRO: 0 } });
  });

  test("a seeded incubator of the company answers 200 unchanged", async () => {
    const res = await post("/incubators/announce", { serialNumber: SEEDED_A_SERIAL, ...MODELS.ic10 });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: SEED.incubator.aFixed, name: "IC10 Central 1", connected: true, workSectorId: SEED.sector.aCentral });
  });

  test("the same serial as another model → 409", async () => {
    const { serial: s } = await announce("BR-MODEL", "bioReader");
    const res = await post("/incubators/announce", { serialNumber: s, ...MODELS.miniBio });
    expectStatus(res, 409);
    expect(res.json.message).toMatch(/registered as a 'BioReader 20'/);
  });

  test("unknown model → 400 on model; a connection that does not fit the model → 400", async () => {
    expectProblem(await post("/incubators/announce", { serialNumber: serial("X1"), model: "Toaster 3000", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } }), "model", /Unknown incubator model 'Toaster 3000'/);
    expectProblem(await post("/incubators/announce", { serialNumber: serial("X2"), model: "IC10/20FR", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } }), "connection.vid", /USB/);
    expectProblem(await post("/incubators/announce", { serialNumber: serial("X3"), model: "MiniBio", connection: { vid: "04D8", pid: "F2C4" } }), "connection.uuid", /Bluetooth/);
    expectProblem(await post("/incubators/announce", { serialNumber: serial("X4"), model: "IC10/20FR", connection: { vid: "1234", pid: "F2C4" } }), "connection", /not a 'IC10\/20FR'/);
    expectProblem(await post("/incubators/announce", { serialNumber: serial("X5"), model: "MiniBio", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } }), "connection", /not a 'MiniBio'/);
    for (const tag of ["X1", "X2", "X3", "X4", "X5"]) expect((await get(`/incubators/${serial(tag)}`)).status).toBe(404);
  });

  test("each required field, wrong types and malformed JSON → 400 validation problems", async () => {
    const good = { serialNumber: serial("BAD"), ...MODELS.bioReader };
    for (const field of ["serialNumber", "model", "connection"] as const) {
      const body: Record<string, unknown> = { ...good };
      delete body[field];
      expectProblem(await post("/incubators/announce", body), field, "This field is required");
    }
    expectProblem(await post("/incubators/announce", { ...good, serialNumber: 1234 }), "serialNumber", "The value must be a string.");
    expectProblem(await post("/incubators/announce", { ...good, serialNumber: "has spaces" }), "serialNumber");
    expectProblem(await post("/incubators/announce", { ...good, serialNumber: "x".repeat(65) }), "serialNumber");
    expectProblem(await post("/incubators/announce", { ...good, connection: "usb" }), "connection", "The value must be an object.");
    expectProblem(await post("/incubators/announce", { ...good, connection: {} }), "connection.uuid");
    expectProblem(await post("/incubators/announce", { ...good, connection: { uuid: "not-a-uuid" } }), "connection.uuid", "The value must be a UUID.");
    expectProblem(await post("/incubators/announce", { ...good, connection: { vid: "04D8" } }), "connection.pid", "This field is required");
    expectProblem(await post("/incubators/announce", { ...good, name: "n".repeat(81) }), "name");
    expectProblem(await api("POST", `${V1}/incubators/announce`, { token: t.agentA, rawBody: '{"serialNumber": "A",' }), "body", /not valid JSON/);
    expectProblem(await api("POST", `${V1}/incubators/announce`, { token: t.agentA, rawBody: "[]" }), "body", /JSON object/);
    expectProblem(await api("POST", `${V1}/incubators/announce`, { token: t.agentA, rawBody: '"text"' }), "body");
    expect((await get(`/incubators/${serial("BAD")}`)).status).toBe(404);
  });
});

describe("connect, disconnect, status", () => {
  let s: string;
  beforeAll(async () => {
    s = (await announce("CONN", "miniBio")).serial;
  });

  test("connect → connected with connectedAt; disconnect → disconnected; the company's screen and incubatorChanged follow", async () => {
    const sub = subscribe(`subscription { incubatorChanged { serialNumber connected connectionStatus } }`, t.adminA);
    await sub.connected;
    const events = collect(sub);
    try {
      await Bun.sleep(100);
      const at = new Date(Date.now() - 5000).toISOString();
      const c = await post(`/incubators/${s}/connect`, { at });
      expect(c.status).toBe(200);
      expect(c.json).toMatchObject({ serialNumber: s, connected: true, connectedAt: at });
      await events.waitFor((e) => e.data?.incubatorChanged?.serialNumber === s && e.data.incubatorChanged.connected === true);
      let row = (await api("GET", "/api/Incubator", { token: t.adminA })).json.find((i: any) => i.serialNumber === s);
      expect(row).toMatchObject({ status: 1, incConnectionStatusDescription: "CONNECTED" });
      // connecting again keeps the time the connection began
      expect((await post(`/incubators/${s}/connect`, {})).json.connectedAt).toBe(at);

      const d = await post(`/incubators/${s}/disconnect`, {});
      expect(d.json).toMatchObject({ connected: false, temperatureStatus: "unknown" });
      await events.waitFor((e) => e.data?.incubatorChanged?.serialNumber === s && e.data.incubatorChanged.connected === false);
      row = (await api("GET", "/api/Incubator", { token: t.adminA })).json.find((i: any) => i.serialNumber === s);
      expect(row).toMatchObject({ status: 2, incConnectionStatusDescription: "DISCONNECTED" });
    } finally {
      await events.stop();
    }
  });

  test("connect with no body at all is fine; a bad `at` → 400", async () => {
    expect((await api("POST", `${V1}/incubators/${s}/connect`, { token: t.agentA })).status).toBe(200);
    expectProblem(await post(`/incubators/${s}/connect`, { at: "yesterday" }), "at");
    expectProblem(await post(`/incubators/${s}/connect`, { at: new Date(Date.now() + 3_600_000).toISOString() }), "at", /future/);
  });

  test("status: temperature out of range shows on the company's screen; a late (stale) heartbeat changes nothing", async () => {
    await post(`/incubators/${s}/connect`, {});
    const bad = await post(`/incubators/${s}/status`, { temperature: 52.5, temperatureOk: false, at: new Date().toISOString() });
    expect(bad.status).toBe(200);
    expect(bad.json).toMatchObject({ temperatureStatus: "out-of-range", temperature: 52.5, stale: false });
    expect((await api("GET", "/api/Incubator", { token: t.adminA })).json.find((i: any) => i.serialNumber === s).statusTemperatureDescription).toBe("OUT OF RANGE");
    const stale = await post(`/incubators/${s}/status`, { temperature: 60, temperatureOk: true, at: new Date(Date.now() - 120_000).toISOString() });
    expect(stale.json).toMatchObject({ stale: true, temperatureStatus: "out-of-range" });
    const ok = await post(`/incubators/${s}/status`, { temperatureOk: true });
    expect(ok.json).toMatchObject({ stale: false, temperatureStatus: "ok", temperature: null });
    expect(new Date(ok.json.lastSeenAt).getTime()).toBeGreaterThan(Date.now() - 10_000);
  });

  test("status: bad input → 400", async () => {
    expectProblem(await post(`/incubators/${s}/status`, { temperature: 60 }), "temperatureOk", "This field is required");
    expectProblem(await post(`/incubators/${s}/status`, { temperatureOk: "yes" }), "temperatureOk", "The value must be true or false.");
    expectProblem(await post(`/incubators/${s}/status`, { temperatureOk: true, temperature: "60" }), "temperature", "The value must be a number.");
  });

  test("an unknown serial → 404 on connect, disconnect, status and detail", async () => {
    const u = serial("UNKNOWN");
    for (const p of ["connect", "disconnect", "status"]) expectStatus(await post(`/incubators/${u}/${p}`, { temperatureOk: true }), 404);
    expectStatus(await get(`/incubators/${u}`), 404);
  });
});

// ───────────── incubations ─────────────

interface Inc {
  serial: string;
}
let bi: Inc;
let pro: Inc;

describe("incubations and results", () => {
  beforeAll(async () => {
    bi = { serial: (await announce("BI", "bioReader")).serial };
    pro = { serial: (await announce("PRO", "proRead")).serial };
    for (const s of [bi.serial, pro.serial]) expect((await post(`/incubators/${s}/connect`, {})).status).toBe(200);
  });

  const startBI = (position: number, startedAt: string, extra: Record<string, unknown> = {}, token = t.agentA) =>
    post("/incubations", { serialNumber: bi.serial, position, kind: "BI", programIndex: 1, startedAt, ...extra }, token);
  const resultBI = (position: number, startedAt: string, result: Record<string, unknown>, token = t.agentA) => post("/incubations/result", { serialNumber: bi.serial, position, startedAt, result }, token);
  const startPRO = (position: number, startedAt: string, extra: Record<string, unknown> = {}) => post("/incubations", { serialNumber: pro.serial, position, kind: "PRO", programIndex: 1, startedAt, ...extra });
  const resultPRO = (position: number, startedAt: string, result: Record<string, unknown>) => post("/incubations/result", { serialNumber: pro.serial, position, startedAt, kind: "PRO", result });

  test("a started BI incubation: 201 LIVE reading with the next read number, the program, product and lot; on the live screen; readingChanged", async () => {
    const sub = subscribe(`subscription { readingChanged { kind readingId state } }`, t.adminA);
    await sub.connected;
    const events = collect(sub);
    try {
      await Bun.sleep(100);
      const startedAt = startTime();
      const res = await startBI(1, startedAt, { product: { gtin: GTIN.bt220 }, lot: "24abc9", messageId: "m-1" });
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ kind: "BI", state: "LIVE", serialNumber: bi.serial, position: 1, startedAt, programIndex: 1, sectorId: SEED.sector.aCentral, lot: "24ABC9", disinfection: false, result: null, duplicate: false, messageId: "m-1" });
      expect(res.json.productId).toBeGreaterThan(0);
      expect(res.json.readNumber).toBeGreaterThan(0);
      await events.waitFor((e) => e.data?.readingChanged?.readingId === res.json.id && e.data.readingChanged.state === "LIVE" && e.data.readingChanged.kind === "BI");

      const live = await listA("getlive", "ReadingBI");
      const row = live.find((r) => r.id === res.json.id);
      expect(row).toMatchObject({ readNumber: res.json.readNumber, state: "LIVE", positionNumber: 1, loteProduct: "24ABC9", programName: "20 min 60 °C" });
      const detail = await get(`/incubators/${bi.serial}`);
      expect(detail.json.incubations.map((i: any) => i.id)).toContain(res.json.id);
      const one = await get("/incubations", t.agentA, { serialNumber: bi.serial, position: 1, startedAt });
      expect(one.json).toMatchObject({ id: res.json.id, state: "LIVE" });
    } finally {
      await events.stop();
    }
  });

  test("idempotent start: the same message again → 200 with the same reading; read numbers do not move", async () => {
    const startedAt = startTime();
    const first = await startBI(2, startedAt);
    expect(first.status).toBe(201);
    const again = await startBI(2, startedAt, { messageId: "retry" });
    expect(again.status).toBe(200);
    expect(again.json).toMatchObject({ id: first.json.id, readNumber: first.json.readNumber, duplicate: true, messageId: "retry" });
    // the same instant written with another offset is the same start
    const sameInstant = new Date(startedAt).toISOString().replace("Z", "+00:00");
    expect((await startBI(2, sameInstant)).json.id).toBe(first.json.id);
    // looked up with an offset left unencoded in the query string ("+" reads as a space)
    const raw = await api("GET", `${V1}/incubations?serialNumber=${encodeURIComponent(bi.serial)}&position=2&startedAt=${sameInstant}`, { token: t.agentA });
    expect(raw.json.id).toBe(first.json.id);
    const next = await startBI(3, startTime());
    expect(next.json.readNumber).toBe(first.json.readNumber + 1);
    // another kind or program under the same key → 409
    expectStatus(await startBI(2, startedAt, { programIndex: 2 }), 409);
  });

  test("concurrent retries of one start make one reading", async () => {
    const startedAt = startTime();
    const answers = await Promise.all(Array.from({ length: 8 }, () => startBI(4, startedAt)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.json.id)).size).toBe(1);
  });

  test("a BI result: LIVE → PROVISIONAL with the result; the same result again → 200 unchanged; a different one → 409", async () => {
    const startedAt = startTime();
    const started = await startBI(5, startedAt);
    const sub = subscribe(`subscription { readingChanged { kind readingId state } }`, t.adminA);
    await sub.connected;
    const events = collect(sub);
    try {
      await Bun.sleep(100);
      const result = { result: "negative", fluorescence: 42.25, averageTemperature: 60.13, resultAt: later(startedAt, 20) };
      const res = await resultBI(5, startedAt, result);
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ id: started.json.id, state: "PROVISIONAL", unchanged: false, result: { code: 1, result: "negative", fluorescence: 42.25, averageTemperature: 60.13, resultAt: result.resultAt } });
      await events.waitFor((e) => e.data?.readingChanged?.readingId === started.json.id && e.data.readingChanged.state === "PROVISIONAL");

      const again = await resultBI(5, startedAt, result);
      expect(again.status).toBe(200);
      expect(again.json).toMatchObject({ id: started.json.id, state: "PROVISIONAL", unchanged: true });
      const other = await resultBI(5, startedAt, { ...result, result: "positive" });
      expectStatus(other, 409);
      expect(other.json.message).toMatch(/already has a different result/);
      expectStatus(await resultBI(5, startedAt, { ...result, resultAt: later(startedAt, 21) }), 409);

      const provisional = await listA("getprovisional", "ReadingBI");
      expect(provisional.find((r) => r.id === started.json.id)).toMatchObject({ state: "PROVISIONAL", result: 1, resultDescription: "Negative", fluorescence: 42.25, averageTemperatureFormat: "60.1 °C" });
      expect((await listA("getlive", "ReadingBI")).some((r) => r.id === started.json.id)).toBe(false);
      // still one reading, still its read number
      expect((await get("/incubations", t.agentA, { serialNumber: bi.serial, position: 5, startedAt })).json).toMatchObject({ id: started.json.id, readNumber: started.json.readNumber, state: "PROVISIONAL" });
    } finally {
      await events.stop();
    }
  });

  test("concurrent retries of one result: all 200, exactly one changes the reading", async () => {
    const startedAt = startTime();
    await startBI(6, startedAt);
    const result = { result: "negative", resultAt: later(startedAt, 20) };
    const answers = await Promise.all(Array.from({ length: 6 }, () => resultBI(6, startedAt, result)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    expect(answers.filter((a) => a.json.unchanged === false).length).toBe(1);
  });

  test("fluorescence: alone it decides (≥ 1000 RFU positive); with a result, the reader's call wins", async () => {
    const cases: [Record<string, unknown>, number][] = [
      [{ fluorescence: 999.9 }, 1],
      [{ fluorescence: 1000 }, 2],
      [{ fluorescence: 5400.5 }, 2],
      [{ result: "negative", fluorescence: 4000 }, 1],
      [{ result: "positive", fluorescence: 12 }, 2],
      [{ result: "cancelled" }, 3],
      [{ result: "error" }, 4],
    ];
    for (const [i, [r, code]] of cases.entries()) {
      const startedAt = startTime();
      await startBI(7 + i, startedAt);
      const res = await resultBI(7 + i, startedAt, { ...r, resultAt: later(startedAt, 20) });
      expect(res.status).toBe(200);
      expect(res.json.result.code).toBe(code);
      if (r.fluorescence !== undefined) expect(res.json.result.fluorescence).toBe(r.fluorescence as number);
    }
  });

  test("ordering: a result before its start → 404; resultAt before startedAt → 400 out of order; then start and result work", async () => {
    const startedAt = startTime();
    const early = await resultBI(15, startedAt, { result: "negative", resultAt: later(startedAt, 20) });
    expectStatus(early, 404);
    expect(early.json.message).toMatch(/report its start first/);
    expectStatus(await get("/incubations", t.agentA, { serialNumber: bi.serial, position: 15, startedAt }), 404);

    expect((await startBI(15, startedAt)).status).toBe(201);
    expectProblem(await resultBI(15, startedAt, { result: "negative", resultAt: later(startedAt, -1) }), "result.resultAt", /out of order/);
    expect((await get("/incubations", t.agentA, { serialNumber: bi.serial, position: 15, startedAt })).json.state).toBe("LIVE");
    expect((await resultBI(15, startedAt, { result: "negative", resultAt: startedAt })).json.state).toBe("PROVISIONAL");
  });

  test("a disinfection BI product makes a disinfection reading; a protein product on a BI is refused", async () => {
    const startedAt = startTime();
    const res = await startBI(16, startedAt, { product: { gtin: GTIN.bt96 } });
    expect(res.status).toBe(201);
    expect(res.json.disinfection).toBe(true);
    expectProblem(await startBI(17, startTime(), { product: { gtin: GTIN.pro1 } }), "product.gtin", /not a biological indicator/);
  });

  test("start: each required field, wrong types and values the model does not have → 400, nothing written", async () => {
    const startedAt = startTime();
    const good = { serialNumber: bi.serial, position: 18, kind: "BI", programIndex: 1, startedAt };
    for (const field of ["serialNumber", "position", "kind", "programIndex", "startedAt"] as const) {
      const body: Record<string, unknown> = { ...good };
      delete body[field];
      expectProblem(await post("/incubations", body), field, "This field is required");
    }
    const bad: [Record<string, unknown>, string, string | RegExp][] = [
      [{ position: "18" }, "position", "The value must be a whole number."],
      [{ position: 1.5 }, "position", "The value must be a whole number."],
      [{ position: 0 }, "position", /at least 1/],
      [{ position: 21 }, "position", /positions 1 to 20/],
      [{ kind: "bi" }, "kind", /one of: BI, PRO/],
      [{ kind: "PRO" }, "kind", /no protein positions/],
      [{ programIndex: 9 }, "programIndex", /no program 9/],
      [{ programIndex: "1" }, "programIndex", "The value must be a whole number."],
      [{ startedAt: "2026-03-01T10:00:00" }, "startedAt", /time zone/],
      [{ startedAt: "1 March 2026" }, "startedAt", /ISO 8601/],
      [{ startedAt: 1772359200000 }, "startedAt", "The value must be a string."],
      [{ startedAt: new Date(Date.now() + 3_600_000).toISOString() }, "startedAt", /future/],
      [{ startedAt: "1999-12-31T23:00:00Z" }, "startedAt", /2000/],
      [{ serialNumber: ["x"] }, "serialNumber", "The value must be a string."],
      [{ product: { gtin: "09521234543214" } }, "product.gtin", /check digit/],
      [{ product: { gtin: "abc" } }, "product.gtin", /digits/],
      [{ product: { gtin: "09521234549994" } }, "product.gtin", /Unknown product/],
      [{ product: { productId: 999999 } }, "product.productId", /Unknown product/],
      [{ product: { gtin: GTIN.bt220, productId: 1 } }, "product.gtin", /either/],
      [{ product: "BT220" }, "product", "The value must be an object."],
      [{ lot: 12 }, "lot", "The value must be a string."],
      [{ lot: "L".repeat(41) }, "lot", /at most 40/],
      [{ messageId: 5 }, "messageId", "The value must be a string."],
    ];
    for (const [change, field, message] of bad) expectProblem(await post("/incubations", { ...good, ...change }), field, message);
    expectProblem(await api("POST", `${V1}/incubations`, { token: t.agentA, rawBody: "{not json" }), "body", /not valid JSON/);
    expectStatus(await get("/incubations", t.agentA, { serialNumber: bi.serial, position: 18, startedAt }), 404);
    // an incubator the company does not have
    expectStatus(await post("/incubations", { ...good, serialNumber: serial("NOPE") }), 404);
  });

  test("result: missing or malformed parts → 400; the reading stays LIVE", async () => {
    const startedAt = startTime();
    await startBI(19, startedAt);
    const resultAt = later(startedAt, 20);
    const base = { serialNumber: bi.serial, position: 19, startedAt };
    expectProblem(await post("/incubations/result", base), "result", "This field is required");
    expectProblem(await post("/incubations/result", { ...base, result: "negative" }), "result", "The value must be an object.");
    expectProblem(await post("/incubations/result", { ...base, result: { result: "negative" } }), "result.resultAt", "This field is required");
    expectProblem(await post("/incubations/result", { ...base, result: { resultAt } }), "result.result", /result, the fluorescence, or both/);
    expectProblem(await post("/incubations/result", { ...base, result: { result: "growth", resultAt } }), "result.result", /one of: negative, positive, cancelled, error/);
    expectProblem(await post("/incubations/result", { ...base, result: { fluorescence: "high", resultAt } }), "result.fluorescence", "The value must be a number.");
    expectProblem(await post("/incubations/result", { ...base, result: { fluorescence: -1, resultAt } }), "result.fluorescence", /at least 0/);
    expectProblem(await post("/incubations/result", { ...base, result: { result: "negative", averageTemperature: "60", resultAt } }), "result.averageTemperature");
    expectProblem(await post("/incubations/result", { ...base, position: "19", result: { result: "negative", resultAt } }), "position");
    expectProblem(await post("/incubations/result", { serialNumber: bi.serial, position: 19, result: { result: "negative", resultAt } }), "startedAt", "This field is required");
    expectProblem(await post("/incubations/result", { ...base, result: { result: "negative", resultAt: new Date(Date.now() + 3_600_000).toISOString() } }), "result.resultAt", /future/);
    expectStatus(await post("/incubations/result", { ...base, kind: "PRO", result: { quantitativeResult: 1, resultAt } }), 404);
    expect((await get("/incubations", t.agentA, { serialNumber: bi.serial, position: 19, startedAt })).json.state).toBe("LIVE");
  });

  test("PRO: the company's alert/action levels (3 and 6.4 µg/cm²) judge the amount when no measure is associated; density stays empty", async () => {
    const cases: [number, number, string][] = [
      [1.25, 1, "pass"],
      [3, 1, "pass"],
      [4.5, 2, "alert"],
      [6.4, 2, "alert"],
      [9.75, 3, "fail"],
    ];
    const ids: number[] = [];
    for (const [i, [quantity, code, name]] of cases.entries()) {
      const startedAt = startTime();
      const started = await startPRO(1 + (i % 4), startedAt, i === 0 ? { product: { gtin: GTIN.pro1 }, lot: "p-1" } : {});
      expect(started.status).toBe(201);
      expect(started.json).toMatchObject({ kind: "PRO", state: "LIVE", programIndex: 1 });
      ids.push(started.json.id);
      const res = await resultPRO(1 + (i % 4), startedAt, { quantitativeResult: quantity, visualResult: 1, averageTemperature: 59.8, resultAt: later(startedAt, 10) });
      expect(res.status).toBe(200);
      expect(res.json).toMatchObject({ state: "PROVISIONAL", result: { code, result: name, quantitativeResult: quantity, density: null, alertResult: 3, actionResult: 6.4, visualResult: 1, averageTemperature: 59.8 } });
    }
    const provisional = await listA("getprovisional", "ReadingPRO");
    const first = provisional.find((r) => r.id === ids[0]);
    expect(first).toMatchObject({ state: "PROVISIONAL", quantitativeResult: 1.25, densidad: null, alertResult: 3, actionResult: 6.4, result: 1, loteProduct: "P-1", programName: "10 min." });
    expect(provisional.find((r) => r.id === ids[4])).toMatchObject({ result: 3, onlyResultString: "Fail" });
  });

  test("PRO: with a measure associated while incubating, density = amount / surface (both sides twice) and the density is judged", async () => {
    const startedAt = startTime();
    const started = await startPRO(4, startedAt);
    // Measure 1: Mayo scissors blades, 12.5 cm², both sides → 25 cm².
    const assoc = await api("PUT", "/api/ReadingPRO", { token: t.adminA, body: { id: started.json.id, instrumentMeasureId: 1 } });
    if (assoc.status !== 200) throw new Error(`associating measure 1 with the LIVE protein reading → ${assoc.status} ${assoc.text.slice(0, 300)}`);
    const res = await resultPRO(4, startedAt, { quantitativeResult: 100, resultAt: later(startedAt, 10) });
    expect(res.json.result).toMatchObject({ quantitativeResult: 100, density: 4, code: 2, result: "alert" });
  });

  test("PRO: bad results → 400", async () => {
    const startedAt = startTime();
    await startPRO(1, startedAt);
    const resultAt = later(startedAt, 10);
    expectProblem(await resultPRO(1, startedAt, { resultAt }), "result.quantitativeResult", "This field is required");
    expectProblem(await resultPRO(1, startedAt, { quantitativeResult: "2.5", resultAt }), "result.quantitativeResult", "The value must be a number.");
    expectProblem(await resultPRO(1, startedAt, { quantitativeResult: -2, resultAt }), "result.quantitativeResult", /at least 0/);
    expectProblem(await resultPRO(1, startedAt, { quantitativeResult: 2, visualResult: 7, resultAt }), "result.visualResult", /at most 2/);
    expectProblem(await post("/incubations", { serialNumber: pro.serial, position: 5, kind: "PRO", programIndex: 1, startedAt: startTime() }), "position", /positions 1 to 4/);
    expectProblem(await post("/incubations", { serialNumber: pro.serial, position: 2, kind: "BI", programIndex: 1, startedAt: startTime() }), "kind", /no biological indicator positions/);
    expect((await resultPRO(1, startedAt, { quantitativeResult: 0, resultAt })).json.result).toMatchObject({ code: 1, quantitativeResult: 0 });
  });

  test("a batch of results: one transaction, one answer per message in order, a bad one spoils nothing", async () => {
    const t1 = startTime();
    const t2 = startTime();
    const t3 = startTime();
    const t4 = startTime();
    await startBI(1, t1);
    await startBI(2, t2);
    await startPRO(2, t3);
    await startBI(3, t4);
    await resultBI(3, t4, { result: "negative", resultAt: later(t4, 20) }); // already has its result
    const neg = (t: string) => ({ result: "negative", fluorescence: 30, resultAt: later(t, 20) });
    const res = await post("/incubations/results", {
      results: [
        { serialNumber: bi.serial, position: 1, startedAt: t1, result: neg(t1), messageId: "b1" },
        { serialNumber: bi.serial, position: 2, startedAt: t2, result: { fluorescence: 2500, resultAt: later(t2, 20) } },
        { serialNumber: pro.serial, position: 2, startedAt: t3, kind: "PRO", result: { quantitativeResult: 8, resultAt: later(t3, 10) } },
        { serialNumber: bi.serial, position: 1, startedAt: t1, result: neg(t1) }, // the same message twice in one batch
        { serialNumber: bi.serial, position: 1, startedAt: t1, result: { result: "positive", resultAt: later(t1, 20) } }, // contradicts the first
        { serialNumber: bi.serial, position: 3, startedAt: t4, result: { result: "negative", resultAt: later(t4, 20) } }, // recorded before: unchanged
        { serialNumber: bi.serial, position: 9, startedAt: startTime(), result: neg(t1) }, // never started
        { serialNumber: bi.serial, position: "1", startedAt: t1, result: neg(t1) }, // malformed
        { serialNumber: bi.serial, position: 2, startedAt: t2, result: { resultAt: later(t2, 20) } }, // neither result nor fluorescence
        42,
      ],
    });
    expect(res.status).toBe(200);
    const r = res.json.results;
    expect(r.map((x: any) => x.status)).toEqual([200, 200, 200, 200, 409, 200, 404, 400, 400, 400]);
    expect(r[0]).toMatchObject({ state: "PROVISIONAL", unchanged: false, messageId: "b1", result: { code: 1 } });
    expect(r[1]).toMatchObject({ state: "PROVISIONAL", unchanged: false, result: { code: 2, fluorescence: 2500 } });
    expect(r[2]).toMatchObject({ kind: "PRO", state: "PROVISIONAL", unchanged: false, result: { code: 3, result: "fail" } });
    expect(r[3]).toMatchObject({ id: r[0].id, unchanged: true });
    expect(r[4].message).toMatch(/different result/);
    expect(r[5]).toMatchObject({ state: "PROVISIONAL", unchanged: true });
    expect(r[7].errors.position).toBeDefined();
    expect(r[8].errors["result.result"]).toBeDefined();
    expect(r[9].errors.body).toBeDefined();
    // the same batch again changes nothing
    const again = await post("/incubations/results", { results: [{ serialNumber: bi.serial, position: 1, startedAt: t1, result: neg(t1) }] });
    expect(again.json.results[0]).toMatchObject({ status: 200, unchanged: true, id: r[0].id });
  });

  test("a batch: `results` missing, empty, too long or not a list → 400", async () => {
    expectProblem(await post("/incubations/results", {}), "results", "This field is required");
    expectProblem(await post("/incubations/results", { results: [] }), "results", /1 to 500/);
    expectProblem(await post("/incubations/results", { results: "x" }), "results", /list/);
    expectProblem(await post("/incubations/results", { results: Array.from({ length: 501 }, () => ({})) }), "results", /1 to 500/);
    expectForbidden(await post("/incubations/results", { results: [{}] }, t.operatorA));
  });
});

// ───────────── another company ─────────────

describe("foreign tenant (Hospital B's Connection user)", () => {
  test("announcing Hospital A's serial → 409 that names no company; nothing changes in Hospital A", async () => {
    const res = await post("/incubators/announce", { serialNumber: SEEDED_A_SERIAL, ...MODELS.ic10 }, agentB);
    expectStatus(res, 409);
    expect(res.json.message).toMatch(/registered to another company/);
    expect(res.text).not.toMatch(/Hospital A|IC10 Central|companyId/);
    const mine = await get("/incubators", agentB);
    expect(mine.json.map((i: any) => i.serialNumber)).not.toContain(SEEDED_A_SERIAL);
  });

  test("Hospital A's incubators and incubations are Not found for it; Hospital A's reading stays LIVE", async () => {
    const startedAt = startTime();
    const started = await post("/incubations", { serialNumber: bi.serial, position: 20, kind: "BI", programIndex: 1, startedAt });
    expect(started.status).toBe(201);
    const foreignResult = await post("/incubations/result", { serialNumber: bi.serial, position: 20, startedAt, result: { result: "positive", resultAt: later(startedAt, 20) } }, agentB);
    expectStatus(foreignResult, 404);
    expect(foreignResult.text).not.toContain(String(started.json.readNumber));
    expectStatus(await post("/incubations", { serialNumber: bi.serial, position: 20, kind: "BI", programIndex: 1, startedAt }, agentB), 404);
    expectStatus(await get("/incubations", agentB, { serialNumber: bi.serial, position: 20, startedAt }), 404);
    for (const p of ["connect", "disconnect", "status"]) expectStatus(await post(`/incubators/${SEEDED_A_SERIAL}/${p}`, { temperatureOk: true }, agentB), 404);
    expectStatus(await get(`/incubators/${SEEDED_A_SERIAL}`, agentB), 404);
    expect((await get("/incubations", t.agentA, { serialNumber: bi.serial, position: 20, startedAt })).json).toMatchObject({ id: started.json.id, state: "LIVE", result: null });
    expect((await api("GET", "/api/Incubator", { token: t.adminA })).json.find((i: any) => i.id === SEED.incubator.aFixed)).toMatchObject({ status: 1 });
  });
});

// ───────────── the description ─────────────

describe("GET /api/agent/openapi.json", () => {
  test("an OpenAPI 3.1 document describing every agent route, with the bearer scheme", async () => {
    const res = await api("GET", "/api/agent/openapi.json");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/json");
    const doc = res.json;
    expect(doc.openapi).toBe("3.1.0");
    expect(doc.servers[0].url).toMatch(/\/api\/agent\/v1$/);
    expect(doc.components.securitySchemes.bearer).toMatchObject({ type: "http", scheme: "bearer" });
    const ops = Object.entries(doc.paths as Record<string, Record<string, unknown>>).flatMap(([p, methods]) => Object.keys(methods).map((m) => `${m.toUpperCase()} ${p}`));
    expect(ops.sort()).toEqual(
      [
        "GET /me", "GET /incubators", "POST /incubators/announce", "GET /incubators/{serial}", "POST /incubators/{serial}/connect", "POST /incubators/{serial}/disconnect",
        "POST /incubators/{serial}/status", "POST /incubations", "GET /incubations", "POST /incubations/result", "POST /incubations/results",
      ].sort(),
    );
    // every $ref resolves
    const refs = [...JSON.stringify(doc).matchAll(/"\$ref":"#\/components\/schemas\/([A-Za-z]+)"/g)].map((m) => m[1]!);
    for (const r of refs) expect(doc.components.schemas[r]).toBeDefined();
  });
});
