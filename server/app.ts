// The HTTP application: one Bun.serve handler for REST (/api/...), GraphQL (/graphql, HTTP
// and graphql-ws), the SignalR-compatible parameter hub (/hubs/parameter, negotiate and
// WebSocket) and the built web client (everything else, with index.html as fallback).
import { operationOutcome } from "./fhir/rest";
import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
import type { AppDeps } from "./context";
import { preferredLanguage, requestOrigin } from "./context";
import { bearerToken, type Principal } from "./auth/principal";
import { principalsFor } from "./auth/principals";
import { log } from "./log";
import { clientAddress, overTls } from "./http/client";
import { addSecurityHeaders, createCorsPolicy } from "./http/security";
import { errorResponse, json } from "./http/router";
import { httpBody, httpHeaders, httpStatus } from "./http/errors";
import { createGraphQL } from "./graphql/yoga";
import { createParameterHub, isHubSocket } from "./parameters/hub";
import { buildRouter } from "./routes";
import { registerWebhookHooks } from "./webhooks/hooks";
import { registerAlertHooks } from "./alerts/hooks";
import { serveWeb } from "./web";
import { DomainError, Unavailable, databaseUnavailable } from "./domain/errors";
import { isDatabaseUnavailable } from "./db/unavailable";
import { isDesktopUpload } from "./migration/rest";
import { finishRequest, inRequest, newScope, requestIdOf, type RequestScope } from "./observability/request";
import { observeRequest, socketGauge } from "./observability/metrics";
import { operationalEndpoints } from "./observability/endpoints";
import { observabilityTestRoutes } from "./observability/testing";

/** LOG_REQUESTS=1: an access log line per request (off by default, and then no work at all). */
const ACCESS_LOG = process.env.LOG_REQUESTS === "1" || process.env.LOG_REQUESTS === "true";

export function createApp(deps: AppDeps) {
  const testHooks = process.env.TEST_HOOKS === "1";
  const router = buildRouter({ testHooks });
  if (testHooks) observabilityTestRoutes(router);
  registerWebhookHooks();
  registerAlertHooks();

  const { config } = deps;
  const cors = createCorsPolicy(deps.db.prisma, config);
  // Who each token is, remembered while the database tells this instance of every change (auth/principals.ts).
  const principals = principalsFor(deps.db);
  void principals.start().catch((e) => log.warn("principals are read on every request", { error: (e as Error).message }));
  const principalOf = async (request: Request): Promise<Principal | null> => {
    const token = bearerToken(request.headers.get("authorization"));
    return token ? principals.of(token) : null;
  };
  const graphql = createGraphQL(deps, principalOf);
  const hub = createParameterHub(deps);
  const operational = operationalEndpoints(deps);

  async function route(request: Request, server: Server<unknown>, url: URL, scope: RequestScope): Promise<Response | undefined> {
    const answer = operational.handle(request, url.pathname);
    if (answer) return answer;
    const preflight = await cors.preflight(request);
    // SignalR clients send X-SignalR-User-Agent with negotiate: allow it for the hubs.
    if (preflight?.status === 204 && url.pathname.toLowerCase().startsWith("/hubs/")) {
      preflight.headers.set("access-control-allow-headers", `${preflight.headers.get("access-control-allow-headers")}, x-signalr-user-agent`);
    }
    if (preflight) {
      scope.route = "preflight";
      scope.operation = "";
      return preflight;
    }
    const caller = { origin: requestOrigin(request), clientIp: clientAddress(request, server, config.trustProxyHops), language: preferredLanguage(request) };
    const declared = Number(request.headers.get("content-length") ?? 0);
    // The desktop database upload streams to disk under its own limit (server/migration/upload.ts);
    // every other body keeps the small one, and must declare its length (Bun cuts at the larger).
    const upload = isDesktopUpload(request.method, url.pathname);
    const limit = upload ? config.desktopDbMaxBytes : config.maxBodyBytes;
    if (declared > limit) return json({ message: `The request body is larger than ${Math.round(limit / 1024)} KB.` }, 413);
    if (!upload && !request.headers.has("content-length") && request.headers.get("transfer-encoding")?.toLowerCase().includes("chunked") && config.desktopDbMaxBytes > config.maxBodyBytes) return json({ message: "Send the request body with its length (Content-Length)." }, 411);
    if (url.pathname === "/graphql") {
      if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
        scope.operation = "websocket";
        const data = { ...caller, scope: newScope(scope.id, scope.route, true) };
        return server.upgrade(request, { data, headers: { "x-request-id": scope.id } }) ? undefined : new Response("WebSocket upgrade failed", { status: 400 });
      }
      // A revoked or forged token leaves the caller anonymous (viewer null, private fields
      // UNAUTHENTICATED); an expired one is answered 401 before yoga runs.
      // A database that does not answer is 503 (retry), never "signed out".
      const principal = await principalOf(request).catch((e) => (e instanceof DomainError && e.code === "TOKEN_EXPIRED" ? e : isDatabaseUnavailable(e) ? databaseUnavailable() : null));
      if (principal instanceof Unavailable) return unavailableResponse(principal);
      if (principal instanceof DomainError) return json({ message: "TokenExpired", errors: [{ message: "TokenExpired", extensions: { code: "TOKEN_EXPIRED" } }] }, 401);
      return graphql.yoga.fetch(request, { ...caller, principal });
    }
    if (url.pathname.toLowerCase().startsWith("/hubs/")) {
      const res = await hub.handle(request, server, { ...caller, scope: newScope(scope.id, scope.route, true) } as typeof caller);
      return res === null ? json({ message: "Not found" }, 404) : res;
    }
    if (url.pathname.toLowerCase().startsWith("/fhir/")) {
      const base = { ...deps, prisma: deps.db.prisma, ...caller };
      return asFhir(await router.handle(request, base, () => principalOf(request)));
    }
    if (url.pathname.toLowerCase().startsWith("/api/")) {
      const base = { ...deps, prisma: deps.db.prisma, ...caller };
      const res = await router.handle(request, base, () => principalOf(request));
      return res ?? json({ message: "Not found" }, 404);
    }
    return serveWeb(config.webDir, url.pathname, request);
  }

  // Each request runs in its scope (observability/request.ts): its id is logged with every
  // line it causes and answered as X-Request-Id; its route and status time it in the metrics.
  function fetch(request: Request, server: Server<unknown>): Promise<Response | undefined> {
    const url = URL.parse(request.url);
    // A Host header no URL can be made of ("a b", "[::1"): a 400 before anything reads the URL.
    if (!url) return Promise.resolve(addSecurityHeaders(json({ message: "The Host header is not a valid host name." }, 400), false));
    const scope = newScope(requestIdOf(request), routeClass(url.pathname));
    if (scope.route === "/graphql") scope.operation = "none"; // until an operation executes (observability/graphql.ts)
    // The request's time budget; the desktop database upload streams for as long as it takes.
    if (config.requestBudgetMs && !isDesktopUpload(request.method, url.pathname)) scope.deadline = Date.now() + config.requestBudgetMs;
    // A request its client gave up on (a page left while it loaded) stops at its next statement,
    // and so gives back its fair share for the page that replaced it.
    request.signal?.addEventListener("abort", () => void (scope.deadline !== undefined && (scope.deadline = 0)), { once: true });
    // Tests shorten one request's budget (TEST_HOOKS=1 only): X-Test-Budget-Ms: -1 is already past it.
    if (testHooks && request.headers.has("x-test-budget-ms")) scope.deadline = Date.now() + Number(request.headers.get("x-test-budget-ms"));
    return inRequest(scope, () => answer(request, server, url, scope));
  }

  async function answer(request: Request, server: Server<unknown>, url: URL, scope: RequestScope): Promise<Response | undefined> {
    const started = performance.now();
    let response: Response | undefined;
    try {
      response = await route(request, server, url, scope);
    } catch (e) {
      // A request its client gave up on (a page left while it waited) is no failure of ours:
      // nobody reads the answer, and nothing is logged at error level for it.
      if (request.signal.aborted || (e as { name?: unknown } | null)?.name === "AbortError") response = new Response(null, { status: 499 });
      else response = errorResponse(e, request); // logged with the request's id, answered with it as the ref
    } finally {
      finishRequest(scope); // shares given back; work the answer leaves behind (a stream, a job) is not cut
    }
    if (!response) {
      done(request, url, scope, 101, started); // upgraded to a WebSocket
      return undefined;
    }
    const out = addSecurityHeaders(await cors.decorate(request, response), overTls(request, config.trustProxyHops));
    out.headers.set("x-request-id", scope.id);
    done(request, url, scope, out.status, started);
    return out;
  }

  function done(request: Request, url: URL, scope: RequestScope, status: number, started: number) {
    const seconds = (performance.now() - started) / 1000;
    observeRequest(scope, status, seconds);
    // The raw path only for API routes: a web page's path may hold a recovery token; never the query (hub tokens).
    if (ACCESS_LOG) log.info("request", { method: request.method, route: scope.route, ...(scope.operation ? { operation: scope.operation } : {}), ...(scope.route.includes(" /api/") ? { path: url.pathname } : {}), status, ms: Math.round(seconds * 10_000) / 10 });
  }

  // One WebSocket handler for the server: hub sockets (ws.data.hub, set by the hub's upgrade)
  // go to the parameter hub, all others (ws.data = the Caller) to graphql-ws as before.
  // Both kinds run in the scope of their upgrade request: their log lines carry its id.
  type AnySocket = ServerWebSocket<unknown>;
  type Message = Parameters<NonNullable<WebSocketHandler<unknown>["message"]>>[1];
  const gqlSocket = graphql.websocket as unknown as Required<Pick<WebSocketHandler<unknown>, "open" | "message" | "close">>;
  const scopeOf = (ws: AnySocket) => (ws.data as { scope: RequestScope }).scope;
  const websocket = {
    open: (ws: AnySocket) => {
      const hubSocket = isHubSocket(ws);
      (hubSocket ? socketGauge.hub : socketGauge.graphql).inc();
      return inRequest(scopeOf(ws), () => (hubSocket ? hub.websocket.open(ws) : gqlSocket.open(ws)));
    },
    message: (ws: AnySocket, message: Message) => inRequest(scopeOf(ws), () => (isHubSocket(ws) ? hub.websocket.message(ws, message) : gqlSocket.message(ws, message))),
    close: (ws: AnySocket, code: number, reason: string) => {
      const hubSocket = isHubSocket(ws);
      (hubSocket ? socketGauge.hub : socketGauge.graphql).dec();
      return inRequest(scopeOf(ws), () => (hubSocket ? hub.websocket.close(ws) : gqlSocket.close(ws, code, reason)));
    },
  } satisfies WebSocketHandler<unknown>;

  const close = async () => {
    graphql.close();
    hub.close();
    await Promise.all([principals.close(), operational.close()]);
  };

  return { fetch, websocket, close, hub };
}

/** A request's route label before routing tells more (the REST router and GraphQL refine it: metrics.ts). */
function routeClass(pathname: string): string {
  if (pathname === "/graphql" || pathname === "/healthz" || pathname === "/readyz" || pathname === "/metrics") return pathname;
  const lower = pathname.toLowerCase();
  if (lower.startsWith("/api/")) return "/api/*"; // no route answers it (404, 405, refused before routing)
  if (lower.startsWith("/fhir/")) return "/fhir/*";
  if (lower.startsWith("/hubs/")) {
    const hubPath = lower.replace(/\/+$/, "");
    return hubPath === "/hubs/parameter" || hubPath === "/hubs/parameter/negotiate" ? hubPath : "/hubs/*";
  }
  return "static";
}

/** The REST door's 503 (status, body, Retry-After: http/errors.ts) with a GraphQL `errors` list beside, readable by both kinds of client. */
function unavailableResponse(e: Unavailable): Response {
  const response = json({ ...httpBody(e), errors: [{ message: e.message, extensions: { code: e.code } }] }, httpStatus(e));
  for (const [name, value] of Object.entries(httpHeaders(e))) response.headers.set(name, value);
  return response;
}

/** The FHIR door answers FHIR: the router's refusals (no route, 401, 403, 404, 400...) become OperationOutcomes. */
async function asFhir(res: Response | null): Promise<Response> {
  if (!res) return operationOutcome(404, "No such FHIR interaction on this server (see /fhir/metadata)");
  if (res.status < 400 || res.headers.get("content-type")?.startsWith("application/fhir+json")) return res;
  const body = (await res.json().catch(() => null)) as { message?: string; errors?: Record<string, string[]> } | null;
  const details = body?.errors ? Object.entries(body.errors).map(([k, v]) => `${k}: ${v.join(" ")}`).join("; ") : "";
  const out = operationOutcome(res.status, [body?.message, details].filter(Boolean).join(" — ") || res.statusText);
  for (const h of ["retry-after", "www-authenticate"]) if (res.headers.has(h)) out.headers.set(h, res.headers.get(h)!);
  return out;
}
