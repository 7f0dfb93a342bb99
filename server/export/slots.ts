// How many exports run at once in this process. Each running export is a worker with its own
// database connection and up to ~150 MB of memory at its peak (a million-row xlsx): at most
// `running` at a time (2: the machine's cores), up to `queued` more wait their turn for at most
// `waitMs` (a user who clicks Export while two big files are being made gets theirs a little
// later, not an error), and past that the request is refused with 429 and Retry-After.
import { TooManyAttempts } from "../domain/errors";

export const EXPORT_LIMITS = { running: 2, queued: 4, waitMs: 60_000 };

const BUSY = "The server is preparing other exports; try again in a minute.";
const RETRY_AFTER_SECONDS = 30;

let running = 0;
const waiting: (() => void)[] = [];

/** Exports running now (a worker each). */
export const exportsRunning = () => running;
/** Exports waiting for a place (/metrics). */
export const exportsQueued = () => waiting.length;

/** A place among the running exports; call the returned function once when the export ends. */
export async function exportSlot(signal?: AbortSignal): Promise<() => void> {
  if (running >= EXPORT_LIMITS.running) {
    if (waiting.length >= EXPORT_LIMITS.queued) throw new TooManyAttempts(BUSY, RETRY_AFTER_SECONDS);
    await new Promise<void>((granted, refused) => {
      const turn = () => {
        clearTimeout(timer);
        signal?.removeEventListener("abort", leave);
        granted();
      };
      const leave = () => {
        waiting.splice(waiting.indexOf(turn), 1);
        clearTimeout(timer);
        refused(new TooManyAttempts(BUSY, RETRY_AFTER_SECONDS));
      };
      const timer = setTimeout(leave, EXPORT_LIMITS.waitMs);
      signal?.addEventListener("abort", leave, { once: true });
      waiting.push(turn);
      if (signal?.aborted) leave();
    });
  } else running++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    // The place passes to the first waiting export (running stays the same), else frees up.
    const next = waiting.shift();
    if (next) next();
    else running--;
  };
}
