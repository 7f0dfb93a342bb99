// Probe recipes of the company logo (server/logo, docs/logo-and-units.md). The victim may or
// may not have a logo when an attacker comes, so reads demand refusals rather than looking
// for its bytes: outsiders get Not found for Hospital A's company id; the image route wants a
// signature only Hospital A's users are handed (nobody can build one from the id).
import type { AreaRecipes } from "./recipes";
import type { AttackerClass } from "./victim";
import { logoPng } from "../../helpers/logo-files";

const OUTSIDERS: AttackerClass[] = ["outsider"];
const BOTH: AttackerClass[] = ["outsider", "insider"];
const PNG = Buffer.from(logoPng(40, 8, 5)).toString("base64");

export const logoRecipes: AreaRecipes = {
  rest: {
    "GET /api/companyfile/:companyId": {
      calls: ({ v }) => [{ params: { companyId: v.companyId } }],
      refuse: OUTSIDERS,
      control: false,
      why: "the victim's logo by its company id: outsiders are refused (the company's own users, insiders too, may see it)",
    },
    "GET /api/companyfile/:companyId/image": {
      calls: ({ v }) => [{ params: { companyId: v.companyId }, query: { v: Date.now(), exp: Math.floor(Date.now() / 1000) + 3600, sig: "A".repeat(43) } }, { params: { companyId: v.companyId } }],
      refuse: BOTH,
      control: false,
      why: "the signed image URL without the signature Company.logo.url hands to the company's users",
    },
    "PUT /api/companyfile": { calls: ({ v }) => [{ body: { CompanyFile: { Id: 0, CompanyId: v.companyId, Logo: PNG } } }] },
    "DELETE /api/CompanyFile": { calls: ({ v }) => [{ body: { CompanyFile: { Id: 0, CompanyId: v.companyId } } }] },
  },
  graphql: {
    "Query.companyLogoRules": { calls: () => [{}], control: false, why: "the limits and the caller's own permission: no company data" },
    // A File comes only as a multipart part: the probe's JSON value is refused before the resolver.
    "Mutation.uploadCompanyLogo": { calls: () => [{ args: { file: PNG } }] },
    "Mutation.deleteCompanyLogo": { calls: () => [{}] },
  },
};
