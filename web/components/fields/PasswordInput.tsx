// The password input with its show/hide toggle, inside FieldFrame (PasswordField) or the sign-in
// page's PlainFrame (SignInPasswordField, web/screens/session/EmailField.tsx).
import { EyeClosedIcon, EyeIcon, LockIcon } from "@primer/octicons-react";
import { TextInput } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import type { PlainControl } from "./PlainFrame";

export interface PasswordInputProps extends Partial<PlainControl> {
  value: string;
  onChange: (value: string) => void;
  invalid?: boolean;
  autoComplete?: "current-password" | "new-password";
  name?: string;
  autoFocus?: boolean;
}

export function PasswordInput({ value, onChange, invalid, autoComplete = "current-password", name, autoFocus, ...control }: PasswordInputProps) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...control}
      block
      name={name}
      type={visible ? "text" : "password"}
      value={value}
      autoComplete={autoComplete}
      autoFocus={autoFocus}
      leadingVisual={LockIcon}
      validationStatus={invalid ? "error" : undefined}
      onChange={(event) => onChange(event.target.value)}
      trailingAction={<TextInput.Action icon={visible ? EyeClosedIcon : EyeIcon} aria-label={visible ? t("field.hidePassword") : t("field.showPassword")} onClick={() => setVisible((v) => !v)} />}
    />
  );
}
