// Probe recipes of the sterilisation score (server/charts/score): graphic and calculate mode
// name one of Hospital A's Central Sterile sterilizers; other companies and an operator of
// another sector must get Not found (the answer names the sterilizer: its serial is a marker),
// and Hospital A's administrator sees it (positive control). The reference lines are fixed texts.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass, Victim } from "./victim";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const central = (v: Victim) => v.machines.sterilizer.find((m) => m.sectorId === v.centralSectorId) ?? v.machines.sterilizer[0]!;
const period = () => ({ from: new Date(Date.now() - 365 * 86_400_000).toISOString(), to: new Date().toISOString() });
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");

export const scoreRecipes: AreaRecipes = {
  rest: {
    "GET /api/RPE/limitsTranslations": { calls: () => [{}], control: false, why: "three fixed reference lines and their texts" },
    "POST /api/RPE/calculateSPRgraphics": {
      calls: ({ v }) => [{ body: { Sterilizer: { Id: central(v).id }, DateFrom: period().from, DateTo: period().to, UserLogged: v.admin.id } }],
      mutates: false,
      refuse: BOTH,
    },
    "POST /api/RPE/calculateRPE": { calls: ({ v }) => [{ body: { Sterilizer: { Id: central(v).id }, Cicle: "1", UserLogged: v.admin.id } }], mutates: false, refuse: BOTH },
  },
  graphql: {
    "Query.scoreLimits": { calls: () => [{}], control: false, why: "three fixed reference lines and their texts" },
    "Query.sterilisationScore": { calls: ({ v }) => [{ args: { sterilizerId: gid("Sterilizer", central(v).id), dateFrom: period().from, dateTo: period().to } }], refuse: BOTH },
    "Query.cycleScore": { calls: ({ v }) => [{ args: { sterilizerId: gid("Sterilizer", central(v).id), cycle: "1" } }], refuse: BOTH },
  },
};
