// A new password and its repeat, checked against the password rule of spec 002 before
// anything is sent; used by the reset, recovery (and change-password) forms.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { errorLines } from "../../api/errors";
import { AlertBanner, type Alert } from "../AlertBanner";
import { PasswordField } from "./PasswordField";
import { hasErrors, isStrongPassword, PASSWORD_RULE, PASSWORDS_DIFFER, requiredErrors, type FieldErrors } from "./validation";

type Field = "password" | "repeat";

/** Form state; `send` receives the valid new password, and its failure shows as an alert. */
export function useNewPassword(send: (password: string) => Promise<void>) {
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
      await send(values.password);
    } catch (error) {
      setAlert({ variant: "critical", lines: errorLines(error) });
    } finally {
      setBusy(false);
    }
  };

  return { values, errors, alert, setAlert, busy, set, submit };
}

export function NewPasswordFields({ form }: { form: ReturnType<typeof useNewPassword> }) {
  const { t } = useTranslation();
  return (
    <>
      <AlertBanner alert={form.alert} onDismiss={() => form.setAlert(null)} />
      <PasswordField
        label={t("reset.newPassword")}
        name="newPassword"
        autoComplete="new-password"
        value={form.values.password}
        onChange={form.set("password")}
        error={form.errors.password}
        caption={form.errors.password ? undefined : t(PASSWORD_RULE)}
        required
        autoFocus
      />
      <PasswordField
        label={t("reset.repeatPassword")}
        name="repeatPassword"
        autoComplete="new-password"
        value={form.values.repeat}
        onChange={form.set("repeat")}
        error={form.errors.repeat}
        required
      />
    </>
  );
}
