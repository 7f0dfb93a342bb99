// A password input with a show/hide toggle.
import type { ReactNode } from "react";
import { FieldFrame } from "./FieldFrame";
import { PasswordInput } from "./PasswordInput";

export interface PasswordFieldProps {
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  caption?: ReactNode;
  required?: boolean;
  autoComplete?: "current-password" | "new-password";
  name?: string;
  autoFocus?: boolean;
}

export function PasswordField({ label, value, onChange, error, caption, required, autoComplete = "current-password", name, autoFocus }: PasswordFieldProps) {
  return (
    <FieldFrame label={label} error={error} caption={caption} required={required}>
      <PasswordInput name={name} value={value} onChange={onChange} invalid={Boolean(error)} autoComplete={autoComplete} autoFocus={autoFocus} />
    </FieldFrame>
  );
}
