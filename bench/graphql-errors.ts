// What refusals cost, with graphql-jit and without (issue 33: jit's error class, patched so that
// Bun's refusal of its stack capture no longer turns refusals into internal errors). One
// instance in the production configuration on a scratch PostgreSQL database, once with
// graphql-jit and once with GRAPHQL_JIT=0; for each, requests one after the other:
//   - refused: an anonymous `sectors` (UNAUTHENTICATED) and a signed-in operator's `appLog`
//     (FORBIDDEN), and a variable that does not coerce (BAD_USER_INPUT);
//   - answered: the operator's first 20 sectors.
// Prints the median and p95 of each, the codes seen, and the server's output lines per refusal.
//
//   bun bench/graphql-errors.ts [--requests 400]
// Needs PostgreSQL (TEST_DATABASE_URL, default postgresql://postgres@127.0.0.1:5432/test).
import { parseArgs, percentile } from "./args";
import { startInstance } from "../tests/helpers/cluster";
import { createPostgresDatabase } from "../tests/helpers/databases";
import { signInOn } from "../tests/helpers/flood";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";

const o = parseArgs(process.argv.slice(2), { requests: 400 }, { "--requests": ["requests", "number"] });
const PG = process.env.TEST_DATABASE_URL ?? "postgresql://postgres@127.0.0.1:5432/test";

const CASES: Record<string, { query: string; variables?: object; signedIn: boolean }> = {
  UNAUTHENTICATED: { query: "{ sectors(first: 1) { edges { cursor } } }", signedIn: false },
  FORBIDDEN: { query: "{ appLog(first: 1) { edges { cursor } } }", signedIn: true },
  BAD_USER_INPUT: { query: "query($n: Int!) { sectors(first: $n) { edges { cursor } } }", variables: { n: "many" }, signedIn: true },
  answered: { query: "{ sectors(first: 20) { edges { node { id name } } } }", signedIn: true },
};

const db = await createPostgresDatabase(PG, "sqc_bench_errors");
const dir = mkdtempSync(join(tmpdir(), "sqc-bench-errors-"));
try {
  for (const jit of [true, false]) {
    const server = await startInstance(jit ? "jit" : "nojit", { DATABASE_URL: db.url!, NODE_ENV: "production", TOKEN_SECRET: "bench", ...(jit ? {} : { GRAPHQL_JIT: "0" }) }, dir);
    try {
      const token = await signInOn(server.url, "operator@hospital-a.test", "localhost");
      console.log(jit ? "graphql-jit on" : "graphql-jit off (GRAPHQL_JIT=0)");
      for (const [name, c] of Object.entries(CASES)) {
        const ms: number[] = [];
        const codes = new Set<string>();
        const linesBefore = server.log().split("\n").length;
        for (let i = 0; i < o.requests; i++) {
          const t = performance.now();
          const r = await fetch(`${server.url}/graphql`, { method: "POST", headers: { "content-type": "application/json", ...(c.signedIn ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify({ query: c.query, variables: c.variables }) });
          const body = (await r.json()) as { errors?: { extensions?: { code?: string } }[] };
          ms.push(performance.now() - t);
          codes.add(body.errors?.[0]?.extensions?.code ?? "data");
        }
        ms.sort((a, b) => a - b);
        const lines = server.log().split("\n").length - linesBefore;
        console.log(`  ${name.padEnd(16)} median ${percentile(ms, 50).toFixed(2)} ms  p95 ${percentile(ms, 95).toFixed(2)} ms  codes ${[...codes].join(",")}  log lines ${lines}`);
      }
    } finally {
      await server.stop();
    }
  }
} finally {
  await db.drop();
  rmSync(dir, { recursive: true, force: true });
}
