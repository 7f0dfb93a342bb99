// The "Activate" dialog: the activation code the distributor gave (required: an empty field
// shows 'This field is required' and nothing is sent). The server's refusal (unknown or used
// code) stays in the dialog; success adds the active licence to the list.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { ActivateLicenseDialogMutation } from "../../../__generated__/ActivateLicenseDialogMutation.graphql";
import { CancelSaveButtons } from "../../../components/dialog/DialogButtons";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import { useDialogAction } from "../../../components/dialog/useDialogAction";
import { TextField } from "../../../components/fields/TextField";
import { addToTotal } from "../../../relay/connections";
import { commit } from "../../../relay/operations";
import styles from "./AppMyLicenses.module.css";

const activateMutation = graphql`
  mutation ActivateLicenseDialogMutation($code: String!, $connections: [ID!]!) {
    activateLicense(code: $code) {
      message
      license @prependNode(connections: $connections, edgeTypeName: "CompanyLicenseConnectionEdge") {
        ...licenseColumns_license
      }
    }
  }
`;

const REQUIRED = "This field is required";

export function ActivateLicenseDialog({ connectionId, onClose, onDone }: { connectionId: string; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { busy, errors, run } = useDialogAction();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);

  const submit = () => {
    if (!code.trim()) {
      setError(REQUIRED);
      return;
    }
    void run(
      () => commit<ActivateLicenseDialogMutation>(environment, activateMutation, { code: code.trim(), connections: [connectionId] }, (store) => addToTotal(store.get(connectionId), 1)),
      (answer) => onDone(answer.activateLicense.message),
    );
  };

  return (
    <RecordDialog
      title={t("licenses.activateTitle")}
      onClose={onClose}
      busy={busy}
      errors={errors}
      onSubmit={submit}
      testId="license-activate-dialog"
      width="narrow"
      footer={(formId) => <CancelSaveButtons formId={formId} busy={busy} onCancel={onClose} />}
    >
      <div className={styles.fields}>
        <TextField
          label={t("licenses.activationCode")}
          name="code"
          required
          filter="none"
          autoComplete="off"
          value={code}
          error={error}
          disabled={busy}
          caption={t("licenses.activationCaption")}
          onChange={(value) => {
            setCode(value);
            if (error) setError(null);
          }}
        />
      </div>
    </RecordDialog>
  );
}
