// The split save button of the reading dialogs (spec 001 section 4, "Reading save offers a
// split button: Confirm, or Confirm and save"). The main half submits the dialog's form
// (so Enter confirms too); the menu half offers 'Confirm and save' when the screen allows it
// (a protein reading only with status 3). Without `onConfirmAndSave` it is a plain button.
import { TriangleDownIcon } from "@primer/octicons-react";
import { ActionList, ActionMenu, Button, ButtonGroup, IconButton } from "@primer/react";
import { useTranslation } from "react-i18next";

export type SaveAction = "confirm" | "confirmAndSave";

export interface SplitSaveButtonProps {
  /** The dialog's form id: the main half submits it (Enter does the same). */
  formId?: string;
  /** Called by the main half when there is no form to submit. */
  onConfirm?: () => void;
  /** Offers 'Confirm and save' in the menu half; leave undefined to hide the menu. */
  onConfirmAndSave?: () => void;
  busy?: boolean;
  disabled?: boolean;
  /** Main label (defaults to 'Confirm'). */
  label?: string;
}

export function SplitSaveButton({ formId, onConfirm, onConfirmAndSave, busy, disabled, label }: SplitSaveButtonProps) {
  const { t } = useTranslation();
  const main = (
    <Button
      type={formId ? "submit" : "button"}
      form={formId}
      variant="primary"
      loading={busy}
      disabled={disabled}
      onClick={formId ? undefined : onConfirm}
      data-testid="dialog-save"
    >
      {label ?? t("readings.confirm")}
    </Button>
  );
  if (!onConfirmAndSave) return main;
  return (
    <ButtonGroup data-testid="split-save">
      {main}
      <ActionMenu>
        <ActionMenu.Anchor>
          <IconButton variant="primary" icon={TriangleDownIcon} aria-label={t("readings.moreSaveOptions")} disabled={disabled || busy} data-testid="split-save-menu" />
        </ActionMenu.Anchor>
        <ActionMenu.Overlay align="end">
          <ActionList>
            <ActionList.Item onSelect={onConfirmAndSave} data-testid="confirm-and-save">
              {t("Confirm and save")}
              <ActionList.Description variant="block">{t("readings.confirmAndSaveHint")}</ActionList.Description>
            </ActionList.Item>
          </ActionList>
        </ActionMenu.Overlay>
      </ActionMenu>
    </ButtonGroup>
  );
}
