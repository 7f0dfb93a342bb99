// Bun.serve's `error` handler (main.ts): whatever escapes the application's own handling is
// answered like any unexpected failure, a plain 500 JSON with a reference, logged; never Bun's
// development error page, which prints source lines (issue 33 L3).
import { log } from "../log";
import { errorRef } from "../observability/request";

export function lastResort(e: unknown): Response {
  const ref = errorRef();
  log.error("unhandled error outside the application", { ref, error: e instanceof Error ? e.stack : String(e) });
  return new Response(JSON.stringify({ message: `Unexpected error (ref ${ref})` }), { status: 500, headers: { "content-type": "application/json; charset=utf-8" } });
}
