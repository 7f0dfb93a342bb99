// Incidents (server/incidents, docs/incidents.md): a positive BI on a sterilizer opens an
// incident that takes it out of service; the recall list holds the loads since its last
// negative BI (not before); re-tests are counted (a positive one starts again); the return to
// service needs the re-tests and a signature (password and meaning, wrong passwords refused);
// webhooks hear incident.opened and incident.closed; another company sees none of it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DEMO } from "../helpers/session";
import { gql, uniqueSuffix } from "../helpers";
import { tokensOf } from "../helpers/company";
import { NORMAL, startReceiver, subscribeOnly, TYPE, unsubscribeAll, type Receiver } from "./webhooks-support";
import { api } from "../helpers/http";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB">>>;
let receiver: Receiver;
let sterilizerId: number;

const INCIDENT = `
  id incidentId status reason openedAt lastNegativeAt cause actions notes closedAt signedBy signatureMeaning
  machine { kind machineId name serial }
  reading { kind readingId readNumber result }
  loads { loadId status note updatedBy reading { kind readingId readNumber result } }
  retests { needed consecutive tests { passed reading { readingId } } }
  timeline { action detail data userName }
`;

async function bi(body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}

async function incidentsOf(token: string, status?: "OPEN" | "CLOSED") {
  const r = await gql(`query($status: IncidentStatus) { incidents(first: 50, status: $status) { totalCount edges { node { ${INCIDENT} } } } }`, { status }, token);
  expect(r.errors).toBeUndefined();
  return r.data.incidents.edges.map((e: any) => e.node) as any[];
}

async function incident(token: string, id: string) {
  const r = await gql(`query($id: ID!) { node(id: $id) { ... on Incident { ${INCIDENT} } } }`, { id }, token);
  expect(r.errors).toBeUndefined();
  return r.data.node;
}

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB");
  receiver = startReceiver();
  await subscribeOnly(t.adminA, [{ licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: receiver.url("/incidents") }]);
  const created = await gql(`mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, { input: { sectorId: null, name: `Autoclave incident ${uniqueSuffix()}`, brand: "Test", serial: `INC-${uniqueSuffix()}` } }, t.adminA);
  expect(created.errors).toBeUndefined();
  sterilizerId = created.data.createMachine.machineId;
});
afterAll(async () => {
  await unsubscribeAll(t.adminA);
  receiver.stop();
});

describe("incidents", () => {
  let id: string;
  let positive: { id: number; readNumber: number };
  let inProgress: { id: number };
  let before: { id: number };
  let lastNegative: { id: number };

  test("a positive BI on a sterilizer opens an incident: out of service, recall list since the last negative BI", async () => {
    before = await bi({ sterilizerId, result: 1, minutesAgo: 600 });
    lastNegative = await bi({ sterilizerId, result: 1, minutesAgo: 300 });
    await bi({ sterilizerId, result: 2, conditionSCIB: 2, minutesAgo: 250 }); // its positive control: no incident, no load
    inProgress = await bi({ sterilizerId, noResult: true, minutesAgo: 200 });
    positive = await bi({ sterilizerId, result: 2, minutesAgo: 100 });

    const mine = (await incidentsOf(t.adminA, "OPEN")).filter((i) => i.machine.machineId === sterilizerId);
    expect(mine).toHaveLength(1);
    const i = mine[0];
    id = i.id;
    expect(i).toMatchObject({ status: "OPEN", reason: "bi.positive", machine: { kind: "STERILIZER", machineId: sterilizerId }, reading: { kind: "BI", readingId: positive.id, result: 2 }, closedAt: null, signedBy: null });
    expect(i.lastNegativeAt).not.toBeNull();
    // The loads after the last negative BI: the one still incubating and the failed one; not the negative ones, not the control.
    expect(i.loads.map((l: any) => l.reading.readingId).sort()).toEqual([inProgress.id, positive.id].sort());
    expect(i.loads.every((l: any) => l.status === "PENDING")).toBe(true);
    expect(i.loads.map((l: any) => l.reading.readingId)).not.toContain(before.id);
    expect(i.loads.map((l: any) => l.reading.readingId)).not.toContain(lastNegative.id);
    expect(i.retests).toEqual({ needed: 3, consecutive: 0, tests: [] });
    expect(i.timeline[0]).toMatchObject({ action: "opened", userName: null });

    // The sterilizer shows it, wherever machines are listed.
    const m = await gql(`{ machines(kind: STERILIZER, first: 100) { edges { node { machineId openIncident { id } } } } }`, {}, t.operatorA);
    expect(m.errors).toBeUndefined();
    expect(m.data.machines.edges.find((e: any) => e.node.machineId === sterilizerId)?.node.openIncident).toEqual({ id });

    // A second run of the result hooks opens no second incident.
    await api("POST", "/api/test/readings/result", { body: { kind: "BI", id: positive.id } });
    expect((await incidentsOf(t.adminA)).filter((x) => x.machine.machineId === sterilizerId)).toHaveLength(1);

    // The alert links to the incident.
    const notes = (await api("GET", "/api/appnotification", { token: t.supervisorA })).json as any[];
    expect(notes.some((n) => n.urlDescription === `/AppIncidents/${i.incidentId}` && n.notificationDetail.includes(String(positive.readNumber)))).toBe(true);
  });

  test("webhooks hear incident.opened with the incident", async () => {
    const opened = (await receiver.waitFor((r) => r.json?.event === "incident.opened" && r.json?.reading?.id === positive.id, 1, 10_000))[0]!;
    expect(opened.json.incident).toMatchObject({ status: "OPEN", machine: { kind: "sterilizer", id: sterilizerId }, loads: 2, pendingLoads: 2, signature: null });
  });

  test("the recall list is worked through; a load need not be recalled only with a reason", async () => {
    const i = await incident(t.operatorA, id);
    const [a, b] = i.loads;
    const bad = await gql(`mutation($input: IncidentLoadMarkInput!) { markIncidentLoad(input: $input) { id } }`, { input: { loadId: a.loadId, status: "NOT_NEEDED" } }, t.operatorA);
    expect(bad.errors?.[0]?.extensions?.errors?.note ?? bad.errors?.[0]?.message).toBeTruthy();
    const ok = await gql(`mutation($input: IncidentLoadMarkInput!) { markIncidentLoad(input: $input) { loads { loadId status note updatedBy } } }`, { input: { loadId: a.loadId, status: "RECALLED", note: "Tray 4 back from theatre" } }, t.operatorA);
    expect(ok.errors).toBeUndefined();
    expect(ok.data.markIncidentLoad.loads.find((l: any) => l.loadId === a.loadId)).toMatchObject({ status: "RECALLED", note: "Tray 4 back from theatre", updatedBy: expect.any(String) });
    await gql(`mutation($input: IncidentLoadMarkInput!) { markIncidentLoad(input: $input) { id } }`, { input: { loadId: b.loadId, status: "LOCATED" } }, t.operatorA);
    const after = await incident(t.adminA, id);
    const marked = after.timeline.filter((e: any) => e.action === "load.marked");
    expect(marked).toHaveLength(2);
    // The facts, which screens put in the reader's language, and the same in English words.
    expect(marked[0].data).toEqual({ readingKind: "BI", readNumber: a.reading.readNumber, status: "RECALLED", note: "Tray 4 back from theatre" });
    expect(marked[0].detail).toBe(`BI reading ${a.reading.readNumber}: RECALLED (Tray 4 back from theatre)`);
  });

  test("the investigation is written by managers, not operators", async () => {
    const input = { incidentId: id, cause: "Door gasket leak", actions: "Gasket replaced; Bowie-Dick passed", notes: "" };
    const refused = await gql(`mutation($input: IncidentInvestigationInput!) { updateIncidentInvestigation(input: $input) { id } }`, { input }, t.operatorA);
    expect(refused.errors?.length).toBeGreaterThan(0);
    const r = await gql(`mutation($input: IncidentInvestigationInput!) { updateIncidentInvestigation(input: $input) { cause actions notes } }`, { input }, t.supervisorA);
    expect(r.errors).toBeUndefined();
    expect(r.data.updateIncidentInvestigation).toEqual({ cause: "Door gasket leak", actions: "Gasket replaced; Bowie-Dick passed", notes: null });
  });

  test("re-tests are counted; a positive one starts the count again; closing needs them all and a signature", async () => {
    const close = (password: string, token = t.supervisorA) => gql(`mutation($input: CloseIncidentInput!) { closeIncident(input: $input) { status closedAt signedBy signatureMeaning } }`, { input: { incidentId: id, password, meaning: "RETURNED_TO_SERVICE", userName: DEMO.supervisorA.email } }, token);
    await bi({ sterilizerId, result: 1, minutesAgo: 50 - 60 }); // started after the opening
    await bi({ sterilizerId, result: 2, minutesAgo: 40 - 60 });
    await bi({ sterilizerId, result: 1, minutesAgo: 30 - 60 });
    await bi({ sterilizerId, result: 1, minutesAgo: 20 - 60 });
    let i = await incident(t.adminA, id);
    expect(i.retests).toMatchObject({ needed: 3, consecutive: 2 });
    expect(i.retests.tests.map((x: any) => x.passed)).toEqual([true, false, true, true]);
    const retests = i.timeline.filter((e: any) => e.action === "retest");
    expect(retests.map((e: any) => [e.data.passed, e.data.consecutive, e.data.needed])).toEqual([[true, 1, 3], [false, 0, 3], [true, 1, 3], [true, 2, 3]]);

    const early = await close("Demo-2026");
    expect(JSON.stringify(early.errors)).toContain("3 consecutive passed re-tests; it has 2");

    await bi({ sterilizerId, result: 1, minutesAgo: 10 - 60 });
    i = await incident(t.adminA, id);
    expect(i.retests.consecutive).toBe(3);

    const wrong = await close("not-my-password");
    expect(JSON.stringify(wrong.errors)).toContain("password is not correct: the signature was not made");
    expect((await incident(t.adminA, id)).status).toBe("OPEN");
    expect((await close("Demo-2026", t.operatorA)).errors?.length).toBeGreaterThan(0); // operators do not sign

    const signed = await close("Demo-2026");
    expect(signed.errors).toBeUndefined();
    expect(signed.data.closeIncident).toMatchObject({ status: "CLOSED", signedBy: expect.any(String), signatureMeaning: "RETURNED_TO_SERVICE" });
    const closed = await incident(t.adminA, id);
    expect(closed.timeline.at(-1)).toMatchObject({ action: "closed", userName: signed.data.closeIncident.signedBy });
    const m = await gql(`{ machines(kind: STERILIZER, first: 100) { edges { node { machineId openIncident { id } } } } }`, {}, t.adminA);
    expect(m.data.machines.edges.find((e: any) => e.node.machineId === sterilizerId)?.node.openIncident).toBeNull();
    // A closed incident takes no more changes.
    expect(JSON.stringify((await close("Demo-2026")).errors)).toContain("closed already");

    // The signature is bound to the incident: its investigation changed behind the application, the signature shows void; put back, valid.
    const validity = async () => (await gql(`query($id: ID!) { node(id: $id) { ... on Incident { signatureValid } } }`, { id }, t.adminA)).data.node.signatureValid;
    expect(await validity()).toBe(true);
    const incidentId = closed.incidentId;
    const sql = (text: string) => api("POST", "/api/test/sql", { body: { sql: text, params: [incidentId] } });
    expect((await sql(`UPDATE "incident" SET "cause" = 'Rewritten cause' WHERE "id" = $1`)).status).toBe(200);
    expect(await validity()).toBe(false);
    expect((await sql(`UPDATE "incident" SET "cause" = 'Door gasket leak' WHERE "id" = $1`)).status).toBe(200);
    expect(await validity()).toBe(true);
    expect((await sql(`UPDATE "incident_load" SET "status" = 'PENDING' WHERE "incidentId" = $1`)).status).toBe(200);
    expect(await validity()).toBe(false);

    const hook = (await receiver.waitFor((r) => r.json?.event === "incident.closed" && r.json?.reading?.id === positive.id, 1, 10_000))[0]!;
    expect(hook.json.incident).toMatchObject({ status: "CLOSED", signature: { meaning: "RETURNED_TO_SERVICE" }, pendingLoads: 0 });
  });

  test("another company sees, marks and closes none of it", async () => {
    expect(await incidentsOf(t.adminB)).toEqual([]);
    const r = await gql(`query($id: ID!) { node(id: $id) { ... on Incident { id } } }`, { id }, t.adminB);
    expect(r.data?.node ?? null).toBeNull();
    const i = await incident(t.adminA, id);
    const mark = await gql(`mutation($input: IncidentLoadMarkInput!) { markIncidentLoad(input: $input) { id } }`, { input: { loadId: i.loads[0].loadId, status: "PENDING" } }, t.adminB);
    expect(JSON.stringify(mark.errors)).toMatch(/not found/i);
    const close = await gql(`mutation($input: CloseIncidentInput!) { closeIncident(input: $input) { id } }`, { input: { incidentId: id, password: "Demo-2026", meaning: "APPROVED", userName: DEMO.adminB.email } }, t.adminB);
    expect(JSON.stringify(close.errors)).toMatch(/not found/i);
  });
});
