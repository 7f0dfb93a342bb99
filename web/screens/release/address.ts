// The release board's query variables from the address (kept out of the screen's chunk:
// web/routes/screens.tsx imports them at start-up). /AppRelease?sector=3&hours=24 — a wall
// display is set up once with its sector in its address.
export const BOARD_HOURS = [12, 24, 48, 168] as const;
const DEFAULT_HOURS = 12;

/** The Relay id of sector n (server/graphql/ids.ts: base64 of "Sector:n"). */
const sectorGlobalId = (sector: string) => btoa(`Sector:${sector}`);

export function boardFromAddress(params: URLSearchParams): { sectorId: string | null; hours: number } {
  const sector = params.get("sector") ?? "";
  const hours = Number(params.get("hours"));
  return {
    sectorId: /^\d+$/.test(sector) ? sectorGlobalId(sector) : null,
    hours: (BOARD_HOURS as readonly number[]).includes(hours) ? hours : DEFAULT_HOURS,
  };
}
