// The column and action descriptions every list screen hands to RecordTable.
import type { Icon } from "@primer/octicons-react";
import type { ReactNode } from "react";

export type SortDirection = "asc" | "desc";

export interface SortState {
  key: string;
  direction: SortDirection;
}

export type CellValue = string | number | boolean | Date | null | undefined;

export interface Column<Row> {
  key: string;
  /** Header text (already translated). */
  header: string;
  /** The raw value: sorts the column (numbers and dates as such, text by locale). */
  value?: (row: Row) => CellValue;
  /** The shown (and searched) text; defaults to the value as text. */
  text?: (row: Row) => string;
  /** A custom cell; the text is still what the search box looks at. */
  render?: (row: Row) => ReactNode;
  /** Server mode: the list's ordering argument for this column (e.g. "LAST_NAME"). */
  order?: string;
  /** Defaults to true when the column has a value (client mode) or an order (server mode). */
  sortable?: boolean;
  /** Defaults to true when the column has a value or a text. */
  searchable?: boolean;
  /** CSS grid track, e.g. "minmax(160px, 2fr)" or "auto". */
  width?: string;
  align?: "start" | "end";
  /** The cell that names the row (a row header for screen readers). */
  rowHeader?: boolean;
  /** The header text may wrap onto several lines (narrow columns with long headers). */
  wrapHeader?: boolean;
}

/** A row icon button besides edit, detail and delete (reset password, assign sector...). */
export interface RowAction<Row> {
  key: string;
  /** aria-label and tooltip (already translated). */
  label: string;
  icon: Icon;
  onClick: (row: Row) => void;
  /** Offered only when this answers true. */
  visible?: (row: Row) => boolean;
  variant?: "default" | "danger";
}

export type SelectionMode = "single" | "multi";

/**
 * Server mode: the rows given are the current page; paging, sorting and search are the
 * caller's. Start from the remembered rows per page: `const [pageSize] = usePageSize(id)`.
 */
export interface ServerPaging {
  /** Zero-based page index. */
  page: number;
  /** Where the page starts in `rows` when they hold every row loaded so far (a Relay connection); absent when `rows` are the page. */
  offset?: number;
  pageSize: number;
  /** Total rows when known (offset paging); else hasNextPage decides (cursor paging). */
  totalCount?: number;
  hasNextPage?: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The table's own choices of rows per page (default: spec 000's). */
  pageSizes?: readonly number[];
  sort?: SortState | null;
  onSortChange?: (sort: SortState | null) => void;
  /** Server-side search text (the box is shown when this is given). */
  search?: string;
  onSearchChange?: (search: string) => void;
}
