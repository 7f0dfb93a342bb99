// Database seed, called at server start-up. Reference data (languages, countries, menus,
// screens, texts, parameters ...) is written once; the demo tenants, catalogue, equipment
// and readings are added when asked and no distributor exists yet. Everything runs in one
// transaction behind an advisory lock, so two servers starting together seed once, and a
// failure leaves the database as it was.
//
// Rows get explicit ids (fixed numbers the spec and the other steps rely on, and readings
// that reference each other without round trips); the serial sequences are moved past them
// at the end so rows created later by the application do not collide.
import type { Database } from "../db/client";
import type { Tx } from "./context";
import { seedDemoActivity } from "./demo-activity";
import { seedDemoCatalogue } from "./demo-catalogue";
import { seedChemical } from "./demo-chemical";
import { newIdCounters, type AuditRow } from "./demo-reading-kit";
import { seedBiAndPro } from "./demo-readings";
import { seedWasherCharts } from "./demo-washer-charts";
import { demoUsers, seedDemoTenants } from "./demo-tenants";
import { seedMenus } from "./menus";
import { seedSysParameters } from "./parameters";
import { createRandom } from "./random";
import { seedReference } from "./reference";
import { seedScreens } from "./screens";
import { seedTexts } from "./texts";

export const DEMO_PASSWORD = "Demo-2026";

/** The demo sign-in accounts (all with DEMO_PASSWORD) and the page each lands on. */
export const demoAccounts: { email: string; role: string; home: string }[] = demoUsers;

export { DEMO_IDS } from "./demo-tenants";

/** Arbitrary constant key of the seed's transaction-scoped advisory lock. */
const SEED_LOCK_KEY = 727_001;
/** Fixed seed of the demo data's pseudo-random generator: same data set on every run. */
const DEMO_RANDOM_SEED = 20_261_122;

export async function seed(db: Database, opts: { demo: boolean }): Promise<{ seeded: boolean }> {
  // Every start after the first ends here, without hashing or locking.
  if (!(await needsWork(db.prisma, opts.demo)).any) return { seeded: false };
  // Hashing is slow on purpose: do it once, outside the transaction, and share the hash.
  const passwordHash = opts.demo ? await Bun.password.hash(DEMO_PASSWORD, { algorithm: "argon2id" }) : "";
  return db.prisma.$transaction(
    async (tx) => {
      await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      // Asked again under the lock: another server may have seeded meanwhile.
      const { needsReference, needsDemo, any } = await needsWork(tx, opts.demo);
      if (!any) return { seeded: false };
      if (needsReference) await seedReferenceData(tx);
      if (needsDemo) await seedDemo(tx, passwordHash);
      await advanceSequences(tx);
      return { seeded: true };
    },
    // PGlite and a cold PostgreSQL both need more than Prisma's 5 s default on slow machines.
    { maxWait: 30_000, timeout: 120_000 },
  );
}

/** Reference data is missing when there is no language; demo data when there is no distributor. */
async function needsWork(client: Tx, demo: boolean) {
  const needsReference = (await client.language.count()) === 0;
  const needsDemo = demo && (await client.distributor.count()) === 0;
  return { needsReference, needsDemo, any: needsReference || needsDemo };
}

async function seedReferenceData(tx: Tx): Promise<void> {
  await seedReference(tx);
  await seedScreens(tx);
  await seedMenus(tx);
  await seedTexts(tx);
  await seedSysParameters(tx);
}

async function seedDemo(tx: Tx, passwordHash: string): Promise<void> {
  const rng = createRandom(DEMO_RANDOM_SEED);
  // Whole seconds keep timestamps readable; the demo is relative to the moment it is seeded.
  const now = new Date(Math.floor(Date.now() / 1000) * 1000);
  await seedDemoTenants(tx, rng, passwordHash, now);
  const catalogue = await seedDemoCatalogue(tx, now);
  const ids = newIdCounters();
  const audit: AuditRow[] = [];
  const highlights = await seedBiAndPro(tx, rng, catalogue, now, ids, audit);
  await seedWasherCharts(tx, catalogue, now, ids, highlights);
  await seedChemical(tx, rng, catalogue, now, ids, audit);
  await seedDemoActivity(tx, now, audit, highlights);
}

/** Moves every serial sequence of the schema past the largest id in its table. */
async function advanceSequences(tx: Tx): Promise<void> {
  await tx.$executeRawUnsafe(`DO $$
DECLARE r record;
BEGIN
  FOR r IN
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    WHERE c.table_schema = current_schema() AND c.column_default LIKE 'nextval(%'
  LOOP
    EXECUTE format(
      'SELECT setval(pg_get_serial_sequence(%L, %L), COALESCE((SELECT max(%I) FROM %I), 0) + 1, false)',
      quote_ident(r.table_name), r.column_name, r.column_name, r.table_name);
  END LOOP;
END $$`);
}
