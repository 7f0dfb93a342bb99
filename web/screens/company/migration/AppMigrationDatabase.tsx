// /appmigrationdatabase — the desktop database import (screen 322, spec 002 §2.8, §4, §8;
// docs/desktop-import.md): a .db file, the sector its readings go to (the user's by default),
// Import → a confirmation with the three warnings → Confirm. The file goes to the REST upload
// (streamed to disk on the server), processing starts through GraphQL and its progress comes
// by subscription. While a migration is in progress the file selection is disabled.
import { useCallback, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button, ProgressBar } from "@primer/react";
import { graphql, usePreloadedQuery, useRelayEnvironment, useSubscription } from "react-relay";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { AppMigrationDatabaseQuery } from "../../../__generated__/AppMigrationDatabaseQuery.graphql";
import type { AppMigrationDatabaseProgressSubscription, AppMigrationDatabaseProgressSubscription$data } from "../../../__generated__/AppMigrationDatabaseProgressSubscription.graphql";
import type { AppMigrationDatabaseProcessMutation } from "../../../__generated__/AppMigrationDatabaseProcessMutation.graphql";
import type { AppMigrationDatabaseHistoryQuery } from "../../../__generated__/AppMigrationDatabaseHistoryQuery.graphql";
import { Page } from "../../../components/Page";
import { AlertBanner, type Alert } from "../../../components/AlertBanner";
import { SelectField } from "../../../components/fields/SelectField";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { RecordTable } from "../../../components/table/RecordTable";
import type { Column } from "../../../components/table/types";
import { formatDateTime } from "../../../i18n/dateFormat";
import { commit, query as fetchOnce } from "../../../relay/operations";
import { useSession } from "../../../session/session";
import { session } from "../../../session/session";
import { handleSessionAnswer } from "../../../api/http";
import { messageLines } from "../../../api/errors";
import { useSectors } from "../shared/useSectors";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import styles from "./AppMigrationDatabase.module.css";

export const MIGRATION_SCREEN = 322;
const IN_PROGRESS = 1;

const query = graphql`
  query AppMigrationDatabaseQuery {
    ...useSectors_query
    desktopMigrations {
      ...AppMigrationDatabase_row @relay(mask: false)
    }
  }
`;

graphql`
  fragment AppMigrationDatabase_row on DesktopMigration {
    id
    migrationDate
    dbId
    status
    statusEnum
    sectorName
    totalImportedResults
    message
  }
`;

const historyQuery = graphql`
  query AppMigrationDatabaseHistoryQuery {
    desktopMigrations {
      ...AppMigrationDatabase_row @relay(mask: false)
    }
  }
`;

const processMutation = graphql`
  mutation AppMigrationDatabaseProcessMutation($id: Int!) {
    processDesktopMigration(id: $id) {
      ...AppMigrationDatabase_row @relay(mask: false)
    }
  }
`;

const progressSubscription = graphql`
  subscription AppMigrationDatabaseProgressSubscription {
    desktopMigrationProgress {
      id
      statusEnum
      status
      phase
      done
      total
      message
      totalImportedResults
    }
  }
`;

interface MigrationRow {
  id: number;
  migrationDate: unknown;
  dbId: string;
  status: string;
  statusEnum: number;
  sectorName: string;
  totalImportedResults: number;
  message: string;
}
type Progress = NonNullable<AppMigrationDatabaseProgressSubscription$data["desktopMigrationProgress"]>;

/** The REST upload (a file transfer): multipart {file, sectorId} → { message, migration }. */
async function uploadFile(file: File, sectorId: string): Promise<{ message: string; migration: { id: number } }> {
  const form = new FormData();
  form.append("sectorId", sectorId);
  form.append("file", file, file.name);
  const token = session.token();
  const res = await fetch("/api/desktopmigrator", { method: "POST", body: form, headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    /* a plain-text answer */
  }
  if (!res.ok) {
    handleSessionAnswer(res.status, data);
    throw new Error(messageLines(data).join("\n") || `HTTP ${res.status}`);
  }
  return data as { message: string; migration: { id: number } };
}

export function AppMigrationDatabase({ queryRef }: ScreenProps<AppMigrationDatabaseQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<AppMigrationDatabaseQuery>(query, queryRef);
  const { sectors } = useSectors(data);
  const { claims } = useSession();
  const [rows, setRows] = useState<readonly MigrationRow[]>(data.desktopMigrations as readonly MigrationRow[]);
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [sectorId, setSectorId] = useState<string>(claims?.SectorId ? String(claims.SectorId) : "");
  const [confirming, setConfirming] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [progress, setProgress] = useState<Progress | null>(null);
  const [busy, setBusy] = useState(false);
  const fileInput = useRef<HTMLInputElement>(null);

  const reload = useCallback(async () => {
    const r = await fetchOnce<AppMigrationDatabaseHistoryQuery>(environment, historyQuery, {});
    setRows(r.desktopMigrations as readonly MigrationRow[]);
  }, [environment]);

  const inProgress = busy || rows.some((r) => r.statusEnum === IN_PROGRESS) || progress?.statusEnum === IN_PROGRESS;

  const clearFile = () => {
    setFile(null);
    if (fileInput.current) fileInput.current.value = "";
  };

  const subscription = useMemo<GraphQLSubscriptionConfig<AppMigrationDatabaseProgressSubscription>>(
    () => ({
      subscription: progressSubscription,
      variables: {},
      onNext: (response) => {
        const p = response?.desktopMigrationProgress;
        if (!p) return;
        setProgress(p);
        if (p.statusEnum === 2) {
          setAlert({ variant: "success", lines: [p.message ?? t("migration.done")] });
          clearFile();
          void reload();
        } else if (p.statusEnum === 3) {
          setAlert({ variant: "critical", lines: (p.message ?? "").split("\n") });
          void reload();
        }
      },
      onError: (error) => console.warn("migration progress subscription", error),
    }),
    [reload, t],
  );
  useSubscription(subscription);

  const chooseFile = (f: File | null) => {
    setAlert(null);
    if (f && !/\.db$/i.test(f.name)) {
      setFileError(t("migration.invalidExtension"));
      setFile(null);
      if (fileInput.current) fileInput.current.value = "";
      return;
    }
    setFileError(null);
    setFile(f);
  };

  const importNow = async () => {
    if (!file) return;
    setBusy(true);
    setProgress(null);
    try {
      const up = await uploadFile(file, sectorId);
      await reload();
      const r = await commit<AppMigrationDatabaseProcessMutation>(environment, processMutation, { id: up.migration.id });
      const row = r.processDesktopMigration as MigrationRow;
      setRows((current) => [row, ...current.filter((c) => c.id !== row.id)]);
      setAlert({ variant: "info", lines: [t("migration.started")] });
    } finally {
      setBusy(false);
    }
  };

  const columns: Column<MigrationRow>[] = [
    { key: "migrationDate", header: t("migration.date"), value: (r) => new Date(r.migrationDate as string), text: (r) => formatDateTime(r.migrationDate as string), rowHeader: true, width: "minmax(170px, auto)" },
    { key: "dbId", header: t("migration.dbId"), value: (r) => r.dbId, width: "minmax(280px, 2fr)" },
    { key: "status", header: t("migration.status"), value: (r) => t(`migration.status.${r.statusEnum}`, { defaultValue: r.status }), width: "minmax(110px, 1fr)" },
    { key: "sectorName", header: t("migration.sectorName"), value: (r) => r.sectorName, width: "minmax(140px, 1fr)" },
    { key: "totalImportedResults", header: t("migration.totalImportedResults"), value: (r) => r.totalImportedResults, width: "minmax(120px, auto)" },
  ];
  // The numbers come by subscription; until the first event (or on an instance that is not the
  // one processing) a migration at statusEnum 1 still shows the bar, without numbers.
  const live = progress?.statusEnum === IN_PROGRESS ? progress : null;
  const showProgress = Boolean(live) || rows.some((r) => r.statusEnum === IN_PROGRESS && (!progress || progress.id !== r.id || progress.statusEnum === IN_PROGRESS));
  const sectorName = sectors.find((s) => String(s.sectorId) === sectorId)?.name ?? "";

  return (
    <Page eyebrow={t("migration.eyebrow")} title={t("migration.title")} description={t("migration.description")} testId="screen-migration">
      <div className={styles.alert}>
        <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />
      </div>
      <div className={styles.form}>
        <div>
          <label className={styles.fileLabel} htmlFor="migration-file">
            {t("migration.file")}
          </label>
          <input
            id="migration-file"
            ref={fileInput}
            className={styles.file}
            type="file"
            accept=".db"
            disabled={inProgress}
            aria-describedby={fileError ? "migration-file-error" : undefined}
            aria-invalid={fileError ? true : undefined}
            data-testid="migration-file"
            onChange={(e) => chooseFile(e.target.files?.[0] ?? null)}
          />
          {fileError && (
            <p id="migration-file-error" role="alert" style={{ color: "var(--fgColor-danger, #d1242f)", margin: "4px 0 0", fontSize: 13 }}>
              {fileError}
            </p>
          )}
        </div>
        <SelectField label={t("migration.sector")} value={sectorId} options={sectors.map((s) => ({ value: String(s.sectorId), label: s.name }))} onChange={setSectorId} required disabled={inProgress} name="sectorId" />
        <Button variant="primary" disabled={!file || !sectorId || inProgress} onClick={() => setConfirming(true)} data-testid="migration-import">
          {t("migration.import")}
        </Button>
      </div>
      {showProgress && (
        <div className={styles.progress} data-testid="migration-progress">
          <ProgressBar progress={live?.total ? Math.round((live.done / live.total) * 100) : 0} aria-label={t("migration.progress")} />
          <p className={styles.progressText} aria-live="polite">
            {live ? `${t(`migration.phase.${live.phase}`, { defaultValue: live.phase })}: ${live.done.toLocaleString()} / ${live.total.toLocaleString()}` : t("migration.status.1")}
          </p>
        </div>
      )}
      <RecordTable<MigrationRow> id="migrations" title={t("migration.history")} showTitle rows={rows} getRowId={(r) => String(r.id)} columns={columns} initialSort={{ key: "migrationDate", direction: "desc" }} searchable={false} />
      {confirming && file && (
        <ConfirmDialog
          title={t("migration.confirmTitle")}
          question={
            <>
              {t("migration.question", { file: file.name, sector: sectorName })}
              <ul className={styles.warnings}>
                <li>{t("migration.warningOnce")}</li>
                <li>{t("migration.warningIrreversible")}</li>
                <li>{t("migration.warningSector", { sector: sectorName })}</li>
              </ul>
            </>
          }
          confirmLabel={t("migration.confirm")}
          onConfirm={importNow}
          onDone={() => setConfirming(false)}
          onError={(lines) => {
            setConfirming(false);
            setAlert({ variant: "critical", lines });
            void reload();
          }}
          onClose={() => setConfirming(false)}
          testId="migration-confirm"
        />
      )}
    </Page>
  );
}
