// The sign-in email and password (login and forgot-password sub-forms): the account's user name,
// as typed, and the password with its show/hide toggle. In a PlainFrame: the sign-in page loads
// no FormControl (components/fields/PlainFrame.tsx).
import { LockIcon, MailIcon, type Icon } from "@primer/octicons-react";
import { TextInput } from "@primer/react";
import type { HTMLProps, ReactElement } from "react";
import { useTranslation } from "react-i18next";
import { PlainFrame } from "../../components/fields/PlainFrame";
import { usePasswordToggle } from "../../components/fields/passwordToggle";

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  error?: string | null;
  autoFocus?: boolean;
}

interface SignInFieldProps extends EmailFieldProps {
  label: string;
  name: string;
  type: string;
  autoComplete: string;
  leadingVisual: Icon;
  trailingAction?: ReactElement<HTMLProps<HTMLButtonElement>>;
}

function SignInField({ label, error, onChange, ...input }: SignInFieldProps) {
  return (
    <PlainFrame label={label} error={error} required>
      {(control) => <TextInput {...control} {...input} block validationStatus={error ? "error" : undefined} onChange={(event) => onChange(event.target.value)} />}
    </PlainFrame>
  );
}

export function EmailField(props: EmailFieldProps) {
  const { t } = useTranslation();
  return <SignInField {...props} label={t("login.email")} name="email" type="email" autoComplete="username" leadingVisual={MailIcon} />;
}

export function SignInPasswordField(props: EmailFieldProps) {
  const { t } = useTranslation();
  const toggle = usePasswordToggle();
  return <SignInField {...props} label={t("login.password")} name="password" type={toggle.type} autoComplete="current-password" leadingVisual={LockIcon} trailingAction={toggle.trailingAction} />;
}
