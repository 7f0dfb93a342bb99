// Probe recipes of HL7 v2 (server/interop, docs/interoperability.md): the messages of the
// victim's readings and loads by kind and id (another company's id is Not found; an operator of
// another sector gets Not found too, and the victim's administrator the message with its marker
// lot), and the company's own MLLP destination and deliveries — no argument names a company, so
// another company's administrator reaches only its own, and Hospital A's operators and
// connection users are refused.
import type { AreaRecipes, Ctx } from "./recipes";

const readingCalls = ({ v }: Ctx) => v.readings.map((r) => ({ params: { kind: r.kind, id: r.id } }));
const OWN = "the caller's own company's destination and deliveries (no company argument): tests/api/hl7.test.ts";

export const hl7Recipes: AreaRecipes = {
  rest: {
    "GET /api/hl7/readings/:kind/:id": { calls: readingCalls },
    "GET /api/hl7/loads/:kind/:id": { calls: readingCalls },
    "GET /api/hl7/destination": { calls: () => [{}], refuse: ["insider"], control: false, why: OWN },
    "PUT /api/hl7/destination": { calls: () => [{ body: { host: "hijack.probe.test", port: 2575, enabled: false } }], refuse: ["insider"], control: false, why: OWN },
    "GET /api/hl7/deliveries": { calls: () => [{}, { query: { take: 200 } }], refuse: ["insider"], control: false, why: OWN },
  },
  graphql: {
    "Query.mllpDestination": { calls: () => [{}], refuse: ["insider"], control: false, why: OWN },
    "Query.mllpDeliveries": { calls: () => [{}, { args: { first: 200 } }], refuse: ["insider"], control: false, why: OWN },
    "Mutation.saveMllpDestination": { calls: () => [{ args: { input: { host: "hijack.probe.test", port: 2575, enabled: false } } }], refuse: ["insider"], control: false, why: OWN },
  },
};
