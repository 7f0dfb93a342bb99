// A screen's banner that hides itself: success and error banners last 3 seconds
// (spec 000 section 9). Use with <AlertBanner alert={alert} onDismiss={clear} />.
import { useCallback, useEffect, useRef, useState } from "react";
import type { Alert } from "./AlertBanner";

export const BANNER_MS = 3000;

export interface TimedAlert {
  alert: Alert | null;
  /** Shows the alert for the hook's duration, or for `ms`. */
  show: (alert: Alert, ms?: number) => void;
  clear: () => void;
}

export function useTimedAlert(durationMs = BANNER_MS): TimedAlert {
  const [alert, setAlert] = useState<Alert | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setAlert(null);
  }, []);
  const show = useCallback(
    (next: Alert, ms?: number) => {
      clearTimeout(timer.current);
      setAlert(next);
      timer.current = setTimeout(() => setAlert(null), ms ?? durationMs);
    },
    [durationMs],
  );
  useEffect(() => () => clearTimeout(timer.current), []);
  return { alert, show, clear };
}
