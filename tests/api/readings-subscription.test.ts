// The readingChanged subscription over graphql-ws (docs/readings-api.md "GraphQL"; issue 4
// "Live screens update through a GraphQL subscription"): a screen hears about edits made by
// other sessions over REST, about the agent's new readings and results, and about moves;
// an operator hears only about its own sector's readings; a company never hears about
// another company's readings.
//
// Fresh readings only: Hospital A through the agent API (on the seeded incubators of Central
// Sterile and of the Operating Theatre), Hospital B through the TEST_HOOKS reading hook.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { subscribe } from "../helpers";
import { SEED, expectOk, tokensOf } from "../helpers/company";
import { agentProvisional, agentResult, agentStart, collect, getDetail, gid, hookProvisional, put, retireCreated, rowOf, toHistorical } from "../helpers/readings";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB" | "sysadmin">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB", "sysadmin");
});
afterAll(retireCreated);

const SUB = `subscription { readingChanged { kind readingId nodeId state } }`;
type Listener = ReturnType<typeof collect>;

async function listen(token: string): Promise<Listener> {
  const sub = subscribe(SUB, token);
  await sub.connected;
  const l = collect(sub);
  await Bun.sleep(150); // the subscription is registered on the server
  return l;
}
const about = (kind: string, id: number) => (e: any) => e.data?.readingChanged?.kind === kind && e.data.readingChanged.readingId === id;
const eventsAbout = (l: Listener, kind: string, id: number) => l.events.filter(about(kind, id));

describe("readingChanged", () => {
  test("a REST edit by another session reaches the administrator's subscription: { kind, readingId, nodeId (global), state }", async () => {
    const r = await agentProvisional("BI");
    const l = await listen(t.adminA);
    try {
      expectOk(await put(t.supervisorA, "ReadingBI", { id: r.id, notes: "seen live" }));
      const e = await l.waitFor(about("BI", r.id));
      expect(e.errors).toBeUndefined();
      expect(e.data.readingChanged).toEqual({ kind: "BI", readingId: r.id, nodeId: gid("BIReading", r.id), state: "PROVISIONAL" });
      // the move to historical is an event too, with the new state
      expectOk(await toHistorical(t.supervisorA, "ReadingBI", { id: r.id, productId: 1, loteProduct: "SUB", conditionSCIB: 2 }));
      await l.waitFor((x) => about("BI", r.id)(x) && x.data.readingChanged.state === "HISTORICAL");
    } finally {
      await l.stop();
    }
  });

  test("the event carries the reading as it is now, with the subscriber's selection (the screens update their rows from it)", async () => {
    const r = await agentProvisional("BI");
    const sub = subscribe(`subscription { readingChanged { kind readingId reading { __typename id readNumber state ... on BIReading { notes sectorName } } } }`, t.adminA);
    await sub.connected;
    const l = collect(sub);
    await Bun.sleep(150);
    try {
      expectOk(await put(t.supervisorA, "ReadingBI", { id: r.id, notes: "carried by the event" }));
      const e = await l.waitFor((x) => about("BI", r.id)(x) && x.data.readingChanged.reading?.notes === "carried by the event");
      expect(e.errors).toBeUndefined();
      const reading = e.data.readingChanged.reading;
      expect(reading).toMatchObject({ __typename: "BIReading", id: gid("BIReading", r.id), state: "PROVISIONAL", notes: "carried by the event" });
      expect(reading.readNumber).toBeGreaterThan(0);
      expect(reading.sectorName.length).toBeGreaterThan(0);
    } finally {
      await l.stop();
    }
  });

  test("PRO edits and the agent's new reading and result reach it too (LIVE, then PROVISIONAL)", async () => {
    const l = await listen(t.adminA);
    try {
      const pro = await agentProvisional("PRO");
      await l.waitFor((x) => about("PRO", pro.id)(x) && x.data.readingChanged.state === "PROVISIONAL");
      expectOk(await put(t.operatorA, "ReadingPRO", { id: pro.id, cycle: "77" }));
      await l.waitFor((x) => about("PRO", pro.id)(x) && x.data.readingChanged.nodeId === gid("PROReading", pro.id));
      const live = await agentStart("BI");
      await l.waitFor((x) => about("BI", live.id)(x) && x.data.readingChanged.state === "LIVE");
      await agentResult(live);
      await l.waitFor((x) => about("BI", live.id)(x) && x.data.readingChanged.state === "PROVISIONAL");
    } finally {
      await l.stop();
    }
  });

  test("the operator's subscription hears its own sector's readings but not an edit or a viewed mark of a reading of another sector", async () => {
    const theatre = await agentProvisional("BI", { where: "theatre" });
    const central = await agentProvisional("BI");
    expect((await rowOf(t.adminA, "ReadingBI", theatre.id))!.sectorId).toBe(SEED.sector.aTheatre);
    expect((await rowOf(t.adminA, "ReadingBI", central.id))!.sectorId).toBe(SEED.sector.aCentral);
    const op = await listen(t.operatorA);
    const admin = await listen(t.adminA);
    try {
      expect((await getDetail(t.adminA, "ReadingBI", theatre.id)).json.viewed).toBe(true);
      expectOk(await put(t.adminA, "ReadingBI", { id: theatre.id, notes: "theatre edit" }));
      expectOk(await put(t.adminA, "ReadingBI", { id: central.id, notes: "central edit" }));
      // The central edit, made after the theatre one, is the marker: events reach a subscriber
      // in the order they were published, so once the operator heard it, the theatre edit (and
      // the viewed mark before it) would have arrived first. The administrator did hear them.
      await op.waitFor(about("BI", central.id));
      await admin.waitFor(about("BI", central.id));
      expect(eventsAbout(admin, "BI", theatre.id).length).toBeGreaterThanOrEqual(2);
      expect(eventsAbout(op, "BI", theatre.id)).toEqual([]);
    } finally {
      await op.stop();
      await admin.stop();
    }
  });

  test("the operator's subscription does not hear the agent's new reading or result in another sector either", async () => {
    const op = await listen(t.operatorA);
    const admin = await listen(t.adminA);
    try {
      const theatre = await agentStart("BI", { where: "theatre" });
      await agentResult(theatre);
      await admin.waitFor((x) => about("BI", theatre.id)(x) && x.data.readingChanged.state === "PROVISIONAL");
      // a marker in the operator's sector: everything before it has been delivered
      const central = await agentStart("BI");
      await op.waitFor(about("BI", central.id));
      expect(eventsAbout(op, "BI", theatre.id)).toEqual([]);
    } finally {
      await op.stop();
      await admin.stop();
    }
  });

  test("Hospital B's subscription receives nothing of Hospital A; Hospital A's nothing of Hospital B", async () => {
    const b = await hookProvisional("B", "BI");
    const a = await agentProvisional("BI");
    const subB = await listen(t.adminB);
    const subA = await listen(t.adminA);
    try {
      expectOk(await put(t.adminA, "ReadingBI", { id: a.id, notes: "A only" }));
      const aLive = await agentStart("PRO");
      await agentResult(aLive);
      await subA.waitFor((x) => about("PRO", aLive.id)(x) && x.data.readingChanged.state === "PROVISIONAL");
      // B's own edit comes after A's events: once B hears it, A's would have arrived
      expectOk(await put(t.adminB, "ReadingBI", { id: b.id, notes: "B only" }));
      await subB.waitFor(about("BI", b.id));
      // ...and an edit of A's own after B's: once A hears it, B's would have arrived
      await subA.waitFor(about("BI", a.id));
      const seenA = subA.events.length;
      expectOk(await put(t.adminA, "ReadingBI", { id: a.id, notes: "A after B" }));
      await subA.waitFor((x) => subA.events.indexOf(x) >= seenA && about("BI", a.id)(x));
      const foreignToB = subB.events.filter((e) => !(e.data?.readingChanged?.kind === "BI" && e.data.readingChanged.readingId === b.id));
      expect(foreignToB).toEqual([]);
      expect(eventsAbout(subA, "BI", b.id)).toEqual([]);
    } finally {
      await subB.stop();
      await subA.stop();
    }
  });

  test("anonymous and system-user subscriptions get an error, never an event", async () => {
    for (const token of [null, t.sysadmin]) {
      const sub = subscribe(SUB, token);
      let outcome: string;
      try {
        const first = await sub.next(3000);
        outcome = first.errors?.length ? `error ${String(first.errors[0]!.extensions?.code ?? first.errors[0]!.message)}` : `event ${JSON.stringify(first.data)}`;
      } catch (e) {
        outcome = `closed ${(e as Error).message}`;
      } finally {
        await sub.dispose().catch(() => undefined);
      }
      expect(outcome.startsWith("event")).toBe(false);
      expect(outcome).not.toMatch(/no subscription event within/);
    }
  });
});
