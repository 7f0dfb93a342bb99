// CPU seconds used, from Linux /proc, for the benchmarks' "where the time goes" figures: a
// process (our server, PostGraphile), every PostgreSQL backend together, and the benchmark.
import { readdirSync, readFileSync } from "node:fs";

/** A process's CPU seconds (utime + stime, in clock ticks of 1/100 s); null where /proc is not. */
export function processCpu(pid: number | string): number | null {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/** All postgres processes on this machine (the database's share of the cores). */
export function postgresCpu(): number | null {
  let total: number | null = null;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") continue;
    } catch {
      continue;
    }
    total = (total ?? 0) + (processCpu(pid) ?? 0);
  }
  return total;
}

export interface CpuMark {
  server: number | null;
  postgres: number | null;
  client: number;
}

/** CPU seconds so far of `serverPid` (null: none), PostgreSQL and this process. */
export function cpuNow(serverPid: number | null): CpuMark {
  const own = process.cpuUsage();
  return { server: serverPid ? processCpu(serverPid) : null, postgres: postgresCpu(), client: (own.user + own.system) / 1e6 };
}

/** Each part's CPU since `before`, divided by `per` (seconds: cores busy; requests: CPU per request), as text. */
export function cpuSince(before: CpuMark, serverPid: number | null, per: number, scale = 1, digits = 2) {
  const now = cpuNow(serverPid);
  const f = (a: number | null, b: number | null) => (a === null || b === null ? "n/a" : (((b - a) / per) * scale).toFixed(digits));
  return { server: f(before.server, now.server), postgres: f(before.postgres, now.postgres), client: f(before.client, now.client) };
}
