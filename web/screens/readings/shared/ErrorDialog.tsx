// The error dialog of the error catalogue (spec 001 section 8): the title 'CantSave' and
// each server message as its own line in a red alert.
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { RecordDialog } from "../../../components/dialog/RecordDialog";

export interface ErrorDialogProps {
  lines: readonly string[];
  title?: string;
  onClose: () => void;
  testId?: string;
}

export function ErrorDialog({ lines, title, onClose, testId = "error-dialog" }: ErrorDialogProps) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      title={title ?? t("CantSave")}
      onClose={onClose}
      errors={lines.length ? lines : [t("CantSave")]}
      testId={testId}
      width="narrow"
      footer={() => (
        <Button variant="primary" onClick={onClose} data-testid="error-dialog-close">
          {t("common.close")}
        </Button>
      )}
    />
  );
}
