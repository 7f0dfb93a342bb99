// GraphQL door of the washer control charts (screen 840): the same service as the REST door
// (./rest.ts), with clean names. The browser picks washers through machines(kind: WASHER).
import { builder } from "../../graphql/builder";
import { globalId, localId } from "../../graphql/ids";
import { MANAGERS } from "../../auth/scopes";
import { inReaderLanguage } from "../../licenses/texts";
import { chartModels, washerChart, type ChartPointOut, type ChartReading, type IgnoredOut, type WasherChart } from "./service";

const ChartReadingRef = builder.objectRef<ChartReading>("WasherChartReading").implement({
  description: "A protein reading of the charted period.",
  fields: (t) => ({
    id: t.id({ description: "The reading's global id (PROReading)", resolve: (r) => globalId("PROReading", r.id) }),
    readingId: t.exposeInt("id"),
    readNumber: t.exposeInt("readNumber"),
    resultAt: t.field({ type: "DateTime", resolve: (r) => r.resultAt }),
    amount: t.exposeFloat("amount", { nullable: true, description: "Protein amount (µg)" }),
    density: t.exposeFloat("density", { nullable: true, description: "Protein per surface (µg/cm²), when a measure gave the surface" }),
    value: t.exposeFloat("value", { nullable: true, description: "The plotted level: the density, else the amount (see unit)" }),
    unit: t.exposeString("unit"),
    logarithm: t.exposeFloat("logarithm", { nullable: true }),
    absoluteDiff: t.exposeFloat("absoluteDiff", { nullable: true }),
    groupNumber: t.exposeInt("groupNumber", { nullable: true }),
    pattern: t.exposeBoolean("pattern"),
    show: t.exposeBoolean("show"),
    overAction: t.exposeBoolean("overAction", { description: "Over the company's action level" }),
  }),
});

const ChartPointRef = builder.objectRef<ChartPointOut>("WasherChartPoint").implement({
  description: "A plotted point: one reading (model 0), a moving range (1), a subgroup's mean (2) or range (3).",
  fields: (t) => ({
    number: t.exposeInt("number"),
    value: t.exposeFloat("value"),
    rules: t.intList({ resolve: (p) => p.rules, description: "Western Electric rules (1-4) the point completes" }),
    pattern: t.exposeBoolean("pattern"),
    resultAt: t.field({ type: "DateTime", resolve: (p) => p.resultAt }),
    readings: t.field({ type: [ChartReadingRef], resolve: (p) => p.readings }),
  }),
});

const IgnoredRef = builder.objectRef<IgnoredOut>("WasherChartIgnoredReading").implement({
  fields: (t) => ({
    reading: t.field({ type: ChartReadingRef, resolve: (i) => i.reading }),
    reason: t.exposeString("reason", { description: "markedIgnored, missing, notPositive or belowDetectionLimit" }),
    reasonDescription: t.exposeString("reasonDescription"),
    notes: t.exposeString("notes", { nullable: true }),
  }),
});

const LimitsRef = builder.objectRef<NonNullable<WasherChart["limits"]>>("WasherChartLimits").implement({
  fields: (t) => ({ center: t.exposeFloat("center"), upper: t.exposeFloat("upper"), lower: t.exposeFloat("lower") }),
});
const RuleRef = builder.objectRef<WasherChart["rulesFired"][number]>("WasherChartRule").implement({
  fields: (t) => ({ rule: t.exposeInt("rule"), description: t.exposeString("description"), points: t.exposeInt("points") }),
});
const IsoRef = builder.objectRef<WasherChart["iso"]>("WasherChartIsoLevels").implement({
  description: "The company's protein alert and action levels (parameters 11 and 12; ISO 15883-5: 3 and 6.4 µg/cm²) and their logarithms.",
  fields: (t) => ({
    alert: t.exposeFloat("alert"),
    action: t.exposeFloat("action"),
    alertLog: t.exposeFloat("alertLog"),
    actionLog: t.exposeFloat("actionLog"),
    drawn: t.exposeBoolean("drawn", { description: "Drawn on this model (the individual chart only)" }),
  }),
});

const WasherChartRef = builder.objectRef<WasherChart>("WasherChart").implement({
  description: "A washer control chart (spec 002 §3 'Washer chart data'; docs/charts.md).",
  fields: (t) => ({
    washerId: t.id({ resolve: (c) => globalId("Washer", c.washer.id) }),
    washerName: t.string({ resolve: (c) => c.washer.name }),
    model: t.exposeInt("model"),
    modelName: t.exposeString("modelName"),
    grouping: t.exposeInt("grouping"),
    unit: t.exposeString("unit"),
    points: t.field({ type: [ChartPointRef], resolve: (c) => c.points }),
    readings: t.field({ type: [ChartReadingRef], resolve: (c) => c.readings }),
    limits: t.field({ type: LimitsRef, nullable: true, resolve: (c) => c.limits }),
    sigma: t.exposeFloat("sigma", { nullable: true }),
    inControl: t.exposeBoolean("inControl", { nullable: true, description: "No point completes a pattern rule; null without limits" }),
    rulesFired: t.field({ type: [RuleRef], resolve: (c) => c.rulesFired }),
    patternTypeDescription: t.exposeString("patternTypeDescription"),
    ignored: t.field({ type: [IgnoredRef], resolve: (c) => c.ignored }),
    dropped: t.field({ type: [ChartReadingRef], resolve: (c) => c.dropped }),
    iso: t.field({ type: IsoRef, resolve: (c) => c.iso }),
    overAction: t.field({ type: [ChartReadingRef], resolve: (c) => c.overAction }),
    messages: t.exposeStringList("messages"),
    message: t.exposeString("message"),
  }),
});

const ChartModelRef = builder.objectRef<Awaited<ReturnType<typeof chartModels>>[number]>("WasherChartModel").implement({
  fields: (t) => ({ id: t.exposeInt("id"), name: t.exposeString("name"), minGrouping: t.exposeInt("minGrouping"), maxGrouping: t.exposeInt("maxGrouping") }),
});

builder.queryField("washerChartModels", (t) =>
  t.field({ type: [ChartModelRef], authScopes: MANAGERS, description: "The four chart models, named in the viewer's language, with the groupings each takes.", resolve: (_r, _a, ctx) => chartModels(ctx) }),
);

builder.queryField("washerChart", (t) =>
  t.field({
    type: WasherChartRef,
    authScopes: MANAGERS,
    description: "A washer's control chart over a period: every argument is required and checked by the service (grouping 1-10; models 0, 1 with grouping 1, models 2, 3 from grouping 2).",
    args: { washerId: t.arg.id(), dateFrom: t.arg({ type: "DateTime" }), dateTo: t.arg({ type: "DateTime" }), chartModel: t.arg.int(), grouping: t.arg.int() },
    resolve: (_r, a, ctx) =>
      inReaderLanguage(ctx, () =>
        washerChart(ctx, { washerId: a.washerId ? localId(a.washerId, "Washer") : null, dateFrom: a.dateFrom, dateTo: a.dateTo, chartModel: a.chartModel, grouping: a.grouping }),
      ),
  }),
);
