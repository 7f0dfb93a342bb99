// Which set of system parameters the address names (?distributorId=); none: the viewer's own
// (the provider-wide set for provider staff, its own copy for a distributor's administrator).
// Read by the route (the query's variables) and by the screen (the select), without the screen's code.
export const OWNER_PARAM = "distributorId";

export function ownerFromAddress(params: URLSearchParams): { distributorId: number | null } {
  const asked = params.get(OWNER_PARAM);
  return { distributorId: asked && /^\d{1,9}$/.test(asked) ? Number(asked) : null };
}
