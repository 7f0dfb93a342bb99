// kill -9 at any point loses nothing acknowledged (issue 17, PostgreSQL): the webhook queue and
// the licence clock. (Ingestion is proven by the agent's idempotent retries in
// faults-database.test.ts, the desktop import by desktop-import-kill.test.ts.) Servers of the
// test's own on a scratch database, killed with SIGKILL while they work, then started again:
//   - webhooks: deliveries being sent when the instance dies are sent again by the next one once
//     their lease ends; every delivery reaches the receiver and is answered 200 exactly once;
//   - the licence clock, killed once while it expires licences and once while it writes the
//     expiry notices: each licence expires once (one licence event), each notice reaches each
//     administrator once (one notification, one queued mail), none is lost.
import { afterAll, describe, expect, test } from "bun:test";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { Client } from "pg";
import { createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";
import { signInAt, startInstance, until, type Instance } from "../helpers/cluster";
import { SEED } from "../helpers/company";

const PG = process.env.TEST_DB_KIND === "postgres" ? process.env.TEST_DATABASE_URL : undefined;
const dir = mkdtempSync(join(tmpdir(), "faults-kill-"));
const DAY = 86_400_000;
let db: ScratchDatabase | null = null;
let pg: Client | null = null;
const servers: Instance[] = [];
afterAll(async () => {
  for (const s of servers) await s.stop(true);
  await pg?.end().catch(() => {});
  await db?.drop();
  rmSync(dir, { recursive: true, force: true });
});

const env = (url: string, clockSeconds: number) => ({
  DATABASE_URL: url,
  TOKEN_SECRET: "kill-secret",
  NODE_ENV: "test",
  TEST_HOOKS: "1",
  LOG_LEVEL: "warn",
  WEBHOOK_ALLOW_PRIVATE: "1",
  WEBHOOK_POLL_MS: "100",
  WEBHOOK_TIMEOUT_MS: "5000",
  WEBHOOK_LEASE_MARGIN_MS: "1000",
  LICENCE_CLOCK_SECONDS: String(clockSeconds),
});

async function start(name: string, clockSeconds = 3600): Promise<Instance> {
  const s = await startInstance(name, env(db!.url!, clockSeconds), dir);
  servers.push(s);
  return s;
}

const count = async (sql: string, params: unknown[] = []) => Number((await pg!.query(sql, params)).rows[0].n);

describe.skipIf(!PG)("kill -9 (PostgreSQL)", () => {
  test("webhook deliveries in flight are sent again after their lease; licence expiries and notices happen once each", async () => {
    db = await createPostgresDatabase(PG!, "sqc_test_kill9");
    let server = await start("A");
    pg = new Client({ connectionString: db.url! });
    await pg.connect();

    // ── the webhook queue ──
    // The receiver holds every request until the instance is dead; after that it answers 200.
    let hold = true;
    const received: string[] = [];
    const answered = new Map<string, number>();
    const receiver = Bun.serve({
      port: 0,
      hostname: "127.0.0.1",
      async fetch(req) {
        const id = req.headers.get("x-sterileqc-delivery") ?? "?";
        received.push(id);
        if (hold) {
          await Bun.sleep(30_000);
          return new Response("too late");
        }
        answered.set(id, (answered.get(id) ?? 0) + 1);
        return new Response("ok");
      },
    });
    const N = 20;
    try {
      const admin = await signInAt(server.url, "admin@hospital-a.test");
      const headers = { "content-type": "application/json", authorization: `Bearer ${admin}` };
      const rows = (await (await fetch(`${server.url}/api/Suscriptions/GetLicensesByIndicatorTypes/`, { headers })).json()) as any[];
      const wanted = rows.find((r) => r.indicatorType.id === 1 && r.licenseProduct.id === 3)!; // BI, the normal licence
      const body = rows.map((r) => ({ ...r, suscribed: r === wanted, url: r === wanted ? `http://127.0.0.1:${receiver.port}/hook` : null }));
      expect((await fetch(`${server.url}/api/Suscriptions/Save`, { method: "POST", headers, body: JSON.stringify(body) })).status).toBe(200);
      const [sub] = (await pg.query(`SELECT id FROM webhook_subscription WHERE "companyId" = $1 AND subscribed AND url IS NOT NULL`, [SEED.company.A])).rows;
      await pg.query(
        `INSERT INTO webhook_delivery ("subscriptionId", event, "readingKind", "readingId", payload, status, "nextAttemptAt")
         SELECT $1, 'reading.result', 'BI', 2000000 + g, json_build_object('n', g)::text, 'pending', now() FROM generate_series(1, $2) g`,
        [sub.id, N],
      );
      // The worker's slots for this receiver are busy: kill the instance mid-attempt.
      await until("attempts in flight", 10_000, () => received.length >= 4, 20);
      await server.stop(true);
      const inFlight = [...new Set(received)];
      expect(await count(`SELECT count(*) n FROM webhook_delivery WHERE "subscriptionId" = $1 AND status = 'delivered'`, [sub.id])).toBe(0);
      hold = false;

      server = await start("A2");
      await until("every delivery delivered", 30_000, async () => (await count(`SELECT count(*) n FROM webhook_delivery WHERE "subscriptionId" = $1 AND status = 'delivered'`, [sub.id])) === N);
      await Bun.sleep(500); // a second send, if any, would have arrived by now
      const ids = (await pg.query(`SELECT id::text, attempts FROM webhook_delivery WHERE "subscriptionId" = $1`, [sub.id])).rows as { id: string; attempts: number }[];
      expect([...answered.keys()].sort()).toEqual(ids.map((d) => d.id).sort());
      expect([...answered.values()].every((n) => n === 1)).toBe(true);
      // The ones cut by the kill were attempted twice (the dead one's attempt counts), the others once.
      for (const d of ids) expect(d.attempts).toBe(inFlight.includes(d.id) ? 2 : 1);
    } finally {
      receiver.stop(true);
    }

    // ── the licence clock ──
    // Licences made with far ends (no notice yet), then moved in one statement while no clock runs.
    const mk = async () => ((await (await fetch(`${server.url}/api/test/license`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify({ companyId: SEED.company.B, endDate: new Date(Date.now() + 800 * DAY).toISOString() }) })).json()) as { id: number }).id;
    const expiring: number[] = [];
    const noticed: number[] = [];
    for (let i = 0; i < 100; i++) expiring.push(await mk());
    for (let i = 0; i < 28; i++) noticed.push(await mk());
    await server.stop(true);
    await pg.query(`UPDATE license_detail SET "endDate" = now() AT TIME ZONE 'UTC' - interval '1 day' WHERE id = ANY($1)`, [expiring]);
    // One notice date each (1 to 28 days ahead, inside the 30 notice days): counted per date below.
    await pg.query(`UPDATE license_detail d SET "endDate" = date_trunc('day', now() AT TIME ZONE 'UTC') + interval '12 hours' + (k.n || ' days')::interval FROM unnest($1::int[]) WITH ORDINALITY AS k(id, n) WHERE d.id = k.id`, [noticed]);
    const since = new Date();
    const expired = () => count(`SELECT count(*) n FROM license_detail WHERE id = ANY($1) AND status = 3`, [expiring]);
    const claimed = () => count(`SELECT count(*) n FROM license_detail WHERE id = ANY($1) AND "noticeSentAt" IS NOT NULL`, [noticed]);

    // Killed while expiring, then while noticing (the clock runs a second after start, every second).
    server = await start("B", 1);
    await until("the clock expiring", 30_000, async () => (await expired()) > 0, 5);
    await server.stop(true);
    const expiredAtKill = await expired();
    server = await start("C", 1);
    await until("the clock noticing", 30_000, async () => (await claimed()) > 0, 5);
    await server.stop(true);
    const claimedAtKill = await claimed();
    server = await start("D", 1);
    await until("every licence expired and noticed", 30_000, async () => (await expired()) === expiring.length && (await claimed()) === noticed.length);
    await Bun.sleep(2_500); // more rounds: nothing is done twice
    console.log(`licence clock killed with ${expiredAtKill} of ${expiring.length} expired, then with ${claimedAtKill} of ${noticed.length} noticed`);

    expect(await count(`SELECT count(*) n FROM (SELECT d.id FROM unnest($1::int[]) d(id) LEFT JOIN license_event e ON e."licenseDetailId" = d.id AND e.action = 'expire' GROUP BY d.id HAVING count(e.*) <> 1) x`, [expiring])).toBe(0);
    const admins = await count(`SELECT count(*) n FROM app_user WHERE "companyId" = $1 AND "userTypeId" = 0 AND active AND "deletedAt" IS NULL`, [SEED.company.B]);
    expect(admins).toBeGreaterThan(0);
    const dates = (await pg.query(`SELECT to_char("endDate", 'YYYY-MM-DD') d FROM license_detail WHERE id = ANY($1)`, [noticed])).rows.map((r) => r.d as string);
    expect(new Set(dates).size).toBe(noticed.length);
    // Per date, one notification and one mail per administrator and noticed licence (a seeded
    // licence of the company may end on one of these dates too: it is counted, not assumed away).
    for (const date of dates) {
      const licences = await count(`SELECT count(*) n FROM license_detail d JOIN license l ON l.id = d."licenseId" WHERE l."companyId" = $1 AND d."noticeSentAt" >= $2 AND to_char(d."endDate", 'YYYY-MM-DD') = $3`, [SEED.company.B, since, date]);
      expect(await count(`SELECT count(*) n FROM app_notification WHERE "companyId" = $3 AND "createdAt" >= $1 AND detail LIKE '%' || $2 || '%'`, [since, date, SEED.company.B])).toBe(admins * licences);
      expect(await count(`SELECT count(*) n FROM mail_outbox WHERE "to" IN (SELECT email FROM app_user WHERE "companyId" = $3) AND "createdAt" >= $1 AND body LIKE '%' || $2 || '%'`, [since, date, SEED.company.B])).toBe(admins * licences);
    }
  }, 180_000);
});
