// The investigation: its cause, the corrective actions taken and notes. Written by managers
// (company administrators and supervisors) while the incident is open; read by everyone.
import { Button, FormControl, Textarea } from "@primer/react";
import { useEffect, useState } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, useRelayEnvironment } from "react-relay";
import type { InvestigationSaveMutation } from "../../__generated__/InvestigationSaveMutation.graphql";
import type { Investigation_incident$key } from "../../__generated__/Investigation_incident.graphql";
import { AlertBanner, type Alert } from "../../components/AlertBanner";
import { errorLines } from "../../api/errors";
import { commit } from "../../relay/operations";
import styles from "./Incidents.module.css";

const fragment = graphql`
  fragment Investigation_incident on Incident {
    id
    cause
    actions
    notes
  }
`;

const saveMutation = graphql`
  mutation InvestigationSaveMutation($input: IncidentInvestigationInput!) {
    updateIncidentInvestigation(input: $input) {
      id
      ...AppIncident_incident
    }
  }
`;

const FIELDS = ["cause", "actions", "notes"] as const;
type Field = (typeof FIELDS)[number];
const LABELS: Record<Field, string> = { cause: "incidents.investigation.cause", actions: "incidents.investigation.actions", notes: "incidents.investigation.notes" };

export function Investigation({ incident, editable }: { incident: Investigation_incident$key; editable: boolean }) {
  const { t } = useTranslation();
  const environment = useRelayEnvironment();
  const i = useFragment(fragment, incident);
  const saved = { cause: i.cause ?? "", actions: i.actions ?? "", notes: i.notes ?? "" };
  const [values, setValues] = useState(saved);
  const [busy, setBusy] = useState(false);
  const [alert, setAlert] = useState<Alert | null>(null);
  const changed = FIELDS.some((f) => values[f] !== saved[f]);
  // What another manager saved shows here unless this one is typing.
  const savedKey = JSON.stringify(saved);
  useEffect(() => {
    if (!changed) setValues(JSON.parse(savedKey));
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedKey]);

  const save = async () => {
    setBusy(true);
    setAlert(null);
    try {
      await commit<InvestigationSaveMutation>(environment, saveMutation, { input: { incidentId: i.id, ...values } });
      setAlert({ variant: "success", lines: [t("incidents.investigation.saved")] });
    } catch (e) {
      setAlert({ variant: "critical", lines: errorLines(e) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className={styles.section} aria-labelledby="incident-investigation" data-testid="incident-investigation">
      <div className={styles.sectionHeader}>
        <h2 id="incident-investigation" className={styles.sectionTitle}>
          {t("incidents.investigation.title")}
        </h2>
      </div>
      <AlertBanner alert={alert} onDismiss={() => setAlert(null)} autoHideMs={alert?.variant === "success" ? 4000 : undefined} />
      {editable ? (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          {FIELDS.map((f) => (
            <FormControl key={f} disabled={busy}>
              <FormControl.Label>{t(LABELS[f])}</FormControl.Label>
              <Textarea block name={f} rows={3} maxLength={4000} value={values[f]} onChange={(event) => setValues((v) => ({ ...v, [f]: event.target.value }))} />
            </FormControl>
          ))}
          <div className={styles.formActions}>
            <Button type="submit" variant="primary" loading={busy} disabled={!changed} data-testid="incident-investigation-save">
              {t("incidents.investigation.save")}
            </Button>
          </div>
        </form>
      ) : (
        <dl className={styles.facts}>
          {FIELDS.map((f) => (
            <div key={f}>
              <dt>{t(LABELS[f])}</dt>
              <dd className={styles.readText}>{saved[f] || "—"}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
