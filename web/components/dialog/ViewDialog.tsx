// A read-only dialog (details, a picture): the body, and Close after the caller's actions.
import type { ReactNode } from "react";
import { CloseButton } from "./DialogButtons";
import { RecordDialog } from "./RecordDialog";

export interface ViewDialogProps {
  title: ReactNode;
  subtitle?: ReactNode;
  onClose: () => void;
  /** Lines of the inline error alert (e.g. the picture could not be loaded). */
  errors?: readonly string[] | null;
  /** Buttons before Close (e.g. Edit). */
  actions?: ReactNode;
  testId?: string;
  children?: ReactNode;
}

export function ViewDialog({ title, subtitle, onClose, errors, actions, testId, children }: ViewDialogProps) {
  return (
    <RecordDialog
      title={title}
      subtitle={subtitle}
      onClose={onClose}
      errors={errors}
      testId={testId}
      footer={() => (
        <>
          {actions}
          <CloseButton onClick={onClose} />
        </>
      )}
    >
      {children}
    </RecordDialog>
  );
}
