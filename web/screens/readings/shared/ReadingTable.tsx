// A reading list with its dialogs (spec 001 sections 2 and 4): the shared table with
// multi-select, the viewed mark, row actions (detail, edit, to historical, extra ones), the
// toolbar's massive edit and massive to-historical, and the dialog states: closed, update,
// massive edit, detail, to-historical confirmation. A successful save closes the dialog,
// clears the selection after a massive action and shows the success banner for 3 seconds.
// The screen describes columns, fields, rules and detail groups, and gives async writes.
import { ArchiveIcon, PencilIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertBanner } from "../../../components/AlertBanner";
import type { SaveAction } from "../../../components/dialog/SplitSaveButton";
import type { FormValues } from "../../../components/form/fields";
import { RecordTable } from "../../../components/table/RecordTable";
import type { Column, RowAction, ServerPaging, SortState } from "../../../components/table/types";
import { useTimedAlert, type TimedAlert } from "../../../components/useTimedAlert";
import { ReadingDetailDialog, type DetailGroups } from "./ReadingDetailDialog";
import { ReadingFormDialog, type FieldExtraContext } from "./ReadingFormDialog";
import type { FormKind, FormRules, ReadingFieldDef } from "./readingFields";
import { ToHistoricalDialog } from "./ToHistoricalDialog";
import { useDelayedDetail } from "./useDelayedDetail";
import styles from "./Readings.module.css";
import type { Signature } from "../../../components/signature/SignatureDialog";

export interface ReadingEditConfig<Row> {
  /** The form's fields, or a function of the rows being edited (e.g. machines of their sector). */
  fields: readonly ReadingFieldDef[] | ((rows: readonly Row[], mode: FormKind) => readonly ReadingFieldDef[]);
  /** Form rules for the rows being edited (one row in update mode, the selection in massive mode). */
  rules: (rows: readonly Row[]) => FormRules;
  serverRequired: ReadonlySet<string>;
  label: (field: ReadingFieldDef) => string;
  toValues: (row: Row) => FormValues;
  /** Saves the rows (one in update mode); resolves with the success text. */
  onSave: (rows: readonly Row[], payload: FormValues, action: SaveAction, mode: FormKind, values: FormValues, signature?: Signature) => Promise<string | void>;
  /** 'Confirm and save' for this row and values (single edit only). */
  canConfirmAndSave?: (row: Row, values: FormValues) => boolean;
  onValuesChange?: (rows: readonly Row[]) => (next: FormValues, previous: FormValues, changed: string) => FormValues | void;
  fieldExtra?: (rows: readonly Row[], mode: FormKind) => (field: ReadingFieldDef, context: FieldExtraContext) => ReactNode;
  /** A warning beside a field, the width of the form (the chosen machine out of service, the lot expired). */
  fieldWarning?: (rows: readonly Row[], mode: FormKind) => (field: ReadingFieldDef, context: FieldExtraContext) => ReactNode;
  /** Massive edit offered (turns on multi-select). */
  massive?: boolean;
}

export interface ReadingTableProps<Row> {
  id: string;
  title: string;
  rows: readonly Row[] | null;
  loading?: boolean;
  getRowId: (row: Row) => string;
  readNumber: (row: Row) => number;
  columns: readonly Column<Row>[];
  initialSort?: SortState | null;
  /** Server paging (useConnectionTable); `rows` then hold every row loaded so far. */
  server?: ServerPaging;
  /** Unviewed rows are marked and highlighted. */
  viewed?: (row: Row) => boolean;
  /** Detail dialog content; with `markViewed`, opening it marks the row viewed. */
  detail?: {
    title: (row: Row) => ReactNode;
    subtitle?: (row: Row) => ReactNode;
    groups: (row: Row) => DetailGroups;
    markViewed?: (row: Row) => Promise<unknown>;
  };
  edit?: ReadingEditConfig<Row>;
  /** Moves the rows to historical (single action and the toolbar's massive one). */
  toHistorical?: (rows: readonly Row[], signature?: Signature) => Promise<string | void>;
  rowActions?: readonly RowAction<Row>[];
  toolbarExtra?: ReactNode;
  /** The screen's banner (when it shows its own messages too). */
  banner?: TimedAlert;
  /** Selection kept by the screen (e.g. to act on it from outside); else kept here. */
  selection?: { selected: ReadonlySet<string>; onChange: (next: Set<string>) => void };
  /** Multi-select without massive edit (e.g. massive to historical only). */
  selectable?: boolean;
}

// Dialogs keep the rows they opened with: a live refetch may drop a row (it moved on) while
// its dialog is open, and the dialog must not vanish under the user's hands.
type DialogState<Row> = { kind: "closed" } | { kind: "update"; row: Row } | { kind: "massive"; rows: Row[] } | { kind: "toHistorical"; rows: Row[] };

export function ReadingTable<Row>(props: ReadingTableProps<Row>) {
  const { id, title, rows, loading, server, getRowId, readNumber, columns, initialSort, viewed, detail, edit, toHistorical, rowActions = [], toolbarExtra } = props;
  const { t } = useTranslation();
  const ownBanner = useTimedAlert();
  const banner = props.banner ?? ownBanner;
  const [ownSelected, setOwnSelected] = useState<Set<string>>(new Set());
  const selected = props.selection?.selected ?? ownSelected;
  const setSelected = props.selection?.onChange ?? setOwnSelected;
  const [dialog, setDialog] = useState<DialogState<Row>>({ kind: "closed" });
  const [detailSnapshot, setDetailSnapshot] = useState<Row | null>(null);
  const opener = useDelayedDetail(
    detail?.markViewed
      ? (rowId) => {
          const row = (rows ?? []).find((r) => getRowId(r) === rowId);
          return row ? detail.markViewed!(row) : Promise.resolve();
        }
      : undefined,
  );

  const byId = useMemo(() => new Map((rows ?? []).map((row) => [getRowId(row), row])), [rows, getRowId]);
  // Selected rows still listed (a refetch may drop rows that moved on).
  const selectedRows = [...selected].map((rowId) => byId.get(rowId)).filter((row): row is Row => row !== undefined);
  const close = () => setDialog({ kind: "closed" });
  const done = (fallbackKey: string, clearSelection: boolean) => (message: string | void) => {
    close();
    if (clearSelection) setSelected(new Set());
    banner.show({ variant: "success", lines: [message || t(fallbackKey)] });
  };
  const multi = Boolean(edit?.massive || toHistorical || props.selectable);

  const toolbar = (
    <>
      {toolbarExtra}
      {edit?.massive && (
        <Button leadingVisual={PencilIcon} disabled={selectedRows.length === 0} onClick={() => setDialog({ kind: "massive", rows: selectedRows })} data-testid="table-mass-edit">
          {t("dialog.editSelected", { count: selectedRows.length })}
        </Button>
      )}
      {toHistorical && (
        <Button leadingVisual={ArchiveIcon} disabled={selectedRows.length === 0} onClick={() => setDialog({ kind: "toHistorical", rows: selectedRows })} data-testid="table-mass-historical">
          {t("readings.toHistoricalSelected", { count: selectedRows.length })}
        </Button>
      )}
    </>
  );

  const actions: RowAction<Row>[] = [
    ...rowActions,
    ...(toHistorical
      ? [{ key: "toHistorical", label: t("readings.toHistorical"), icon: ArchiveIcon, onClick: (row: Row) => setDialog({ kind: "toHistorical", rows: [row] }) }]
      : []),
  ];

  // The current version of each row when it is still listed, else the one the dialog opened with.
  const fresh = (row: Row) => byId.get(getRowId(row)) ?? row;
  const detailRow = opener.openId ? (byId.get(opener.openId) ?? (detailSnapshot && getRowId(detailSnapshot) === opener.openId ? detailSnapshot : undefined)) : undefined;
  const editRow = dialog.kind === "update" ? fresh(dialog.row) : undefined;
  const massRows = useMemo(() => (dialog.kind === "massive" ? dialog.rows.map(fresh) : []), [dialog, byId]);
  const moveRows = dialog.kind === "toHistorical" ? dialog.rows.map(fresh) : [];
  const fieldsFor = (list: readonly Row[], mode: FormKind) => (edit ? (typeof edit.fields === "function" ? edit.fields(list, mode) : edit.fields) : []);
  const editFields = editRow ? fieldsFor([editRow], "update") : [];
  const massFields = massRows.length ? fieldsFor(massRows, "massive") : [];

  return (
    <div className={styles.screen}>
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} className={styles.banner} />
      <RecordTable<Row>
        id={id}
        title={title}
        rows={rows}
        loading={loading}
        server={server}
        getRowId={getRowId}
        columns={columns}
        initialSort={initialSort}
        toolbar={toolbar}
        viewed={viewed}
        selection={multi ? { mode: "multi", selected, onChange: setSelected } : undefined}
        onDetail={
          detail
            ? (row) => {
                setDetailSnapshot(row);
                opener.open(getRowId(row), viewed ? viewed(row) : true);
              }
            : undefined
        }
        onEdit={edit ? (row) => setDialog({ kind: "update", row }) : undefined}
        rowActions={actions}
        condensed
      />

      {detail && detailRow && (
        <ReadingDetailDialog
          title={detail.title(detailRow)}
          subtitle={detail.subtitle?.(detailRow)}
          groups={detail.groups(detailRow)}
          onClose={opener.close}
          actions={
            edit ? (
              <Button
                leadingVisual={PencilIcon}
                onClick={() => {
                  opener.close();
                  setDialog({ kind: "update", row: detailRow });
                }}
                data-testid="detail-edit"
              >
                {t("table.edit")}
              </Button>
            ) : undefined
          }
        />
      )}

      {edit && editRow && (
        <ReadingFormDialog
          mode="update"
          title={t("readings.editTitle", { readNumber: readNumber(editRow) })}
          subject={`#${readNumber(editRow)}`}
          fields={editFields}
          initialValues={edit.toValues(editRow)}
          serverRequired={edit.serverRequired}
          label={edit.label}
          rules={edit.rules([editRow])}
          canConfirmAndSave={edit.canConfirmAndSave ? (values) => edit.canConfirmAndSave!(editRow, values) : undefined}
          onValuesChange={edit.onValuesChange?.([editRow])}
          fieldExtra={edit.fieldExtra?.([editRow], "update")}
          fieldWarning={edit.fieldWarning?.([editRow], "update")}
          onSubmit={(payload, action, values, signature) => edit.onSave([editRow], payload, action, "update", values, signature)}
          onSaved={(message, action) => done(action === "confirmAndSave" ? "readings.confirmedAndSaved" : "dialog.saved", false)(message)}
          onClose={close}
        />
      )}

      {edit && dialog.kind === "massive" && (
        <ReadingFormDialog
          mode="massive"
          title={t("dialog.massTitle", { count: massRows.length })}
          subtitle={massRows.map((row) => `#${readNumber(row)}`).join(", ")}
          fields={massFields}
          initialValues={Object.fromEntries(massFields.map((f) => [f.name, f.type === "checkbox" ? false : ""]))}
          serverRequired={edit.serverRequired}
          label={edit.label}
          rules={edit.rules(massRows)}
          onValuesChange={edit.onValuesChange?.(massRows)}
          fieldExtra={edit.fieldExtra?.(massRows, "massive")}
          fieldWarning={edit.fieldWarning?.(massRows, "massive")}
          onSubmit={(payload, action, values) => edit.onSave(massRows, payload, action, "massive", values)}
          onSaved={(message) => done("dialog.saved", true)(message)}
          onClose={close}
        />
      )}

      {toHistorical && dialog.kind === "toHistorical" && (
        <ToHistoricalDialog
          readNumbers={moveRows.map(readNumber)}
          onConfirm={(signature) => toHistorical(moveRows, signature)}
          onDone={(message) => {
            const rowIds = new Set(moveRows.map(getRowId));
            close();
            setSelected(new Set([...selected].filter((rowId) => !rowIds.has(rowId))));
            banner.show({ variant: "success", lines: [message || t("readings.movedToHistorical")] });
          }}
          onClose={close}
        />
      )}
    </div>
  );
}
