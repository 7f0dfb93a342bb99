// /appsector — the company's sectors (screen 110): name; add, edit, detail and delete.
// Renaming the signed-in user's own sector renews the token (its Sector claim changes).
// Deleting a sector still referenced by machines, incubators or readings is refused
// unless a company administrator archives it with a forced delete.
import { Suspense } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { ConnectionHandler } from "relay-runtime";
import type { AppSectorCreateMutation } from "../../../__generated__/AppSectorCreateMutation.graphql";
import type { AppSectorDeleteMutation } from "../../../__generated__/AppSectorDeleteMutation.graphql";
import type { AppSectorQuery } from "../../../__generated__/AppSectorQuery.graphql";
import type { AppSectorUpdateMutation } from "../../../__generated__/AppSectorUpdateMutation.graphql";
import { CrudTable } from "../../../components/crud/CrudTable";
import type { FieldDef } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { commit } from "../../../relay/operations";
import { refreshToken } from "../../../session/calls";
import { session, useSession } from "../../../session/session";
import { useSectors, type SectorRow } from "../shared/useSectors";

export const SECTOR_SCREEN = 110;

const query = graphql`
  query AppSectorQuery {
    ...useSectors_query
  }
`;

const createMutation = graphql`
  mutation AppSectorCreateMutation($name: String!, $connections: [ID!]!) {
    createSector(name: $name) @appendNode(connections: $connections, edgeTypeName: "QuerySectorsConnectionEdge") {
      id
      sectorId
      name
    }
  }
`;

const updateMutation = graphql`
  mutation AppSectorUpdateMutation($id: ID!, $name: String!) {
    updateSector(id: $id, name: $name) {
      id
      sectorId
      name
    }
  }
`;

const deleteMutation = graphql`
  mutation AppSectorDeleteMutation($id: ID!, $forcedDelete: Boolean) {
    deleteSector(id: $id, forcedDelete: $forcedDelete)
  }
`;

const fields: FieldDef[] = [{ name: "name", label: "sectors.name", type: "text", required: true }];

export function AppSector({ queryRef }: ScreenProps<AppSectorQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("sectors.eyebrow")} title={t("sectors.title")} description={t("sectors.description")} testId="screen-appsector">
      <Suspense fallback={<TableLoading />}>
        <SectorList queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function SectorList({ queryRef }: ScreenProps<AppSectorQuery>) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const config = useScreenConfig(SECTOR_SCREEN);
  const label = useLabel(config);
  const data = usePreloadedQuery<AppSectorQuery>(query, queryRef);
  const { sectors, connectionId, loadingMore } = useSectors(data);

  const columns: Column<SectorRow>[] = [{ key: "name", header: label("name", "sectors.name"), value: (s) => s.name, rowHeader: true }];

  return (
    <CrudTable<SectorRow>
      id="sectors"
      title={t("sectors.title")}
      rows={sectors}
      loading={loadingMore}
      getRowId={(s) => s.id}
      columns={columns}
      initialSort={{ key: "name", direction: "asc" }}
      config={config}
      fields={fields}
      entity={t("sectors.entity")}
      titles={{ new: t("sectors.new"), edit: t("sectors.edit"), detail: t("sectors.detail") }}
      rowName={(s) => s.name}
      toValues={(s) => ({ name: s.name })}
      showDetail
      canForceDelete={claims?.UserType === 0}
      onCreate={async (values) => {
        await commit<AppSectorCreateMutation>(environment, createMutation, { name: String(values.name), connections: [connectionId] });
      }}
      onUpdate={async (sector, values) => {
        await commit<AppSectorUpdateMutation>(environment, updateMutation, { id: sector.id, name: String(values.name) });
        // The token names the user's sector: renew it when that sector was renamed.
        if (claims?.SectorId === sector.sectorId) await renewToken();
      }}
      onDelete={async (sector, forced) => {
        await commit<AppSectorDeleteMutation>(environment, deleteMutation, { id: sector.id, forcedDelete: forced || null }, (store) => {
          const connection = store.get(connectionId);
          if (connection) ConnectionHandler.deleteNode(connection, sector.id);
        });
        return forced ? t("sectors.archived") : undefined;
      }}
    />
  );
}

/**
 * The refreshToken mutation: a token with the user's current claims. The rename is
 * saved either way; a failed renewal only leaves the old sector name in the token.
 */
async function renewToken(): Promise<void> {
  try {
    session.setToken(await refreshToken());
  } catch (error) {
    console.error("token renewal after renaming the user's sector", error);
  }
}
