// The pager under every table: rows per page (5, 10, 25, 50, 100), the range shown and
// first / previous / next / last page buttons. Works with a known total (offset paging)
// and without one (cursor paging: "next" follows hasNextPage).
import { ChevronLeftIcon, ChevronRightIcon, MoveToEndIcon, MoveToStartIcon } from "@primer/octicons-react";
import { IconButton, Select } from "@primer/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { PAGE_SIZES, pageCount } from "./clientRows";
import styles from "./RecordTable.module.css";

export interface PagerProps {
  /** Zero-based. */
  page: number;
  pageSize: number;
  /** null when the total is not known (cursor paging). */
  total: number | null;
  /** Rows on the current page. */
  shown: number;
  hasNextPage: boolean;
  onPageChange: (page: number) => void;
  onPageSizeChange: (pageSize: number) => void;
  /** The choices of rows per page (default: spec 000's). */
  pageSizes?: readonly number[];
}

export function Pager({ page, pageSize, total, shown, hasNextPage, onPageChange, onPageSizeChange, pageSizes = PAGE_SIZES }: PagerProps) {
  const { t } = useTranslation();
  const selectId = useId();
  const first = shown === 0 ? 0 : page * pageSize + 1;
  const last = page * pageSize + shown;
  const lastPage = total === null ? null : pageCount(total, pageSize) - 1;
  const range = total === null ? t("table.rangeOpen", { first, last }) : t("table.range", { first, last, total });
  return (
    <nav className={styles.pager} aria-label={t("table.pagination")} data-testid="table-pager">
      <label className={styles.pageSize} htmlFor={selectId}>
        <span>{t("table.rowsPerPage")}</span>
        <Select id={selectId} size="small" value={String(pageSize)} onChange={(event) => onPageSizeChange(Number(event.target.value))} data-testid="table-page-size">
          {pageSizes.map((size) => (
            <Select.Option key={size} value={String(size)}>
              {size}
            </Select.Option>
          ))}
        </Select>
      </label>
      <span className={styles.range} data-testid="table-range" aria-live="polite">
        {range}
      </span>
      <span className={styles.pageButtons}>
        <IconButton icon={MoveToStartIcon} aria-label={t("table.firstPage")} data-testid="page-first" variant="invisible" size="small" disabled={page === 0} onClick={() => onPageChange(0)} />
        <IconButton icon={ChevronLeftIcon} aria-label={t("table.previousPage")} data-testid="page-previous" variant="invisible" size="small" disabled={page === 0} onClick={() => onPageChange(page - 1)} />
        <IconButton icon={ChevronRightIcon} aria-label={t("table.nextPage")} data-testid="page-next" variant="invisible" size="small" disabled={!hasNextPage} onClick={() => onPageChange(page + 1)} />
        {lastPage !== null && (
          <IconButton icon={MoveToEndIcon} aria-label={t("table.lastPage")} data-testid="page-last" variant="invisible" size="small" disabled={page >= lastPage} onClick={() => onPageChange(lastPage)} />
        )}
      </span>
    </nav>
  );
}
