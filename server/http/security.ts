// Security headers on every answer and CORS for the distributors' own origins.
//
// The web client is served from the same origin as the API, so browsers need CORS only for
// pages of another distributor's address or an integrator's configured origin
// (CORS_ORIGINS). A request's Origin is never reflected unless it is one of those.
import type { PrismaClient } from "../db/generated/client";
import type { Config } from "../config";

/** script-src 'self': no inline script anywhere; styles may be inline (the printable record). */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data: blob:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join("; ");

export function addSecurityHeaders(original: Response, tls: boolean): Response {
  let response = original;
  try {
    response.headers.set("x-content-type-options", "nosniff");
  } catch {
    response = new Response(original.body, original); // immutable headers: copy the answer
  }
  const h = response.headers;
  // An answer that chose its own policy (a sandboxed picture) keeps it.
  if (!h.has("content-security-policy")) h.set("content-security-policy", CSP);
  h.set("x-content-type-options", "nosniff");
  h.set("x-frame-options", "DENY");
  // Recovery links carry their token in the path: never send it on as a referrer.
  h.set("referrer-policy", "no-referrer");
  h.set("cross-origin-opener-policy", "same-origin");
  h.set("permissions-policy", "camera=(self), microphone=(), geolocation=()");
  if (tls) h.set("strict-transport-security", "max-age=31536000; includeSubDomains");
  return response;
}

const ALLOWED_HEADERS = "authorization, content-type, accept, accept-language, x-requested-with, idempotency-key";
const EXPOSED_HEADERS = "content-disposition, x-export-rows, retry-after";

/** Decides which origins may call the API from a browser; distributors' domains are re-read every minute. */
export function createCorsPolicy(prisma: PrismaClient, config: Pick<Config, "publicUrl" | "corsOrigins">) {
  let cached: { at: number; origins: Set<string> } | null = null;
  async function allowedOrigins(): Promise<Set<string>> {
    if (cached && Date.now() - cached.at < 60_000) return cached.origins;
    const distributors = await prisma.distributor.findMany({ select: { domain: true } });
    const origins = new Set(config.corsOrigins.map(normalOrigin));
    for (const d of distributors) origins.add(normalOrigin(config.publicUrl.replace("{domain}", d.domain)));
    cached = { at: Date.now(), origins };
    return origins;
  }

  async function allowed(origin: string | null): Promise<boolean> {
    return !!origin && origin !== "null" && (await allowedOrigins()).has(normalOrigin(origin));
  }

  return {
    /** A preflight (OPTIONS with Access-Control-Request-Method): 204 for allowed origins, 403 otherwise. */
    async preflight(request: Request): Promise<Response | null> {
      if (request.method !== "OPTIONS" || !request.headers.get("access-control-request-method")) return null;
      const origin = request.headers.get("origin");
      if (!(await allowed(origin))) return new Response(null, { status: 403, headers: { vary: "Origin" } });
      return new Response(null, {
        status: 204,
        headers: {
          "access-control-allow-origin": origin!,
          "access-control-allow-methods": "GET, POST, PUT, DELETE, OPTIONS",
          "access-control-allow-headers": ALLOWED_HEADERS,
          "access-control-max-age": "600",
          vary: "Origin",
        },
      });
    },
    /** Adds the CORS answer headers to a response for an allowed cross-origin caller. */
    async decorate(request: Request, response: Response): Promise<Response> {
      const origin = request.headers.get("origin");
      response.headers.append("vary", "Origin");
      // Credentials (cookies) are never allowed: the API is authorised by bearer tokens.
      response.headers.delete("access-control-allow-credentials");
      if (await allowed(origin)) {
        response.headers.set("access-control-allow-origin", origin!);
        response.headers.set("access-control-expose-headers", EXPOSED_HEADERS);
      } else response.headers.delete("access-control-allow-origin");
      return response;
    },
  };
}

function normalOrigin(o: string): string {
  try {
    const u = new URL(o);
    return `${u.protocol}//${u.host}`.toLowerCase();
  } catch {
    return o.toLowerCase();
  }
}
