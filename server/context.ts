// What every service call receives: the database, the configuration, the caller and the
// event bus. Built once per HTTP request or WebSocket operation by both doors.
import type { Config } from "./config";
import type { Database } from "./db/client";
import type { PrismaClient } from "./db/generated/client";
import type { Principal } from "./auth/principal";
import type { PubSub } from "./pubsub";

export interface AppDeps {
  db: Database;
  config: Config;
  pubsub: PubSub;
}

export interface ServiceContext extends AppDeps {
  prisma: PrismaClient;
  principal: Principal | null;
  /**
   * Origin of the page that made the request, e.g. http://localhost:3000. Only a hint (which
   * distributor's page is open): mails build their links from the configured public URL.
   */
  origin: string;
  /** The client's address (see server/http/client.ts), the key of per-address rate limits. */
  clientIp: string;
  /** The caller's preferred interface language (Accept-Language, e.g. "es"), for texts before sign-in. */
  language: string | null;
}

/** The first language of an Accept-Language header, lower-case: "es-ES,es;q=0.9" → "es". */
export function preferredLanguage(request: Request): string | null {
  const first = request.headers.get("accept-language")?.split(",")[0]?.split(";")[0]?.trim().toLowerCase();
  return first ? (first.startsWith("pt-br") ? "pt-br" : first.split("-")[0]!) : null;
}

/** Who called, as both doors learn it from the request before any service runs. */
export type Caller = Pick<ServiceContext, "principal" | "origin" | "clientIp" | "language">;

export function requestOrigin(request: Request): string {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return origin;
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  return `${url.protocol}//${host}`;
}
