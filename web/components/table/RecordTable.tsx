// The one list table of the product (spec 000 "Shared table", spec 001 "Shared table
// behaviour"), on Primer's Table primitives:
// - client mode (default): the rows are all in memory; a search box filters them, headers
//   sort them and the pager slices them;
// - server mode (`server`): the rows are the current page; paging, sorting and search are
//   reported to the caller (offset paging with a total, or cursor paging with hasNextPage);
// - a "Loading..." row only after 250 ms, a "No results" row, optional single or multi row
//   selection, edit / detail / delete and extra row icons, and the viewed mark with
//   unviewed rows highlighted.
import { EyeIcon, PencilIcon, SearchIcon, TrashIcon, TriangleDownIcon, TriangleUpIcon } from "@primer/octicons-react";
import { Checkbox, IconButton, TextInput } from "@primer/react";
import { Table } from "@primer/react/experimental";
import { useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useDelayedFlag } from "../useDelayedFlag";
import { cellText, nextSort, pageCount, pageRows, searchRows, sortRows } from "./clientRows";
import { ViewedMark } from "./indicators";
import { Pager } from "./Pager";
import styles from "./RecordTable.module.css";
import type { Column, RowAction, SelectionMode, ServerPaging, SortState } from "./types";
import { usePageSize } from "./usePageSize";

export interface RowSelection {
  mode: SelectionMode;
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
}

export interface RecordTableProps<Row> {
  /** Names the table: its remembered page size and its data-testid (table-<id>). */
  id: string;
  /** Accessible name of the table (and a visible heading when `showTitle`). */
  title: string;
  showTitle?: boolean;
  /** null until the first load has answered. */
  rows: readonly Row[] | null;
  /** A reload is running (the rows shown may be stale). */
  loading?: boolean;
  getRowId: (row: Row) => string;
  columns: readonly Column<Row>[];
  initialSort?: SortState | null;
  /** Client-mode search box (default true). */
  searchable?: boolean;
  server?: ServerPaging;
  /** Buttons beside the search box (New, Edit selected...). */
  toolbar?: ReactNode;
  selection?: RowSelection;
  onEdit?: (row: Row) => void;
  onDetail?: (row: Row) => void;
  onDelete?: (row: Row) => void;
  canEdit?: (row: Row) => boolean;
  canDelete?: (row: Row) => boolean;
  rowActions?: readonly RowAction<Row>[];
  /** Adds the viewed mark; rows answering false are highlighted. */
  viewed?: (row: Row) => boolean;
  /** Tighter cells for wide tables (many columns). */
  condensed?: boolean;
}

export function RecordTable<Row>(props: RecordTableProps<Row>) {
  const { id, title, showTitle, rows, loading, getRowId, columns, server, toolbar, selection, onEdit, onDetail, onDelete, canEdit, canDelete, rowActions = [], viewed, condensed } = props;
  const { t } = useTranslation();
  const [storedPageSize, setStoredPageSize] = usePageSize(id);
  const [search, setSearch] = useState("");
  const [sort, setSort] = useState<SortState | null>(props.initialSort ?? null);
  const [page, setPage] = useState(0);

  const pageSize = server ? server.pageSize : storedPageSize;
  const activeSort = server ? (server.sort ?? null) : sort;
  const searchText = server ? (server.search ?? "") : search;
  const showSearch = server ? server.onSearchChange !== undefined : props.searchable !== false;

  // Client mode: search → sort → page.
  const filtered = useMemo(() => (server || !rows ? (rows ?? []) : searchRows(rows, columns, search)), [server, rows, columns, search]);
  const sorted = useMemo(() => (server ? filtered : sortRows(filtered, columns, sort)), [server, filtered, columns, sort]);
  const total = server ? (server.totalCount ?? null) : sorted.length;
  const pages = total === null ? null : pageCount(total, pageSize);
  const currentPage = server ? server.page : Math.min(page, (pages ?? 1) - 1);
  const visible = server ? (server.offset === undefined ? sorted : sorted.slice(server.offset, server.offset + pageSize)) : pageRows(sorted, currentPage, pageSize);

  // A deletion on the last page must not leave the pager past the end.
  useEffect(() => {
    if (!server && page !== currentPage) setPage(currentPage);
  }, [server, page, currentPage]);

  const firstLoad = rows === null;
  const showLoading = useDelayedFlag(firstLoad || Boolean(loading));

  const changeSearch = (value: string) => {
    if (server) server.onSearchChange?.(value);
    else {
      setSearch(value);
      setPage(0);
    }
  };
  const toggleSort = (key: string) => {
    const next = nextSort(activeSort, key);
    if (server) server.onSortChange?.(next);
    else {
      setSort(next);
      setPage(0);
    }
  };
  const changePage = (next: number) => (server ? server.onPageChange(next) : setPage(next));
  const changePageSize = (next: number) => {
    // Remembered in both modes; server-mode callers start from usePageSize(id).
    setStoredPageSize(next);
    if (server) server.onPageSizeChange(next);
    else setPage(0);
  };

  const hasActions = Boolean(onEdit || onDetail || onDelete || rowActions.length);
  const template = [
    selection ? "min-content" : null,
    viewed ? "min-content" : null,
    ...columns.map((c) => c.width ?? "minmax(120px, 1fr)"),
    hasActions ? "min-content" : null,
  ]
    .filter(Boolean)
    .join(" ");
  const columnCount = columns.length + (selection ? 1 : 0) + (viewed ? 1 : 0) + (hasActions ? 1 : 0);

  const toggleRow = (rowId: string) => {
    if (!selection) return;
    const next = new Set(selection.selected);
    if (next.has(rowId)) next.delete(rowId);
    else {
      // Single mode: a new selection replaces the old one.
      if (selection.mode === "single") next.clear();
      next.add(rowId);
    }
    selection.onChange(next);
  };
  const pageIds = visible.map(getRowId);
  const allOnPage = pageIds.length > 0 && pageIds.every((rowId) => selection?.selected.has(rowId));
  const someOnPage = pageIds.some((rowId) => selection?.selected.has(rowId));
  const togglePage = () => {
    if (!selection) return;
    const next = new Set(selection.selected);
    for (const rowId of pageIds) {
      if (allOnPage) next.delete(rowId);
      else next.add(rowId);
    }
    selection.onChange(next);
  };

  const titleId = `table-${id}-title`;

  return (
    <div className={styles.root} data-testid={`table-${id}`} aria-busy={firstLoad || Boolean(loading)}>
      {(showSearch || toolbar || showTitle) && (
        <div className={styles.toolbar}>
          {showTitle && (
            <h2 className={styles.title} id={titleId}>
              {title}
            </h2>
          )}
          {showSearch && (
            <TextInput
              className={styles.search}
              leadingVisual={SearchIcon}
              aria-label={t("table.search")}
              placeholder={t("table.search")}
              value={searchText}
              onChange={(event) => changeSearch(event.target.value)}
              data-testid="table-search"
            />
          )}
          <div className={styles.toolbarActions}>{toolbar}</div>
        </div>
      )}
      <div className={styles.scroll}>
        <Table gridTemplateColumns={template} cellPadding={condensed ? "condensed" : "normal"} aria-label={showTitle ? undefined : title} aria-labelledby={showTitle ? titleId : undefined} className={condensed ? `${styles.table} ${styles.condensed}` : styles.table}>
          <Table.Head>
            <Table.Row>
              {selection && (
                <Table.Header>
                  {selection.mode === "multi" ? (
                    <Checkbox
                      aria-label={t("table.selectPage")}
                      checked={allOnPage}
                      indeterminate={!allOnPage && someOnPage}
                      onChange={togglePage}
                      disabled={pageIds.length === 0}
                    />
                  ) : (
                    <span className={styles.srOnly}>{t("table.select")}</span>
                  )}
                </Table.Header>
              )}
              {viewed && (
                <Table.Header>
                  <span className={styles.srOnly}>{t("table.viewed")}</span>
                </Table.Header>
              )}
              {columns.map((column) => {
                const sortable = column.sortable ?? (server ? Boolean(column.order) : Boolean(column.value || column.text));
                const direction = activeSort?.key === column.key ? activeSort.direction : null;
                return (
                  <Table.Header
                    key={column.key}
                    align={column.align}
                    aria-sort={direction === "asc" ? "ascending" : direction === "desc" ? "descending" : sortable ? "none" : undefined}
                    data-column={column.key}
                    data-wrap={column.wrapHeader || undefined}
                  >
                    {sortable ? (
                      <button type="button" className={styles.sortButton} onClick={() => toggleSort(column.key)} data-sorted={direction ?? undefined}>
                        {column.header}
                        <span className={styles.sortIcon} aria-hidden="true">
                          {direction === "desc" ? <TriangleDownIcon /> : <TriangleUpIcon />}
                        </span>
                      </button>
                    ) : (
                      column.header
                    )}
                  </Table.Header>
                );
              })}
              {hasActions && (
                <Table.Header align="end">
                  <span className={styles.srOnly}>{t("table.actions")}</span>
                </Table.Header>
              )}
            </Table.Row>
          </Table.Head>
          <Table.Body>
            {visible.map((row) => {
              const rowId = getRowId(row);
              const selected = selection?.selected.has(rowId) ?? false;
              const unviewed = viewed ? !viewed(row) : false;
              return (
                <Table.Row key={rowId} data-testid="table-row" data-row-id={rowId} data-selected={selected || undefined} data-unviewed={unviewed || undefined} aria-selected={selection ? selected : undefined}>
                  {selection && (
                    <Table.Cell>
                      <Checkbox aria-label={t("table.selectRow")} checked={selected} onChange={() => toggleRow(rowId)} />
                    </Table.Cell>
                  )}
                  {viewed && (
                    <Table.Cell>
                      <ViewedMark viewed={!unviewed} />
                    </Table.Cell>
                  )}
                  {columns.map((column) => (
                    <Table.Cell key={column.key} align={column.align} scope={column.rowHeader ? "row" : undefined} data-column={column.key}>
                      {column.render ? column.render(row) : cellText(column, row)}
                    </Table.Cell>
                  ))}
                  {hasActions && (
                    <Table.Cell align="end" className={styles.actionsCell}>
                      {rowActions
                        .filter((action) => action.visible?.(row) ?? true)
                        .map((action) => (
                          <IconButton
                            key={action.key}
                            icon={action.icon}
                            aria-label={action.label}
                            variant="invisible"
                            size="small"
                            className={action.variant === "danger" ? styles.danger : undefined}
                            data-action={action.key}
                            onClick={() => action.onClick(row)}
                          />
                        ))}
                      {onDetail && <IconButton icon={EyeIcon} aria-label={t("table.detail")} variant="invisible" size="small" data-action="detail" onClick={() => onDetail(row)} />}
                      {onEdit && (canEdit?.(row) ?? true) && (
                        <IconButton icon={PencilIcon} aria-label={t("table.edit")} variant="invisible" size="small" data-action="edit" onClick={() => onEdit(row)} />
                      )}
                      {onDelete && (canDelete?.(row) ?? true) && (
                        <IconButton icon={TrashIcon} aria-label={t("table.delete")} variant="invisible" size="small" className={styles.danger} data-action="delete" onClick={() => onDelete(row)} />
                      )}
                    </Table.Cell>
                  )}
                </Table.Row>
              );
            })}
            {visible.length === 0 && (showLoading || !(firstLoad || loading)) && (
              <Table.Row data-testid={showLoading ? "table-loading" : "table-empty"}>
                <Table.Cell className={styles.messageCell} style={{ gridColumn: `1 / span ${columnCount}` }}>
                  {showLoading ? t("Loading...") : t("No results")}
                </Table.Cell>
              </Table.Row>
            )}
            {visible.length > 0 && showLoading && (
              <Table.Row data-testid="table-loading">
                <Table.Cell className={styles.messageCell} style={{ gridColumn: `1 / span ${columnCount}` }}>
                  {t("Loading...")}
                </Table.Cell>
              </Table.Row>
            )}
          </Table.Body>
        </Table>
      </div>
      <Pager
        page={currentPage}
        pageSize={pageSize}
        total={total}
        shown={visible.length}
        hasNextPage={server ? (server.hasNextPage ?? (pages !== null && currentPage + 1 < pages)) : currentPage + 1 < (pages ?? 1)}
        onPageChange={changePage}
        onPageSizeChange={changePageSize}
        pageSizes={server?.pageSizes}
      />
    </div>
  );
}
