// Totals of the historical browser, remembered briefly. Counting a million matching rows is an
// index-only scan of ~100 ms; paging through one filter repeats the same count on every page.
// A total is reused for HISTORICAL_COUNT_CACHE_SECONDS (default 30, 0 = never) unless a reading
// of the company changed on this instance since (readings/events.ts bumps the company's
// generation); on other instances the age limit bounds how stale a total may be.
const TTL_MS = Number(process.env.HISTORICAL_COUNT_CACHE_SECONDS ?? 30) * 1000;
const MAX_ENTRIES = 10_000;

const generations = new Map<number, number>();
const cache = new Map<string, { at: number; generation: number; value: number }>();

/** A reading of the company was written: its remembered totals are void. */
export function companyReadingsChanged(companyId: number): void {
  generations.set(companyId, (generations.get(companyId) ?? 0) + 1);
}

export async function rememberedCount(companyId: number, key: string, count: () => Promise<number>): Promise<number> {
  if (TTL_MS <= 0) return count();
  const id = `${companyId}:${key}`;
  const generation = generations.get(companyId) ?? 0;
  const hit = cache.get(id);
  if (hit && hit.generation === generation && Date.now() - hit.at < TTL_MS) return hit.value;
  const value = await count();
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(id, { at: Date.now(), generation, value });
  return value;
}
