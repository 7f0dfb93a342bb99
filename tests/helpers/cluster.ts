// Servers of a test's own: N `bun server/main.ts` processes on free ports with a given
// environment (e.g. one scratch PostgreSQL database and one Redis prefix for all), each writing
// its output to a log file the test can read. Used by tests that must not disturb the suite's
// shared server: kill -9, restarts, several instances (tests/api/cluster.test.ts).
import { closeSync, mkdtempSync, openSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

const root = resolve(import.meta.dir, "../..");
const HEALTH_TIMEOUT_MS = 90_000;

// A test run that ends without its afterAll (interrupted, crashed) must not leave servers behind.
const running = new Set<ReturnType<typeof Bun.spawn>>();
process.once("exit", () => {
  for (const proc of running) proc.kill("SIGKILL");
});

export interface Instance {
  name: string;
  port: number;
  /** http://localhost:<port> */
  url: string;
  proc: ReturnType<typeof Bun.spawn>;
  /** Everything the process printed so far (stdout and stderr). */
  log(): string;
  /** Its JSON log lines so far, parsed (other lines are left out). */
  logLines(): Record<string, any>[];
  /** SIGTERM (SIGKILL after 10 s, or at once with `kill9`); resolves once it has exited. */
  stop(kill9?: boolean): Promise<void>;
}

export interface Cluster {
  instances: Instance[];
  /** Where the logs are (and DATA_DIR, unless the environment names one). */
  dir: string;
  /** Stops every instance still running; `keepDir` keeps the logs folder. */
  stop(keepDir?: boolean): Promise<void>;
}

export function freePort(): Promise<number> {
  return new Promise((ok, fail) => {
    const s = createServer();
    s.once("error", fail);
    s.listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });
}

/** Starts one server with `env` (added to this process's environment) and waits for /healthz. */
export async function startInstance(name: string, env: Record<string, string | undefined>, dir: string, healthTimeoutMs = HEALTH_TIMEOUT_MS): Promise<Instance> {
  const port = await freePort();
  const logFile = join(dir, `${name}.log`);
  const fd = openSync(logFile, "a");
  const proc = Bun.spawn([process.execPath, "server/main.ts"], {
    cwd: root,
    env: { ...process.env, DATA_DIR: join(dir, "data"), ...env, PORT: String(port) } as Record<string, string>,
    stdio: ["ignore", fd, fd],
  });
  closeSync(fd);
  running.add(proc);
  void proc.exited.then(() => running.delete(proc));
  const log = () => {
    try {
      return readFileSync(logFile, "utf8");
    } catch {
      return "";
    }
  };
  const instance: Instance = {
    name,
    port,
    url: `http://localhost:${port}`,
    proc,
    log,
    logLines: () =>
      log()
        .split("\n")
        .flatMap((line) => {
          if (!line.startsWith("{")) return [];
          try {
            return [JSON.parse(line)];
          } catch {
            return [];
          }
        }),
    stop: async (kill9 = false) => {
      if (proc.exitCode !== null || proc.signalCode) return;
      proc.kill(kill9 ? "SIGKILL" : "SIGTERM");
      const exited = await Promise.race([proc.exited.then(() => true), Bun.sleep(10_000).then(() => false)]);
      if (!exited) {
        proc.kill("SIGKILL");
        await proc.exited;
      }
    },
  };
  try {
    await waitHealthy(instance, healthTimeoutMs);
  } catch (e) {
    await instance.stop(true);
    throw e;
  }
  return instance;
}

/** Waits until GET /healthz answers 200; throws with the log's end when the process exits or time runs out. */
export async function waitHealthy(instance: Pick<Instance, "name" | "url" | "proc" | "log">, timeoutMs = HEALTH_TIMEOUT_MS): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const { proc } = instance;
    if (proc.exitCode !== null || proc.signalCode) throw new Error(`${instance.name} exited (${proc.exitCode ?? proc.signalCode}) before answering /healthz:\n${tail(instance.log())}`);
    if (await fetch(`${instance.url}/healthz`, { signal: AbortSignal.timeout(2_000) }).then((r) => r.ok, () => false)) return;
    if (Date.now() > deadline) throw new Error(`${instance.name}: GET /healthz did not answer 200 within ${timeoutMs / 1000} s:\n${tail(instance.log())}`);
    await Bun.sleep(200);
  }
}

/**
 * Starts `count` instances named A, B, ... (or `names`) at the same time, all with `env`, logging
 * to `dir` or a new temporary folder (also their shared DATA_DIR, unless `env` names one). If one
 * does not come up, the others are stopped and the error names it, with the end of its log.
 */
export async function startCluster(count: number, env: Record<string, string | undefined>, opts: { dir?: string; names?: string[]; healthTimeoutMs?: number } = {}): Promise<Cluster> {
  const dir = opts.dir ?? mkdtempSync(join(tmpdir(), "sqc-cluster-"));
  const names = opts.names ?? Array.from({ length: count }, (_, i) => String.fromCharCode(65 + i));
  const started = await Promise.allSettled(names.map((name) => startInstance(name, env, dir, opts.healthTimeoutMs)));
  const instances = started.flatMap((s) => (s.status === "fulfilled" ? [s.value] : []));
  const cluster: Cluster = {
    instances,
    dir,
    stop: async (keepDir = false) => {
      await Promise.all(instances.map((i) => i.stop()));
      if (!keepDir && !opts.dir) rmSync(dir, { recursive: true, force: true });
    },
  };
  const failed = started.flatMap((s) => (s.status === "rejected" ? [s.reason as Error] : []));
  if (failed.length) {
    await cluster.stop();
    throw new Error(failed.map((e) => e.message).join("\n\n"));
  }
  return cluster;
}

function tail(text: string, lines = 40): string {
  return text.split("\n").slice(-lines).join("\n");
}

/** Deletes every Redis key under `prefix` (a run's rate-limit counters and the like); no Redis, nothing to do. */
export async function dropRedisKeys(url: string, prefix: string): Promise<void> {
  const { default: Redis } = await import("ioredis");
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = "0";
    do {
      const [next, keys] = await redis.scan(cursor, "MATCH", `${prefix}:*`, "COUNT", 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== "0");
  } catch {
    // no Redis: nothing was written to it
  } finally {
    redis.disconnect();
  }
}

/** Signs a demo user in on a test's own server (its first distributor, the demo password); the bearer token. */
export async function signInAt(baseUrl: string, email: string, password = "Demo-2026"): Promise<string> {
  const post = async (path: string, body: unknown) => {
    const res = await fetch(baseUrl + path, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) });
    if (res.status !== 200) throw new Error(`${path} on ${baseUrl} → ${res.status} ${(await res.text()).slice(0, 300)}`);
    return (await res.json()) as any;
  };
  const dist = await post("/api/Distributor/PostByDomain", { Domain: baseUrl });
  return (await post("/api/login/login", { Email: email, Password: password, DistId: dist.id })).token as string;
}

/** Polls `check` every `everyMs` until it holds; throws naming `what` after `ms`. */
export async function until(what: string, ms: number, check: () => Promise<boolean> | boolean, everyMs = 100): Promise<void> {
  for (const deadline = Date.now() + ms; !(await check()); await Bun.sleep(everyMs)) {
    if (Date.now() > deadline) throw new Error(`${what}: not within ${ms} ms`);
  }
}
