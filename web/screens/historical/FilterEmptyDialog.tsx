// 'FilterEmpty' (spec 001 section 4): a record without any filter holds every reading of the
// type, so the user confirms it first — Cancel, or Accept to generate it anyway.
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { RecordDialog } from "../../components/dialog/RecordDialog";
import styles from "./Historical.module.css";

export function FilterEmptyDialog({ onAccept, onCancel }: { onAccept: () => void; onCancel: () => void }) {
  const { t } = useTranslation();
  return (
    <RecordDialog
      title={t("historical.report.title")}
      onClose={onCancel}
      testId="filter-empty"
      width="narrow"
      footer={() => (
        <>
          <Button onClick={onCancel} data-testid="filter-empty-cancel">
            {t("common.cancel")}
          </Button>
          <Button variant="primary" onClick={onAccept} data-testid="filter-empty-accept">
            {t("historical.accept")}
          </Button>
        </>
      )}
    >
      <p className={styles.question}>{t("FilterEmpty")}</p>
    </RecordDialog>
  );
}
