// Work done once across instances (server/jobs/singleton.ts): two database handles on one
// PostgreSQL database stand for two instances. A run holding a job's lock makes the other's try
// skip ("locked") and the other's wait wait; a periodic job that ran is skipped by the other
// within 90% of its period; a run that throws is not counted. On PGlite everything just runs.
// The PostgreSQL part runs when TEST_DATABASE_URL is set.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { openDatabase, type Database } from "../../server/db/client";
import { migrate } from "../../server/db/migrate";
import { exclusively, once } from "../../server/jobs/singleton";
import { createPGliteDir, createPostgresDatabase, type ScratchDatabase } from "../helpers/databases";

const PG = process.env.TEST_DATABASE_URL;

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((r) => (open = r));
  return { opened, open };
}

describe("on PGlite (one process)", () => {
  let scratch: ScratchDatabase;
  let db: Database;
  beforeAll(async () => {
    scratch = createPGliteDir("sqc-jobs-");
    db = await openDatabase({ databaseUrl: null, dataDir: scratch.dataDir! });
    await migrate(db);
  }, 120_000);
  afterAll(async () => {
    await db?.close();
    await scratch?.drop();
  });

  test("every run runs, even two at once and one right after another", async () => {
    const g = gate();
    const first = once(db, "pglite-job", () => g.opened.then(() => 1), 60_000);
    expect(await once(db, "pglite-job", async () => 2, 60_000)).toEqual({ ran: true, value: 2 });
    g.open();
    expect(await first).toEqual({ ran: true, value: 1 });
    expect(await exclusively(db, "pglite-job", async () => 3)).toBe(3);
  });
});

describe.skipIf(!PG)("on PostgreSQL, two instances", () => {
  let scratch: ScratchDatabase;
  let a: Database;
  let b: Database;
  beforeAll(async () => {
    scratch = await createPostgresDatabase(PG!, "sqc_test_jobs");
    a = await openDatabase({ databaseUrl: scratch.url!, dataDir: "" });
    b = await openDatabase({ databaseUrl: scratch.url!, dataDir: "" });
    await migrate(a);
  }, 120_000);
  afterAll(async () => {
    await a?.close();
    await b?.close();
    await scratch?.drop();
  });

  test("while one runs a job, the other's run is skipped; afterwards it runs", async () => {
    const g = gate();
    const holding = gate();
    const first = once(a, "locked-job", () => (holding.open(), g.opened.then(() => "a")));
    await holding.opened;
    expect(await once(b, "locked-job", async () => "b")).toEqual({ ran: false, reason: "locked" });
    g.open();
    expect(await first).toEqual({ ran: true, value: "a" });
    expect(await once(b, "locked-job", async () => "b")).toEqual({ ran: true, value: "b" });
  });

  test("a periodic job that one ran is skipped by the other within the period; a failed run does not count", async () => {
    expect(await once(a, "periodic-job", async () => 1, 60_000)).toEqual({ ran: true, value: 1 });
    expect(await once(b, "periodic-job", async () => 2, 60_000)).toEqual({ ran: false, reason: "ran recently" });
    await Bun.sleep(100);
    expect(await once(b, "periodic-job", async () => 3, 50)).toEqual({ ran: true, value: 3 }); // a shorter period has passed
    await expect(once(a, "failing-job", async () => Promise.reject(new Error("boom")), 60_000)).rejects.toThrow("boom");
    expect(await once(b, "failing-job", async () => 4, 60_000)).toEqual({ ran: true, value: 4 });
  });

  test("exclusively: the second waits for the first to end, then runs", async () => {
    const order: string[] = [];
    const g = gate();
    const holding = gate();
    const first = exclusively(a, "start-up-like", async () => (order.push("a starts"), holding.open(), await g.opened, order.push("a ends")));
    await holding.opened;
    const second = exclusively(b, "start-up-like", async () => void order.push("b runs"));
    await Bun.sleep(300);
    expect(order).toEqual(["a starts"]);
    g.open();
    await Promise.all([first, second]);
    expect(order).toEqual(["a starts", "a ends", "b runs"]);
  });

  test("two instances migrating an empty database at once: one applies, the other finds it done", async () => {
    const fresh = await createPostgresDatabase(PG!, "sqc_test_jobs_migrate");
    const x = await openDatabase({ databaseUrl: fresh.url!, dataDir: "" });
    const y = await openDatabase({ databaseUrl: fresh.url!, dataDir: "" });
    try {
      const [ax, ay] = await Promise.all([migrate(x), migrate(y)]);
      expect([ax.length, ay.length].sort((p, q) => p - q)).toEqual([0, Math.max(ax.length, ay.length)]);
      expect(Math.max(ax.length, ay.length)).toBeGreaterThan(0);
    } finally {
      await x.close();
      await y.close();
      await fresh.drop();
    }
  }, 120_000);
});
