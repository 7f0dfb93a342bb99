// The hand-off to the companion tracing app (spec 001: "A mobile-scan button on the washer
// provisional screen hands off to a companion tracing app"). The app is opened by a deep
// link naming this server, the distributor, the company and the readings to complete; on a
// desktop the link is shown as a QR code for the phone's camera.

/** The tracing app's URL scheme and path for scanning indicators of given readings. */
export const TRACING_APP_LINK = "trazanto://readings/scan";

export interface MobileScanTarget {
  /** The server the app sends its results to (this page's origin). */
  server: string;
  /** The distributor's encrypted id (the app signs in against it). */
  distributor: string | null;
  companyId: number;
  companyName?: string;
  /** Reading kind on the server (CHE_WASHER for screen 600). */
  kind: "CHE_WASHER" | "CHE_STERILIZER";
  /** Database ids of the readings (the numbers the app asks the server about). */
  readingIds: readonly number[];
  /** The single-use intake token (docs/intake-api.md) the app sends its new readings with (link v=2). */
  token?: string | null;
}

/** trazanto://readings/scan?v=1&server=…&distributor=…&company=…&kind=…&readings=1,2,3 (v=2 adds &token=…) */
export function mobileScanLink(target: MobileScanTarget): string {
  const params = new URLSearchParams();
  params.set("v", target.token ? "2" : "1");
  params.set("server", target.server);
  if (target.distributor) params.set("distributor", target.distributor);
  params.set("company", String(target.companyId));
  params.set("kind", target.kind);
  params.set("readings", target.readingIds.join(","));
  if (target.token) params.set("token", target.token);
  return `${TRACING_APP_LINK}?${params.toString()}`;
}

/** Reads a hand-off link back (the tracing app's side; used by the tests too). */
export function parseMobileScanLink(link: string): { server: string | null; distributor: string | null; companyId: number; kind: string | null; readingIds: number[] } | null {
  if (!link.startsWith(`${TRACING_APP_LINK}?`)) return null;
  const params = new URLSearchParams(link.slice(TRACING_APP_LINK.length + 1));
  return {
    server: params.get("server"),
    distributor: params.get("distributor"),
    companyId: Number(params.get("company")),
    kind: params.get("kind"),
    readingIds: (params.get("readings") ?? "")
      .split(",")
      .filter(Boolean)
      .map(Number),
  };
}
