// REST door of the licence life cycle (spec 002 sections 7.7 and 7.8; docs/licenses.md), legacy
// wire names: the provider's licence list and its four transitions, the back office's licences
// of a company, its correction (LicenseInfo) and deletion, and a distributor's activation codes.
import type { Router } from "../http/router";
import { DISTRIBUTORS } from "../auth/scopes";
import { done } from "../http/replies";
import { id, integer, object, parseWire, text } from "../validation/wire";
import { signatureOf } from "../signatures/wire";
import { deleteLicense, editLicenseInfo, listSystemLicenses, transitionLicense, type SystemLicenseRow } from "./admin";
import { adminTransitions, type AdminTransition } from "./lifecycle";
import { byLicense, statusDescriptions } from "./service";
import { listRecords } from "../sysadmin/service";
import { activationCode } from "../sysadmin/entities/licensing";

const ListQuery = { distributorId: id(), companyId: id(), status: integer({ min: 0, max: 9 }) };
/** The licence as the list gave it, with the observations (and invoice number) of the action. */
const TransitionBody = object({ licenseDetailId: id(), observations: text(2000), invoiceNumber: text(2000) }, { licenseDetailId: ["licenseDetailId", "LicenseDetailId", "id", "Id"] });
const InfoBody = object({ LicenseId: id(), DaysToAdd: integer(), LicenseStatus: integer(), Observations: text(2000) });

/** Licence (system), spec 002 section 3: company, product, period, invoice, dates, status, observations, code. */
function systemWire(d: SystemLicenseRow, describe: (s: number) => string) {
  return {
    id: d.id,
    licenseDetailId: d.id,
    licenseId: d.licenseId,
    companyId: d.license.companyId,
    company: d.license.company.name,
    distributorId: d.license.company.distributorId,
    licenseProductId: d.licenseProductId,
    product: d.licenseProduct.name,
    isBionovaCloudLicense: d.licenseProduct.isCloud,
    period: { id: d.licensePeriodId, name: d.licensePeriod.name, days: d.licensePeriod.days, trial: d.licensePeriod.trial },
    invoiceNumber: d.license.invoiceNumber,
    startDate: d.startDate,
    endDate: d.endDate,
    licenseStatus: d.status,
    licenseStatusDescription: describe(d.status),
    observations: d.observations,
    code: d.licenseCode?.code ?? null,
    allowedActions: adminTransitions(d.status),
  };
}

/** Back-office licence, spec 002 section 3: one entry per licence with its details. */
function backOfficeWire(rows: SystemLicenseRow[], describe: (s: number) => string) {
  return byLicense(rows).map(([licenseId, details]) => ({
    licenseId,
    code: details.find((d) => d.licenseCode)?.licenseCode?.code ?? null,
    invoiceNumber: details[0]!.license.invoiceNumber,
    licenseDetails: details.map((d) => ({
      licenseDetailId: d.id,
      licenseCodeId: d.licenseCode?.id ?? null,
      startDate: d.startDate,
      endDate: d.endDate,
      licenseStatus: d.status,
      licenseStatusDescription: describe(d.status),
      observations: d.observations,
      licenseProductName: d.licenseProduct.name,
      isBionovaCloudLicense: d.licenseProduct.isCloud,
      licensePeriodObject: { periodName: d.licensePeriod.name, trial: d.licensePeriod.trial, days: d.licensePeriod.days },
    })),
  }));
}

const TRANSITION_PATHS: Record<string, AdminTransition> = {
  "/api/license/approvelicense": "approve",
  "/api/license/cancellicense": "cancel",
  "/api/license/suspendlicense": "suspend",
  "/api/license/unsuspendlicense": "unsuspend",
};

export function licenseAdminRoutes(r: Router): void {
  // /SysLicenses: every licence the caller administers (?distributorId, ?companyId, ?status).
  r.get("/api/LicenseCode", DISTRIBUTORS, async (c) => {
    const q = c.args(ListQuery);
    const [rows, describe] = await Promise.all([listSystemLicenses(c, q), statusDescriptions(c)]);
    return rows.map((d) => systemWire(d, describe));
  });
  for (const [path, transition] of Object.entries(TRANSITION_PATHS)) {
    r.post(path, DISTRIBUTORS, async (c) => {
      const raw = await c.body();
      const answer = await transitionLicense(c, transition, { ...parseWire(TransitionBody, raw), signature: signatureOf(raw) });
      return { ...done(answer.message), licenseDetailId: answer.licenseDetailId };
    });
  }
  // The back office (spec 7.8).
  r.get("/api/LicenseCode/CompanyLicensesById", DISTRIBUTORS, async (c) => {
    const { companyId } = c.args({ companyId: id() });
    const [rows, describe] = await Promise.all([listSystemLicenses(c, { companyId: companyId ?? -1 }), statusDescriptions(c)]);
    return backOfficeWire(rows, describe);
  });
  r.put("/api/License/LicenseInfo", DISTRIBUTORS, async (c) => {
    const b = await c.body(InfoBody);
    const answer = await editLicenseInfo(c, { licenseId: b.LicenseId, daysToAdd: b.DaysToAdd, status: b.LicenseStatus, observations: b.Observations });
    return { ...done(answer.message), licenseId: answer.licenseId };
  });
  r.delete("/api/License", DISTRIBUTORS, async (c) => {
    const { licenseId } = c.args({ licenseId: id() });
    return done((await deleteLicense(c, licenseId ?? null)).message);
  });
  // A distributor's activation codes (the /distlicenseCodes table's legacy call).
  r.get("/api/LicenseCode/:distributorId", DISTRIBUTORS, async (c) => {
    const { distributorId } = c.args({ distributorId: id() });
    return listRecords(c, activationCode, { parentId: distributorId ?? -1 });
  });
}
