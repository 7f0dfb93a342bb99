// GraphQL door of positive controls and lots: each processed BI's control (BIReading.positiveControl)
// and every reading that used a lot (Query.lotReadings).
import { builder } from "../graphql/builder";
import { STAFF } from "../auth/scopes";
import { checkPageSize } from "../domain/paging";
import { PER_ROW_LOOKUP_COST } from "../graphql/limits";
import { IncidentReading } from "../incidents/graphql";
import { READING_NODE } from "../readings/graphql";
import { controlOf, readingsOfLot, type ControlPairing } from "./service";

const ControlStatusEnum = builder.enumType("PositiveControlStatus", {
  values: {
    PASSED: { description: "A positive control of the same lot, the same day, on the same incubator model read positive: the result is valid" },
    PENDING: { description: "The control is still incubating" },
    FAILED: { description: "The lot's controls that day did not read positive: the lot's results of that day are not valid" },
    MISSING: { description: "No control of the lot that day" },
    NOT_APPLICABLE: { description: "The reading is a control itself, or names no lot" },
  } as const,
});

export const PositiveControl = builder.objectRef<ControlPairing>("PositiveControl").implement({
  fields: (t) => ({
    status: t.field({ type: ControlStatusEnum, resolve: (p) => p.status }),
    controlReadingId: t.int({ nullable: true, resolve: (p) => p.control?.id ?? null }),
    controlReadNumber: t.int({ nullable: true, resolve: (p) => p.control?.readNumber ?? null }),
    controlStartedAt: t.field({ type: "DateTime", nullable: true, resolve: (p) => p.control?.startedAt ?? null }),
    controlResult: t.int({ nullable: true, resolve: (p) => p.control?.result ?? null }),
  }),
});

builder.prismaObjectField(READING_NODE.BI, "positiveControl", (t: any) =>
  t.field({
    type: PositiveControl,
    description: "The positive control that makes this processed BI's result valid (ISO 11138-1): same lot, same day (within 12 hours), same incubator model",
    select: { id: true, companyId: true, conditionSCIB: true, lot: true, startedAt: true, incubatorId: true },
    extensions: { cost: PER_ROW_LOOKUP_COST },
    resolve: (r: any, _a: unknown, ctx: any) => controlOf(ctx.prisma, r),
  }),
);

builder.queryField("lotReadings", (t) =>
  t.field({
    type: [IncidentReading],
    authScopes: STAFF,
    description: "Every reading of the company (operators: their sector) that used the lot, of every kind, newest first (a manufacturer's recall of a lot). At most `first` (default 100, at most 100).",
    args: { lot: t.arg.string({ required: true }), first: t.arg.int() },
    resolve: (_r, { lot, first }, ctx) => {
      if (first != null) checkPageSize(first, "first");
      return readingsOfLot(ctx, lot, first ?? 100);
    },
  }),
);
