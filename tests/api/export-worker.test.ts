// Exports run in a worker (server/export/stream.ts, worker.ts; docs/historical-api.md "How an
// export runs"): a scratch database (migrated and seeded: PostgreSQL when TEST_DATABASE_URL is
// set, else PGlite) with 20,000 more Hospital A readings, the exporter called in-process as
// Hospital A's administrator and served over a real HTTP socket where the client matters:
//   - a large export arrives whole and in order;
//   - a client that disconnects mid-export: the worker is stopped, its slot freed and, on
//     PostgreSQL, its connection closed (pg_stat_activity back to what it was);
//   - a database error mid-export ends the stream with an error, and frees the same;
//   - at most EXPORT_LIMITS.running exports at once: the next waits its turn, past the queue
//     a request is refused with 429 and Retry-After.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { parse as parseCsv } from "csv-parse/sync";
import type { Database } from "../../server/db/client";
import type { ServiceContext } from "../../server/context";
import { exportRead, selectColumns } from "../../server/export/columns";
import { exportStream, IN_FLIGHT, type ExportRequest, type FileType } from "../../server/export/stream";
import { EXPORT_LIMITS, exportsRunning } from "../../server/export/slots";
import { EXPORT_APPLICATION } from "../../server/export/worker";
import { errorResponse } from "../../server/http/router";
import type { ScratchDatabase } from "../helpers/databases";
import { seededScratch } from "../helpers/seeded";
import { hospitalAUser } from "../helpers/principals";

const EXTRA = 20_000;
let scratch: ScratchDatabase;
let db: Database;
let ctx: ServiceContext;
let total = 0;
const admin = hospitalAUser("adminA");

beforeAll(async () => {
  ({ scratch, db, ctx } = await seededScratch("sqc_export_worker", admin));
  await db.query(
    `INSERT INTO reading_bi ("companyId", "sectorId", "state", "disinfection", "readNumber", "positionNumber", "startedAt", "resultAt", "result", "lot", "notes", "viewed")
     SELECT $1::int, $2::int, 'HISTORICAL'::"ReadingState", false, 900000 + g, 1 + g % 10, now() - make_interval(mins => g), now() - make_interval(mins => g) + interval '24 minutes',
            1, 'L' || (g % 50), CASE WHEN g % 50 = 0 THEN 'Checked, "twice"' END, true
     FROM generate_series(1, $3::int) AS g`,
    [admin.companyId, admin.sectorId, EXTRA],
  );
  total = Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM reading_bi WHERE "companyId" = $1 AND state IN ('HISTORICAL', 'SAVED') AND NOT disinfection`, [admin.companyId]))[0]!.n);
}, 180_000);

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

const request = (type: FileType): ExportRequest => {
  const read = exportRead("BI");
  return { read, type, filter: { timeZone: "UTC" }, columns: selectColumns(read, ["readNumber", "startedTime", "loteProduct", "notes", "sector"]), separator: ";" };
};

/** The export worker's open database sessions (PostgreSQL; PGlite has none: the main thread reads). */
const workerSessions = async () =>
  db.kind === "postgres" ? Number((await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND application_name = $1`, [EXPORT_APPLICATION]))[0]!.n) : 0;

async function until(what: string, check: () => Promise<boolean> | boolean, ms = 10_000) {
  for (const deadline = Date.now() + ms; !(await check()); await Bun.sleep(25)) if (Date.now() > deadline) throw new Error(`still not ${what} after ${ms} ms`);
}

/** Everything freed: no export running, no worker connection left. */
const allReleased = () => until("released", async () => exportsRunning() === 0 && (await workerSessions()) === 0);

/** The export over a real HTTP socket (Bun.serve), as the REST route answers it. */
async function served<T>(type: FileType, use: (url: string) => Promise<T>): Promise<T> {
  const server = Bun.serve({ port: 0, fetch: async () => new Response(await exportStream(ctx, request(type))) });
  try {
    return await use(`http://127.0.0.1:${server.port}/`);
  } finally {
    server.stop(true);
  }
}

/** Runs `fn` with the worker allowed only a little unacknowledged output (it stalls early on a reader that does not read). */
async function withSmallInFlight<T>(fn: () => Promise<T>): Promise<T> {
  const saved = IN_FLIGHT.bytes;
  IN_FLIGHT.bytes = 64 * 1024;
  try {
    return await fn();
  } finally {
    IN_FLIGHT.bytes = saved;
  }
}

describe("exports in a worker", () => {
  test(`a large csv arrives whole and in order (${EXTRA} + demo rows)`, async () => {
    const text = await served("csv", async (url) => (await fetch(url)).text());
    const rows = parseCsv(text, { delimiter: ";", bom: true }) as string[][];
    expect(rows.length).toBe(total + 1);
    // Oldest first: the added readings were started a minute apart, the highest read number first.
    const added = rows.map((r) => Number(r[0])).filter((n) => n > 900_000);
    expect(added.length).toBe(EXTRA);
    expect(added.every((n, i) => i === 0 || n === added[i - 1]! - 1)).toBe(true);
    expect(rows.filter((r) => r[3] === 'Checked, "twice"').length).toBe(EXTRA / 50);
    await allReleased();
  }, 60_000);

  test("a client that disconnects mid-export: the worker stops and its connection is closed", async () => {
    const sessions = await workerSessions();
    expect(sessions).toBe(0);
    await withSmallInFlight(() =>
      served("xml", async (url) => {
        const abort = new AbortController();
        const res = await fetch(url, { signal: abort.signal });
        const reader = res.body!.getReader();
        const first = await reader.read();
        expect(first.done).toBe(false);
        // Mid-export: the worker is alive and (PostgreSQL) holds its own connection.
        expect(exportsRunning()).toBe(1);
        if (db.kind === "postgres") await until("connected", async () => (await workerSessions()) === 1);
        abort.abort();
        await allReleased();
      }),
    );
  }, 60_000);

  test("a database error mid-export ends the stream with an error and frees the worker", async () => {
    await withSmallInFlight(async () => {
      const stream = await exportStream(ctx, request("xml"));
      const reader = stream.getReader();
      expect((await reader.read()).done).toBe(false);
      // The table goes away under the export: its next batch fails.
      await db.exec(`ALTER TABLE reading_bi RENAME TO reading_bi_away`);
      try {
        let failure: unknown = null;
        try {
          for (let c = await reader.read(); !c.done; c = await reader.read());
        } catch (e) {
          failure = e;
        }
        expect(String(failure)).toMatch(/reading_bi/);
      } finally {
        await db.exec(`ALTER TABLE reading_bi_away RENAME TO reading_bi`);
      }
      await allReleased();
    });
  }, 60_000);

  test("at most EXPORT_LIMITS.running exports at once: the next waits its turn, past the queue 429", async () => {
    const saved = { ...EXPORT_LIMITS };
    Object.assign(EXPORT_LIMITS, { running: 2, queued: 1, waitMs: 20_000 });
    try {
      await withSmallInFlight(async () => {
        // Two exports whose readers do not read: both workers stall, holding their places.
        const running = [await exportStream(ctx, request("xml")), await exportStream(ctx, request("xml"))];
        expect(exportsRunning()).toBe(2);
        // A third waits for a place; a fourth finds the queue full.
        let thirdStarted = false;
        const third = exportStream(ctx, request("csv")).then((s) => ((thirdStarted = true), s));
        await Bun.sleep(200);
        expect(thirdStarted).toBe(false);
        const refused = await exportStream(ctx, request("csv")).then(
          () => null,
          (e) => e,
        );
        expect(refused?.code).toBe("RATE_LIMITED");
        const res = errorResponse(refused, new Request("http://localhost/api/export/csv", { method: "POST" }));
        expect(res.status).toBe(429);
        expect(res.headers.get("retry-after")).toBe("30");
        expect(JSON.stringify(await res.json())).toContain("try again in a minute");
        // One of the two ends (its client goes away): the third starts and completes.
        await running[0]!.cancel();
        const text = await new Response(await third).text();
        expect(text.trimEnd().split("\r\n").length).toBe(total + 1);
        await running[1]!.cancel();
      });
      await allReleased();
    } finally {
      Object.assign(EXPORT_LIMITS, saved);
    }
  }, 60_000);
});
