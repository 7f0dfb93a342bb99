// Sub-form "resetPassword": reached after the must-change-password notice. Calls
// the restorePassword mutation with the token of the sign-in that asked for it.
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { NewPasswordFields, useNewPassword } from "../../components/fields/NewPassword";
import type { Claims } from "../../session/claims";
import { restorePasswordCall } from "./api";
import styles from "./Login.module.css";

export interface PendingSignIn {
  token: string;
  claims: Claims;
}

export interface ResetPasswordFormProps {
  pending: PendingSignIn;
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function ResetPasswordForm({ pending, onDone, onCancel }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const form = useNewPassword(async (password) => {
    onDone((await restorePasswordCall(pending.token, password)) || t("reset.done"));
  });

  return (
    <form className={styles.form} onSubmit={form.submit} noValidate aria-label={t("reset.title")}>
      <NewPasswordFields form={form} />
      <div className={styles.actions}>
        <Button type="button" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={form.busy}>
          {t("reset.submit")}
        </Button>
      </div>
    </form>
  );
}
