// An incident's status as a Primer label: open is "Out of service" (the machine's state, in
// danger colour), closed is a neutral "Closed".
import { Label } from "@primer/react";
import { useTranslation } from "react-i18next";

export function IncidentStatusLabel({ status, size }: { status: string; size?: "small" | "large" }) {
  const { t } = useTranslation();
  const open = status === "OPEN";
  return (
    <Label variant={open ? "danger" : "secondary"} size={size} data-testid="incident-status" data-status={status}>
      {open ? t("incidents.status.outOfService") : t("incidents.status.closed")}
    </Label>
  );
}
