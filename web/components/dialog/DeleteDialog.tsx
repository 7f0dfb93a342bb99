// Delete confirmation: 'Are you sure you want to delete this ...?' with the entity's name.
// When the server refuses because the record is still referenced and "can only be archived
// with a forced delete", a company administrator (type 0) is offered a second, explicit
// action that sends the delete again with ForcedDelete.
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { CancelButton } from "./DialogButtons";
import { RecordDialog } from "./RecordDialog";
import { useDialogAction } from "./useDialogAction";
import styles from "./RecordDialog.module.css";

/** The server's wording when only a forced delete (archive) may remove the record. */
export function needsForcedDelete(lines: readonly string[]): boolean {
  return lines.some((line) => /forced delete/i.test(line));
}

export interface DeleteDialogProps {
  /** The kind of record, in the user's language ("sector", "user"...). */
  entity: string;
  /** The record's name. */
  name: string;
  /** The viewer may force the deletion (company administrators). */
  canForce: boolean;
  onDelete: (forced: boolean) => Promise<string | void>;
  onDone: (message: string | void) => void;
  onClose: () => void;
}

export function DeleteDialog({ entity, name, canForce, onDelete, onDone, onClose }: DeleteDialogProps) {
  const { t } = useTranslation();
  const { busy, errors, run: runAction } = useDialogAction();
  const offerForce = canForce && errors !== null && needsForcedDelete(errors);
  const run = (forced: boolean) => runAction(() => onDelete(forced), onDone);

  return (
    <RecordDialog
      title={t("dialog.deleteTitle")}
      onClose={onClose}
      busy={busy}
      errors={errors}
      testId="delete-dialog"
      width="narrow"
      footer={() => (
        <>
          <CancelButton onClick={onClose} busy={busy} />
          {offerForce ? (
            <Button variant="danger" loading={busy} onClick={() => run(true)} data-testid="dialog-force-delete">
              {t("dialog.archiveAnyway")}
            </Button>
          ) : (
            <Button variant="danger" loading={busy} onClick={() => run(false)} data-testid="dialog-confirm">
              {t("dialog.delete")}
            </Button>
          )}
        </>
      )}
    >
      <p className={styles.question}>{t("Are you sure you want to delete this ...?").replace("...", entity)}</p>
      <p className={styles.subject}>{name}</p>
      {offerForce && <p className={styles.note}>{t("dialog.archiveExplanation")}</p>}
    </RecordDialog>
  );
}
