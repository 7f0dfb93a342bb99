// /appuser — users of a sector (screen 120). A sector picker (preselected from ?sectorId),
// then the sector's users: name, last name, email, user type; add, edit, delete and reset
// password. Email and user type are set only when creating, the sector only when editing.
// A company administrator (type 0) creates Supervisors, Operators and Connection users;
// anyone else only Operators. Nobody changes, resets or deletes their own account here,
// and a supervisor manages operators only (the server enforces the same).
import { KeyIcon, PeopleIcon } from "@primer/octicons-react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, useLazyLoadQuery, usePaginationFragment, usePreloadedQuery, useRelayEnvironment } from "react-relay";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { ConnectionHandler, type Environment, type RecordSourceSelectorProxy } from "relay-runtime";
import type { AppUser_row$data, AppUser_row$key } from "../../../__generated__/AppUser_row.graphql";
import type { AppUser_users$key } from "../../../__generated__/AppUser_users.graphql";
import type { AppUserCreateMutation } from "../../../__generated__/AppUserCreateMutation.graphql";
import type { AppUserDeleteMutation } from "../../../__generated__/AppUserDeleteMutation.graphql";
import type { AppUserListQuery } from "../../../__generated__/AppUserListQuery.graphql";
import type { AppUserResetPasswordMutation } from "../../../__generated__/AppUserResetPasswordMutation.graphql";
import type { AppUserQuery } from "../../../__generated__/AppUserQuery.graphql";
import type { AppUserUpdateMutation } from "../../../__generated__/AppUserUpdateMutation.graphql";
import { CrudTable } from "../../../components/crud/CrudTable";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { EmptyState } from "../../../components/EmptyState";
import type { FieldDef } from "../../../components/form/fields";
import { useLabel, useScreenConfig } from "../../../components/form/useScreenConfig";
import { Page } from "../../../components/Page";
import { TableLoading } from "../../../components/table/TableLoading";
import type { Column } from "../../../components/table/types";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";
import { addToTotal } from "../../../relay/connections";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { useSession } from "../../../session/session";
import { SectorPicker, useSectorParam } from "../shared/SectorPicker";
import { globalSectorId, sectorOptions } from "../shared/sectorIds";
import { useSectors, type SectorRow } from "../shared/useSectors";
import { userTypeKey } from "./userRules";

export const USER_SCREEN = 120;

/** The server's order of the users list (server/users/service.ts USER_LIST). */
const LAST_NAME_FIRST = { key: "lastName", direction: "asc" } as const;

const query = graphql`
  query AppUserQuery {
    ...useSectors_query
  }
`;

const listQuery = graphql`
  query AppUserListQuery($sectorId: ID!) {
    ...AppUser_users @arguments(sectorId: $sectorId)
    viewer {
      manageableUserTypes
    }
  }
`;

const usersFragment = graphql`
  fragment AppUser_users on Query
  @refetchable(queryName: "AppUserUsersPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    sectorId: { type: "ID!" }
    search: { type: "String" }
    orderBy: { type: "UserOrder" }
    descending: { type: "Boolean" }
  ) {
    sectorUsers(sectorId: $sectorId, first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending) @connection(key: "AppUser_sectorUsers") {
      __id
      totalCount
      edges {
        node {
          ...AppUser_row
        }
      }
    }
  }
`;

/** A listed user; the create mutation answers the same row. */
const rowFragment = graphql`
  fragment AppUser_row on CompanyUser @inline {
    id
    userId
    name
    lastName
    email
    userType
    userTypeDescription
    canManage
    sector {
      id
      sectorId
    }
  }
`;

const createMutation = graphql`
  mutation AppUserCreateMutation($input: CreateUserInput!, $connections: [ID!]!) {
    createUser(input: $input) @appendNode(connections: $connections, edgeTypeName: "SectorUserConnectionEdge") {
      ...AppUser_row
    }
  }
`;

const updateMutation = graphql`
  mutation AppUserUpdateMutation($input: UpdateUserInput!) {
    updateUser(input: $input) {
      id
      name
      lastName
      sector {
        id
        sectorId
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation AppUserDeleteMutation($id: ID!) {
    deleteUser(id: $id)
  }
`;

export type UserRow = AppUser_row$data;

export function AppUser({ queryRef }: ScreenProps<AppUserQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("users.eyebrow")} title={t("users.title")} description={t("users.description")} testId="screen-appuser">
      <Suspense fallback={<TableLoading />}>
        <UsersScreen queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function UsersScreen({ queryRef }: ScreenProps<AppUserQuery>) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AppUserQuery>(query, queryRef);
  const { sectors } = useSectors(data);
  const [sectorId, setSectorId] = useSectorParam();
  const sectorGlobalId = globalSectorId(sectors, sectorId);
  return (
    <>
      <SectorPicker sectors={sectors} value={sectorId} onChange={setSectorId} />
      {sectorGlobalId ? (
        <Suspense fallback={<TableLoading />}>
          <UserList key={sectorGlobalId} sectorGlobalId={sectorGlobalId} sectors={sectors} />
        </Suspense>
      ) : (
        <EmptyState icon={PeopleIcon} title={t("users.chooseSector")} description={t("users.chooseSectorHint")} testId="users-choose-sector" />
      )}
    </>
  );
}

function UserList({ sectorGlobalId, sectors }: { sectorGlobalId: string; sectors: readonly SectorRow[] }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const { claims } = useSession();
  const config = useScreenConfig(USER_SCREEN);
  const label = useLabel(config);
  const banner = useTimedAlert();
  const [resetting, setResetting] = useState<UserRow | null>(null);
  const list = useLazyLoadQuery<AppUserListQuery>(listQuery, { sectorId: sectorGlobalId }, { fetchPolicy: "store-and-network" });
  const { data, ...pagination } = usePaginationFragment(usersFragment, list as AppUser_users$key);
  const connectionId = data.sectorUsers.__id;
  const users: UserRow[] = useMemo(() => data.sectorUsers.edges.map((edge) => readInlineData<AppUser_row$key>(rowFragment, edge.node)), [data]);

  /** The user leaves this sector's list (moved to another sector, or deleted). */
  const takeOut = (store: RecordSourceSelectorProxy, id: string) => {
    const connection = store.get(connectionId);
    if (connection) ConnectionHandler.deleteNode(connection, id);
    addToTotal(connection, -1);
  };

  // Who the viewer may create and manage is the server's rule (users/service.ts).
  const manageable = (user: UserRow) => user.canManage;
  const typeOptions = (list.viewer?.manageableUserTypes ?? []).map((type) => ({ value: String(type), label: t(userTypeKey(type)) }));
  const typeText = (user: UserRow) => (user.userType != null ? t(userTypeKey(user.userType)) : (user.userTypeDescription ?? ""));

  const fields: FieldDef[] = [
    { name: "name", label: "users.name", type: "text", required: true },
    { name: "lastName", label: "users.lastName", type: "text", required: true },
    { name: "email", label: "users.email", type: "email", required: true, newOnly: true },
    { name: "userType", label: "users.userType", object: "userType", type: "select", options: typeOptions, placeholder: t("users.chooseType"), required: true, newOnly: true },
    { name: "sectorId", label: "users.sector", object: "sector", type: "select", options: sectorOptions(sectors), required: true, updateOnly: true },
  ];

  const columns: Column<UserRow>[] = [
    { key: "name", header: label("name", "users.name"), value: (u) => u.name, order: "NAME", rowHeader: true },
    { key: "lastName", header: label("lastName", "users.lastName"), value: (u) => u.lastName, order: "LAST_NAME" },
    { key: "email", header: label("email", "users.email"), value: (u) => u.email, order: "EMAIL", width: "minmax(max-content, 2fr)" },
    { key: "userType", header: label("userType", "users.userType"), value: typeText, order: "USER_TYPE" },
  ];
  const table = useConnectionTable({ id: "users", rows: users, totalCount: data.sectorUsers.totalCount, pagination, columns, initialSort: LAST_NAME_FIRST });

  return (
    <>
      <CrudTable<UserRow>
        id="users"
        title={t("users.title")}
        rows={users}
        loading={table.loading}
        server={table.server}
        getRowId={(u) => u.id}
        columns={columns}
        initialSort={LAST_NAME_FIRST}
        config={config}
        fields={fields}
        banner={banner}
        entity={t("users.entity")}
        titles={{ new: t("users.new"), edit: t("users.edit"), detail: t("users.detail") }}
        rowName={(u) => `${u.name} ${u.lastName}`}
        toValues={(u) => ({ name: u.name, lastName: u.lastName, email: u.email, userType: String(u.userType ?? ""), sectorId: String(u.sector?.sectorId ?? "") })}
        newValues={() => ({ name: "", lastName: "", email: "", userType: typeOptions.length === 1 ? typeOptions[0]!.value : "", sectorId: "" })}
        canEdit={manageable}
        canDelete={manageable}
        rowActions={[{ key: "resetPassword", label: t("users.resetPassword"), icon: KeyIcon, onClick: setResetting, visible: manageable }]}
        onCreate={async (values) => {
          await commit<AppUserCreateMutation>(environment, createMutation, {
            input: { sectorId: sectorGlobalId, name: String(values.name), lastName: String(values.lastName), email: String(values.email), userType: Number(values.userType) },
            connections: [connectionId],
          }, (store) => addToTotal(store.get(connectionId), 1));
          return t("users.created", { email: String(values.email) });
        }}
        onUpdate={async (user, values) => {
          const targetSector = globalSectorId(sectors, String(values.sectorId));
          await commit<AppUserUpdateMutation>(
            environment,
            updateMutation,
            { input: { id: user.id, name: String(values.name), lastName: String(values.lastName), sectorId: targetSector } },
            (store, response) => {
              // Moved to another sector: it leaves this sector's list.
              if (response?.updateUser.sector?.id && response.updateUser.sector.id !== sectorGlobalId) takeOut(store, user.id);
            },
          );
        }}
        onDelete={async (user) => {
          await commit<AppUserDeleteMutation>(environment, deleteMutation, { id: user.id }, (store) => takeOut(store, user.id));
        }}
      />
      {resetting && (
        <ConfirmDialog
          title={t("users.resetTitle")}
          question={t("users.resetQuestion")}
          subject={`${resetting.name} ${resetting.lastName} · ${resetting.email}`}
          confirmLabel={t("users.resetConfirm")}
          testId="reset-password-dialog"
          onConfirm={() => resetPassword(environment, resetting.id)}
          onDone={(message) => {
            setResetting(null);
            banner.show({ variant: "success", lines: [message || t("users.resetDone")] });
          }}
          onError={(lines) => {
            setResetting(null);
            banner.show({ variant: "critical", lines });
          }}
          onClose={() => setResetting(null)}
        />
      )}
    </>
  );
}

/** The server mails a new temporary password; answers a text. */
async function resetPassword(environment: Environment, id: string): Promise<string> {
  const answer = await commit<AppUserResetPasswordMutation>(
    environment,
    graphql`
      mutation AppUserResetPasswordMutation($id: ID!) {
        resetUserPassword(id: $id) {
          message
        }
      }
    `,
    { id },
  );
  return answer.resetUserPassword.message;
}
