// Probe recipes of the distributor back office (server/backoffice). The victim's side is its
// distributor (Bionova Iberia, id 1), its company (Hospital A) and its users. Every attacker is a
// company user (refused by role) or the other distributor's user, which must be refused on every
// call that names distributor 1, Hospital A or one of its users; the distributors it may choose
// and its own companies, asked without an id, are its business (tests/api/backoffice.test.ts
// shows they never hold another distributor's).
import { BIONOVA } from "../../helpers/sysadmin";
import type { AttackerClass } from "./victim";
import type { AreaRecipes, GqlSpec, Recipe, RestSpec } from "./recipes";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const BACK_OFFICE = "the back office is provider and distributor staff's: the victim company's users (its administrator included) are refused by role";

const R: Record<string, Recipe<RestSpec>> = {
  "GET /api/Company/CompanyList": { calls: () => [{ query: { distId: BIONOVA } }], refuse: BOTH, control: false, why: BACK_OFFICE },
  "GET /api/company/GetByDistributorStr": { calls: ({ v }) => [{ query: { distributorId: v.distId } }], refuse: BOTH, control: false, why: BACK_OFFICE },
  "GET /api/Company/CompanyUsersByCompanyId": { calls: ({ v }) => [{ query: { companyId: v.companyId } }], refuse: BOTH, control: false, why: BACK_OFFICE },
  "POST /api/company/ModifyAdmin": { calls: ({ v }) => [{ query: { newAdminId: v.user.id } }], refuse: BOTH },
};

const G: Record<string, Recipe<GqlSpec>> = {
  "Query.backOfficeDistributors": { calls: () => [{}], refuse: ["insider"], control: false, why: "the distributors the caller may choose: another distributor's user is offered its own only" },
  "Query.backOfficeCompanies": { calls: () => [{ args: { distributorId: BIONOVA } }], refuse: BOTH, control: false, why: BACK_OFFICE },
  "Query.backOfficeCompanyUsers": { calls: ({ v }) => [{ args: { companyId: v.companyId } }], refuse: BOTH, control: false, why: BACK_OFFICE },
  "Mutation.makeCompanyAdministrator": { calls: ({ v }) => [{ args: { userId: v.user.id } }], refuse: BOTH },
};

export const backOfficeRecipes: AreaRecipes = { rest: R, graphql: G };
