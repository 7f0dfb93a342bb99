// A number input: digits with one optional decimal separator, clamped to a maximum
// with the message 'ValueMustBeLessThan' plus the limit for 5 seconds.
import { TextInput } from "@primer/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "./FieldFrame";
import { filterNumber, INT_MAX } from "./filters";

export const MAX_MESSAGE_MS = 5000;

export interface NumberFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  max?: number;
  decimals?: boolean;
  error?: string | null;
  required?: boolean;
  disabled?: boolean;
  name?: string;
}

export function NumberField({ label, value, onChange, max = INT_MAX, decimals = true, error, required, disabled, name }: NumberFieldProps) {
  const { t } = useTranslation();
  const [limitShown, setLimitShown] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return (
    <FieldFrame label={label} error={error} errorText={limitShown ? `${t("ValueMustBeLessThan")} ${max}` : null} required={required} disabled={disabled}>
      <TextInput
        block
        name={name}
        inputMode={decimals ? "decimal" : "numeric"}
        value={value}
        validationStatus={error || limitShown ? "error" : undefined}
        onChange={(event) => {
          const next = filterNumber(event.target.value, { max, decimals });
          onChange(next.value);
          if (next.clamped) {
            setLimitShown(true);
            clearTimeout(timer.current);
            timer.current = setTimeout(() => setLimitShown(false), MAX_MESSAGE_MS);
          }
        }}
      />
    </FieldFrame>
  );
}
