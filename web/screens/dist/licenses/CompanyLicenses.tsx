// The licence table of /distlicenses (spec 002 sections 2.12, 4, 8): License ID, Code, Start
// Date, End Date (DD/MM/YYYY), License Status, Observations, License Product Name, Bionova Cloud
// License (Yes/No), Period Name, Trial (Yes/No), Actions. 'Editar' makes the row editable — days
// to modify (added to or taken from the end date), the status (0 Requested, 2 Active, 3 Expired,
// 4 Suspended, 5 Cancelled; an approved licence may keep its 1) and the observations — with Save
// and Cancel; 'Borrar' asks 'Confirmar borrado de licencia' ('Borrar licencia'). Both are the
// licence service's (server/licenses/admin.ts: editLicense, deleteLicense), which holds the
// rules; a failure opens 'Request Failed' with 'Request failed: ' and the server's message.
// The rows page, search and sort on the server (systemLicenses of the company).
import { Button, Select, TextInput } from "@primer/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, readInlineData, usePaginationFragment, usePreloadedQuery, useRelayEnvironment, type PreloadedQuery } from "react-relay";
import { ConnectionHandler } from "relay-runtime";
import type { CompanyLicenses_licenses$key } from "../../../__generated__/CompanyLicenses_licenses.graphql";
import type { CompanyLicenses_row$data, CompanyLicenses_row$key } from "../../../__generated__/CompanyLicenses_row.graphql";
import type { CompanyLicensesDeleteMutation } from "../../../__generated__/CompanyLicensesDeleteMutation.graphql";
import type { CompanyLicensesEditMutation } from "../../../__generated__/CompanyLicensesEditMutation.graphql";
import type { DistCompanyLicensesQuery } from "../../../__generated__/DistCompanyLicensesQuery.graphql";
import { errorLines } from "../../../api/errors";
import { AlertBanner } from "../../../components/AlertBanner";
import { ConfirmDialog } from "../../../components/dialog/ConfirmDialog";
import { RecordTable } from "../../../components/table/RecordTable";
import type { Column } from "../../../components/table/types";
import { useConnectionTable } from "../../../components/table/useConnectionTable";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { addToTotal } from "../../../relay/connections";
import { commit } from "../../../relay/operations";
import { backOfficeDate, daysToModify, EDIT_STATUSES } from "./licenseEdit";
import { LICENSE_STATUS_KEYS } from "../../company/licenses/licenseStatus";
import { RequestFailedDialog } from "./RequestFailedDialog";
import styles from "./DistLicenses.module.css";

export const companyLicensesQuery = graphql`
  query DistCompanyLicensesQuery($companyId: Int!) {
    ...CompanyLicenses_licenses @arguments(companyId: $companyId)
  }
`;

const licensesFragment = graphql`
  fragment CompanyLicenses_licenses on Query
  @refetchable(queryName: "CompanyLicensesPaginationQuery")
  @argumentDefinitions(
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    companyId: { type: "Int!" }
    search: { type: "String" }
    orderBy: { type: "SystemLicenseOrder" }
    descending: { type: "Boolean" }
  ) {
    systemLicenses(companyId: $companyId, first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending)
      @connection(key: "CompanyLicenses_systemLicenses", filters: ["companyId", "search", "orderBy", "descending"]) {
      __id
      totalCount
      edges {
        node {
          ...CompanyLicenses_row
        }
      }
    }
  }
`;

/** A listed licence detail; the edit answers the same rows, so the table shows the change at once. */
const rowFragment = graphql`
  fragment CompanyLicenses_row on SystemLicense @inline {
    id
    licenseDetailId
    licenseId
    companyName
    code
    startDate
    endDate
    status
    statusDescription
    observations
    productName
    isCloud
    periodName
    trial
  }
`;

const editMutation = graphql`
  mutation CompanyLicensesEditMutation($input: LicenseInfoInput!) {
    editLicense(input: $input) {
      message
      licenses {
        ...CompanyLicenses_row
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation CompanyLicensesDeleteMutation($licenseId: Int!) {
    deleteLicense(licenseId: $licenseId) {
      message
    }
  }
`;

type LicenseRow = CompanyLicenses_row$data;

interface Draft {
  licenseDetailId: number;
  licenseId: number;
  days: string;
  status: string;
  observations: string;
}

export function CompanyLicenses({ queryRef, companyName }: { queryRef: PreloadedQuery<DistCompanyLicensesQuery>; companyName: string }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const query = usePreloadedQuery<DistCompanyLicensesQuery>(companyLicensesQuery, queryRef);
  const { data, ...pagination } = usePaginationFragment(licensesFragment, query as CompanyLicenses_licenses$key);
  const connectionId = data.systemLicenses.__id;
  const licenses = useMemo(() => data.systemLicenses.edges.map((edge) => readInlineData<CompanyLicenses_row$key>(rowFragment, edge.node)), [data]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [saving, setSaving] = useState(false);
  const [deleting, setDeleting] = useState<LicenseRow | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const success = useTimedAlert();

  const yesNo = (flag: boolean) => t(flag ? "backoffice.yes" : "backoffice.no");
  const editingRow = (l: LicenseRow) => draft?.licenseDetailId === l.licenseDetailId;
  const change = (patch: Partial<Draft>) => setDraft((current) => (current ? { ...current, ...patch } : current));
  const days = draft ? daysToModify(draft.days) : null;
  const statusText = (status: number) => t(LICENSE_STATUS_KEYS[status] ?? "licenses.status");
  const failed = (error: unknown) => setFailure(errorLines(error).join(" "));

  const save = async () => {
    if (!draft || days === null) return;
    setSaving(true);
    try {
      const answer = await commit<CompanyLicensesEditMutation>(environment, editMutation, { input: { licenseId: draft.licenseId, daysToAdd: days, status: Number(draft.status), observations: draft.observations } });
      setDraft(null);
      success.show({ variant: "success", lines: [answer.editLicense.message] });
      // The data reloads: the status may take the row out of a filtered order.
      void table.refresh();
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  };

  const columns: Column<LicenseRow>[] = [
    { key: "licenseId", header: t("backoffice.licenses.licenseId"), value: (l) => l.licenseId, order: "ID", width: "minmax(48px, auto)", wrapHeader: true },
    { key: "code", header: t("backoffice.licenses.code"), value: (l) => l.code ?? "", width: "minmax(90px, 1.2fr)" },
    { key: "startDate", header: t("backoffice.licenses.startDate"), value: (l) => new Date(String(l.startDate)), text: (l) => backOfficeDate(l.startDate), order: "START", width: "minmax(84px, auto)", wrapHeader: true },
    {
      key: "endDate",
      header: t("backoffice.licenses.endDate"),
      value: (l) => new Date(String(l.endDate)),
      text: (l) => backOfficeDate(l.endDate),
      order: "END",
      width: "minmax(84px, auto)",
      wrapHeader: true,
      render: (l) =>
        editingRow(l) ? (
          <div className={styles.cellEditor}>
            <span>{backOfficeDate(l.endDate)}</span>
            <TextInput
              size="small"
              className={styles.daysInput}
              name="daysToModify"
              inputMode="numeric"
              aria-label={t("backoffice.licenses.daysToModify")}
              placeholder={t("backoffice.licenses.daysToModify")}
              value={draft!.days}
              disabled={saving}
              validationStatus={days === null ? "error" : undefined}
              onChange={(e) => change({ days: e.target.value })}
            />
          </div>
        ) : (
          backOfficeDate(l.endDate)
        ),
    },
    {
      key: "status",
      header: t("backoffice.licenses.status"),
      value: (l) => l.statusDescription,
      order: "STATUS",
      width: "minmax(96px, 1fr)",
      wrapHeader: true,
      render: (l) =>
        editingRow(l) ? (
          <div>
            <Select size="small" block name="status" aria-label={t("backoffice.licenses.status")} value={draft!.status} disabled={saving} onChange={(e) => change({ status: e.target.value })}>
              {[...(l.status === 1 ? [1] : []), ...EDIT_STATUSES].map((s) => (
                <Select.Option key={s} value={String(s)}>
                  {`${s} ${statusText(s)}`}
                </Select.Option>
              ))}
            </Select>
          </div>
        ) : (
          l.statusDescription
        ),
    },
    {
      key: "observations",
      header: t("backoffice.licenses.observations"),
      value: (l) => l.observations ?? "",
      width: "minmax(100px, 1.5fr)",
      render: (l) =>
        editingRow(l) ? (
          <TextInput
            size="small"
            name="observations"
            aria-label={t("backoffice.licenses.observations")}
            value={draft!.observations}
            disabled={saving}
            maxLength={500}
            onChange={(e) => change({ observations: e.target.value })}
          />
        ) : (
          (l.observations ?? "")
        ),
    },
    { key: "product", header: t("backoffice.licenses.product"), value: (l) => l.productName, order: "PRODUCT", width: "minmax(90px, 1fr)", wrapHeader: true },
    { key: "cloud", header: t("backoffice.licenses.cloud"), value: (l) => yesNo(l.isCloud), width: "minmax(64px, auto)", wrapHeader: true },
    { key: "period", header: t("backoffice.licenses.period"), value: (l) => l.periodName, order: "PERIOD", width: "minmax(64px, 1fr)", wrapHeader: true },
    { key: "trial", header: t("backoffice.licenses.trial"), value: (l) => yesNo(l.trial), width: "minmax(44px, auto)" },
    {
      key: "actions",
      header: t("backoffice.actions"),
      sortable: false,
      searchable: false,
      width: "max-content",
      render: (l) => {
        const named = (action: string) => `${action}: ${t("backoffice.licenses.licenseId")} ${l.licenseId}`;
        if (editingRow(l))
          return (
            <div className={styles.rowButtons}>
              <Button size="small" variant="primary" loading={saving} disabled={days === null} onClick={save} aria-label={named(t("backoffice.licenses.save"))} data-testid="distlicenses-license-save">
                {t("backoffice.licenses.save")}
              </Button>
              <Button size="small" disabled={saving} onClick={() => setDraft(null)} aria-label={named(t("common.cancel"))} data-testid="distlicenses-license-cancel">
                {t("common.cancel")}
              </Button>
            </div>
          );
        return (
          <div className={styles.rowButtons}>
            <Button
              size="small"
              disabled={draft !== null}
              onClick={() => setDraft({ licenseDetailId: l.licenseDetailId, licenseId: l.licenseId, days: "0", status: String(l.status), observations: l.observations ?? "" })}
              aria-label={named(t("backoffice.licenses.edit"))}
              data-testid="distlicenses-license-edit"
            >
              {t("backoffice.licenses.edit")}
            </Button>
            <Button size="small" variant="danger" disabled={draft !== null} onClick={() => setDeleting(l)} aria-label={named(t("backoffice.licenses.delete"))} data-testid="distlicenses-license-delete">
              {t("backoffice.licenses.delete")}
            </Button>
          </div>
        );
      },
    },
  ];
  const table = useConnectionTable({ id: "distlicenses-licenses", rows: licenses, totalCount: data.systemLicenses.totalCount, pagination, columns });

  return (
    <>
      <div className={styles.alerts} aria-live="polite">
        <AlertBanner alert={success.alert} onDismiss={success.clear} />
      </div>
      <RecordTable
        id="distlicenses-licenses"
        title={t("backoffice.licenses.tableTitle", { company: companyName })}
        showTitle
        rows={licenses}
        loading={table.loading}
        server={table.server}
        getRowId={(l) => l.id}
        columns={columns}
        condensed
      />
      {deleting && (
        <ConfirmDialog
          title={t("backoffice.licenses.confirmDelete")}
          question={t("backoffice.licenses.confirmDeleteQuestion", { licenseId: deleting.licenseId, product: deleting.productName, company: companyName })}
          subject={`${deleting.productName} · ${deleting.periodName} · ${backOfficeDate(deleting.startDate)} – ${backOfficeDate(deleting.endDate)}`}
          confirmLabel={t("backoffice.licenses.deleteButton")}
          danger
          testId="distlicenses-confirm-delete"
          onConfirm={async () =>
            (
              await commit<CompanyLicensesDeleteMutation>(environment, deleteMutation, { licenseId: deleting.licenseId }, (store) => {
                // Every detail of the licence leaves the list.
                const connection = store.get(connectionId);
                const gone = licenses.filter((l) => l.licenseId === deleting.licenseId);
                if (connection) for (const l of gone) ConnectionHandler.deleteNode(connection, l.id);
                addToTotal(connection, -gone.length);
              })
            ).deleteLicense.message
          }
          onDone={(message) => {
            setDeleting(null);
            if (message) success.show({ variant: "success", lines: [message] });
          }}
          onError={(lines) => {
            setDeleting(null);
            setFailure(lines.join(" "));
          }}
          onClose={() => setDeleting(null)}
        />
      )}
      {failure !== null && <RequestFailedDialog message={failure} onClose={() => setFailure(null)} />}
    </>
  );
}
