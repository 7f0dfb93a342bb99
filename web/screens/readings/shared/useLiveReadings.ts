// Keeps a reading screen current: it listens to the readingChanged subscription (graphql-ws).
// A screen that gives `store` gets each changed reading in the event itself (its own row
// fragment): Relay merges the row by id and `store.place` puts it in or takes it out of the
// screen's connection, with no request. Otherwise a change of the screen's kind (created,
// result, edited, viewed, moved on) refetches the list, a few events in a row costing one
// refetch. The spec's refresh every 30 seconds stays as the fallback, and `refresh()` is the
// header's button. The time of the last load or event is what the header shows.
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import { graphql, useSubscription } from "react-relay";
import { addToTotal } from "../../../relay/connections";
import { readingChangedSubscription } from "./readingList";
import { ConnectionHandler, type GraphQLSubscriptionConfig, type GraphQLTaggedNode, type RecordProxy, type RecordSourceSelectorProxy } from "relay-runtime";
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
  /** Global id of the reading (its record in the store). */
  nodeId?: string;
}

/** A screen's own readingChanged subscription (selecting kind, state, nodeId and its row fragment under `reading`), and where a changed row goes. */
export interface LiveStore {
  subscription: GraphQLTaggedNode;
  place: (store: RecordSourceSelectorProxy, change: ReadingChange) => void;
}

/**
 * Puts a changed reading in a connection when it belongs there (at the top, as the newest) and
 * takes it out when it no longer does; a row already listed was refreshed by Relay already.
 */
export function placeInConnection(store: RecordSourceSelectorProxy, connection: RecordProxy | null | undefined, change: ReadingChange, belongs: boolean, edgeType: string): void {
  const id = change.nodeId;
  if (!connection || !id) return;
  const listed = (connection.getLinkedRecords("edges") ?? []).some((edge) => edge?.getLinkedRecord("node")?.getDataID() === id);
  if (!belongs) {
    if (listed) {
      ConnectionHandler.deleteNode(connection, id);
      addToTotal(connection, -1);
    }
    return;
  }
  const node = store.get(id);
  if (listed || !node) return;
  ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, node, edgeType));
  addToTotal(connection, 1);
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
  /** Update the store from the events instead of refetching. */
  store?: LiveStore;
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

  const placed = options.store;
  const config = useMemo<GraphQLSubscriptionConfig<useLiveReadingsSubscription>>(
    () => ({
      subscription: placed?.subscription ?? subscription,
      variables: {},
      updater: placed
        ? (store, data) => {
            const change = (data as { readingChanged?: ReadingChange } | null | undefined)?.readingChanged;
            if (change && kinds.has(change.kind)) placed.place(store, change);
          }
        : undefined,
      onNext: (event) => {
        const change = event?.readingChanged;
        if (!change || !kinds.has(change.kind)) return;
        setLive(true);
        latest.current.onChange?.(change);
        if (placed) {
          if (mounted.current) setLastUpdate(new Date());
          return;
        }
        clearTimeout(debounce.current);
        debounce.current = setTimeout(refresh, EVENT_DEBOUNCE_MS);
      },
      onError: (error) => {
        console.error("readingChanged subscription", error);
        setLive(false);
      },
    }),
    [kinds, refresh, placed],
  );
  useSubscription(config);

  return { lastUpdate, refreshing, refresh, live };
}

export interface LiveConnection {
  live: LiveReadings;
  /** A mutation's updater that takes rows that moved on out of the connection at once. */
  remove: (ids: readonly string[]) => (store: RecordSourceSelectorProxy) => void;
}

/**
 * A reading screen's connection kept live: each event of `kind` places its reading in the
 * connection shown (`connectionId`, which changes with the search and the order) when it is in
 * `state`, and takes it out when it is not. The 30 s fallback and the header's button call
 * `refresh` (the table's: the pages listed). The events come with the reading's row fields
 * (readingChangedSubscription).
 */
export function useLiveConnection(
  kind: ReadingKind,
  state: string,
  connectionId: string,
  edgeType: string,
  refresh: () => Promise<unknown>,
): LiveConnection {
  const subscription = readingChangedSubscription;
  const shown = useRef(connectionId);
  shown.current = connectionId;
  const store = useMemo<LiveStore>(
    () => ({ subscription, place: (records, change) => placeInConnection(records, records.get(shown.current), change, change.state === state, edgeType) }),
    [subscription, state, edgeType],
  );
  const live = useLiveReadings(kind, refresh, { store });
  const remove = useCallback(
    (ids: readonly string[]) => (records: RecordSourceSelectorProxy) => {
      for (const nodeId of ids) placeInConnection(records, records.get(shown.current), { kind, readingId: 0, state: "", nodeId }, false, edgeType);
    },
    [kind, edgeType],
  );
  return { live, remove };
}
