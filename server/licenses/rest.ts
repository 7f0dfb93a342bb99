// REST door of the licence screen (spec 002 section 7.4; docs/licenses.md). Wire names of
// the legacy contract: licenseDetails, licensePeriodObject, idDistributor, UtcStartDateInput.
import type { Router } from "../http/router";
import { activateLicense, byLicense, licenseCatalogue, licensePeriods, listLicenses, productTrialUsed, requestLicense, statusDescriptions, type LicenseRow, type PeriodRow } from "./service";
import { date, id, object, raw, text } from "../validation/wire";
import { done } from "../http/replies";
import { MANAGERS, SYSTEM, DISTRIBUTORS } from "../auth/scopes";

const periodWire = (p: PeriodRow) => ({ licensePeriodId: p.id, id: p.id, periodName: p.name, days: p.days, trial: p.trial });

/** { idDistributor }: the caller's own distributor (numeric id or DistId), or absent. */
const ProductPeriodBody = object({ idDistributor: raw() }, { idDistributor: ["idDistributor", "IdDistributor", "distributorId", "DistributorId"] });
const RequestBody = object({ LicenseProductId: id(), LicensePeriodId: id(), UtcStartDateInput: date(), DistributorId: raw(), UserLogged: raw() });
const ActivateBody = object({ Code: text(200) });

/**
 * The company's licences as the legacy screen reads them: one entry per licence, newest first,
 * with its details. `code` is the licence's activation code (its first detail's); each detail
 * carries its own too.
 */
function licensesWire(rows: LicenseRow[], describe: (status: number) => string) {
  return byLicense(rows).map(([licenseId, details]) => ({
    licenseId,
    code: details.find((d) => d.licenseCode)?.licenseCode?.code ?? null,
    invoiceNumber: details[0]!.license.invoiceNumber,
    licenseDetails: details.map((d) => ({
      licenseDetailId: d.id,
      startDate: d.startDate,
      endDate: d.endDate,
      licenseProductId: d.licenseProductId,
      licenseProductName: d.licenseProduct.name,
      licenseStatus: d.status,
      licenseStatusDescription: describe(d.status),
      licensePeriodObject: { licensePeriodId: d.licensePeriod.id, periodName: d.licensePeriod.name, trial: d.licensePeriod.trial, days: d.licensePeriod.days },
      observations: d.observations,
      code: d.licenseCode?.code ?? null,
    })),
  }));
}

export function licenseRoutes(r: Router): void {
  r.post("/api/LicenseCode/SeeLicenses", MANAGERS, async (c) => {
    const [rows, describe] = await Promise.all([listLicenses(c), statusDescriptions(c)]);
    return licensesWire(rows, describe);
  });
  r.post("/api/LicenseProduct/ProductPeriod", MANAGERS, async (c) => {
    const b = await c.body(ProductPeriodBody);
    return (await licenseCatalogue(c, b.idDistributor)).map((p) => ({
      id: p.id,
      name: p.name,
      isCloud: p.isCloud,
      trialUsed: p.trialUsed,
      periods: p.periods.map(periodWire),
      requestablePeriods: p.requestablePeriods.map(periodWire),
    }));
  });
  // Reference data: the company screen reads it, and so may the provider's and distributors' screens.
  r.get("/api/licenseperiod", { ...MANAGERS, ...SYSTEM, ...DISTRIBUTORS }, async (c) => (await licensePeriods(c)).map(periodWire));
  r.get("/api/LicenseCode/ProductUsedTrial", MANAGERS, async (c) => productTrialUsed(c, c.args({ licenseProductId: id() }).licenseProductId));
  r.post("/api/license/requestlicense", MANAGERS, async (c) => {
    const b = await c.body(RequestBody);
    const answer = await requestLicense(c, { licenseProductId: b.LicenseProductId, licensePeriodId: b.LicensePeriodId, startDate: b.UtcStartDateInput ?? null, distributor: b.DistributorId });
    return { ...done(answer.message), licenseId: answer.licenseId, licenseDetailId: answer.licenseDetailId };
  });
  r.post("/api/LicenseCode/Activate", MANAGERS, async (c) => {
    const b = await c.body(ActivateBody);
    const answer = await activateLicense(c, { code: b.Code });
    return { ...done(answer.message), licenseId: answer.licenseId, licenseDetailId: answer.licenseDetailId };
  });
}
