// The REST compatibility layer's router. Paths of the legacy contract are matched
// case-insensitively (the spec spells /api/Country and /api/country alike) and with or
// without a trailing slash. Handlers return a value: objects become JSON, strings plain
// text, a Response passes through. Errors become the contract's error bodies.
import type { ServiceContext } from "../context";
import { AppError, badRequest } from "./errors";
import { requireScope, type ScopeRule } from "../auth/scopes";
import { log } from "../log";

export interface RestContext extends ServiceContext {
  request: Request;
  params: Record<string, string>;
  /** Query parameters, names matched case-insensitively (?companyId, ?CompanyId, ?companyid). */
  query: { get(name: string): string | null };
  /** Parsed JSON body ({} when empty); malformed JSON is a 400. */
  body<T = Record<string, unknown>>(): Promise<T>;
}

type Handler = (ctx: RestContext) => unknown | Promise<unknown>;
interface Route {
  method: string;
  pattern: RegExp;
  keys: string[];
  /** "public": no token needed (a token, if sent and valid, still identifies the caller). */
  auth: ScopeRule | "public";
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];

  add(method: string, path: string, auth: ScopeRule | "public", handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .replace(/\/+$/, "")
      .split("/")
      .map((seg) => (seg.startsWith(":") ? (keys.push(seg.slice(1)), "([^/]+)") : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    this.routes.push({ method, pattern: new RegExp(`^${source}/?$`, "i"), keys, auth, handler });
    return this;
  }
  get = (p: string, a: ScopeRule | "public", h: Handler) => this.add("GET", p, a, h);
  post = (p: string, a: ScopeRule | "public", h: Handler) => this.add("POST", p, a, h);
  put = (p: string, a: ScopeRule | "public", h: Handler) => this.add("PUT", p, a, h);
  delete = (p: string, a: ScopeRule | "public", h: Handler) => this.add("DELETE", p, a, h);

  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | "method" | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => (params[k] = decodeURIComponent(m[i + 1]!)));
      return { route, params };
    }
    return pathMatched ? "method" : null;
  }

  /** Runs the matched route; `resolvePrincipal` throws 401 errors for private routes only. */
  async handle(request: Request, base: Omit<ServiceContext, "principal">, resolvePrincipal: () => Promise<ServiceContext["principal"]>): Promise<Response | null> {
    const url = new URL(request.url);
    const found = this.match(request.method, url.pathname);
    if (!found) return null;
    if (found === "method") return json({ message: "Method not allowed" }, 405);
    const { route, params } = found;
    try {
      const principal = route.auth === "public" ? await resolvePrincipal().catch(() => null) : await resolvePrincipal();
      if (route.auth !== "public") requireScope(principal, route.auth);
      let parsed: unknown;
      const ctx: RestContext = {
        ...base,
        principal,
        request,
        params,
        query: caseInsensitive(url.searchParams),
        body: async <T>() => {
          if (parsed === undefined) {
            const text = await request.text();
            try {
              parsed = text.trim() ? JSON.parse(text) : {};
            } catch {
              throw badRequest("The request body is not valid JSON.");
            }
            // Handlers read fields off the body: anything but an object or a list is refused here.
            if (parsed === null || typeof parsed !== "object") throw badRequest("The request body must be a JSON object.");
          }
          return parsed as T;
        },
      };
      const result = await route.handler(ctx);
      if (result instanceof Response) return result;
      if (typeof result === "string") return new Response(result, { headers: { "content-type": "text/plain; charset=utf-8" } });
      return json(result ?? { result: "OK" });
    } catch (e) {
      return errorResponse(e, request);
    }
  }
}

export function json(data: unknown, status = 200): Response {
  return new Response(JSON.stringify(data), { status, headers: { "content-type": "application/json; charset=utf-8" } });
}

/** Known errors keep their shape; anything else is logged with a reference and hidden. */
export function errorResponse(e: unknown, request: Request): Response {
  if (e instanceof AppError) return json(e.body(), e.status);
  const ref = crypto.randomUUID().slice(0, 8);
  log.error("unhandled error", { ref, method: request.method, url: request.url, error: e instanceof Error ? e.stack : String(e) });
  return json({ message: `Unexpected error (ref ${ref})` }, 500);
}

function caseInsensitive(params: URLSearchParams): { get(name: string): string | null } {
  const map = new Map<string, string>();
  for (const [k, v] of params) if (!map.has(k.toLowerCase())) map.set(k.toLowerCase(), v);
  return { get: (name) => map.get(name.toLowerCase()) ?? null };
}
