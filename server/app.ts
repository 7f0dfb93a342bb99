// The HTTP application: one Bun.serve handler for REST (/api/...), GraphQL (/graphql, HTTP
// and graphql-ws) and the built web client (everything else, with index.html as fallback).
import type { Server } from "bun";
import type { AppDeps } from "./context";
import { requestOrigin } from "./context";
import { bearerToken, principalFromToken, type Principal } from "./auth/principal";
import { verifyToken } from "./auth/tokens";
import { Router, json } from "./http/router";
import { createGraphQL } from "./graphql/yoga";
import { sessionRoutes } from "./session/rest";
import { referenceRoutes } from "./reference/rest";
import { downloadRoutes } from "./downloads/rest";
import { notificationRoutes } from "./notifications/rest";
import { sectorRoutes } from "./sectors/rest";
import { userRoutes } from "./users/rest";
import { equipmentRoutes } from "./equipment/rest";
import { incubatorRoutes } from "./incubators/rest";
import { measureRoutes } from "./measures/rest";
import { screenRoutes } from "./screens/rest";
import { agentRoutes } from "./agent/rest";
import { readingRoutes } from "./readings/rest";
import { historicalRoutes } from "./historical/rest";
import { exportRoutes } from "./export/rest";
import { testHookRoutes } from "./testing/rest";
import { testReadingRoutes } from "./testing/readings";
import { webhookRoutes } from "./webhooks/rest";
import { registerWebhookHooks } from "./webhooks/hooks";
import { registerAlertHooks } from "./alerts/hooks";
import { productRoutes } from "./products/rest";
import { serveWeb } from "./web";
import { AppError } from "./http/errors";

export function createApp(deps: AppDeps) {
  const router = new Router();
  sessionRoutes(router);
  referenceRoutes(router);
  downloadRoutes(router);
  notificationRoutes(router);
  sectorRoutes(router);
  userRoutes(router);
  equipmentRoutes(router);
  incubatorRoutes(router);
  measureRoutes(router);
  screenRoutes(router);
  agentRoutes(router);
  readingRoutes(router);
  historicalRoutes(router);
  exportRoutes(router);
  webhookRoutes(router);
  productRoutes(router);
  registerWebhookHooks();
  registerAlertHooks();
  if (process.env.TEST_HOOKS === "1") {
    testHookRoutes(router);
    testReadingRoutes(router);
  }

  const resolveCaller = async (request: Request): Promise<{ principal: Principal | null; origin: string }> => {
    const token = bearerToken(request.headers.get("authorization"));
    return { principal: token ? await principalFromToken(deps.db, token) : null, origin: requestOrigin(request) };
  };

  // Over GraphQL a revoked or forged token leaves the caller anonymous (viewer null,
  // private fields UNAUTHENTICATED); an expired one is answered 401 before yoga runs.
  const graphql = createGraphQL(deps, (request) => resolveCaller(request).catch(() => ({ principal: null, origin: requestOrigin(request) })), resolveCaller);

  async function fetch(request: Request, server: Server<unknown>): Promise<Response | undefined> {
    const url = new URL(request.url);
    if (url.pathname === "/healthz") return json({ ok: true, database: deps.db.kind });
    if (url.pathname === "/graphql") {
      if (request.headers.get("upgrade")?.toLowerCase() === "websocket") {
        return server.upgrade(request, { data: {} }) ? undefined : new Response("WebSocket upgrade failed", { status: 400 });
      }
      const token = bearerToken(request.headers.get("authorization"));
      const expired = token ? await verifyToken(token).then(() => false, (e) => e instanceof AppError && e.code === "TOKEN_EXPIRED") : false;
      if (expired) return json({ message: "TokenExpired", errors: [{ message: "TokenExpired", extensions: { code: "TOKEN_EXPIRED" } }] }, 401);
      return graphql.yoga.fetch(request, {});
    }
    if (url.pathname.toLowerCase().startsWith("/api/")) {
      const base = { ...deps, prisma: deps.db.prisma, origin: requestOrigin(request) };
      const res = await router.handle(request, base, async () => (await resolveCaller(request)).principal);
      return res ?? json({ message: "Not found" }, 404);
    }
    return serveWeb(deps.config.webDir, url.pathname);
  }

  return { fetch, websocket: graphql.websocket };
}
