// An electronic signature (21 CFR Part 11 §11.50, §11.200): the signer reads what they sign,
// enters their password again and states what the signature means. Closing an incident and
// releasing an implant load sign alike; the caller's mutation does the signing.
import { ShieldCheckIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { SignatureMeaning } from "../../screens/incidents/incidentTexts";
import { meaningText, SIGNATURE_MEANINGS } from "../../screens/incidents/incidentTexts";
import { useSession } from "../../session/session";
import { CancelButton } from "../dialog/DialogButtons";
import { RecordDialog } from "../dialog/RecordDialog";
import { useDialogAction } from "../dialog/useDialogAction";
import { PasswordField } from "../fields/PasswordField";
import { SelectField } from "../fields/SelectField";
import { REQUIRED } from "../fields/validation";
import styles from "./SignatureDialog.module.css";

export interface SignatureDialogProps {
  title: string;
  /** What the signer attests, shown above the fields. */
  statement: string;
  submitText: string;
  /** The meaning chosen first. */
  meaning: SignatureMeaning;
  /** Signs; a refusal (wrong password, state changed) is shown in the dialog. */
  sign: (password: string, meaning: SignatureMeaning) => Promise<unknown>;
  onClose: () => void;
  /** Test ids: `<testId>-dialog`, `<testId>-statement`, `<testId>-submit`. */
  testId: string;
}

export function SignatureDialog({ title, statement, submitText, meaning: initial, sign, onClose, testId }: SignatureDialogProps) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const [password, setPassword] = useState("");
  const [meaning, setMeaning] = useState<SignatureMeaning>(initial);
  const [missing, setMissing] = useState(false);
  const { busy, errors, run } = useDialogAction();
  const submit = () => {
    if (!password) {
      setMissing(true);
      return;
    }
    // The password is never kept once the attempt is over, signed or refused.
    void run(() => sign(password, meaning), onClose).finally(() => setPassword(""));
  };
  return (
    <RecordDialog
      title={title}
      subtitle={t("incidents.sign.subtitle", { email: claims?.Email ?? "" })}
      onClose={onClose}
      busy={busy}
      errors={errors}
      onSubmit={submit}
      width="narrow"
      testId={`${testId}-dialog`}
      footer={(formId) => (
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button type="submit" form={formId} variant="primary" loading={busy} leadingVisual={ShieldCheckIcon} data-testid={`${testId}-submit`}>
            {submitText}
          </Button>
        </>
      )}
    >
      <p className={styles.statement} data-testid={`${testId}-statement`}>
        {statement}
      </p>
      <div className={styles.form}>
        <SelectField
          label={t("incidents.sign.meaning")}
          name="meaning"
          required
          value={meaning}
          options={SIGNATURE_MEANINGS.map((m) => ({ value: m, label: meaningText(t, m) }))}
          onChange={(v) => setMeaning(v as SignatureMeaning)}
        />
        <PasswordField
          label={t("incidents.sign.password")}
          name="password"
          required
          value={password}
          error={missing ? REQUIRED : null}
          onChange={(v) => {
            setPassword(v);
            setMissing(false);
          }}
        />
      </div>
    </RecordDialog>
  );
}
