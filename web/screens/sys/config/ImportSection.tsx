// The import of a configuration file: choose the .json, confirm, then the job's progress (live
// from the subscription, polled every 15 s while it runs) and its detail — items per kind, or
// why it failed. A refused file (another format, a wrong version, an unknown language code...)
// comes back at once as a danger alert listing its first problems, for 7 seconds.
import { Label, ProgressBar, Button } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import type { ImportSectionMutation } from "../../../__generated__/ImportSectionMutation.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { formatDateTime } from "../../../i18n/dateFormat";
import { commit } from "../../../relay/operations";
import { ALERT_MS, failureLines, JsonFileInput, Section, useRefreshTexts } from "./configParts";
import { readStatus, useImportStatus, type ImportStatus } from "./importStatus";
import styles from "./ConfigTransfer.module.css";

const mutation = graphql`
  mutation ImportSectionMutation($content: String!) {
    importConfiguration(content: $content) {
      ...importStatus_status
    }
  }
`;

type State = "RUNNING" | "DONE" | "FAILED";
const STATE_VARIANT: Record<State, "accent" | "success" | "danger"> = { RUNNING: "accent", DONE: "success", FAILED: "danger" };

export function ImportSection({ initial }: { initial: ImportStatus | null }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { status, offer } = useImportStatus(initial);
  const { alert, show, clear } = useTimedAlert(ALERT_MS);
  const [file, setFile] = useState<File | null>(null);
  const [inputKey, setInputKey] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const running = status?.state === "RUNNING";
  // An import seen finishing here may have changed the interface texts.
  const refreshTexts = useRefreshTexts();
  const finishedJob = status?.state === "DONE" && status.jobId !== initial?.jobId ? status.jobId : null;
  useEffect(() => {
    if (finishedJob !== null) refreshTexts();
  }, [finishedJob, refreshTexts]);

  const start = async () => {
    try {
      const answer = await commit<ImportSectionMutation>(environment, mutation, { content: await file!.text() });
      offer(readStatus(answer.importConfiguration));
      setFile(null);
      setInputKey((k) => k + 1);
    } catch (error) {
      show({ variant: "critical", lines: failureLines(error) });
    }
  };

  return (
    <Section title={t("config.import.title")} description={t("config.import.description")} testId="config-import">
      <AlertBanner alert={alert} onDismiss={clear} />
      <JsonFileInput label={t("config.import.file")} onChange={setFile} disabled={running} inputKey={inputKey} testId="config-import-file" />
      <div className={styles.actions}>
        <Button variant="primary" disabled={!file || running} onClick={() => setConfirming(true)} data-testid="config-import-start">
          {t("config.import.button")}
        </Button>
      </div>
      <ImportState status={status} />
      {confirming && (
        <ConfirmDialog
          title={t("config.import.confirmTitle")}
          question={t("config.import.confirm")}
          subject={file?.name}
          confirmLabel={t("config.import.button")}
          onConfirm={start}
          onDone={() => setConfirming(false)}
          onClose={() => setConfirming(false)}
          testId="config-import-confirm"
        />
      )}
    </Section>
  );
}

function ImportState({ status }: { status: ImportStatus | null }) {
  const { t } = useTranslation();
  if (!status || !(status.state in STATE_VARIANT)) return <p className={`${styles.statusLine} ${styles.muted}`}>{t("config.import.idle")}</p>;
  const state = status.state as State;
  const label = { RUNNING: t("config.import.running"), DONE: t("config.import.done"), FAILED: t("config.import.failed") }[state];
  const total = Math.max(status.stepsTotal, 1);
  return (
    <div className={styles.status} data-testid="config-import-status" data-state={status.state} aria-live="polite">
      <p className={styles.statusLine}>
        <strong>{t("config.import.status")}</strong>
        <Label variant={STATE_VARIANT[state]}>{label}</Label>
        {status.finishedAt && <span className={styles.muted}>{t("config.import.finishedAt", { date: formatDateTime(status.finishedAt) })}</span>}
      </p>
      {status.state === "RUNNING" && (
        <>
          <ProgressBar progress={(100 * status.stepsDone) / total} aria-label={t("config.import.progress", { done: status.stepsDone, total: status.stepsTotal })} />
          <p className={`${styles.statusLine} ${styles.muted}`}>{t("config.import.progress", { done: status.stepsDone, total: status.stepsTotal })}</p>
        </>
      )}
      {status.state === "FAILED" && status.error && <p className={styles.error}>{status.error}</p>}
      {status.counts.length > 0 && (
        <table className={styles.detail} data-testid="config-import-detail">
          <thead>
            <tr>
              <th scope="col">{t("config.detail.kind")}</th>
              <th scope="col">{t("config.detail.count")}</th>
            </tr>
          </thead>
          <tbody>
            {status.counts.map((c) => (
              <tr key={c.kind} data-kind={c.kind}>
                <td>{t(`config.kind.${c.kind}`)}</td>
                <td>{c.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
