// A labelled select with a placeholder and the required-field message.
import { Select } from "@primer/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "./FieldFrame";

export interface SelectOption {
  value: string;
  label: string;
}

export interface SelectFieldProps {
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  placeholder?: string;
  error?: string | null;
  caption?: ReactNode;
  required?: boolean;
  disabled?: boolean;
  name?: string;
  /** The placeholder may be chosen again (a filter's "All"). */
  clearable?: boolean;
}

export function SelectField({ label, value, options, onChange, placeholder, error, caption, required, disabled, name, clearable }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <FieldFrame label={label} error={error} caption={caption} required={required} disabled={disabled}>
      <Select
        block
        name={name}
        value={value}
        validationStatus={error ? "error" : undefined}
        onChange={(event) => onChange(event.target.value)}
      >
        <Select.Option value="" disabled={!clearable}>
          {placeholder ?? t("field.choose")}
        </Select.Option>
        {options.map((option) => (
          <Select.Option key={option.value} value={option.value}>
            {option.label}
          </Select.Option>
        ))}
      </Select>
    </FieldFrame>
  );
}
