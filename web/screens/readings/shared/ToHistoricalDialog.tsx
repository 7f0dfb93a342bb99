// 'To historical' with its confirmation (spec 001 section 4), for one reading or the
// selected ones. The move runs with a progress bar; when the server refuses (result 'ERRORS',
// e.g. "RequiredFieldError: reading 12 needs cycle, sterilizerId."), the confirmation gives
// way to the error dialog listing each message (spec 001 section 8: "Mass to-historical
// error opens an error dialog; single to-historical shows the message in an error modal").
// When the company's policy has moves signed (parameter 22, docs/signatures.md), the
// confirmation is the signature dialog: the move carries the signature, refusals show in it.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { SignatureDialog, type Signature } from "../../../components/signature/SignatureDialog";
import { useCompanySettings } from "../../../settings/companySettings";
import { ErrorDialog } from "./ErrorDialog";

export interface ToHistoricalDialogProps {
  /** Read numbers of the readings to move (one = single). */
  readNumbers: readonly number[];
  onConfirm: (signature?: Signature) => Promise<string | void>;
  /** Moved: the caller closes, clears the selection and shows the success banner. */
  onDone: (message: string | void) => void;
  onClose: () => void;
}

export function ToHistoricalDialog({ readNumbers, onConfirm, onDone, onClose }: ToHistoricalDialogProps) {
  const { t } = useTranslation();
  const signed = useCompanySettings()?.signToHistorical === true;
  const [errors, setErrors] = useState<string[] | null>(null);
  const single = readNumbers.length === 1;
  if (errors) return <ErrorDialog lines={errors} onClose={onClose} testId="to-historical-error" />;
  const numbers = readNumbers.map((n) => `#${n}`).join(", ");
  if (signed) {
    return (
      <SignatureDialog
        title={single ? t("readings.toHistoricalTitle") : t("readings.massToHistoricalTitle", { count: readNumbers.length })}
        statement={single ? t("signatures.toHistorical.statement", { readNumbers: numbers }) : t("signatures.toHistorical.statementMany", { count: readNumbers.length, readNumbers: numbers })}
        submitText={t("signatures.toHistorical.submit")}
        meaning="REVIEWED"
        meanings={["REVIEWED", "APPROVED"]}
        sign={async (signature) => onDone(await onConfirm(signature))}
        onClose={onClose}
        testId="to-historical-sign"
      />
    );
  }
  return (
    <ConfirmDialog
      title={single ? t("readings.toHistoricalTitle") : t("readings.massToHistoricalTitle", { count: readNumbers.length })}
      question={single ? t("readings.toHistoricalQuestion", { readNumber: readNumbers[0] }) : t("readings.massToHistoricalQuestion", { count: readNumbers.length })}
      subject={single ? undefined : numbers}
      confirmLabel={t("readings.toHistorical")}
      testId="to-historical-dialog"
      onConfirm={() => onConfirm()}
      onDone={onDone}
      onError={setErrors}
      onClose={onClose}
    />
  );
}
