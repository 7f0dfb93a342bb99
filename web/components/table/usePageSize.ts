// Rows per page, remembered per table in localStorage (spec 000 section 9: the default
// is the second option, and the choice is stored locally).
import { useCallback, useState } from "react";
import { screenKeyPrefix } from "../../session/storage";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./clientRows";

export function pageSizeKey(tableId: string): string {
  return `${screenKeyPrefix}table:${tableId}:pageSize`;
}

function readPageSize(tableId: string, sizes: readonly number[]): number {
  const stored = Number(localStorage.getItem(pageSizeKey(tableId)));
  return sizes.includes(stored) ? stored : sizes === PAGE_SIZES ? DEFAULT_PAGE_SIZE : (sizes[1] ?? sizes[0]!);
}

/** `sizes`: a table's own choices (the modules table's 5, 10, 15); the default is the second. */
export function usePageSize(tableId: string, sizes: readonly number[] = PAGE_SIZES): [number, (size: number) => void] {
  const [size, setSize] = useState(() => readPageSize(tableId, sizes));
  const update = useCallback(
    (next: number) => {
      localStorage.setItem(pageSizeKey(tableId), String(next));
      setSize(next);
    },
    [tableId],
  );
  return [size, update];
}
