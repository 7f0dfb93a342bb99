// Probe recipes of the FHIR R4 endpoint (server/fhir): the victim's observations, machines,
// sector and company asked for by their FHIR ids. Outsiders get Not found; an operator of
// another sector of Hospital A gets Not found for the victim sector's readings, machines and
// sector, and only their own sector's observations in a search. The positive control: Hospital
// A's administrator finds the probe's marker lot and serials through the same calls.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass, Victim } from "./victim";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const marked = (v: Victim) => v.readings.filter((r) => r.sectorId === v.sector.id);
const reading = (v: Victim, kind: string) => marked(v).find((r) => r.kind === kind) ?? v.readings.find((r) => r.kind === kind)!;
const PREFIX: Record<string, string> = { BI: "bi", PRO: "pro", CHE_STERILIZER: "chs", CHE_WASHER: "chw" };
const sterilizer = (v: Victim) => v.machines.sterilizer.find((m) => m.sectorId === v.sector.id) ?? v.machines.sterilizer[0]!;

export const fhirRecipes: AreaRecipes = {
  rest: {
    "GET /fhir/metadata": { calls: () => [{}], control: false, why: "public: the server's CapabilityStatement, no company data" },
    "GET /fhir/Observation": {
      calls: ({ v }) => [{ query: { _count: 200 } }, { query: { device: `Device/sterilizer-${sterilizer(v).id}` } }, { query: { code: "BI", status: "final,preliminary", _count: 200 } }],
    },
    "GET /fhir/Observation/:id": { calls: ({ v }) => ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"].map((k) => ({ params: { id: `${PREFIX[k]}-${reading(v, k).id}` } })), refuse: BOTH },
    "GET /fhir/Device/:id": {
      calls: ({ v }) => [
        { params: { id: `sterilizer-${sterilizer(v).id}` } },
        { params: { id: `washer-${(v.machines.washer.find((m) => m.sectorId === v.sector.id) ?? v.machines.washer[0]!).id}` } },
      ],
      refuse: BOTH,
    },
    "GET /fhir/Location/:id": { calls: ({ v }) => [{ params: { id: `sector-${v.sector.id}` } }], refuse: BOTH },
    "GET /fhir/Organization/:id": { calls: ({ v }) => [{ params: { id: `company-${v.companyId}` } }], refuse: ["outsider"], control: false, why: "the company's name and address: its own staff of any sector may read it" },
  },
  graphql: {},
};
