// Fair shares of expensive work (server/limits/fair.ts), on the real Redis the instances share
// (127.0.0.1:6379 on the project's machines and in CI; TEST_REDIS_URL overrides): a user's and a
// company's shares, the wait and its refusal, the leases of a dead instance lapsing, and this
// instance's lanes handed to waiting companies in turn.
import { afterAll, afterEach, beforeAll, describe, expect, test } from "bun:test";
import Redis from "ioredis";
import type { Principal } from "../../server/auth/principal";
import { closeFairShares, fairLimits, initFairShares, sharesOf, takeShare, waitingForLane } from "../../server/limits/fair";
import { TooManyAttempts } from "../../server/domain/errors";

const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `sqc-unit-fair-${Date.now().toString(36)}`;
const saved = { ...fairLimits };
let redis: Redis;
let nextUser = 1;

const someone = (companyId: number): Principal => ({ userId: nextUser++, companyId, kind: "COMPANY" }) as Principal;
const refusal = (p: Promise<unknown>) => p.then(() => null, (e) => e);

beforeAll(async () => {
  await initFairShares(url, prefix);
  redis = new Redis(url);
});
afterEach(() => Object.assign(fairLimits, saved));
afterAll(async () => {
  await closeFairShares();
  const keys = await redis.keys(`${prefix}:*`);
  if (keys.length) await redis.del(...keys);
  redis.disconnect();
});

describe("shares across instances (Redis)", () => {
  test("a user's second piece of work waits for the first; a colleague's does not; the company's limit holds", async () => {
    Object.assign(fairLimits, { perUser: 1, perCompany: 2, maxWaitMs: 300, lanes: 10 });
    const [alice, bob, carol] = [someone(9001), someone(9001), someone(9001)];
    const giveAlice = await takeShare(alice);
    expect(await refusal(takeShare(alice))).toBeInstanceOf(TooManyAttempts); // waited 300 ms for her own work
    const giveBob = await takeShare(bob); // a colleague has a share of his own
    const carolWaits = takeShare(carol); // the company's two shares are taken: Carol waits...
    giveAlice(); // ...until one is given back
    const giveCarol = await carolWaits;
    expect(await redis.zcard(`${prefix}:fair:${sharesOf(carol).company}`)).toBe(2);
    giveBob();
    giveCarol();
    // Given back in Redis, where every instance counts them.
    const deadline = Date.now() + 2000;
    while ((await redis.zcard(`${prefix}:fair:${sharesOf(carol).company}`)) && Date.now() < deadline) await Bun.sleep(10);
    expect(await redis.zcard(`${prefix}:fair:${sharesOf(carol).company}`)).toBe(0);
  });

  test("another company never waits for this one's work", async () => {
    Object.assign(fairLimits, { perUser: 1, perCompany: 1, maxWaitMs: 200, lanes: 10 });
    const flooding = someone(9002);
    const give = await takeShare(flooding);
    const t0 = performance.now();
    const other = await takeShare(someone(9003));
    expect(performance.now() - t0).toBeLessThan(150); // taken at once, not after the 200 ms wait
    other();
    give();
  });

  test("a share held by another instance counts; once that instance stops renewing it, it lapses", async () => {
    Object.assign(fairLimits, { perUser: 1, perCompany: 5, maxWaitMs: 200, lanes: 10 });
    const p = someone(9004);
    const { user, company } = sharesOf(p);
    // Another instance's lease, as its script writes it, still valid...
    const now = Number((await redis.time())[0]) * 1000;
    await redis.zadd(`${prefix}:fair:${user}`, now + 60_000, "other-instance");
    await redis.zadd(`${prefix}:fair:${company}`, now + 60_000, "other-instance");
    expect(await refusal(takeShare(p))).toBeInstanceOf(TooManyAttempts);
    // ...and the same lease after its instance died (not renewed past its expiry).
    await redis.zadd(`${prefix}:fair:${user}`, now - 1, "other-instance");
    await redis.zadd(`${prefix}:fair:${company}`, now - 1, "other-instance");
    const give = await takeShare(p);
    give();
  });

  test("a user may not queue more than maxQueuedPerUser pieces of work on one instance: the rest is refused at once", async () => {
    Object.assign(fairLimits, { perUser: 1, perCompany: 5, maxWaitMs: 2000, maxQueuedPerUser: 2, lanes: 10 });
    const p = someone(9005);
    const give = await takeShare(p);
    const queued = [takeShare(p), takeShare(p)];
    const t0 = performance.now();
    expect(await refusal(takeShare(p))).toBeInstanceOf(TooManyAttempts);
    expect(performance.now() - t0).toBeLessThan(1000); // not after the 2 s wait
    give();
    // Either waiter may be first; when it gives its share back, the other gets it.
    (await Promise.race(queued))();
    for (const giveBack of await Promise.all(queued)) giveBack();
  });
});

describe("this instance's lanes", () => {
  test("a free lane goes to the companies waiting in turn: one flooding company does not go twice in a row", async () => {
    Object.assign(fairLimits, { perUser: 10, perCompany: 10, maxWaitMs: 5000, lanes: 1 });
    const flood = someone(9006);
    const order: string[] = [];
    const first = await takeShare(flood);
    // Each waiter, given the lane, notes its turn and gives it back at once.
    const turn = (name: string, p: Principal) => takeShare(p).then((give) => (order.push(name), give()));
    const waiting = [turn("flood-1", flood), turn("flood-2", flood)];
    while (waitingForLane() < 2) await Bun.sleep(1);
    waiting.push(turn("other", someone(9007)));
    while (waitingForLane() < 3) await Bun.sleep(1);
    first();
    await Promise.all(waiting);
    // The flooding company queued first, so it goes first; the other company goes next, not after all of it.
    expect(order).toEqual(["flood-1", "other", "flood-2"]);
  });
});
