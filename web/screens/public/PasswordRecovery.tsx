// /login/passwordrecovery/:token/:email/:distId — the link of the recovery mail:
// disabled email, new password and repeat (each with show/hide), Accept; then a
// success message and a Login button.
import { CheckIcon, MailIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { apiPost } from "../../api/http";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { PasswordField } from "../../components/fields/PasswordField";
import { TextField } from "../../components/fields/TextField";
import {
  hasErrors,
  isStrongPassword,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  requiredErrors,
  type FieldErrors,
} from "../../components/fields/validation";
import { PublicPage } from "../../components/PublicPage";
import { answerText } from "../session/api";
import styles from "./Public.module.css";

type Field = "password" | "repeat";

export function PasswordRecovery() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = "", email = "", distId = "" } = useParams();
  const [values, setValues] = useState({ password: "", repeat: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = requiredErrors(values, ["password", "repeat"]);
    if (!found.password && !isStrongPassword(values.password)) found.password = PASSWORD_RULE;
    if (!found.repeat && values.repeat !== values.password) found.repeat = PASSWORDS_DIFFER;
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setAlert(null);
    try {
      const answer = await apiPost<unknown>(
        "/api/login/password-recovery",
        { email, distId, token, password: values.password },
        { auth: false },
      );
      setDone(answerText(answer) || t("recovery.done"));
    } catch (error) {
      setAlert({ variant: "critical", lines: errorLines(error) });
    } finally {
      setBusy(false);
    }
  };

  if (done) {
    return (
      <PublicPage title={t("recovery.title")} testId="password-recovery-done">
        <div className={styles.message}>
          <span className={`${styles.messageIcon} ${styles.successIcon}`}>
            <CheckIcon size={28} />
          </span>
          <p className={styles.messageText} data-testid="recovery-success">
            {t(done)}
          </p>
          <Button variant="primary" size="large" block onClick={() => navigate(`/login/0/${encodeURIComponent(email)}`)}>
            {t("login.submit")}
          </Button>
        </div>
      </PublicPage>
    );
  }

  return (
    <PublicPage title={t("recovery.title")} subtitle={t("recovery.subtitle")} testId="password-recovery">
      <form className={styles.form} onSubmit={submit} noValidate aria-label={t("recovery.title")}>
        <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />
        <TextField label={t("login.email")} name="email" value={email} onChange={() => undefined} disabled filter="none" leadingVisual={MailIcon} />
        <PasswordField
          label={t("reset.newPassword")}
          name="newPassword"
          autoComplete="new-password"
          value={values.password}
          onChange={set("password")}
          error={errors.password}
          caption={errors.password ? undefined : t(PASSWORD_RULE)}
          required
          autoFocus
        />
        <PasswordField
          label={t("reset.repeatPassword")}
          name="repeatPassword"
          autoComplete="new-password"
          value={values.repeat}
          onChange={set("repeat")}
          error={errors.repeat}
          required
        />
        <Button type="submit" variant="primary" size="large" block loading={busy}>
          {t("recovery.accept")}
        </Button>
      </form>
    </PublicPage>
  );
}
