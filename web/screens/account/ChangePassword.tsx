// /changepassword — the signed-in user changes its own password (screen 130): current
// password, new password and its confirmation; Accept and Cancel. Each field is required
// ('This field is required'), the confirmation must match ('Password does not match') and the
// new password follows the rule (checked here to spare a call, and by the server). On success
// the server's message shows and the app returns to / after 1 s; a failure shows the
// server's (or the network's) message. The user's other sessions end; this one goes on.
import { Button } from "@primer/react";
import { useEffect, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useRelayEnvironment } from "react-relay";
import { useNavigate } from "react-router-dom";
import type { ChangePasswordMutation } from "../../__generated__/ChangePasswordMutation.graphql";
import { ApiError, errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { PasswordField } from "../../components/fields/PasswordField";
import { hasErrors, isStrongPassword, PASSWORD_RULE, requiredErrors, type FieldErrors } from "../../components/fields/validation";
import { Page } from "../../components/Page";
import { commit } from "../../relay/operations";
import styles from "./ChangePassword.module.css";

export const CHANGE_PASSWORD_SCREEN = 130;
/** Spec 002 section 9: the change-password redirect after 1 s. */
export const REDIRECT_MS = 1000;
export const PASSWORDS_DIFFER = "Password does not match";

const mutation = graphql`
  mutation ChangePasswordMutation($input: ChangePasswordInput!) {
    changePassword(input: $input) {
      message
    }
  }
`;

type Field = "current" | "next" | "confirm";

export function ChangePassword() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const navigate = useNavigate();
  const [values, setValues] = useState<Record<Field, string>>({ current: "", next: "", confirm: "" });
  const [errors, setErrors] = useState<FieldErrors<Field>>({});
  const [alert, setAlert] = useState<Alert | null>(null);
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState(false);

  useEffect(() => {
    if (!done) return;
    const timer = setTimeout(() => navigate("/"), REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [done, navigate]);

  const set = (field: Field) => (value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || done) return;
    const found = requiredErrors(values, ["current", "next", "confirm"]);
    if (!found.next && !isStrongPassword(values.next)) found.next = PASSWORD_RULE;
    if (!found.confirm && values.confirm !== values.next) found.confirm = PASSWORDS_DIFFER;
    setErrors(found);
    if (hasErrors(found)) return;
    setBusy(true);
    setAlert(null);
    try {
      const answer = await commit<ChangePasswordMutation>(environment, mutation, { input: { currentPassword: values.current, newPassword: values.next } });
      setAlert({ variant: "success", lines: [answer.changePassword.message] });
      setDone(true);
    } catch (error) {
      // The server's message; without an answer at all, the network's.
      setAlert({ variant: "critical", lines: error instanceof ApiError ? errorLines(error) : ["account.networkError"] });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Page eyebrow={t("account.eyebrow")} title={t("account.title")} description={t("account.description")} testId="screen-changepassword">
      <form className={styles.card} onSubmit={submit} noValidate aria-label={t("account.title")}>
        <AlertBanner alert={alert} onDismiss={done ? undefined : () => setAlert(null)} />
        <PasswordField
          label={t("account.currentPassword")}
          name="currentPassword"
          autoComplete="current-password"
          value={values.current}
          onChange={set("current")}
          error={errors.current}
          required
          autoFocus
        />
        <PasswordField
          label={t("account.newPassword")}
          name="newPassword"
          autoComplete="new-password"
          value={values.next}
          onChange={set("next")}
          error={errors.next}
          caption={errors.next ? undefined : t(PASSWORD_RULE)}
          required
        />
        <PasswordField
          label={t("account.confirmPassword")}
          name="confirmPassword"
          autoComplete="new-password"
          value={values.confirm}
          onChange={set("confirm")}
          error={errors.confirm}
          required
        />
        <div className={styles.actions}>
          <Button type="button" onClick={() => navigate("/")} disabled={done} data-testid="changepassword-cancel">
            {t("account.cancel")}
          </Button>
          <Button type="submit" variant="primary" loading={busy} disabled={done} data-testid="changepassword-accept">
            {t("account.accept")}
          </Button>
        </div>
      </form>
    </Page>
  );
}
