// Probe recipes of the washer control charts (server/charts/washer; screen 840): every chart
// call names Hospital A's seeded Central washer over the last 90 days. Outsiders get the
// equipment's Not found, the insider (an operator of another sector) is refused by scope
// (charts are the managers'); the answers carry reading ids and numbers, no marker text, so the
// positive control is the API tests' (tests/api/washer-charts.test.ts) rather than a marker.
import type { AreaRecipes, Ctx } from "./recipes";
import type { AttackerClass } from "./victim";
import { gid } from "../../helpers/company";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const DAY = 86_400_000;
const washer = ({ v }: Ctx) => (v.machines.washer.find((m) => m.sectorId === v.centralSectorId) ?? v.machines.washer[0]!).id;
const period = () => ({ DateFrom: new Date(Date.now() - 90 * DAY).toISOString(), DateTo: new Date().toISOString() });
const body = (c: Ctx, ChartModel: number, SizeGroup: number) => ({ Washer: { Id: washer(c) }, ...period(), ChartModel, SizeGroup, UserLogged: c.v.admin.id });
const WHY = "a chart of reading ids, numbers and logarithms: no marker text of Hospital A to look for; refusals are demanded instead";

export const washerChartRecipes: AreaRecipes = {
  rest: {
    "GET /api/HTM/GetChartModels": { calls: () => [{}], control: false, why: "the four chart models' names: reference data" },
    "POST /api/HTM/calculateIMR": { calls: (c) => [{ body: body(c, 0, 1) }, { body: body(c, 1, 1) }], mutates: false, refuse: BOTH, control: false, why: WHY },
    "POST /api/HTM/calculateXbarR": { calls: (c) => [{ body: body(c, 2, 3) }, { body: body(c, 3, 10) }], mutates: false, refuse: BOTH, control: false, why: WHY },
    "POST /api/HTM/GetIgnoredReadings": { calls: (c) => [{ body: body(c, 0, 1) }], mutates: false, refuse: BOTH, control: false, why: WHY },
  },
  graphql: {
    "Query.washerChartModels": { calls: () => [{}], control: false, why: "the four chart models' names: reference data" },
    "Query.washerChart": {
      calls: (c) => [0, 2].map((m) => ({ args: { washerId: gid("Washer", washer(c)), dateFrom: period().DateFrom, dateTo: period().DateTo, chartModel: m, grouping: m < 2 ? 1 : 4 } })),
      refuse: BOTH,
    },
  },
};
