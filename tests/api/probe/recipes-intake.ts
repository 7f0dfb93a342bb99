// Probe recipes of the mobile chemical-reading intake (server/intake, docs/intake-api.md).
// Minting makes a token for the caller's own company, sector and user (never the victim's);
// the phone's routes take only an intake token, so every attacker's session token is refused.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass } from "./victim";

const BOTH: AttackerClass[] = ["outsider", "insider"];

export const intakeRecipes: AreaRecipes = {
  rest: {
    "GET /api/intake/openapi.json": { calls: () => [{}], staticText: true, control: false, why: "public API description" },
    "POST /api/intake/token": {
      calls: () => [{ body: { kind: "CHE_STERILIZER" } }, { body: { kind: "CHE_WASHER", companyId: 1, sectorId: 1 } }],
      control: false,
      why: "mints a token bound to the caller's own company, sector and user (ids in the body are ignored); the answer is the new token only",
    },
    "GET /api/intake/token": { calls: () => [{}], refuse: BOTH, control: false, why: "wants an intake token; a session token is refused" },
    "POST /api/intake/chemical": {
      calls: ({ v }) => [{ body: { result: "1", sterilizerId: v.companyId } }],
      refuse: BOTH,
      control: false,
      why: "wants an intake token minted by one of the company's users; a session token is refused before the body is read",
    },
  },
  graphql: {
    "Mutation.createIntakeToken": { calls: () => [{ args: { kind: "CHE_WASHER" } }], control: false, why: "a token for the caller's own company, sector and user" },
    "Query.intakeTokenInfo": { calls: ({ a }) => [{ args: { token: a.token || "itk_none" } }], refuse: BOTH, control: false, why: "wants an intake token; the caller's session token is not one" },
    "Mutation.submitChemicalIntake": {
      calls: ({ a, v }) => [{ args: { token: a.token || "itk_none", result: 1, image: "not-a-file", sterilizer: { sterilizerId: v.companyId } } }],
      refuse: BOTH,
      control: false,
      why: "wants an intake token minted by one of the company's users; the caller's session token is refused before anything is read",
    },
  },
};
