// Probe recipes of the licence screen's operations (see recipes.ts for the recipe options).
// The reads take no company id: each answers the caller's own company's licences (or the
// caller's distributor's catalogue), so the positive control cannot find Hospital A's markers
// in them. The writes aim at Hospital A: the activation code the seed reserves for it
// (BNV-DEMO-HOSPA-0001) must not be spent by anyone else, and a request names Hospital A's
// distributor; the fingerprint of Hospital A's rows (license, license_code) must not move.
import type { AreaRecipes } from "./recipes";

/** The seed's unused activation code reserved for Hospital A (server/seed/demo-tenants.ts). */
const VICTIM_CODE = "BNV-DEMO-HOSPA-0001";
const OWN = "answers the caller's own company's licences only (no id is taken); Hospital A's licence values are not among the probe's markers";

export const licenseRecipes: AreaRecipes = {
  rest: {
    "POST /api/LicenseCode/SeeLicenses": { calls: () => [{ body: {} }, { body: { companyId: 1 } }], mutates: false, control: false, why: OWN },
    "POST /api/LicenseProduct/ProductPeriod": { calls: ({ v }) => [{ body: { idDistributor: v.distId } }, { body: {} }], mutates: false, control: false, why: "the distributor's product catalogue (reference data, the caller's own distributor only)" },
    "GET /api/licenseperiod": { calls: () => [{}], control: false, why: "reference list of licence periods" },
    "GET /api/LicenseCode/ProductUsedTrial": { calls: () => [{ query: { licenseProductId: 1 } }], control: false, why: "a yes/no about the caller's own company" },
    "POST /api/license/requestlicense": {
      calls: ({ v }) => [{ body: { LicenseProductId: 2, LicensePeriodId: 1, UtcStartDateInput: new Date().toISOString(), DistributorId: v.distId, UserLogged: v.admin.id } }],
    },
    "POST /api/LicenseCode/Activate": { calls: () => [{ body: { Code: VICTIM_CODE } }, { body: { Code: VICTIM_CODE.toLowerCase() } }] },
  },
  graphql: {
    "Query.myLicenses": { calls: () => [{ args: { first: 50 } }], control: false, why: OWN },
    "Query.licenseCatalogue": { calls: () => [{}], control: false, why: "the caller's distributor's product catalogue (reference data)" },
    "Mutation.requestLicense": { calls: () => [{ args: { licenseProductId: 2, licensePeriodId: 1 } }] },
    "Mutation.activateLicense": { calls: () => [{ args: { code: VICTIM_CODE } }] },
  },
};
