// The frame of every table dialog (spec 000 sections 4 and 9): at most 700 px wide, closed
// with Escape or the X icon (not by a stray click beside it, and not while saving), a
// progress bar while saving and the server's errors inline, each line a paragraph.
import { Dialog, ProgressBar } from "@primer/react";
import { useEffect, useId, useRef, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertBanner } from "../AlertBanner";
import styles from "./RecordDialog.module.css";

export const DIALOG_MAX_WIDTH = 700;

export interface RecordDialogProps {
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  /** A save is running: progress bar shown, closing refused. */
  busy?: boolean;
  /** Lines of the inline error alert. */
  errors?: readonly string[] | null;
  /** The body is a form submitted by the footer's submit button or Enter. */
  onSubmit?: () => void;
  footer: (formId: string) => ReactNode;
  children?: ReactNode;
  testId?: string;
  width?: "narrow" | "wide";
}

export function RecordDialog({ title, subtitle, onClose, busy, errors, onSubmit, footer, children, testId, width = "wide" }: RecordDialogProps) {
  const { t } = useTranslation();
  const formId = useId();
  const bodyRef = useRef<HTMLDivElement>(null);
  const isForm = Boolean(onSubmit);
  // Forms start in their first field (after Primer's focus trap has placed its focus).
  useEffect(() => {
    if (!isForm) return;
    const frame = requestAnimationFrame(() => bodyRef.current?.querySelector<HTMLElement>("input:not([disabled]), select:not([disabled]), textarea:not([disabled])")?.focus());
    return () => cancelAnimationFrame(frame);
  }, [isForm]);
  const content = (
    <>
      {errors && errors.length > 0 && <AlertBanner alert={{ variant: "critical", lines: [...errors] }} className={styles.error} />}
      {children}
    </>
  );
  return (
    <Dialog
      title={title}
      subtitle={subtitle}
      width={width === "wide" ? `${DIALOG_MAX_WIDTH}px` : "480px"}
      className={styles.dialog}
      data-component="RecordDialog"
      onClose={(gesture) => {
        if (busy) return;
        // Primer reports a click on the backdrop as "escape"; only the key and the X close.
        if (gesture === "escape" && window.event && window.event.type !== "keydown") return;
        onClose();
      }}
    >
      <div ref={bodyRef} data-testid={testId} className={styles.body} aria-busy={busy || undefined}>
        {onSubmit ? (
          <form
            id={formId}
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              if (!busy) onSubmit();
            }}
          >
            {content}
          </form>
        ) : (
          content
        )}
        {busy && (
          <div className={styles.progress} data-testid="dialog-progress">
            <ProgressBar animated progress={100} barSize="small" aria-label={t("dialog.saving")} />
          </div>
        )}
      </div>
      <Dialog.Footer>{footer(formId)}</Dialog.Footer>
    </Dialog>
  );
}
