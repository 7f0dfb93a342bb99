// The observation every licence change needs (why it was made; kept in the licence's history):
// a required text of up to 500 characters, with its "required" message once a save found it empty.
import { FormControl, Textarea } from "@primer/react";
import { useTranslation } from "react-i18next";

const REQUIRED = "This field is required";

export function ObservationField({ label, value, missing, busy, onChange }: { label: string; value: string; missing: boolean; busy: boolean; onChange: (value: string) => void }) {
  const { t } = useTranslation();
  return (
    <FormControl required disabled={busy}>
      <FormControl.Label>{label}</FormControl.Label>
      <Textarea block name="observations" rows={3} maxLength={500} resize="vertical" value={value} validationStatus={missing ? "error" : undefined} onChange={(event) => onChange(event.target.value)} />
      <FormControl.Caption>{t("sysLicenses.observationCaption")}</FormControl.Caption>
      {missing && <FormControl.Validation variant="error">{t(REQUIRED)}</FormControl.Validation>}
    </FormControl>
  );
}
