// A list screen's table with its dialogs (spec 000 section 4, "Shared table dialog
// states"): closed, new, update, massive edit, detail and delete confirmation. The screen
// describes its columns and fields and hands over one async function per write; this
// component opens the dialogs, closes them on success, clears the selection after a
// massive edit, and shows the success banner for 3 seconds.
import { PencilIcon, PlusIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { AlertBanner } from "../AlertBanner";
import { DeleteDialog } from "../dialog/DeleteDialog";
import { DetailDialog } from "../dialog/DetailDialog";
import { FormDialog } from "../dialog/FormDialog";
import { emptyValues, type FieldDef, type FormValues } from "../form/fields";
import { useLabel, type ScreenConfig } from "../form/useScreenConfig";
import { RecordTable, type RecordTableProps } from "../table/RecordTable";
import { useTimedAlert, type TimedAlert } from "../useTimedAlert";
import styles from "./CrudTable.module.css";

type DialogState<Row> =
  | { kind: "closed" }
  | { kind: "new" }
  | { kind: "update"; row: Row }
  | { kind: "massive"; rows: Row[] }
  | { kind: "detail"; row: Row }
  | { kind: "delete"; row: Row };

export interface CrudTableProps<Row> extends Omit<RecordTableProps<Row>, "onEdit" | "onDetail" | "onDelete" | "selection" | "toolbar"> {
  /** Labels and required objects of the screen. */
  config: ScreenConfig;
  fields: readonly FieldDef[];
  /** The kind of record in the user's language ("sector"), for the delete question. */
  entity: string;
  /** Dialog titles in the user's language ("New sector", "Edit sector", "Sector"). */
  titles: { new: string; edit: string; detail: string };
  /** The record's name in dialog subtitles and the delete confirmation. */
  rowName: (row: Row) => string;
  /** Form values of an existing row. */
  toValues: (row: Row) => FormValues;
  /** Form values of a new record (defaults to empty fields). */
  newValues?: () => FormValues;
  onCreate?: (values: FormValues) => Promise<string | void>;
  onUpdate?: (row: Row, values: FormValues) => Promise<string | void>;
  /** Massive edit of the selected rows (turns on multi-select). */
  onMassUpdate?: (rows: Row[], values: FormValues) => Promise<string | void>;
  onDelete?: (row: Row, forced: boolean) => Promise<string | void>;
  /** Offers the forced delete (archive) when the server asks for it. */
  canForceDelete?: boolean;
  showDetail?: boolean;
  /** More toolbar content (beside New). */
  toolbarExtra?: ReactNode;
  /** Fields of the massive-edit form (defaults to the update fields). */
  massFields?: readonly FieldDef[];
  /** Hides New (e.g. no sector chosen yet). */
  canCreate?: boolean;
  /** The screen's banner, when the screen shows its own messages in it too. */
  banner?: TimedAlert;
}

export function CrudTable<Row>(props: CrudTableProps<Row>) {
  const { config, fields, entity, titles, rowName, toValues, newValues, onCreate, onUpdate, onMassUpdate, onDelete, canForceDelete = false, showDetail, toolbarExtra, massFields, canCreate = true, getRowId, rows, banner: screenBanner, ...table } = props;
  const { t } = useTranslation();
  const label = useLabel(config);
  const [dialog, setDialog] = useState<DialogState<Row>>({ kind: "closed" });
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const ownBanner = useTimedAlert();
  const banner = screenBanner ?? ownBanner;
  const close = () => setDialog({ kind: "closed" });
  const saved = (fallbackKey: string) => (message: string | void) => {
    close();
    banner.show({ variant: "success", lines: [message || t(fallbackKey)] });
  };
  const fieldLabel = (field: FieldDef) => label(field);
  // Selected rows that are still listed (a refetch may drop some).
  const selectedRows = (rows ?? []).filter((row) => selected.has(getRowId(row)));

  const toolbar = (
    <>
      {toolbarExtra}
      {onMassUpdate && (
        <Button leadingVisual={PencilIcon} disabled={selectedRows.length === 0} onClick={() => setDialog({ kind: "massive", rows: selectedRows })} data-testid="table-mass-edit">
          {t("dialog.editSelected", { count: selectedRows.length })}
        </Button>
      )}
      {onCreate && canCreate && (
        <Button variant="primary" leadingVisual={PlusIcon} onClick={() => setDialog({ kind: "new" })} data-testid="table-new">
          {t("dialog.new")}
        </Button>
      )}
    </>
  );

  return (
    <div className={styles.root}>
      <AlertBanner alert={banner.alert} onDismiss={banner.clear} className={styles.banner} />
      <RecordTable
        {...table}
        rows={rows}
        getRowId={getRowId}
        toolbar={toolbar}
        selection={onMassUpdate ? { mode: "multi", selected, onChange: setSelected } : undefined}
        onEdit={onUpdate ? (row) => setDialog({ kind: "update", row }) : undefined}
        onDetail={showDetail ? (row) => setDialog({ kind: "detail", row }) : undefined}
        onDelete={onDelete ? (row) => setDialog({ kind: "delete", row }) : undefined}
      />

      {dialog.kind === "new" && onCreate && (
        <FormDialog
          mode="new"
          title={titles.new}
          fields={fields}
          initialValues={newValues?.() ?? emptyValues(fields)}
          serverRequired={config.required}
          label={fieldLabel}
          onSubmit={onCreate}
          onSaved={saved("dialog.created")}
          onClose={close}
        />
      )}
      {dialog.kind === "update" && onUpdate && (
        <FormDialog
          mode="update"
          title={titles.edit}
          subtitle={rowName(dialog.row)}
          fields={fields}
          initialValues={toValues(dialog.row)}
          serverRequired={config.required}
          label={fieldLabel}
          onSubmit={(values) => onUpdate(dialog.row, values)}
          onSaved={saved("dialog.saved")}
          onClose={close}
        />
      )}
      {dialog.kind === "massive" && onMassUpdate && (
        <FormDialog
          mode="massive"
          title={t("dialog.massTitle", { count: dialog.rows.length })}
          fields={massFields ?? fields}
          initialValues={emptyValues(massFields ?? fields)}
          serverRequired={config.required}
          label={fieldLabel}
          onSubmit={(values) => onMassUpdate(dialog.rows, values)}
          onSaved={(message) => {
            setSelected(new Set());
            saved("dialog.saved")(message);
          }}
          onClose={close}
        />
      )}
      {dialog.kind === "detail" && (
        <DetailDialog title={titles.detail} subtitle={rowName(dialog.row)} fields={fields} values={toValues(dialog.row)} label={fieldLabel} onClose={close} />
      )}
      {dialog.kind === "delete" && onDelete && (
        <DeleteDialog
          entity={entity}
          name={rowName(dialog.row)}
          canForce={canForceDelete}
          onDelete={(forced) => onDelete(dialog.row, forced)}
          onDone={saved("dialog.deleted")}
          onClose={close}
        />
      )}
    </div>
  );
}
