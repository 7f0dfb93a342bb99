// The REST compatibility layer's router. Paths of the legacy contract are matched
// case-insensitively (the spec spells /api/Country and /api/country alike) and with or
// without a trailing slash. Handlers return a value: objects become JSON, strings plain
// text, a Response passes through. Errors become the contract's error bodies.
import type { ServiceContext } from "../context";
import { DomainError, badRequest, databaseFailure, ValidationError } from "../domain/errors";
import { httpBody, httpHeaders, httpStatus } from "./errors";
import { BAD_TEXT, badTextPath, isBadText } from "../validation/text";
import { parseWire, z, type Wire } from "../validation/wire";
import { requireScope, type ScopeRule } from "../auth/scopes";
import { log } from "../log";
import { withShare } from "../limits/fair";
import { currentRequest, errorRef } from "../observability/request";

export interface RestContext extends ServiceContext {
  request: Request;
  params: Record<string, string>;
  /** Query parameters, names matched case-insensitively (?companyId, ?CompanyId, ?companyid). */
  query: { get(name: string): string | null };
  /**
   * The JSON body ({} when empty): malformed JSON, and any string with NUL or an unpaired
   * surrogate, is a 400. With a schema (server/http/schema.ts), the body parsed by it.
   */
  body<S extends z.ZodType>(schema: S): Promise<Wire<S>>;
  body<T = Record<string, unknown>>(): Promise<T>;
  /** The values the URL carries (path parameters, query parameters by any case) parsed by a shape of wire types. */
  args<S extends Record<string, z.ZodType>>(shape: S): Wire<z.ZodObject<S>>;
}

type Handler = (ctx: RestContext) => unknown | Promise<unknown>;
interface Route {
  method: string;
  /** As registered, e.g. "/api/sector/:id". */
  path: string;
  /** "GET /api/sector/:id": the route's label in the request metrics (never the raw path, which holds ids). */
  label: string;
  pattern: RegExp;
  keys: string[];
  /** "public": no token needed (a token, if sent and valid, still identifies the caller). */
  auth: ScopeRule | "public";
  handler: Handler;
}

export class Router {
  private routes: Route[] = [];
  /** Routes whose work is expensive (exports, reports, imports): each runs within a fair share of its caller's (limits/fair.ts). */
  heavy: (label: string) => boolean = () => false;

  add(method: string, path: string, auth: ScopeRule | "public", handler: Handler): this {
    const keys: string[] = [];
    const source = path
      .replace(/\/+$/, "")
      .split("/")
      .map((seg) => (seg.startsWith(":") ? (keys.push(seg.slice(1)), "([^/]+)") : seg.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")))
      .join("/");
    this.routes.push({ method, path, label: `${method} ${path}`, pattern: new RegExp(`^${source}/?$`, "i"), keys, auth, handler });
    return this;
  }
  get = (p: string, a: ScopeRule | "public", h: Handler) => this.add("GET", p, a, h);
  post = (p: string, a: ScopeRule | "public", h: Handler) => this.add("POST", p, a, h);
  put = (p: string, a: ScopeRule | "public", h: Handler) => this.add("PUT", p, a, h);
  delete = (p: string, a: ScopeRule | "public", h: Handler) => this.add("DELETE", p, a, h);

  /** Whether a route of this method already answers this path (matched as requests are). */
  has(method: string, path: string): boolean {
    return this.routes.some((r) => r.method === method && r.pattern.test(path.replace(/\/+$/, "")));
  }

  /** The route table: method, path as registered and who may call it. */
  list(): { method: string; path: string; auth: ScopeRule | "public" }[] {
    return this.routes.map(({ method, path, auth }) => ({ method, path, auth }));
  }

  match(method: string, pathname: string): { route: Route; params: Record<string, string> } | "method" | null {
    let pathMatched = false;
    for (const route of this.routes) {
      const m = route.pattern.exec(pathname);
      if (!m) continue;
      pathMatched = true;
      if (route.method !== method) continue;
      const params: Record<string, string> = {};
      route.keys.forEach((k, i) => (params[k] = decodeParam(m[i + 1]!)));
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
    const scope = currentRequest();
    if (scope) scope.route = route.label;
    try {
      const principal = route.auth === "public" ? await resolvePrincipal().catch(() => null) : await resolvePrincipal();
      if (route.auth !== "public") requireScope(principal, route.auth);
      checkUrlText(params, url.searchParams);
      let parsed: unknown;
      const query = caseInsensitive(url.searchParams);
      const ctx: RestContext = {
        ...base,
        principal,
        request,
        params,
        query,
        args: (shape) => parseWire(z.object(shape), Object.fromEntries(Object.keys(shape).map((k) => [k, params[k] ?? query.get(k) ?? undefined]))),
        body: async (schema?: z.ZodType) => {
          if (parsed === undefined) {
            const text = await request.text();
            try {
              parsed = text.trim() ? JSON.parse(text) : {};
            } catch {
              throw badRequest("The request body is not valid JSON.");
            }
            // Handlers read fields off the body: anything but an object or a list is refused here.
            if (parsed === null || typeof parsed !== "object") throw badRequest("The request body must be a JSON object.");
            const bad = badTextPath(parsed);
            if (bad) throw new ValidationError({ [bad]: [BAD_TEXT] });
          }
          return schema ? parseWire(schema, parsed) : parsed;
        },
      } as RestContext;
      const result = this.heavy(route.label) ? await withShare(principal, () => route.handler(ctx)) : await route.handler(ctx);
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

/** Known errors keep their shape; anything else is logged with a reference (the request's id) and hidden. */
export function errorResponse(e: unknown, request: Request): Response {
  e = databaseFailure(e);
  if (e instanceof DomainError) {
    const res = json(httpBody(e), httpStatus(e));
    for (const [k, v] of Object.entries(httpHeaders(e))) res.headers.set(k, v);
    return res;
  }
  const ref = errorRef();
  log.error("unhandled error", { ref, method: request.method, url: request.url, error: e instanceof Error ? e.stack : String(e) });
  return json({ message: `Unexpected error (ref ${ref})` }, 500);
}

/** A path segment decoded; malformed percent-encoding is kept as NUL so that it is refused like one. */
function decodeParam(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return "\u0000";
  }
}

/** Path and query values with NUL or unpaired surrogates are refused before any handler reads them. */
function checkUrlText(params: Record<string, string>, search: URLSearchParams) {
  const errors: Record<string, string[]> = {};
  for (const [k, v] of Object.entries(params)) if (isBadText(v)) errors[k] = [BAD_TEXT];
  for (const [k, v] of search) if (isBadText(v) || isBadText(k)) errors[isBadText(k) ? "query" : k] = [BAD_TEXT];
  if (Object.keys(errors).length) throw new ValidationError(errors);
}

function caseInsensitive(params: URLSearchParams): { get(name: string): string | null } {
  const map = new Map<string, string>();
  for (const [k, v] of params) if (!map.has(k.toLowerCase())) map.set(k.toLowerCase(), v);
  return { get: (name) => map.get(name.toLowerCase()) ?? null };
}
