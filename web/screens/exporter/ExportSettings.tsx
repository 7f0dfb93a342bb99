// What to export: the reading type, the file type and, for csv only, the separator.
import { CodeIcon, FileIcon, TableIcon } from "@primer/octicons-react";
import { SegmentedControl } from "@primer/react";
import { useId } from "react";
import { useTranslation } from "react-i18next";
import { SelectField } from "../../components/fields/SelectField";
import { EXPORT_READS, FILE_TYPES, fileLabelKeys, readLabelKeys, SEPARATORS, type ExportRead } from "./exportOptions";
import type { ExportForm } from "./exportRequest";
import styles from "./AppExporter.module.css";

const fileIcons = { excel: TableIcon, csv: FileIcon, xml: CodeIcon } as const;

export interface ExportSettingsProps {
  form: ExportForm;
  disabled: boolean;
  onChange: (change: Partial<ExportForm>) => void;
}

export function ExportSettings({ form, disabled, onChange }: ExportSettingsProps) {
  const { t } = useTranslation();
  const fileTypeLabel = useId();
  return (
    <div className={styles.fields}>
      <SelectField
        name="read"
        label={t("exporter.readType")}
        value={form.read}
        required
        disabled={disabled}
        options={EXPORT_READS.map((read) => ({ value: read, label: t(readLabelKeys[read]) }))}
        onChange={(value) => onChange({ read: value as ExportRead })}
      />
      <div className={styles.fileType}>
        <span id={fileTypeLabel} className={styles.fieldLabel}>
          {t("exporter.fileType")}
        </span>
        <SegmentedControl
          aria-labelledby={fileTypeLabel}
          fullWidth
          onChange={(index) => !disabled && onChange({ fileType: FILE_TYPES[index]! })}
          data-testid="file-type"
        >
          {FILE_TYPES.map((type) => (
            <SegmentedControl.Button key={type} selected={form.fileType === type} leadingVisual={fileIcons[type]} data-value={type} disabled={disabled}>
              {t(fileLabelKeys[type])}
            </SegmentedControl.Button>
          ))}
        </SegmentedControl>
      </div>
      {form.fileType === "csv" && (
        <SelectField
          name="separator"
          label={t("exporter.separator")}
          value={form.separator}
          required
          disabled={disabled}
          error={form.separator ? null : "This field is required"}
          options={SEPARATORS.map((s) => ({ value: s.value, label: t(s.key) }))}
          onChange={(separator) => onChange({ separator })}
        />
      )}
    </div>
  );
}
