// The detail dialog: every field of the record, read only.
import { useTranslation } from "react-i18next";
import { fieldApplies, fieldShown, type FieldDef, type FormValues } from "../form/fields";
import styles from "./RecordDialog.module.css";
import { ViewDialog } from "./ViewDialog";

export interface DetailDialogProps {
  title: string;
  subtitle?: string;
  fields: readonly FieldDef[];
  values: FormValues;
  label: (field: FieldDef) => string;
  onClose: () => void;
}

function shown(field: FieldDef, values: FormValues, yes: string, no: string): string {
  if (field.detailText) return field.detailText(values);
  const value = values[field.name];
  if (typeof value === "boolean") return value ? yes : no;
  if (field.type === "select") return field.options?.find((o) => o.value === value)?.label ?? String(value ?? "");
  return String(value ?? "");
}

export function DetailDialog({ title, subtitle, fields, values, label, onClose }: DetailDialogProps) {
  const { t } = useTranslation();
  return (
    <ViewDialog title={title} subtitle={subtitle} onClose={onClose} testId="detail-dialog">
      <dl className={styles.details}>
        {fields
          .filter((field) => fieldApplies(field, "detail") && fieldShown(field, values))
          .map((field) => (
            <div key={field.name} style={{ display: "contents" }}>
              <dt>{label(field)}</dt>
              <dd data-field={field.name}>{shown(field, values, t("common.yes"), t("common.no")) || "—"}</dd>
            </div>
          ))}
      </dl>
    </ViewDialog>
  );
}
