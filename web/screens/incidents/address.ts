// The incident screens' query variables from the address (kept out of the screens' chunks:
// web/routes/screens.tsx imports them at start-up).
export type IncidentStatusFilter = "OPEN" | "CLOSED";

/** /AppIncidents?status=OPEN|CLOSED keeps one state; anything else lists all. */
export function statusFromAddress(params: URLSearchParams): { status: IncidentStatusFilter | null } {
  const status = params.get("status")?.toUpperCase();
  return { status: status === "OPEN" || status === "CLOSED" ? status : null };
}

/** The Relay id of incident n (server/graphql/ids.ts: base64 of "Incident:n"). */
export function incidentGlobalId(incidentId: number | string): string {
  return btoa(`Incident:${incidentId}`);
}

/** /AppIncidents/12 → node(id: base64("Incident:12")); a path without a number names no incident. */
export function incidentFromAddress(_params: URLSearchParams, path: string): { id: string } {
  const n = /\/(\d+)\/?$/.exec(path)?.[1];
  return { id: incidentGlobalId(n ?? "0") };
}

/** The incident page's address. */
export const incidentPath = (incidentId: number) => `/AppIncidents/${incidentId}`;
