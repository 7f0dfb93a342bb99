// Whether a failure means "the database is not answering" (restart, failover, network), as
// opposed to a bug or a refused statement. Such a request is answered 503 with Retry-After at
// once (domain/errors.ts `databaseUnavailable`), not 500 with a reference: the client retries,
// and the pools reconnect by themselves once PostgreSQL is back.
//
// The same outage reaches us in several shapes: pg's socket errors (ECONNREFUSED, "Connection
// terminated"), PostgreSQL's own SQLSTATEs when it shuts down (57P01-57P03, class 08), Prisma's
// connection codes (P1001 can't reach, P1017 closed, P2024 no connection from the pool in time)
// and Bun SQL's ERR_POSTGRES_CONNECTION_* codes. Each may be the cause of another error.

const CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
  "57P01", // admin_shutdown
  "57P02", // crash_shutdown
  "57P03", // cannot_connect_now (starting up, in recovery)
  "P1001",
  "P1002",
  "P1017",
  "P2024",
  "ERR_POSTGRES_CONNECTION_CLOSED",
  "ERR_POSTGRES_CONNECTION_TIMEOUT",
  "ERR_POSTGRES_IDLE_TIMEOUT",
]);

const MESSAGES = /Connection terminated|connection (?:is )?closed|Can't reach database server|Server has closed the connection|Timed out fetching a new connection|the database system is (?:starting up|shutting down|in recovery mode)|terminating connection due to administrator command|DatabaseNotReachable|ConnectionClosed|Failed to connect|connection refused/i;

export function isDatabaseUnavailable(e: unknown): boolean {
  for (let cause = e, depth = 0; cause && depth < 6; depth++) {
    if (typeof cause !== "object") return typeof cause === "string" && MESSAGES.test(cause);
    const c = cause as { code?: unknown; errno?: unknown; message?: unknown; cause?: unknown; kind?: unknown };
    if (typeof c.code === "string" && (CODES.has(c.code) || c.code.startsWith("08"))) return true;
    if (c.kind === "DatabaseNotReachable" || c.kind === "ConnectionClosed") return true;
    if (typeof c.message === "string" && MESSAGES.test(c.message)) return true;
    cause = c.cause;
  }
  return false;
}
