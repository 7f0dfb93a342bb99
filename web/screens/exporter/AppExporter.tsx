// /AppExporter (screen 820, spec 001 "Exporter", sections 5 and 7; server contract
// docs/historical-api.md "Export"): choose a reading type, a file type (csv: a separator), a
// filter and the columns, then export. The file streams in with live progress and is saved
// under the server's name. The historical browser opens this screen with
// `state: { indicatorSelected }` to preselect its reading type. Without an active licence that
// unlocks the exporter a banner says so and Export is off, live (ExporterLicense).
import { DownloadIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useEffect, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useLocation } from "react-router-dom";
import { AlertBanner } from "../../components/AlertBanner";
import { Page } from "../../components/Page";
import { useSession } from "../../session/session";
import { ColumnChecklist } from "./ColumnChecklist";
import { fileLabelKeys, readFromState, readLabelKeys } from "./exportOptions";
import { ExporterLicense } from "./ExporterLicense";
import { ExportFilters } from "./ExportFilters";
import { ExportProgress } from "./ExportProgress";
import { backwards, emptyForm, exportBody, type ExportForm } from "./exportRequest";
import { ExportSettings } from "./ExportSettings";
import { useExportColumns } from "./useExportColumns";
import { useExportDownload } from "./useExportDownload";
import styles from "./AppExporter.module.css";

export const EXPORTER_SCREEN = 820;

export function AppExporter() {
  const { t } = useTranslation();
  const location = useLocation();
  const { claims } = useSession();
  const [form, setForm] = useState<ExportForm>(() => emptyForm(readFromState(location.state)));
  const columns = useExportColumns(form.read);
  const download = useExportDownload();
  const running = download.progress.phase === "running";
  // null until the licence answer arrives (the server guards the export in any case).
  const [licensed, setLicensed] = useState<boolean | null>(null);

  // Arriving again from the historical browser (already on this screen) switches the type.
  useEffect(() => {
    const read = readFromState(location.state);
    if (read) setForm((previous) => (previous.read === read ? previous : { ...previous, read, incubatorId: "" }));
  }, [location.key, location.state]);

  const change = (patch: Partial<ExportForm>) =>
    setForm((previous) => ({
      ...previous,
      ...patch,
      // Incubator ids belong to the previous type's list.
      ...(patch.read && patch.read !== previous.read ? { incubatorId: "" } : {}),
    }));

  const blocked =
    licensed === false ||
    !form.read ||
    (form.fileType === "csv" && !form.separator) ||
    columns.loading ||
    columns.chosenKeys.length === 0 ||
    backwards(form.dateFrom, form.dateTo) ||
    backwards(form.resultDateFrom, form.resultDateTo);

  const startExport = () => {
    if (blocked || running) return;
    void download.start(form.fileType, form.read, exportBody(form, columns.chosenKeys, claims?.Id));
  };

  return (
    <Page eyebrow={t("exporter.eyebrow")} title={t("exporter.title")} description={t("exporter.description")} testId="screen-exporter">
      <div className={styles.root}>
        <ExporterLicense onChange={setLicensed} />
        {columns.error && <AlertBanner alert={{ variant: "critical", lines: columns.error }} />}
        {download.error && <AlertBanner alert={{ variant: "critical", lines: download.error }} onDismiss={download.clearError} />}
        <div className={styles.layout}>
          <div className={styles.side}>
            <Section title={t("exporter.settings")} testId="export-settings">
              <ExportSettings form={form} disabled={running} onChange={change} />
            </Section>
            <Section title={t("exporter.filters")} testId="export-filters">
              <ExportFilters form={form} disabled={running} onChange={change} />
            </Section>
          </div>
          <Section title={t("exporter.columns")} testId="export-columns-section">
            <ColumnChecklist state={columns} hasRead={form.read !== ""} disabled={running} />
          </Section>
        </div>
        <footer className={styles.footer}>
          {download.progress.phase === "idle" ? (
            <p className={styles.summary} data-testid="export-summary">
              {form.read &&
                t("exporter.summary", {
                  type: t(readLabelKeys[form.read]),
                  file: t(fileLabelKeys[form.fileType]),
                  count: columns.chosenKeys.length,
                })}
            </p>
          ) : (
            <ExportProgress progress={download.progress} onCancel={download.cancel} />
          )}
          <div className={styles.actions}>
            <Button variant="primary" size="large" leadingVisual={DownloadIcon} disabled={blocked} loading={running} onClick={startExport} data-testid="export-button">
              {running ? t("exporter.exporting") : t("exporter.export")}
            </Button>
          </div>
        </footer>
      </div>
    </Page>
  );
}

function Section({ title, testId, children }: { title: string; testId: string; children: ReactNode }) {
  return (
    <section className={styles.section} data-testid={testId} aria-label={title}>
      <h2 className={styles.sectionTitle}>{title}</h2>
      {children}
    </section>
  );
}
