// GraphQL door of the release board: the board (its loads and the held counts), marking an
// implant load, and the signed release of one. The screens follow it live through
// readingChanged (a result, a mark and a release each change the reading).
import { builder } from "../graphql/builder";
import { USER_NAME } from "../signatures/graphql";
import { globalId, localId } from "../graphql/ids";
import { MANAGERS, STAFF } from "../auth/scopes";
import { PositiveControl } from "../controls/graphql";
import { boardLoad, releaseBoard, releaseImplant, setImplant, type BoardLoad } from "./service";

const LoadStatusEnum = builder.enumType("LoadReleaseStatus", {
  values: {
    AWAITING: { description: "The BI (or its positive control) is still incubating" },
    READY: { description: "An implant load whose BI read negative with a valid control: a manager's signed release is due" },
    RELEASED: { description: "Negative with a valid positive control (and, for an implant load, signed)" },
    HELD: { description: "Not to be used: see heldReason" },
  } as const,
});
const HeldReasonEnum = builder.enumType("HeldReason", { values: ["POSITIVE", "INVALID_RESULT", "CONTROL_FAILED", "CONTROL_MISSING", "NO_LOT"] as const });

const BoardLoadRef = builder.objectRef<BoardLoad>("BoardLoad").implement({
  description: "A load monitored by a BI, as the release board shows it.",
  fields: (t) => ({
    // Its own record id in the client's store (the board's refetches and the mutations' answers merge by it).
    id: t.id({ resolve: (l) => globalId("BoardLoad", l.id) }),
    readingId: t.exposeInt("id"),
    nodeId: t.id({ resolve: (l) => globalId("BIReading", l.id) }),
    readNumber: t.exposeInt("readNumber"),
    sectorName: t.string({ resolve: (l) => l.sector.name }),
    sterilizerName: t.string({ nullable: true, resolve: (l) => l.sterilizer?.name ?? null }),
    programName: t.string({ nullable: true, resolve: (l) => l.program?.name ?? null }),
    lot: t.exposeString("lot", { nullable: true }),
    cycle: t.exposeString("cycle", { nullable: true }),
    loadNumber: t.exposeString("loadNumber", { nullable: true }),
    startedAt: t.field({ type: "DateTime", resolve: (l) => l.startedAt }),
    expectedAt: t.field({ type: "DateTime", nullable: true, description: "When the incubation program ends (start + program time)", resolve: (l) => l.expectedAt }),
    resultAt: t.field({ type: "DateTime", nullable: true, resolve: (l) => l.resultAt }),
    result: t.exposeInt("result", { nullable: true }),
    status: t.field({ type: LoadStatusEnum, resolve: (l) => l.status }),
    heldReason: t.field({ type: HeldReasonEnum, nullable: true, resolve: (l) => l.heldReason }),
    implant: t.exposeBoolean("implant"),
    control: t.field({ type: PositiveControl, resolve: (l) => l.control }),
    releasedAt: t.field({ type: "DateTime", nullable: true, resolve: (l) => l.loadRelease?.releasedAt ?? null }),
    releasedBy: t.string({ nullable: true, resolve: (l) => l.loadRelease?.releasedBy?.name ?? null }),
    signatureMeaning: t.string({ nullable: true, resolve: (l) => l.loadRelease?.signatureMeaning ?? null }),
    signatureValid: t.boolean({
      nullable: true,
      description: "Whether the load's record is still the one its release signature signed (false: changed since, the signature is void; null: not signed)",
      resolve: (l) => l.signatureValid,
    }),
  }),
});

const HeldCount = builder.objectRef<{ reason: string; count: number }>("HeldCount").implement({
  fields: (t) => ({ reason: t.field({ type: HeldReasonEnum, resolve: (h) => h.reason as never }), count: t.exposeInt("count") }),
});

const Board = builder.objectRef<{ loads: BoardLoad[]; held: { reason: string; count: number }[] }>("ReleaseBoard").implement({
  fields: (t) => ({
    loads: t.field({ type: [BoardLoadRef], description: "Newest first, at most 500", resolve: (b) => b.loads }),
    held: t.field({ type: [HeldCount], description: "Loads held, counted per reason", resolve: (b) => b.held }),
  }),
});

builder.queryField("releaseBoard", (t) =>
  t.field({
    type: Board,
    authScopes: STAFF,
    description: "The loads monitored by a BI of the company (operators: their sector; `sectorId`: one sector): those awaiting their result, and those resulted in the last `hours` (default 12, at most 168).",
    args: { sectorId: t.arg.id(), hours: t.arg.int() },
    resolve: (_r, { sectorId, hours }, ctx) => releaseBoard(ctx, sectorId ? localId(sectorId, "Sector") : null, hours ?? 12),
  }),
);

builder.queryField("boardLoad", (t) =>
  t.field({ type: BoardLoadRef, authScopes: STAFF, description: "One load of the release board (its BI reading's id)", args: { readingId: t.arg.int({ required: true }) }, resolve: (_r, { readingId }, ctx) => boardLoad(ctx, readingId) }),
);

builder.mutationField("setImplantLoad", (t) =>
  t.field({
    type: BoardLoadRef,
    authScopes: STAFF,
    description: "Marks a load as an implant load (quarantined until its signed release), or not",
    args: { readingId: t.arg.int({ required: true }), implant: t.arg.boolean({ required: true }) },
    resolve: (_r, { readingId, implant }, ctx) => setImplant(ctx, readingId, implant),
  }),
);

const ReleaseInput = builder.inputType("ReleaseImplantLoadInput", {
  fields: (t) => ({
    readingId: t.int({ required: true }),
    password: t.string({ required: true, description: "The signer's password, entered again to sign" }),
    meaning: t.field({ type: "SignatureMeaning" as never, required: true }),
    userName: t.string({ description: USER_NAME }),
  }),
});

builder.mutationField("releaseImplantLoad", (t) =>
  t.field({
    type: BoardLoadRef,
    authScopes: MANAGERS,
    description: "Releases an implant load whose BI read negative with a valid positive control: signed with the manager's password and a stated meaning, recorded in the reading's audit trail",
    args: { input: t.arg({ type: ReleaseInput, required: true }) },
    resolve: (_r, { input }, ctx) => releaseImplant(ctx, input.readingId, { password: input.password, meaning: input.meaning as never, userName: input.userName }),
  }),
);
