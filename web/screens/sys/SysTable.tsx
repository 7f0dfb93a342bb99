// The table and dialogs of a /sys screen: the rows page, search and sort on the server
// (usePaginationFragment over sysRecords), New / Edit / Detail / Delete as the viewer's
// actions allow, the forms drawn from the description (./sysFields.ts) and saved through
// the generic saveSysRecord / deleteSysRecord.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, usePaginationFragment, useRelayEnvironment } from "react-relay";
import type { SysTable_records$key } from "../../__generated__/SysTable_records.graphql";
import type { SysTable_screen$data, SysTable_screen$key } from "../../__generated__/SysTable_screen.graphql";
import type { SysTableActionMutation } from "../../__generated__/SysTableActionMutation.graphql";
import type { SysTableDeleteMutation } from "../../__generated__/SysTableDeleteMutation.graphql";
import type { SysTableSaveMutation } from "../../__generated__/SysTableSaveMutation.graphql";
import { CrudTable } from "../../components/crud/CrudTable";
import { ConfirmDialog } from "../../components/dialog/ConfirmDialog";
import { FormDialog } from "../../components/dialog/FormDialog";
import type { FormValues } from "../../components/form/fields";
import type { RowAction } from "../../components/table/types";
import { useTimedAlert } from "../../components/useTimedAlert";
import { menuIcon } from "../../shell/menuIcons";
import { LinkIcon } from "@primer/octicons-react";
import { useNavigate } from "react-router-dom";
import type { ScreenConfig } from "../../components/form/useScreenConfig";
import { RecordTable } from "../../components/table/RecordTable";
import { useConnectionTable } from "../../components/table/useConnectionTable";
import { commit } from "../../relay/operations";
import { columnsOf, formFieldsOf, formValuesOf, savedValuesOf, type SysRow } from "./sysFields";

/** A title starts with a capital ("company" → "Company"). */
const sentence = (text: string) => text.charAt(0).toLocaleUpperCase() + text.slice(1);

const screenFragment = graphql`
  fragment SysTable_screen on SysScreen {
    route
    noun
    nameField
    actions
    defaultOrder
    descending
    pageSizes
    links {
      key
      label
      href
    }
    rowActions {
      key
      label
      icon
      confirm
      fields {
        name
        label
        kind
        required
        whenField
        whenValues
        maxLength
        min
        max
        pattern
        patternMessage
        options {
          value
          label
        }
        shownAsFactor
        shownAsUnit
        inTable
        sortable
        createOnly
        readOnly
      }
    }
    fields {
      name
      label
      kind
      required
      whenField
      whenValues
      maxLength
      min
      max
      pattern
      patternMessage
      options {
        value
        label
      }
      shownAsFactor
      shownAsUnit
      inTable
      sortable
      createOnly
      readOnly
    }
  }
`;

const recordsFragment = graphql`
  fragment SysTable_records on Query
  @refetchable(queryName: "SysTablePaginationQuery")
  @argumentDefinitions(
    route: { type: "String!" }
    count: { type: "Int", defaultValue: 25 }
    cursor: { type: "String" }
    search: { type: "String" }
    orderBy: { type: "String" }
    descending: { type: "Boolean" }
  ) {
    sysRecords(route: $route, first: $count, after: $cursor, search: $search, orderBy: $orderBy, descending: $descending)
      @connection(key: "SysTable_sysRecords", filters: ["route", "search", "orderBy", "descending"]) {
      totalCount
      edges {
        node {
          id
          recordId
          values {
            field
            value
            text
          }
        }
      }
    }
  }
`;

const saveMutation = graphql`
  mutation SysTableSaveMutation($route: String!, $recordId: Int, $values: [SysValueInput!]!) {
    saveSysRecord(route: $route, recordId: $recordId, values: $values) {
      id
      recordId
      values {
        field
        value
        text
      }
    }
  }
`;

const actionMutation = graphql`
  mutation SysTableActionMutation($route: String!, $action: String!, $recordId: Int!, $values: [SysValueInput!]) {
    runSysAction(route: $route, action: $action, recordId: $recordId, values: $values) {
      message
      record {
        id
        recordId
        values {
          field
          value
          text
        }
      }
    }
  }
`;

const deleteMutation = graphql`
  mutation SysTableDeleteMutation($route: String!, $recordId: Int!) {
    deleteSysRecord(route: $route, recordId: $recordId)
  }
`;

export interface SysTableProps {
  screenRef: SysTable_screen$key;
  records: SysTable_records$key;
  /** The screen's address: the parent and filters the saves and actions apply to. */
  address: string;
}

type Action = SysTable_screen$data["rowActions"][number];
type Acting = { action: Action; row: SysRow; step: "form" | "confirm"; values: FormValues };

export function SysTable({ screenRef, records, address }: SysTableProps) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const screen = useFragment(screenFragment, screenRef);
  const { data, ...pagination } = usePaginationFragment(recordsFragment, records);
  const connection = data.sysRecords;
  const rows: SysRow[] = useMemo(
    () => (connection?.edges ?? []).map(({ node }) => ({ id: node.id, recordId: node.recordId, values: Object.fromEntries(node.values.map((v) => [v.field, { value: v.value ?? null, text: v.text }])) })),
    [connection],
  );
  const columns = useMemo(() => columnsOf(screen.fields, t), [screen.fields, t]);
  const fields = useMemo(() => formFieldsOf(screen.fields, t), [screen.fields, t]);
  const initialSort = screen.defaultOrder && columns.some((c) => c.key === screen.defaultOrder) ? { key: screen.defaultOrder, direction: screen.descending ? ("desc" as const) : ("asc" as const) } : null;
  const id = screen.route.replace(/^\//, "").toLowerCase();
  const table = useConnectionTable({ id, rows, totalCount: connection?.totalCount ?? 0, pagination, columns, initialSort, pageSizes: screen.pageSizes.length ? screen.pageSizes : undefined });
  // The description's labels are the screen's (no per-screen label objects, nothing securable).
  const config: ScreenConfig = useMemo(() => ({ labels: Object.fromEntries(fields.map((f) => [f.name, f.label])), required: new Set(), ready: true }), [fields]);
  const may = (action: string) => screen.actions.includes(action);
  const nameOf = (row: SysRow) => (screen.fields.find((f) => f.name === screen.nameField)?.kind === "datetime" ? (columns[0]?.text?.(row) ?? "") : (row.values[screen.nameField]?.text ?? String(row.recordId)));

  const banner = useTimedAlert();
  const [acting, setActing] = useState<Acting | null>(null);
  const navigate = useNavigate();
  const rowActions: RowAction<SysRow>[] = [
    ...screen.links.map((link) => ({ key: link.key, label: link.label, icon: LinkIcon, onClick: (row: SysRow) => navigate(link.href.replace("{id}", String(row.recordId))) })),
    ...screen.rowActions.map((action) => ({
      key: action.key,
      label: action.label,
      icon: menuIcon(action.icon),
      onClick: (row: SysRow) => setActing({ action, row, step: action.fields.length ? "form" : "confirm", values: formValuesOf(action.fields, null) }),
    })),
  ];
  const runAction = async ({ action, row, values }: Acting) => {
    const answer = await commit<SysTableActionMutation>(environment, actionMutation, { route: address, action: action.key, recordId: row.recordId, values: action.fields.length ? savedValuesOf(action.fields, values, "new") : null });
    return answer.runSysAction.message;
  };
  const actionDone = (message: string | void) => {
    setActing(null);
    if (message) banner.show({ variant: "success", lines: [message] });
  };

  const save = async (recordId: number | null, values: Record<string, string | boolean>) => {
    await commit<SysTableSaveMutation>(environment, saveMutation, { route: address, recordId, values: savedValuesOf(screen.fields, values, recordId == null ? "new" : "update") });
  };

  const dialogs = acting && (
    <ActionDialogs acting={acting} nameOf={nameOf} onValues={(values) => (acting.action.confirm ? setActing({ ...acting, values, step: "confirm" }) : runAction({ ...acting, values }).then(actionDone))} onRun={() => runAction(acting)} onDone={actionDone} onClose={() => setActing(null)} />
  );

  if (!may("create") && !may("update") && !may("delete") && !may("detail"))
    return <RecordTable<SysRow> id={id} title={screen.noun} rows={rows} loading={table.loading} server={table.server} getRowId={(r) => r.id} columns={columns} initialSort={initialSort} />;

  return (
    <>
    <CrudTable<SysRow>
      id={id}
      banner={banner}
      rowActions={rowActions}
      title={screen.noun}
      rows={rows}
      loading={table.loading}
      server={table.server}
      getRowId={(r) => r.id}
      columns={columns}
      initialSort={initialSort}
      config={config}
      fields={fields}
      entity={screen.noun}
      titles={{ new: t("sys.new", { noun: screen.noun }), edit: t("sys.edit", { noun: screen.noun }), detail: sentence(t("sys.detail", { noun: screen.noun })) }}
      rowName={nameOf}
      toValues={(row) => formValuesOf(screen.fields, row)}
      newValues={() => formValuesOf(screen.fields, null)}
      showDetail={may("detail")}
      onCreate={
        may("create")
          ? async (values) => {
              await save(null, values);
              await table.refresh();
            }
          : undefined
      }
      onUpdate={may("update") ? (row, values) => save(row.recordId, values) : undefined}
      onDelete={
        may("delete")
          ? async (row) => {
              await commit<SysTableDeleteMutation>(environment, deleteMutation, { route: screen.route, recordId: row.recordId });
              await table.refresh();
            }
          : undefined
      }
    />
    {dialogs}
    </>
  );
}

/** A row action's form, then its confirmation question (with the row's name), then it runs. */
function ActionDialogs({ acting, nameOf, onValues, onRun, onDone, onClose }: { acting: Acting; nameOf: (row: SysRow) => string; onValues: (values: FormValues) => Promise<void> | void; onRun: () => Promise<string>; onDone: (message: string | void) => void; onClose: () => void }) {
  const { t } = useTranslation();
  const { action, row, step } = acting;
  const fields = formFieldsOf(action.fields, t);
  if (step === "form")
    return (
      <FormDialog
        mode="new"
        title={action.label}
        subtitle={nameOf(row)}
        fields={fields}
        initialValues={acting.values}
        serverRequired={new Set()}
        label={(f) => f.label}
        onSubmit={async (values) => {
          await onValues(values);
        }}
        onSaved={() => undefined}
        onClose={onClose}
        testId="action-form"
      />
    );
  return (
    <ConfirmDialog
      title={action.label}
      question={(action.confirm ?? action.label).replace("{name}", nameOf(row))}
      subject={fields.length ? fields.map((f) => String(acting.values[f.name] ?? "")).join(" · ") : nameOf(row)}
      confirmLabel={t("sys.confirm")}
      onConfirm={onRun}
      onDone={onDone}
      onClose={onClose}
      testId="action-confirm"
    />
  );
}
