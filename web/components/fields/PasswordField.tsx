// A password input with a show/hide toggle.
import { LockIcon } from "@primer/octicons-react";
import { TextInput } from "@primer/react";
import type { ReactNode } from "react";
import { FieldFrame } from "./FieldFrame";
import { usePasswordToggle } from "./passwordToggle";

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
  const toggle = usePasswordToggle();
  return (
    <FieldFrame label={label} error={error} caption={caption} required={required}>
      <TextInput
        block
        name={name}
        type={toggle.type}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        leadingVisual={LockIcon}
        validationStatus={error ? "error" : undefined}
        onChange={(event) => onChange(event.target.value)}
        trailingAction={toggle.trailingAction}
      />
    </FieldFrame>
  );
}
