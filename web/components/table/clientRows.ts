// Client mode of the shared table: search, sort and page a list held in memory.
// Pure functions, so the rules read in one place.
import type { CellValue, Column, SortState } from "./types";

/** Page sizes of spec 000 section 9; the default is the second option. */
export const PAGE_SIZES = [5, 10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = PAGE_SIZES[1];

export function cellText<Row>(column: Column<Row>, row: Row): string {
  if (column.text) return column.text(row);
  const value = column.value?.(row);
  if (value == null) return "";
  if (value instanceof Date) return value.toISOString();
  return String(value);
}

/** Lower case without accents, so "sterilizacion" finds "Esterilización". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

export function searchRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], search: string): Row[] {
  const needle = fold(search.trim());
  if (!needle) return [...rows];
  const searchable = columns.filter((c) => c.searchable ?? Boolean(c.value || c.text));
  return rows.filter((row) => searchable.some((column) => fold(cellText(column, row)).includes(needle)));
}

function comparable(value: CellValue): number | string | null {
  if (value == null || value === "") return null;
  if (value instanceof Date) return value.getTime();
  if (typeof value === "boolean") return value ? 1 : 0;
  return value;
}

const collator = new Intl.Collator(undefined, { numeric: true, sensitivity: "base" });

export function compareValues(a: CellValue, b: CellValue): number {
  const x = comparable(a);
  const y = comparable(b);
  // Empty values sort last in both directions' ascending order.
  if (x === null && y === null) return 0;
  if (x === null) return 1;
  if (y === null) return -1;
  if (typeof x === "number" && typeof y === "number") return x - y;
  return collator.compare(String(x), String(y));
}

export function sortRows<Row>(rows: readonly Row[], columns: readonly Column<Row>[], sort: SortState | null): Row[] {
  const column = sort && columns.find((c) => c.key === sort.key);
  if (!sort || !column) return [...rows];
  const read = column.value ?? ((row: Row) => cellText(column, row));
  const sign = sort.direction === "asc" ? 1 : -1;
  // Stable: equal keys keep the server's order.
  return rows
    .map((row, index) => ({ row, index }))
    .sort((a, b) => sign * compareValues(read(a.row), read(b.row)) || a.index - b.index)
    .map((entry) => entry.row);
}

export function pageCount(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

export function pageRows<Row>(rows: readonly Row[], page: number, pageSize: number): Row[] {
  return rows.slice(page * pageSize, page * pageSize + pageSize);
}

/** A header click sorts by its column ascending, or turns the current order around. */
export function nextSort(current: SortState | null, key: string): SortState {
  if (!current || current.key !== key) return { key, direction: "asc" };
  return { key, direction: current.direction === "asc" ? "desc" : "asc" };
}
