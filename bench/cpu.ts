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

/**
 * All of PostgreSQL on this machine: the live postgres processes, plus what the exited ones used
 * (the postmaster's reaped children: cutime + cstime), so backends closing mid-phase do not
 * make the figure go down.
 */
export function postgresCpu(): number | null {
  let total: number | null = null;
  for (const pid of readdirSync("/proc").filter((d) => /^\d+$/.test(d))) {
    let fields: string[];
    try {
      if (readFileSync(`/proc/${pid}/comm`, "utf8").trim() !== "postgres") continue;
      fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]!.split(" ");
    } catch {
      continue;
    }
    const parent = Number(fields[1]);
    let reaped = 0;
    try {
      // the postmaster: its parent is not a postgres process
      if (readFileSync(`/proc/${parent}/comm`, "utf8").trim() !== "postgres") reaped = (Number(fields[13]) + Number(fields[14])) / 100;
    } catch {
      /* parent gone */
    }
    total = (total ?? 0) + (Number(fields[11]) + Number(fields[12])) / 100 + reaped;
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
