// Client-mode tables hold the whole list: a connection is read page after page (100 rows
// each, the server's largest page) until it has no next page.
import { useEffect } from "react";

export const CONNECTION_BATCH = 100;

export interface Pageable {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
}

/** Keeps loading the next page; answers true while pages remain. */
export function useLoadAll({ hasNext, isLoadingNext, loadNext }: Pageable): boolean {
  useEffect(() => {
    if (hasNext && !isLoadingNext) loadNext(CONNECTION_BATCH);
  }, [hasNext, isLoadingNext, loadNext]);
  return hasNext;
}
