// Sub-form "resetPassword": reached after the must-change-password notice. Calls
// /api/appuser/restorepassword with the token of the sign-in that asked for it.
import { Button } from "@primer/react";
import { useTranslation } from "react-i18next";
import { apiPost } from "../../api/http";
import { NewPasswordFields, useNewPassword } from "../../components/fields/NewPassword";
import type { Claims } from "../../session/claims";
import { distributorStore } from "../../session/distributor";
import { answerText } from "./api";
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
    const answer = await apiPost<unknown>(
      "/api/appuser/restorepassword",
      { AppUser: { email: pending.claims.Email, id: pending.claims.Id }, Password: password, DistributorId: distributorStore.id() },
      { token: pending.token },
    );
    onDone(answerText(answer) || t("reset.done"));
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
