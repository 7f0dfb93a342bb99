// One database handle for the process: Prisma over PostgreSQL (pg) when a URL is
// configured, else over the embedded PGlite in the data folder. `exec` runs raw
// multi-statement SQL (migrations) on the same connection source.
import { mkdirSync } from "node:fs";
import { PrismaClient } from "./generated/client";
import type { Config } from "../config";
import { log } from "../log";
import { listenPGlite, listenPostgres, type Listener, type Stop } from "./listen";
import { inTurn, pastDeadline } from "../observability/request";
import { overBudget } from "../domain/errors";

export interface Database {
  prisma: PrismaClient;
  kind: "pglite" | "postgres";
  /** PostgreSQL's connection string (for export workers, which open a connection of their own). */
  url?: string;
  /** Runs SQL that may hold several statements, without parameters. */
  exec(sql: string): Promise<void>;
  /** Runs one parameterised query and returns its rows. */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /**
   * The same as a named prepared statement (PostgreSQL parses and plans it once per connection;
   * PGlite runs in-process and has nothing to save). For hot read paths, past Prisma's compiler.
   */
  prepared<T = Record<string, unknown>>(name: string, sql: string, params: unknown[]): Promise<T[]>;
  /**
   * Runs `fn` in a transaction of raw SQL on a connection of its own (committed when it
   * resolves, rolled back when it throws). For bulk work past Prisma: a Prisma transaction keeps
   * every large parameter it was given until it ends (measured: 300 MB for 40 statements of
   * 4 MB), which a million-reading import cannot afford.
   */
  transaction<T>(fn: (sql: Sql) => Promise<T>): Promise<T>;
  /** LISTEN on a channel (listen.ts); answers the function that stops listening. */
  listen(channel: string, listener: Listener): Promise<Stop>;
  close(): Promise<void>;
}

/** A connection inside a raw transaction: one parameterised statement at a time. */
export interface Sql {
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The rows the statement changed (INSERT/UPDATE/DELETE). */
  execute(sql: string, params?: unknown[]): Promise<number>;
}

const CONNECT_TIMEOUT_MS = 5_000;

export interface OpenOptions {
  /** Called with each SQL statement the embedded database runs outside transactions (tests count them: tests/unit/sql-statements.test.ts). */
  onStatement?: (sql: string) => void;
}

export async function openDatabase(config: Pick<Config, "databaseUrl" | "dataDir"> & Partial<Pick<Config, "statementTimeoutMs">>, options: OpenOptions = {}): Promise<Database> {
  if (config.databaseUrl) {
    const { Pool, types } = await import("pg");
    // Calendar dates (@db.Date) as UTC midnight, as Prisma reads them (pg's default is local midnight).
    types.setTypeParser(types.builtins.DATE, (v: string) => new Date(`${v}T00:00:00Z`));
    const { PrismaPg } = await import("@prisma/adapter-pg");
    // No request query may hold a connection for long (a runaway filter would starve every
    // tenant); migrations lift the limit for their own transaction (migrate.ts).
    // A new connection that does not open within 5 s fails (503, db/unavailable.ts) rather than
    // holding the request while the database is unreachable.
    const pool = new Pool({ connectionString: config.databaseUrl, max: 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS, ...(config.statementTimeoutMs ? { statement_timeout: config.statementTimeoutMs } : {}) });
    // An idle connection the server terminates (restart, failover, dropped database) emits
    // 'error' on the pool; unhandled it would crash the process. The pool replaces it.
    pool.on("error", (e) => log.warn("idle database connection lost", { error: e.message }));
    const prisma = withinBudget(new PrismaClient({ adapter: new PrismaPg(pool) }));
    // The hot read paths (session lookup, historical page and count, the agent's result
    // statement) go through Bun's native client: it prepares each statement once per
    // connection by itself and costs about half the CPU of pg's per query (pg runs on Bun's
    // node:net layer). Same values out as pg with the DATE parser above (checked by
    // tests/unit/database.test.ts); its own pool beside pg's.
    const { SQL } = await import("bun");
    const fast = new SQL({ url: config.databaseUrl, max: 10, connectionTimeout: CONNECT_TIMEOUT_MS / 1000, ...(config.statementTimeoutMs ? { connection: { statement_timeout: config.statementTimeoutMs } } : {}) });
    return {
      prisma,
      kind: "postgres",
      url: config.databaseUrl,
      exec: async (sql) => void (await pool.query(sql)),
      query: async (sql, params) => (checkBudget(), (await inTurn(() => pool.query(sql, params as unknown[]))).rows),
      prepared: async (_name, sql, params) => (checkBudget(), [...(await inTurn(() => fast.unsafe(sql, params)))] as never),
      transaction: async (fn) => {
        const client = await pool.connect();
        let broken = false;
        try {
          await client.query("BEGIN");
          const sql: Sql = {
            query: async (text, params) => (await client.query(text, params as unknown[])).rows,
            execute: async (text, params) => (await client.query(text, params as unknown[])).rowCount ?? 0,
          };
          const out = await fn(sql);
          await client.query("COMMIT");
          return out;
        } catch (e) {
          await client.query("ROLLBACK").catch(() => (broken = true));
          throw e;
        } finally {
          client.release(broken);
        }
      },
      listen: (channel, listener) => listenPostgres(config.databaseUrl!, channel, listener),
      close: async () => {
        await prisma.$disconnect();
        await Promise.all([pool.end(), fast.close()]);
      },
    };
  }
  const { PGlite } = await import("@electric-sql/pglite");
  const { PrismaPGlite } = await import("pglite-prisma-adapter");
  mkdirSync(config.dataDir, { recursive: true });
  const pglite = new PGlite(`${config.dataDir}/pgdata`);
  await pglite.waitReady;
  if (options.onStatement) {
    const { onStatement } = options;
    const query = pglite.query.bind(pglite);
    pglite.query = ((sql: string, ...rest: unknown[]) => (onStatement(sql), (query as Function)(sql, ...rest))) as typeof pglite.query;
  }
  const prisma = withinBudget(new PrismaClient({ adapter: withBytesFix(new PrismaPGlite(pglite)) as never })); // adapter-utils versions differ only in types;
  return {
    prisma,
    kind: "pglite",
    exec: async (sql) => void (await pglite.exec(sql)),
    query: async (sql, params) => (checkBudget(), (await pglite.query(sql, params as unknown[])).rows as never),
    prepared: async (_name, sql, params) => (checkBudget(), (await pglite.query(sql, params)).rows as never),
    transaction: (fn) =>
      pglite.transaction((tx) =>
        fn({
          query: async (text, params) => (await tx.query(text, params as unknown[])).rows as never,
          execute: async (text, params) => (await tx.query(text, params as unknown[])).affectedRows ?? 0,
        }),
      ),
    listen: (channel, listener) => listenPGlite(pglite, channel, listener),
    close: async () => {
      await prisma.$disconnect();
      await pglite.close();
    },
  };
}

/**
 * Prisma hands `Bytes` arguments to driver adapters as base64 text; @prisma/adapter-pg decodes
 * them, pglite-prisma-adapter 0.6 does not ("Invalid input for bytea type"). Decode them in
 * the adapter's one query path (shared by plain queries and transactions).
 */
function withBytesFix<F extends { connect(): Promise<object> }>(factory: F): F {
  const connect = factory.connect.bind(factory);
  factory.connect = async () => {
    const adapter = await connect();
    const queryable = Object.getPrototypeOf(Object.getPrototypeOf(adapter)) as { performIO: Function; __bytesFix?: true };
    if (!queryable.__bytesFix) {
      const performIO = queryable.performIO;
      queryable.performIO = function (this: unknown, query: { args: unknown[]; argTypes: { scalarType: string }[] }) {
        const args = query.args.map((a, i) => (typeof a === "string" && query.argTypes[i]?.scalarType === "bytes" ? Buffer.from(a, "base64") : a));
        return performIO.call(this, { ...query, args });
      };
      queryable.__bytesFix = true;
    }
    return adapter;
  };
  return factory;
}

/** A request past its time budget (REQUEST_BUDGET_MS) runs no further statement: it is answered TIMEOUT. */
function checkBudget(): void {
  if (pastDeadline()) throw overBudget();
}

/**
 * Every Prisma operation checks the request's budget first: a request that loops over
 * thousands of small reads stops at its deadline (the statement timeout stops a single long
 * one). The extended client keeps PrismaClient's interface.
 */
function withinBudget(client: PrismaClient): PrismaClient {
  return client.$extends({
    query: {
      $allOperations({ args, query }) {
        checkBudget();
        return inTurn(() => query(args));
      },
    },
  }) as unknown as PrismaClient;
}
