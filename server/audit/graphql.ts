// GraphQL door of the audit chain (docs/audit.md): its verification, its seals, sealing it now,
// and the trail of links with their records (the viewer, /AppAudit).
import { builder } from "../graphql/builder";
import { MANAGERS } from "../auth/scopes";
import { ValidationError } from "../domain/errors";
import { globalId, localId } from "../graphql/ids";
import { NOT_A_USER, trailCursor, trailPage, type TrailEntry, type TrailFilter } from "./trail";
import { ownSeals, sealOwnChain, verifyOwnChain, type SealRow } from "./service";
import type { ChainBreak, Verification } from "./verify";

const BreakKindEnum = builder.enumType("AuditBreakKind", {
  values: {
    EDITED: { description: "A record was changed after it was written" },
    DELETED: { description: "A record was deleted" },
    MISSING_LINK: { description: "Links are missing or out of order" },
    LINK_ALTERED: { description: "A link does not follow from its record and its predecessor" },
    UNCHAINED: { description: "A record was written without its link (the chain's trigger was off)" },
    SEAL_INVALID: { description: "The newest seal is not signed by this server's seal key" },
    TRUNCATED: { description: "The chain ends before its newest seal" },
    SEAL_MISMATCH: { description: "The link at the newest seal is not the one that was sealed" },
  } as const,
});

const Break = builder.objectRef<ChainBreak>("AuditChainBreak").implement({
  fields: (t) => ({
    kind: t.field({ type: BreakKindEnum, resolve: (b) => b.kind }),
    seq: t.exposeInt("seq", { nullable: true }),
    source: t.exposeString("source", { nullable: true, description: "reading_audit, license_event, app_log, incident_event or record_signature" }),
    sourceId: t.exposeInt("sourceId", { nullable: true }),
    detail: t.exposeString("detail"),
  }),
});

const VerificationRef = builder.objectRef<Verification>("AuditVerification").implement({
  description: "The walk of a company's audit chain: the first link that does not hold, if any.",
  fields: (t) => ({
    ok: t.exposeBoolean("ok"),
    links: t.exposeInt("links"),
    headSeq: t.exposeInt("headSeq"),
    headHash: t.exposeString("headHash", { nullable: true }),
    sealedSeq: t.exposeInt("sealedSeq", { nullable: true, description: "The newest seal checked" }),
    firstBreak: t.field({ type: Break, nullable: true, resolve: (v) => v.firstBreak }),
    checkedAt: t.field({ type: "DateTime", resolve: (v) => v.checkedAt }),
  }),
});

const SealRef = builder.objectRef<SealRow>("AuditSeal").implement({
  description: "A signed checkpoint of the chain head (a compact JWS, EdDSA; the key: GET /api/audit/seal-key)",
  fields: (t) => ({
    seq: t.exposeInt("seq"),
    hash: t.exposeString("hash"),
    at: t.field({ type: "DateTime", resolve: (s) => s.at }),
    jws: t.exposeString("jws"),
  }),
});

builder.queryField("auditVerification", (t) =>
  t.field({ type: VerificationRef, authScopes: MANAGERS, description: "Walks the company's audit chain and reports the first broken link", resolve: (_r, _a, ctx) => verifyOwnChain(ctx) }),
);

builder.queryField("auditSeals", (t) =>
  t.field({ type: [SealRef], authScopes: MANAGERS, args: { first: t.arg.int() }, description: "The company's seals, newest first (default 50, at most 500)", resolve: (_r, { first }, ctx) => ownSeals(ctx, first ?? 50) }),
);

builder.mutationField("sealAuditChain", (t) =>
  t.field({ type: SealRef, nullable: true, authScopes: MANAGERS, description: "Seals the company's chain head now; null when it is sealed already", resolve: (_r, _a, ctx) => sealOwnChain(ctx) }),
);

// ───────────── the audit trail viewer (/AppAudit) ─────────────

const RecordTypeEnum = builder.enumType("AuditRecordType", {
  values: {
    READING: { description: "A reading's change, view, result or release (reading_audit)" },
    LICENSE: { description: "A licence's event (license_event)" },
    COMPANY_LOG: { description: "An entry of the company log (app_log)" },
    INCIDENT: { description: "An incident's event (incident_event)" },
    SIGNATURE: { description: "An electronic signature of a reading or a licence approval (record_signature)" },
  } as const,
});

const TrailEntryRef = builder.objectRef<TrailEntry & { companyId: number }>("AuditTrailEntry").implement({
  description: "One link of the company's audit chain with its record.",
  fields: (t) => ({
    id: t.id({ resolve: (e) => globalId("AuditTrailEntry", `${e.companyId}-${e.seq}`) }),
    seq: t.exposeInt("seq"),
    at: t.field({ type: "DateTime", description: "The record's time (the link's when the record is gone)", resolve: (e) => e.at }),
    recordType: t.field({ type: RecordTypeEnum, resolve: (e) => e.recordType }),
    sourceId: t.exposeInt("sourceId", { description: "The record's id in its table" }),
    userName: t.exposeString("userName", { nullable: true, description: "Who did it (name and last name); null: the system" }),
    summary: t.exposeString("summary", { description: "What was done, in English words, from the record" }),
    contentHash: t.exposeString("contentHash", { description: "SHA-256 of the record's canonical JSON, hex" }),
    hash: t.exposeString("hash", { description: "The link's hash, hex" }),
  }),
});

const TrailFilterInput = builder.inputType("AuditTrailFilter", {
  fields: (t) => ({
    userId: t.id({ description: "A user of the company (its userId or global id)" }),
    from: t.field({ type: "DateTime" }),
    to: t.field({ type: "DateTime" }),
    recordType: t.field({ type: RecordTypeEnum }),
  }),
});

/** The GraphQL filter as the service's (a user id that is no number of a row is a validation error, not a Not found). */
function trailFilterOf(f: typeof TrailFilterInput.$inferInput | null | undefined): TrailFilter {
  if (!f) return {};
  let userId: number | null = null;
  if (f.userId != null && f.userId !== "") {
    try {
      userId = localId(f.userId, "CompanyUser");
    } catch {
      throw new ValidationError({ userId: [NOT_A_USER] });
    }
  }
  return { userId, from: f.from ?? null, to: f.to ?? null, recordType: f.recordType ?? null };
}

builder.queryField("auditTrail", (t) =>
  t.connection(
    {
      type: TrailEntryRef,
      authScopes: MANAGERS,
      description: "The company's audit chain with its records, newest first (by seq), filtered; first (1 to 100, default 25) and after page forward.",
      args: { filter: t.arg({ type: TrailFilterInput }) },
      resolve: async (_r, args, ctx) => {
        if (args.last != null || args.before != null) throw new ValidationError({ last: ["The audit trail pages forward only: use first and after."] });
        const page = await trailPage(ctx, trailFilterOf(args.filter), { first: args.first, after: args.after });
        const companyId = ctx.principal!.companyId!;
        const edges = page.entries.map((e) => ({ cursor: trailCursor(e.seq), node: { ...e, companyId } }));
        return { edges, pageInfo: { hasNextPage: page.hasNextPage, hasPreviousPage: args.after != null, startCursor: edges[0]?.cursor ?? null, endCursor: edges.at(-1)?.cursor ?? null } };
      },
    },
    { name: "AuditTrailConnection" },
  ),
);
