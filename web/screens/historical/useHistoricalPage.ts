// One page of historical readings through the Relay connection historicalReadings
// (docs/historical-api.md "Page: GraphQL"): offset cursors, server-side ordering, the total.
// The page shown stays while the next one loads (the table marks it loading); a stale answer
// (the user paged again meanwhile) is dropped by unsubscribing. A failure clears the table and
// hands back the server's message lines (spec 001 section 8).
import { useCallback, useEffect, useState } from "react";
import { graphql, useRelayEnvironment } from "react-relay";
import { fetchQuery } from "relay-runtime";
import type { HistoricalOption, useHistoricalPageQuery, useHistoricalPageQuery$variables } from "../../__generated__/useHistoricalPageQuery.graphql";
import { errorLines } from "../../api/errors";
import type { SortState } from "../../components/table/types";
import { fromRelayError } from "../../relay/errors";
import type { GraphQLFilter } from "./filter";
import { readHistoricalRow, type HistoricalRow } from "./historicalRows";

const query = graphql`
  query useHistoricalPageQuery($option: HistoricalOption!, $filter: HistoricalFilter, $orderBy: String, $descending: Boolean, $first: Int!, $after: String) {
    historicalReadings(option: $option, filter: $filter, orderBy: $orderBy, descending: $descending, first: $first, after: $after) {
      totalCount
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
  /** Zero-based. */
  page: number;
  pageSize: number;
}

/** The cursor of the row before the page: base64("OffsetConnection:" + offset). */
export function offsetCursor(page: number, pageSize: number): string | null {
  return page > 0 ? btoa(`OffsetConnection:${page * pageSize - 1}`) : null;
}

export function pageVariables({ option, filter, sort, page, pageSize }: PageRequest): useHistoricalPageQuery$variables {
  return {
    option,
    filter,
    // No ordering chosen: the server's default, read number descending.
    orderBy: sort?.key ?? null,
    descending: sort ? sort.direction === "desc" : true,
    first: pageSize,
    after: offsetCursor(page, pageSize),
  };
}

export interface HistoricalPage {
  /** null until the first answer. */
  rows: HistoricalRow[] | null;
  totalCount: number;
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
  const [totalCount, setTotalCount] = useState(0);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string[] | null>(null);
  const variables = pageVariables(request);
  const key = JSON.stringify(variables);

  useEffect(() => {
    setLoading(true);
    const subscription = fetchQuery<useHistoricalPageQuery>(environment, query, JSON.parse(key), { fetchPolicy: "network-only" }).subscribe({
      next: (data) => {
        const connection = data.historicalReadings;
        setRows(connection.edges.map((edge) => readHistoricalRow(edge.node)).filter((row) => row.__typename !== "%other"));
        setTotalCount(connection.totalCount);
        setError(null);
        setLoading(false);
      },
      error: (failure: unknown) => {
        setRows([]);
        setTotalCount(0);
        setError(errorLines(fromRelayError(failure)));
        setLoading(false);
      },
    });
    return () => subscription.unsubscribe();
  }, [environment, key]);

  const replaceRow = useCallback((row: HistoricalRow) => setRows((current) => current?.map((listed) => (listed.id === row.id ? row : listed)) ?? current), []);
  const clearError = useCallback(() => setError(null), []);
  return { rows, totalCount, loading, error, clearError, replaceRow };
}
