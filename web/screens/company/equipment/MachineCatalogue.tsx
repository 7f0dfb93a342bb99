// The machine catalogues (spec 001 "Equipment catalogues"): /appsterilizer (305),
// /appwasher (300) and /appdisinfector (306). A sector selector preset from ?sectorId (else
// the user's own sector), and a table of name, brand and serial with create, edit and
// detail. Sector, name, brand and serial are all required; a serial is unique per company
// and kind. Operators see and add machines of their own sector only (quick create).
import { PlusIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { Suspense, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import type { MachineCatalogue_machines$key } from "../../../__generated__/MachineCatalogue_machines.graphql";
import type { MachineCatalogueListQuery } from "../../../__generated__/MachineCatalogueListQuery.graphql";
import { useConnectionTable, type ConnectionPagination } from "../../../components/table/useConnectionTable";
import type { MachineCatalogueCreateMutation, MachineKind } from "../../../__generated__/MachineCatalogueCreateMutation.graphql";
import type { MachineCatalogueQuery } from "../../../__generated__/MachineCatalogueQuery.graphql";
import type { MachineCatalogueUpdateMutation } from "../../../__generated__/MachineCatalogueUpdateMutation.graphql";
import { CrudTable } from "../../../components/crud/CrudTable";
import type { FieldDef } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { Page } from "../../../components/Page";
import { MigrationMark } from "../../../components/table/indicators";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";
import { useSession } from "../../../session/session";
import { SectorPicker, useSectorParam } from "../shared/SectorPicker";
import { globalSectorId, sectorOptions } from "../shared/sectorIds";
import { useSectors, type SectorRow } from "../shared/useSectors";
import { OPERATOR } from "../users/userRules";
import { machineKinds, type MachineKindInfo } from "./machineKinds";
import styles from "./MachineCatalogue.module.css";
import { OutOfServiceLabel } from "./OutOfServiceLabel";
import { QuickCreateMachineDialog } from "./QuickCreateMachineDialog";

export type { MachineKind };

const query = graphql`
  query MachineCatalogueQuery {
    ...useSectors_query
  }
`;

const listQuery = graphql`
  query MachineCatalogueListQuery($kind: MachineKind!, $sectorId: ID) {
    ...MachineCatalogue_machines @arguments(kind: $kind, sectorId: $sectorId)
  }
`;

const listFragment = graphql`
  fragment MachineCatalogue_machines on Query
  @refetchable(queryName: "MachineCataloguePaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    kind: { type: "MachineKind!" }
    sectorId: { type: "ID" }
    search: { type: "String" }
    orderBy: { type: "MachineOrder" }
    descending: { type: "Boolean" }
  ) {
    machines(kind: $kind, sectorId: $sectorId, first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "MachineCatalogue_machines") {
      totalCount
      edges {
        node {
          id
          machineId
          name
          brand
          serial
          desktopMigrationId
          sector {
            id
            sectorId
            name
          }
          openIncident {
            incidentId
          }
        }
      }
    }
  }
`;

const createMutation = graphql`
  mutation MachineCatalogueCreateMutation($kind: MachineKind!, $input: MachineInput!) {
    createMachine(kind: $kind, input: $input) {
      id
      machineId
    }
  }
`;

const updateMutation = graphql`
  mutation MachineCatalogueUpdateMutation($kind: MachineKind!, $id: ID!, $input: MachineInput!) {
    updateMachine(kind: $kind, id: $id, input: $input) {
      id
      machineId
    }
  }
`;

export interface MachineRow {
  id: string;
  machineId: number;
  name: string;
  brand: string;
  serial: string;
  desktopMigrationId: number | null | undefined;
  sector: { id: string; sectorId: number; name: string };
  /** The open incident that keeps the machine out of service (docs/incidents.md), or null. */
  openIncident?: { incidentId: number } | null;
}

/** The machines of a kind in a sector (machines(kind, sectorId)), paged on the server. */
function MachineList({ sectorGlobalId, ...table }: Omit<MachineTableProps, "rows" | "totalCount" | "pagination"> & { sectorGlobalId: string }) {
  const list = useLazyLoadQuery<MachineCatalogueListQuery>(listQuery, { kind: table.kind, sectorId: sectorGlobalId }, { fetchPolicy: "store-and-network" });
  const { data, ...pagination } = usePaginationFragment(listFragment, list as MachineCatalogue_machines$key);
  return <MachineTable {...table} rows={data.machines.edges.map((edge) => edge.node)} totalCount={data.machines.totalCount} pagination={pagination} />;
}

/** /appsterilizer, /appwasher or /appdisinfector: the catalogue of one kind. */
export function MachineCatalogue({ kind, queryRef }: { kind: MachineKind } & ScreenProps<MachineCatalogueQuery>) {
  const { t } = useTranslation();
  const info = machineKinds[kind];
  return (
    <Page eyebrow={t("machines.eyebrow")} title={t(info.title)} description={t(info.description)} testId={`screen-${info.route.slice(1)}`}>
      <Suspense fallback={<TableLoading />}>
        <CatalogueBody kind={kind} info={info} queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function CatalogueBody({ kind, info, queryRef }: { kind: MachineKind; info: MachineKindInfo } & ScreenProps<MachineCatalogueQuery>) {
  const { claims } = useSession();
  const data = usePreloadedQuery<MachineCatalogueQuery>(query, queryRef);
  const { sectors } = useSectors(data);
  const [param, setParam] = useSectorParam();
  const operator = claims?.UserType === OPERATOR;
  // Operators work in their own sector; others start from ?sectorId or their own sector.
  const sectorId = operator ? String(claims?.SectorId ?? "") : param || String(claims?.SectorId ?? "");
  const sectorGlobalId = globalSectorId(sectors, sectorId);
  return (
    <>
      <SectorPicker sectors={sectors} value={sectorId} onChange={setParam} disabled={operator} />
      {sectorGlobalId && (
        <Suspense fallback={<TableLoading />}>
          <MachineList key={sectorGlobalId} sectorGlobalId={sectorGlobalId} kind={kind} info={info} sectors={sectors} sectorId={sectorId} />
        </Suspense>
      )}
    </>
  );
}

/** The server's order of the catalogue (server/equipment/service.ts MACHINE_LIST). */
const BY_NAME = { key: "name", direction: "asc" } as const;

interface MachineTableProps {
  kind: MachineKind;
  info: MachineKindInfo;
  rows: readonly MachineRow[];
  totalCount: number;
  pagination: ConnectionPagination;
  sectors: readonly SectorRow[];
  /** The chosen sector (numeric, as text). */
  sectorId: string;
}

function MachineTable({ kind, info, rows, totalCount, pagination, sectors, sectorId }: MachineTableProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const config = useScreenConfig(info.screenId);
  const label = useLabel(config);
  const banner = useTimedAlert();
  const [quickCreate, setQuickCreate] = useState(false);
  const operator = claims?.UserType === OPERATOR;
  const manager = claims?.UserType === 0 || claims?.UserType === 1;

  const fields: FieldDef[] = [
    { name: "sectorId", label: "machines.sector", object: "sector", type: "select", options: sectorOptions(sectors), required: true },
    { name: "name", label: "machines.name", type: "text", required: true },
    { name: "brand", label: "machines.brand", type: "text", required: true },
    { name: "serial", label: "machines.serial", type: "text", required: true },
  ];

  const columns: Column<MachineRow>[] = [
    {
      key: "name",
      header: label("name", "machines.name"),
      value: (m) => m.name,
      order: "NAME",
      rowHeader: true,
      render: (m) => (
        <span className={styles.name}>
          {m.name}
          {m.desktopMigrationId != null && <MigrationMark id={m.desktopMigrationId} />}
          {m.openIncident && <OutOfServiceLabel incidentId={m.openIncident.incidentId} />}
        </span>
      ),
    },
    { key: "brand", header: label("brand", "machines.brand"), value: (m) => m.brand, order: "BRAND" },
    { key: "serial", header: label("serial", "machines.serial"), value: (m) => m.serial, order: "SERIAL", width: "minmax(max-content, 1fr)" },
  ];
  const { server, loading, refresh } = useConnectionTable({ id: `machines-${kind.toLowerCase()}`, rows, totalCount, pagination, columns, initialSort: BY_NAME });

  const input = (values: Record<string, unknown>) => ({
    sectorId: globalSectorId(sectors, String(values.sectorId)),
    name: String(values.name),
    brand: String(values.brand),
    serial: String(values.serial),
  });

  return (
    <>
      <CrudTable<MachineRow>
        id={`machines-${kind.toLowerCase()}`}
        title={t(info.title)}
        rows={rows}
        loading={loading}
        server={server}
        getRowId={(m) => m.id}
        columns={columns}
        initialSort={BY_NAME}
        config={config}
        fields={fields}
        banner={banner}
        entity={t(info.entity)}
        titles={{ new: t(info.newTitle), edit: t(info.editTitle), detail: t(info.detailTitle) }}
        rowName={(m) => `${m.name} · ${m.serial}`}
        toValues={(m) => ({ sectorId: String(m.sector.sectorId), name: m.name, brand: m.brand, serial: m.serial })}
        newValues={() => ({ sectorId, name: "", brand: "", serial: "" })}
        showDetail
        toolbarExtra={
          operator && (
            <Button variant="primary" leadingVisual={PlusIcon} onClick={() => setQuickCreate(true)} data-testid="table-new">
              {t("dialog.new")}
            </Button>
          )
        }
        onCreate={
          manager
            ? async (values) => {
                await commit<MachineCatalogueCreateMutation>(environment, createMutation, { kind, input: input(values) });
                await refresh();
              }
            : undefined
        }
        onUpdate={
          manager
            ? async (machine, values) => {
                await commit<MachineCatalogueUpdateMutation>(environment, updateMutation, { kind, id: machine.id, input: input(values) });
                await refresh();
              }
            : undefined
        }
      />
      {quickCreate && (
        <QuickCreateMachineDialog
          kind={kind}
          onCreated={async () => {
            setQuickCreate(false);
            banner.show({ variant: "success", lines: [t("dialog.created")] });
            await refresh();
          }}
          onClose={() => setQuickCreate(false)}
        />
      )}
    </>
  );
}
