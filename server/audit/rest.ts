// REST door of the audit chain (docs/audit.md), for auditors' and integrators' tools.
import type { Router } from "../http/router";
import { MANAGERS } from "../auth/scopes";
import { integer } from "../validation/wire";
import { sealPublicJwk } from "./seal";
import { ownSeals, verifyOwnChain } from "./service";

export function auditRoutes(r: Router) {
  r.get("/api/audit/verify", MANAGERS, (c) => verifyOwnChain(c));
  r.get("/api/audit/seals", MANAGERS, (c) => ownSeals(c, c.args({ first: integer({ min: 1, max: 500 }).optional() }).first ?? 50));
  // The public half of the seal key: anyone may check a seal with it.
  r.get("/api/audit/seal-key", "public", async () => ({ keys: [await sealPublicJwk()] }));
}
