// One tenant must never stall the others (issue 33): two instances on a scratch PostgreSQL
// database sharing Redis; Clinic C's administrator asks `{ viewer { email } }` one request after
// the other, first on a quiet server, then while Hospital A's administrator floods both
// instances with the heaviest GraphQL request the limits allow (`nodes` with 100 BI readings,
// every column and audit trail, just under the cost limit). Prints the victim's latencies and
// what became of the flood's requests.
//
//   bun bench/fairness.ts [--instances 2] [--concurrency 8] [--requests 300] [--unfair]
//
// --unfair lifts the fair shares (FAIR_PER_USER / FAIR_PER_COMPANY 10,000): the server as it was.
// Needs PostgreSQL (TEST_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test) and
// Redis (TEST_REDIS_URL, default redis://127.0.0.1:6379).
import { parseArgs, percentile } from "./args";
import { startCluster, dropRedisKeys } from "../tests/helpers/cluster";
import { createPostgresDatabase } from "../tests/helpers/databases";
import { flood, heaviestQuery, lightLatencies, signInOn } from "../tests/helpers/flood";

const o = parseArgs(process.argv.slice(2), { instances: 2, concurrency: 8, requests: 300, unfair: false }, { "--instances": ["instances", "number"], "--concurrency": ["concurrency", "number"], "--requests": ["requests", "number"], "--unfair": ["unfair", "flag"] });
const PG = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";
const REDIS = process.env.TEST_REDIS_URL ?? "redis://127.0.0.1:6379";
const prefix = `sqc-bench-fair-${Date.now().toString(36)}`;

const db = await createPostgresDatabase(PG, "sqc_bench_fair");
const cluster = await startCluster(o.instances, {
  DATABASE_URL: db.url,
  REDIS_URL: REDIS,
  REDIS_PREFIX: prefix,
  TOKEN_SECRET: "bench-secret",
  NODE_ENV: "production",
  ...(o.unfair ? { FAIR_PER_USER: "10000", FAIR_PER_COMPANY: "10000" } : {}),
});
try {
  const urls = cluster.instances.map((i) => i.url);
  const attacker = await signInOn(urls[0]!, "admin@hospital-a.test", "localhost");
  const victim = await signInOn(urls[0]!, "admin@clinic-c.test", "127.0.0.1");
  const victimUrls = urls.map((u) => u.replace("localhost", "127.0.0.1"));
  console.log(`heaviest request: cost ${heaviestQuery().cost}; ${o.instances} instances, ${o.concurrency} flooding loops each${o.unfair ? ", fair shares lifted" : ""}`);
  await lightLatencies(victimUrls, victim, 50); // warm-up
  const idle = await lightLatencies(victimUrls, victim, o.requests);
  const f = flood(urls, attacker, o.concurrency);
  const started = performance.now();
  await f.answered(o.instances * 2);
  const busy = await lightLatencies(victimUrls, victim, o.requests);
  const seconds = (performance.now() - started) / 1000;
  await f.stop();
  const ms = (v: number) => `${v.toFixed(1)} ms`;
  console.log(`victim idle:    p50 ${ms(percentile(idle, 50))}  p95 ${ms(percentile(idle, 95))}  max ${ms(idle.at(-1)!)}`);
  console.log(`victim flooded: p50 ${ms(percentile(busy, 50))}  p95 ${ms(percentile(busy, 95))}  max ${ms(busy.at(-1)!)}  (p95 ${(percentile(busy, 95) / percentile(idle, 95)).toFixed(2)}× idle)`);
  console.log(`flood over ${seconds.toFixed(1)} s: ${f.counts.done} answered (${(f.counts.done / seconds).toFixed(1)}/s), ${f.counts.busy} refused 429, ${f.counts.other} other${f.firstOther ? ` (first: ${f.firstOther})` : ""}`);
} finally {
  await cluster.stop();
  await db.drop();
  await dropRedisKeys(REDIS, prefix);
}
