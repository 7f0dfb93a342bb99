// A password input with a show/hide toggle.
import { EyeClosedIcon, EyeIcon, LockIcon } from "@primer/octicons-react";
import { TextInput } from "@primer/react";
import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { FieldFrame } from "./FieldFrame";

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
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <FieldFrame label={label} error={error} caption={caption} required={required}>
      <TextInput
        block
        name={name}
        type={visible ? "text" : "password"}
        value={value}
        autoComplete={autoComplete}
        autoFocus={autoFocus}
        leadingVisual={LockIcon}
        validationStatus={error ? "error" : undefined}
        onChange={(event) => onChange(event.target.value)}
        trailingAction={
          <TextInput.Action
            icon={visible ? EyeClosedIcon : EyeIcon}
            aria-label={visible ? t("field.hidePassword") : t("field.showPassword")}
            onClick={() => setVisible((v) => !v)}
          />
        }
      />
    </FieldFrame>
  );
}
