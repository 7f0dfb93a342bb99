// The operational endpoints, answered by app.ts before any routing: /healthz (the process
// answers), /readyz (it can serve: readiness.ts) and /metrics (Prometheus, metrics.ts). They
// carry no company data and need no session; the tenant probe (tests/api/probe) calls them as
// public operations from their table (paths.ts). docs/observability.md documents them.
import { createHash, timingSafeEqual } from "node:crypto";
import type { AppDeps } from "../context";
import { json } from "../http/router";
import { migrationNames } from "../db/migrate";
import { exportsQueued, exportsRunning } from "../export/slots";
import { log } from "../log";
import { registry, setScrapeSources } from "./metrics";
import { processReadiness, type Readiness } from "./readiness";

/** How long /readyz waits for the database and Redis, and /metrics for the webhook queue's count. */
const READYZ_TIMEOUT_MS = Number(process.env.READYZ_TIMEOUT_MS) || 2_000;
const SCRAPE_QUERY_TIMEOUT_MS = 1_000;

export function operationalEndpoints(deps: AppDeps) {
  const { db } = deps;
  const readiness = processReadiness(db, deps.config.redisUrl, migrationNames(), READYZ_TIMEOUT_MS);
  // Unset: /metrics is open, and operators keep it off the public proxy (docs/observability.md).
  const metricsToken = process.env.METRICS_TOKEN ? digest(process.env.METRICS_TOKEN) : null;

  setScrapeSources({
    async webhookQueueDepth() {
      const count = db.query<{ n: number }>(`SELECT count(*)::int AS n FROM "webhook_delivery" WHERE "status" = 'pending'`);
      let timer: ReturnType<typeof setTimeout> | undefined;
      const late = new Promise<null>((ok) => (timer = setTimeout(() => ok(null), SCRAPE_QUERY_TIMEOUT_MS)));
      const rows = await Promise.race([count, late])
        .catch((e) => (log.warn("metrics: the webhook queue could not be counted", { error: (e as Error).message }), null))
        .finally(() => clearTimeout(timer));
      return rows ? Number(rows[0]?.n ?? 0) : NaN;
    },
    exports: () => ({ running: exportsRunning(), queued: exportsQueued() }),
  });

  async function ready(): Promise<Response> {
    const r: Readiness = await (await readiness).check();
    return json(r, r.ok ? 200 : 503);
  }

  async function metrics(request: Request): Promise<Response> {
    if (metricsToken && !authorized(request.headers.get("authorization"), metricsToken)) {
      return new Response(JSON.stringify({ message: "Unauthorized" }), { status: 401, headers: { "content-type": "application/json; charset=utf-8", "www-authenticate": 'Bearer realm="metrics"' } });
    }
    return new Response(await registry.metrics(), { headers: { "content-type": registry.contentType, "cache-control": "no-store" } });
  }

  return {
    /** The answer for an operational path; null for any other path. */
    handle(request: Request, pathname: string): Response | Promise<Response> | null {
      if (pathname === "/healthz") return json({ ok: true, database: db.kind });
      if (pathname !== "/readyz" && pathname !== "/metrics") return null;
      if (request.method !== "GET" && request.method !== "HEAD") return new Response(null, { status: 405, headers: { allow: "GET, HEAD" } });
      return pathname === "/readyz" ? ready() : metrics(request);
    },
    close: async () => {
      setScrapeSources(null);
      (await readiness).close();
    },
  };
}

const digest = (s: string) => createHash("sha256").update(s).digest();

/** `Authorization: Bearer <METRICS_TOKEN>`, compared in constant time. */
function authorized(header: string | null, expected: Buffer): boolean {
  const m = header && /^Bearer\s+(\S+)\s*$/i.exec(header);
  return !!m && timingSafeEqual(digest(m[1]!), expected);
}
