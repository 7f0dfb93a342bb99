// /AppIncidents — the company's incidents (docs/incidents.md): a positive BI (or a protein result
// over the action level) takes a machine out of service until its re-tests pass and a manager
// signs its return. Open incidents first, then closed ones, newest first (the server's order),
// paged on the server; ?status=OPEN|CLOSED keeps one state. Live: incidentChanged brings each
// incident opened or changed, merged by Relay and placed at the top of the list when new.
import { Link, SegmentedControl } from "@primer/react";
import { Suspense, useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, useSubscription } from "react-relay";
import { Link as RouterLink, useSearchParams } from "react-router-dom";
import { ConnectionHandler, type GraphQLSubscriptionConfig } from "relay-runtime";
import type { AppIncidentsQuery, IncidentStatus } from "../../__generated__/AppIncidentsQuery.graphql";
import type { AppIncidents_list$key } from "../../__generated__/AppIncidents_list.graphql";
import type { AppIncidents_row$data, AppIncidents_row$key } from "../../__generated__/AppIncidents_row.graphql";
import type { AppIncidentsSubscription } from "../../__generated__/AppIncidentsSubscription.graphql";
import { Page } from "../../components/Page";
import { RecordTable } from "../../components/table/RecordTable";
import { TableLoading } from "../../components/table/TableLoading";
import type { Column } from "../../components/table/types";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { formatDateTime } from "../../i18n/dateFormat";
import { addToTotal } from "../../relay/connections";
import type { ScreenProps } from "../../routes/PreloadedScreen";
import { IncidentStatusLabel } from "./IncidentStatusLabel";
import { incidentPath, statusFromAddress } from "./address";
import { machineKindText } from "./incidentTexts";
import styles from "./Incidents.module.css";

const query = graphql`
  query AppIncidentsQuery($status: IncidentStatus) {
    ...AppIncidents_list @arguments(status: $status)
  }
`;

const listFragment = graphql`
  fragment AppIncidents_list on Query
  @refetchable(queryName: "AppIncidentsPaginationQuery")
  @argumentDefinitions(count: { type: "Int", defaultValue: 25 }, cursor: { type: "String" }, status: { type: "IncidentStatus" }) {
    incidents(first: $count, after: $cursor, status: $status) @connection(key: "AppIncidents_incidents") {
      __id
      totalCount
      edges {
        node {
          id
          ...AppIncidents_row
        }
      }
    }
  }
`;

const rowFragment = graphql`
  fragment AppIncidents_row on Incident @inline {
    id
    incidentId
    status
    openedAt
    closedAt
    machine {
      kind
      name
      serial
    }
    reading {
      readNumber
    }
    loads {
      status
    }
    retests {
      needed
      consecutive
    }
  }
`;

const subscription = graphql`
  subscription AppIncidentsSubscription {
    incidentChanged {
      id
      status
      ...AppIncidents_row
    }
  }
`;

export function AppIncidents({ queryRef }: ScreenProps<AppIncidentsQuery>) {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const { status } = statusFromAddress(params);
  const choices: { value: IncidentStatus | null; label: string }[] = [
    { value: null, label: t("incidents.filter.all") },
    { value: "OPEN", label: t("incidents.filter.open") },
    { value: "CLOSED", label: t("incidents.filter.closed") },
  ];
  return (
    <Page eyebrow={t("incidents.eyebrow")} title={t("incidents.title")} description={t("incidents.description")} testId="screen-appincidents">
      <div className={styles.toolbar}>
        <SegmentedControl aria-label={t("incidents.filter.label")} onChange={(i) => setParams(choices[i]!.value ? { status: choices[i]!.value! } : {}, { replace: true })}>
          {choices.map((c) => (
            <SegmentedControl.Button key={c.label} selected={c.value === status} data-testid={`incidents-filter-${(c.value ?? "all").toLowerCase()}`}>
              {c.label}
            </SegmentedControl.Button>
          ))}
        </SegmentedControl>
      </div>
      <Suspense fallback={<TableLoading />}>
        <IncidentList queryRef={queryRef} status={status} />
      </Suspense>
    </Page>
  );
}

type Row = AppIncidents_row$data;

const pendingLoads = (r: Row) => r.loads.filter((l) => l.status === "PENDING").length;

function IncidentList({ queryRef, status }: ScreenProps<AppIncidentsQuery> & { status: IncidentStatus | null }) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AppIncidentsQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(listFragment, data as AppIncidents_list$key);
  const connectionId = list.incidents.__id;
  const rows: Row[] = useMemo(() => list.incidents.edges.map((e) => readInlineData<AppIncidents_row$key>(rowFragment, e.node)), [list]);
  useLiveIncidents(connectionId, status);

  const columns: Column<Row>[] = [
    { key: "status", header: t("incidents.column.status"), render: (r) => <IncidentStatusLabel status={r.status} />, text: (r) => r.status, sortable: false, width: "minmax(130px, auto)" },
    {
      key: "machine",
      header: t("incidents.column.machine"),
      rowHeader: true,
      sortable: false,
      text: (r) => `${r.machine.name} ${r.machine.serial}`,
      render: (r) => (
        <Link as={RouterLink} to={incidentPath(r.incidentId)} data-testid="incident-link">
          {machineKindText(t, r.machine.kind)} {r.machine.name} · {r.machine.serial}
        </Link>
      ),
      width: "minmax(220px, 3fr)",
    },
    { key: "openedAt", header: t("incidents.column.openedAt"), text: (r) => formatDateTime(r.openedAt), sortable: false, width: "minmax(150px, auto)" },
    { key: "readNumber", header: t("incidents.column.readNumber"), text: (r) => (r.reading ? String(r.reading.readNumber) : "—"), sortable: false, align: "end", width: "minmax(90px, auto)" },
    {
      key: "recall",
      header: t("incidents.column.recall"),
      sortable: false,
      text: (r) => t("incidents.recallProgress", { pending: pendingLoads(r), total: r.loads.length }),
      render: (r) => (
        <span data-testid="incident-recall-cell" data-pending={pendingLoads(r)} data-total={r.loads.length}>
          {t("incidents.recallProgress", { pending: pendingLoads(r), total: r.loads.length })}
        </span>
      ),
      width: "minmax(140px, auto)",
    },
    { key: "retests", header: t("incidents.column.retests"), sortable: false, text: (r) => `${r.retests.consecutive}/${r.retests.needed}`, align: "end", width: "minmax(90px, auto)" },
  ];
  const table = useConnectionTable({ id: "incidents", rows, totalCount: list.incidents.totalCount, pagination, columns });
  // Neither searched nor sorted: the server's order (open first, newest first) is the list's.
  const server = { ...table.server, search: undefined, onSearchChange: undefined, sort: null, onSortChange: undefined };
  return <RecordTable<Row> id="incidents" title={t("incidents.title")} rows={rows} loading={table.loading} server={server} getRowId={(r) => r.id} columns={columns} />;
}

/** New incidents come in at the top of the list shown; one that leaves the filter's state goes out. */
function useLiveIncidents(connectionId: string, status: IncidentStatus | null) {
  const config = useMemo<GraphQLSubscriptionConfig<AppIncidentsSubscription>>(
    () => ({
      subscription,
      variables: {},
      updater: (store) => {
        const incident = store.getRootField("incidentChanged");
        const connection = store.get(connectionId);
        if (!incident || !connection) return;
        const id = incident.getDataID();
        const listed = (connection.getLinkedRecords("edges") ?? []).some((edge) => edge?.getLinkedRecord("node")?.getDataID() === id);
        const belongs = status === null || incident.getValue("status") === status;
        if (listed && !belongs) {
          ConnectionHandler.deleteNode(connection, id);
          addToTotal(connection, -1);
        } else if (!listed && belongs) {
          ConnectionHandler.insertEdgeBefore(connection, ConnectionHandler.createEdge(store, connection, incident, "IncidentConnectionEdge"));
          addToTotal(connection, 1);
        }
      },
      onError: (error) => console.error("incidentChanged subscription", error),
    }),
    [connectionId, status],
  );
  useSubscription(config);
}
