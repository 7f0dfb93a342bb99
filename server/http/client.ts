// Who is on the other end of a request: the client's address, for rate limits and logs.
// Behind a reverse proxy the socket address is the proxy's; TRUST_PROXY=<hops> says how many
// proxies of ours append to X-Forwarded-For, so the client is that many entries from the end.
// Without it the header is ignored: anyone can write it.
import type { Server } from "bun";

export function clientAddress(request: Request, server: Pick<Server<unknown>, "requestIP"> | null, trustProxyHops: number): string {
  if (trustProxyHops > 0) {
    const forwarded = (request.headers.get("x-forwarded-for") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
    const hop = forwarded[forwarded.length - trustProxyHops];
    if (hop) return hop.replace(/^::ffff:/, "");
  }
  return (server?.requestIP(request)?.address ?? "unknown").replace(/^::ffff:/, "");
}

/** True when the client reached us over TLS (directly, or through a trusted proxy that says so). */
export function overTls(request: Request, trustProxyHops: number): boolean {
  if (new URL(request.url).protocol === "https:") return true;
  return trustProxyHops > 0 && (request.headers.get("x-forwarded-proto") ?? "").split(",")[0]!.trim().toLowerCase() === "https";
}
