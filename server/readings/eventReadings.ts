// The readings live events carry (readingChanged's `reading`), read in batches. Each event was
// one Prisma findFirst (compiled by Prisma, then about nine statements for the row fields'
// relations): at a few hundred results a second that was most of the fan-out's cost, even
// executed once per view (graphql/shared-events.ts). Now events of the same kind and scope
// within BATCH_MS are read together by the historical page's statement (historical/sql.ts:
// one prepared statement, every relation the reading nodes read): a few milliseconds of delay,
// a fraction of the work.
import type { ReadingKind } from "../db/generated/client";
import type { ServiceContext } from "../context";
import { pageRows } from "../historical/sql";

export const BATCH_MS = 8;

type Row = Record<string, unknown> & { id: number };
interface Batch {
  ids: Set<number>;
  waiting: Promise<Map<number, Row>>;
}

const batches = new Map<string, Batch>();

/**
 * The reading `id` of `kind` with its relations, within `scope` (readingScope: the company, and
 * the sector of sector-limited users); null when outside it or gone.
 */
export function eventReading(ctx: Pick<ServiceContext, "db">, kind: ReadingKind, id: number, scope: Record<string, unknown>): Promise<Row | null> {
  const key = JSON.stringify([kind, scope]);
  let batch = batches.get(key);
  if (!batch) {
    const ids = new Set<number>();
    const waiting = new Promise<Map<number, Row>>((resolve, reject) => {
      setTimeout(() => {
        batches.delete(key);
        pageRows(ctx as ServiceContext, kind, { ...scope, id: { in: [...ids] } }, [{ id: "asc" }], 0, ids.size)
          .then((rows) => resolve(new Map(rows.map((r) => [r.id as number, r as Row]))), reject);
      }, BATCH_MS);
    });
    batches.set(key, (batch = { ids, waiting }));
  }
  batch.ids.add(id);
  return batch.waiting.then((rows) => rows.get(id) ?? null);
}
