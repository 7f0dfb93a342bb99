// The Prometheus metrics of this instance (prom-client), served by /metrics (endpoints.ts) and
// listed in docs/observability.md. Label values come from fixed sets only — route patterns,
// GraphQL operation names up to a cap, status classes, kinds — never ids or what a user typed.
//
// Per request: one histogram observation through a prom-client child cached per (route,
// operation, status class), so no label object is built per request. Figures that live
// elsewhere (export slots, the webhook queue) are read when Prometheus scrapes, not kept up to
// date on the hot path.
import client from "prom-client";
import type { RequestScope } from "./request";

export const registry = new client.Registry();

// process_* (CPU, memory, file descriptors) and nodejs_eventloop_lag_* (perf_hooks'
// monitorEventLoopDelay, measured under Bun: a 120 ms block shows as max 0.137 s). The V8 heap
// spaces are left out: Bun's JavaScriptCore reports zeros for all but one of them.
client.collectDefaultMetrics({ register: registry });
for (const name of ["nodejs_heap_space_size_total_bytes", "nodejs_heap_space_size_used_bytes", "nodejs_heap_space_size_available_bytes"]) registry.removeSingleMetric(name);

const requestDuration = new client.Histogram({
  name: "sqc_http_request_duration_seconds",
  help: "Time to answer an HTTP request (until the response starts), by route pattern, GraphQL operation and status class",
  labelNames: ["route", "operation", "status"] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
  registers: [registry],
});

const STATUS = ["", "1xx", "2xx", "3xx", "4xx", "5xx"] as const;
type Child = { observe(seconds: number): void };
/** route → operation → children by status class (index 1-5). */
const children = new Map<string, Map<string, Child[]>>();

function childOf(route: string, operation: string, status: number): Child {
  let byOperation = children.get(route);
  if (!byOperation) children.set(route, (byOperation = new Map()));
  let byStatus = byOperation.get(operation);
  if (!byStatus) byOperation.set(operation, (byStatus = []));
  const s = status >= 100 && status < 600 ? Math.floor(status / 100) : 5;
  return (byStatus[s] ??= requestDuration.labels(route, operation, STATUS[s]!));
}

/** Counts an answered request under its scope's labels. */
export function observeRequest(scope: RequestScope, status: number, seconds: number) {
  childOf(scope.route, scope.operation, status).observe(seconds);
}

// ───────────── GraphQL operation names ─────────────

/**
 * At most this many distinct operation names become labels (the web client has about 110
 * operations); past that, and for names longer than 64 characters, "other". Unnamed: "anonymous".
 */
export const MAX_OPERATION_NAMES = 200;
const operationNames = new Set<string>();

export function operationLabel(name: string | undefined): string {
  if (!name) return "anonymous";
  if (operationNames.has(name)) return name;
  if (name.length > 64 || operationNames.size >= MAX_OPERATION_NAMES) return "other";
  operationNames.add(name);
  return name;
}

// ───────────── live connections ─────────────

const sockets = new client.Gauge({ name: "sqc_websockets_active", help: "Open WebSockets: GraphQL (graphql-ws) and the parameter hub", labelNames: ["kind"] as const, registers: [registry] });
export const socketGauge = { graphql: sockets.labels("graphql"), hub: sockets.labels("hub") };
socketGauge.graphql.set(0);
socketGauge.hub.set(0);

export const subscriptionsActive = new client.Gauge({ name: "sqc_graphql_subscriptions_active", help: "GraphQL subscriptions running (graphql-ws and server-sent events)", registers: [registry] });

// ───────────── work ─────────────

const ingested = new client.Counter({ name: "sqc_readings_ingested_total", help: "Results the incubator agents reported that moved a reading (repeats of a known result not counted)", labelNames: ["kind"] as const, registers: [registry] });
export const readingsIngested = { BI: ingested.labels("BI"), PRO: ingested.labels("PRO") };
readingsIngested.BI.inc(0);
readingsIngested.PRO.inc(0);

const attempts = new client.Counter({
  name: "sqc_webhook_attempts_total",
  help: "Webhook delivery attempts by outcome: delivered, retry (failed, another attempt follows), failed (failed for good)",
  labelNames: ["outcome"] as const,
  registers: [registry],
});
export const webhookAttempts = { delivered: attempts.labels("delivered"), retry: attempts.labels("retry"), failed: attempts.labels("failed") };
for (const c of Object.values(webhookAttempts)) c.inc(0);

/** Figures read at scrape time, set by the app (app.ts) when it starts. */
export interface ScrapeSources {
  /** Pending webhook deliveries (one cheap query; NaN when the database does not answer). */
  webhookQueueDepth(): Promise<number>;
  exports(): { running: number; queued: number };
}
let sources: ScrapeSources | null = null;
export const setScrapeSources = (s: ScrapeSources | null) => void (sources = s);

new client.Gauge({
  name: "sqc_webhook_queue_depth",
  help: "Webhook deliveries pending (due now or waiting for a retry), read from the database at scrape time",
  registers: [registry],
  async collect() {
    if (sources) this.set(await sources.webhookQueueDepth());
  },
});

new client.Gauge({
  name: "sqc_export_jobs",
  help: "Exports of this instance: running (a worker each) and queued for a place",
  labelNames: ["state"] as const,
  registers: [registry],
  collect() {
    const e = sources?.exports() ?? { running: 0, queued: 0 };
    this.labels("running").set(e.running);
    this.labels("queued").set(e.queued);
  },
});
