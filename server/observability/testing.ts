// TEST_HOOKS=1 only (app.ts mounts it; production never does): a route that fails unexpectedly
// after logging a line, so that tests/api/observability.test.ts can follow its "ref" into the log.
import type { Router } from "../http/router";
import { log } from "../log";

export function observabilityTestRoutes(r: Router) {
  r.get("/api/test/observability/fail", "public", () => {
    log.info("test hook: about to fail");
    throw new Error("observability test hook: an unexpected failure");
  });
}
