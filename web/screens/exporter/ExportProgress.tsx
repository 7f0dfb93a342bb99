// Live progress of the running export: a bar, the bytes received, the rows (received of
// total for csv and xml, the total alone for a zipped xlsx), then the saved file's summary.
import { CheckCircleIcon, XIcon } from "@primer/octicons-react";
import { Button, ProgressBar } from "@primer/react";
import { useTranslation } from "react-i18next";
import type { ExportProgress as Progress } from "./useExportDownload";
import styles from "./AppExporter.module.css";

function numberFormat(digits: number): Intl.NumberFormat {
  try {
    return new Intl.NumberFormat(document.documentElement.lang || undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  } catch {
    return new Intl.NumberFormat(undefined, { minimumFractionDigits: digits, maximumFractionDigits: digits });
  }
}

/** KB up to a megabyte, then MB: what people read on download bars. */
export function sizeText(bytes: number): string {
  return bytes < 1024 * 1024 ? `${numberFormat(1).format(bytes / 1024)} KB` : `${numberFormat(1).format(bytes / 1024 / 1024)} MB`;
}

/** 0-100 when it can be estimated: from the size the server announced, else from the rows. */
export function percentOf(p: Progress): number | null {
  if (p.phase === "done") return 100;
  if (p.totalBytes) return Math.min(100, (p.bytes / p.totalBytes) * 100);
  if (p.rows !== null && p.rowsReceived !== null) return p.rows === 0 ? 100 : Math.min(100, (p.rowsReceived / p.rows) * 100);
  return null;
}

export function ExportProgress({ progress, onCancel }: { progress: Progress; onCancel: () => void }) {
  const { t } = useTranslation();
  if (progress.phase === "idle") return null;
  const percent = percentOf(progress);
  const running = progress.phase === "running";
  const count = numberFormat(0);
  const rows =
    progress.rows === null
      ? null
      : progress.rowsReceived !== null && running
        ? t("exporter.rowsOf", { done: count.format(progress.rowsReceived), total: count.format(progress.rows) })
        : t("exporter.rows", { total: count.format(progress.rows) });
  return (
    <section className={styles.progress} data-testid="export-progress" data-phase={progress.phase} aria-live="polite">
      <div className={styles.progressHead}>
        {progress.phase === "done" && <CheckCircleIcon className={styles.doneIcon} />}
        <strong className={styles.progressTitle}>
          {progress.phase === "done" ? t("exporter.saved") : progress.phase === "cancelled" ? t("exporter.cancelled") : t("exporter.exporting")}
        </strong>
        {progress.fileName && <code className={styles.fileName} data-testid="export-file-name">{progress.fileName}</code>}
        {running && (
          <Button size="small" variant="invisible" leadingVisual={XIcon} onClick={onCancel} data-testid="export-cancel" className={styles.cancel}>
            {t("common.cancel")}
          </Button>
        )}
      </div>
      {progress.phase !== "cancelled" && (
        <ProgressBar
          // Unknown size (a zipped xlsx without Content-Length): a full moving bar says "working".
          progress={percent ?? 100}
          animated={running && percent === null}
          barSize="default"
          bg={progress.phase === "done" ? "success.emphasis" : "accent.emphasis"}
          aria-label={t("exporter.progressLabel")}
          aria-valuetext={percent === null ? t("exporter.received", { size: sizeText(progress.bytes) }) : `${Math.floor(percent)} %`}
        />
      )}
      <p className={styles.progressText} data-testid="export-progress-text">
        <span data-testid="export-bytes">{t("exporter.received", { size: sizeText(progress.bytes) })}</span>
        {rows && <span data-testid="export-rows"> · {rows}</span>}
        {percent !== null && running && <span> · {Math.floor(percent)} %</span>}
      </p>
    </section>
  );
}
