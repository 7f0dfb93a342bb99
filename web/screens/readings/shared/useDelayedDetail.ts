// Opening a reading's detail (spec 001 section 4): the dialog opens 500 ms after the click,
// and opening it (not the click) marks the reading viewed (the screen's view mutation; its answer updates
// the row in the Relay store, so the unviewed highlight goes at once). A second click
// during the delay replaces the first.
import { useCallback, useEffect, useRef, useState } from "react";

export const DETAIL_DELAY_MS = 500;

export interface DelayedDetail {
  /** The id whose dialog is open. */
  openId: string | null;
  /** The id whose dialog is about to open. */
  pendingId: string | null;
  open: (id: string, alreadyViewed?: boolean) => void;
  close: () => void;
}

export function useDelayedDetail(markViewed?: (id: string) => Promise<unknown>, delayMs = DETAIL_DELAY_MS): DelayedDetail {
  const [openId, setOpenId] = useState<string | null>(null);
  const [pendingId, setPendingId] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const mark = useRef(markViewed);
  mark.current = markViewed;
  useEffect(() => () => clearTimeout(timer.current), []);

  const open = useCallback(
    (id: string, alreadyViewed = false) => {
      clearTimeout(timer.current);
      setPendingId(id);
      timer.current = setTimeout(() => {
        setPendingId(null);
        setOpenId(id);
        if (!alreadyViewed) mark.current?.(id).catch((error: unknown) => console.error("mark viewed", error));
      }, delayMs);
    },
    [delayMs],
  );
  const close = useCallback(() => {
    clearTimeout(timer.current);
    setPendingId(null);
    setOpenId(null);
  }, []);
  return { openId, pendingId, open, close };
}
