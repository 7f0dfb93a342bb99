// Positive-result alerts (server/alerts/service.ts): a positive BI or a protein reading above
// the action level tells the company's administrators and supervisors at once — an in-app
// notification (GET /api/appnotification, pushed over graphql-ws), the 'PositiveResult' mail
// (outbox) and a "reading.positive" webhook — once per reading.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, outbox, plainText, subscribe, type OutboxMail } from "../helpers";
import { SEED, tokensOf } from "../helpers/company";
import { deliveries, NORMAL, resultedReading, rowOf, settledDeliveries, signatureOk, startReceiver, subscribeOnly, TYPE, unsubscribeAll, type Receiver, type TestReading, type WireRow } from "./webhooks-support";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB">>>;
let receiver: Receiver;
let rows: WireRow[];

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB");
  receiver = startReceiver();
  rows = await subscribeOnly(t.adminA, [
    { licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: receiver.url("/bi") },
    { licenseProductId: NORMAL, indicatorTypeId: TYPE.PRO, url: receiver.url("/pro") },
  ]);
});
afterAll(async () => {
  await unsubscribeAll(t.adminA);
  receiver.stop();
});

const ADMIN_A = "admin@hospital-a.test";
const SUPERVISOR_A = "supervisor@hospital-a.test";
const OPERATOR_A = "operator@hospital-a.test";

interface Notification {
  id: number;
  notificationMessageType: number;
  notificationDetail: string;
  urlDescription: string | null;
}

async function notificationsOf(token: string): Promise<Notification[]> {
  const res = await api("GET", "/api/appnotification", { token });
  expect(res.status).toBe(200);
  return res.json;
}

/** The alert notifications about one reading (their text names its read number). */
async function alertsAbout(token: string, r: TestReading): Promise<Notification[]> {
  return (await notificationsOf(token)).filter((n) => n.notificationMessageType === 2 && new RegExp(`\\b${r.readNumber}\\b`).test(n.notificationDetail));
}

async function mailsAbout(to: string, r: TestReading): Promise<OutboxMail[]> {
  return (await outbox(to)).filter((m) => m.subject.includes(`${r.readNumber}`) && /positiv/i.test(m.subject));
}

async function eventually<T>(fn: () => Promise<T>, ok: (v: T) => boolean, timeoutMs = 8_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = await fn();
    if (ok(v) || Date.now() > deadline) return v;
    await Bun.sleep(100);
  }
}

const positiveEventOf = (r: TestReading) => (x: { json: any; headers: Headers }) => x.headers.get("x-sterileqc-event") === "reading.positive" && x.json?.reading?.id === r.id && x.json?.reading?.kind === r.kind;

describe("positive biological indicator", () => {
  let reading: TestReading;
  beforeAll(async () => {
    reading = await resultedReading({ kind: "BI", result: 2 });
  });

  test("an error notification for the administrator and the supervisor, in the company's language, linking to /appbifinished", async () => {
    for (const token of [t.adminA, t.supervisorA]) {
      const mine = await eventually(() => alertsAbout(token, reading), (n) => n.length > 0);
      expect(mine.length).toBe(1);
      expect(mine[0]!.urlDescription).toBe("/appbifinished");
      // Hospital A works in Spanish.
      expect(mine[0]!.notificationDetail).toBe(`Indicador biológico positivo: lectura ${reading.readNumber} (Central Sterile). Retire el esterilizador de servicio y siga el procedimiento de retirada.`);
    }
  });

  test("operators are not alerted", async () => {
    expect(await alertsAbout(t.operatorA, reading)).toEqual([]);
  });

  test("the 'PositiveResult' mail goes to each of them", async () => {
    for (const to of [ADMIN_A, SUPERVISOR_A]) {
      const mails = await eventually(() => mailsAbout(to, reading), (m) => m.length > 0);
      expect(mails.length).toBe(1);
      expect(mails[0]!.subject).toBe(`Resultado positivo: IB n.º ${reading.readNumber}`);
      const text = plainText(mails[0]!.body);
      expect(text).toContain("Hospital A");
      expect(text).toContain(`Lectura: ${reading.readNumber}`);
      expect(text).toContain("Resultado: Positivo");
    }
    expect(await mailsAbout(OPERATOR_A, reading)).toEqual([]);
  });

  test("a signed 'reading.positive' event goes to the subscribed BI URL, besides 'reading.result'", async () => {
    const [positive] = await receiver.waitFor(positiveEventOf(reading));
    expect(positive!.path).toBe("/bi");
    expect(signatureOk(rowOf(rows, NORMAL, TYPE.BI).secret!, positive!)).toBe(true);
    expect(positive!.json).toMatchObject({ event: "reading.positive", alert: { reason: "bi.positive", actionLevel: null }, reading: { kind: "BI", id: reading.id, result: 2, resultDescription: "Positive" } });
    const [result] = await receiver.waitFor((x) => x.headers.get("x-sterileqc-event") === "reading.result" && x.json?.reading?.id === reading.id && x.json?.reading?.kind === "BI");
    expect(result!.json.alert).toBeNull();
  });
});

describe("protein above the action level", () => {
  test("PRO result 3 (fail) alerts with the provisional protein screen", async () => {
    const reading = await resultedReading({ kind: "PRO", result: 3, quantitativeResult: 40, density: 9.25 });
    const mine = await eventually(() => alertsAbout(t.supervisorA, reading), (n) => n.length > 0);
    expect(mine.length).toBe(1);
    expect(mine[0]!.urlDescription).toBe("/AppPIProvisional");
    expect(mine[0]!.notificationDetail).toBe(`La lectura de proteína ${reading.readNumber} (Central Sterile) supera el nivel de acción (9.25 > 6.4 µg/cm²): reprocese la carga.`);
    const [event] = await receiver.waitFor(positiveEventOf(reading));
    expect(event!.path).toBe("/pro");
    expect(event!.json.alert).toEqual({ reason: "pro.action", actionLevel: 6.4 });
    const mails = await eventually(() => mailsAbout(ADMIN_A, reading), (m) => m.length > 0);
    expect(plainText(mails[0]!.body)).toContain("Resultado: No conforme: 9.25 µg/cm² por encima del nivel de acción de 6.4 µg/cm²");
  });

  test("a density above the company's action level (parameter 12, 6.4) alerts even when the reader said pass", async () => {
    const reading = await resultedReading({ kind: "PRO", result: 1, density: 6.5 });
    const mine = await eventually(() => alertsAbout(t.adminA, reading), (n) => n.length > 0);
    expect(mine.length).toBe(1);
  });

  test("at or below the action level: no alert (and no positive event)", async () => {
    const atLevel = await resultedReading({ kind: "PRO", result: 2, density: 6.4 });
    const below = await resultedReading({ kind: "PRO", result: 1, density: 2.1 });
    await receiver.waitFor((x) => x.headers.get("x-sterileqc-event") === "reading.result" && x.json?.reading?.kind === "PRO" && x.json?.reading?.id === below.id);
    // The test route answers after the result hooks ran: an alert would be recorded, and its
    // event queued, by now. Each reading's only delivery is its result, finished.
    for (const r of [atLevel, below]) {
      expect((await settledDeliveries(t.adminA, r)).map((d) => [d.event, d.status])).toEqual([["reading.result", "delivered"]]);
      expect(await alertsAbout(t.adminA, r)).toEqual([]);
      expect(receiver.requests.filter(positiveEventOf(r))).toEqual([]);
    }
  });
});

describe("no alert, or only once", () => {
  test("a negative BI raises nothing", async () => {
    const reading = await resultedReading({ kind: "BI", result: 1 });
    await receiver.waitFor((x) => x.headers.get("x-sterileqc-event") === "reading.result" && x.json?.reading?.kind === "BI" && x.json?.reading?.id === reading.id);
    // Hooks done (the test route waits for them), deliveries finished: nothing else is coming.
    expect((await settledDeliveries(t.adminA, reading)).map((d) => [d.event, d.status])).toEqual([["reading.result", "delivered"]]);
    expect(await alertsAbout(t.adminA, reading)).toEqual([]);
    expect(await mailsAbout(ADMIN_A, reading)).toEqual([]);
    expect(receiver.requests.filter(positiveEventOf(reading))).toEqual([]);
  });

  test("a result hook that runs twice (or again later) alerts once: one notification and one mail per person, one event", async () => {
    const reading = await resultedReading({ kind: "BI", result: 2, resultTwice: true });
    await api("POST", "/api/test/readings/result", { body: { kind: "BI", id: reading.id } });
    await receiver.waitFor(positiveEventOf(reading));
    // Every run of the hooks has finished (the test routes answer after them) and so have the
    // deliveries: one result event and one positive event, each sent once.
    const ds = await settledDeliveries(t.adminA, reading);
    expect(ds.map((d) => [d.event, d.status, d.attempts]).sort()).toEqual([["reading.positive", "delivered", 1], ["reading.result", "delivered", 1]]);
    for (const token of [t.adminA, t.supervisorA]) expect((await alertsAbout(token, reading)).length).toBe(1);
    for (const to of [ADMIN_A, SUPERVISOR_A]) expect((await mailsAbout(to, reading)).length).toBe(1);
    expect(receiver.requests.filter(positiveEventOf(reading)).length).toBe(1);
  });

  test("another company's positive alerts that company only (Hospital B: its administrator, in English)", async () => {
    const reading = await resultedReading({ kind: "BI", result: 2, companyId: SEED.company.B });
    const mine = await eventually(() => alertsAbout(t.adminB, reading), (n) => n.length > 0);
    expect(mine.length).toBe(1);
    expect(mine[0]!.notificationDetail).toMatch(/^Positive biological indicator: reading \d+ \(.+\)\. Take the sterilizer out of service/);
    // Read numbers run per company: make sure Hospital A got nothing about this reading's id.
    // The hooks have run (the test route answers after them): no delivery of Hospital A's is
    // about it, so none will reach A's receiver.
    expect((await deliveries(t.adminA)).some((d) => d.readingId === reading.id && d.readingKind === "BI")).toBe(false);
    expect(receiver.requests.filter(positiveEventOf(reading))).toEqual([]);
  });
});

describe("live push", () => {
  test("the supervisor's open session hears the alert over graphql-ws (notificationAdded)", async () => {
    const sub = subscribe(`subscription { notificationAdded { id type detail url } }`, t.supervisorA);
    try {
      await sub.connected;
      // The subscription is registered shortly after the ack: raise alerts until one is heard.
      const event = sub.next(15_000);
      let received: Awaited<typeof event> | undefined;
      event.then((e) => (received = e), () => {});
      const readings: TestReading[] = [];
      for (let i = 0; i < 10 && !received; i++) {
        readings.push(await resultedReading({ kind: "BI", result: 2 }));
        await Bun.sleep(400);
      }
      const e = await event;
      expect(e.errors).toBeUndefined();
      expect(e.data!.notificationAdded).toMatchObject({ type: 2, url: "/appbifinished" });
      expect(readings.some((r) => e.data!.notificationAdded.detail.includes(`lectura ${r.readNumber} `))).toBe(true);
    } finally {
      await sub.dispose();
    }
    expect(claimsOf(t.supervisorA).Id).toBe(SEED.user.supervisorA);
  });
});
