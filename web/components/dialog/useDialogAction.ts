// The run of a dialog's action (save, confirm...): the progress bar while it runs, and its
// failure as the server's error lines, shown inline in the dialog unless the caller takes them.
import { useState } from "react";
import { errorLines } from "../../api/errors";

export interface DialogAction {
  busy: boolean;
  /** The inline error lines (RecordDialog's `errors`). */
  errors: string[] | null;
  setErrors: (errors: string[] | null) => void;
  /** Runs `action`; its answer goes to `onDone`, its failure to `onError` or inline. */
  run: <T>(action: () => Promise<T>, onDone: (answer: T) => void, onError?: (lines: string[]) => void) => Promise<void>;
}

export function useDialogAction(): DialogAction {
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<string[] | null>(null);
  const run = async <T>(action: () => Promise<T>, onDone: (answer: T) => void, onError?: (lines: string[]) => void) => {
    setBusy(true);
    setErrors(null);
    try {
      const answer = await action();
      setBusy(false);
      onDone(answer);
    } catch (error) {
      setBusy(false);
      if (onError) onError(errorLines(error));
      else setErrors(errorLines(error));
    }
  };
  return { busy, errors, setErrors, run };
}
