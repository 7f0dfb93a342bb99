// A per-request batch (a small DataLoader): the values one request asks for in the same tick are
// loaded together, once, and remembered for the rest of the request. The request is the
// context object (one per HTTP request, WebSocket operation or shared subscription execution).
// Pattern of server/users/names.ts, for any key and loader.

interface Batch<I, V> {
  pending: Map<string, { item: I; resolvers: ((v: V) => void)[]; rejecters: ((e: unknown) => void)[] }>;
  scheduled: boolean;
  cache: Map<string, Promise<V>>;
}

const batches = new WeakMap<object, Map<string, Batch<any, any>>>();

/**
 * The value of `item` (identified by `key`) from `load`, which receives every item asked for
 * in this tick under `name` and answers their values in the same order.
 */
export function perRequestBatch<I, V>(ctx: object, name: string, key: string, item: I, load: (items: I[]) => Promise<V[]>): Promise<V> {
  let byName = batches.get(ctx);
  if (!byName) batches.set(ctx, (byName = new Map()));
  let batch = byName.get(name) as Batch<I, V> | undefined;
  if (!batch) byName.set(name, (batch = { pending: new Map(), scheduled: false, cache: new Map() }));
  const cached = batch.cache.get(key);
  if (cached) return cached;
  const b = batch;
  const promise = new Promise<V>((resolve, reject) => {
    const entry = b.pending.get(key) ?? { item, resolvers: [], rejecters: [] };
    entry.resolvers.push(resolve);
    entry.rejecters.push(reject);
    b.pending.set(key, entry);
    if (b.scheduled) return;
    b.scheduled = true;
    queueMicrotask(async () => {
      const waiting = [...b.pending.values()];
      b.pending = new Map();
      b.scheduled = false;
      try {
        const values = await load(waiting.map((w) => w.item));
        waiting.forEach((w, i) => w.resolvers.forEach((r) => r(values[i] as V)));
      } catch (e) {
        waiting.forEach((w) => w.rejecters.forEach((r) => r(e)));
      }
    });
  });
  b.cache.set(key, promise);
  // A failed load is not remembered: a later field may ask again.
  promise.catch(() => b.cache.delete(key));
  return promise;
}
