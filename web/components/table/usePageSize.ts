// Rows per page, remembered per table in localStorage (spec 000 section 9: the default
// is the second option, and the choice is stored locally).
import { useCallback, useState } from "react";
import { screenKeyPrefix } from "../../session/storage";
import { DEFAULT_PAGE_SIZE, PAGE_SIZES } from "./clientRows";

export function pageSizeKey(tableId: string): string {
  return `${screenKeyPrefix}table:${tableId}:pageSize`;
}

function readPageSize(tableId: string): number {
  const stored = Number(localStorage.getItem(pageSizeKey(tableId)));
  return (PAGE_SIZES as readonly number[]).includes(stored) ? stored : DEFAULT_PAGE_SIZE;
}

export function usePageSize(tableId: string): [number, (size: number) => void] {
  const [size, setSize] = useState(() => readPageSize(tableId));
  const update = useCallback(
    (next: number) => {
      localStorage.setItem(pageSizeKey(tableId), String(next));
      setSize(next);
    },
    [tableId],
  );
  return [size, update];
}
