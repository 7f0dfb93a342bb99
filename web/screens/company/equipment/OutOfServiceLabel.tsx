// A machine with an open incident is out of service (docs/incidents.md): a danger label that
// opens the incident.
import { Label } from "@primer/react";
import { useTranslation } from "react-i18next";
import { Link as RouterLink } from "react-router-dom";
import { incidentPath } from "../../incidents/address";
import styles from "./MachineCatalogue.module.css";

export function OutOfServiceLabel({ incidentId }: { incidentId: number }) {
  const { t } = useTranslation();
  return (
    <RouterLink to={incidentPath(incidentId)} className={styles.outOfService} data-testid="machine-out-of-service" aria-label={t("incidents.outOfServiceLink", { id: incidentId })}>
      <Label variant="danger">{t("incidents.status.outOfService")}</Label>
    </RouterLink>
  );
}
