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
  /** Origin of the page that made the request (for links in mails), e.g. http://localhost:3000 */
  origin: string;
}

export function requestOrigin(request: Request): string {
  const origin = request.headers.get("origin");
  if (origin && origin !== "null") return origin;
  const url = new URL(request.url);
  const host = request.headers.get("host") ?? url.host;
  return `${url.protocol}//${host}`;
}
