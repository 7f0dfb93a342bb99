// HL7 v2 end to end (docs/interoperability.md, issue 19): the download of a reading's and a
// load's message (REST and GraphQL), scoped like the historical browser; every message parsed
// by an independent parser (@medplum/core); the company's MLLP destination (administrators,
// the webhooks' address rules); and the push: a real MLLP listener (node-hl7-server) on
// loopback receives the message of a reading that gets its result and ACKs it — AA delivered,
// AE then AA retried, AE always failed after the last attempt. The suite's server runs with
// WEBHOOK_ALLOW_PRIVATE=1 and WEBHOOK_RETRY_SECONDS=0.3,0.6,1.2,2.4,4.8 (scripts/test.ts); the
// refusal of private addresses is checked on a server of this test's own without it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import net from "node:net";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Hl7Message, type Hl7Segment } from "@medplum/core";
import { listenMllp, type AckCode, type MllpListener } from "../helpers/mllp-listener";
import { api, gql, uniqueSuffix } from "../helpers/http";
import { SEED, gid, tokensOf } from "../helpers/company";
import { signInAt, startInstance, type Instance } from "../helpers/cluster";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminC">>>;

// ───────────── helpers ─────────────

/** HL7 unescape of the sequences the server writes (the parser keeps them as sent). */
const unesc = (s: string) => s.replace(/\\(E|F|S|T|R|X[0-9A-Fa-f]+)\\/g, (_m, c: string) => ({ E: "\\", F: "|", S: "^", T: "&", R: "~" })[c as "E"] ?? Buffer.from(c.slice(1), "hex").toString("latin1"));
const field = (s: Hl7Segment, n: number) => unesc(s.getField(n)?.toString() ?? "");
const comp = (s: Hl7Segment, n: number, c: number) => unesc(s.getComponent(n, c));
const obx = (m: Hl7Message, code: string) => m.getAllSegments("OBX").filter((o) => o.getComponent(3, 1) === code);
const names = (m: Hl7Message) => m.segments.map((s) => s.name).filter(Boolean);

interface TestReading {
  id: number;
  readNumber: number;
  kind: string;
}
async function resulted(body: Record<string, unknown>): Promise<TestReading> {
  const res = await api("POST", "/api/test/readings", { body: { companyId: SEED.company.A, kind: "BI", ...body } });
  if (res.status !== 200) throw new Error(`test reading: ${res.status} ${res.text}`);
  return res.json;
}
const download = (token: string, kind: string, id: number | string, load = false) => api("GET", `/api/hl7/${load ? "loads" : "readings"}/${kind}/${id}`, { token, headers: { accept: "*/*" } });

interface Listener extends MllpListener {
  waitFor(controlId: string, count?: number, ms?: number): Promise<Hl7Message[]>;
}
/** A real MLLP listener (tests/helpers/mllp-listener.ts) that waits for given messages, parsed by @medplum/core. */
async function listen(plan: AckCode[]): Promise<Listener> {
  const l = await listenMllp(plan);
  const matching = (controlId: string) => l.received.map((r) => Hl7Message.parse(r)).filter((m) => m.header.getField(10).toString() === controlId);
  return {
    ...l,
    async waitFor(controlId, count = 1, ms = 15_000) {
      const deadline = Date.now() + ms;
      while (Date.now() < deadline) {
        const got = matching(controlId);
        if (got.length >= count) return got;
        await Bun.sleep(50);
      }
      throw new Error(`the listener got ${matching(controlId).length} of ${count} messages ${controlId} (received ${l.received.length} in all)`);
    },
  };
}

const saveDestination = (token: string, body: Record<string, unknown>) => api("PUT", "/api/hl7/destination", { token, body });
async function deliveryOf(readingId: number, settled = true, ms = 20_000): Promise<any> {
  const deadline = Date.now() + ms;
  let last: any;
  while (Date.now() < deadline) {
    const res = await api("GET", "/api/hl7/deliveries", { token: t.adminA, query: { take: 200 } });
    expect(res.status).toBe(200);
    last = res.json.find((d: any) => d.readingKind === "BI" && d.readingId === readingId);
    if (last && (!settled || last.status !== "pending")) return last;
    await Bun.sleep(100);
  }
  throw new Error(`no ${settled ? "settled " : ""}delivery of reading ${readingId}: ${JSON.stringify(last)}`);
}

const listeners: Listener[] = [];
beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminC");
});
afterAll(async () => {
  // Leave Hospital A sending nothing: other tests' results must not queue messages.
  await saveDestination(t.adminA, { host: "127.0.0.1", port: 9, enabled: false });
  for (const l of listeners) await l.close();
});

// ───────────── download ─────────────

describe("download", () => {
  let r: TestReading;
  const lot = `HL7|${uniqueSuffix()}^A~B\\C&D`.slice(0, 40);
  beforeAll(async () => {
    r = await resulted({ result: 2, sterilizerId: SEED.sterilizer.aAutoclave1, lot });
  });

  test("a reading's message: ER7 as an attachment, parsed by @medplum/core, its fields those of the reading", async () => {
    const res = await download(t.adminA, "BI", r.id);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("x-application/hl7-v2+er7");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="reading-BI-${r.id}.hl7"`);
    expect(res.text.endsWith("\r")).toBe(true);
    expect(res.text).not.toContain("\n");
    const m = Hl7Message.parse(res.text);
    expect(names(m).slice(0, 5)).toEqual(["MSH", "EVN", "SDD", "SCD", "SLT"]);
    expect(field(m.header, 9)).toBe("SCN^S37^SCN_S37");
    expect(field(m.header, 12)).toBe("2.6");
    expect(comp(m.header, 4, 1)).toBe("Hospital A");
    expect(comp(m.header, 4, 2)).toBe(`SQC-C${SEED.company.A}`);
    expect(comp(m.header, 3, 1).length).toBeGreaterThan(0); // the distributor
    expect(field(m.header, 10)).toMatch(new RegExp(`^RBI${r.id}T`));
    expect(comp(m.getSegment("SDD")!, 2, 2)).toBe("SQC-STERILIZER");
    expect(comp(m.getSegment("SLT")!, 4, 1)).toBe(String(r.readNumber));
    const result = obx(m, "BI-RESULT")[0]!;
    expect([comp(result, 5, 1), comp(result, 5, 2), field(result, 8), field(result, 11)]).toEqual(["2", "Positive", "POS", "P"]);
    expect(field(result, 19)).toMatch(/^\d{14}\+0000$/);
    expect(comp(result, 18, 1).length).toBeGreaterThan(0); // the incubator's serial
    // The lot kept its delimiters: escaped on the wire, whole once unescaped, later fields in place.
    const lotObx = obx(m, "LOT")[0]!;
    expect(field(lotObx, 5)).toBe(lot.toUpperCase() === lot ? lot : field(lotObx, 5));
    expect(field(lotObx, 5).toUpperCase()).toBe(lot.toUpperCase());
    expect(field(lotObx, 11)).toBe("P");
  });

  test("GraphQL hl7Message and hl7LoadMessage carry the same segments", async () => {
    const q = await gql(`query($id: ID!) { node(id: $id) { ... on BIReading { readNumber hl7Message hl7LoadMessage } } }`, { id: gid("BIReading", r.id) }, t.adminA);
    expect(q.errors).toBeUndefined();
    const node = q.data.node;
    const rest = Hl7Message.parse((await download(t.adminA, "BI", r.id)).text);
    for (const text of [node.hl7Message, node.hl7LoadMessage]) {
      const m = Hl7Message.parse(text);
      expect(names(m)).toEqual(names(rest));
      expect(obx(m, "LOT")[0]!.getField(5).toString()).toBe(obx(rest, "LOT")[0]!.getField(5).toString());
    }
  });

  test("scoped like the historical browser: another company's id is 404, an operator sees their own sector only", async () => {
    expect((await download(t.adminC, "BI", r.id)).status).toBe(404);
    expect((await download(t.adminC, "BI", r.id, true)).status).toBe(404);
    const q = await gql(`query($id: ID!) { node(id: $id) { ... on BIReading { hl7Message } } }`, { id: gid("BIReading", r.id) }, t.adminC);
    expect(q.data?.node ?? null).toBeNull();
    expect((await download(t.supervisorA, "BI", r.id)).status).toBe(200);

    // A reading of another sector (the theatre incubator's): the Central operator gets 404, the administrator the message.
    const theatre = await resulted({ result: 1, incubatorId: SEED.incubator.aTheatre });
    const admin = Hl7Message.parse((await download(t.adminA, "BI", theatre.id)).text);
    const sector = comp(admin.getSegment("EVN")!, 7, 2);
    expect(sector).not.toBe(`SQC-S${SEED.sector.aCentral}`);
    expect((await download(t.operatorA, "BI", theatre.id)).status).toBe(404);
    const central = await resulted({ result: 1, incubatorId: SEED.incubator.aFixed });
    expect((await download(t.operatorA, "BI", central.id)).status).toBe(200);
  });

  test("unknown kinds and ids are 404, a malformed id 400, no session 401", async () => {
    expect((await download(t.adminA, "XYZ", r.id)).status).toBe(404);
    // (A PRO reading may have the BI's id: ids are per table. This one is none of the company's.)
    expect((await download(t.adminA, "PRO", 2147483001)).status).toBe(404);
    expect((await download(t.adminA, "BI", 2147483000)).status).toBe(404);
    expect((await download(t.adminA, "BI", "abc")).status).toBe(400);
    expect((await api("GET", `/api/hl7/readings/BI/${r.id}`)).status).toBe(401);
  });

  test("a load: the readings of one sterilizer cycle in one message, one SLT and result each", async () => {
    const cycle = `C${uniqueSuffix()}`.slice(0, 20);
    const a = await resulted({ result: 1, sterilizerId: SEED.sterilizer.aAutoclave2, lot: "LOAD-A" });
    const b = await resulted({ result: 2, sterilizerId: SEED.sterilizer.aAutoclave2, lot: "LOAD-B" });
    const other = await resulted({ result: 1, sterilizerId: SEED.sterilizer.aAutoclave1 });
    const edit = await gql(`mutation($ids: [ID!]!, $input: BIReadingInput!) { editBIReadings(ids: $ids, input: $input) { readingId cycle } }`, { ids: [String(a.id), String(b.id), String(other.id)], input: { cycle } }, t.adminA);
    expect(edit.errors).toBeUndefined();
    const res = await download(t.adminA, "BI", a.id, true);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="load-BI-${a.id}.hl7"`);
    const m = Hl7Message.parse(res.text);
    expect(m.getAllSegments("SDD").length).toBe(1);
    expect(comp(m.getSegment("SDD")!, 1, 1)).toBe(cycle);
    expect(comp(m.getSegment("SDD")!, 5, 1)).toBe("FAIL"); // b is positive
    expect(m.getAllSegments("SLT").map((s) => comp(s, 4, 1)).sort()).toEqual([String(a.readNumber), String(b.readNumber)].sort());
    expect(obx(m, "BI-RESULT").map((o) => comp(o, 5, 2)).sort()).toEqual(["Negative", "Positive"]);
    expect(obx(m, "LOT").map((o) => field(o, 5)).sort()).toEqual(["LOAD-A", "LOAD-B"]);
    // The reading's own message holds it alone.
    expect(Hl7Message.parse((await download(t.adminA, "BI", a.id)).text).getAllSegments("SLT").length).toBe(1);
  });
});

// ───────────── destination ─────────────

describe("MLLP destination", () => {
  test("administrators only; validated; REST and GraphQL see the same row", async () => {
    expect((await saveDestination(t.supervisorA, { host: "127.0.0.1", port: 2575, enabled: false })).status).toBe(403);
    expect((await saveDestination(t.operatorA, { host: "127.0.0.1", port: 2575, enabled: false })).status).toBe(403);
    expect((await api("GET", "/api/hl7/destination", { token: t.supervisorA })).status).toBe(403);
    expect((await api("GET", "/api/hl7/deliveries", { token: t.operatorA })).status).toBe(403);

    const bad = await saveDestination(t.adminA, { host: "http://engine/x", port: 0, enabled: "yes" });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.json.errors).sort()).toEqual(["enabled", "host", "port"]);
    const badPort = await saveDestination(t.adminA, { host: "engine.example.org", port: 70000, enabled: true });
    expect(badPort.status).toBe(400);
    expect(badPort.json.errors.port[0]).toMatch(/1 to 65535/);

    const saved = await saveDestination(t.adminA, { host: "engine.example.org", port: 2575, enabled: false, receivingApplication: "ENGINE", receivingFacility: "HOSP-A" });
    expect(saved.status).toBe(200);
    expect(saved.json).toMatchObject({ companyId: SEED.company.A, host: "engine.example.org", port: 2575, enabled: false, receivingApplication: "ENGINE", receivingFacility: "HOSP-A" });
    const q = await gql(`{ mllpDestination { destinationId host port enabled receivingApplication receivingFacility } }`, {}, t.adminA);
    expect(q.data.mllpDestination).toEqual({ destinationId: saved.json.id, host: "engine.example.org", port: 2575, enabled: false, receivingApplication: "ENGINE", receivingFacility: "HOSP-A" });
    const g = await gql(`mutation($input: MllpDestinationInput!) { saveMllpDestination(input: $input) { destinationId port } }`, { input: { host: "engine.example.org", port: 2576, enabled: false } }, t.adminA);
    expect(g.data.saveMllpDestination).toEqual({ destinationId: saved.json.id, port: 2576 });
    const denied = await gql(`{ mllpDestination { host } }`, {}, t.supervisorA);
    expect(denied.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    // Another company sees its own (none), never Hospital A's.
    expect((await api("GET", "/api/hl7/destination", { token: t.adminC })).json).toEqual({ destination: null });
  });

  describe("without WEBHOOK_ALLOW_PRIVATE (a server of this test's own)", () => {
    let server: Instance | null = null;
    const dir = mkdtempSync(join(tmpdir(), "hl7-ssrf-"));
    afterAll(async () => {
      await server?.stop();
      rmSync(dir, { recursive: true, force: true });
    });

    test("loopback, private, metadata addresses and local names are refused at configuration; a public name is accepted", async () => {
      server = await startInstance("ssrf", { DATABASE_URL: "", WEBHOOK_ALLOW_PRIVATE: "0", TOKEN_SECRET: "hl7-ssrf-secret", NODE_ENV: "test", LOG_LEVEL: "warn" }, dir);
      const token = await signInAt(server.url, "admin@hospital-a.test");
      // Every spelling of those addresses too (issue 33 L6: "127.1" and the like were saved): tests/unit/outgoing-addresses.test.ts has them all.
      for (const host of ["127.0.0.1", "10.0.0.8", "192.168.1.10", "169.254.169.254", "::1", "localhost", "metadata.google.internal", "engine.local", "127.1", "0", "2130706433", "0x7f000001", "0177.0.0.1", "[::]", "::ffff:127.0.0.1", "0.0.0.0", "2852039166"]) {
        const res = await api("PUT", "/api/hl7/destination", { baseUrl: server.url, token, body: { host, port: 2575, enabled: true } });
        expect({ host, status: res.status }).toEqual({ host, status: 400 });
        expect(res.json.errors.host[0]).toMatch(/WEBHOOK_ALLOW_PRIVATE/);
      }
      // The webhook URL, saved on the same server, refuses the same spellings.
      const rows = (await api("GET", "/api/Suscriptions/GetLicensesByIndicatorTypes", { baseUrl: server.url, token })).json as Record<string, unknown>[];
      for (const url of ["http://127.1:9/hook", "http://2130706433:9/hook", "http://[::ffff:127.0.0.1]:9/hook", "http://0177.0.0.1:9/hook"]) {
        const res = await api("POST", "/api/Suscriptions/Save", { baseUrl: server.url, token, body: [{ ...rows[0], suscribed: true, url }] });
        expect({ url, status: res.status }).toEqual({ url, status: 400 });
        expect(res.text).toMatch(/WEBHOOK_ALLOW_PRIVATE/);
      }
      const ok = await api("PUT", "/api/hl7/destination", { baseUrl: server.url, token, body: { host: "engine.example.org", port: 2575, enabled: true } });
      expect(ok.status).toBe(200);
      const g = await api("POST", "/graphql", { baseUrl: server.url, token, body: { query: `mutation { saveMllpDestination(input: { host: "127.0.0.1", port: 2575, enabled: true }) { host } }` } });
      expect(g.json.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    }, 180_000);
  });
});

// ───────────── push ─────────────

describe("push over MLLP", () => {
  test("a reading that gets its result reaches the interface engine, parsed and ACKed AA: delivered", async () => {
    const engine = await listen(["AA"]);
    listeners.push(engine);
    const dest = await saveDestination(t.adminA, { host: "127.0.0.1", port: engine.port, enabled: true, receivingApplication: "ENGINE", receivingFacility: "HOSP-A" });
    expect(dest.status).toBe(200);
    const r = await resulted({ result: 1, sterilizerId: SEED.sterilizer.aAutoclave1, lot: "PUSH-1" });
    const controlId = `QBI${r.id}D${dest.json.id}`;
    const [m] = await engine.waitFor(controlId);
    expect(field(m!.header, 9)).toBe("SCN^S37^SCN_S37");
    expect([field(m!.header, 5), field(m!.header, 6)]).toEqual(["ENGINE", "HOSP-A"]);
    expect(comp(m!.getSegment("SLT")!, 4, 1)).toBe(String(r.readNumber));
    expect(comp(obx(m!, "BI-RESULT")[0]!, 5, 2)).toBe("Negative");
    expect(field(obx(m!, "LOT")[0]!, 5)).toBe("PUSH-1");
    const d = await deliveryOf(r.id);
    expect(d).toMatchObject({ status: "delivered", attempts: 1, ackCode: "AA", lastError: null, nextAttemptAt: null, controlId });
    expect(d.deliveredAt).toEqual(expect.any(String));
    expect(Hl7Message.parse(d.message).header.getField(10).toString()).toBe(controlId);
    const g = await gql(`{ mllpDeliveries(first: 200) { deliveryId readingKind readingId controlId status attempts ackCode } }`, {}, t.adminA);
    expect(g.data.mllpDeliveries.find((x: any) => x.readingId === r.id)).toMatchObject({ deliveryId: d.id, readingKind: "BI", controlId, status: "delivered", attempts: 1, ackCode: "AA" });
  });

  test("a result reported twice is sent once", async () => {
    const engine = await listen(["AA"]);
    listeners.push(engine);
    const dest = await saveDestination(t.adminA, { host: "127.0.0.1", port: engine.port, enabled: true });
    const r = await resulted({ result: 2, resultTwice: true });
    await engine.waitFor(`QBI${r.id}D${dest.json.id}`);
    expect((await deliveryOf(r.id)).status).toBe("delivered");
    await Bun.sleep(300);
    expect(engine.received.filter((x) => x.includes(`QBI${r.id}D`)).length).toBe(1);
  });

  test("AE then AA: the same message (same control id) again after the retry wait, then delivered", async () => {
    const engine = await listen(["AE", "AA"]);
    listeners.push(engine);
    const dest = await saveDestination(t.adminA, { host: "127.0.0.1", port: engine.port, enabled: true });
    const live = await resulted({ noResult: true, sterilizerId: SEED.sterilizer.aAutoclave1, minutesAgo: 25 });
    expect((await api("POST", "/api/test/readings/set-result", { body: { id: live.id, result: 1 } })).status).toBe(200);
    const controlId = `QBI${live.id}D${dest.json.id}`;
    const both = await engine.waitFor(controlId, 2);
    expect(both[0]!.toString()).toBe(both[1]!.toString());
    const d = await deliveryOf(live.id);
    expect(d).toMatchObject({ status: "delivered", attempts: 2, ackCode: "AA", lastError: null });
  });

  test("AE every time: failed after the last attempt, with the ACK code and its reason", async () => {
    const engine = await listen(["AE"]);
    listeners.push(engine);
    const dest = await saveDestination(t.adminA, { host: "127.0.0.1", port: engine.port, enabled: true });
    const r = await resulted({ result: 1 });
    const d = await deliveryOf(r.id, true, 30_000);
    expect(d).toMatchObject({ status: "failed", attempts: 6, ackCode: "AE", nextAttemptAt: null });
    expect(d.lastError).toMatch(/^ACK AE/);
    expect((await engine.waitFor(`QBI${r.id}D${dest.json.id}`, 6)).length).toBe(6);
  }, 60_000);

  test("no listener: connection failures are retried and recorded; a destination switched off queues nothing more", async () => {
    const closedPort = await new Promise<number>((ok) => {
      const s = net.createServer();
      s.listen(0, "127.0.0.1", () => {
        const p = (s.address() as net.AddressInfo).port;
        s.close(() => ok(p));
      });
    });
    await saveDestination(t.adminA, { host: "127.0.0.1", port: closedPort, enabled: true });
    const r = await resulted({ result: 1 });
    const d = await deliveryOf(r.id, false);
    const deadline = Date.now() + 10_000;
    let seen = d;
    while (Date.now() < deadline && !(seen.attempts >= 1 && seen.lastError)) {
      await Bun.sleep(100);
      seen = await deliveryOf(r.id, false);
    }
    expect(seen.lastError).toMatch(/ECONNREFUSED|closed|connect/i);
    expect(seen.ackCode).toBeNull();

    await saveDestination(t.adminA, { host: "127.0.0.1", port: closedPort, enabled: false });
    const after = await resulted({ result: 1 });
    await Bun.sleep(500);
    const list = (await api("GET", "/api/hl7/deliveries", { token: t.adminA, query: { take: 200 } })).json;
    expect(list.some((x: any) => x.readingId === after.id && x.readingKind === "BI")).toBe(false);
    // The pending one ends as failed at its next attempt: the destination is off.
    const ended = await deliveryOf(r.id, true, 15_000);
    expect(ended).toMatchObject({ status: "failed", lastError: "The destination was switched off before delivery." });
  }, 40_000);
});
