// /AppAudit — the company's audit trail (screen 880, docs/audit.md "The viewer"), for its
// administrators and supervisors: the verification of the hash chain on top, the filter (kept
// in the address: auditFromAddress gives the route its variables), the entries newest first,
// and the files an auditor takes away — the trail as CSV or Excel with its hashes and the
// verification, and the seals with their public key — downloaded from the REST door with the
// session's token.
import { DownloadIcon, FileCodeIcon, TableIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery } from "react-relay";
import { useSearchParams } from "react-router-dom";
import type { AppAuditQuery } from "../../../__generated__/AppAuditQuery.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner } from "../../../components/AlertBanner";
import { downloadFile } from "../../../components/downloads/saveFile";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { auditChoice, exportQuery, type AuditChoice } from "./address";
import { AuditEntries } from "./AuditEntries";
import { AuditFilters } from "./AuditFilters";
import { AuditVerification } from "./AuditVerification";
import styles from "./Audit.module.css";
import { RefusalBoundary } from "../../../components/RefusalBoundary";

export const AUDIT_SCREEN = 880;

const query = graphql`
  query AppAuditQuery($filter: AuditTrailFilter) {
    ...AuditEntries_trail @arguments(filter: $filter)
  }
`;

export function AppAudit({ queryRef }: ScreenProps<AppAuditQuery>) {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const choice = auditChoice(params);
  return (
    <Page eyebrow={t("audit.eyebrow")} title={t("audit.title")} description={t("audit.description")} testId="screen-appaudit">
      <AuditVerification />
      <AuditFilters choice={choice} />
      <Exports choice={choice} />
      <RefusalBoundary key={params.toString()}>
        <Suspense fallback={<TableLoading />}>
          <Trail queryRef={queryRef} />
        </Suspense>
      </RefusalBoundary>
    </Page>
  );
}

function Trail({ queryRef }: ScreenProps<AppAuditQuery>) {
  const data = usePreloadedQuery<AppAuditQuery>(query, queryRef);
  return <AuditEntries trail={data} />;
}

function Exports({ choice }: { choice: AuditChoice }) {
  const { t } = useTranslation();
  const [error, setError] = useState<string[] | null>(null);
  const [busy, setBusy] = useState<string | null>(null);
  const download = async (key: string, path: string, fallback: string) => {
    setError(null);
    setBusy(key);
    try {
      await downloadFile(path, fallback);
    } catch (e) {
      setError(errorLines(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <section className={styles.exports} aria-labelledby="audit-export-title">
      <div>
        <h2 id="audit-export-title" className={styles.sectionTitle}>
          {t("audit.export.title")}
        </h2>
        <p className={styles.muted}>{t("audit.export.hint")}</p>
      </div>
      <div className={styles.exportButtons}>
        <Button leadingVisual={DownloadIcon} disabled={busy !== null} onClick={() => void download("csv", `/api/audit/export?${exportQuery(choice, "csv")}`, "audit-trail.csv")} data-testid="audit-export-csv">
          {t("audit.export.csv")}
        </Button>
        <Button leadingVisual={TableIcon} disabled={busy !== null} onClick={() => void download("xlsx", `/api/audit/export?${exportQuery(choice, "xlsx")}`, "audit-trail.xlsx")} data-testid="audit-export-xlsx">
          {t("audit.export.xlsx")}
        </Button>
        <Button leadingVisual={FileCodeIcon} disabled={busy !== null} onClick={() => void download("seals", "/api/audit/seals/export", "audit-seals.json")} data-testid="audit-export-seals">
          {t("audit.export.seals")}
        </Button>
      </div>
      <AlertBanner alert={error ? { variant: "critical", lines: error } : null} onDismiss={() => setError(null)} className={styles.exportAlert} />
    </section>
  );
}

