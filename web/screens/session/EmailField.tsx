// The sign-in email (login and forgot-password sub-forms): the account's user name, as typed.
import { MailIcon } from "@primer/octicons-react";
import { useTranslation } from "react-i18next";
import { TextField } from "../../components/fields/TextField";

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

export function EmailField({ value, onChange, error, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t("login.email")}
      name="email"
      type="email"
      filter="none"
      autoComplete="username"
      leadingVisual={MailIcon}
      value={value}
      onChange={onChange}
      error={error}
      required
      autoFocus={autoFocus}
    />
  );
}
