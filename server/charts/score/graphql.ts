// GraphQL door of the sterilisation score (screen 830): the reference lines, graphic mode
// (every cycle of a period) and calculate mode (one cycle), from the same service as REST.
// The arguments are optional in the schema so that missing ones get the spec's
// 'required field' message from the service, per argument, instead of a schema error.
import { builder } from "../../graphql/builder";
import { globalId, localId } from "../../graphql/ids";
import { MANAGERS } from "../../auth/scopes";
import { scoreCycle, scoreGraphic, scoreLimits, type CycleView, type ScoreReadingView } from "./service";

const NAMES = { sterilizerId: "sterilizerId", dateFrom: "dateFrom", dateTo: "dateTo", cycle: "cycle" };

const ScoreLimitRef = builder.objectRef<{ key: string; value: number; scoreType: number; description: string }>("ScoreLimit").implement({
  description: "A reference line of the score chart (spec 002 section 9) with its text in the reader's language.",
  fields: (t) => ({
    key: t.exposeString("key", { description: "high, medium or low" }),
    value: t.exposeFloat("value"),
    scoreType: t.exposeInt("scoreType"),
    description: t.exposeString("description"),
  }),
});

const ScoreReadingRef = builder.objectRef<ScoreReadingView>("ScoreReading").implement({
  description: "A BI reading of a scored cycle: its score, or why it was left out.",
  fields: (t) => ({
    id: t.id({ description: "The BIReading's global id", resolve: (r) => globalId("BIReading", r.id) }),
    readingId: t.exposeInt("id"),
    readNumber: t.exposeInt("readNumber"),
    startedAt: t.field({ type: "DateTime", resolve: (r) => r.startedAt }),
    result: t.exposeInt("result", { nullable: true, description: "1 negative, 2 positive, 3 cancelled, 4 error" }),
    programName: t.exposeString("programName", { nullable: true }),
    exposureMinutes: t.exposeInt("exposureMinutes", { nullable: true }),
    valueD: t.exposeFloat("valueD", { nullable: true }),
    valueDUnit: t.exposeInt("valueDUnit", { nullable: true }),
    score: t.exposeFloat("score", { nullable: true }),
    scoreType: t.exposeInt("scoreType", { nullable: true }),
    zone: t.exposeInt("zone", { nullable: true, description: "D-value zone: 1 low resistance, 2 expected, 3 high resistance" }),
    deciding: t.exposeBoolean("deciding", { description: "Its score is the cycle's (the lowest)" }),
    leftOutReason: t.exposeString("leftOutReason", { nullable: true }),
    leftOutText: t.exposeString("leftOutText", { nullable: true }),
  }),
});

type CycleShape = Omit<CycleView, "date"> & { date: Date | null };
const CycleScoreRef = builder.objectRef<CycleShape>("CycleScore").implement({
  description: "The score of one sterilizer cycle (docs/charts.md, 'Sterilisation score').",
  fields: (t) => ({
    cycle: t.exposeString("cycle"),
    date: t.field({ type: "DateTime", nullable: true, description: "When its first BI started incubating", resolve: (c) => c.date }),
    score: t.exposeFloat("score", { nullable: true, description: "Null when no reading could be scored (see message)" }),
    scoreType: t.exposeInt("scoreType", { nullable: true }),
    scoreTypeDescription: t.exposeString("scoreTypeDescription", { nullable: true }),
    failed: t.exposeBoolean("failed", { description: "A BI of the cycle is positive" }),
    countReadsAnalyzed: t.exposeInt("countReadsAnalyzed"),
    message: t.exposeString("message", { nullable: true }),
    readings: t.field({ type: [ScoreReadingRef], resolve: (c) => c.readings }),
  }),
});

const ScoreSterilizerRef = builder.objectRef<{ id: number; name: string; serial: string }>("ScoreSterilizer").implement({
  fields: (t) => ({ id: t.id({ resolve: (s) => globalId("Sterilizer", s.id) }), machineId: t.exposeInt("id"), name: t.exposeString("name"), serial: t.exposeString("serial") }),
});

const ScoreChartRef = builder.objectRef<Awaited<ReturnType<typeof scoreGraphic>>>("SterilisationScoreChart").implement({
  fields: (t) => ({
    sterilizer: t.field({ type: ScoreSterilizerRef, resolve: (g) => g.sterilizer }),
    dateFrom: t.field({ type: "DateTime", resolve: (g) => g.dateFrom }),
    dateTo: t.field({ type: "DateTime", resolve: (g) => g.dateTo }),
    cycles: t.field({ type: [CycleScoreRef], resolve: (g) => g.cycles }),
    readingsWithoutCycle: t.field({ type: [ScoreReadingRef], resolve: (g) => g.withoutCycle }),
    message: t.exposeString("message", { nullable: true, description: "Why there is nothing to draw (empty period, empty table, nothing scorable)" }),
  }),
});

const ScoreCalculationRef = builder.objectRef<Awaited<ReturnType<typeof scoreCycle>>>("CycleScoreCalculation").implement({
  fields: (t) => ({
    sterilizer: t.field({ type: ScoreSterilizerRef, resolve: (r) => r.sterilizer }),
    result: t.field({ type: CycleScoreRef, resolve: (r) => r.cycle }),
  }),
});

const sterilizer = (id: string | null | undefined) => (id ? localId(id, "Sterilizer") : null);

builder.queryFields((t) => ({
  scoreLimits: t.field({
    type: [ScoreLimitRef],
    authScopes: MANAGERS,
    description: "The score chart's reference lines (16 high, 49.5 medium, 85 low) in the reader's language (REST: GET /api/RPE/limitsTranslations).",
    resolve: (_r, _a, ctx) => scoreLimits(ctx),
  }),
  sterilisationScore: t.field({
    type: ScoreChartRef,
    authScopes: MANAGERS,
    description: "Graphic mode: the score of every cycle of the sterilizer with a reviewed BI started in [dateFrom, dateTo] (REST: POST /api/RPE/calculateSPRgraphics).",
    args: { sterilizerId: t.arg.id(), dateFrom: t.arg({ type: "DateTime" }), dateTo: t.arg({ type: "DateTime" }) },
    resolve: (_r, a, ctx) => scoreGraphic(ctx, { sterilizerId: sterilizer(a.sterilizerId as string | null), dateFrom: a.dateFrom, dateTo: a.dateTo }, NAMES),
  }),
  cycleScore: t.field({
    type: ScoreCalculationRef,
    authScopes: MANAGERS,
    description: "Calculate mode: the score of one cycle of the sterilizer (REST: POST /api/RPE/calculateRPE).",
    args: { sterilizerId: t.arg.id(), cycle: t.arg.string() },
    resolve: (_r, a, ctx) => scoreCycle(ctx, { sterilizerId: sterilizer(a.sterilizerId as string | null), cycle: a.cycle }, NAMES),
  }),
}));
