// The operational endpoints' table (endpoints.ts answers them), apart so that the tenant probe
// (tests/api/probe/operations.ts) can read it without loading the metrics.
export const OPERATIONAL_ENDPOINTS = [
  { method: "GET", path: "/healthz", what: "the process answers" },
  { method: "GET", path: "/readyz", what: "database, Redis and migrations ready" },
  { method: "GET", path: "/metrics", what: "Prometheus metrics (METRICS_TOKEN when set)" },
] as const;
