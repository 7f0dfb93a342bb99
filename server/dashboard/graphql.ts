// GraphQL door of the dashboard of /appmain: query myPanels (the viewer's panels), activePanels
// (what may be added) and panelChart (one panel's data: each card asks for its own, so the
// cards load in parallel); mutations addPanel and removePanel. Panels refresh live through the
// readingChanged subscription (a panel lists the reading kinds it counts). Managers only.
import { builder } from "../graphql/builder";
import { nodeId, localId } from "../graphql/ids";
import { MANAGERS } from "../auth/scopes";
import { ReadingKindEnum } from "../readings/graphql";
import { activePanels, addPanel, panelDataOfLink, removePanel, userPanelsQuery, type PanelData, type PanelRow } from "./service";
import { definitionOf } from "./panels";
import type { ChartItem, SeriesItem } from "./series";

const ChartTypeEnum = builder.enumType("PanelChartType", { values: ["BAR", "LINE"] as const, description: "BAR: results per machine; LINE: per day over the last 31 days" });

const DashboardPanel = builder.objectRef<PanelRow>("DashboardPanel").implement({
  description: "A chart panel the provider offers for the dashboard.",
  fields: (t) => ({
    panelId: t.exposeInt("id"),
    name: t.exposeString("name", { description: "English; the screens translate it as an interface-text key" }),
    controller: t.exposeString("controller"),
    method: t.exposeString("method", { description: "Its data over REST: GET /api/{controller}/{method}" }),
    chart: t.field({ type: ChartTypeEnum, resolve: (p) => definitionOf(p)!.chart }),
    kinds: t.field({ type: [ReadingKindEnum], description: "The reading kinds it counts: a change to one of them changes the panel", resolve: (p) => definitionOf(p)!.kinds }),
  }),
});

const SeriesRef = builder.objectRef<SeriesItem>("PanelSeriesItem").implement({
  description: "One result category of a chart item and how many readings fall in it.",
  fields: (t) => ({
    result: t.exposeString("result", { description: "English; the screens translate it as an interface-text key" }),
    count: t.exposeInt("cantidad"),
    color: t.exposeString("color", { description: "The result's colour (#rrggbb)" }),
    resultCode: t.exposeInt("resultEnum", { nullable: true, description: "BI/PRO result code; null for pending readings and chemical series" }),
    chemicalResultCode: t.exposeInt("resultCHEEnum", { nullable: true, description: "Chemical result code (1 pass, 2 fail)" }),
  }),
});

const ItemRef = builder.objectRef<ChartItem>("PanelChartItem").implement({
  description: "A machine (bar charts) or a day (line charts) and its series.",
  fields: (t) => ({
    label: t.exposeString("machine", { description: "The machine's name, or the day as YYYY-MM-DD" }),
    machineId: t.exposeInt("machineId", { nullable: true }),
    series: t.field({ type: [SeriesRef], resolve: (i) => i.series }),
  }),
});

const PanelChart = builder.objectRef<PanelData>("PanelChart").implement({
  description: "A panel's data: the last 31 days of the viewer's time zone (see docs/dashboard.md).",
  fields: (t) => ({
    chart: t.field({ type: ChartTypeEnum, resolve: (d) => d.chart }),
    kinds: t.field({ type: [ReadingKindEnum], resolve: (d) => d.kinds }),
    from: t.exposeString("from", { description: "First day counted (YYYY-MM-DD)" }),
    to: t.exposeString("to", { description: "Last day counted, today (YYYY-MM-DD)" }),
    timeZone: t.exposeString("timeZone", { description: "The zone the days are of (UTC when the one asked for is unknown)" }),
    items: t.field({ type: [ItemRef], resolve: (d) => d.items }),
  }),
});

const UserPanel = builder.prismaNode("PanelUser", {
  name: "UserPanel",
  id: { field: "id" },
  nullable: true,
  description: "A panel on the viewer's dashboard (a panel-user link).",
  // Only the viewer's own links are nodes.
  findUnique: (id, ctx) => ({ id: nodeId(id), userId: ctx.principal?.userId ?? -1 }),
  fields: (t) => ({
    panelUserId: t.exposeInt("id"),
    inactive: t.exposeBoolean("inactive", { description: "Removed (removal is soft)" }),
    addedAt: t.expose("createdAt", { type: "DateTime" }),
    panel: t.field({
      type: DashboardPanel,
      select: { panel: { select: { id: true, name: true, controller: true, method: true, active: true } } },
      resolve: (l) => l.panel,
    }),
    chart: t.field({
      type: PanelChart,
      description: "The panel's data (the same as panelChart)",
      args: { timeZone: t.arg.string({ description: "The viewer's IANA time zone, e.g. Europe/Madrid (default UTC)" }) },
      select: { id: true },
      resolve: (l, a, ctx) => panelDataOfLink(ctx, l.id, a.timeZone),
    }),
  }),
});

builder.queryField("myPanels", (t) =>
  t.prismaField({
    type: [UserPanel],
    authScopes: MANAGERS,
    description: "The viewer's dashboard panels, in the order they were added (company administrators and supervisors).",
    resolve: (query, _r, _a, ctx) => ctx.prisma.panelUser.findMany({ ...query, ...userPanelsQuery(ctx) }) as never,
  }),
);

builder.queryField("activePanels", (t) =>
  t.field({ type: [DashboardPanel], authScopes: MANAGERS, description: "The panels the viewer may add, by name.", resolve: (_r, _a, ctx) => activePanels(ctx) }),
);

builder.queryField("panelChart", (t) =>
  t.field({
    type: PanelChart,
    authScopes: MANAGERS,
    description: "One of the viewer's panels' data, by its global id (each card of the dashboard asks for its own).",
    args: { id: t.arg.id({ required: true }), timeZone: t.arg.string({ description: "The viewer's IANA time zone (default UTC)" }) },
    resolve: (_r, a, ctx) => panelDataOfLink(ctx, localId(a.id, "UserPanel"), a.timeZone),
  }),
);

builder.mutationField("addPanel", (t) =>
  t.prismaField({
    type: UserPanel,
    authScopes: MANAGERS,
    description: "Adds an active panel to the viewer's dashboard (refused when it is already there).",
    args: { panelId: t.arg.int({ required: true }) },
    resolve: async (query, _r, a, ctx) => ctx.prisma.panelUser.findUniqueOrThrow({ ...query, where: { id: (await addPanel(ctx, { panelId: a.panelId })).id } }) as never,
  }),
);

builder.mutationField("removePanel", (t) =>
  t.prismaField({
    type: UserPanel,
    authScopes: MANAGERS,
    description: "Removes a panel from the viewer's dashboard (soft: the link becomes inactive).",
    args: { id: t.arg.id({ required: true }) },
    resolve: async (query, _r, a, ctx) => ctx.prisma.panelUser.findUniqueOrThrow({ ...query, where: { id: (await removePanel(ctx, localId(a.id, "UserPanel"))).id } }) as never,
  }),
);
