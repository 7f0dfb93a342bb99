// An export's rows, oldest first, in batches read by keyset ((date, id) > the last row's, never
// OFFSET): one index range scan per batch, the next batch read while this one is rendered. The
// plan is plain data (built where the request context is: stream.ts), so the export worker can
// run it on its own connection (PostgreSQL) and the main thread on PGlite's one connection.

export type Row = Record<string, any>;

/** The prepared keyset statement: `params` then (date, id) of the last row read. */
export interface KeysetPlan {
  name: string;
  sql: string;
  params: unknown[];
  /** The date column of the order (startedAt / testedAt). */
  date: string;
  batch: number;
}

/** Runs the named prepared statement with these parameters. */
export type Prepared = (name: string, sql: string, params: unknown[]) => Promise<Row[]>;

export async function* keysetBatches(plan: KeysetPlan, run: Prepared): AsyncGenerator<Row[]> {
  const read = (after: [Date | string, number]) => run(plan.name, plan.sql, [...plan.params, ...after]);
  let next = read(["-infinity", 0]);
  for (;;) {
    const rows = await next;
    if (!rows.length) return;
    const last = rows[rows.length - 1]!;
    if (rows.length === plan.batch) {
      next = read([last[plan.date], last.id]);
      // A reader that stops early (a cancelled export) never awaits it: not an unhandled rejection.
      next.catch(() => {});
    }
    yield rows;
    if (rows.length < plan.batch) return;
  }
}
