// The HTTP application: one Bun.serve handler for REST (/api/...), GraphQL (/graphql, HTTP
// and graphql-ws), the SignalR-compatible parameter hub (/hubs/parameter, negotiate and
// WebSocket) and the built web client (everything else, with index.html as fallback).
import type { Server, ServerWebSocket, WebSocketHandler } from "bun";
import type { AppDeps } from "./context";
import { preferredLanguage, requestOrigin } from "./context";
import { bearerToken, type Principal } from "./auth/principal";
import { principalsFor } from "./auth/principals";
import { log } from "./log";
import { clientAddress, overTls } from "./http/client";
import { addSecurityHeaders, createCorsPolicy } from "./http/security";
import { json } from "./http/router";
import { createGraphQL } from "./graphql/yoga";
import { createParameterHub, isHubSocket } from "./parameters/hub";
import { buildRouter } from "./routes";
import { registerWebhookHooks } from "./webhooks/hooks";
import { registerAlertHooks } from "./alerts/hooks";
import { serveWeb } from "./web";
import { DomainError } from "./domain/errors";
import { isDesktopUpload } from "./migration/rest";

export function createApp(deps: AppDeps) {
  const router = buildRouter({ testHooks: process.env.TEST_HOOKS === "1" });
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

  async function route(request: Request, server: Server<unknown>): Promise<Response | undefined> {
    const url = new URL(request.url);
    if (url.pathname === "/healthz") return json({ ok: true, database: deps.db.kind });
    const preflight = await cors.preflight(request);
    // SignalR clients send X-SignalR-User-Agent with negotiate: allow it for the hubs.
    if (preflight?.status === 204 && url.pathname.toLowerCase().startsWith("/hubs/")) {
      preflight.headers.set("access-control-allow-headers", `${preflight.headers.get("access-control-allow-headers")}, x-signalr-user-agent`);
    }
    if (preflight) return preflight;
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
        return server.upgrade(request, { data: caller }) ? undefined : new Response("WebSocket upgrade failed", { status: 400 });
      }
      // A revoked or forged token leaves the caller anonymous (viewer null, private fields
      // UNAUTHENTICATED); an expired one is answered 401 before yoga runs.
      const principal = await principalOf(request).catch((e) => (e instanceof DomainError && e.code === "TOKEN_EXPIRED" ? e : null));
      if (principal instanceof DomainError) return json({ message: "TokenExpired", errors: [{ message: "TokenExpired", extensions: { code: "TOKEN_EXPIRED" } }] }, 401);
      return graphql.yoga.fetch(request, { ...caller, principal });
    }
    if (url.pathname.toLowerCase().startsWith("/hubs/")) {
      const res = await hub.handle(request, server, caller);
      return res === null ? json({ message: "Not found" }, 404) : res;
    }
    if (url.pathname.toLowerCase().startsWith("/api/")) {
      const base = { ...deps, prisma: deps.db.prisma, ...caller };
      const res = await router.handle(request, base, () => principalOf(request));
      return res ?? json({ message: "Not found" }, 404);
    }
    return serveWeb(config.webDir, url.pathname, request);
  }

  async function fetch(request: Request, server: Server<unknown>): Promise<Response | undefined> {
    const response = await route(request, server);
    if (!response) return undefined; // upgraded to a WebSocket
    return addSecurityHeaders(await cors.decorate(request, response), overTls(request, config.trustProxyHops));
  }

  // One WebSocket handler for the server: hub sockets (ws.data.hub, set by the hub's upgrade)
  // go to the parameter hub, all others (ws.data = the Caller) to graphql-ws as before.
  type AnySocket = ServerWebSocket<unknown>;
  type Message = Parameters<NonNullable<WebSocketHandler<unknown>["message"]>>[1];
  const gqlSocket = graphql.websocket as unknown as Required<Pick<WebSocketHandler<unknown>, "open" | "message" | "close">>;
  const websocket = {
    open: (ws: AnySocket) => (isHubSocket(ws) ? hub.websocket.open(ws) : gqlSocket.open(ws)),
    message: (ws: AnySocket, message: Message) => (isHubSocket(ws) ? hub.websocket.message(ws, message) : gqlSocket.message(ws, message)),
    close: (ws: AnySocket, code: number, reason: string) => (isHubSocket(ws) ? hub.websocket.close(ws) : gqlSocket.close(ws, code, reason)),
  } satisfies WebSocketHandler<unknown>;

  const close = async () => {
    graphql.close();
    hub.close();
    await principals.close();
  };

  return { fetch, websocket, close, hub };
}
