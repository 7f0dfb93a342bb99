// Connected incubators (screen 800, docs/company-admin-api.md): the company's list, assign
// sector and free incubator with their rules (model type 1 never; disconnected not assigned;
// free only with a work sector), tenant scope, and the live GraphQL subscription
// incubatorChanged over graphql-ws. Seeded incubators that are changed are restored.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, subscribe, type Subscription } from "../helpers";
import { SEED, expectBadInput, expectForbidden, expectNotFound, expectOk, expectSaveErrors, expectValidation, tokensOf } from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});

const WIRE_KEYS = [
  "dateConnection", "desktopMigrationId", "discovererAppUser", "discovererSectorId", "id", "incConnectionStatusDescription", "incubatorModel",
  "lote", "name", "serialNumber", "status", "statusTemperatureDescription", "workSector", "workSectorId",
];

interface IncubatorRow {
  id: number;
  name: string;
  workSectorId: number | null;
  workSector: string | null;
  status: number;
  incConnectionStatusDescription: string;
  incubatorModel: { id: number; type: number; description: string };
  [k: string]: unknown;
}

async function incubators(token: string): Promise<IncubatorRow[]> {
  const res = await api("GET", "/api/Incubator", { token, query: { appUserId: claimsOf(token).Id } });
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`GET /api/Incubator → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}
const incubator = async (token: string, id: number) => (await incubators(token)).find((i) => i.id === id);

const setSector = (token: string, incubatorId: number, sectorId: unknown) =>
  api("POST", "/api/Incubator/SetSector", { token, body: { Incubator: { id: incubatorId }, Sector: { id: sectorId }, UserLogged: claimsOf(token).Id } });
const free = (token: string, incubatorId: number) => api("POST", "/api/Incubator/FreeIncubator", { token, body: { Incubator: { id: incubatorId }, UserLogged: claimsOf(token).Id } });

/** Seeded work sectors to put back: ProRead Central (A) in Central Sterile, ProRead Central (B) in B's Central Sterile. */
async function restore() {
  const a = await incubator(t.adminA, SEED.incubator.aProRead);
  if (a?.workSectorId !== SEED.sector.aCentral) expectOk(await setSector(t.adminA, SEED.incubator.aProRead, SEED.sector.aCentral));
  const b = await incubator(t.adminB, SEED.incubator.bProRead);
  if (b?.workSectorId !== SEED.sector.bCentral) expectOk(await setSector(t.adminB, SEED.incubator.bProRead, SEED.sector.bCentral));
}
afterAll(restore);

describe("GET /api/Incubator?appUserId", () => {
  test("→ the company's incubators in the wire shape with their model and connection status", async () => {
    const rows = await incubators(t.adminA);
    for (const r of rows) expect(Object.keys(r).sort()).toEqual(WIRE_KEYS);
    const byId = new Map(rows.map((r) => [r.id, r]));
    for (const id of [1, 2, 3, 4, 5]) expect(byId.has(id)).toBe(true);
    for (const id of [6, 7, 8, 9, 10, 11]) expect(byId.has(id)).toBe(false);
    expect(byId.get(SEED.incubator.aFixed)).toMatchObject({ name: "IC10 Central 1", serialNumber: "IC1020FR-001234", status: 1, incConnectionStatusDescription: "CONNECTED", incubatorModel: { type: 1 } });
    expect(byId.get(SEED.incubator.aSpareDisconnected)).toMatchObject({ name: "MiniBio spare", status: 2, incConnectionStatusDescription: "DISCONNECTED", workSectorId: null, workSector: null, discovererSectorId: 1 });
    expect(byId.get(SEED.incubator.aTheatre)).toMatchObject({ workSectorId: 2, workSector: "Operating Theatre" });
    for (const r of rows) {
      expect(r.incConnectionStatusDescription).toBe(r.status === 1 ? "CONNECTED" : "DISCONNECTED");
      expect(typeof r.incubatorModel.description).toBe("string");
    }
  });

  test("operators and connection users read it too (company users)", async () => {
    for (const who of ["operatorA", "agentA", "supervisorA"] as const) expect((await incubators(t[who])).map((i) => i.id)).toContain(SEED.incubator.aFixed);
  });

  test("Hospital B and Clinic C read only their own", async () => {
    expect((await incubators(t.adminB)).map((i) => i.id).sort()).toEqual([6, 7, 8]);
    const c = (await incubators(t.adminC)).map((i) => i.id);
    for (const id of [1, 2, 3, 4, 5, 6, 7, 8]) expect(c).not.toContain(id);
  });

  test("?appUserId of another company's user → 404", async () => {
    const res = await api("GET", "/api/Incubator", { token: t.adminB, query: { appUserId: SEED.user.adminA } });
    expect(res.text).not.toContain("IC1020FR-001234");
    expectNotFound(res);
  });

  test("system and distributor users → 403; no token → 401", async () => {
    for (const who of ["sysadmin", "dist"] as const) expectForbidden(await api("GET", "/api/Incubator", { token: t[who] }));
    expect((await api("GET", "/api/Incubator")).status).toBe(401);
  });
});

describe("POST /api/Incubator/SetSector", () => {
  test("assigns a connected incubator of model type 2 to a sector: OK with the item, read back", async () => {
    const res = await setSector(t.adminA, SEED.incubator.aProRead, SEED.sector.aTheatre);
    expectOk(res);
    expect(res.json.item).toMatchObject({ id: SEED.incubator.aProRead, workSectorId: SEED.sector.aTheatre, workSector: "Operating Theatre" });
    expect(Object.keys(res.json.item).sort()).toEqual(WIRE_KEYS);
    expect(await incubator(t.adminA, SEED.incubator.aProRead)).toMatchObject({ workSectorId: 2, workSector: "Operating Theatre" });
    // the supervisor may do it too
    expectOk(await setSector(t.supervisorA, SEED.incubator.aProRead, SEED.sector.aCentral));
    expect((await incubator(t.adminA, SEED.incubator.aProRead))?.workSectorId).toBe(1);
  });

  test("model type 1 → 400 ERRORS, unchanged", async () => {
    expectSaveErrors(await setSector(t.adminA, SEED.incubator.aFixed, SEED.sector.aTheatre));
    expect((await incubator(t.adminA, SEED.incubator.aFixed))?.workSectorId).toBe(SEED.sector.aCentral);
  });

  test("a disconnected incubator → 400 ERRORS, unchanged", async () => {
    expectSaveErrors(await setSector(t.adminA, SEED.incubator.aSpareDisconnected, SEED.sector.aCentral), /disconnected/i);
    expect((await incubator(t.adminA, SEED.incubator.aSpareDisconnected))?.workSectorId).toBeNull();
  });

  test("Sector missing → 400 'This field is required' on Sector; non-numeric → 400 or 404; unchanged", async () => {
    expectValidation(await api("POST", "/api/Incubator/SetSector", { token: t.adminA, body: { Incubator: { id: SEED.incubator.aProRead } } }), "Sector");
    expectValidation(await setSector(t.adminA, SEED.incubator.aProRead, null), "Sector");
    expectBadInput(await setSector(t.adminA, SEED.incubator.aProRead, "x"));
    expect((await incubator(t.adminA, SEED.incubator.aProRead))?.workSectorId).toBe(SEED.sector.aCentral);
  });

  test("another company's sector → 404, unchanged", async () => {
    expectNotFound(await setSector(t.adminA, SEED.incubator.aProRead, SEED.sector.bCentral));
    expect((await incubator(t.adminA, SEED.incubator.aProRead))?.workSectorId).toBe(SEED.sector.aCentral);
  });

  test("another company's incubator → 404, unchanged there", async () => {
    expectNotFound(await setSector(t.adminA, SEED.incubator.bProRead, SEED.sector.aCentral));
    expectNotFound(await setSector(t.adminC, SEED.incubator.aProRead, SEED.sector.cCentral));
    expect((await incubator(t.adminB, SEED.incubator.bProRead))?.workSectorId).toBe(SEED.sector.bCentral);
    expect((await incubator(t.adminA, SEED.incubator.aProRead))?.workSectorId).toBe(SEED.sector.aCentral);
  });

  test("unknown incubator → 404", async () => {
    expectNotFound(await setSector(t.adminA, 99999999, SEED.sector.aCentral));
  });

  test("operator, connection user, system and distributor users → 403, unchanged", async () => {
    for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) expectForbidden(await setSector(t[who], SEED.incubator.aProRead, SEED.sector.aTheatre));
    expect((await incubator(t.adminA, SEED.incubator.aProRead))?.workSectorId).toBe(SEED.sector.aCentral);
  });
});

describe("POST /api/Incubator/FreeIncubator", () => {
  test("frees an incubator with a work sector: OK, read back without sector; assignable again", async () => {
    const res = await free(t.adminA, SEED.incubator.aProRead);
    expectOk(res);
    expect(res.json.item).toMatchObject({ id: SEED.incubator.aProRead, workSectorId: null, workSector: null });
    expect(await incubator(t.adminA, SEED.incubator.aProRead)).toMatchObject({ workSectorId: null, workSector: null, discovererSectorId: SEED.sector.aCentral });
    // now it has nothing to free
    expectSaveErrors(await free(t.adminA, SEED.incubator.aProRead));
    expectOk(await setSector(t.adminA, SEED.incubator.aProRead, SEED.sector.aCentral));
  });

  test("without a work sector → 400 ERRORS", async () => {
    expectSaveErrors(await free(t.adminA, SEED.incubator.aSpareDisconnected));
  });

  test("model type 1 → 400 ERRORS, unchanged", async () => {
    expectSaveErrors(await free(t.adminA, SEED.incubator.aFixed));
    expect((await incubator(t.adminA, SEED.incubator.aFixed))?.workSectorId).toBe(SEED.sector.aCentral);
  });

  test("another company's incubator → 404, unchanged there", async () => {
    expectNotFound(await free(t.adminA, SEED.incubator.bProRead));
    expect((await incubator(t.adminB, SEED.incubator.bProRead))?.workSectorId).toBe(SEED.sector.bCentral);
  });

  test("id missing or non-numeric → 400 or 404", async () => {
    expectBadInput(await api("POST", "/api/Incubator/FreeIncubator", { token: t.adminA, body: {} }));
    expectBadInput(await free(t.adminA, "x" as never));
  });

  test("operator, connection user, system and distributor users → 403, unchanged", async () => {
    for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) expectForbidden(await free(t[who], SEED.incubator.aProRead));
    expect((await incubator(t.adminA, SEED.incubator.aProRead))?.workSectorId).toBe(SEED.sector.aCentral);
  });
});

// ───────────── live subscription ─────────────

const SUB = `subscription { incubatorChanged { id incubatorId name connected connectionStatus workSector { sectorId name } } }`;
type Event = Awaited<ReturnType<Subscription["next"]>>;

/** Collects the events of a subscription as they arrive. */
function collect(sub: Subscription) {
  const events: Event[] = [];
  let stopped = false;
  const pump = async () => {
    while (!stopped) {
      try {
        events.push(await sub.next(60_000));
      } catch {
        return;
      }
    }
  };
  void pump();
  return {
    events,
    stop: () => (stopped = true),
    /** Waits for an event matching `pred` (already received or future). */
    async waitFor(pred: (e: Event) => boolean, timeoutMs = 5000): Promise<Event> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const hit = events.find(pred);
        if (hit) return hit;
        if (Date.now() > deadline) throw new Error(`no matching incubatorChanged event within ${timeoutMs} ms; got ${JSON.stringify(events)}`);
        await Bun.sleep(50);
      }
    },
  };
}

const ofIncubator = (id: number) => (e: Event) => e.data?.incubatorChanged?.incubatorId === id;

/** Repeats `change` until the subscriber got an event for `id` (a subscription registers just after the ack). */
async function untilReceived(c: ReturnType<typeof collect>, id: number, change: (i: number) => Promise<unknown>) {
  for (let i = 0; i < 25 && !c.events.some(ofIncubator(id)); i++) {
    await change(i);
    await Bun.sleep(200);
  }
  await c.waitFor(ofIncubator(id), 3000);
}

describe("Subscription.incubatorChanged over graphql-ws", () => {
  test("a supervisor's subscription receives the change another session makes through REST; Hospital B's subscription does not", async () => {
    const subA = subscribe(SUB, t.supervisorA);
    const subB = subscribe(SUB, t.adminB);
    const a = collect(subA);
    const b = collect(subB);
    try {
      await subA.connected;
      await subB.connected;
      // Hospital B's own subscription works (so its silence below means something).
      await untilReceived(b, SEED.incubator.bProRead, (i) => (i % 2 === 0 ? free(t.adminB, SEED.incubator.bProRead) : setSector(t.adminB, SEED.incubator.bProRead, SEED.sector.bCentral)));
      // Hospital A's subscription is live.
      await untilReceived(a, SEED.incubator.aProRead, (i) => setSector(t.adminA, SEED.incubator.aProRead, i % 2 === 0 ? SEED.sector.aTheatre : SEED.sector.aCentral));

      // Now one definite change each way, made by the administrator's session.
      const seen = a.events.length;
      expectOk(await free(t.adminA, SEED.incubator.aProRead));
      const freed = await a.waitFor((e) => a.events.indexOf(e) >= seen && ofIncubator(SEED.incubator.aProRead)(e) && e.data!.incubatorChanged.workSector === null);
      expect(freed.errors).toBeUndefined();
      expect(freed.data!.incubatorChanged).toMatchObject({ incubatorId: SEED.incubator.aProRead, name: "ProRead Central", connected: true, connectionStatus: 1, workSector: null });
      const seen2 = a.events.length;
      expectOk(await setSector(t.adminA, SEED.incubator.aProRead, SEED.sector.aTheatre));
      const assigned = await a.waitFor((e) => a.events.indexOf(e) >= seen2 && e.data?.incubatorChanged?.workSector?.name === "Operating Theatre");
      expect(assigned.data!.incubatorChanged).toMatchObject({ incubatorId: SEED.incubator.aProRead, workSector: { sectorId: SEED.sector.aTheatre, name: "Operating Theatre" } });
      expectOk(await setSector(t.adminA, SEED.incubator.aProRead, SEED.sector.aCentral));
      await a.waitFor((e) => a.events.indexOf(e) >= seen2 && e.data?.incubatorChanged?.workSector?.name === "Central Sterile");

      // Hospital B never hears of Hospital A's incubators. A change of B's own, made after all
      // of A's above, is the marker: once B hears it, any of A's events would have come first.
      const seenB = b.events.length;
      const bNow = await incubator(t.adminB, SEED.incubator.bProRead);
      if (bNow?.workSectorId === null) expectOk(await setSector(t.adminB, SEED.incubator.bProRead, SEED.sector.bCentral));
      else expectOk(await free(t.adminB, SEED.incubator.bProRead));
      const wantSector = bNow?.workSectorId === null ? SEED.sector.bCentral : null;
      await b.waitFor((e) => b.events.indexOf(e) >= seenB && ofIncubator(SEED.incubator.bProRead)(e) && (e.data!.incubatorChanged.workSector?.sectorId ?? null) === wantSector);
      const leaked = b.events.filter((e) => [1, 2, 3, 4, 5].includes(e.data?.incubatorChanged?.incubatorId));
      expect(leaked).toEqual([]);
      for (const e of b.events) expect(e.data?.incubatorChanged?.incubatorId).toBe(SEED.incubator.bProRead);
    } finally {
      a.stop();
      b.stop();
      await subA.dispose();
      await subB.dispose();
      await restore();
    }
  });

  for (const who of ["sysadmin", "anonymous"] as const) {
  test(`${who === "sysadmin" ? "system users" : "callers without a token"} cannot subscribe (refused or closed), and get no event`, async () => {
    const sub = subscribe(SUB, who === "sysadmin" ? t.sysadmin : null);
    try {
      // Either closed at connection_init (graphql-ws's 4401 or 4403), or accepted and then the
      // subscription fails: both ways, the subscription ends without an event.
      const refused = await sub.connected.then(
        () => null,
        (e: unknown) => (e instanceof Error ? e.message : String(e)),
      );
      if (refused !== null) expect(refused).toMatch(/^graphql-ws closed before ack: 440[13]\b/);
      const outcome = await sub.next(5000).then(
        (e) => ({ data: e.data ?? null, code: e.errors?.[0]?.extensions?.code as string | undefined }),
        (err: unknown) => {
          if (err instanceof Error && err.message.startsWith("no subscription event within")) throw err;
          const first = Array.isArray(err) ? err[0] : undefined;
          return { data: null, code: first ? (first.extensions?.code as string | undefined) : "CLOSED" };
        },
      );
      expect(outcome.data).toBeNull();
      expect(refused !== null ? ["CLOSED"] : ["FORBIDDEN", "UNAUTHENTICATED", "CLOSED"]).toContain(outcome.code!);
    } finally {
      await sub.dispose();
    }
  });
  }
});
