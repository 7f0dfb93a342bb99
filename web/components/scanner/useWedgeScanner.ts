// Detects keyboard-wedge bursts in chosen fields of a form. Put `onKeyDownCapture` on an
// element around the fields. Keys typed into a watched field (its name answers true) are
// buffered. A key that follows the previous one quickly (within twice SCAN_KEY_GAP_MS) puts
// the buffer in burst mode: from then on its keys are kept out of the field (no re-render
// per key while a scanner types). SCAN_FLUSH_MS after the last key (or on Enter during a
// burst) the buffer is read:
// - its keys came on average at most SCAN_KEY_GAP_MS apart and it is long enough: a scanned
//   code → `onScan(code, fieldName, valueBefore)`; the caller puts the field back to
//   `valueBefore` (undoing the keys that landed) and fills the form from the code;
// - otherwise it was typing: `onTyped(fieldName, valueBefore, text)` gives text fields the
//   keys that were kept out (only called when some were).
import { useCallback, useEffect, useRef, type KeyboardEvent } from "react";
import { addKey, emptyBurst, isBurst, isScan, keyText, SCAN_FLUSH_MS, SCAN_KEY_GAP_MS, SCAN_MIN_LENGTH, type BurstState } from "./scanner";

export interface WedgeScannerOptions {
  /** Fields (by name attribute) whose typing is watched. */
  watch: (name: string) => boolean;
  onScan: (code: string, field: string, valueBefore: string) => void;
  /** A fast burst that was not a code: `valueBefore + text` is what was typed. */
  onTyped?: (field: string, valueBefore: string, text: string) => void;
  minLength?: number;
  gapMs?: number;
  flushMs?: number;
}

type FieldElement = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

export function useWedgeScanner({ watch, onScan, onTyped, minLength = SCAN_MIN_LENGTH, gapMs = SCAN_KEY_GAP_MS, flushMs = SCAN_FLUSH_MS }: WedgeScannerOptions) {
  const state = useRef<BurstState>(emptyBurst());
  const field = useRef<{ name: string; before: string; kept: boolean } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  const latest = useRef({ onScan, onTyped, minLength, gapMs });
  latest.current = { onScan, onTyped, minLength, gapMs };

  const flush = useCallback(() => {
    clearTimeout(timer.current);
    const burst = state.current;
    const target = field.current;
    state.current = emptyBurst();
    field.current = null;
    if (!target) return;
    if (isScan(burst, latest.current.minLength, latest.current.gapMs)) latest.current.onScan(burst.buffer, target.name, target.before);
    else if (target.kept) latest.current.onTyped?.(target.name, target.before, burst.buffer);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const onKeyDownCapture = useCallback(
    (event: KeyboardEvent<HTMLElement>) => {
      const element = event.target as FieldElement;
      const name = element?.name;
      if (!name || !watch(name)) return;
      if (event.key === "Enter") {
        // Scanners end codes with Enter: during a burst it must not submit the dialog.
        if (state.current.keys > 1 && isBurst(state.current, gapMs)) {
          event.preventDefault();
          event.stopPropagation();
          flush();
        }
        return;
      }
      const text = keyText(event.nativeEvent);
      if (text === null) return;
      const now = performance.now();
      // Another field, or a pause: the previous buffer is read first.
      if (field.current && (field.current.name !== name || now - state.current.last > flushMs)) flush();
      if (!field.current) field.current = { name, before: element.value ?? "", kept: false };
      const quick = state.current.keys > 0 && now - state.current.last <= 2 * gapMs;
      if (quick) field.current.kept = true;
      // In burst mode the keys stay out of the field: the buffer has them all.
      if (field.current.kept) event.preventDefault();
      state.current = addKey(state.current, text, now, flushMs);
      clearTimeout(timer.current);
      timer.current = setTimeout(flush, flushMs);
    },
    [watch, gapMs, flushMs, flush],
  );

  return { onKeyDownCapture };
}
