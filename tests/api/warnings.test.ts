// Warnings (docs/readings-api.md "Warnings", docs/agent-api.md "Warnings"): a reading on a
// machine that was out of service when it started is flagged (GraphQL outOfService, the agent's
// REST answers), before the incident not; a reading assigned to such a machine later is flagged
// too; another company's machine ids are refused and its readings never shown. An expired lot
// (the expiry day before the reading's day) is flagged, the expiry day itself is not.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, uniqueSuffix } from "../helpers";
import { SEED, tokensOf } from "../helpers/company";
import { adopt, gid, gqlEdit, retireCreated } from "../helpers/readings";

const V1 = "/api/agent/v1";
/** Hospital A's seeded IC10 (10 BI positions, program 1); the readings made here are retired at the end. */
const SERIAL = "IC1020FR-001234";
const FLAG = "outOfService { incidentId machineKind machineId since until reason }";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "operatorA" | "agentA" | "adminB">>>;
let sterilizerId: number;
let incidentId: number;
const mine: { position: number; startedAt: string }[] = [];

/** Start times distinct from every other file's (odd milliseconds), never two alike. */
let offset = 0;
function startedAt(minutesAgo: number): string {
  offset++;
  return new Date(Date.now() - minutesAgo * 60_000 - ((offset * 7919) % 60_000) - 333).toISOString();
}
/** A start just after now (the agent's clock may be a little ahead): after the incident opened. */
function startedNow(): string {
  offset++;
  return new Date(Date.now() + 1000 + offset * 17).toISOString();
}

/** A result time after the start and not before now. */
const after = (started: string) => new Date(Math.max(Date.now(), Date.parse(started) + 2000)).toISOString();

async function start(body: Record<string, unknown>) {
  const position = 1 + (offset % 10);
  const started = (body.startedAt as string) ?? startedAt(40);
  const res = await api("POST", `${V1}/incubations`, { token: t.agentA, body: { serialNumber: SERIAL, position, kind: "BI", programIndex: 1, ...body, startedAt: started } });
  if (res.status === 201) {
    mine.push({ position, startedAt: started });
    adopt("A", "ReadingBI", res.json.id);
  }
  return res;
}

async function node(id: number, token = t.adminA, fields = `readingId lotExpired expirationDate ${FLAG}`) {
  const r = await gql(`query($id: ID!) { node(id: $id) { ... on BIReading { ${fields} } } }`, { id: gid("BIReading", id) }, token);
  expect(r.errors).toBeUndefined();
  return r.data.node;
}

beforeAll(async () => {
  t = await tokensOf("adminA", "operatorA", "agentA", "adminB");
  const created = await gql(`mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, { input: { sectorId: null, name: `Autoclave warn ${uniqueSuffix()}`, brand: "Test", serial: `WRN-${uniqueSuffix()}` } }, t.adminA);
  expect(created.errors).toBeUndefined();
  sterilizerId = created.data.createMachine.machineId;
});

afterAll(async () => {
  // The incubations started here get a negative result, then every reading goes to historical.
  for (const m of mine) await api("POST", `${V1}/incubations/result`, { token: t.agentA, body: { serialNumber: SERIAL, position: m.position, startedAt: m.startedAt, kind: "BI", result: { result: "negative", resultAt: after(m.startedAt) } } });
  await retireCreated();
});

describe("out of service", () => {
  let before: number;

  test("an incubation on a machine in service carries no warning", async () => {
    const res = await start({ sterilizerId, startedAt: startedAt(60) });
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({ sterilizerId, disinfectorId: null, warnings: [] });
    before = res.json.id;
    expect((await node(before)).outOfService).toBeNull();
  });

  test("a positive BI opens the incident; a new incubation naming the machine is flagged, in REST and GraphQL", async () => {
    const positive = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", sterilizerId, result: 2, minutesAgo: 50 } });
    expect(positive.status).toBe(200);
    adopt("A", "ReadingBI", positive.json.id);
    const m = await gql(`{ machines(kind: STERILIZER, first: 100) { edges { node { machineId openIncident { incidentId openedAt } } } } }`, {}, t.adminA);
    expect(m.errors).toBeUndefined();
    const open = m.data.machines.edges.find((e: any) => e.node.machineId === sterilizerId)?.node.openIncident;
    expect(open).toBeTruthy();
    incidentId = open.incidentId;
    // The readings named before stay unflagged: the failed one itself, the one before it.
    expect((await node(positive.json.id)).outOfService).toBeNull();
    expect((await node(before)).outOfService).toBeNull();

    const res = await start({ sterilizerId, startedAt: startedNow() });
    expect(res.status).toBe(201);
    expect(res.json.warnings).toEqual([
      expect.objectContaining({ code: "machine-out-of-service", incidentId, machineKind: "sterilizer", machineId: sterilizerId, since: open.openedAt, until: null, message: expect.stringContaining("must not be released") }),
    ]);
    const flagged = await node(res.json.id);
    expect(flagged.outOfService).toEqual({ incidentId, machineKind: "STERILIZER", machineId: sterilizerId, since: open.openedAt, until: null, reason: "bi.positive" });

    // A retry answers the same reading with the same warning.
    const again = await api("POST", `${V1}/incubations`, { token: t.agentA, body: { serialNumber: SERIAL, position: mine.at(-1)!.position, kind: "BI", programIndex: 1, startedAt: mine.at(-1)!.startedAt, sterilizerId } });
    expect(again.status).toBe(200);
    expect(again.json.warnings[0]).toMatchObject({ code: "machine-out-of-service", incidentId });

    // The incubator's running incubations and the result answer carry it too.
    const inc = await api("GET", `${V1}/incubators/${SERIAL}`, { token: t.agentA });
    expect(inc.json.incubations.find((i: any) => i.id === res.json.id)?.warnings[0]).toMatchObject({ code: "machine-out-of-service", incidentId });
    const result = await api("POST", `${V1}/incubations/results`, { token: t.agentA, body: { results: [{ serialNumber: SERIAL, position: mine.at(-1)!.position, startedAt: mine.at(-1)!.startedAt, kind: "BI", result: { result: "negative", resultAt: after(mine.at(-1)!.startedAt) } }] } });
    expect(result.status).toBe(200);
    expect(result.json.results[0]).toMatchObject({ status: 200, warnings: [expect.objectContaining({ code: "machine-out-of-service", incidentId })] });
  });

  test("a reading assigned to the machine later is flagged; lists ask for the flags of a page together", async () => {
    const res = await start({ startedAt: startedNow() });
    expect(res.status).toBe(201);
    expect(res.json.warnings).toEqual([]);
    expect((await node(res.json.id)).outOfService).toBeNull();
    const edit = await gqlEdit(t.adminA, "ReadingBI", [res.json.id], { sterilizerId }, {}, `readingId ${FLAG}`);
    expect(edit.errors).toBeUndefined();
    expect(edit.data.editBIReadings[0].outOfService).toMatchObject({ incidentId, machineId: sterilizerId });
    // The agent hears of it on its next look at the incubation.
    const one = await api("GET", `${V1}/incubations`, { token: t.agentA, query: { serialNumber: SERIAL, position: mine.at(-1)!.position, startedAt: mine.at(-1)!.startedAt } });
    expect(one.json.warnings[0]).toMatchObject({ code: "machine-out-of-service", incidentId });

    const list = await gql(`{ readings(kind: BI, states: [LIVE, PROVISIONAL], first: 100) { edges { node { readingId ${FLAG} lotExpired } } } }`, {}, t.adminA);
    expect(list.errors).toBeUndefined();
    const flagged = list.data.readings.edges.filter((e: any) => e.node.outOfService?.incidentId === incidentId).map((e: any) => e.node.readingId);
    expect(flagged).toContain(res.json.id);
    expect(flagged).not.toContain(before);
  });

  test("another company's machine ids are refused; its users see none of it", async () => {
    const foreign = await start({ sterilizerId: SEED.sterilizer.bAutoclaveA });
    expect(foreign.status).toBe(400);
    expect(foreign.json.errors.sterilizerId).toEqual(["This machine does not exist."]);
    const wrongKind = await start({ washerId: SEED.washer.aWasher1 });
    expect(wrongKind.status).toBe(400);
    expect(wrongKind.json.errors.washerId).toBeDefined();
    const two = await start({ sterilizerId, disinfectorId: SEED.disinfector.aRoom });
    expect(two.status).toBe(400);
    // Hospital B cannot read Hospital A's reading, nor its flag.
    const b = await gql(`query($id: ID!) { node(id: $id) { ... on BIReading { ${FLAG} } } }`, { id: gid("BIReading", before) }, t.adminB);
    expect(b.data?.node ?? null).toBeNull();
  });
});

describe("expired lots", () => {
  test("the agent's expiry: the start's own day is not expired, the day before is", async () => {
    const started = startedAt(30);
    const day = started.slice(0, 10);
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    const good = await start({ startedAt: started, lot: "WARN-OK", expirationDate: day });
    expect(good.status).toBe(201);
    expect(good.json).toMatchObject({ expirationDate: day, warnings: [] });
    expect(await node(good.json.id)).toMatchObject({ lotExpired: false, expirationDate: `${day}T00:00:00.000Z` });

    const expired = await start({ startedAt: startedAt(30), lot: `WARN-X${uniqueSuffix()}`, expirationDate: dayBefore });
    expect(expired.status).toBe(201);
    expect(expired.json.warnings).toEqual([expect.objectContaining({ code: "lot-expired", expirationDate: dayBefore })]);
    expect((await node(expired.json.id)).lotExpired).toBe(true);

    const bad = await start({ expirationDate: "2027-02-30" });
    expect(bad.status).toBe(400);
    expect(bad.json.errors.expirationDate).toBeDefined();
  });

  test("an expiry typed on the form decides the flag; the lot search shows it", async () => {
    const res = await start({ startedAt: startedAt(20), lot: `WARN-L${uniqueSuffix()}` });
    const id = res.json.id;
    const r = await node(id, t.adminA, "startedAt lot lotExpired");
    expect(r.lotExpired).toBe(false);
    const day = r.startedAt.slice(0, 10);
    const dayBefore = new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
    let edit = await gqlEdit(t.operatorA, "ReadingBI", [id], { expirationDate: day }, {}, "readingId lotExpired expirationDate");
    expect(edit.errors).toBeUndefined();
    expect(edit.data.editBIReadings[0]).toMatchObject({ lotExpired: false, expirationDate: `${day}T00:00:00.000Z` });
    edit = await gqlEdit(t.operatorA, "ReadingBI", [id], { expirationDate: dayBefore }, {}, "readingId lotExpired");
    expect(edit.data.editBIReadings[0].lotExpired).toBe(true);

    const lots = await gql(`query($lot: String!) { lotReadings(lot: $lot) { readingId kind lotExpired expirationDate } }`, { lot: r.lot }, t.adminA);
    expect(lots.errors).toBeUndefined();
    expect(lots.data.lotReadings).toEqual([{ readingId: id, kind: "BI", lotExpired: true, expirationDate: `${dayBefore}T00:00:00.000Z` }]);

    // The reading screens' REST rows carry the flag too.
    const detail = await api("GET", "/api/ReadingBI/getDetail", { token: t.adminA, query: { Id: id } });
    expect(detail.json).toMatchObject({ expirationDate: expect.stringContaining(dayBefore), lotExpired: true });
  });
});
