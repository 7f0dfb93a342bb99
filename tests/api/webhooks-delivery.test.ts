// Webhook delivery (docs/webhooks.md): when a reading gets its result, every subscribed URL of
// the company for the reading's indicator type receives a signed "reading.result" event; a
// failing endpoint is retried with backoff and each attempt is recorded; a result hook that
// runs twice delivers once. Readings are produced with the TEST_HOOKS route
// POST /api/test/readings (LIVE → result through the reading services and result hooks).
// The retry tests need a short backoff: scripts/test.ts starts the server with
// WEBHOOK_RETRY_SECONDS=0.3,0.6,1.2,2.4,4.8 (six attempts in about 9 s).
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { gql, gqlData } from "../helpers";
import { SEED, tokensOf } from "../helpers/company";
import { deliveries, NORMAL, PLUS, resultedReading, rowOf, settledDeliveries, signatureOk, startReceiver, subscribeOnly, TYPE, unsubscribeAll, waitForDeliveries, type Receiver, type WireRow } from "./webhooks-support";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA">>>;
let a: Receiver;
let b: Receiver;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA");
  a = startReceiver();
  b = startReceiver();
});
afterAll(async () => {
  await unsubscribeAll(t.adminA);
  a.stop();
  b.stop();
});

const ofReading = (r: { kind: string; id: number }, event = "reading.result") => (x: { json: any; headers: Headers }) =>
  x.headers.get("x-sterileqc-event") === event && x.json?.reading?.id === r.id && x.json?.reading?.kind === r.kind;

const PAYLOAD_KEYS = ["alert", "company", "event", "incident", "indicatorType", "occurredAt", "reading", "sector", "test", "version"];
const READING_KEYS = [
  "averageTemperature", "density", "disinfection", "fluorescence", "id", "incubator", "kind", "lot", "positionNumber", "product", "program", "quantitativeResult",
  "readNumber", "result", "resultAt", "resultDescription", "startedAt", "state", "visualResult", "visualResultDescription",
];

describe("delivery on result", () => {
  let rows: WireRow[];
  beforeAll(async () => {
    a.plan([], { status: 200, body: "ok" });
    b.plan([], { status: 200, body: "ok" });
    rows = await subscribeOnly(t.adminA, [
      { licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: a.url("/normal-bi") },
      { licenseProductId: PLUS, indicatorTypeId: TYPE.BI, url: b.url("/plus-bi") },
      { licenseProductId: NORMAL, indicatorTypeId: TYPE.PRO, url: a.url("/normal-pro") },
      { licenseProductId: PLUS, indicatorTypeId: TYPE.BI_DISINFECTION, url: b.url("/plus-bi-disinfection") },
    ]);
  });

  test("a BI result reaches each subscribed BI URL once, signed with that row's secret, in the documented shape", async () => {
    const reading = await resultedReading({ kind: "BI", result: 1 });
    const [atA] = await a.waitFor(ofReading(reading));
    const [atB] = await b.waitFor(ofReading(reading));
    expect(atA!.path).toBe("/normal-bi");
    expect(atB!.path).toBe("/plus-bi");
    expect(signatureOk(rowOf(rows, NORMAL, TYPE.BI).secret!, atA!)).toBe(true);
    expect(signatureOk(rowOf(rows, PLUS, TYPE.BI).secret!, atB!)).toBe(true);
    expect(signatureOk(rowOf(rows, PLUS, TYPE.BI).secret!, atA!)).toBe(false);
    for (const got of [atA!, atB!]) {
      expect(got.headers.get("content-type")).toBe("application/json");
      expect(got.headers.get("x-sterileqc-event")).toBe("reading.result");
      expect(got.headers.get("x-sterileqc-delivery")).toMatch(/^\d+$/);
      expect(got.headers.get("x-sterileqc-signature")).toMatch(/^sha256=[0-9a-f]{64}$/);
      expect(Object.keys(got.json).sort()).toEqual(PAYLOAD_KEYS);
      expect(Object.keys(got.json.reading).sort()).toEqual(READING_KEYS);
    }
    const p = atA!.json;
    expect(p).toMatchObject({ event: "reading.result", version: 1, test: false, alert: null, company: { id: SEED.company.A, name: "Hospital A" }, indicatorType: { id: TYPE.BI, name: "BI" } });
    expect(p.reading).toMatchObject({ kind: "BI", id: reading.id, readNumber: reading.readNumber, state: "PROVISIONAL", disinfection: false, result: 1, resultDescription: "Negative", quantitativeResult: null, density: null });
    expect(typeof p.sector.name).toBe("string");
    expect(p.reading.incubator.serialNumber).toEqual(expect.any(String));
    expect(p.reading.program).toEqual({ id: expect.any(Number), name: expect.any(String) });
    expect(new Date(p.reading.resultAt).getTime()).toBeGreaterThan(new Date(p.reading.startedAt).getTime());

    // Recorded: delivered at the first attempt with the endpoint's status; the delivery id is the header's.
    // Nothing else is queued about this reading (a negative BI is no alert), and with every row
    // finished nothing more will be sent: each receiver got exactly the one request.
    const ds = await settledDeliveries(t.adminA, reading);
    expect(ds.length).toBe(2);
    for (const d of ds) expect(d).toMatchObject({ event: "reading.result", readingKind: "BI", status: "delivered", attempts: 1, responseCode: 200, lastError: null, nextAttemptAt: null });
    expect(ds.map((d): string | null => String(d.id)).sort()).toEqual([atA!.headers.get("x-sterileqc-delivery"), atB!.headers.get("x-sterileqc-delivery")].sort());
    expect(a.requests.filter((x) => x.json?.reading?.id === reading.id && x.json?.reading?.kind === "BI").length).toBe(1);
    expect(b.requests.filter((x) => x.json?.reading?.id === reading.id && x.json?.reading?.kind === "BI").length).toBe(1);
  });

  test("only rows of the reading's indicator type receive it: PRO → the protein row, BI disinfection → type 5", async () => {
    const pro = await resultedReading({ kind: "PRO", result: 1, quantitativeResult: 1.5, density: 0.75 });
    const [gotPro] = await a.waitFor(ofReading(pro));
    expect(gotPro!.path).toBe("/normal-pro");
    expect(gotPro!.json.indicatorType).toEqual({ id: TYPE.PRO, name: "Protein" });
    expect(gotPro!.json.reading).toMatchObject({ kind: "PRO", result: 1, resultDescription: "Pass", quantitativeResult: 1.5, density: 0.75, disinfection: null });
    const dis = await resultedReading({ kind: "BI", result: 1, disinfection: true });
    const [gotDis] = await b.waitFor(ofReading(dis));
    expect(gotDis!.path).toBe("/plus-bi-disinfection");
    expect(gotDis!.json.reading.disinfection).toBe(true);
    // One row each, finished: the requests above are all there will be.
    for (const r of [pro, dis]) expect((await settledDeliveries(t.adminA, r)).map((d) => [d.status, d.attempts])).toEqual([["delivered", 1]]);
    expect(b.requests.filter(ofReading(pro)).length).toBe(0);
    expect(a.requests.filter(ofReading(dis)).length).toBe(0);
  });

  test("a result hook that runs twice delivers once per URL", async () => {
    const reading = await resultedReading({ kind: "BI", result: 1, resultTwice: true });
    await a.waitFor(ofReading(reading));
    await b.waitFor(ofReading(reading));
    const ds = await settledDeliveries(t.adminA, reading);
    expect(ds.map((d) => [d.status, d.attempts])).toEqual([["delivered", 1], ["delivered", 1]]);
    expect(a.requests.filter(ofReading(reading)).length).toBe(1);
    expect(b.requests.filter(ofReading(reading)).length).toBe(1);
  });

  test("another company's results never reach Hospital A's URLs", async () => {
    const before = a.requests.length + b.requests.length;
    const other = await resultedReading({ kind: "BI", result: 2, companyId: SEED.company.B });
    // The result hooks have run (the test route answers after them): Hospital A's rows hold no
    // delivery about it, so none of A's URLs is ever sent one.
    expect((await deliveries(t.adminA)).some((d) => d.readingId === other.id && d.readingKind === "BI")).toBe(false);
    // A marker: a result of Hospital A's own, made after it, does reach both receivers.
    const mine = await resultedReading({ kind: "BI", result: 1 });
    await a.waitFor(ofReading(mine));
    await b.waitFor(ofReading(mine));
    expect((await settledDeliveries(t.adminA, mine)).length).toBe(2);
    expect(a.requests.length + b.requests.length).toBe(before + 2);
    expect([...a.requests, ...b.requests].some((x) => x.json?.reading?.id === other.id && x.json?.reading?.kind === "BI")).toBe(false);
  });

  test("webhookDeliveries (GraphQL) lists the recorded attempts of the company's rows", async () => {
    const row = rowOf(rows, NORMAL, TYPE.BI);
    const d = gqlData(await gql(`query($id: Int) { webhookDeliveries(subscriptionId: $id, first: 5) { deliveryId subscriptionId event readingKind status attempts responseCode deliveredAt } }`, { id: row.id }, t.supervisorA));
    expect(d.webhookDeliveries.length).toBeGreaterThan(0);
    for (const x of d.webhookDeliveries) expect(x).toMatchObject({ subscriptionId: row.id, readingKind: "BI", status: "delivered", responseCode: 200 });
  });
});

describe("retries", () => {
  let rows: WireRow[];
  beforeAll(async () => {
    rows = await subscribeOnly(t.adminA, [{ licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: a.url("/flaky") }]);
  });

  test("an endpoint that fails twice then succeeds: three attempts with growing waits, recorded, then delivered", async () => {
    a.plan([{ status: 500, body: "try later" }, { status: 503 }], { status: 200, body: "ok" });
    const reading = await resultedReading({ kind: "BI", result: 1 });
    const first = await a.waitFor(ofReading(reading), 1, 5_000);
    // After the first failure the row stays pending with that attempt recorded (unless the
    // poll comes after the second attempt already).
    const [pending] = await waitForDeliveries(t.adminA, reading, (d) => d.length === 1 && (d[0].responseCode === 500 || d[0].attempts >= 2));
    if (pending!.attempts === 1) {
      expect(pending).toMatchObject({ status: "pending", responseCode: 500, lastError: "HTTP 500: try later", deliveredAt: null });
      expect(new Date(pending!.nextAttemptAt).getTime()).toBeGreaterThan(new Date(pending!.lastAttemptAt).getTime());
    }
    let got;
    try {
      got = await a.waitFor(ofReading(reading), 3, 15_000);
    } catch (e) {
      throw new Error(`${(e as Error).message}. The retry tests need a short backoff: start the server with WEBHOOK_RETRY_SECONDS=0.3,0.6,1.2,2.4,4.8 (scripts/test.ts does).`);
    }
    expect(first[0]).toBe(got[0]);
    const ids = new Set(got.map((g) => g.headers.get("x-sterileqc-delivery")));
    expect(ids.size).toBe(1); // the same delivery, retried
    const gap1 = got[1]!.at - got[0]!.at;
    const gap2 = got[2]!.at - got[1]!.at;
    expect(gap1).toBeGreaterThanOrEqual(250);
    expect(gap2).toBeGreaterThan(gap1); // exponential: each wait longer than the one before
    for (const g of got) expect(signatureOk(rowOf(rows, NORMAL, TYPE.BI).secret!, g)).toBe(true);
    // Each attempt is signed at its own time: same body, fresh timestamp header allowed.
    expect(new Set(got.map((g) => g.body)).size).toBe(1);
    const [d] = await waitForDeliveries(t.adminA, reading, (ds) => ds[0]?.status === "delivered");
    expect(d).toMatchObject({ status: "delivered", attempts: 3, responseCode: 200, lastError: null, nextAttemptAt: null });
    expect(new Date(d.deliveredAt).getTime()).toBeGreaterThanOrEqual(new Date(d.createdAt).getTime());
    // Delivered is final: three attempts, three requests.
    expect(a.requests.filter(ofReading(reading)).length).toBe(3);
  }, 30_000);

  test("an endpoint that never succeeds: six attempts, then failed with the last error", async () => {
    a.plan([], { status: 503, body: "maintenance" });
    const reading = await resultedReading({ kind: "BI", result: 1 });
    const [d] = await waitForDeliveries(t.adminA, reading, (ds) => ds[0]?.status === "failed", 25_000);
    expect(d).toMatchObject({ status: "failed", attempts: 6, responseCode: 503, lastError: "HTTP 503: maintenance", nextAttemptAt: null, deliveredAt: null });
    // Failed is final: six attempts, six requests.
    expect(a.requests.filter(ofReading(reading)).length).toBe(6);
    a.plan([], { status: 200, body: "ok" });
  }, 30_000);

  test("a redirect is a failed attempt (not followed) and is retried", async () => {
    a.plan([{ status: 301, headers: { location: b.url("/stolen") } }], { status: 200 });
    const reading = await resultedReading({ kind: "BI", result: 1 });
    const got = await a.waitFor(ofReading(reading), 2, 10_000);
    expect(got.map((g) => g.path)).toEqual(["/flaky", "/flaky"]);
    expect(b.requests.some((r) => r.path === "/stolen")).toBe(false);
    const [d] = await waitForDeliveries(t.adminA, reading, (ds) => ds[0]?.status === "delivered");
    expect(d.attempts).toBe(2);
  }, 20_000);

  test("a row switched off before its retry is not sent again (failed: subscription turned off)", async () => {
    // The receiver holds its answer to the first attempt (a 500) until the subscription is
    // switched off, so the retry, due 0.3 s after that answer, always comes after the save.
    let release!: () => void;
    const switchedOff = new Promise<void>((done) => (release = done));
    a.plan([{ status: 500, until: switchedOff }], { status: 200 });
    const reading = await resultedReading({ kind: "BI", result: 1 });
    try {
      await a.waitFor(ofReading(reading), 1, 5_000);
      await unsubscribeAll(t.adminA);
    } finally {
      release();
    }
    const [d] = await waitForDeliveries(t.adminA, reading, (ds) => ds[0]?.status !== "pending");
    expect(d).toMatchObject({ status: "failed", attempts: 2, responseCode: 500, lastError: "The subscription was turned off before delivery." });
    expect(a.requests.filter(ofReading(reading)).length).toBe(1);
  }, 20_000);
});

describe("a receiver that misbehaves delays nobody else", () => {
  test("while one receiver hangs on every request and another answers 10 MB, a third gets its deliveries at once; the hanging one holds at most 4 of the worker's slots", async () => {
    const hanging = startReceiver();
    const huge = startReceiver();
    try {
      hanging.plan([], "hang");
      huge.plan([], { status: 200, body: "x".repeat(10 * 1024 * 1024) });
      a.plan([], { status: 200, body: "ok" });
      await subscribeOnly(t.adminA, [
        { licenseProductId: NORMAL, indicatorTypeId: TYPE.BI, url: hanging.url("/hang") },
        { licenseProductId: NORMAL, indicatorTypeId: TYPE.PRO, url: huge.url("/huge") },
        { licenseProductId: NORMAL, indicatorTypeId: TYPE.BI_DISINFECTION, url: a.url("/fine") },
      ]);
      // A backlog for the hanging receiver first (12 deliveries, more than its share), then the others'.
      for (let i = 0; i < 12; i++) await resultedReading({ kind: "BI", result: 1 });
      await hanging.waitFor(() => true, 4, 5_000);
      const queuedAt = Date.now();
      const big = await resultedReading({ kind: "PRO", result: 1, quantitativeResult: 1 });
      const fine = await Promise.all([1, 2, 3].map(() => resultedReading({ kind: "BI", result: 1, disinfection: true })));
      // The third receiver has all three within seconds, though the hanging one's 10 s limit has not run out.
      const got = await a.waitFor((r) => r.path === "/fine", 3, 5_000);
      expect(Math.max(...got.map((r) => r.at)) - queuedAt).toBeLessThan(5_000);
      for (const r of fine) expect(got.some(ofReading(r))).toBe(true);
      // The 10 MB answer is a success, recorded without reading it all.
      const [d] = await waitForDeliveries(t.adminA, big, (ds) => ds[0]?.status === "delivered", 5_000);
      expect(d).toMatchObject({ status: "delivered", attempts: 1, responseCode: 200 });
      // The hanging receiver got its share only: the rest of its backlog waits for a free slot of its own.
      expect(hanging.requests.length).toBe(4);
      // Requests to the server are not slowed down by any of it.
      const started = performance.now();
      await deliveries(t.adminA);
      expect(performance.now() - started).toBeLessThan(1_000);
    } finally {
      await unsubscribeAll(t.adminA);
      hanging.stop(); // its open requests fail at once: the rows fail as turned off on their next attempt
      huge.stop();
    }
  }, 60_000);
});
