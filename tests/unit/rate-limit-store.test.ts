// Rate-limit counters shared through Redis (REDIS_URL): two limiters made as two instances
// would make them count together, and a lock taken through one holds through the other.
// Redis runs on 127.0.0.1:6379 on the project's machines and in CI (TEST_REDIS_URL overrides).
import { afterAll, beforeAll, expect, test } from "bun:test";
import { closeLimitStore, initLimitStore, makeLimiter } from "../../server/limits/store";

const url = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const rule = { points: 3, seconds: 60, lockSeconds: 60 };

beforeAll(() => initLimitStore(url));
afterAll(() => closeLimitStore());

test("two instances' limiters share one count and one lock in Redis", async () => {
  const name = `unit-${Date.now()}-${Math.random().toString(36).slice(2)}`;
  const instanceA = makeLimiter(name, rule);
  const instanceB = makeLimiter(name, rule);
  await instanceA.consume("10.0.0.1");
  await instanceB.consume("10.0.0.1");
  await instanceA.consume("10.0.0.1");
  const refused = await instanceB.consume("10.0.0.1").then(() => null, (r) => r);
  expect(refused?.msBeforeNext).toBeGreaterThan(50_000); // locked for lockSeconds
  expect((await instanceA.get("10.0.0.1"))?.consumedPoints).toBe(4);
  expect((await instanceB.get("10.0.0.2"))).toBeNull();
});
