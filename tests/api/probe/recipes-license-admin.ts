// Probe recipes of the licence life cycle's administration (server/licenses/admin*.ts): the
// provider's and distributors' licence list, the transitions, the back office's correction
// and deletion, a distributor's codes, and the company's own licensed features. The writes aim
// at Hospital A's seeded licence rows (licence 1 with details 1-3, active; licence 3 with
// detail 5, requested): every attacker must be refused (company users: forbidden; the second
// distributor's user: not found), and the fingerprint of Hospital A's rows must not move.
import type { AreaRecipes } from "./recipes";
import type { AttackerClass } from "./victim";

const BOTH: AttackerClass[] = ["outsider", "insider"];
const ACTIVE_DETAIL = 1;
const REQUESTED_DETAIL = 5;
const LICENSE = 1;
const BIONOVA = 1;
const LIST_WHY = "the provider's and distributors' list: company users are refused, another distributor's user sees its own companies only (no Hospital A marker is in licence rows; tests/api/license-lifecycle.test.ts proves the scope)";

export const licenseAdminRecipes: AreaRecipes = {
  rest: {
    "GET /api/LicenseCode": { calls: ({ v }) => [{ query: { companyId: v.companyId } }, { query: { distributorId: BIONOVA } }], refuse: ["insider"], control: false, why: LIST_WHY },
    "GET /api/LicenseCode/CompanyLicensesById": { calls: ({ v }) => [{ query: { companyId: v.companyId } }], refuse: ["insider"], control: false, why: LIST_WHY },
    "GET /api/LicenseCode/:distributorId": { calls: () => [{ params: { distributorId: BIONOVA } }], refuse: ["insider"], control: false, why: "a distributor's activation codes (provider and that distributor only)" },
    "POST /api/license/approvelicense": { calls: () => [{ body: { id: REQUESTED_DETAIL, invoiceNumber: "PROBE", observations: "probe" } }], refuse: BOTH },
    "POST /api/license/cancellicense": { calls: () => [{ body: { id: REQUESTED_DETAIL, observations: "probe" } }], refuse: BOTH },
    "POST /api/license/suspendlicense": { calls: () => [{ body: { id: ACTIVE_DETAIL, observations: "probe" } }], refuse: BOTH },
    "POST /api/license/unsuspendlicense": { calls: () => [{ body: { id: ACTIVE_DETAIL, observations: "probe" } }], refuse: BOTH },
    "PUT /api/License/LicenseInfo": { calls: () => [{ body: { LicenseId: LICENSE, DaysToAdd: -10, LicenseStatus: 4, Observations: "probe" } }], refuse: BOTH },
    "DELETE /api/License": { calls: () => [{ query: { licenseId: LICENSE } }], refuse: BOTH },
  },
  graphql: {
    "Query.systemLicenses": { calls: ({ v }) => [{ args: { first: 50, companyId: v.companyId } }, { args: { first: 50, distributorId: BIONOVA } }], refuse: ["insider"], control: false, why: LIST_WHY },
    "Query.licensedFeatures": { calls: () => [{}], control: false, why: "yes/no flags of the caller's own company" },
    "Mutation.approveLicense": { calls: () => [{ args: { licenseDetailId: REQUESTED_DETAIL, invoiceNumber: "PROBE", observations: "probe" } }], refuse: BOTH },
    "Mutation.cancelLicense": { calls: () => [{ args: { licenseDetailId: REQUESTED_DETAIL, observations: "probe" } }], refuse: BOTH },
    "Mutation.suspendLicense": { calls: () => [{ args: { licenseDetailId: ACTIVE_DETAIL, observations: "probe" } }], refuse: BOTH },
    "Mutation.unsuspendLicense": { calls: () => [{ args: { licenseDetailId: ACTIVE_DETAIL, observations: "probe" } }], refuse: BOTH },
    "Mutation.editLicense": { calls: () => [{ args: { input: { licenseId: LICENSE, daysToAdd: -10, status: 4, observations: "probe" } } }], refuse: BOTH },
    "Mutation.deleteLicense": { calls: () => [{ args: { licenseId: LICENSE } }], refuse: BOTH },
  },
};
