// A scratch database (PostgreSQL when TEST_DATABASE_URL is set, else PGlite), migrated and
// seeded with the demo tenants, and a service context acting as `principal`: for tests that
// call the services in-process.
import { createPubSub } from "graphql-yoga";
import { openDatabase } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { seed } from "../../server/seed/index";
import { loadConfig } from "../../server/config";
import type { ServiceContext } from "../../server/context";
import type { Principal } from "../../server/auth/principal";
import type { PubSubEvents } from "../../server/pubsub";
import { createScratchDatabase } from "./databases";

export async function seededScratch(prefix: string, principal: Principal) {
  const scratch = await createScratchDatabase(prefix);
  const db = await openDatabase({ databaseUrl: scratch.url ?? null, dataDir: scratch.dataDir ?? "" });
  await migrate(db);
  await seed(db, { demo: true });
  const ctx: ServiceContext = { db, config: loadConfig({}), pubsub: createPubSub<PubSubEvents>(), prisma: db.prisma, principal, origin: "http://localhost", clientIp: "127.0.0.1", language: null };
  return { scratch, db, ctx };
}
