// The recall list: every load processed on the machine since its last good test, each marked as
// it is dealt with — recalled, located, not needed (with the reason why, asked in a dialog) or
// pending again. Any staff member may mark a load while the incident is open. The list is
// printed with the page (the shell's print styles) and handed over as CSV or Excel (REST).
import { DownloadIcon, FileIcon, TableIcon } from "@primer/octicons-react";
import { Button, Label, Select, Textarea, FormControl } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { RecallListMarkMutation } from "../../__generated__/RecallListMarkMutation.graphql";
import type { RecallList_incident$key } from "../../__generated__/RecallList_incident.graphql";
import { AlertBanner } from "../../components/AlertBanner";
import { CancelSaveButtons } from "../../components/dialog/DialogButtons";
import { RecordDialog } from "../../components/dialog/RecordDialog";
import { useDialogAction } from "../../components/dialog/useDialogAction";
import { errorLines } from "../../api/errors";
import { downloadFile } from "../../components/downloads/saveFile";
import { formatDateTime } from "../../i18n/dateFormat";
import { commit } from "../../relay/operations";
import { LOAD_STATUSES, loadStatusText, readingKindText, type LoadStatus } from "./incidentTexts";
import styles from "./Incidents.module.css";

const fragment = graphql`
  fragment RecallList_incident on Incident {
    incidentId
    reason
    loads {
      loadId
      status
      note
      updatedAt
      updatedBy
      reading {
        kind
        readNumber
        date
        cycle
        loadNumber
        lot
        operator
      }
    }
  }
`;

const markMutation = graphql`
  mutation RecallListMarkMutation($input: IncidentLoadMarkInput!) {
    markIncidentLoad(input: $input) {
      id
      ...AppIncident_incident
    }
  }
`;

const VARIANT: Record<string, "attention" | "success" | "accent" | "secondary"> = { PENDING: "attention", RECALLED: "success", LOCATED: "accent", NOT_NEEDED: "secondary" };

interface Asking {
  loadId: number;
  readNumber: number | null;
}

export function RecallList({ incident, readOnly }: { incident: RecallList_incident$key; readOnly: boolean }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { loads, reason, incidentId } = useFragment(fragment, incident);
  // A failed control's loads are its lot's BIs of that day, not the machine's since its last good test.
  const control = reason === "control.failed";
  const [error, setError] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const [asking, setAsking] = useState<Asking | null>(null);
  const pending = loads.filter((l) => l.status === "PENDING").length;

  const mark = async (loadId: number, status: LoadStatus, note?: string) => {
    await commit<RecallListMarkMutation>(environment, markMutation, { input: { loadId, status, note: note ?? null } });
  };

  const choose = async (load: (typeof loads)[number], status: LoadStatus) => {
    setError(null);
    // "Not needed" says why: the note is asked for first.
    if (status === "NOT_NEEDED") {
      setAsking({ loadId: load.loadId, readNumber: load.reading?.readNumber ?? null });
      return;
    }
    setBusy(load.loadId);
    try {
      await mark(load.loadId, status, load.note ?? undefined);
    } catch (e) {
      setError(errorLines(e));
    } finally {
      setBusy(null);
    }
  };

  const download = async (format: "csv" | "xlsx") => {
    setError(null);
    try {
      await downloadFile(`/api/incidents/${incidentId}/recall?format=${format}`, `recall-incident-${incidentId}.${format}`);
    } catch (e) {
      setError(errorLines(e));
    }
  };

  return (
    <section className={styles.section} aria-labelledby="incident-recall" data-testid="incident-recall">
      <div className={styles.sectionHeader}>
        <h2 id="incident-recall" className={styles.sectionTitle}>
          {t("incidents.recall.title")}
        </h2>
        <span className={styles.muted} data-testid="incident-recall-progress" data-pending={pending} data-total={loads.length}>
          {t("incidents.recallProgress", { pending, total: loads.length })}
        </span>
        <div className={styles.recallActions} data-print="hide">
          <Button size="small" leadingVisual={DownloadIcon} onClick={() => void download("csv")} data-testid="incident-recall-csv">
            {t("incidents.recall.csv")}
          </Button>
          <Button size="small" leadingVisual={TableIcon} onClick={() => void download("xlsx")} data-testid="incident-recall-xlsx">
            {t("incidents.recall.xlsx")}
          </Button>
          <Button size="small" leadingVisual={FileIcon} onClick={() => window.print()} data-testid="incident-recall-print">
            {t("incidents.recall.print")}
          </Button>
        </div>
      </div>
      <p className={styles.muted}>{t(control ? "incidents.recall.hintControl" : "incidents.recall.hint")}</p>
      <AlertBanner alert={error ? { variant: "critical", lines: error } : null} onDismiss={() => setError(null)} />
      {loads.length === 0 ? (
        <p className={styles.muted}>{t(control ? "incidents.recall.noneControl" : "incidents.recall.none")}</p>
      ) : (
        <div className={styles.tableScroll}>
          <table className={styles.recallTable}>
            <caption className={styles.srOnly}>{t("incidents.recall.title")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("incidents.column.readNumber")}</th>
                <th scope="col">{t("incidents.recall.kind")}</th>
                <th scope="col">{t("incidents.recall.date")}</th>
                <th scope="col">{t("incidents.recall.cycle")}</th>
                <th scope="col">{t("incidents.lot")}</th>
                <th scope="col">{t("incidents.recall.operator")}</th>
                <th scope="col">{t("incidents.recall.status")}</th>
                <th scope="col">{t("incidents.recall.updated")}</th>
              </tr>
            </thead>
            <tbody>
              {loads.map((load) => {
                const r = load.reading;
                const number = r?.readNumber ?? null;
                return (
                  <tr key={load.loadId} data-testid="incident-load" data-load-id={load.loadId} data-status={load.status}>
                    <th scope="row">{number ?? "—"}</th>
                    <td>{r ? readingKindText(t, r.kind) : "—"}</td>
                    <td>{r ? formatDateTime(r.date) : "—"}</td>
                    <td>{[r?.cycle, r?.loadNumber].filter(Boolean).join(" / ") || "—"}</td>
                    <td>{r?.lot || "—"}</td>
                    <td>{r?.operator || "—"}</td>
                    <td>
                      {readOnly ? (
                        <Label variant={VARIANT[load.status] ?? "secondary"}>{loadStatusText(t, load.status)}</Label>
                      ) : (
                        <Select
                          aria-label={t("incidents.recall.statusOf", { number: number ?? "" })}
                          value={load.status}
                          disabled={busy === load.loadId}
                          onChange={(event) => void choose(load, event.target.value as LoadStatus)}
                          data-testid="incident-load-status"
                        >
                          {LOAD_STATUSES.map((s) => (
                            <Select.Option key={s} value={s}>
                              {loadStatusText(t, s)}
                            </Select.Option>
                          ))}
                        </Select>
                      )}
                      {load.note && <span className={styles.note}>{load.note}</span>}
                    </td>
                    <td>
                      {load.updatedBy ? (
                        <>
                          {load.updatedBy}
                          {load.updatedAt && <span className={styles.note}>{formatDateTime(load.updatedAt)}</span>}
                        </>
                      ) : (
                        "—"
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {asking && <NotNeededDialog asking={asking} onSave={(note) => mark(asking.loadId, "NOT_NEEDED", note)} onClose={() => setAsking(null)} />}
    </section>
  );
}

/** Why a load need not be recalled: the note the server requires for NOT_NEEDED. */
function NotNeededDialog({ asking, onSave, onClose }: { asking: Asking; onSave: (note: string) => Promise<void>; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState("");
  const [missing, setMissing] = useState(false);
  const { busy, errors, run } = useDialogAction();
  const submit = () => {
    if (!note.trim()) {
      setMissing(true);
      return;
    }
    void run(() => onSave(note.trim()), onClose);
  };
  return (
    <RecordDialog
      title={t("incidents.notNeeded.title", { number: asking.readNumber ?? "" })}
      subtitle={t("incidents.notNeeded.hint")}
      onClose={onClose}
      busy={busy}
      errors={errors}
      onSubmit={submit}
      width="narrow"
      testId="incident-not-needed-dialog"
      footer={(formId) => <CancelSaveButtons formId={formId} busy={busy} onCancel={onClose} />}
    >
      <FormControl required>
        <FormControl.Label>{t("incidents.notNeeded.note")}</FormControl.Label>
        <Textarea
          block
          name="note"
          value={note}
          maxLength={4000}
          validationStatus={missing ? "error" : undefined}
          onChange={(event) => {
            setNote(event.target.value);
            setMissing(false);
          }}
        />
        {missing && <FormControl.Validation variant="error">{t("This field is required")}</FormControl.Validation>}
      </FormControl>
    </RecordDialog>
  );
}
