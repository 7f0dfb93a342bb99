// The re-tests counted toward the return to service, and the return itself: an electronic
// signature (21 CFR Part 11 §11.50, §11.200) — the manager enters their password again and states
// what the signature means; allowed once the machine has passed the consecutive re-tests the
// company asks for. A signed incident shows the signature's manifestation: the signer's name,
// the date and time with its time zone, and the meaning.
import { CheckCircleFillIcon, ShieldCheckIcon, XCircleFillIcon } from "@primer/octicons-react";
import { Button, Label, ProgressBar } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { ReturnToServiceCloseMutation } from "../../__generated__/ReturnToServiceCloseMutation.graphql";
import type { ReturnToService_incident$key } from "../../__generated__/ReturnToService_incident.graphql";
import type { ReturnToService_signature$key } from "../../__generated__/ReturnToService_signature.graphql";
import { SignatureDialog } from "../../components/signature/SignatureDialog";
import { formatDateTime } from "../../i18n/dateFormat";
import { commit } from "../../relay/operations";
import { machineText, meaningText, readingKindText, signatureTime } from "./incidentTexts";
import styles from "./Incidents.module.css";

const fragment = graphql`
  fragment ReturnToService_incident on Incident {
    id
    status
    machine {
      kind
      name
      serial
    }
    retests {
      needed
      consecutive
      tests {
        passed
        reading {
          readingId
          kind
          readNumber
          date
        }
      }
    }
  }
`;

const signatureFragment = graphql`
  fragment ReturnToService_signature on Incident {
    closedAt
    signedBy
    signatureMeaning
    signatureValid
  }
`;

const closeMutation = graphql`
  mutation ReturnToServiceCloseMutation($input: CloseIncidentInput!) {
    closeIncident(input: $input) {
      id
      ...AppIncident_incident
    }
  }
`;

export function ReturnToService({ incident, canSign }: { incident: ReturnToService_incident$key; canSign: boolean }) {
  const { t } = useTranslation();
  const i = useFragment(fragment, incident);
  const [signing, setSigning] = useState(false);
  const { needed, consecutive, tests } = i.retests;
  const ready = consecutive >= needed;
  const open = i.status === "OPEN";
  return (
    <section className={styles.section} aria-labelledby="incident-retests" data-testid="incident-retests">
      <div className={styles.sectionHeader}>
        <h2 id="incident-retests" className={styles.sectionTitle}>
          {t("incidents.retests.title")}
        </h2>
        {open && canSign && (
          <Button variant="primary" leadingVisual={ShieldCheckIcon} disabled={!ready} onClick={() => setSigning(true)} data-testid="incident-sign">
            {t("incidents.sign.button")}
          </Button>
        )}
      </div>
      <p data-testid="incident-retest-count" data-consecutive={consecutive} data-needed={needed}>{t("incidents.retests.count", { consecutive, needed })}</p>
      <div className={styles.progress}>
        <ProgressBar progress={Math.min(100, (consecutive / Math.max(needed, 1)) * 100)} aria-label={t("incidents.retests.count", { consecutive, needed })} barSize="small" />
      </div>
      {open && (
        <p className={styles.muted}>
          {ready ? (canSign ? t("incidents.retests.readyManager") : t("incidents.retests.ready")) : t("incidents.retests.hint", { needed })}
        </p>
      )}
      {tests.length === 0 ? (
        <p className={styles.muted}>{t("incidents.retests.none")}</p>
      ) : (
        <ul className={styles.retests}>
          {tests.map((test) => (
            <li key={test.reading.readingId} data-testid="incident-retest" data-passed={test.passed}>
              {test.passed ? (
                <Label variant="success">
                  <CheckCircleFillIcon size={12} /> {t("incidents.retests.passed")}
                </Label>
              ) : (
                <Label variant="danger">
                  <XCircleFillIcon size={12} /> {t("incidents.retests.failed")}
                </Label>
              )}
              <span>
                {readingKindText(t, test.reading.kind)} · {t("incidents.readingLine", { number: test.reading.readNumber, date: formatDateTime(test.reading.date) })}
              </span>
            </li>
          ))}
        </ul>
      )}
      {signing && <SignDialog incidentId={i.id} machine={machineText(t, i.machine)} onClose={() => setSigning(false)} />}
    </section>
  );
}

/** The signature of the return to service (web/components/signature/SignatureDialog.tsx). */
function SignDialog({ incidentId, machine, onClose }: { incidentId: string; machine: string; onClose: () => void }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  return (
    <SignatureDialog
      title={t("incidents.sign.title")}
      statement={t("incidents.sign.statement", { machine })}
      submitText={t("incidents.sign.submit")}
      meaning="RETURNED_TO_SERVICE"
      meanings={["RETURNED_TO_SERVICE", "APPROVED", "REVIEWED"]}
      sign={(signature) => commit<ReturnToServiceCloseMutation>(environment, closeMutation, { input: { incidentId, ...signature } })}
      onClose={onClose}
      testId="incident-sign"
    />
  );
}

/** A signed incident's manifestation (§11.50): who signed, when (with the time zone) and what it means. */
export function SignatureManifestation({ incident }: { incident: ReturnToService_signature$key }) {
  const { t } = useTranslation();
  const s = useFragment(signatureFragment, incident);
  if (!s.closedAt) return null;
  const at = new Date(s.closedAt);
  return (
    <section className={styles.signature} data-void={s.signatureValid === false} aria-labelledby="incident-signature" data-testid="incident-signature">
      <div className={styles.sectionHeader}>
        <h2 id="incident-signature" className={styles.sectionTitle}>
          <ShieldCheckIcon size={20} />
          {t("incidents.signature.title")}
        </h2>
      </div>
      {s.signatureValid === false && (
        <Label variant="danger" data-testid="incident-signature-void">
          {t("incidents.signature.void")}
        </Label>
      )}
      <dl className={styles.facts} data-valid={s.signatureValid ?? undefined}>
        <div>
          <dt>{t("incidents.signature.signer")}</dt>
          <dd data-testid="incident-signer">{s.signedBy ?? "—"}</dd>
        </div>
        <div>
          <dt>{t("incidents.signature.at")}</dt>
          <dd data-testid="incident-signed-at">
            {signatureTime(at)}
          </dd>
        </div>
        <div>
          <dt>{t("incidents.signature.meaning")}</dt>
          <dd data-testid="incident-signature-meaning" data-meaning={s.signatureMeaning ?? undefined}>{meaningText(t, s.signatureMeaning)}</dd>
        </div>
      </dl>
    </section>
  );
}
