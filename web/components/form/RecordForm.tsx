// Renders a form from field descriptions with the shared inputs (text, phone and number
// filters, the required mark and the message under each field).
import { Checkbox, FormControl, TextInput } from "@primer/react";
import { useTranslation } from "react-i18next";
import { NumberField } from "../fields/NumberField";
import { SelectField } from "../fields/SelectField";
import { TextField } from "../fields/TextField";
import { fieldApplies, fieldShown, isFieldDisabled, isFieldRequired, type FieldDef, type FormMode, type FormValues } from "./fields";
import styles from "./RecordForm.module.css";

export interface RecordFormProps {
  fields: readonly FieldDef[];
  mode: Exclude<FormMode, "detail">;
  values: FormValues;
  onChange: (name: string, value: string | boolean) => void;
  errors: Record<string, string>;
  serverRequired: ReadonlySet<string>;
  label: (field: FieldDef) => string;
  /** Everything read-only while a save runs. */
  busy?: boolean;
}

export function RecordForm({ fields, mode, values, onChange, errors, serverRequired, label, busy }: RecordFormProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.grid}>
      {fields
        .filter((field) => fieldApplies(field, mode) && fieldShown(field, values))
        .map((field) => {
          const common = {
            name: field.name,
            label: label(field),
            required: isFieldRequired(field, serverRequired),
            disabled: busy || isFieldDisabled(field, mode),
            error: errors[field.name] ?? null,
          };
          const value = values[field.name];
          const text = typeof value === "string" ? value : "";
          switch (field.type) {
            case "select":
              return (
                <SelectField key={field.name} {...common} value={text} options={field.options ?? []} placeholder={field.placeholder} onChange={(v) => onChange(field.name, v)} />
              );
            case "number":
              return <NumberField key={field.name} {...common} value={text} max={field.max} decimals={field.decimals} onChange={(v) => onChange(field.name, v)} />;
            case "checkbox":
              return (
                <FormControl key={field.name} disabled={common.disabled}>
                  <Checkbox name={field.name} checked={value === true} onChange={(event) => onChange(field.name, event.target.checked)} />
                  <FormControl.Label>{common.label}</FormControl.Label>
                </FormControl>
              );
            case "date":
              return (
                <FormControl key={field.name} required={common.required} disabled={common.disabled}>
                  <FormControl.Label>{common.label}</FormControl.Label>
                  <TextInput block type="date" name={field.name} value={text} validationStatus={common.error ? "error" : undefined} onChange={(event) => onChange(field.name, event.target.value)} />
                  {common.error && <FormControl.Validation variant="error">{t(common.error)}</FormControl.Validation>}
                </FormControl>
              );
            default:
              return (
                <TextField
                  key={field.name}
                  {...common}
                  value={text}
                  type={field.type === "email" ? "email" : field.type === "phone" ? "tel" : "text"}
                  filter={field.type === "phone" ? "phone" : field.unfiltered || field.type === "email" ? "none" : "text"}
                  onChange={(v) => onChange(field.name, v)}
                />
              );
          }
        })}
    </div>
  );
}
