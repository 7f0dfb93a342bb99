// The verification panel of /AppAudit (docs/audit.md "Verification"): the walk of the company's
// chain asked on arrival (its own query: the entries do not wait for it), in words — green when
// every link holds, with the chain's length, head and newest seal; red with the first break's
// link and what it means. "Verify again" walks it anew; "Seal now" signs the head
// (sealAuditChain) and verifies again, so the panel names the new seal.
import { ShieldCheckIcon, ShieldXIcon, SyncIcon } from "@primer/octicons-react";
import { Button, Spinner } from "@primer/react";
import { Component, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { AuditVerificationQuery } from "../../../__generated__/AuditVerificationQuery.graphql";
import type { AuditVerificationSealMutation } from "../../../__generated__/AuditVerificationSealMutation.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner, type Alert } from "../../../components/AlertBanner";
import { formatDateTime } from "../../../i18n/dateFormat";
import { commit } from "../../../relay/operations";
import styles from "./Audit.module.css";

const verificationQuery = graphql`
  query AuditVerificationQuery {
    auditVerification {
      ok
      links
      headSeq
      sealedSeq
      checkedAt
      firstBreak {
        kind
        seq
        detail
      }
    }
    auditSeals(first: 1) {
      seq
      at
    }
  }
`;

const sealMutation = graphql`
  mutation AuditVerificationSealMutation {
    sealAuditChain {
      seq
    }
  }
`;

export function AuditVerification() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const [fetchKey, setFetchKey] = useState(0);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  const again = () => {
    setAlert(null);
    setFetchKey((k) => k + 1);
  };
  const seal = async () => {
    setBusy(true);
    setAlert(null);
    try {
      const { sealAuditChain } = await commit<AuditVerificationSealMutation>(environment, sealMutation, {});
      setAlert({ variant: "success", lines: [sealAuditChain ? t("audit.sealed", { seq: sealAuditChain.seq }) : t("audit.alreadySealed")] });
      setFetchKey((k) => k + 1);
    } catch (e) {
      setAlert({ variant: "critical", lines: errorLines(e) });
    } finally {
      setBusy(false);
    }
  };
  const actions = (
    <div className={styles.verifyActions}>
      <Button leadingVisual={SyncIcon} onClick={again} data-testid="audit-verify-again">
        {t("audit.verify.again")}
      </Button>
      <Button onClick={() => void seal()} disabled={busy} data-testid="audit-seal">
        {t("audit.seal")}
      </Button>
    </div>
  );
  return (
    <section aria-labelledby="audit-verify-title" className={styles.verifySection}>
      <h2 id="audit-verify-title" className={styles.sectionTitle}>
        {t("audit.verify.title")}
      </h2>
      <VerifyErrorBoundary key={fetchKey} actions={actions}>
        <Suspense fallback={<Checking actions={actions} />}>
          <Result fetchKey={fetchKey} actions={actions} />
        </Suspense>
      </VerifyErrorBoundary>
      <AlertBanner alert={alert} onDismiss={() => setAlert(null)} className={styles.sealAlert} />
    </section>
  );
}

function Checking({ actions }: { actions: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className={`${styles.verify} ${styles.checking}`} data-testid="audit-verification" data-state="checking">
      <Spinner size="small" srText={null} />
      <p className={styles.verifyText} role="status">
        {t("audit.verify.checking")}
      </p>
      {actions}
    </div>
  );
}

function Result({ fetchKey, actions }: { fetchKey: number; actions: ReactNode }) {
  const { t } = useTranslation();
  const data = useLazyLoadQuery<AuditVerificationQuery>(verificationQuery, {}, { fetchKey, fetchPolicy: "network-only" });
  const v = data.auditVerification;
  const seal = data.auditSeals[0] ?? null;
  const brk = v.firstBreak;
  const headline = v.ok ? t("audit.verify.intact", { links: v.links, seq: v.headSeq }) : brk?.seq != null ? t("audit.verify.broken", { seq: brk.seq }) : t("audit.verify.brokenRecord");
  return (
    <div className={`${styles.verify} ${v.ok ? styles.intact : styles.broken}`} data-testid="audit-verification" data-state={v.ok ? "intact" : "broken"} data-kind={brk?.kind ?? ""} data-links={v.links}>
      {v.ok ? <ShieldCheckIcon size={24} className={styles.verifyIcon} /> : <ShieldXIcon size={24} className={styles.verifyIcon} />}
      <div className={styles.verifyBody}>
        <p className={styles.verifyHeadline} role="status">
          {headline}
        </p>
        {brk && <p className={styles.verifyText}>{t(`audit.break.${brk.kind}`)}</p>}
        {brk && <p className={styles.verifyDetail}>{brk.detail}</p>}
        <p className={styles.verifyText}>{seal && v.sealedSeq !== null ? t("audit.verify.sealed", { seq: seal.seq, date: formatDateTime(seal.at) }) : t("audit.verify.notSealed")}</p>
        <p className={styles.verifyDetail}>{t("audit.verify.checkedAt", { date: formatDateTime(v.checkedAt) })}</p>
      </div>
      {actions}
    </div>
  );
}

/** A verification that could not run says so, and may be asked again. */
class VerifyErrorBoundary extends Component<{ children: ReactNode; actions: ReactNode }, { error: unknown }> {
  state = { error: null as unknown };
  static getDerivedStateFromError(error: unknown) {
    return { error };
  }
  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div className={`${styles.verify} ${styles.broken}`} data-testid="audit-verification" data-state="failed">
        <ShieldXIcon size={24} className={styles.verifyIcon} />
        <FailedText error={this.state.error} />
        {this.props.actions}
      </div>
    );
  }
}

function FailedText({ error }: { error: unknown }) {
  const { t } = useTranslation();
  return (
    <div className={styles.verifyBody}>
      <p className={styles.verifyHeadline} role="status">
        {t("audit.verify.failed")}
      </p>
      {errorLines(error).map((line) => (
        <p key={line} className={styles.verifyDetail}>
          {line}
        </p>
      ))}
    </div>
  );
}
