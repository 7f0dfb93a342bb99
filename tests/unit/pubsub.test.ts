// The event bus (server/pubsub.ts): a subscriber that does not read (a stalled browser tab)
// never makes publish() fail; it keeps the newest SUBSCRIBER_BUFFER events, in order.
import { expect, test } from "bun:test";
import { boundedPubSub, SUBSCRIBER_BUFFER } from "../../server/pubsub";

test("a subscriber far behind loses its oldest events, and the publisher never fails", async () => {
  const pubsub = boundedPubSub();
  const slow = pubsub.subscribe("reading:company", 1);
  const other = pubsub.subscribe("reading:company", 2);
  const first = slow.next(); // registered: a repeater starts on its first next()
  const otherFirst = other.next();
  const total = SUBSCRIBER_BUFFER * 2 + 10;
  for (let id = 1; id <= total; id++) expect(() => pubsub.publish("reading:company", 1, { kind: "BI", id, state: "LIVE" })).not.toThrow();
  expect((await first).value.id).toBe(1);
  const ids: number[] = [];
  for (let i = 0; i < SUBSCRIBER_BUFFER; i++) ids.push(((await slow.next()).value as { id: number }).id);
  expect(ids).toEqual(Array.from({ length: SUBSCRIBER_BUFFER }, (_, i) => total - SUBSCRIBER_BUFFER + 1 + i));
  // another company's subscriber heard nothing
  pubsub.publish("reading:company", 2, { kind: "BI", id: 7, state: "LIVE" });
  expect(((await otherFirst).value as { id: number }).id).toBe(7);
  await slow.return();
  await other.return();
});
