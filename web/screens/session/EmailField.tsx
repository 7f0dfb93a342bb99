// The sign-in email (login and forgot-password sub-forms): the account's user name, as typed.
// In a PlainFrame: the sign-in page loads no FormControl (components/fields/PlainFrame.tsx).
import { MailIcon } from "@primer/octicons-react";
import { TextInput } from "@primer/react";
import { useTranslation } from "react-i18next";
import { PasswordInput } from "../../components/fields/PasswordInput";
import { PlainFrame } from "../../components/fields/PlainFrame";

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

export function EmailField({ value, onChange, error, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <PlainFrame label={t("login.email")} error={error} required>
      {(control) => (
        <TextInput
          {...control}
          block
          name="email"
          type="email"
          value={value}
          autoComplete="username"
          autoFocus={autoFocus}
          leadingVisual={MailIcon}
          validationStatus={error ? "error" : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </PlainFrame>
  );
}

/** The sign-in password, with its show/hide toggle. */
export function SignInPasswordField({ value, onChange, error, autoFocus }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <PlainFrame label={t("login.password")} error={error} required>
      {(control) => <PasswordInput {...control} name="password" value={value} onChange={onChange} invalid={Boolean(error)} autoFocus={autoFocus} />}
    </PlainFrame>
  );
}
