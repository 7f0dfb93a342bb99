// One clock for the whole page, ticking every second while something listens: the live
// screens' elapsed times (hh:mm:ss) all count with it without re-rendering whole tables.
import { useSyncExternalStore } from "react";
import { elapsedSince } from "./format";

const listeners = new Set<() => void>();
let now = Date.now();
let timer: ReturnType<typeof setInterval> | undefined;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  if (!timer) {
    now = Date.now();
    timer = setInterval(() => {
      now = Date.now();
      for (const l of listeners) l();
    }, 1000);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && timer) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

/** The current time (ms), updated every second. */
export function useNow(): number {
  return useSyncExternalStore(subscribe, () => now);
}

/** Elapsed time since `start` (until `end` when given), hh:mm:ss, ticking while running. */
export function ElapsedTime({ start, end }: { start: unknown; end?: unknown }) {
  const current = useNow();
  return <span data-testid="elapsed-time" style={{ fontVariantNumeric: "tabular-nums" }}>{elapsedSince(start, end ?? null, current)}</span>;
}
