// The shared table in server mode over a Relay connection (usePaginationFragment): only the
// pages the user opens are loaded (loadNext), a search or sort refetches the connection with
// the list's arguments (search, orderBy, descending) and goes back to the first page, and the
// pager counts the connection's totalCount. The table gets every loaded row (`rows`) and the
// page's offset, so a selection survives paging.
import { useCallback, useEffect, useRef, useState, useTransition } from "react";
import { MAX_PAGE_ROWS } from "../../relay/paging";
import type { Column, ServerPaging, SortState } from "./types";
import { usePageSize } from "./usePageSize";

/** What usePaginationFragment answers, as far as the table needs it. */
export interface ConnectionPagination {
  hasNext: boolean;
  isLoadingNext: boolean;
  loadNext: (count: number) => unknown;
  refetch: (variables: ListVariables, options: { fetchPolicy: "network-only"; onComplete?: (error: Error | null) => void }) => unknown;
}

/** The list arguments of every paged connection (server/graphql/lists.ts). */
export interface ListVariables {
  search: string | null;
  orderBy: string | null;
  descending: boolean | null;
  count: number;
}

export interface ConnectionTableOptions<Row> {
  /** The table's id (its remembered rows per page). */
  id: string;
  /** Every node loaded so far, in the connection's order. */
  rows: readonly Row[];
  totalCount: number;
  pagination: ConnectionPagination;
  /** The columns: `order` names a column's ordering argument. */
  columns: readonly Column<Row>[];
  /** The server's default order as the header shows it (no argument is sent for it). */
  initialSort?: SortState | null;
  /** The table's own choices of rows per page. */
  pageSizes?: readonly number[];
}

export interface ConnectionTable {
  server: ServerPaging;
  /** A page, a search or an ordering is on its way. */
  loading: boolean;
  /** Asks the server again for the rows loaded so far (after a change the store cannot follow). */
  refresh: () => Promise<void>;
}

/** How long the search box waits for the user to stop typing. */
export const SEARCH_DELAY_MS = 300;

export function useConnectionTable<Row>({ id, rows, totalCount, pagination, columns, initialSort = null, pageSizes }: ConnectionTableOptions<Row>): ConnectionTable {
  const { hasNext, isLoadingNext, loadNext, refetch } = pagination;
  const [pageSize, setPageSize] = usePageSize(id, pageSizes);
  const [page, setPage] = useState(0);
  const [defaultSort] = useState(initialSort);
  const [sort, setSort] = useState<SortState | null>(defaultSort);
  const [search, setSearch] = useState("");
  const [searched, setSearched] = useState("");
  const [refetching, startRefetch] = useTransition();

  useEffect(() => {
    const timer = setTimeout(() => setSearched(search.trim()), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [search]);

  // A new search or ordering asks the server again (not on the first render: the screen's
  // query already brought the default list).
  const orderBy = sort === defaultSort ? null : (columns.find((column) => column.key === sort?.key)?.order ?? null);
  const descending = orderBy ? sort?.direction === "desc" : null;
  const asked = JSON.stringify([searched, orderBy, descending]);
  const lastAsked = useRef(asked);
  useEffect(() => {
    if (asked === lastAsked.current) return;
    lastAsked.current = asked;
    setPage(0);
    startRefetch(() => {
      refetch({ search: searched || null, orderBy, descending, count: Math.min(pageSize, MAX_PAGE_ROWS) }, { fetchPolicy: "network-only" });
    });
  }, [asked, searched, orderBy, descending, pageSize, refetch]);

  // The pager may not point past the last page (rows deleted, a narrower search).
  const lastPage = Math.max(0, Math.ceil(totalCount / pageSize) - 1);
  const current = Math.min(page, lastPage);
  const needed = Math.min((current + 1) * pageSize, totalCount);
  const missing = needed - rows.length;
  useEffect(() => {
    if (missing > 0 && hasNext && !isLoadingNext) loadNext(Math.min(missing, MAX_PAGE_ROWS));
  }, [missing, hasNext, isLoadingNext, loadNext]);

  const loaded = rows.length;
  const refresh = useCallback(
    () =>
      new Promise<void>((resolve) =>
        startRefetch(() => {
          refetch({ search: searched || null, orderBy, descending, count: Math.min(Math.max(loaded, pageSize), MAX_PAGE_ROWS) }, { fetchPolicy: "network-only", onComplete: () => resolve() });
        }),
      ),
    [refetch, searched, orderBy, descending, loaded, pageSize],
  );

  return {
    refresh,
    // Busy from the click or keystroke on, so the header's new order never shows old rows as done.
    loading: refetching || (missing > 0 && hasNext) || asked !== lastAsked.current || search.trim() !== searched,
    server: {
      page: current,
      offset: current * pageSize,
      pageSize,
      totalCount,
      hasNextPage: current < lastPage,
      onPageChange: setPage,
      pageSizes,
      onPageSizeChange: (size) => {
        setPageSize(size);
        setPage(0);
      },
      sort,
      onSortChange: setSort,
      search,
      onSearchChange: setSearch,
    },
  };
}
