// The report viewer (spec 001 "Historical browser", section 7): the record's HTML from
// the historicalReport query shown in an iframe 750 px wide — the width it is laid out and
// printed at — with a Print button that prints the frame alone. A failure shows its text.
// The frame is sandboxed without scripts (the document is the server's own, printed as is);
// same-origin is kept so the parent may call its print().
import { Button, Dialog, Spinner } from "@primer/react";
import { useRef } from "react";
import { useTranslation } from "react-i18next";
import { AlertBanner } from "../../components/AlertBanner";
import styles from "./Historical.module.css";

export const REPORT_WIDTH = 750;

export interface ReportState {
  html: string | null;
  errors: string[] | null;
}

export interface ReportViewerProps {
  report: ReportState;
  onClose: () => void;
}

export function ReportViewer({ report, onClose }: ReportViewerProps) {
  const { t } = useTranslation();
  const frame = useRef<HTMLIFrameElement>(null);
  const loading = report.html === null && report.errors === null;
  return (
    <Dialog
      title={t("historical.report.title")}
      subtitle={t("historical.report.subtitle")}
      // The frame's width plus the body's padding; narrower screens scroll the frame.
      width={`${REPORT_WIDTH + 34}px`}
      className={styles.reportDialog}
      onClose={(gesture) => {
        // Primer reports a click on the backdrop as "escape"; only the key and the X close.
        if (gesture === "escape" && window.event && window.event.type !== "keydown") return;
        onClose();
      }}
    >
      <div data-testid="report-viewer" className={styles.reportBody}>
        {report.errors && <AlertBanner alert={{ variant: "critical", lines: report.errors }} />}
        {loading && (
          <div className={styles.reportLoading} data-testid="report-loading">
            <Spinner size="medium" srText={null} />
            <span>{t("historical.report.generating")}</span>
          </div>
        )}
        {report.html !== null && (
          <iframe
            ref={frame}
            title={t("historical.report.title")}
            srcDoc={report.html}
            sandbox="allow-same-origin allow-modals"
            width={REPORT_WIDTH}
            className={styles.reportFrame}
            data-testid="report-frame"
          />
        )}
      </div>
      <Dialog.Footer>
        <Button onClick={onClose}>{t("common.close")}</Button>
        <Button variant="primary" disabled={!report.html} onClick={() => frame.current?.contentWindow?.print()} data-testid="report-print">
          {t("historical.report.print")}
        </Button>
      </Dialog.Footer>
    </Dialog>
  );
}
