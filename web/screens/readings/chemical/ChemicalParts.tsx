// Pieces both chemical screens (600 washer, 700 sterilizer) share: the quick-create link
// under the machine field, the read-number cell with its edited mark, and the hook that
// keeps the quick-create dialog's target field.
import { PlusIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { EditedMark } from "../../../components/table/indicators";
import { QuickCreateMachineDialog } from "../../company/equipment/QuickCreateMachineDialog";
import type { FieldExtraContext } from "../shared/ReadingFormDialog";
import styles from "./Chemical.module.css";

/** The read number with the edited mark (the reading was changed after it arrived). */
export function ReadNumberCell({ readNumber, edited }: { readNumber: number; edited: boolean }) {
  return (
    <span className={styles.readNumber}>
      <span>{readNumber}</span>
      {edited && <EditedMark />}
    </span>
  );
}

/**
 * Quick creation of a sterilizer or washer from a reading form (spec 001 section 5): a link
 * under the machine field opens QuickCreateMachineDialog; the new machine is reloaded into
 * the options and chosen in the form.
 */
export function useQuickCreateMachine(kind: "STERILIZER" | "WASHER", reload: () => Promise<unknown>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const target = useRef<{ field: string; setValue: FieldExtraContext["setValue"] } | null>(null);
  const link = (field: string, context: FieldExtraContext) => (
    <Button
      variant="invisible"
      size="small"
      leadingVisual={PlusIcon}
      className={styles.quickCreate}
      disabled={context.busy}
      onClick={() => {
        target.current = { field, setValue: context.setValue };
        setOpen(true);
      }}
      data-testid="quick-create-machine-open"
    >
      {kind === "STERILIZER" ? t("chemical.addSterilizer") : t("chemical.addWasher")}
    </Button>
  );
  const dialog = open ? (
    <QuickCreateMachineDialog
      kind={kind}
      onClose={() => setOpen(false)}
      onCreated={async (id) => {
        await reload();
        target.current?.setValue(target.current.field, String(id));
        setOpen(false);
      }}
    />
  ) : null;
  return { link, dialog };
}
