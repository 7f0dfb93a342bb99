// The back office's failure popup (spec 002 section 8): an error icon, the title 'Request
// Failed', 'Request failed: ' and the server's message, and an OK button.
import { AlertIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import styles from "./DistLicenses.module.css";

export function RequestFailedDialog({ message, onClose }: { message: string; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      title={t("Request Failed")}
      onClose={onClose}
      width="narrow"
      testId="distlicenses-request-failed"
      footer={() => (
        <Button variant="primary" onClick={onClose} data-testid="dialog-ok">
          {t("common.ok")}
        </Button>
      )}
    >
      <p className={styles.failure}>
        <AlertIcon className={styles.failureIcon} aria-hidden="true" size={24} />
        <span>{t("backoffice.requestFailed", { message })}</span>
      </p>
    </RecordDialog>
  );
}
