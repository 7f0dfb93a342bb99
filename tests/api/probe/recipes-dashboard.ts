// Probe recipes of the dashboard of /appmain (server/dashboard): the panel lists, the panel
// links and each panel's data. The writes aim at Hospital A's administrator's seeded links
// (panel_user ids 1-3, server/seed/demo-activity.ts): every attacker must be refused (another
// company's administrator: the link is not theirs, Not found / "your own dashboard"; an
// operator or connection user of Hospital A: no dashboard at all), and Hospital A's rows must
// not move. Reads answer the caller's own company's counts: machine names and counts, none of
// the probe's hidden strings (serials, lots, e-mails) appear in them, so there is no positive
// control to run; tests/api/dashboard.test.ts proves the company scope.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass } from "./victim";
import { gid } from "../../helpers/company";

const BOTH: AttackerClass[] = ["outsider", "insider"];
/** Hospital A's administrator's first seeded panel link. */
const VICTIM_LINK = 1;
const OWN_DATA = "the caller's own company's counts per machine or day (administrators and supervisors only; operators and connection users are refused)";
const DATA_ROUTES = [
  "/api/ReadingBI/GetResultsBySterilizer",
  "/api/ReadingPRO/GetResultsByWasher",
  "/api/ReadingBI/GetLast31Days",
  "/api/ReadingPRO/GetLast31Days",
  "/api/ReadingCHESterilizer/GetResultsBySterilizer",
  "/api/Incubator/GetUsage",
  "/api/ReadingCHEWasher/GetResultsByWasher",
  "/api/ReadingBI/GetResultsByIncubator",
  "/api/Reading/GetFailuresLast31Days",
];

export const dashboardRecipes: AreaRecipes = {
  rest: {
    "GET /api/Panel/GetActives": { calls: () => [{}], refuse: ["insider"], control: false, why: "the provider's panel list (no company data)" },
    "GET /api/PanelUser": { calls: ({ v }) => [{ query: { AppUserId: v.admin.id } }], refuse: ["insider"], control: false, why: "the caller's own links (ids and panel names)" },
    "POST /api/PanelUser": { calls: ({ v }) => [{ body: { AppUserId: v.admin.id, PanelId: 2 } }, { body: { AppUserId: v.user.id, PanelId: 5 } }], refuse: BOTH },
    "PUT /api/PanelUser/:id": {
      calls: ({ v }) => [
        { params: { id: VICTIM_LINK }, body: { id: VICTIM_LINK, panelId: 1, inactive: true } },
        { params: { id: VICTIM_LINK }, body: { id: VICTIM_LINK, panelId: 1, inactive: true, AppUserId: v.admin.id } },
      ],
      refuse: BOTH,
    },
    ...Object.fromEntries(
      DATA_ROUTES.map((path) => [`GET ${path}`, { calls: () => [{}, { query: { ClientTimeZoneId: "Europe/Madrid" } }], refuse: ["insider"] as AttackerClass[], control: false as const, why: OWN_DATA }]),
    ),
  },
  graphql: {
    "Query.myPanels": { calls: () => [{}], refuse: ["insider"], control: false, why: "the caller's own links" },
    "Query.activePanels": { calls: () => [{}], refuse: ["insider"], control: false, why: "the provider's panel list" },
    "Query.panelChart": { calls: () => [{ args: { id: gid("UserPanel", VICTIM_LINK), timeZone: "Europe/Madrid" } }], refuse: BOTH, control: false, why: "counts per machine or day: no hidden string of the victim in them" },
    "Mutation.addPanel": { calls: () => [{ args: { panelId: 7 } }], refuse: ["insider"], control: false, why: "adds to the caller's own dashboard (no user argument: nobody adds to another's)" },
    "Mutation.removePanel": { calls: () => [{ args: { id: gid("UserPanel", VICTIM_LINK) } }], refuse: BOTH },
  },
};
