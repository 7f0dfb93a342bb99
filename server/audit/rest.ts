// REST door of the audit chain (docs/audit.md), for auditors' and integrators' tools: the
// verification, the seals, the public seal key, and the files an auditor takes away (the trail
// with its hashes and the verification, the seals with the key).
import type { Router } from "../http/router";
import { MANAGERS } from "../auth/scopes";
import { ownCompanyId } from "../auth/company";
import { date, id, integer, oneOf } from "../validation/wire";
import { auditTrailFile, sealsFile } from "./export";
import { sealPublicJwk } from "./seal";
import { ownSeals, verifyOwnChain } from "./service";
import { RECORD_TYPES, type RecordType } from "./trail";

export function auditRoutes(r: Router) {
  r.get("/api/audit/verify", MANAGERS, (c) => verifyOwnChain(c));
  r.get("/api/audit/seals", MANAGERS, (c) => ownSeals(c, c.args({ first: integer({ min: 1, max: 500 }).optional() }).first ?? 50));
  // The public half of the seal key: anyone may check a seal with it.
  r.get("/api/audit/seal-key", "public", async () => ({ keys: [await sealPublicJwk()] }));
  // Files: every seal with the key (JSON), and the trail (CSV or Excel) with the verification.
  r.get("/api/audit/seals/export", MANAGERS, async (c) => sealsFile(c, ownCompanyId(c.principal), { keys: [await sealPublicJwk()] }));
  r.get("/api/audit/export", MANAGERS, (c) => {
    const a = c.args({ format: oneOf(["csv", "xlsx"] as const), userId: id(), from: date(), to: date(), recordType: oneOf(Object.keys(RECORD_TYPES) as RecordType[]) });
    return auditTrailFile(c, { userId: a.userId || null, from: a.from ?? null, to: a.to ?? null, recordType: a.recordType ?? null }, a.format ?? "csv", c.request.signal);
  });
}
