// Keeps a reading screen current: it listens to the readingChanged subscription (graphql-ws)
// and refetches the list when a reading of the screen's kind changes (created, result,
// edited, viewed, moved on), a few events in a row costing one refetch. The spec's refresh
// every 30 seconds stays as the fallback, and `refresh()` is the header's button. The time
// of the last successful load is what the header shows.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { ReadingKind, useLiveReadingsSubscription } from "../../../__generated__/useLiveReadingsSubscription.graphql";

/** Spec 001 section 9: live BI, live protein and provisional chemical screens refresh every 30 s. */
export const REFRESH_MS = 30_000;
/** Events within this window are answered by one refetch. */
export const EVENT_DEBOUNCE_MS = 250;

export type { ReadingKind };

const subscription = graphql`
  subscription useLiveReadingsSubscription {
    readingChanged {
      kind
      readingId
      state
    }
  }
`;

export interface ReadingChange {
  kind: ReadingKind;
  readingId: number;
  state: string;
}

export interface LiveReadings {
  /** When the list was last loaded (null while the first load runs). */
  lastUpdate: Date | null;
  /** A refetch is running. */
  refreshing: boolean;
  /** Refetch now (the header's button). */
  refresh: () => void;
  /** The live channel answered (false after a subscription error: the 30 s refresh goes on). */
  live: boolean;
}

export interface LiveReadingsOptions {
  /** Fallback refresh period (default 30 s); 0 turns it off. */
  intervalMs?: number;
  /** Sees every event of the kind (e.g. to know a row left the screen). */
  onChange?: (change: ReadingChange) => void;
}

/**
 * `refetch` reloads the screen's list (e.g. fetchQuery(...).toPromise()); it is called on
 * events of `kind` (one kind or several), every 30 s and by `refresh()`.
 */
export function useLiveReadings(kind: ReadingKind | readonly ReadingKind[], refetch: () => Promise<unknown>, options: LiveReadingsOptions = {}): LiveReadings {
  const { intervalMs = REFRESH_MS } = options;
  const kinds = useMemo(() => new Set(Array.isArray(kind) ? kind : [kind as ReadingKind]), [Array.isArray(kind) ? kind.join() : kind]);
  const [lastUpdate, setLastUpdate] = useState<Date | null>(() => new Date());
  const [refreshing, setRefreshing] = useState(false);
  const [live, setLive] = useState(true);
  const latest = useRef({ refetch, onChange: options.onChange });
  latest.current = { refetch, onChange: options.onChange };
  const running = useRef<Promise<unknown> | null>(null);
  const again = useRef(false);
  const debounce = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      clearTimeout(debounce.current);
    };
  }, []);

  // One refetch at a time; a request during a refetch runs once more after it.
  const refresh = useCallback(() => {
    if (running.current) {
      again.current = true;
      return;
    }
    setRefreshing(true);
    running.current = latest.current
      .refetch()
      .then(() => mounted.current && setLastUpdate(new Date()))
      .catch((error: unknown) => console.error("reading list refresh", error)) // spec 001 section 8: only logged
      .finally(() => {
        running.current = null;
        if (!mounted.current) return;
        setRefreshing(false);
        if (again.current) {
          again.current = false;
          refresh();
        }
      });
  }, []);

  useEffect(() => {
    if (!intervalMs) return;
    const timer = setInterval(refresh, intervalMs);
    return () => clearInterval(timer);
  }, [refresh, intervalMs]);

  const config = useMemo<GraphQLSubscriptionConfig<useLiveReadingsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (event) => {
        const change = event?.readingChanged;
        if (!change || !kinds.has(change.kind)) return;
        setLive(true);
        latest.current.onChange?.(change);
        clearTimeout(debounce.current);
        debounce.current = setTimeout(refresh, EVENT_DEBOUNCE_MS);
      },
      onError: (error) => {
        console.error("readingChanged subscription", error);
        setLive(false);
      },
    }),
    [kinds, refresh],
  );
  useSubscription(config);

  return { lastUpdate, refreshing, refresh, live };
}
