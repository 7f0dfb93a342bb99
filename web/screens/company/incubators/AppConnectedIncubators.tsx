// /appconnectedincubators — the company's incubators (screen 800): name, connection date,
// work sector and connection status; no add, edit or delete. Row actions: assign a work
// sector (not for model type 1 nor a disconnected incubator) and free the incubator (only
// with a work sector, not model type 1), each in its dialog. The list stays current through
// the incubatorChanged subscription, with a refetch every 30 seconds as a fallback.
import { UnlinkIcon, WorkflowIcon } from "@primer/octicons-react";
import { Suspense, useEffect, useMemo, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, useSubscription } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { AppConnectedIncubators_incubators$key } from "../../../__generated__/AppConnectedIncubators_incubators.graphql";
import type { AppConnectedIncubators_row$data, AppConnectedIncubators_row$key } from "../../../__generated__/AppConnectedIncubators_row.graphql";
import type { AppConnectedIncubatorsAssignMutation } from "../../../__generated__/AppConnectedIncubatorsAssignMutation.graphql";
import type { AppConnectedIncubatorsFreeMutation } from "../../../__generated__/AppConnectedIncubatorsFreeMutation.graphql";
import type { AppConnectedIncubatorsQuery } from "../../../__generated__/AppConnectedIncubatorsQuery.graphql";
import type { AppConnectedIncubatorsSubscription } from "../../../__generated__/AppConnectedIncubatorsSubscription.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { FormDialog } from "../../../components/dialog/FormDialog";
import type { FieldDef } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { Page } from "../../../components/Page";
import { ConnectionStatus, MigrationMark } from "../../../components/table/indicators";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { formatDateTime } from "../../../i18n/dateFormat";
import { commit } from "../../../relay/operations";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { globalSectorId, sectorOptions } from "../shared/sectorIds";
import { useSectors, type SectorRow } from "../shared/useSectors";
import styles from "./AppConnectedIncubators.module.css";

export const INCUBATOR_SCREEN = 800;
/** Spec 000 section 9: the screen refreshes every 30 seconds. */
export const REFRESH_MS = 30_000;

const query = graphql`
  query AppConnectedIncubatorsQuery {
    ...useSectors_query
    ...AppConnectedIncubators_incubators
  }
`;

const incubatorsFragment = graphql`
  fragment AppConnectedIncubators_incubators on Query
  @refetchable(queryName: "AppConnectedIncubatorsPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "IncubatorOrder" }
    descending: { type: "Boolean" }
  ) {
    incubators(first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppConnectedIncubators_incubators") {
      totalCount
      edges {
        node {
          ...AppConnectedIncubators_row
        }
      }
    }
  }
`;

// The fields of a row, shared by the list, the mutations and the live events so that each
// answer refreshes the row it concerns.
const incubatorRowFragment = graphql`
  fragment AppConnectedIncubators_row on Incubator @inline {
    id
    incubatorId
    name
    serialNumber
    dateConnection
    connectionStatus
    modelType
    modelDescription
    desktopMigrationId
    canAssignSector
    canFree
    workSector {
      id
      name
    }
  }
`;

const subscription = graphql`
  subscription AppConnectedIncubatorsSubscription {
    incubatorChanged {
      id
      ...AppConnectedIncubators_row
    }
  }
`;

const assignMutation = graphql`
  mutation AppConnectedIncubatorsAssignMutation($incubatorId: ID!, $sectorId: ID!) {
    assignIncubatorSector(incubatorId: $incubatorId, sectorId: $sectorId) {
      ...AppConnectedIncubators_row
    }
  }
`;

const freeMutation = graphql`
  mutation AppConnectedIncubatorsFreeMutation($incubatorId: ID!) {
    freeIncubator(incubatorId: $incubatorId) {
      ...AppConnectedIncubators_row
    }
  }
`;

export type IncubatorRow = AppConnectedIncubators_row$data;

/** The server's order of the list (server/incubators/service.ts INCUBATOR_LIST). */
const BY_NAME = { key: "name", direction: "asc" } as const;

export function AppConnectedIncubators({ queryRef }: ScreenProps<AppConnectedIncubatorsQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("incubators.eyebrow")} title={t("incubators.title")} description={t("incubators.description")} testId="screen-appconnectedincubators">
      <Suspense fallback={<TableLoading />}>
        <IncubatorList queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function IncubatorList({ queryRef }: ScreenProps<AppConnectedIncubatorsQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const config = useScreenConfig(INCUBATOR_SCREEN);
  const label = useLabel(config);
  const banner = useTimedAlert();
  const [assigning, setAssigning] = useState<IncubatorRow | null>(null);
  const [freeing, setFreeing] = useState<IncubatorRow | null>(null);
  const data = usePreloadedQuery<AppConnectedIncubatorsQuery>(query, queryRef);
  const { sectors } = useSectors(data);
  const { data: list, ...pagination } = usePaginationFragment(incubatorsFragment, data as AppConnectedIncubators_incubators$key);
  const incubators: IncubatorRow[] = list.incubators.edges.map((edge) => readInlineData<AppConnectedIncubators_row$key>(incubatorRowFragment, edge.node));
  // Ids listed now, read by the live handler without re-subscribing at every change.
  const known = useRef<ReadonlySet<string>>(new Set());
  known.current = new Set(incubators.map((i) => i.id));

  // Asks for the listed pages again (new incubators appear; the 30 s fallback of the live push).
  const refresh = useRef<() => void>(() => {});
  const refetch = useMemo(() => () => refresh.current(), []);
  useEffect(() => {
    const timer = setInterval(refetch, REFRESH_MS);
    return () => clearInterval(timer);
  }, [refetch]);

  // Live: each event carries the changed row, which Relay merges by id; an incubator not
  // listed yet (a first connection) brings the whole list again.
  const config$ = useMemo<GraphQLSubscriptionConfig<AppConnectedIncubatorsSubscription>>(
    () => ({
      subscription,
      variables: {},
      onNext: (event) => {
        if (event && !known.current.has(event.incubatorChanged.id)) refetch();
      },
      onError: (error) => console.error("incubator subscription", error),
    }),
    [refetch],
  );
  useSubscription(config$);

  const columns: Column<IncubatorRow>[] = [
    {
      key: "name",
      header: label("name", "incubators.name"),
      value: (i) => i.name,
      order: "NAME",
      rowHeader: true,
      render: (i) => (
        <span className={styles.name}>
          <span>
            {i.name}
            <span className={styles.model}>{i.modelDescription}</span>
          </span>
          {i.desktopMigrationId != null && <MigrationMark id={i.desktopMigrationId} />}
        </span>
      ),
      width: "minmax(200px, 1.5fr)",
    },
    {
      key: "dateConnection",
      header: label("dateConnection", "incubators.dateConnection"),
      value: (i) => (i.dateConnection ? new Date(String(i.dateConnection)) : null),
      order: "CONNECTED_AT",
      text: (i) => (i.dateConnection ? formatDateTime(String(i.dateConnection)) : ""),
    },
    { key: "workSector", header: label("workSector", "incubators.workSector"), value: (i) => i.workSector?.name ?? "", text: (i) => i.workSector?.name ?? "—", order: "WORK_SECTOR" },
    {
      key: "status",
      header: label("status", "incubators.status"),
      value: (i) => i.connectionStatus,
      order: "STATUS",
      text: (i) => (i.connectionStatus === 1 ? t("table.connected") : t("table.disconnected")),
      render: (i) => <ConnectionStatus status={i.connectionStatus} />,
    },
  ];

  const table = useConnectionTable({ id: "incubators", rows: incubators, totalCount: list.incubators.totalCount, pagination, columns, initialSort: BY_NAME });
  refresh.current = () => void table.refresh().catch((error: unknown) => console.error("incubators refresh", error));

  const assignFields: FieldDef[] = [
    { name: "sectorId", label: "incubators.workSector", object: "workSector", type: "select", options: sectorOptions(sectors), placeholder: t("sectorPicker.placeholder"), required: true },
  ];

  return (
    <>
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} className={styles.banner} />
      <RecordTable<IncubatorRow>
        id="incubators"
        title={t("incubators.title")}
        rows={incubators}
        loading={table.loading}
        server={table.server}
        getRowId={(i) => i.id}
        columns={columns}
        initialSort={BY_NAME}
        rowActions={[
          { key: "assignSector", label: t("incubators.assign"), icon: WorkflowIcon, onClick: setAssigning, visible: (i) => i.canAssignSector },
          { key: "free", label: t("incubators.free"), icon: UnlinkIcon, onClick: setFreeing, visible: (i) => i.canFree, variant: "danger" },
        ]}
      />
      {assigning && (
        <FormDialog
          mode="update"
          title={t("incubators.assignTitle")}
          subtitle={assigning.name}
          fields={assignFields}
          initialValues={{ sectorId: "" }}
          serverRequired={config.required}
          label={(field) => label(field)}
          testId="assign-sector-dialog"
          onSubmit={async (values) => {
            const sectorId = globalSectorId(sectors, String(values.sectorId));
            await commit<AppConnectedIncubatorsAssignMutation>(environment, assignMutation, { incubatorId: assigning.id, sectorId: sectorId ?? String(values.sectorId) });
            return t("incubators.assigned", { name: assigning.name, sector: sectorName(sectors, sectorId) });
          }}
          onSaved={(message) => {
            setAssigning(null);
            banner.show({ variant: "success", lines: [message || t("dialog.saved")] });
          }}
          onClose={() => setAssigning(null)}
        />
      )}
      {freeing && (
        <ConfirmDialog
          title={t("incubators.freeTitle")}
          question={t("incubators.freeQuestion", { sector: freeing.workSector?.name ?? "" })}
          subject={freeing.name}
          confirmLabel={t("incubators.freeConfirm")}
          danger
          testId="free-incubator-dialog"
          onConfirm={async () => {
            await commit<AppConnectedIncubatorsFreeMutation>(environment, freeMutation, { incubatorId: freeing.id });
            return t("incubators.freed", { name: freeing.name });
          }}
          onDone={(message) => {
            setFreeing(null);
            banner.show({ variant: "success", lines: [message || t("dialog.saved")] });
          }}
          onClose={() => setFreeing(null)}
        />
      )}
    </>
  );
}

function sectorName(sectors: readonly SectorRow[], globalId: string | null): string {
  return sectors.find((s) => s.id === globalId)?.name ?? "";
}
