// Process entry: configuration → database (PGlite or PostgreSQL) → migrations → seed →
// HTTP/WebSocket server. Prints the URL and the demo accounts.
import { loadConfig } from "./config";
import { openDatabase } from "./db/client";
import { migrate } from "./db/migrate";
import { exclusively } from "./jobs/singleton";
import { seed, demoAccounts, DEMO_PASSWORD } from "./seed";
import { syncMailTemplates, syncUiTexts } from "./seed/sync";
import { syncShippedItems } from "./seed/sync-items";
import { initLimitStore } from "./limits/store";
import { initFairShares } from "./limits/fair";
import { bootstrapSystemAdmin } from "./seed/bootstrap";
import { initTokenSecret } from "./auth/tokens";
import { initSealKey, startAuditSealer } from "./audit/seal";
import { startHookSweep } from "./readings/hook-sweep";
import { createEventBus } from "./pubsub";
import { createApp } from "./app";
import { resumeInterrupted } from "./migration/service";
import { startWebhookWorker } from "./webhooks/worker";
import { startMllpWorker } from "./interop/worker";
import { startLicenceClock } from "./licenses/expiry";
import { log, setLogLevel } from "./log";
import { stopOnSignals } from "./shutdown";
import { lastResort } from "./http/last-resort";

const config = loadConfig();
setLogLevel(config.logLevel);
initTokenSecret(config);
initSealKey(config);
const db = await openDatabase(config);
const applied = await migrate(db);
if (applied.length) log.info("migrations applied", { applied });
// Instances starting together add what is missing one after the other (the second finds it there).
await exclusively(db, "start-up", async () => {
  const { seeded } = await seed(db, { demo: config.seedDemo });
  if (seeded) log.info("database seeded", { demo: config.seedDemo });
  if (await bootstrapSystemAdmin(db.prisma, process.env.ADMIN_EMAIL, process.env.ADMIN_PASSWORD)) log.info("system administrator created", { email: process.env.ADMIN_EMAIL });
  // Screens and menu items first: the texts' sync then finds them and adds their translations.
  const items = await syncShippedItems(db.prisma);
  if (items) log.info("screens and menu items added", { items });
  const added = await syncUiTexts(db.prisma);
  if (added) log.info("interface texts added", { added });
  const mails = await syncMailTemplates(db.prisma);
  if (mails) log.info("mail templates added", { mails });
});
await initLimitStore(config.redisUrl, config.redisPrefix);
await initFairShares(config.redisUrl, config.redisPrefix);
const bus = await createEventBus(config.redisUrl, config.redisPrefix);
const app = createApp({ db, config, pubsub: bus.pubsub });
const webhooks = startWebhookWorker({ db, config, pubsub: bus.pubsub });
// HL7 v2 results over MLLP to each company's interface engine (docs/interoperability.md); it also registers the result hook that queues them.
const mllp = startMllpWorker({ db, config, pubsub: bus.pubsub });
const licenceClock = startLicenceClock({ db, config, pubsub: bus.pubsub });
const auditSealer = startAuditSealer(db, config.auditSealMs);
const hookSweep = startHookSweep({ db, config, pubsub: bus.pubsub });
// Desktop migrations a stopped server left in progress: their transaction rolled back; run them again.
void resumeInterrupted({ db, prisma: db.prisma, pubsub: bus.pubsub, config });

// Bodies larger than MAX_BODY_MB are refused before they are read (app.ts answers 413 when the
// length is declared; the desktop upload stops its stream at DESKTOP_DB_MAX_MB). Bun's own cut is
// a megabyte above the larger limit, so that the caller gets those answers with their message
// rather than a bare 413 or a dropped connection.
// Never Bun's development error page (it prints source lines): an escaped failure is a plain 500 with a ref.
const server = Bun.serve({ port: config.port, fetch: app.fetch, websocket: app.websocket, idleTimeout: 60, maxRequestBodySize: Math.max(config.maxBodyBytes, config.desktopDbMaxBytes) + 1024 * 1024, development: false, error: lastResort });

const url = `http://localhost:${server.port}`;
console.log(`\nSterile QC is running at ${url} (database: ${db.kind === "pglite" ? `PGlite in ${config.dataDir}` : "PostgreSQL"})`);
if (config.seedDemo) {
  console.log(`Demo accounts (password ${DEMO_PASSWORD}):`);
  for (const a of demoAccounts) console.log(`  ${a.email.padEnd(30)} ${a.role}`);
  console.log(`The second distributor's users sign in at http://127.0.0.1:${server.port}\n`);
}

stopOnSignals({ server, app, webhooks, clocks: [licenceClock, auditSealer, mllp], bus, db });
