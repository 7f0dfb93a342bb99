// The columns of the file: one checkbox each in the server's order, select all / none, and
// 'ColumnsErrorText' as soon as nothing is ticked (the export would be refused anyway).
import { Button, Checkbox, FormControl, Spinner } from "@primer/react";
import { InlineMessage } from "@primer/react/experimental";
import { useTranslation } from "react-i18next";
import type { ExportColumns } from "./useExportColumns";
import styles from "./AppExporter.module.css";

const typeKeys = { date: "exporter.colType.date", number: "exporter.colType.number", boolean: "exporter.colType.boolean", string: null } as const;

export interface ColumnChecklistProps {
  state: ExportColumns;
  hasRead: boolean;
  disabled: boolean;
}

export function ColumnChecklist({ state, hasRead, disabled }: ColumnChecklistProps) {
  const { t } = useTranslation();
  const { columns, selected, loading, chosenKeys } = state;
  const ready = hasRead && !loading && columns.length > 0;
  return (
    <div className={styles.columnsPanel} data-testid="export-columns">
      {ready && (
        <div className={styles.columnsToolbar}>
          <span className={styles.counter} data-testid="columns-count" aria-live="polite">
            {t("exporter.columnsCount", { count: chosenKeys.length, total: columns.length })}
          </span>
          <div className={styles.columnsActions}>
            <Button size="small" disabled={disabled} onClick={state.selectAll} data-testid="columns-all">
              {t("exporter.selectAll")}
            </Button>
            <Button size="small" disabled={disabled} onClick={state.selectNone} data-testid="columns-none">
              {t("exporter.selectNone")}
            </Button>
          </div>
        </div>
      )}
      {!hasRead && <p className={styles.hint}>{t("exporter.chooseType")}</p>}
      {hasRead && loading && (
        <p className={styles.hint}>
          <Spinner size="small" /> {t("exporter.loadingColumns")}
        </p>
      )}
      {ready && chosenKeys.length === 0 && (
        <InlineMessage variant="critical" data-testid="columns-error">
          {t("ColumnsErrorText")}
        </InlineMessage>
      )}
      {ready && (
        <div className={styles.columnGrid} role="group" aria-label={t("exporter.columns")}>
          {columns.map((column) => (
            <FormControl key={column.key} disabled={disabled} className={styles.column}>
              <Checkbox name="col" value={column.key} checked={selected.has(column.key)} onChange={(event) => state.toggle(column.key, event.target.checked)} />
              <FormControl.Label className={styles.columnLabel}>
                {column.label}
                {typeKeys[column.type] && <span className={styles.columnType}>{t(typeKeys[column.type]!)}</span>}
              </FormControl.Label>
            </FormControl>
          ))}
        </div>
      )}
    </div>
  );
}
