// The licence life cycle through the REST API, for end-to-end set-ups: a company asks for a
// licence, the provider (sysadmin) approves, suspends, unsuspends, cancels; the company activates
// the approval's code. Each test uses companies signed up for it, never the demo's licences.
import { apiLogin } from "./api";
import { claimsOf, rest, type Admin } from "./company";
import { DEMO, DEMO_PASSWORD } from "./env";

export const PRODUCT = { cloud: 1, plus: 2, integration: 3, exporter: 4 };
export const PERIOD = { trial: 1, oneYear: 2 };

export interface SystemLicenseWire {
  licenseDetailId: number;
  licenseId: number;
  companyId: number;
  licenseStatus: number;
  code: string | null;
  startDate: string;
  endDate: string;
  invoiceNumber: string | null;
}

async function ok(method: string, path: string, body: unknown, token: string) {
  const res = await rest(method, path, body, token);
  if (res.status !== 200) throw new Error(`${method} ${path} → ${res.status} ${res.text.slice(0, 300)}`);
  return res.json;
}

export const providerToken = () => apiLogin(DEMO.sysadmin!.email, DEMO_PASSWORD);

export function companyIdOf(admin: Admin): number {
  return Number((admin.claims as any).Company?.Id);
}

/** The company's request (status 0): its licence and detail ids. */
export async function requestLicense(admin: Admin, product = PRODUCT.cloud, period = PERIOD.trial): Promise<{ licenseId: number; licenseDetailId: number }> {
  const answer = await ok("POST", "/api/license/requestlicense", { LicenseProductId: product, LicensePeriodId: period, UtcStartDateInput: new Date().toISOString() }, admin.token);
  return { licenseId: answer.licenseId, licenseDetailId: answer.licenseDetailId };
}

/** The company's licence details as the provider lists them (/api/LicenseCode). */
export async function companyLicenses(provider: string, companyId: number): Promise<SystemLicenseWire[]> {
  return ok("GET", `/api/LicenseCode?companyId=${companyId}`, undefined, provider);
}

export async function transition(provider: string, action: "approve" | "cancel" | "suspend" | "unsuspend", licenseDetailId: number, observations: string, invoiceNumber?: string): Promise<void> {
  await ok("POST", `/api/license/${action}license`, { id: licenseDetailId, observations, ...(invoiceNumber ? { invoiceNumber } : {}) }, provider);
}

export async function activate(admin: Admin, code: string): Promise<void> {
  await ok("POST", "/api/LicenseCode/Activate", { Code: code }, admin.token);
}

/** Request → approval → activation: the company holds an active licence of the product. */
export async function activeLicense(admin: Admin, provider: string, product = PRODUCT.cloud): Promise<SystemLicenseWire> {
  const { licenseDetailId } = await requestLicense(admin, product);
  await transition(provider, "approve", licenseDetailId, "e2e set-up", `INV-E2E-${Date.now().toString(36)}`);
  const approved = (await companyLicenses(provider, companyIdOf(admin))).find((l) => l.licenseDetailId === licenseDetailId);
  if (!approved?.code) throw new Error(`no code after approval: ${JSON.stringify(approved)}`);
  await activate(admin, approved.code);
  return (await companyLicenses(provider, companyIdOf(admin))).find((l) => l.licenseDetailId === licenseDetailId)!;
}

export { claimsOf };
