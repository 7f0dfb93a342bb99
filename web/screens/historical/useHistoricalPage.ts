// One page of historical readings through the Relay connection historicalReadings
// (docs/historical-api.md "Page: GraphQL"): server-side filter and ordering, the total, and
// the pager's moves made with the connection's own cursors: the first page, the next one
// (after the page's end cursor), the previous one (before its start cursor) and the last one
// (the last rows, as many as the last page holds). A new type, filter, order or page size
// starts again from the first page. The page shown stays while the next one loads (the table
// marks it loading); a stale answer (the user moved again meanwhile) is dropped by
// unsubscribing. A failure clears the table and hands back the server's message lines
// (spec 001 section 8).
import { useCallback, useEffect, useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import { fetchQuery } from "relay-runtime";
import type { HistoricalOption, useHistoricalPageQuery, useHistoricalPageQuery$variables } from "../../__generated__/useHistoricalPageQuery.graphql";
import { errorLines } from "../../api/errors";
import type { SortState } from "../../components/table/types";
import { fromRelayError } from "../../relay/errors";
import type { GraphQLFilter } from "./filter";
import { readHistoricalRow, type HistoricalRow } from "./historicalRows";
import { windowTo, type PagePosition, type PageWindow } from "./pageWindow";

const query = graphql`
  query useHistoricalPageQuery($option: HistoricalOption!, $filter: HistoricalFilter, $orderBy: String, $descending: Boolean, $first: Int, $after: String, $last: Int, $before: String) {
    historicalReadings(option: $option, filter: $filter, orderBy: $orderBy, descending: $descending, first: $first, after: $after, last: $last, before: $before) {
      totalCount
      pageInfo {
        startCursor
        endCursor
      }
      edges {
        node {
          ...historicalRows_row
        }
      }
    }
  }
`;

export interface PageRequest {
  option: HistoricalOption;
  filter: GraphQLFilter;
  sort: SortState | null;
  pageSize: number;
}

export function pageVariables({ option, filter, sort, pageSize }: PageRequest, window: PageWindow): useHistoricalPageQuery$variables {
  return {
    option,
    filter,
    // No ordering chosen: the server's default, read number descending.
    orderBy: sort?.key ?? null,
    descending: sort ? sort.direction === "desc" : true,
    first: window.last == null ? (window.first ?? pageSize) : null,
    after: window.after ?? null,
    last: window.last ?? null,
    before: window.before ?? null,
  };
}

export interface HistoricalPage {
  /** null until the first answer. */
  rows: HistoricalRow[] | null;
  totalCount: number;
  /** The page shown (zero-based) and the move to another one. */
  page: number;
  goTo: (page: number) => void;
  loading: boolean;
  /** The server's message lines of the last failure. */
  error: string[] | null;
  clearError: () => void;
  /** Puts an edited row (the mutation's answer) in place of the listed one. */
  replaceRow: (row: HistoricalRow) => void;
}

export function useHistoricalPage(request: PageRequest): HistoricalPage {
  const environment = useRelayEnvironment();
  const [rows, setRows] = useState<HistoricalRow[] | null>(null);
  const [position, setPosition] = useState<PagePosition>({ page: 0, pageSize: request.pageSize, totalCount: 0, startCursor: null, endCursor: null });
  // The request whose answer is shown: loading from the render that asks another one on.
  const [shown, setShown] = useState<string | null>(null);
  const [error, setError] = useState<string[] | null>(null);
  // A move is kept with the request it was made for: another request starts from the first page.
  const base = JSON.stringify(pageVariables(request, {}));
  const [move, setMove] = useState<{ base: string; page: number; window: PageWindow }>({ base, page: 0, window: {} });
  const current = move.base === base ? move : { base, page: 0, window: {} };
  const key = JSON.stringify([pageVariables(request, current.window), current.page]);

  useEffect(() => {
    const [variables, page] = JSON.parse(key) as [useHistoricalPageQuery$variables, number];
    const subscription = fetchQuery<useHistoricalPageQuery>(environment, query, variables, { fetchPolicy: "network-only" }).subscribe({
      next: (data) => {
        const connection = data.historicalReadings;
        setRows(connection.edges.map((edge) => readHistoricalRow(edge.node)).filter((row) => row.__typename !== "%other"));
        setPosition({ page, pageSize: variables.first ?? variables.last ?? 0, totalCount: connection.totalCount, startCursor: connection.pageInfo.startCursor ?? null, endCursor: connection.pageInfo.endCursor ?? null });
        setError(null);
        setShown(key);
      },
      error: (failure: unknown) => {
        setRows([]);
        setPosition({ page: 0, pageSize: 0, totalCount: 0, startCursor: null, endCursor: null });
        setError(errorLines(fromRelayError(failure)));
        setShown(key);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, key]);

  const goTo = useCallback(
    (page: number) => setMove({ base, page, window: windowTo(page, { ...position, pageSize: request.pageSize, page: current.page }) }),
    [base, position, request.pageSize, current.page],
  );
  const replaceRow = useCallback((row: HistoricalRow) => setRows((current) => current?.map((listed) => (listed.id === row.id ? row : listed)) ?? current), []);
  const clearError = useCallback(() => setError(null), []);
  return { rows, totalCount: position.totalCount, page: current.page, goTo, loading: shown !== key, error, clearError, replaceRow };
}
