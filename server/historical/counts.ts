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
  const known = knownCount(companyId, key);
  if (known !== undefined) return known;
  const generation = countGeneration(companyId);
  const value = await count();
  rememberCount(companyId, key, generation, value);
  return value;
}

/** The remembered total, if still good. */
export function knownCount(companyId: number, key: string): number | undefined {
  const hit = cache.get(`${companyId}:${key}`);
  return hit && hit.generation === countGeneration(companyId) && Date.now() - hit.at < TTL_MS ? hit.value : undefined;
}

/** The company's generation before a count starts (a reading written meanwhile voids the count). */
export const countGeneration = (companyId: number) => generations.get(companyId) ?? 0;

export function rememberCount(companyId: number, key: string, generation: number, value: number): void {
  if (TTL_MS <= 0) return;
  if (cache.size >= MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  cache.set(`${companyId}:${key}`, { at: Date.now(), generation, value });
}
