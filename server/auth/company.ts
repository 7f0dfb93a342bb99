// Company-side screens act for the caller's own company: these helpers give its id and
// refuse rows of any other company with "Not found".
import type { Principal } from "./principal";
import { forbidden, notFound, unauthorized } from "../domain/errors";

export function ownCompanyId(p: Principal | null): number {
  if (!p) throw unauthorized();
  if (p.kind !== "COMPANY" || p.companyId === null) throw forbidden();
  return p.companyId;
}

/** The row if it belongs to the caller's company (and is not archived), else Not found. */
export function ownRow<T extends { companyId: number | null; deletedAt?: Date | null }>(p: Principal | null, row: T | null): T {
  if (!row || row.companyId !== ownCompanyId(p) || row.deletedAt) throw notFound();
  return row;
}

/** A company id the caller sent (a legacy query parameter) is its own company's or absent: another is Not found. */
export function assertOwnCompanyId(p: Principal | null, companyId: number | null | undefined) {
  if (companyId && companyId !== ownCompanyId(p)) throw notFound();
}
