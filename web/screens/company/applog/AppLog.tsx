// /AppLog — the company's application log (screen 320, module 100): a read-only list of every
// change made through the application, newest first, with the date, the user and the
// detail (its entity and action words in the reader's language, written by the server).
// Paged and searched on the server (by user and detail); no new, edit or delete.
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment, usePreloadedQuery } from "react-relay";
import type { AppLog_log$key } from "../../../__generated__/AppLog_log.graphql";
import type { AppLogQuery } from "../../../__generated__/AppLogQuery.graphql";
import { formatDateTime } from "../../../i18n/dateFormat";
import { Page } from "../../../components/Page";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import styles from "./AppLog.module.css";

export const APP_LOG_SCREEN = 320;

const query = graphql`
  query AppLogQuery {
    ...AppLog_log
  }
`;

const fragment = graphql`
  fragment AppLog_log on Query
  @refetchable(queryName: "AppLogPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "AppLogOrder" }
    descending: { type: "Boolean" }
  ) {
    appLog(first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppLog_appLog") {
      totalCount
      edges {
        node {
          id
          logDate
          appUser
          logDetail
        }
      }
    }
  }
`;

interface LogRow {
  id: string;
  logDate: string;
  appUser: string;
  logDetail: string;
}

/** The server's order: newest first (server/applog/service.ts). */
const NEWEST_FIRST = { key: "logDate", direction: "desc" } as const;

export function AppLog({ queryRef }: ScreenProps<AppLogQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("applog.eyebrow")} title={t("applog.title")} description={t("applog.description")} testId="screen-applog">
      <Suspense fallback={<TableLoading />}>
        <LogList queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function LogList({ queryRef }: ScreenProps<AppLogQuery>) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AppLogQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(fragment, data as AppLog_log$key);
  const rows: LogRow[] = useMemo(() => list.appLog.edges.map((e) => e.node as LogRow), [list]);

  const columns: Column<LogRow>[] = [
    // The date names the row (a short row header that never wraps); the detail wraps.
    { key: "logDate", header: t("applog.logDate"), value: (r) => new Date(r.logDate), text: (r) => formatDateTime(r.logDate), order: "LOG_DATE", rowHeader: true, width: "minmax(180px, auto)" },
    { key: "appUser", header: t("applog.appUser"), value: (r) => r.appUser, order: "APP_USER", width: "minmax(140px, 1fr)" },
    { key: "logDetail", header: t("applog.logDetail"), value: (r) => r.logDetail, render: (r) => <span className={styles.detail}>{r.logDetail}</span>, sortable: false, width: "minmax(260px, 4fr)" },
  ];
  const table = useConnectionTable({ id: "applog", rows, totalCount: list.appLog.totalCount, pagination, columns, initialSort: NEWEST_FIRST });

  return <RecordTable<LogRow> id="applog" title={t("applog.title")} rows={rows} loading={table.loading} server={table.server} getRowId={(r) => r.id} columns={columns} initialSort={NEWEST_FIRST} />;
}
