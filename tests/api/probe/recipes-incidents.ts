// Probe recipes of incidents, lots and the release board (server/incidents, server/controls,
// server/release): the readings of Hospital A's marker lot and its marker load on the board are
// found by its own staff only. Hospital A's open incident (Central Sterile,
// on the probe's sterilizer, whose serial is a marker) is listed and read by its own staff
// only; another company and an operator of another sector get nothing of it, and cannot write
// the investigation, mark its loads or sign its closing.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass, Victim } from "./victim";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const gid = (type: string, id: number) => Buffer.from(`${type}:${id}`).toString("base64");
/** The probe's marker BI (Central Sterile, resulted at the start): a load on the release board. */
const markerLoad = (v: Victim) => v.readings.find((r) => r.kind === "BI" && r.state === "PROVISIONAL")!.id;

export const incidentRecipes: AreaRecipes = {
  rest: {
    "GET /api/incidents/:id/recall": {
      calls: ({ v }) => [{ params: { id: v.incident.id }, query: { format: "csv" } }, { params: { id: v.incident.id }, query: { format: "xlsx" } }],
      refuse: BOTH,
      control: false,
      why: "the file names the recalled loads by read number, kind, lot and operator: attackers are refused outright (Not found), which the refusal check proves",
    },
  },
  graphql: {
    // The probe's marker lot: Hospital A's readings that used it are Central Sterile's.
    "Query.lotReadings": { calls: ({ v }) => [{ args: { lot: v.lot } }, { args: { lot: v.lot.toLowerCase(), first: 5 } }] },
    "Query.releaseBoard": { calls: ({ v }) => [{ args: {} }, { args: { sectorId: gid("Sector", v.centralSectorId), hours: 24 } }] },
    "Query.boardLoad": { calls: ({ v }) => [{ args: { readingId: markerLoad(v) } }], refuse: BOTH },
    "Mutation.setImplantLoad": { calls: ({ v }) => [{ args: { readingId: markerLoad(v), implant: true } }], refuse: BOTH },
    "Mutation.releaseImplantLoad": {
      calls: ({ v }) => [{ args: { input: { readingId: markerLoad(v), password: "Demo-2026", meaning: "APPROVED" } } }],
      refuse: BOTH,
      control: false,
      why: "the marker load is no implant load awaiting release: a refusal is demanded of attackers instead",
    },
    "Query.incidents": { calls: () => [{ args: { first: 50 } }, { args: { first: 50, status: "OPEN" } }] },
    "Mutation.updateIncidentInvestigation": { calls: ({ v }) => [{ args: { input: { incidentId: gid("Incident", v.incident.id), cause: "Hijacked cause" } } }], refuse: BOTH },
    "Mutation.markIncidentLoad": { calls: ({ v }) => [{ args: { input: { loadId: v.incident.loadId, status: "NOT_NEEDED", note: "Hijacked" } } }], refuse: BOTH },
    "Mutation.closeIncident": {
      calls: ({ v }) => [{ args: { input: { incidentId: gid("Incident", v.incident.id), password: "Demo-2026", meaning: "APPROVED" } } }],
      refuse: BOTH,
      control: false,
      why: "the victim's incident cannot be closed (no re-tests yet): a refusal is demanded of attackers instead",
    },
  },
};
