// The entries of /AppAudit: the chain's links with their records, newest first, 25 at a time
// (Load more asks the next page after the last cursor). Each row: the link's number, the
// record's time and type, who did it, what was done (the server's words), and the two hashes
// abbreviated in monospace — the whole value in the title, and the link's hash to copy.
import { CheckIcon, CopyIcon, HistoryIcon } from "@primer/octicons-react";
import { Button, IconButton, Label } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment } from "react-relay";
import type { AuditEntries_trail$key } from "../../../__generated__/AuditEntries_trail.graphql";
import { EmptyState } from "../../../components/EmptyState";
import { formatDateTime } from "../../../i18n/dateFormat";
import styles from "./Audit.module.css";

const PAGE = 25;

const fragment = graphql`
  fragment AuditEntries_trail on Query
  @refetchable(queryName: "AuditEntriesPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, filter: { type: "AuditTrailFilter" }) {
    auditTrail(first: $count, after: $cursor, filter: $filter) @connection(key: "AuditEntries_auditTrail", filters: ["filter"]) {
      edges {
        node {
          id
          seq
          at
          recordType
          userName
          summary
          contentHash
          hash
        }
      }
    }
  }
`;

const TYPE_VARIANT = { READING: "accent", LICENSE: "attention", COMPANY_LOG: "secondary", INCIDENT: "danger", SIGNATURE: "done" } as const;

export function AuditEntries({ trail }: { trail: AuditEntries_trail$key }) {
  const { t } = useTranslation();
  const { data, hasNext, isLoadingNext, loadNext } = usePaginationFragment(fragment, trail);
  const [copied, setCopied] = useState<number | null>(null);
  const entries = data.auditTrail.edges.map((e) => e.node);

  if (entries.length === 0) return <EmptyState icon={HistoryIcon} title={t("audit.empty")} description={t("audit.emptyHint")} testId="audit-empty" />;

  const copy = async (seq: number, hash: string) => {
    await navigator.clipboard?.writeText(hash).catch(() => undefined);
    setCopied(seq);
  };
  return (
    <section className={styles.entries} aria-labelledby="audit-entries-title">
      <div className={styles.entriesHeader}>
        <h2 id="audit-entries-title" className={styles.sectionTitle}>
          {t("audit.entries")}
        </h2>
        <p className={styles.muted} data-testid="audit-count" data-count={entries.length}>
          {t("audit.shown", { count: entries.length })}
        </p>
      </div>
      <div className={styles.tableScroll}>
        <table className={styles.table} data-testid="audit-table">
          <caption className={styles.visuallyHidden}>{t("audit.entries")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("audit.column.seq")}</th>
              <th scope="col">{t("audit.column.at")}</th>
              <th scope="col">{t("audit.column.type")}</th>
              <th scope="col">{t("audit.column.user")}</th>
              <th scope="col">{t("audit.column.summary")}</th>
              <th scope="col">{t("audit.column.contentHash")}</th>
              <th scope="col">{t("audit.column.hash")}</th>
            </tr>
          </thead>
          <tbody>
            {entries.map((e) => (
              <tr key={e.id} data-testid="audit-row" data-seq={e.seq} data-type={e.recordType} data-hash={e.hash}>
                <th scope="row" className={styles.seq}>
                  #{e.seq}
                </th>
                <td className={styles.nowrap}>{formatDateTime(e.at)}</td>
                <td>
                  <Label variant={TYPE_VARIANT[e.recordType as keyof typeof TYPE_VARIANT] ?? "secondary"}>{t(`audit.type.${e.recordType}`)}</Label>
                </td>
                <td className={styles.user}>{e.userName ?? <span className={styles.muted}>{t("audit.system")}</span>}</td>
                <td className={styles.summary}>{e.summary}</td>
                <td>
                  <code className={styles.hash} title={e.contentHash}>
                    {e.contentHash.slice(0, 10)}…
                  </code>
                </td>
                <td>
                  <span className={styles.hashCell}>
                    <code className={styles.hash} title={e.hash}>
                      {e.hash.slice(0, 10)}…
                    </code>
                    <IconButton
                      icon={copied === e.seq ? CheckIcon : CopyIcon}
                      aria-label={t("audit.copy", { seq: e.seq })}
                      size="small"
                      variant="invisible"
                      onClick={() => void copy(e.seq, e.hash)}
                      data-testid="audit-copy"
                    />
                  </span>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <p className={styles.visuallyHidden} role="status">
        {copied !== null ? t("audit.copied", { seq: copied }) : ""}
      </p>
      {hasNext && (
        <Button onClick={() => loadNext(PAGE)} disabled={isLoadingNext} className={styles.loadMore} data-testid="audit-load-more">
          {t("audit.loadMore")}
        </Button>
      )}
    </section>
  );
}
