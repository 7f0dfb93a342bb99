// What opens an incident, as the company configures it (docs/incidents.md, docs/parameters-api.md):
//   - parameters 19 (re-tests before the return to service, 1 to 10), 20 (a failed chemical
//     indicator opens an incident, default off) and 21 (a protein result over the action level
//     opens one, default on): listed, validated at both doors, stored, read by the hooks;
//   - a failed chemical indicator (the mobile intake) opens an incident on its sterilizer only
//     when parameter 20 is on, with the recall list since the last negative BI; its re-tests are
//     the machine's chemical indicators and BIs (a failed one starts the count again);
//   - a protein result over the action level opens one only while parameter 21 is on;
//   - a positive control that does not grow opens exactly one incident on the incubator that
//     read it, recalling its lot's processed BIs of that day; later controls that grow on that
//     incubator are its re-tests, and a signed closing returns it to service;
//   - another company sees none of it and cannot change Hospital A's parameters.
// Hospital A's parameters 19-21 and the demo administrator's language are put back after the file.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { DEMO } from "../helpers/session";
import { BASE_URL, api, gql, gqlData, uniqueSuffix } from "../helpers";
import { SEED, createMachine, expectGqlError, tokensOf } from "../helpers/company";
import { JPEG_WITH_EXIF, postIntake } from "../helpers/intake-files";
import { NORMAL, startReceiver, subscribeOnly, TYPE, unsubscribeAll, type Receiver } from "./webhooks-support";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB">>>;
let ids: { adminA: number; adminB: number };
let receiver: Receiver;
let ownLanguageId: number | null = null;

const TYPES = { retests: 19, chemical: 20, protein: 21 } as const;
const INCIDENT = `
  id incidentId status reason lastNegativeAt
  machine { kind machineId name serial }
  reading { kind readingId readNumber result }
  loads { loadId status reading { kind readingId } }
  retests { needed consecutive tests { passed reading { kind readingId } } }
  timeline { action detail data }
`;
const JPEG = { bytes: JPEG_WITH_EXIF, name: "strip.jpg", type: "image/jpeg" };

const userIdOf = async (token: string) => gqlData(await gql("{ viewer { userId } }", {}, token)).viewer.userId as number;
const put = (token: string, userId: number, type: number, value: unknown) => api("PUT", "/api/appparameter", { token, body: { UserLogged: userId, AppParameter: { appParameterType: type, value } } });
const valueOf = async (type: number, token = t.adminA) => (await api("GET", "/api/appparameter/getbytype", { token, query: { appParameterTypeId: type } })).json.value as string;
async function setParameter(type: number, value: string) {
  const r = await gql(`mutation($input: AppParameterInput!) { updateAppParameter(input: $input) { types } }`, { input: { type, value } }, t.adminA);
  expect(r.errors).toBeUndefined();
}

async function bi(body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}
async function pro(body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "PRO", ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}
/** A chemical indicator from the phone (the intake: chemical readings arrive with their result). */
async function chemical(sterilizerId: number, result: 1 | 2, testedAt = new Date()) {
  const mint = await api("POST", "/api/intake/token", { token: t.supervisorA, body: { kind: "CHE_STERILIZER" } });
  expect(mint.status).toBe(201);
  const res = await postIntake(BASE_URL, mint.json.token, { result: String(result), sterilizerId: String(sterilizerId), loteProduct: "CI-1", testedAt: testedAt.toISOString() }, JPEG);
  expect(res.status).toBe(201);
  return res.json as { id: number; readNumber: number };
}

async function incidentsOf(token: string) {
  const r = await gql(`{ incidents(first: 100) { edges { node { id machine { kind machineId } } } } }`, {}, token);
  expect(r.errors).toBeUndefined();
  return r.data.incidents.edges.map((e: any) => e.node) as { id: string; machine: { kind: string; machineId: number } }[];
}
/** The machine's incidents, in full. */
async function onMachine(kind: string, machineId: number, token = t.adminA): Promise<any[]> {
  const mine = (await incidentsOf(token)).filter((i) => i.machine.kind === kind && i.machine.machineId === machineId);
  return Promise.all(mine.map((i) => incident(i.id, token)));
}
async function incident(id: string, token = t.adminA) {
  const r = await gql(`query($id: ID!) { node(id: $id) { ... on Incident { ${INCIDENT} } } }`, { id }, token);
  expect(r.errors).toBeUndefined();
  return r.data.node;
}
const close = (id: string, token = t.supervisorA) =>
  gql(`mutation($input: CloseIncidentInput!) { closeIncident(input: $input) { status signedBy } }`, { input: { incidentId: id, password: "Demo-2026", meaning: "RETURNED_TO_SERVICE", userName: DEMO.supervisorA.email } }, token);
const notificationsOf = async (token: string) => (await api("GET", "/api/appnotification", { token })).json as { urlDescription: string; notificationDetail: string }[];

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB");
  ids = { adminA: await userIdOf(t.adminA), adminB: await userIdOf(t.adminB) };
  // The demo administrator reads Spanish: this file reads the English texts.
  ownLanguageId = gqlData(await gql("{ viewer { language { id } } }", {}, t.adminA)).viewer.language?.id ?? null;
  gqlData(await gql("mutation { setMyPreferences(input: { languageId: 1 }) { dateFormat } }", {}, t.adminA));
  receiver = startReceiver();
  await subscribeOnly(t.adminA, [
    { licenseProductId: NORMAL, indicatorTypeId: TYPE.CHE_STERILIZER, url: receiver.url("/triggers") },
    { licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: receiver.url("/triggers") },
  ]);
});

afterAll(async () => {
  // Hospital A as it was: each restore must succeed.
  for (const [type, value] of [[TYPES.retests, "3"], [TYPES.chemical, "0"], [TYPES.protein, "1"]] as const) expect({ type, status: (await put(t.adminA, ids.adminA, type, value)).status }).toEqual({ type, status: 200 });
  if (ownLanguageId) await gql(`mutation { setMyPreferences(input: { languageId: ${ownLanguageId} }) { dateFormat } }`, {}, t.adminA);
  await unsubscribeAll(t.adminA);
  receiver.stop();
}, 60_000);

describe("parameters 19, 20, 21", () => {
  test("listed in the incidents block with their defaults, range and options, at both doors", async () => {
    const rest = await api("GET", "/api/appparameter", { token: t.adminA, query: { userLoggedId: ids.adminA } });
    expect(rest.status).toBe(200);
    const byType = (type: number) => rest.json.find((p: { appParameterType: number }) => p.appParameterType === type);
    expect(byType(19)).toMatchObject({ fieldType: 1, min: 1, max: 10, step: 1, value: "3", appParameterTypeDescription: "Re-tests before return to service" });
    expect(byType(20)).toMatchObject({ fieldType: 7, value: "0", appParameterTypeDescription: "Open an incident when a chemical indicator fails", options: [{ value: "0", label: "No" }, { value: "1", label: "Yes" }] });
    expect(byType(21)).toMatchObject({ fieldType: 7, value: "1", appParameterTypeDescription: "Open an incident when a protein result is over the action level" });
    const g = gqlData(await gql("{ appParameters { type block } companySettings { incidentRetests incidentOnChemicalFail incidentOnProteinAction } }", {}, t.adminA));
    expect(g.appParameters.filter((p: { block: string }) => p.block === "incidents").map((p: { type: number }) => p.type)).toEqual([19, 20, 21]);
    expect(g.companySettings).toEqual({ incidentRetests: 3, incidentOnChemicalFail: false, incidentOnProteinAction: true });
  });

  test("validated with the field's message; a value in range is stored", async () => {
    const refused = async (type: number, value: unknown, message: string) => {
      const res = await put(t.adminA, ids.adminA, type, value);
      expect(res.status).toBe(400);
      expect(Object.values(res.json.errors ?? {}).flat()).toContain(message);
    };
    await refused(19, "0", "value must be bigger than 1");
    await refused(19, "11", "value must be less than 10");
    await refused(19, "2.5", "The value must be a whole number.");
    await refused(19, "three", "ValueMustBeNumber"); // the REST wire's legacy key (docs/parameters-api.md)
    expect(JSON.stringify((await gql(`mutation { updateAppParameter(input: { type: 19, value: "three" }) { types } }`, {}, t.adminA)).errors)).toContain("The value must be a number.");
    await refused(20, "2", "The value is not one of the options.");
    const g = await gql(`mutation { updateAppParameter(input: { type: 21, value: "yes" }) { types } }`, {}, t.adminA);
    expectGqlError(g, "BAD_USER_INPUT");
    expect(JSON.stringify(g.errors)).toContain("The value is not one of the options.");
    expect(await valueOf(19)).toBe("3");

    const ok = await put(t.adminA, ids.adminA, 19, 2);
    expect(ok.status).toBe(200);
    expect(ok.json.message).toBe("'Re-tests before return to service' saved.");
    expect(await valueOf(19)).toBe("2");
    expect(gqlData(await gql("{ companySettings { incidentRetests } }", {}, t.operatorA)).companySettings.incidentRetests).toBe(2);
    // Operators read them but do not change them.
    expect((await put(t.operatorA, await userIdOf(t.operatorA), 19, 4)).status).toBe(403);
  });

  test("another company changes its own parameters only", async () => {
    expect((await put(t.adminB, ids.adminA, 20, 1)).status).toBe(404); // Hospital A's user named by Hospital B
    expect((await put(t.adminB, ids.adminB, 20, 1)).status).toBe(200);
    expect(await valueOf(20, t.adminB)).toBe("1");
    expect(await valueOf(20)).toBe("0");
    expect((await put(t.adminB, ids.adminB, 20, 0)).status).toBe(200);
  });
});

describe("a failed chemical indicator", () => {
  test("opens no incident while parameter 20 is off", async () => {
    const s = await createMachine(t.adminA, "/api/Sterilizer", SEED.sector.aCentral);
    await chemical(s.id, 2);
    expect(await onMachine("STERILIZER", s.id)).toEqual([]);
  });

  test("opens one on its sterilizer when on: recall since the last negative BI; chemical indicators and BIs are its re-tests", async () => {
    await setParameter(TYPES.chemical, "1");
    await setParameter(TYPES.retests, "2");
    const s = await createMachine(t.adminA, "/api/Sterilizer", SEED.sector.aCentral);
    const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000);
    await bi({ sterilizerId: s.id, result: 1, minutesAgo: 180 });
    const lastNegative = await bi({ sterilizerId: s.id, result: 1, minutesAgo: 120 });
    const passedBefore = await chemical(s.id, 1, minutesAgo(90));
    const failed = await chemical(s.id, 2, minutesAgo(60));

    const [i, ...more] = await onMachine("STERILIZER", s.id);
    expect(more).toEqual([]);
    expect(i).toMatchObject({ status: "OPEN", reason: "che.fail", reading: { kind: "CHE_STERILIZER", readingId: failed.id, result: 2 } });
    expect(i.lastNegativeAt).not.toBeNull();
    expect(i.loads.map((l: any) => [l.reading.kind, l.reading.readingId]).sort()).toEqual([["CHE_STERILIZER", failed.id], ["CHE_STERILIZER", passedBefore.id]].sort());
    expect(i.loads.map((l: any) => l.reading.readingId)).not.toContain(lastNegative.id);
    expect(i.timeline[0]).toMatchObject({ action: "opened", data: { reason: "che.fail", loads: 2 } });
    expect(i.timeline[0].detail).toBe("failed chemical indicator; 2 load(s) to recall");

    // The managers hear it (no positive-result alert does), linked to the incident; the webhook too.
    const notes = await notificationsOf(t.supervisorA);
    expect(notes.some((n) => n.urlDescription === `/AppIncidents/${i.incidentId}` && n.notificationDetail.includes(String(failed.readNumber)))).toBe(true);
    const hook = (await receiver.waitFor((r) => r.json?.event === "incident.opened" && r.json?.reading?.id === failed.id, 1, 10_000))[0]!;
    expect(hook.json.incident).toMatchObject({ status: "OPEN", machine: { kind: "sterilizer", id: s.id }, loads: 2 });

    // Re-tests: a passed chemical indicator, a failed one (the count starts again), a negative BI, a passed one.
    await chemical(s.id, 1);
    await chemical(s.id, 2);
    expect((await onMachine("STERILIZER", s.id)).length).toBe(1); // a failure out of service is a failed re-test
    await bi({ sterilizerId: s.id, result: 1, minutesAgo: 0 });
    expect(JSON.stringify((await close(i.id)).errors)).toContain("2 consecutive passed re-tests; it has 1");
    await chemical(s.id, 1);
    const now = await incident(i.id);
    expect(now.retests.needed).toBe(2);
    expect(now.retests.tests.map((x: any) => [x.reading.kind, x.passed])).toEqual([["CHE_STERILIZER", true], ["CHE_STERILIZER", false], ["BI", true], ["CHE_STERILIZER", true]]);
    expect(now.retests.consecutive).toBe(2);
    const signed = await close(i.id);
    expect(signed.errors).toBeUndefined();
    expect(signed.data.closeIncident.status).toBe("CLOSED");
  });
});

describe("a protein result over the action level", () => {
  test("opens an incident on its washer while parameter 21 is on, none when off", async () => {
    const on = await createMachine(t.adminA, "/api/washer", SEED.sector.aCentral);
    const failedOn = await pro({ washerId: on.id, result: 3 });
    const [i] = await onMachine("WASHER", on.id);
    expect(i).toMatchObject({ status: "OPEN", reason: "pro.action", reading: { kind: "PRO", readingId: failedOn.id } });

    await setParameter(TYPES.protein, "0");
    const off = await createMachine(t.adminA, "/api/washer", SEED.sector.aCentral);
    const failedOff = await pro({ washerId: off.id, result: 3 });
    expect(await onMachine("WASHER", off.id)).toEqual([]);
    // The alert still goes out, to the reading's provisional screen.
    const notes = await notificationsOf(t.supervisorA);
    expect(notes.some((n) => n.urlDescription === "/AppPIProvisional" && n.notificationDetail.includes(String(failedOff.readNumber)))).toBe(true);
    await setParameter(TYPES.protein, "1");
  });
});

describe("a failed positive control", () => {
  const incubatorId = SEED.incubator.aSpareDisconnected;
  const lot = `PCF${uniqueSuffix()}`.toUpperCase().slice(0, 20);
  let id: string;
  let control: { id: number; readNumber: number };

  test("opens exactly one incident on the incubator that read it, recalling the lot's processed BIs of that day", async () => {
    await setParameter(TYPES.retests, "2");
    const done = await bi({ lot, conditionSCIB: 1, result: 1, incubatorId, minutesAgo: 120 });
    const incubating = await bi({ lot, conditionSCIB: 1, noResult: true, incubatorId, minutesAgo: 100 });
    const otherLot = await bi({ lot: `${lot}X`, conditionSCIB: 1, result: 1, incubatorId, minutesAgo: 100 });
    const dayBefore = await bi({ lot, conditionSCIB: 1, result: 1, incubatorId, minutesAgo: 120 + 13 * 60 });
    const otherModel = await bi({ lot, conditionSCIB: 1, result: 1, incubatorId: SEED.incubator.aFixed, minutesAgo: 100 });
    control = await bi({ lot, conditionSCIB: 2, noResult: true, incubatorId, minutesAgo: 110 });
    expect(await onMachine("INCUBATOR", incubatorId)).toEqual([]);

    expect((await api("POST", "/api/test/readings/set-result", { body: { id: control.id, result: 1 } })).status).toBe(200);
    await api("POST", "/api/test/readings/result", { body: { kind: "BI", id: control.id } }); // the hooks again: still one
    const mine = await onMachine("INCUBATOR", incubatorId);
    expect(mine).toHaveLength(1);
    const i = mine[0];
    id = i.id;
    expect(i).toMatchObject({ status: "OPEN", reason: "control.failed", machine: { kind: "INCUBATOR", machineId: incubatorId, name: "MiniBio spare" }, reading: { kind: "BI", readingId: control.id, result: 1 } });
    const recalled = i.loads.map((l: any) => l.reading.readingId);
    expect(recalled.sort()).toEqual([done.id, incubating.id].sort());
    for (const other of [otherLot, dayBefore, otherModel, control]) expect(recalled).not.toContain(other.id);
    expect(i.timeline[0]).toMatchObject({ action: "opened", data: { reason: "control.failed", loads: 2, lot } });

    // The incubator shows it; the managers and the webhook hear it.
    const inc = await gql(`query($id: ID!) { node(id: $id) { ... on Incubator { openIncident { id } } } }`, { id: Buffer.from(`Incubator:${incubatorId}`).toString("base64") }, t.adminA);
    expect(inc.errors).toBeUndefined();
    expect(inc.data.node.openIncident).toEqual({ id });
    const notes = await notificationsOf(t.supervisorA);
    expect(notes.some((n) => n.urlDescription === `/AppIncidents/${i.incidentId}` && n.notificationDetail.includes(lot))).toBe(true);
    const hook = (await receiver.waitFor((r) => r.json?.event === "incident.opened" && r.json?.reading?.id === control.id, 1, 10_000))[0]!;
    expect(hook.json.incident).toMatchObject({ machine: { kind: "incubator", id: incubatorId }, loads: 2 });
  });

  test("controls that grow on that incubator are its re-tests; a failed one starts again; then the signed return to service", async () => {
    await bi({ lot: `${lot}R`, conditionSCIB: 2, result: 2, incubatorId, minutesAgo: -1 });
    await bi({ lot: `${lot}R`, conditionSCIB: 2, result: 1, incubatorId, minutesAgo: -2 }); // another failed control: a failed re-test, no new incident
    expect(await onMachine("INCUBATOR", incubatorId)).toHaveLength(1);
    await bi({ conditionSCIB: 1, result: 1, incubatorId, minutesAgo: -3 }); // a processed BI tests no incubator
    await bi({ lot: `${lot}R`, conditionSCIB: 2, result: 2, incubatorId, minutesAgo: -4 });
    await bi({ lot: `${lot}R`, conditionSCIB: 2, result: 2, incubatorId, minutesAgo: -5 });
    const i = await incident(id);
    expect(i.retests.tests.map((x: any) => x.passed)).toEqual([true, false, true, true]);
    expect(i.retests).toMatchObject({ needed: 2, consecutive: 2 });
    expect(i.timeline.filter((e: any) => e.action === "retest").map((e: any) => e.data.consecutive)).toEqual([1, 0, 1, 2]);
    const signed = await close(id);
    expect(signed.errors).toBeUndefined();
    expect(signed.data.closeIncident.status).toBe("CLOSED");
    const inc = await gql(`query($id: ID!) { node(id: $id) { ... on Incubator { openIncident { id } } } }`, { id: Buffer.from(`Incubator:${incubatorId}`).toString("base64") }, t.adminA);
    expect(inc.data.node.openIncident).toBeNull();
  });

  test("another company neither sees nor signs it", async () => {
    expect((await incidentsOf(t.adminB)).map((i) => i.id)).not.toContain(id);
    const r = await gql(`query($id: ID!) { node(id: $id) { ... on Incident { id } } }`, { id }, t.adminB);
    expect(r.data?.node ?? null).toBeNull();
    expect(id).toBeTruthy();
    expect(JSON.stringify((await close(id, t.adminB)).errors)).toMatch(/not found/i);
  });
});
