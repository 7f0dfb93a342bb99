// The webhook delivery queue (server/webhooks/deliveries.ts, worker.ts) on a fresh database:
// enqueueing is idempotent and follows subscriptions and licences; claiming never hands one
// row to two senders (two instances = two connection pools on PostgreSQL); a crashed sender's
// rows come back after their lease; attempts, backoff and the final failure are recorded; the
// worker delivers and resumes pending rows after a restart. PGlite always; PostgreSQL too
// when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { loadConfig } from "../../server/config";
import { createPubSub } from "graphql-yoga";
import type { AppDeps } from "../../server/context";
import { attempt, claimDue, enqueueReadingEvent } from "../../server/webhooks/deliveries";
import { startWebhookWorker } from "../../server/webhooks/worker";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";

const targets: { name: string; create: () => Promise<ScratchDatabase> }[] = [{ name: "PGlite", create: async () => createPGliteDir("sqc-webhooks-") }];
if (process.env.TEST_DATABASE_URL) targets.push({ name: "PostgreSQL", create: () => createPostgresDatabase(process.env.TEST_DATABASE_URL!, "sqc_webhooks") });

const config = loadConfig({ WEBHOOK_ALLOW_PRIVATE: "1", WEBHOOK_RETRY_SECONDS: "0.2,0.4", WEBHOOK_POLL_MS: "100", WEBHOOK_TIMEOUT_MS: "1000", DATA_DIR: "/nonexistent" });
const DAY = 86_400_000;

for (const target of targets) {
  describe(`webhook queue on ${target.name}`, () => {
    let scratch: ScratchDatabase;
    let db: Database;
    let second: Database; // a second "instance" (own pool) on PostgreSQL; the same handle on PGlite
    let deps: AppDeps;
    let receiver: ReturnType<typeof Bun.serve>;
    const received: { delivery: string | null; event: string | null; body: string }[] = [];
    let answers: number[] = [];
    let ids: { company: number; sector: number; subBI: number; subBIPlus: number; subPRO: number };

    const readingBI = async (companyId = ids.company) => {
      const rn = Math.floor(Math.random() * 1e9);
      return db.prisma.readingBI.create({ data: { companyId, sectorId: ids.sector, state: "PROVISIONAL", readNumber: rn, positionNumber: 1, startedAt: new Date(Date.now() - 3_600_000), resultAt: new Date(), result: 1 } });
    };
    const pendingRow = (subscriptionId: number, readingId: number, event = "reading.result") =>
      db.prisma.webhookDelivery.create({ data: { subscriptionId, event, readingKind: "BI", readingId, payload: `{"n":${readingId}}`, status: "pending", nextAttemptAt: new Date(Date.now() - 1000) } });

    beforeAll(async () => {
      scratch = await target.create();
      db = await openDatabase({ databaseUrl: scratch.url ?? null, dataDir: scratch.dataDir ?? "" });
      await migrate(db);
      second = scratch.kind === "postgres" ? await openDatabase({ databaseUrl: scratch.url!, dataDir: "" }) : db;
      deps = { db, config, pubsub: createPubSub() as never };

      receiver = Bun.serve({
        port: 0,
        hostname: "127.0.0.1",
        async fetch(req) {
          received.push({ delivery: req.headers.get("x-sterileqc-delivery"), event: req.headers.get("x-sterileqc-event"), body: await req.text() });
          return new Response("r", { status: answers.shift() ?? 200 });
        },
      });
      const url = `http://127.0.0.1:${receiver.port}/hook`;

      const p = db.prisma;
      const region = await p.region.create({ data: { name: "R" } });
      const country = await p.country.create({ data: { code: "ZZ", name: "Z", regionId: region.id } });
      const dist = await p.distributor.create({ data: { encryptedId: "enc", name: "D", domain: "d.invalid", themeFileName: "t" } });
      const company = await p.company.create({ data: { distributorId: dist.id, name: "Hospital Q", countryId: country.id, province: "P", city: "C", postalCode: "1" } });
      const sector = await p.sector.create({ data: { companyId: company.id, name: "Central" } });
      await p.indicatorType.createMany({ data: [{ id: 1, name: "BI" }, { id: 2, name: "Protein" }, { id: 5, name: "BI disinfection" }] });
      await p.licenseProduct.createMany({ data: [{ id: 2, name: "Integration Plus" }, { id: 3, name: "Integration" }] });
      const period = await p.licensePeriod.create({ data: { name: "1 year", days: 365 } });
      const license = await p.license.create({ data: { companyId: company.id } });
      await p.licenseDetail.createMany({
        data: [
          { licenseId: license.id, licenseProductId: 3, licensePeriodId: period.id, startDate: new Date(Date.now() - DAY), endDate: new Date(Date.now() + DAY), status: 2 },
          // Integration Plus has lapsed: its rows receive nothing.
          { licenseId: license.id, licenseProductId: 2, licensePeriodId: period.id, startDate: new Date(Date.now() - 3 * DAY), endDate: new Date(Date.now() - DAY), status: 2 },
        ],
      });
      const sub = (licenseProductId: number, indicatorTypeId: number, subscribed: boolean) =>
        p.webhookSubscription.create({ data: { companyId: company.id, licenseProductId, indicatorTypeId, subscribed, url: subscribed ? url : null, secret: `s-${licenseProductId}-${indicatorTypeId}` } });
      const subBI = await sub(3, 1, true);
      const subBIPlus = await sub(2, 1, true);
      const subPRO = await sub(3, 2, false);
      ids = { company: company.id, sector: sector.id, subBI: subBI.id, subBIPlus: subBIPlus.id, subPRO: subPRO.id };
    }, 120_000);

    afterAll(async () => {
      receiver?.stop(true);
      if (second && second !== db) await second.close();
      await db?.close();
      // pg's Pool.end() resolves before the sockets are closed: let them go before DROP ... WITH (FORCE).
      await Bun.sleep(300);
      await scratch?.drop();
    }, 60_000);

    test("enqueue: one row per subscribed URL of the indicator type under an active licence; twice is once", async () => {
      const r = await readingBI();
      expect(await enqueueReadingEvent(deps, { companyId: ids.company, kind: "BI", id: r.id }, "reading.result")).toBe(1);
      expect(await enqueueReadingEvent(deps, { companyId: ids.company, kind: "BI", id: r.id }, "reading.result")).toBe(0);
      expect(await enqueueReadingEvent(deps, { companyId: ids.company, kind: "BI", id: r.id }, "reading.positive", { reason: "bi.positive", actionLevel: null })).toBe(1);
      const rows = await db.prisma.webhookDelivery.findMany({ where: { readingId: r.id, readingKind: "BI" }, orderBy: { id: "asc" } });
      expect(rows.map((d) => [d.subscriptionId, d.event, d.status])).toEqual([
        [ids.subBI, "reading.result", "pending"],
        [ids.subBI, "reading.positive", "pending"],
      ]);
      expect(JSON.parse(rows[1]!.payload)).toMatchObject({ event: "reading.positive", alert: { reason: "bi.positive" }, reading: { id: r.id, readNumber: r.readNumber } });
      // A reading of another company, or one that does not exist: nothing.
      expect(await enqueueReadingEvent(deps, { companyId: ids.company + 1, kind: "BI", id: r.id }, "reading.result")).toBe(0);
      expect(await enqueueReadingEvent(deps, { companyId: ids.company, kind: "BI", id: 987_654 }, "reading.result")).toBe(0);
      await db.prisma.webhookDelivery.deleteMany({});
    });

    test("claims never overlap, even when two instances claim at the same moment", async () => {
      const r = await readingBI();
      for (let i = 0; i < 30; i++) await pendingRow(ids.subBI, r.id * 1000 + i);
      const depsB: AppDeps = { ...deps, db: second };
      const [a, b] = await Promise.all([claimDue(deps, 20, 60_000), claimDue(depsB, 20, 60_000)]);
      const ia = a.map((d) => d.id);
      const ib = b.map((d) => d.id);
      expect(ia.filter((id) => ib.includes(id))).toEqual([]);
      expect(ia.length + ib.length).toBe(30);
      expect([...a, ...b].every((d) => d.attempts === 1)).toBe(true);
      // Leased: nobody gets them again now...
      expect(await claimDue(deps, 50, 60_000)).toEqual([]);
      // ...but once the lease has run out (the sender crashed), they are due again.
      const later = await claimDue(deps, 50, 60_000, new Date(Date.now() + 61_000));
      expect(later.length).toBe(30);
      expect(later.every((d) => d.attempts === 2)).toBe(true);
      await db.prisma.webhookDelivery.deleteMany({});
    });

    test("attempts: failure → retry after the configured wait; success → delivered; the last failure → failed", async () => {
      const r = await readingBI();
      const row = await pendingRow(ids.subBI, r.id);
      answers = [500, 502, 500];
      const claim = async () => {
        const [c] = await claimDue(deps, 5, 60_000, new Date(Date.now() + 10_000));
        expect(c?.id).toBe(row.id);
        return c!;
      };
      // The wait is counted from the attempt's end: bracketed by the clock before and after it
      // (not measured against "now" afterwards, which a loaded machine pushes around).
      const waitAfter = async (expected: "retry") => {
        const c = await claim();
        const before = Date.now();
        expect(await attempt(deps, c)).toBe(expected);
        const after = Date.now();
        const d = await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } });
        return { d, min: d.nextAttemptAt!.getTime() - after, max: d.nextAttemptAt!.getTime() - before };
      };
      const first = await waitAfter("retry");
      expect(first.d).toMatchObject({ status: "pending", attempts: 1, responseCode: 500, lastError: "HTTP 500: r" });
      expect(first.max).toBeGreaterThanOrEqual(200);
      expect(first.min).toBeLessThanOrEqual(200);
      const second = await waitAfter("retry"); // the second wait (0.4 s) is longer
      expect(second.max).toBeGreaterThanOrEqual(400);
      expect(second.min).toBeLessThanOrEqual(400);
      let d = second.d;
      // Third attempt = retries exhausted (2 waits configured → 3 attempts).
      expect(await attempt(deps, await claim())).toBe("failed");
      d = await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } });
      expect(d).toMatchObject({ status: "failed", attempts: 3, responseCode: 500, nextAttemptAt: null, deliveredAt: null });
      expect(received.filter((x) => x.delivery === String(row.id)).length).toBe(3);

      const ok = await pendingRow(ids.subBI, r.id, "reading.positive");
      answers = [];
      const [c] = await claimDue(deps, 5, 60_000);
      expect(await attempt(deps, c!)).toBe("delivered");
      expect(await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: ok.id } })).toMatchObject({ status: "delivered", attempts: 1, responseCode: 200, lastError: null });
      expect(received.at(-1)).toMatchObject({ delivery: String(ok.id), event: "reading.positive", body: `{"n":${r.id}}` });
      await db.prisma.webhookDelivery.deleteMany({});
    });

    test("a slow sender whose lease ran out does not overwrite the newer attempt's record", async () => {
      const r = await readingBI();
      const row = await pendingRow(ids.subBI, r.id);
      const [stale] = await claimDue(deps, 5, 60_000);
      const [fresh] = await claimDue(deps, 5, 60_000, new Date(Date.now() + 61_000));
      expect(fresh!.attempts).toBe(2);
      answers = [200, 500];
      expect(await attempt(deps, fresh!)).toBe("delivered");
      await attempt(deps, stale!); // its answer (500) is not recorded over the delivery
      expect(await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "delivered", attempts: 2, responseCode: 200 });
      answers = [];
      await db.prisma.webhookDelivery.deleteMany({});
    });

    test("the worker delivers what is queued, retries, and after a restart resumes the rows left pending", async () => {
      answers = [503];
      const worker = startWebhookWorker(deps);
      const r = await readingBI();
      await enqueueReadingEvent(deps, { companyId: ids.company, kind: "BI", id: r.id }, "reading.result");
      const until = async (pred: () => Promise<boolean>, ms = 5_000) => {
        const end = Date.now() + ms;
        while (!(await pred())) {
          if (Date.now() > end) throw new Error("timed out");
          await Bun.sleep(25);
        }
      };
      await until(async () => (await db.prisma.webhookDelivery.findFirst({ where: { readingId: r.id } }))?.status === "delivered");
      expect(await db.prisma.webhookDelivery.findFirstOrThrow({ where: { readingId: r.id } })).toMatchObject({ attempts: 2, responseCode: 200 });
      await worker.stop();

      // Queued while no worker runs (e.g. the process was restarting): the next worker sends it.
      const r2 = await readingBI();
      await enqueueReadingEvent(deps, { companyId: ids.company, kind: "BI", id: r2.id }, "reading.result");
      const queued = await db.prisma.webhookDelivery.findFirstOrThrow({ where: { readingId: r2.id } });
      expect(queued).toMatchObject({ status: "pending", attempts: 0 });
      const restarted = startWebhookWorker(deps);
      await until(async () => (await db.prisma.webhookDelivery.findFirst({ where: { readingId: r2.id } }))?.status === "delivered");
      await restarted.stop();
      // One attempt in all, the restarted worker's: the stopped one never touched the row.
      expect(await db.prisma.webhookDelivery.findFirstOrThrow({ where: { readingId: r2.id } })).toMatchObject({ status: "delivered", attempts: 1 });
      expect(received.filter((x) => x.delivery === String(queued.id)).length).toBe(1);
    }, 20_000);

    test("a row switched off before its attempt is marked failed, not sent", async () => {
      const r = await readingBI();
      const row = await pendingRow(ids.subBI, r.id);
      await db.prisma.webhookSubscription.update({ where: { id: ids.subBI }, data: { subscribed: false } });
      const before = received.length;
      const [c] = await claimDue(deps, 5, 60_000);
      expect(await attempt(deps, c!)).toBe("failed");
      expect(received.length).toBe(before);
      expect(await db.prisma.webhookDelivery.findUniqueOrThrow({ where: { id: row.id } })).toMatchObject({ status: "failed", lastError: "The subscription was turned off before delivery." });
      await db.prisma.webhookSubscription.update({ where: { id: ids.subBI }, data: { subscribed: true } });
    });
  });
}
