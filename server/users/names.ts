// Users' display names for lists, loaded once per request for all the ids a response needs:
// the ids asked for in one tick are fetched together (no query per row).
import type { ServiceContext } from "../context";

const batches = new WeakMap<object, { pending: Map<number, ((name: string | null) => void)[]>; scheduled: boolean; cache: Map<number, string | null> }>();

export function userName(ctx: Pick<ServiceContext, "prisma">, id: number): Promise<string | null> {
  let b = batches.get(ctx);
  if (!b) batches.set(ctx, (b = { pending: new Map(), scheduled: false, cache: new Map() }));
  if (b.cache.has(id)) return Promise.resolve(b.cache.get(id)!);
  const batch = b;
  return new Promise((resolve) => {
    batch.pending.set(id, [...(batch.pending.get(id) ?? []), resolve]);
    if (batch.scheduled) return;
    batch.scheduled = true;
    queueMicrotask(async () => {
      const waiting = batch.pending;
      batch.pending = new Map();
      batch.scheduled = false;
      const users = await ctx.prisma.appUser.findMany({ where: { id: { in: [...waiting.keys()] } }, select: { id: true, name: true, lastName: true } });
      const names = new Map(users.map((u) => [u.id, `${u.name} ${u.lastName}`]));
      for (const [uid, resolvers] of waiting) {
        const name = names.get(uid) ?? null;
        batch.cache.set(uid, name);
        resolvers.forEach((r) => r(name));
      }
    });
  });
}
