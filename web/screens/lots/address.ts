// The lot screen's query variables from the address (kept out of the screen's chunk:
// web/routes/screens.tsx imports them at start-up). /AppLots?lot=X searches lot X; without a
// lot nothing is asked.
export function lotFromAddress(params: URLSearchParams): { lot: string; searched: boolean } {
  const lot = (params.get("lot") ?? "").trim();
  return { lot, searched: lot !== "" };
}

/** The lot screen's address for one lot. */
export const lotPath = (lot: string) => `/AppLots?lot=${encodeURIComponent(lot)}`;
