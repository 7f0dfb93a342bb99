// GraphQL door of the audit chain (docs/audit.md): its verification, its seals, sealing it now.
import { builder } from "../graphql/builder";
import { MANAGERS } from "../auth/scopes";
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
    source: t.exposeString("source", { nullable: true, description: "reading_audit, license_event, app_log or incident_event" }),
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
