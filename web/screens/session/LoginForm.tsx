// Sub-form "login": email, password, and links to forgot password and sign up.
import { Button } from "@primer/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { hasErrors, requiredErrors, type FieldErrors } from "../../components/fields/validation";
import { EmailField, SignInPasswordField } from "./EmailField";
import styles from "./Login.module.css";

export interface LoginFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Signs in; throws with the lines to show on failure. */
  onSubmit: (email: string, password: string) => Promise<void>;
  onForgotPassword: () => void;
  onSignUp: () => void;
  alert: Alert | null;
  onAlertDismiss: () => void;
  busy: boolean;
}

type Field = "email" | "password";

export function LoginForm({ email, onEmailChange, onSubmit, onForgotPassword, onSignUp, alert, onAlertDismiss, busy }: LoginFormProps) {
  const { t } = useTranslation();
  const [password, setPassword] = useState("");
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = requiredErrors({ email, password }, ["email", "password"]);
    setErrors(found);
    if (hasErrors(found)) return;
    try {
      await onSubmit(email.trim(), password);
    } catch {
      // The parent shows the server message; the password is cleared (spec 000 section 8).
      setPassword("");
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("login.title")}>
      <AlertBanner alert={alert} onDismiss={onAlertDismiss} />
      <EmailField
        value={email}
        onChange={(value) => {
          onEmailChange(value);
          setErrors((e) => ({ ...e, email: undefined }));
        }}
        error={errors.email}
        autoFocus={!email}
      />
      <SignInPasswordField
        value={password}
        onChange={(value) => {
          setPassword(value);
          setErrors((e) => ({ ...e, password: undefined }));
        }}
        error={errors.password}
        autoFocus={Boolean(email)}
      />
      <div className={styles.links}>
        <span />
        <button type="button" className={styles.linkButton} onClick={onForgotPassword}>
          {t("login.forgotPassword")}
        </button>
      </div>
      <Button type="submit" variant="primary" size="large" block loading={busy}>
        {t("login.submit")}
      </Button>
      <div className={styles.divider}>{t("login.or")}</div>
      <p className={styles.center} style={{ margin: 0 }}>
        {t("login.noAccount")}{" "}
        <button type="button" className={styles.linkButton} onClick={onSignUp}>
          {t("login.signUp")}
        </button>
      </p>
    </form>
  );
}
