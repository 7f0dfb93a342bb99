// "Hospital interface engine (HL7 over MLLP)" on the subscriptions screen (docs/interoperability.md
// "Push over MLLP", issue 19), company administrators only: the company's one MLLP destination
// (host, port, the engine's names for MSH-5 and MSH-6, the switch) and its recent messages.
// Self-contained (it loads its own data) so the screen only places it; no licence is needed.
// Saving goes through saveMllpDestination; the server judges the address (the webhooks' rules:
// no local, private or metadata address unless the server allows them) and the port, and its
// field messages show under their fields.
import { CheckIcon } from "@primer/octicons-react";
import { Button, FormControl, Label, TextInput, ToggleSwitch } from "@primer/react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery, useRelayEnvironment } from "react-relay";
import type { MllpSectionQuery } from "../../../__generated__/MllpSectionQuery.graphql";
import type { MllpSectionSaveMutation } from "../../../__generated__/MllpSectionSaveMutation.graphql";
import { AlertBanner } from "../../../components/AlertBanner";
import { FieldFrame } from "../../../components/fields/FieldFrame";
import { TextField } from "../../../components/fields/TextField";
import { REQUIRED } from "../../../components/fields/validation";
import { useTimedAlert } from "../../../components/useTimedAlert";
import { formatDateTime } from "../../../i18n/dateFormat";
import { commit } from "../../../relay/operations";
import { MllpDeliveries } from "./MllpDeliveries";
import { emptyForm, formOf, inputOf, splitErrors, type MllpField, type MllpForm } from "./mllpForm";
import styles from "./Mllp.module.css";

// What the form shows of the destination, read and saved alike.
graphql`
  fragment MllpSection_destination on MllpDestination {
    host
    port
    enabled
    receivingApplication
    receivingFacility
    updatedAt
  }
`;

const query = graphql`
  query MllpSectionQuery {
    mllpDestination {
      ...MllpSection_destination @relay(mask: false)
    }
    ...MllpDeliveries_query
  }
`;

const saveMutation = graphql`
  mutation MllpSectionSaveMutation($input: MllpDestinationInput!) {
    saveMllpDestination(input: $input) {
      ...MllpSection_destination @relay(mask: false)
    }
  }
`;

export function MllpSection() {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  // Always asked again when the screen opens: another administrator may have changed it.
  const data = useLazyLoadQuery<MllpSectionQuery>(query, {}, { fetchPolicy: "network-only" });
  const saved = data.mllpDestination;
  const [form, setForm] = useState<MllpForm>(() => (saved ? formOf(saved) : emptyForm()));
  const [errors, setErrors] = useState<Partial<Record<MllpField, string>>>({});
  const [failure, setFailure] = useState<string[] | null>(null);
  const [saving, setSaving] = useState(false);
  const banner = useTimedAlert();
  const titleId = useId();
  const switchLabelId = useId();
  const switchCaptionId = useId();

  const change = (field: MllpField, value: string | boolean) => {
    setForm((previous) => ({ ...previous, [field]: value }));
    if (errors[field]) setErrors(({ [field]: _gone, ...rest }) => rest);
  };

  const save = async () => {
    // Client checks: the two required fields; the address and the port's range are the server's.
    const missing: Partial<Record<MllpField, string>> = {};
    if (!form.host.trim()) missing.host = REQUIRED;
    if (!form.port.trim()) missing.port = REQUIRED;
    setErrors(missing);
    setFailure(null);
    if (Object.keys(missing).length) return;
    setSaving(true);
    try {
      await commit<MllpSectionSaveMutation>(environment, saveMutation, { input: inputOf(form) }, (store) => {
        // The destination has no global id: point the screen's query at the saved row.
        const row = store.getRootField("saveMllpDestination");
        if (row) store.getRoot().setLinkedRecord(row, "mllpDestination");
      });
      banner.show({ variant: "success", lines: [t("mllp.saved")] });
    } catch (error) {
      const { fields, lines } = splitErrors(error);
      setErrors(fields);
      setFailure(lines.length ? lines : null);
    } finally {
      setSaving(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby={titleId} data-testid="mllp-section">
      <header className={styles.header}>
        <h2 id={titleId} className={styles.title}>
          {t("mllp.title")}
        </h2>
        {saved ? (
          <Label variant={saved.enabled ? "success" : "secondary"} data-testid="mllp-state" data-enabled={saved.enabled}>
            {t(saved.enabled ? "mllp.on" : "mllp.off")}
          </Label>
        ) : (
          <Label variant="secondary" data-testid="mllp-state">
            {t("mllp.notConfigured")}
          </Label>
        )}
      </header>
      <div className={styles.body}>
        <p className={styles.intro}>{t("mllp.intro")}</p>
        <AlertBanner alert={banner.alert} onDismiss={banner.clear} />
        {failure && <AlertBanner alert={{ variant: "critical", lines: failure }} onDismiss={() => setFailure(null)} />}
        <form
          className={styles.form}
          noValidate
          data-testid="mllp-form"
          onSubmit={(event) => {
            event.preventDefault();
            if (!saving) void save();
          }}
        >
          <div data-testid="mllp-field-host">
            <TextField label={t("mllp.host")} name="host" value={form.host} onChange={(v) => change("host", v)} error={errors.host} caption={t("mllp.hostCaption")} required disabled={saving} filter="none" autoComplete="off" />
          </div>
          <div data-testid="mllp-field-port">
            <FieldFrame label={t("mllp.port")} error={errors.port} required disabled={saving}>
              <TextInput
                block
                name="port"
                inputMode="numeric"
                maxLength={5}
                value={form.port}
                validationStatus={errors.port ? "error" : undefined}
                onChange={(event) => change("port", event.target.value.replace(/\D/g, ""))}
              />
            </FieldFrame>
          </div>
          <div data-testid="mllp-field-receivingApplication">
            <TextField label={t("mllp.receivingApplication")} name="receivingApplication" value={form.receivingApplication} onChange={(v) => change("receivingApplication", v)} error={errors.receivingApplication} disabled={saving} autoComplete="off" />
          </div>
          <div data-testid="mllp-field-receivingFacility">
            <TextField label={t("mllp.receivingFacility")} name="receivingFacility" value={form.receivingFacility} onChange={(v) => change("receivingFacility", v)} error={errors.receivingFacility} disabled={saving} autoComplete="off" />
          </div>
          <p className={styles.caption}>{t("mllp.namesCaption")}</p>
          <div className={styles.switchRow} data-testid="mllp-field-enabled">
            <div className={styles.switchText}>
              <span id={switchLabelId} className={styles.switchLabel}>
                {t("mllp.enabled")}
              </span>
              <span id={switchCaptionId} className={styles.caption}>
                {t("mllp.enabledCaption")}
              </span>
              {errors.enabled && (
                <FormControl.Validation variant="error" className={styles.validation}>
                  {t(errors.enabled)}
                </FormControl.Validation>
              )}
            </div>
            <ToggleSwitch
              aria-labelledby={switchLabelId}
              aria-describedby={switchCaptionId}
              checked={form.enabled}
              onChange={(on) => change("enabled", on)}
              disabled={saving}
              buttonLabelOn={t("mllp.switchOn")}
              buttonLabelOff={t("mllp.switchOff")}
              data-testid="mllp-enabled"
            />
          </div>
          <footer className={styles.footer}>
            {saved && <span className={styles.caption}>{t("mllp.savedAt", { date: formatDateTime(saved.updatedAt) })}</span>}
            <Button type="submit" variant="primary" leadingVisual={CheckIcon} loading={saving} data-testid="mllp-save">
              {t("dialog.save")}
            </Button>
          </footer>
        </form>
        <h3 className={styles.subtitle}>{t("mllp.deliveries")}</h3>
        <MllpDeliveries queryRef={data} />
      </div>
    </section>
  );
}
