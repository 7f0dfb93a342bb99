// REST door of the incubator agent (docs/agent-api.md, OpenAPI at /api/agent/openapi.json).
// Thin: parse the path, call the service, choose the status (201 when something was
// created, 200 for the same message again). Only Connection users pass (the service
// answers 403 to any other signed-in user, 401 without a token).
import type { RestContext, Router } from "../http/router";
import { json } from "../http/router";
import { DomainError, ValidationError } from "../domain/errors";
import { httpBody, httpStatus } from "../http/errors";
import { agentOf, announceIncubator, incubationDetail, incubatorDetail, ingestResults, listIncubators, MAX_BATCH, reportResult, reportStatus, setConnection, startIncubation } from "./service";
import { agentOpenApi } from "./openapi";
import { SIGNED_IN } from "../auth/scopes";

export const AGENT_BASE = "/api/agent/v1";

/** The JSON body; malformed JSON is answered as a validation problem like every other 400 here. */
async function body(c: RestContext): Promise<unknown> {
  try {
    return await c.body();
  } catch (e) {
    if (e instanceof DomainError && e.code === "BAD_REQUEST") throw new ValidationError({ body: [e.message] });
    throw e;
  }
}

/** Refuses any caller but a Connection user before the body is even read. */
const agentOnly =
  <T>(handler: (c: RestContext) => T) =>
  (c: RestContext): T => {
    agentOf(c.principal);
    return handler(c);
  };

export function agentRoutes(r: Router) {
  r.get("/api/agent/openapi.json", "public", (c) => json(agentOpenApi(c.origin)));
  const get = (path: string, h: (c: RestContext) => unknown) => r.get(AGENT_BASE + path, SIGNED_IN, agentOnly(h));
  const post = (path: string, h: (c: RestContext) => unknown) => r.post(AGENT_BASE + path, SIGNED_IN, agentOnly(h));

  // Who the token is: lets an agent check its credentials before it starts.
  get("/me", (c) => {
    const a = agentOf(c.principal);
    return { userId: a.userId, email: a.principal.email, companyId: a.companyId, sectorId: a.sectorId };
  });

  get("/incubators", (c) => listIncubators(c));
  post("/incubators/announce", async (c) => {
    const out = await announceIncubator(c, await body(c));
    return json(out.incubator, out.created ? 201 : 200);
  });
  get("/incubators/:serial", (c) => incubatorDetail(c, c.params.serial!));
  post("/incubators/:serial/connect", async (c) => setConnection(c, c.params.serial!, true, await body(c)));
  post("/incubators/:serial/disconnect", async (c) => setConnection(c, c.params.serial!, false, await body(c)));
  post("/incubators/:serial/status", async (c) => reportStatus(c, c.params.serial!, await body(c)));

  post("/incubations", async (c) => {
    const out = await startIncubation(c, await body(c));
    return json({ ...out.incubation, duplicate: !out.created, messageId: out.messageId }, out.created ? 201 : 200);
  });
  get("/incubations", (c) => incubationDetail(c, { serialNumber: c.query.get("serialNumber"), position: c.query.get("position"), startedAt: c.query.get("startedAt") }));
  post("/incubations/result", async (c) => {
    const out = await reportResult(c, await body(c));
    return { ...out.incubation, unchanged: out.unchanged, messageId: out.messageId };
  });
  // Many results in one request: each gets its own status and body, in order.
  post("/incubations/results", async (c) => {
    const b = (await body(c)) as { results?: unknown };
    if (!Array.isArray(b.results) || b.results.length === 0 || b.results.length > MAX_BATCH) {
      throw new ValidationError({ results: [Array.isArray(b.results) ? `Send 1 to ${MAX_BATCH} results.` : b.results === undefined ? "This field is required" : "The value must be a list of result messages."] });
    }
    const outcomes = await ingestResults(c, b.results);
    return {
      results: outcomes.map((o) =>
        o.ok ? { status: 200, ...o.incubation, unchanged: o.unchanged, messageId: o.messageId } : { status: httpStatus(o.error), ...httpBody(o.error) },
      ),
    };
  });
}
