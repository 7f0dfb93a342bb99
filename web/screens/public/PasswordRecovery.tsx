// /login/passwordrecovery/:token/:email/:distId — the link of the recovery mail:
// disabled email, new password and repeat (each with show/hide), Accept; then a
// success message and a Login button.
import { CheckIcon, MailIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate, useParams } from "react-router-dom";
import { NewPasswordFields, useNewPassword } from "../../components/fields/NewPassword";
import { TextField } from "../../components/fields/TextField";
import { PublicPage } from "../../components/PublicPage";
import { recoverPasswordCall } from "../session/api";
import styles from "./Public.module.css";

export function PasswordRecovery() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { token = "", email = "", distId = "" } = useParams();
  const [done, setDone] = useState<string | null>(null);
  const form = useNewPassword(async (password) => {
    setDone((await recoverPasswordCall({ email, distributorId: distId, token, password })) || t("recovery.done"));
  });

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
      <form className={styles.form} onSubmit={form.submit} noValidate aria-label={t("recovery.title")}>
        <TextField label={t("login.email")} name="email" value={email} onChange={() => undefined} disabled filter="none" leadingVisual={MailIcon} />
        <NewPasswordFields form={form} />
        <Button type="submit" variant="primary" size="large" block loading={form.busy}>
          {t("recovery.accept")}
        </Button>
      </form>
    </PublicPage>
  );
}
