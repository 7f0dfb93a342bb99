// What the /SysLicenses address names: ?distributorId= (the provider's choice; a distributor
// user always sees its own) and ?status=. Read by the route (the query's variables) and by the
// screen (the selects), without the screen's code.
export const DISTRIBUTOR_PARAM = "distributorId";
export const STATUS_PARAM = "status";
export const LICENSE_PARAM = "licenseId";

const whole = (value: string | null, max = 999_999_999) => (value && /^\d{1,9}$/.test(value) && Number(value) <= max ? Number(value) : null);

export function licensesFromAddress(params: URLSearchParams): { distributorId: number | null; status: number | null } {
  return { distributorId: whole(params.get(DISTRIBUTOR_PARAM)), status: whole(params.get(STATUS_PARAM), 5) };
}

/** /syslicenseeditor?licenseId=: the licence to open (none: the search). */
export function editorFromAddress(params: URLSearchParams): { licenseId: number; hasLicense: boolean } {
  const licenseId = whole(params.get(LICENSE_PARAM));
  return { licenseId: licenseId ?? 0, hasLicense: licenseId !== null };
}
