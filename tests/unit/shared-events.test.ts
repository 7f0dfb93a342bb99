// Live fan-out (server/graphql/shared-events.ts): an event's execution is shared by the
// subscribers with the same operation and view, and never by subscribers whose results may
// differ (another company or role, other variables, or a resolver that read the user's id).
import { describe, expect, test } from "bun:test";
import { buildSchema, parse, type ExecutionResult } from "graphql";
import { createPubSub } from "graphql-yoga";
import { mapEvents, subscribeShared } from "../../server/graphql/shared-events";

const pubsub = createPubSub<{ changed: [payload: { id: number }] }>();
let executions = 0;
const schema = buildSchema(`
  type Event { id: Int! label(prefix: String): String! viewer: Int! }
  type Query { ok: Boolean }
  type Subscription { changed: Event! }
`);
const fields = schema.getSubscriptionType()!.getFields();
fields.changed!.subscribe = () => pubsub.subscribe("changed");
fields.changed!.resolve = (e) => e;
const event = schema.getType("Event") as any;
event.getFields().label.resolve = (e: { id: number }, a: { prefix?: string }, ctx: any) => {
  executions++;
  return `${a.prefix ?? ""}${e.id}@${ctx.principal.companyId}`;
};
event.getFields().viewer.resolve = (_e: unknown, _a: unknown, ctx: any) => ctx.principal.userId;

const principal = (userId: number, companyId: number, userType = 0) => ({ userId, email: `${userId}@x`, kind: "COMPANY", userType, distributorId: 1, companyId, sectorId: null, languageId: 1, sessionId: `s${userId}`, expiresAt: new Date() });

async function listen(query: string, p: ReturnType<typeof principal>, variables?: Record<string, unknown>) {
  const stream = (await subscribeShared({ schema, document: parse(query), contextValue: { principal: p, clientIp: "127.0.0.1" }, variableValues: variables })) as AsyncIterableIterator<ExecutionResult>;
  return { next: () => stream.next().then((r) => r.value as ExecutionResult), stop: () => stream.return!() };
}

describe("shared subscription events", () => {
  test("one execution per event for subscribers with the same operation and view, the same result", async () => {
    const q = `subscription { changed { id label } }`;
    const subs = await Promise.all([1, 2, 3].map((u) => listen(q, principal(u, 7))));
    executions = 0;
    const got = subs.map((s) => s.next());
    pubsub.publish("changed", { id: 41 });
    const results = await Promise.all(got);
    expect(results.map((r) => r.data)).toEqual([1, 2, 3].map(() => ({ changed: { id: 41, label: "41@7" } })));
    expect(executions).toBe(1);
    expect(results[1]).toBe(results[0]!);
    await Promise.all(subs.map((s) => s.stop()));
  });

  test("another company, role or variables: an execution of its own", async () => {
    const q = `subscription($p: String) { changed { label(prefix: $p) } }`;
    const subs = [await listen(q, principal(1, 7)), await listen(q, principal(2, 8)), await listen(q, principal(3, 7, 2)), await listen(q, principal(4, 7), { p: "#" })];
    executions = 0;
    const got = subs.map((s) => s.next());
    pubsub.publish("changed", { id: 5 });
    const labels = (await Promise.all(got)).map((r) => (r.data as any).changed.label);
    expect(labels).toEqual(["5@7", "5@8", "5@7", "#5@7"]);
    expect(executions).toBe(4);
    await Promise.all(subs.map((s) => s.stop()));
  });

  test("a resolver that reads the user's id makes the result personal: each subscriber gets its own", async () => {
    const q = `subscription { changed { id viewer } }`;
    const subs = await Promise.all([11, 12, 13].map((u) => listen(q, principal(u, 7))));
    const got = subs.map((s) => s.next());
    pubsub.publish("changed", { id: 9 });
    expect((await Promise.all(got)).map((r) => (r.data as any).changed.viewer)).toEqual([11, 12, 13]);
    await Promise.all(subs.map((s) => s.stop()));
  });

  test("unsubscribing ends the source at once, without waiting for another event", async () => {
    const s = await listen(`subscription { changed { id } }`, principal(1, 7));
    const pending = s.next();
    await s.stop();
    expect(await Promise.race([pending.then(() => "ended"), Bun.sleep(500).then(() => "waiting")])).toBe("ended");
  });

  test("events are mapped as they arrive, not one at a time as the socket asks, and handed out in order", async () => {
    const source = pubsub.subscribe("changed");
    const mapped = mapEvents(source, async (e) => (await Bun.sleep(60), (e as { id: number }).id));
    const first = mapped.next(); // starts the source
    const t0 = performance.now();
    for (let id = 1; id <= 5; id++) pubsub.publish("changed", { id });
    const ids = [(await first).value];
    for (let i = 0; i < 4; i++) ids.push((await mapped.next()).value);
    expect(ids).toEqual([1, 2, 3, 4, 5]);
    expect(performance.now() - t0).toBeLessThan(250); // one after another would take 300 ms
    await mapped.return!();
  });
});
