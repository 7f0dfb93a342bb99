// `npm run simulate` end to end: the simulator, run as a child process against the server
// under test for 20 s, brings BI and protein readings from LIVE to PROVISIONAL; run again
// behind a proxy that loses one answer in three, it retries and still makes exactly one
// reading per incubation. Only simulated incubators are used (--simulated-only), so the
// seeded ones stay as other suites expect them.
import { afterAll, describe, expect, test } from "bun:test";
import { resolve } from "node:path";
import { BASE_URL, uniqueSuffix } from "../helpers";
import { tokenOf } from "../helpers/company";
import { api } from "../helpers/http";

const root = resolve(import.meta.dir, "../..");

interface Run {
  code: number;
  out: string;
  summary: { started: number; bi: number; pro: number; retries: number; errors: number };
}

async function simulate(url: string, prefix: string, durationS: number, extra: string[] = []): Promise<Run> {
  const proc = Bun.spawn([process.execPath, "run", "scripts/simulate.ts", "--url", url, "--duration", String(durationS), "--simulated-only", "--prefix", prefix, "--incubators", "3", "--seed", "7", ...extra], {
    cwd: root,
    stdout: "pipe",
    stderr: "pipe",
  });
  const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  const m = /(\d+) incubations started, (\d+) BI and (\d+) PRO results .*?, (\d+) retries, (\d+) errors/.exec(out);
  if (!m) throw new Error(`no summary from the simulator (exit ${code}):\n${out.slice(-2000)}\n${err.slice(-2000)}`);
  return { code, out: out + err, summary: { started: Number(m[1]), bi: Number(m[2]), pro: Number(m[3]), retries: Number(m[4]), errors: Number(m[5]) } };
}

/** The company's LIVE and PROVISIONAL readings of the incubators whose serial starts with `prefix`. */
async function readingsOf(prefix: string) {
  const token = await tokenOf("adminA");
  const rows: any[] = [];
  for (const kind of ["ReadingBI", "ReadingPRO"]) {
    for (const list of ["getlive", "getprovisional"]) {
      const res = await api("GET", `/api/${kind}/${list}`, { token });
      expect(res.status).toBe(200);
      rows.push(...res.json.filter((r: any) => typeof r.incubator === "string" && r.incubator.includes(`${prefix}-`)).map((r: any) => ({ ...r, kind })));
    }
  }
  return rows;
}

const proxies: { stop(force?: boolean): void }[] = [];
afterAll(() => {
  for (const p of proxies) p.stop(true);
});

describe("npm run simulate", () => {
  test("--duration 20: several BI and PRO readings reach a result; incubators disconnected at the end; exit 0", async () => {
    const prefix = `SIMT${uniqueSuffix().toUpperCase()}`;
    const run = await simulate(BASE_URL, prefix, 20);
    expect(run.code).toBe(0);
    expect(run.summary.errors).toBe(0);
    expect(run.summary.bi).toBeGreaterThanOrEqual(3);
    expect(run.summary.pro).toBeGreaterThanOrEqual(3);
    expect(run.out).toMatch(/PRO result .* → PROVISIONAL/);
    expect(run.out).toMatch(/BI +result .* → PROVISIONAL/);

    const rows = await readingsOf(prefix);
    const provisional = rows.filter((r) => r.state === "PROVISIONAL");
    expect(provisional.filter((r) => r.kind === "ReadingBI").length).toBe(run.summary.bi);
    expect(provisional.filter((r) => r.kind === "ReadingPRO").length).toBe(run.summary.pro);
    expect(rows.length).toBe(run.summary.started);
    for (const r of provisional) expect(r.result).toBeGreaterThan(0);

    const agent = await tokenOf("agentA");
    const mine = (await api("GET", "/api/agent/v1/incubators", { token: agent })).json.filter((i: any) => i.serialNumber.startsWith(`${prefix}-`));
    expect(mine.length).toBe(3);
    for (const i of mine) expect(i.connected).toBe(false);
  }, 60_000);

  test("answers lost on the way back: the simulator resends the same messages and no incubation is recorded twice", async () => {
    let n = 0;
    let lost = 0;
    const proxy = Bun.serve({
      port: 0,
      async fetch(req) {
        const url = new URL(req.url);
        const upstream = await fetch(BASE_URL + url.pathname + url.search, { method: req.method, headers: req.headers, body: req.method === "GET" ? undefined : await req.arrayBuffer() });
        const body = await upstream.arrayBuffer();
        // The server did the work; the agent never hears of it.
        if (req.method === "POST" && url.pathname.startsWith("/api/agent/v1/incubations") && ++n % 3 === 0) {
          lost++;
          return new Response("Bad gateway", { status: 502 });
        }
        return new Response(body, { status: upstream.status, headers: { "content-type": upstream.headers.get("content-type") ?? "application/json" } });
      },
    });
    proxies.push(proxy);
    const prefix = `SIMR${uniqueSuffix().toUpperCase()}`;
    const run = await simulate(`http://localhost:${proxy.port}`, prefix, 10);
    expect(run.code).toBe(0);
    expect(lost).toBeGreaterThan(2);
    expect(run.summary.retries).toBeGreaterThanOrEqual(lost);
    expect(run.summary.errors).toBe(0);
    const rows = await readingsOf(prefix);
    expect(rows.length).toBe(run.summary.started);
    expect(rows.filter((r) => r.state === "PROVISIONAL").length).toBe(run.summary.bi + run.summary.pro);
    // one reading per serial + position + start
    const keys = rows.map((r) => `${r.incubator}|${r.positionNumber}|${r.startedTime}`);
    expect(new Set(keys).size).toBe(keys.length);
  }, 60_000);
});
