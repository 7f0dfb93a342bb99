// Sub-form "resetPassword": reached after the must-change-password notice. Calls
// /api/appuser/restorepassword with the token of the sign-in that asked for it.
import { Button } from "@primer/react";
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { apiPost } from "../../api/http";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { PasswordField } from "../../components/fields/PasswordField";
import {
  hasErrors,
  isStrongPassword,
  PASSWORD_RULE,
  PASSWORDS_DIFFER,
  requiredErrors,
  type FieldErrors,
} from "../../components/fields/validation";
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

type Field = "password" | "repeat";

export function ResetPasswordForm({ pending, onDone, onCancel }: ResetPasswordFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState({ password: "", repeat: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
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
        "/api/appuser/restorepassword",
        {
          AppUser: { email: pending.claims.Email, id: pending.claims.Id },
          Password: values.password,
          DistributorId: distributorStore.id(),
        },
        { token: pending.token },
      );
      onDone(answerText(answer) || t("reset.done"));
    } catch (err) {
      setAlert({ variant: "critical", lines: errorLines(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className={styles.form} onSubmit={submit} noValidate aria-label={t("reset.title")}>
      <AlertBanner alert={alert} onDismiss={() => setAlert(null)} />
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
      <div className={styles.actions}>
        <Button type="button" onClick={onCancel}>
          {t("common.cancel")}
        </Button>
        <Button type="submit" variant="primary" loading={busy}>
          {t("reset.submit")}
        </Button>
      </div>
    </form>
  );
}
