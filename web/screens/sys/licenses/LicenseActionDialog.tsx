// A transition of /SysLicenses (approve, cancel, suspend, unsuspend; server/licenses/lifecycle.ts):
// the observation is required for all four and approval also needs the invoice number
// ('Approve needs an invoice number and an observation'). An empty field says 'This field is
// required' and nothing is sent; the server's refusal stays in the dialog. The answer's licence
// spreads the row's fragment, so the row follows in the store. When the licence's company has
// approvals signed (its parameter 23, docs/signatures.md), Approve goes on to the signature
// dialog, which sends the approval with the approver's signature.
import { Button } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { fetchQuery, graphql, useRelayEnvironment } from "react-relay";
import type { LicenseActionDialogPolicyQuery } from "../../../__generated__/LicenseActionDialogPolicyQuery.graphql";
import { SignatureDialog } from "../../../components/signature/SignatureDialog";
import type { LicenseActionDialogApproveMutation } from "../../../__generated__/LicenseActionDialogApproveMutation.graphql";
import type { LicenseActionDialogTransitionMutation } from "../../../__generated__/LicenseActionDialogTransitionMutation.graphql";
import { CancelButton } from "../../../components/dialog/DialogButtons";
import { RecordDialog } from "../../../components/dialog/RecordDialog";
import { useDialogAction } from "../../../components/dialog/useDialogAction";
import { TextField } from "../../../components/fields/TextField";
import { formatDate } from "../../../i18n/dateFormat";
import { commit } from "../../../relay/operations";
import type { SystemLicenseRow } from "./systemLicenseColumns";
import styles from "./SysLicenses.module.css";
import { ObservationField } from "./ObservationField";

export type LicenseAction = "approve" | "cancel" | "suspend" | "unsuspend";
export const LICENSE_ACTIONS: readonly LicenseAction[] = ["approve", "cancel", "suspend", "unsuspend"];

const approveMutation = graphql`
  mutation LicenseActionDialogApproveMutation($licenseDetailId: Int!, $invoiceNumber: String!, $observations: String!, $signature: SignatureInput) {
    approveLicense(licenseDetailId: $licenseDetailId, invoiceNumber: $invoiceNumber, observations: $observations, signature: $signature) {
      message
      license {
        ...systemLicenseColumns_license
        ...LicenseHistory_license
      }
    }
  }
`;

// One document per transition (the field names differ); the dialog picks it by action.
const transitionMutation = graphql`
  mutation LicenseActionDialogTransitionMutation($licenseDetailId: Int!, $observations: String!, $cancel: Boolean!, $suspend: Boolean!, $unsuspend: Boolean!) {
    cancelLicense(licenseDetailId: $licenseDetailId, observations: $observations) @include(if: $cancel) {
      message
      license {
        ...systemLicenseColumns_license
        ...LicenseHistory_license
      }
    }
    suspendLicense(licenseDetailId: $licenseDetailId, observations: $observations) @include(if: $suspend) {
      message
      license {
        ...systemLicenseColumns_license
        ...LicenseHistory_license
      }
    }
    unsuspendLicense(licenseDetailId: $licenseDetailId, observations: $observations) @include(if: $unsuspend) {
      message
      license {
        ...systemLicenseColumns_license
        ...LicenseHistory_license
      }
    }
  }
`;

const REQUIRED = "This field is required";

const policyQuery = graphql`
  query LicenseActionDialogPolicyQuery($id: ID!) {
    node(id: $id) {
      ... on SystemLicense {
        approvalSignatureRequired
      }
    }
  }
`;

/** Whether the licence's company has its approvals signed (asked when the approve dialog opens). */
function useApprovalSigned(id: string, approving: boolean): boolean {
  const environment = useRelayEnvironment();
  const [signed, setSigned] = useState(false);
  useEffect(() => {
    if (!approving) return;
    const s = fetchQuery<LicenseActionDialogPolicyQuery>(environment, policyQuery, { id }, { fetchPolicy: "network-only" }).subscribe({
      next: (d) => setSigned(d.node?.approvalSignatureRequired === true),
    });
    return () => s.unsubscribe();
  }, [environment, id, approving]);
  return signed;
}

export function LicenseActionDialog({ action, license, onClose, onDone }: { action: LicenseAction; license: SystemLicenseRow; onClose: () => void; onDone: (message: string) => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { busy, errors, run } = useDialogAction();
  const [invoice, setInvoice] = useState(license.invoiceNumber ?? "");
  const [observation, setObservation] = useState("");
  const [missing, setMissing] = useState<{ invoice?: boolean; observation?: boolean }>({});
  const approving = action === "approve";
  const signed = useApprovalSigned(license.id, approving);
  const [signing, setSigning] = useState(false);

  const submit = () => {
    const lacks = { invoice: approving && !invoice.trim(), observation: !observation.trim() };
    setMissing(lacks);
    if (lacks.invoice || lacks.observation) return;
    const licenseDetailId = license.licenseDetailId;
    const observations = observation.trim();
    if (approving && signed) {
      setSigning(true);
    } else if (approving) {
      void run(
        () => commit<LicenseActionDialogApproveMutation>(environment, approveMutation, { licenseDetailId, invoiceNumber: invoice.trim(), observations }),
        (answer) => onDone(answer.approveLicense.message),
      );
    } else {
      void run(
        () => commit<LicenseActionDialogTransitionMutation>(environment, transitionMutation, { licenseDetailId, observations, cancel: action === "cancel", suspend: action === "suspend", unsuspend: action === "unsuspend" }),
        (answer) => onDone((answer.cancelLicense ?? answer.suspendLicense ?? answer.unsuspendLicense)?.message ?? ""),
      );
    }
  };

  if (signing) {
    return (
      <SignatureDialog
        title={t("signatures.license.title")}
        statement={t("signatures.license.statement", { company: license.companyName, product: `${license.productName} · ${license.periodName}` })}
        submitText={t("signatures.license.submit")}
        meaning="APPROVED"
        meanings={["APPROVED", "REVIEWED"]}
        sign={async (signature) => {
          const answer = await commit<LicenseActionDialogApproveMutation>(environment, approveMutation, { licenseDetailId: license.licenseDetailId, invoiceNumber: invoice.trim(), observations: observation.trim(), signature });
          onDone(answer.approveLicense.message);
        }}
        onClose={() => setSigning(false)}
        testId="license-sign"
      />
    );
  }

  return (
    <RecordDialog
      title={t(`sysLicenses.${action}Title`)}
      subtitle={`${license.companyName} · ${license.productName} · ${license.periodName}`}
      onClose={onClose}
      busy={busy}
      errors={errors}
      onSubmit={submit}
      testId={`license-${action}-dialog`}
      width="narrow"
      footer={(formId) => (
        <>
          <CancelButton onClick={onClose} busy={busy} />
          <Button type="submit" form={formId} variant={action === "approve" || action === "unsuspend" ? "primary" : "danger"} loading={busy} data-testid="dialog-save">
            {t(`sysLicenses.${action}`)}
          </Button>
        </>
      )}
    >
      <div className={styles.fields}>
        {approving && <p className={styles.muted}>{t("sysLicenses.approveHelp")}</p>}
        {!approving && (
          <p className={styles.muted}>
            {t("licenses.start")}: {formatDate(String(license.startDate))} · {t("licenses.end")}: {formatDate(String(license.endDate))}
          </p>
        )}
        {approving && (
          <TextField
            label={t("sysLicenses.invoiceNumber")}
            name="invoiceNumber"
            required
            filter="none"
            autoComplete="off"
            value={invoice}
            disabled={busy}
            error={missing.invoice ? REQUIRED : null}
            onChange={(value) => {
              setInvoice(value);
              if (missing.invoice) setMissing((m) => ({ ...m, invoice: false }));
            }}
          />
        )}
        <ObservationField
          label={t("sysLicenses.observation")}
          value={observation}
          missing={!!missing.observation}
          busy={busy}
          onChange={(value) => {
            setObservation(value);
            if (missing.observation) setMissing((m) => ({ ...m, observation: false }));
          }}
        />
      </div>
    </RecordDialog>
  );
}
