// Sub-form "forgotPassword": email and a submit action.
import { ArrowLeftIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { REQUIRED } from "../../components/fields/validation";
import { distributorStore } from "../../session/distributor";
import { forgotPasswordCall } from "./api";
import { EmailField } from "./EmailField";
import styles from "./Login.module.css";

export interface ForgotPasswordFormProps {
  email: string;
  onEmailChange: (email: string) => void;
  /** Back to login with the server's message. */
  onSent: (message: string) => void;
  onBack: () => void;
}

export function ForgotPasswordForm({ email, onEmailChange, onSent, onBack }: ForgotPasswordFormProps) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!email.trim()) {
      setError(REQUIRED);
      return;
    }
    setBusy(true);
    setAlert(null);
    try {
      onSent((await forgotPasswordCall(email.trim(), distributorStore.id())) || t("forgot.sent"));
    } catch (err) {
      setAlert({ variant: "critical", lines: errorLines(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("forgot.title")}>
      <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />
      <EmailField
        value={email}
        onChange={(value) => {
          onEmailChange(value);
          setError(null);
        }}
        error={error}
        autoFocus
      />
      <Button type="submit" variant="primary" size="large" block loading={busy}>
        {t("forgot.submit")}
      </Button>
      <Button type="button" variant="invisible" leadingVisual={ArrowLeftIcon} onClick={onBack}>
        {t("common.backToLogin")}
      </Button>
    </form>
  );
}
