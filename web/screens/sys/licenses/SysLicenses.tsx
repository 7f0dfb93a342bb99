// /SysLicenses (screen 2052; spec 002 sections 2.11, 4, 7.7; docs/licenses.md "Screens"): the
// licences the viewer administers — provider staff every distributor's (the distributor select
// sets ?distributorId= in the address), a distributor user its own companies'. A status filter
// (?status=), a server-paged, searchable, sortable table (company, product, period, invoice
// number, start, end, status, observations, code), a detail view with the licence's history,
// and the transitions the server allows on each row (allowedActions): approve (invoice number
// and observation), cancel, suspend, unsuspend (observation). Each row links to the editor.
import { CheckIcon, HistoryIcon, PencilIcon, PlayIcon, StopIcon, XCircleIcon } from "@primer/octicons-react";
import { Suspense, useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, usePaginationFragment, usePreloadedQuery } from "react-relay";
import { useNavigate, useSearchParams } from "react-router-dom";
import type { SysLicenses_list$key } from "../../../__generated__/SysLicenses_list.graphql";
import type { SysLicensesQuery } from "../../../__generated__/SysLicensesQuery.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { SelectField } from "../../../components/fields/SelectField";
import { Page } from "../../../components/Page";
import { RecordTable } from "../../../components/table/RecordTable";
import { TableLoading } from "../../../components/table/TableLoading";
import type { RowAction } from "../../../components/table/types";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { useTimedAlert } from "../../../components/useTimedAlert";
import type { ScreenProps } from "../../../routes/PreloadedScreen";
import { DISTRIBUTOR_PARAM, LICENSE_PARAM, licensesFromAddress, STATUS_PARAM } from "./address";
import { LicenseActionDialog, type LicenseAction } from "./LicenseActionDialog";
import { LicenseDetailDialog } from "./LicenseDetailDialog";
import { NEWEST_FIRST, readSystemLicense, systemLicenseColumns, type SystemLicenseRow } from "./systemLicenseColumns";
import styles from "./SysLicenses.module.css";
import { LICENSE_STATUS_KEYS, LICENSE_STATUSES } from "../../company/licenses/licenseStatus";

export const SYS_LICENSES_SCREEN = 2052;
export const EDITOR_PATH = "/syslicenseeditor";

const query = graphql`
  query SysLicensesQuery($distributorId: Int, $status: Int) {
    sysParameterOwners {
      distributorId
      name
    }
    ...SysLicenses_list @arguments(distributorId: $distributorId, status: $status)
  }
`;

const fragment = graphql`
  fragment SysLicenses_list on Query
  @refetchable(queryName: "SysLicensesPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "SystemLicenseOrder" }
    descending: { type: "Boolean" }
    distributorId: { type: "Int" }
    status: { type: "Int" }
  ) {
    systemLicenses(first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending, distributorId: $distributorId, status: $status) @connection(key: "SysLicenses_systemLicenses") {
      totalCount
      edges {
        node {
          ...systemLicenseColumns_license
        }
      }
    }
  }
`;

/** The statuses of the filter, in the life cycle's order (1: approved, waiting for the company's activation). */
export function SysLicenses({ queryRef }: ScreenProps<SysLicensesQuery>) {
  const { t } = useTranslation();
  return (
    <Page eyebrow={t("sys.eyebrow")} title={t("sysLicenses.title")} description={t("sysLicenses.description")} testId="screen-syslicenses">
      <Suspense fallback={<TableLoading />}>
        <LicenseList queryRef={queryRef} />
      </Suspense>
    </Page>
  );
}

function LicenseList({ queryRef }: ScreenProps<SysLicensesQuery>) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const chosen = licensesFromAddress(params);
  const data = usePreloadedQuery<SysLicensesQuery>(query, queryRef);
  const { data: list, ...pagination } = usePaginationFragment(fragment, data as SysLicenses_list$key);
  const connection = list.systemLicenses as typeof list.systemLicenses | undefined;
  const rows: SystemLicenseRow[] = useMemo(() => (connection?.edges ?? []).map((edge) => readSystemLicense(edge.node)), [connection]);
  const columns = useMemo(() => systemLicenseColumns(t), [t]);
  const table = useConnectionTable({ id: "syslicenses", rows, totalCount: connection?.totalCount ?? 0, pagination, columns, initialSort: NEWEST_FIRST });
  const banner = useTimedAlert();
  // Dialogs name the row by id: the store's current row is shown (it follows each transition).
  const [detailId, setDetailId] = useState<string | null>(null);
  const [action, setAction] = useState<{ id: string; action: LicenseAction } | null>(null);
  const byId = (id: string | null | undefined) => rows.find((r) => r.id === id) ?? null;
  const detail = byId(detailId);
  const acting = action ? byId(action.id) : null;

  // Provider staff: every distributor (the provider-wide entry of the parameter owners is not one); a distributor user: its own.
  const distributors = data.sysParameterOwners.filter((o) => o.distributorId != null);
  const provider = data.sysParameterOwners.some((o) => o.distributorId == null);

  const choose = (param: string, value: string) =>
    setParams((previous) => {
      const next = new URLSearchParams(previous);
      if (value) next.set(param, value);
      else next.delete(param);
      return next;
    });

  const openEditor = (row: SystemLicenseRow) => navigate(`${EDITOR_PATH}?${LICENSE_PARAM}=${row.licenseId}`);

  const transition = (key: LicenseAction, icon: RowAction<SystemLicenseRow>["icon"], variant?: "danger"): RowAction<SystemLicenseRow> => ({
    key,
    label: t(`sysLicenses.${key}`),
    icon,
    variant,
    visible: (row) => row.allowedActions.includes(key),
    onClick: (row) => setAction({ id: row.id, action: key }),
  });
  const rowActions: RowAction<SystemLicenseRow>[] = [
    transition("approve", CheckIcon),
    transition("unsuspend", PlayIcon),
    transition("suspend", StopIcon, "danger"),
    transition("cancel", XCircleIcon, "danger"),
    { key: "history", label: t("sysLicenses.detail"), icon: HistoryIcon, onClick: (row) => setDetailId(row.id) },
    { key: "editor", label: t("sysLicenses.edit"), icon: PencilIcon, onClick: openEditor },
  ];

  const done = (message: string) => {
    setAction(null);
    banner.show({ variant: "success", lines: [message] });
  };

  return (
    <div className={styles.root}>
      <div className={styles.filters}>
        {provider ? (
          <SelectField
            name={DISTRIBUTOR_PARAM}
            label={t("sysLicenses.distributor")}
            value={chosen.distributorId == null ? "" : String(chosen.distributorId)}
            placeholder={t("sysLicenses.allDistributors")}
            clearable
            options={distributors.map((d) => ({ value: String(d.distributorId), label: d.name }))}
            onChange={(value) => choose(DISTRIBUTOR_PARAM, value)}
          />
        ) : (
          <SelectField name={DISTRIBUTOR_PARAM} label={t("sysLicenses.distributor")} value={String(distributors[0]?.distributorId ?? "")} options={distributors.map((d) => ({ value: String(d.distributorId), label: d.name }))} onChange={() => undefined} disabled />
        )}
        <SelectField
          name={STATUS_PARAM}
          label={t("sysLicenses.statusFilter")}
          value={chosen.status == null ? "" : String(chosen.status)}
          placeholder={t("sysLicenses.allStatuses")}
          clearable
          options={LICENSE_STATUSES.map((status) => ({ value: String(status), label: t(LICENSE_STATUS_KEYS[status]!) }))}
          onChange={(value) => choose(STATUS_PARAM, value)}
        />
      </div>
      <div aria-live="polite">
        <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
      </div>
      <RecordTable<SystemLicenseRow>
        id="syslicenses"
        title={t("sysLicenses.table")}
        rows={rows}
        loading={table.loading}
        server={table.server}
        getRowId={(l) => l.id}
        columns={columns}
        initialSort={NEWEST_FIRST}
        rowActions={rowActions}
        condensed
      />
      {detail && !acting && <LicenseDetailDialog license={detail} onClose={() => setDetailId(null)} onAction={(a) => setAction({ id: detail.id, action: a })} onEdit={() => openEditor(detail)} />}
      {acting && action && <LicenseActionDialog action={action.action} license={acting} onClose={() => setAction(null)} onDone={done} />}
    </div>
  );
}
