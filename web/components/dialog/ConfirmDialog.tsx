// A question with one action (reset password, free an incubator...): the action runs with
// a progress bar; its errors stay inline; success closes through onDone.
import { Button } from "@primer/react";
import type { ReactNode } from "react";
import { CancelButton } from "./DialogButtons";
import { RecordDialog } from "./RecordDialog";
import { useDialogAction } from "./useDialogAction";
import styles from "./RecordDialog.module.css";

export interface ConfirmDialogProps {
  title: string;
  question: ReactNode;
  /** The record concerned, in bold under the question. */
  subject?: ReactNode;
  confirmLabel: string;
  danger?: boolean;
  onConfirm: () => Promise<string | void>;
  onDone: (message: string | void) => void;
  /** Failures go here (the caller closes and shows them) instead of staying inline. */
  onError?: (lines: string[]) => void;
  onClose: () => void;
  testId?: string;
}

export function ConfirmDialog({ title, question, subject, confirmLabel, danger, onConfirm, onDone, onError, onClose, testId = "confirm-dialog" }: ConfirmDialogProps) {
  const { busy, errors, run } = useDialogAction();
  const confirm = () => run(onConfirm, onDone, onError);
  return (
    <RecordDialog
      title={title}
      onClose={onClose}
      busy={busy}
      errors={errors}
      testId={testId}
      width="narrow"
      footer={() => (
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button variant={danger ? "danger" : "primary"} loading={busy} onClick={confirm} data-testid="dialog-confirm">
            {confirmLabel}
          </Button>
        </>
      )}
    >
      <p className={styles.question}>{question}</p>
      {subject && <p className={styles.subject}>{subject}</p>}
    </RecordDialog>
  );
}
