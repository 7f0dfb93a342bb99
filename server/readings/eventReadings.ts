// The readings live events carry (readingChanged's `reading`), read in batches. Each event was
// one findFirst (Prisma compiles it, then about nine statements for the row fields' relations):
// at a few hundred results a second that is most of the fan-out's cost, even executed once per
// view (graphql/shared-events.ts). Events asking for the same selection in the same scope within
// BATCH_MS are read together, one findMany for all their ids: a few milliseconds of delay, a
// fraction of the work.
import type { PrismaClient, ReadingKind } from "../db/generated/client";
import { readingTable } from "./kinds";

export const BATCH_MS = 8;

type Row = Record<string, unknown> & { id: number };
interface Batch {
  ids: Set<number>;
  waiting: Promise<Map<number, Row>>;
}

const batches = new Map<string, Batch>();

/**
 * The reading `id` of `kind` as `query` (queryFromInfo's select/include) selects it, within
 * `scope` (readingScope: the company, and the sector of sector-limited users); null when
 * outside it or gone.
 */
export function eventReading(prisma: PrismaClient, kind: ReadingKind, id: number, scope: Record<string, unknown>, query: object): Promise<Row | null> {
  const key = JSON.stringify([kind, scope, query]);
  let batch = batches.get(key);
  if (!batch) {
    const ids = new Set<number>();
    const waiting = new Promise<Map<number, Row>>((resolve, reject) => {
      setTimeout(() => {
        batches.delete(key);
        (readingTable(prisma, kind) as unknown as { findMany(a: object): Promise<Row[]> })
          .findMany({ ...query, where: { id: { in: [...ids] }, ...scope } })
          .then((rows) => resolve(new Map(rows.map((r) => [r.id, r]))), reject);
      }, BATCH_MS);
    });
    batches.set(key, (batch = { ids, waiting }));
  }
  batch.ids.add(id);
  return batch.waiting.then((rows) => rows.get(id) ?? null);
}
