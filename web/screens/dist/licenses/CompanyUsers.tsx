// The user table of /distlicenses (spec 002 sections 2.12, 3): User ID, Name, Lastname, Email,
// Sector ID, Sector name, User Type, Actions. 'Hacer administrador' shows for every user the
// server says may become the administrator (not the administrator already; not the incubator
// agent's Connection user), asks 'Confirmar cambio de administrador' ('Seleccionar como nuevo
// administrador' / 'Cancelar'), and the list reloads after: the mutation answers the company's
// users as they are now, which replace the list in the store. The server's confirmation shows
// for 3 s.
import { Button } from "@primer/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay";
import type { CompanyUsers_row$data, CompanyUsers_row$key } from "../../../__generated__/CompanyUsers_row.graphql";
import type { CompanyUsersMakeAdministratorMutation } from "../../../__generated__/CompanyUsersMakeAdministratorMutation.graphql";
import type { DistCompanyUsersQuery } from "../../../__generated__/DistCompanyUsersQuery.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { RecordTable } from "../../../components/table/RecordTable";
import type { Column } from "../../../components/table/types";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { commit } from "../../../relay/operations";
import styles from "./DistLicenses.module.css";

export const companyUsersQuery = graphql`
  query DistCompanyUsersQuery($companyId: Int!) {
    backOfficeCompanyUsers(companyId: $companyId) {
      companyId
      companyName
      users {
        ...CompanyUsers_row
      }
    }
  }
`;

/** A listed user; the mutation answers the same rows, so the table shows the change at once. */
const rowFragment = graphql`
  fragment CompanyUsers_row on BackOfficeCompanyUser @inline {
    id
    userId
    name
    lastName
    email
    sectorId
    sectorName
    userType
    userTypeDescription
    canBecomeAdministrator
  }
`;

const makeAdministratorMutation = graphql`
  mutation CompanyUsersMakeAdministratorMutation($userId: Int!) {
    makeCompanyAdministrator(userId: $userId) {
      message
      users {
        ...CompanyUsers_row
      }
    }
  }
`;

type UserRow = CompanyUsers_row$data;

export function CompanyUsers({ queryRef }: { queryRef: PreloadedQuery<DistCompanyUsersQuery> }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const data = usePreloadedQuery<DistCompanyUsersQuery>(companyUsersQuery, queryRef).backOfficeCompanyUsers;
  const users = useMemo(() => data.users.map((u) => readInlineData<CompanyUsers_row$key>(rowFragment, u)), [data]);
  const [promoting, setPromoting] = useState<UserRow | null>(null);
  const success = useTimedAlert();
  const fullName = (u: UserRow) => `${u.name} ${u.lastName}`.trim();
  const typeText = (u: UserRow) => (u.userType != null ? t(`userType.${u.userType}`) : u.userTypeDescription);

  // Eight columns in the page's width: ids narrow, the e-mail wider, the action as wide as its button.
  const columns: Column<UserRow>[] = [
    { key: "userId", header: t("backoffice.users.userId"), value: (u) => u.userId, width: "minmax(64px, auto)", wrapHeader: true },
    { key: "name", header: t("backoffice.users.name"), value: (u) => u.name, rowHeader: true, width: "minmax(80px, 1fr)" },
    { key: "lastName", header: t("backoffice.users.lastName"), value: (u) => u.lastName, width: "minmax(90px, 1fr)" },
    { key: "email", header: t("backoffice.users.email"), value: (u) => u.email, width: "minmax(150px, 2fr)" },
    { key: "sectorId", header: t("backoffice.users.sectorId"), value: (u) => u.sectorId, width: "minmax(64px, auto)", wrapHeader: true },
    { key: "sectorName", header: t("backoffice.users.sectorName"), value: (u) => u.sectorName, width: "minmax(90px, 1fr)" },
    { key: "userType", header: t("backoffice.users.userType"), value: typeText, width: "minmax(90px, 1fr)" },
    {
      key: "actions",
      header: t("backoffice.actions"),
      sortable: false,
      searchable: false,
      width: "max-content",
      render: (u) =>
        u.canBecomeAdministrator ? (
          <Button size="small" onClick={() => setPromoting(u)} aria-label={`${t("backoffice.makeAdministrator")}: ${fullName(u)}`} data-testid="distlicenses-make-administrator">
            {t("backoffice.makeAdministrator")}
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      <div className={styles.alerts} aria-live="polite">
        <AlertBanner alert={success.alert} onDismiss={success.clear} />
      </div>
      <RecordTable
        id="distlicenses-users"
        title={t("backoffice.users.title", { company: data.companyName })}
        showTitle
        rows={users}
        getRowId={(u) => u.id}
        columns={columns}
        initialSort={{ key: "userId", direction: "asc" }}
        condensed
      />
      {promoting && (
        <ConfirmDialog
          title={t("backoffice.confirmAdministrator")}
          question={t("backoffice.confirmAdministratorQuestion", { name: fullName(promoting), company: data.companyName })}
          subject={`${fullName(promoting)} · ${promoting.email}`}
          confirmLabel={t("backoffice.selectAsAdministrator")}
          testId="distlicenses-confirm-administrator"
          onConfirm={async () =>
            (
              await commit<CompanyUsersMakeAdministratorMutation>(environment, makeAdministratorMutation, { userId: promoting.userId }, (store) => {
                // The list as the server answers it after the change.
                const answer = store.getRootField("makeCompanyAdministrator");
                const list = store.getRoot().getLinkedRecord("backOfficeCompanyUsers", { companyId: data.companyId });
                if (answer && list) list.setLinkedRecords(answer.getLinkedRecords("users") ?? [], "users");
              })
            ).makeCompanyAdministrator.message
          }
          onDone={(message) => {
            setPromoting(null);
            if (message) success.show({ variant: "success", lines: [message] });
          }}
          onClose={() => setPromoting(null)}
        />
      )}
    </>
  );
}
