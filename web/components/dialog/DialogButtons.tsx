// The footer buttons the dialogs share: Cancel (refused while saving), Close, and Save (the
// submit button of the dialog's form).
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";

export function CancelButton({ onClick, busy }: { onClick: () => void; busy?: boolean }) {
  const { t } = useTranslation();
  return (
    <Button onClick={onClick} disabled={busy}>
      {t("common.cancel")}
    </Button>
  );
}

export function CloseButton({ onClick }: { onClick: () => void }) {
  const { t } = useTranslation();
  return (
    <Button variant="primary" onClick={onClick}>
      {t("common.close")}
    </Button>
  );
}

/** Cancel, then Save submitting the dialog's form (`formId`, RecordDialog's footer argument). */
export function CancelSaveButtons({ formId, busy, onCancel, saveTestId = "dialog-save" }: { formId: string; busy: boolean; onCancel: () => void; saveTestId?: string }) {
  const { t } = useTranslation();
  return (
    <>
      <CancelButton onClick={onCancel} busy={busy} />
      <Button type="submit" form={formId} variant="primary" loading={busy} data-testid={saveTestId}>
        {t("dialog.save")}
      </Button>
    </>
  );
}
