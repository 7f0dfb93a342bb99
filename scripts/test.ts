// The test runner behind `npm test` (= `bun run scripts/test.ts`).
//
//   1. unit tests           bun test --timeout=30000 tests/unit   (pure logic, schema drift, migrations)
//      type check           relay-compiler (web/__generated__), then tsc --noEmit -p .: 0 errors
//                           (with the whole unit suite; skipped when unit paths or other
//                           arguments narrow the run, or with --no-typecheck)
//   2. web build            buildWeb() from scripts/build-web.ts   (only when e2e runs)
//   3. a fresh database     TEST_DATABASE_URL set: CREATE DATABASE sqc_test_<time>_<rand> on that
//                           server (dropped WITH (FORCE) at the end); else a temporary PGlite folder
//   4. the server           bun server/main.ts on a free port, TEST_HOOKS=1, a known TOKEN_SECRET;
//                           waits for GET /healthz (90 s); its output goes to tests/.artifacts/server.log
//   5. API tests            bun test --timeout=30000 tests/api   (BASE_URL, TOKEN_SECRET in the environment)
//   6. end-to-end tests     playwright test --project=chromium   (tests/e2e, Debian's Chromium, BASE_URL)
//      then, whatever its outcome, playwright test --project=agent: readings-live.spec.ts (its
//      agent simulator changes the demo company's incubators), chemical-intake.spec.ts and
//      parameters-unit.spec.ts (they change Hospital A's readings and unit), last
//   7. stop, clean up, print a summary with durations; exit 1 when any step failed.
//
// Flags:   --unit --api --e2e   run only those suites (default: all three)
//          --no-build           skip the web build (reuse dist/web)
//          --no-typecheck       skip the type check that comes with the unit suite
//          --keep-db            keep the scratch database / PGlite folder (its location is printed)
// Other arguments are forwarded: paths under tests/<suite>/ replace that suite's folder (and
// select the suite when no suite flag is given); anything else (e.g. `-t login`, `--grep x`)
// goes to every selected runner, so combine it with one suite flag:
//   npm test -- --api -t "password recovery"      npm test -- tests/e2e/sign-in.spec.ts
//
// Environment:
//   TEST_DATABASE_URL  e.g. postgresql://postgres@127.0.0.1:5432/test: run on PostgreSQL (the
//                      database in the URL is only used to reach the server; each run creates its own)
//   TOKEN_SECRET       secret the server signs tokens with; defaults to
//                      "test-secret-not-for-production" so that API tests can mint tokens (e.g.
//                      an expired one) with jose HS256. Never a production secret.
//   TEST_ARTIFACTS_DIR the folder of the server log and timings.json (default tests/.artifacts), so
//                      that two API passes can run at the same time (.ci/run)
//   TEST_BASE_URL      test a server that is already running instead of starting one (steps 3-4
//                      skipped; it must run with TEST_HOOKS=1 and the same TOKEN_SECRET)
// Bun ignores `timeout` in bunfig.toml (1.4.5): the per-test and per-hook limit of the unit and
// API suites is passed here with --timeout (a test's own limit, e.g. `test(..., 60_000)`, wins).
// The API and end-to-end suites receive BASE_URL, TOKEN_SECRET, TEST_DB_KIND (pglite |
// postgres) and TEST_SERVER_LOG (the server's log, to check that error details land there).
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { join, relative, resolve } from "node:path";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../tests/helpers/databases";

const root = resolve(import.meta.dir, "..");
/** TEST_ARTIFACTS_DIR: where the server log and timings go (.ci/run gives a concurrent pass its own). */
const artifacts = process.env.TEST_ARTIFACTS_DIR ? resolve(root, process.env.TEST_ARTIFACTS_DIR) : join(root, "tests", ".artifacts");
const serverLog = join(artifacts, "server.log");
const bun = process.execPath;
const DEFAULT_TOKEN_SECRET = "test-secret-not-for-production";
const HEALTH_TIMEOUT_MS = 90_000;
/** Per-test and per-hook limits for `bun test` (its default, 5 s, is too short on a loaded 2-core machine). */
const UNIT_TIMEOUT_MS = 30_000;
const API_TIMEOUT_MS = 30_000;
/** The specs that run after all the others, in their own invocation (playwright.config.ts, project "agent"). */
const AGENT_SPECS = ["tests/e2e/readings-live.spec.ts", "tests/e2e/chemical-intake.spec.ts", "tests/e2e/parameters-unit.spec.ts"];
const bin = (name: string) => join(root, "node_modules", ".bin", name);

type Suite = "unit" | "api" | "e2e";
const SUITE_DIRS: Record<Suite, string> = { unit: "tests/unit", api: "tests/api", e2e: "tests/e2e" };

// ───────────────────────── arguments ─────────────────────────

interface Options {
  suites: Set<Suite>;
  paths: Record<Suite, string[]>;
  extra: string[];
  build: boolean;
  keepDb: boolean;
  typecheck: boolean;
}

function parseArgs(argv: string[]): Options {
  const chosen = new Set<Suite>();
  const paths: Record<Suite, string[]> = { unit: [], api: [], e2e: [] };
  const extra: string[] = [];
  let build = true;
  let keepDb = false;
  let typecheck = true;
  for (const arg of argv) {
    if (arg === "--unit" || arg === "--api" || arg === "--e2e") chosen.add(arg.slice(2) as Suite);
    else if (arg === "--no-build") build = false;
    else if (arg === "--no-typecheck") typecheck = false;
    else if (arg === "--keep-db") keepDb = true;
    else {
      const rel = existsSync(resolve(arg)) ? relative(root, resolve(arg)) : null;
      const suite = rel ? (Object.keys(SUITE_DIRS) as Suite[]).find((s) => rel === SUITE_DIRS[s] || rel.startsWith(SUITE_DIRS[s] + "/")) : undefined;
      if (suite) paths[suite].push(rel!);
      else extra.push(arg);
    }
  }
  if (chosen.size === 0) {
    const byPath = (Object.keys(paths) as Suite[]).filter((s) => paths[s].length);
    for (const s of byPath.length ? byPath : (["unit", "api", "e2e"] as Suite[])) chosen.add(s);
  }
  return { suites: chosen, paths, extra, build, keepDb, typecheck };
}

// ───────────────────────── steps and summary ─────────────────────────

interface StepResult {
  name: string;
  status: "passed" | "failed" | "skipped";
  ms: number;
  note?: string;
}
const results: StepResult[] = [];

async function step(name: string, fn: () => Promise<boolean | void>): Promise<boolean> {
  console.log(`\n━━━ ${name} ━━━`);
  const started = performance.now();
  let ok = false;
  let note: string | undefined;
  try {
    ok = (await fn()) !== false;
  } catch (e) {
    note = (e as Error).message;
    console.error(`✗ ${name}: ${note}`);
  }
  results.push({ name, status: ok ? "passed" : "failed", ms: performance.now() - started, note });
  return ok;
}

function skip(name: string, note: string) {
  results.push({ name, status: "skipped", ms: 0, note });
}

function fmt(ms: number): string {
  return ms >= 60_000 ? `${Math.floor(ms / 60_000)}m${Math.round((ms % 60_000) / 1000)}s` : `${(ms / 1000).toFixed(1)}s`;
}

function printSummary(totalMs: number, dbLabel: string) {
  console.log(`\n━━━ summary (${dbLabel}) ━━━`);
  for (const r of results) {
    const mark = r.status === "passed" ? "✓" : r.status === "failed" ? "✗" : "-";
    console.log(`${mark} ${r.name.padEnd(34)} ${r.status.padEnd(8)} ${fmt(r.ms).padStart(8)}${r.note ? `   ${r.note.split("\n")[0].slice(0, 160)}` : ""}`);
  }
  console.log(`  ${"total".padEnd(34)} ${"".padEnd(8)} ${fmt(totalMs).padStart(8)}`);
  writeFileSync(join(artifacts, "timings.json"), JSON.stringify({ database: dbLabel, totalMs: Math.round(totalMs), steps: results.map((r) => ({ ...r, ms: Math.round(r.ms) })) }, null, 2));
}

// ───────────────────────── processes ─────────────────────────

const children = new Set<ReturnType<typeof Bun.spawn>>();

async function run(cmd: string[], env: Record<string, string | undefined>): Promise<boolean> {
  console.log(`$ ${cmd.map((c) => (c === bun ? "bun" : c.startsWith(root + "/") ? relative(root, c) : c)).join(" ")}`);
  const proc = Bun.spawn(cmd, { cwd: root, env: env as Record<string, string>, stdio: ["inherit", "inherit", "inherit"] });
  children.add(proc);
  const code = await proc.exited;
  children.delete(proc);
  if (code !== 0) throw new Error(`exit code ${code}`);
  return true;
}

async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolvePort(port));
    });
  });
}

function logTail(lines = 80): string {
  try {
    return readFileSync(serverLog, "utf8").split("\n").slice(-lines).join("\n");
  } catch {
    return "(no server log)";
  }
}

/** Set when the server exits on its own while the suites run. */
let serverDied: string | null = null;

interface RunningServer {
  baseUrl: string;
  stop(): Promise<void>;
}

async function startServer(db: ScratchDatabase, tokenSecret: string): Promise<RunningServer> {
  const port = await freePort();
  const env: Record<string, string | undefined> = { ...process.env, PORT: String(port), TEST_HOOKS: "1", TRUST_PROXY: "1", TOKEN_SECRET: tokenSecret, NODE_ENV: "test", WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_RETRY_SECONDS: "0.3,0.6,1.2,2.4,4.8", DESKTOP_DB_MAX_MB: "24" };
  delete env.DATABASE_URL;
  delete env.DATA_DIR;
  if (db.kind === "postgres") env.DATABASE_URL = db.url;
  else env.DATA_DIR = db.dataDir;
  const fd = openSync(serverLog, "w");
  const proc = Bun.spawn([bun, "server/main.ts"], { cwd: root, env: env as Record<string, string>, stdio: ["ignore", fd, fd] });
  closeSync(fd);
  children.add(proc);
  const baseUrl = `http://localhost:${port}`;
  let stopping = false;
  const stop = async () => {
    stopping = true;
    if (proc.exitCode !== null || proc.signalCode) return void children.delete(proc);
    proc.kill("SIGTERM");
    const exited = await Promise.race([proc.exited.then(() => true), Bun.sleep(10_000).then(() => false)]);
    if (!exited) {
      proc.kill("SIGKILL");
      await proc.exited;
    }
    children.delete(proc);
  };

  const deadline = Date.now() + HEALTH_TIMEOUT_MS;
  for (;;) {
    if (proc.exitCode !== null || proc.signalCode) {
      children.delete(proc);
      throw new Error(`the server exited (${proc.exitCode ?? proc.signalCode}) before answering /healthz:\n${logTail()}`);
    }
    const health = await fetch(`${baseUrl}/healthz`, { signal: AbortSignal.timeout(2000) }).then(
      async (r) => ({ status: r.status, body: await r.text() }),
      () => null,
    );
    if (health?.status === 200) {
      const kind = (() => {
        try {
          return JSON.parse(health.body).database as string | undefined;
        } catch {
          return undefined;
        }
      })();
      if (kind && kind !== db.kind) {
        await stop();
        throw new Error(`the server reports database "${kind}", expected "${db.kind}"`);
      }
      console.log(`server ready at ${baseUrl} (${db.label}); log: ${relative(root, serverLog)}`);
      // A server that dies while the suites run explains a cascade of connection errors: say so.
      void proc.exited.then((code) => {
        if (stopping) return;
        const how = proc.signalCode ? `signal ${proc.signalCode}` : `exit code ${code}`;
        serverDied = `the server stopped during the tests (${how}${code === 0 && !proc.signalCode ? ": a clean exit, i.e. it was sent SIGTERM/SIGINT from outside" : ""}); last lines of ${relative(root, serverLog)}:\n${logTail(30)}`;
        console.error(`\n✗ ${serverDied}\n`);
      });
      return { baseUrl, stop };
    }
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`GET /healthz did not answer 200 within ${HEALTH_TIMEOUT_MS / 1000} s:\n${logTail()}`);
    }
    await Bun.sleep(250);
  }
}

// ───────────────────────── end-to-end invocations ─────────────────────────

interface E2eRun {
  name: string;
  project: string;
  args: string[];
  env: Record<string, string>;
}

/** The Playwright invocations the chosen paths call for: the main specs, then the agent simulator's. */
function e2eRuns(opts: Options): E2eRun[] {
  const paths = opts.paths.e2e.map((p) => p.replace(/\/$/, ""));
  const selectsAgent = (p: string) => AGENT_SPECS.some((spec) => spec === p || spec.startsWith(p + "/"));
  const main = !paths.length || paths.some((p) => !AGENT_SPECS.includes(p));
  const agent = !paths.length || paths.some(selectsAgent);
  // Filters such as --grep may leave one of the two invocations nothing to run: not an error then.
  const narrowed = opts.extra.length ? ["--pass-with-no-tests"] : [];
  const runs: E2eRun[] = [];
  if (main) runs.push({ name: "end-to-end tests", project: "chromium", args: narrowed, env: {} });
  // One after the other: each of them changes what the others' Hospital A screens show.
  if (agent) runs.push({ name: "end-to-end tests (agent, last)", project: "agent", args: [...narrowed, "--workers=1"], env: { PLAYWRIGHT_HTML_OUTPUT_DIR: join(artifacts, "report-agent") } });
  return runs;
}

// ───────────────────────── main ─────────────────────────

async function main(): Promise<number> {
  const opts = parseArgs(process.argv.slice(2));
  mkdirSync(artifacts, { recursive: true });
  const started = performance.now();
  const tokenSecret = process.env.TOKEN_SECRET || DEFAULT_TOKEN_SECRET;
  const externalUrl = process.env.TEST_BASE_URL?.replace(/\/$/, "");
  const pgUrl = process.env.TEST_DATABASE_URL || null;
  const dbLabel = externalUrl ? `server ${externalUrl}` : pgUrl ? "PostgreSQL" : "PGlite";
  const baseEnv: Record<string, string | undefined> = { ...process.env, TOKEN_SECRET: tokenSecret };
  const only = (s: Suite) => (opts.paths[s].length ? opts.paths[s] : [SUITE_DIRS[s]]);
  console.log(`suites: ${[...opts.suites].join(", ")} on ${dbLabel}`);

  let db = null as ScratchDatabase | null;
  let server = null as RunningServer | null;
  let cleanedUp = false;
  const cleanup = async () => {
    if (cleanedUp) return;
    cleanedUp = true;
    await server?.stop().catch((e) => console.error(`stopping the server: ${e.message}`));
    for (const c of children) c.kill("SIGKILL");
    if (db && !opts.keepDb) await db.drop().catch((e) => console.error(`dropping ${db!.label}: ${e.message}`));
    else if (db) console.log(`kept ${db.label}`);
  };
  for (const sig of ["SIGINT", "SIGTERM"] as const) {
    process.on(sig, () => {
      console.error(`\n${sig}: cleaning up`);
      void cleanup().finally(() => process.exit(130));
    });
  }

  try {
    if (opts.suites.has("unit")) {
      await step("unit tests", () => run([bun, "test", `--timeout=${UNIT_TIMEOUT_MS}`, ...only("unit"), ...opts.extra], baseEnv));
      // CI runs the whole unit suite: the type check comes with it (0 errors). Relay's artifacts
      // (web/__generated__, git-ignored) must exist before tsc reads the web client.
      if (!opts.typecheck) skip("type check", "--no-typecheck");
      else if (opts.paths.unit.length || opts.extra.length) skip("type check", "a narrowed unit run (paths or arguments)");
      else
        await step("type check", async () => {
          mkdirSync(join(root, "web", "__generated__"), { recursive: true });
          await run([bin("relay-compiler")], baseEnv);
          await run([bin("tsc"), "--noEmit", "-p", "."], baseEnv);
        });
    }

    const needServer = opts.suites.has("api") || opts.suites.has("e2e");
    let built = true;
    if (opts.suites.has("e2e")) {
      if (opts.build) {
        built = await step("web build", async () => {
          const { buildWeb } = await import("./build-web");
          await buildWeb();
        });
      } else skip("web build", "--no-build");
    }

    let baseUrl = externalUrl ?? null;
    // Each suite starts from the freshly seeded demo: the API tests change it (incubators
    // announced by the agent tests, readings moved on), the browser tests expect the seed.
    const freshServer = async (label: string) => {
      if (externalUrl) return;
      const ready = await step(`${label} (${dbLabel})`, async () => {
        await server?.stop();
        if (db && !opts.keepDb) await db.drop();
        db = pgUrl ? await createPostgresDatabase(pgUrl, "sqc_test") : createPGliteDir("sqc-test-");
        console.log(`database: ${db.label}`);
        server = await startServer(db, tokenSecret);
        baseUrl = server.baseUrl;
      });
      if (!ready) baseUrl = null;
    };
    if (needServer) await freshServer("server start");

    const suiteEnv = () => ({ ...baseEnv, BASE_URL: baseUrl ?? "", TEST_DB_KIND: pgUrl ? "postgres" : "pglite", ...(server ? { TEST_SERVER_LOG: serverLog } : {}) });
    if (opts.suites.has("api")) {
      if (baseUrl) await step("API tests", () => run([bun, "test", `--timeout=${API_TIMEOUT_MS}`, ...only("api"), ...opts.extra], suiteEnv()));
      else results.push({ name: "API tests", status: "failed", ms: 0, note: "no server" });
      if (opts.suites.has("e2e")) await freshServer("server restart on a fresh database");
    }
    if (opts.suites.has("e2e")) {
      // Two invocations, the agent simulator's spec last and whatever the first one's outcome
      // (a Playwright project dependency would skip it silently after any failure).
      for (const r of e2eRuns(opts)) {
        if (!baseUrl) results.push({ name: r.name, status: "failed", ms: 0, note: "no server" });
        else if (!built) results.push({ name: r.name, status: "failed", ms: 0, note: "web build failed" });
        else await step(r.name, () => run([bin("playwright"), "test", `--project=${r.project}`, ...r.args, ...opts.paths.e2e, ...opts.extra], { ...suiteEnv(), ...r.env }));
      }
    }
    if (serverDied) results.push({ name: "server stayed up", status: "failed", ms: 0, note: serverDied });
  } finally {
    const stopStarted = performance.now();
    await cleanup();
    if (db) results.push({ name: "stop and clean up", status: "passed", ms: performance.now() - stopStarted });
  }

  printSummary(performance.now() - started, dbLabel);
  return results.some((r) => r.status === "failed") ? 1 : 0;
}

process.exit(await main());
