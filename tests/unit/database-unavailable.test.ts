// Which failures mean "the database is not answering" (server/db/unavailable.ts): real errors,
// from real clients pointed at a port where nothing listens and from a live embedded database.
// Those become 503 with Retry-After; a refused statement never does.
import { describe, expect, test } from "bun:test";
import { createServer } from "node:net";
import { PGlite } from "@electric-sql/pglite";
import { isDatabaseUnavailable } from "../../server/db/unavailable";
import { databaseFailure, Unavailable } from "../../server/domain/errors";

/** A local port nobody listens on (taken, then released). */
const closedPort = () =>
  new Promise<number>((ok) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => ok(port));
    });
  });

const failure = async (run: () => Promise<unknown>) => {
  try {
    await run();
  } catch (e) {
    return e;
  }
  throw new Error("expected a failure");
};

describe("a database that does not answer", () => {
  test("pg's pool: connection refused", async () => {
    const { Pool } = await import("pg");
    const pool = new Pool({ connectionString: `postgresql://postgres@127.0.0.1:${await closedPort()}/x`, connectionTimeoutMillis: 2_000 });
    const e = await failure(() => pool.query("SELECT 1"));
    await pool.end();
    expect(isDatabaseUnavailable(e)).toBe(true);
    expect(databaseFailure(e)).toBeInstanceOf(Unavailable);
  });

  test("Bun's SQL client: connection refused", async () => {
    const { SQL } = await import("bun");
    const sql = new SQL({ url: `postgresql://postgres@127.0.0.1:${await closedPort()}/x`, max: 1 });
    const e = await failure(() => sql.unsafe("SELECT 1"));
    await sql.close().catch(() => {});
    expect(isDatabaseUnavailable(e)).toBe(true);
  });

  test("Prisma over pg: connection refused", async () => {
    const { Pool } = await import("pg");
    const { PrismaPg } = await import("@prisma/adapter-pg");
    const { PrismaClient } = await import("../../server/db/generated/client");
    const pool = new Pool({ connectionString: `postgresql://postgres@127.0.0.1:${await closedPort()}/x`, connectionTimeoutMillis: 2_000 });
    const prisma = new PrismaClient({ adapter: new PrismaPg(pool) });
    const e = await failure(() => prisma.sector.findMany({ take: 1 }));
    await prisma.$disconnect().catch(() => {});
    await pool.end().catch(() => {});
    expect(isDatabaseUnavailable(e)).toBe(true);
  });
});

describe("a database that answers with a refusal", () => {
  test("syntax errors, unique and foreign-key violations, division by zero are not outages", async () => {
    const db = new PGlite();
    await db.exec(`CREATE TABLE parent (id int PRIMARY KEY); CREATE TABLE child (parent int REFERENCES parent(id)); INSERT INTO parent VALUES (1);`);
    const refusals = [
      await failure(() => db.query("SELEC 1")),
      await failure(() => db.query("INSERT INTO parent VALUES (1)")),
      await failure(() => db.query("INSERT INTO child VALUES (2)")),
      await failure(() => db.query("SELECT 1 / 0")),
    ];
    await db.close();
    for (const e of refusals) expect(isDatabaseUnavailable(e)).toBe(false);
    expect(isDatabaseUnavailable(new Error("Cannot read properties of undefined"))).toBe(false);
  });
});
