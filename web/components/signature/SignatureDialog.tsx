// An electronic signature (21 CFR Part 11 §11.50, §11.200): the signer reads what they sign,
// enters their password again and states what the signature means. The first signature of a
// session asks for both components — the user name too (signatureNeedsIdentity) —, later ones
// the password. Closing an incident, releasing an implant load, moving readings to historical and
// approving a licence sign alike; the caller's mutation does the signing.
import { ShieldCheckIcon } from "@primer/octicons-react";
import { Button, Flash } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { SignatureDialogIdentityQuery } from "../../__generated__/SignatureDialogIdentityQuery.graphql";
import type { SignatureMeaning } from "../../screens/incidents/incidentTexts";
import { meaningText, SIGNATURE_MEANINGS } from "../../screens/incidents/incidentTexts";
import { useSession } from "../../session/session";
import { CancelButton } from "../dialog/DialogButtons";
import { RecordDialog } from "../dialog/RecordDialog";
import { useDialogAction } from "../dialog/useDialogAction";
import { PasswordField } from "../fields/PasswordField";
import { SelectField } from "../fields/SelectField";
import { TextField } from "../fields/TextField";
import { REQUIRED } from "../fields/validation";
import styles from "./SignatureDialog.module.css";

/** What the caller's mutation sends as the signature. */
export interface Signature {
  password: string;
  meaning: SignatureMeaning;
  /** Given at the session's first signature. */
  userName?: string;
}

export interface SignatureDialogProps {
  title: string;
  /** What the signer attests, shown above the fields. */
  statement: string;
  submitText: string;
  /** The meaning chosen first. */
  meaning: SignatureMeaning;
  /** The meanings this action may have (all by default), in the list's order. */
  meanings?: readonly SignatureMeaning[];
  /** Signs; a refusal (wrong password, state changed) is shown in the dialog. */
  sign: (signature: Signature) => Promise<unknown>;
  onClose: () => void;
  /** Test ids: `<testId>-dialog`, `<testId>-statement`, `<testId>-submit`. */
  testId: string;
}

const identityQuery = graphql`
  query SignatureDialogIdentityQuery {
    signatureNeedsIdentity
  }
`;

/** Whether this signature must give the user name too (asked afresh each time the dialog opens). */
function useNeedsIdentity(): boolean | null {
  const environment = useRelayEnvironment();
  const [needs, setNeeds] = useState<boolean | null>(null);
  useEffect(() => {
    const s = fetchQuery<SignatureDialogIdentityQuery>(environment, identityQuery, {}, { fetchPolicy: "network-only" }).subscribe({
      next: (d) => setNeeds(d.signatureNeedsIdentity),
      // Unknown: ask for both (the server accepts the user name at any signature).
      error: () => setNeeds(true),
    });
    return () => s.unsubscribe();
  }, [environment]);
  return needs;
}

export function SignatureDialog({ title, statement, submitText, meaning: initial, meanings = SIGNATURE_MEANINGS, sign, onClose, testId }: SignatureDialogProps) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const needsIdentity = useNeedsIdentity();
  const [userName, setUserName] = useState("");
  const [password, setPassword] = useState("");
  const [meaning, setMeaning] = useState<SignatureMeaning>(initial);
  const [missing, setMissing] = useState<{ userName?: boolean; password?: boolean }>({});
  const { busy, errors, run } = useDialogAction();
  const submit = () => {
    const lacking = { userName: needsIdentity === true && !userName.trim(), password: !password };
    if (lacking.userName || lacking.password) {
      setMissing(lacking);
      return;
    }
    // The password is never kept once the attempt is over, signed or refused.
    void run(() => sign({ password, meaning, ...(needsIdentity ? { userName: userName.trim() } : {}) }), onClose).finally(() => setPassword(""));
  };
  return (
    <RecordDialog
      title={title}
      subtitle={t("incidents.sign.subtitle", { email: claims?.Email ?? "" })}
      onClose={onClose}
      busy={busy || needsIdentity === null}
      errors={errors}
      onSubmit={submit}
      width="narrow"
      testId={`${testId}-dialog`}
      footer={(formId) => (
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button type="submit" form={formId} variant="primary" loading={busy} disabled={needsIdentity === null} leadingVisual={ShieldCheckIcon} data-testid={`${testId}-submit`}>
            {submitText}
          </Button>
        </>
      )}
    >
      <p className={styles.statement} data-testid={`${testId}-statement`}>
        {statement}
      </p>
      {needsIdentity && (
        <Flash variant="default" className={styles.first} data-testid={`${testId}-first`}>
          {t("signatures.firstSigning")}
        </Flash>
      )}
      <div className={styles.form}>
        <SelectField
          label={t("incidents.sign.meaning")}
          name="meaning"
          required
          value={meaning}
          options={meanings.map((m) => ({ value: m, label: meaningText(t, m) }))}
          onChange={(v) => setMeaning(v as SignatureMeaning)}
        />
        {needsIdentity && (
          <TextField
            label={t("signatures.userName")}
            name="userName"
            type="email"
            filter="none"
            autoComplete="username"
            required
            value={userName}
            error={missing.userName ? REQUIRED : null}
            onChange={(v) => {
              setUserName(v);
              setMissing((m) => ({ ...m, userName: false }));
            }}
          />
        )}
        <PasswordField
          label={t("incidents.sign.password")}
          name="password"
          required
          value={password}
          error={missing.password ? REQUIRED : null}
          onChange={(v) => {
            setPassword(v);
            setMissing((m) => ({ ...m, password: false }));
          }}
        />
      </div>
    </RecordDialog>
  );
}
