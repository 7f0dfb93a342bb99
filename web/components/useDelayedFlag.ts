// True only after `flag` has stayed true for `delayMs` (the 250 ms loading display delay
// of spec 000 section 9: quick loads never flash a "Loading..." row).
import { useEffect, useState } from "react";

export const LOADING_DELAY_MS = 250;

export function useDelayedFlag(flag: boolean, delayMs = LOADING_DELAY_MS): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!flag) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [flag, delayMs]);
  return flag && shown;
}
