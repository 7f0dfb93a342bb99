// Result hooks a crash cut off (server/readings/hook-sweep.ts): a result is committed with its
// pending mark; when the process dies before the hooks run (the test hook's `hooksCut`), the
// sterilizer is not taken out of service and nobody is alerted — until the sweep runs the hooks
// again: the incident opens and the alert goes out, once, however often the sweep runs. Hooks
// that finish take their mark away, through the agent's result path too.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, gql, uniqueSuffix } from "../helpers";
import { tokenOf } from "../helpers/company";

const V1 = "/api/agent/v1";
let admin: string;
let sterilizerId: number;

async function sql<T = any>(text: string, params: unknown[] = []): Promise<T[]> {
  const res = await api("POST", "/api/test/sql", { body: { sql: text, params } });
  if (res.status !== 200) throw new Error(`sql → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json.rows;
}

async function bi(body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", sterilizerId, ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}

const pending = async (id: number) => (await sql(`SELECT 1 FROM "result_hook_pending" WHERE "kind" = 'BI' AND "readingId" = $1`, [id])).length;
const incidentsOf = async (id: number) => (await sql<{ id: number }>(`SELECT "id" FROM "incident" WHERE "readingKind" = 'BI' AND "readingId" = $1`, [id])).length;
const sweep = async () => (await api("POST", "/api/test/readings/sweep", { body: { olderThanMs: 0 } })).json.swept as number;

async function alertsAbout(readNumber: number): Promise<number> {
  const res = await api("GET", "/api/appnotification", { token: admin });
  return (res.json as { notificationMessageType: number; notificationDetail: string; urlDescription: string | null }[]).filter(
    // The alert links to the incident it opened (/AppIncidents/<id>).
    (n) => n.notificationMessageType === 2 && /^\/AppIncidents\/\d+$/.test(n.urlDescription ?? "") && new RegExp(`\\b${readNumber}\\b`).test(n.notificationDetail),
  ).length;
}

async function outOfService(): Promise<boolean> {
  const r = await gql(`query($id: ID!) { node(id: $id) { ... on Sterilizer { openIncident { incidentId } } } }`, { id: btoa(`Sterilizer:${sterilizerId}`) }, admin);
  expect(r.errors).toBeUndefined();
  return r.data.node.openIncident !== null;
}

describe("result hooks cut by a crash", () => {
  beforeAll(async () => {
    admin = await tokenOf("adminA");
    const suffix = uniqueSuffix();
    const created = await gql(`mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, { input: { sectorId: null, name: `Sweep autoclave ${suffix}`, brand: "E2E", serial: `SWP-${suffix}` } }, admin);
    expect(created.errors).toBeUndefined();
    sterilizerId = created.data.createMachine.machineId;
  });

  test("hooks that ran take their mark away", async () => {
    const negative = await bi({ result: 1, minutesAgo: 120 });
    expect(await pending(negative.id)).toBe(0);
  });

  test("a positive whose hooks never ran: nothing happened, then the sweep opens the incident and alerts, once", async () => {
    const positive = await bi({ result: 2, minutesAgo: 60, hooksCut: true });
    expect(await pending(positive.id)).toBe(1);
    expect(await incidentsOf(positive.id)).toBe(0);
    expect(await outOfService()).toBe(false);
    expect(await alertsAbout(positive.readNumber)).toBe(0);

    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await pending(positive.id)).toBe(0);
    expect(await incidentsOf(positive.id)).toBe(1);
    expect(await outOfService()).toBe(true);
    expect(await alertsAbout(positive.readNumber)).toBe(1);

    // Swept again (a second instance, a mark put back by a failed delete): still one of each.
    await sql(`INSERT INTO "result_hook_pending" ("kind", "readingId", "companyId", "createdAt") VALUES ('BI', $1, 1, now() - interval '1 hour')`, [positive.id]);
    expect(await sweep()).toBeGreaterThanOrEqual(1);
    expect(await incidentsOf(positive.id)).toBe(1);
    expect(await alertsAbout(positive.readNumber)).toBe(1);
  });

  test("a mark younger than the sweep's delay is left to the hooks still running", async () => {
    const r = await bi({ result: 1, minutesAgo: 10, hooksCut: true });
    const swept = await api("POST", "/api/test/readings/sweep", { body: { olderThanMs: 60_000 } });
    expect(swept.status).toBe(200);
    expect(await pending(r.id)).toBe(1);
    await sweep();
    expect(await pending(r.id)).toBe(0);
  });

  test("the agent's results are marked with the result and unmarked when their hooks are done", async () => {
    const agent = await tokenOf("agentA");
    const serial = `SWP${uniqueSuffix().toUpperCase()}`;
    const announced = await api("POST", `${V1}/incubators/announce`, { token: agent, body: { serialNumber: serial, model: "BioReader 20", connection: { uuid: "6e400001-b5a3-f393-e0a9-e50e24dc0020" } } });
    expect([200, 201]).toContain(announced.status);
    expect((await api("POST", `${V1}/incubators/${serial}/connect`, { token: agent, body: {} })).status).toBe(200);
    const startedAt = new Date(Date.now() - 30 * 60_000).toISOString();
    const started = await api("POST", `${V1}/incubations`, { token: agent, body: { serialNumber: serial, position: 1, kind: "BI", programIndex: 1, startedAt } });
    expect(started.status).toBe(201);
    const resulted = await api("POST", `${V1}/incubations/result`, { token: agent, body: { serialNumber: serial, position: 1, startedAt, result: { result: "negative", fluorescence: 42.25, averageTemperature: 60.13, resultAt: new Date(Date.parse(startedAt) + 20 * 60_000).toISOString() } } });
    expect(resulted.text).toContain('"PROVISIONAL"');
    expect(resulted.status).toBe(200);
    // The hooks run after the answer: the mark goes within moments.
    let left = 1;
    for (let i = 0; i < 50 && left; i++) {
      left = await pending(started.json.id);
      if (left) await Bun.sleep(100);
    }
    expect(left).toBe(0);
  });
});
