// Warnings of the reading screens (docs/readings-api.md "Warnings"):
// - in the forms, beside the machine field, when the chosen sterilizer, disinfector or washer is
//   out of service (an open incident): since when, why, a link to the incident; saving stays
//   possible (a re-test is recorded on it) but its loads must not be released;
// - in the forms, beside the lot's expiry date, when it is before the reading's date (scanned or
//   typed: at once);
// - on rows and in the detail, the reading's own flags from the server (outOfService, lotExpired).
// Days compare as the server does: UTC calendar days (server/readings/warnings.ts).
import { AlertIcon } from "@primer/octicons-react";
import { Flash, Label, Link } from "@primer/react";
import type { TFunction } from "i18next";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql } from "react-relay";
import { Link as RouterLink } from "react-router-dom";
import type { FormValues } from "../../../components/form/fields";
import { incidentPath } from "../../incidents/address";
import { reasonText } from "../../incidents/incidentTexts";
import { dateOnlyText } from "../chemical/chemicalFormat";
import { dateTimeText } from "./format";
import type { FieldExtraContext } from "./ReadingFormDialog";
import type { ReadingFieldDef } from "./readingFields";
import type { MachineRow, OpenIncident } from "./useReference";
import styles from "./Readings.module.css";

// The flags every reading row asks for (spread unmasked into each kind's row fragment).
graphql`
  fragment Warnings_reading on Reading {
    lotExpired
    outOfService {
      incidentId
      since
      reason
      machineKind
    }
  }
`;

export type MachineKindName = "STERILIZER" | "DISINFECTOR" | "WASHER";

/** The reading's out-of-service flag as the server answers it. */
export interface OutOfServiceFlag {
  readonly incidentId: number;
  readonly since: unknown;
  readonly reason: string;
  readonly machineKind?: string;
}

/** A warning beside a form field: Primer's warning flash (role status: read out when it appears). */
function FieldWarning({ testId, children }: { testId: string; children: ReactNode }) {
  return (
    <Flash variant="warning" className={styles.fieldWarning} role="status" data-testid={testId}>
      <AlertIcon className={styles.fieldWarningIcon} aria-hidden />
      <div>{children}</div>
    </Flash>
  );
}

/** "This sterilizer is out of service since …: …" with the link to its incident, beside the machine field. */
export function OutOfServiceWarning({ kind, incident }: { kind: MachineKindName; incident: OpenIncident }) {
  const { t } = useTranslation();
  return (
    <FieldWarning testId="out-of-service-warning">
      <p className={styles.warningText}>
        <strong>{t(`warnings.outOfService.${kind}`, { date: dateTimeText(incident.openedAt), reason: reasonText(t, incident.reason) })}</strong> {t("warnings.outOfService.release")}
      </p>
      <Link as={RouterLink} to={incidentPath(incident.incidentId)} data-testid="out-of-service-incident">
        {t("warnings.outOfService.link", { id: incident.incidentId })}
      </Link>
    </FieldWarning>
  );
}

/** "YYYY-MM-DD" of a stored date or a form's date value ("" for nothing). */
export function dayValue(value: unknown): string {
  if (value == null || value === "") return "";
  const text = value instanceof Date ? value.toISOString() : String(value);
  return /^\d{4}-\d{2}-\d{2}/.test(text) ? text.slice(0, 10) : "";
}

/** The UTC calendar day of a reading's time ("" for nothing), as the server compares it. */
export function readingDay(value: unknown): string {
  if (value == null || value === "") return "";
  const date = value instanceof Date ? value : new Date(String(value));
  return Number.isNaN(date.getTime()) ? "" : date.toISOString().slice(0, 10);
}

/** The lot had expired on the reading's day: its expiry day is before it (good through its expiry day). */
export function isLotExpired(expiry: unknown, readingTime: unknown): boolean {
  const e = dayValue(expiry);
  const d = readingDay(readingTime);
  return e !== "" && d !== "" && e < d;
}

/** Under the expiry date: the lot had expired before the reading's date (the latest of the selected readings). */
export function LotExpiredWarning({ expiry, readingTimes }: { expiry: unknown; readingTimes: readonly unknown[] }) {
  const { t } = useTranslation();
  const late = readingTimes.filter((time) => isLotExpired(expiry, time)).map(readingDay).sort();
  if (!late.length) return null;
  return (
    <FieldWarning testId="lot-expired-warning">
      <p className={styles.warningText}>
        <strong>{t("warnings.lotExpired", { date: dateOnlyText(dayValue(expiry)), readingDate: dateOnlyText(late[late.length - 1]) })}</strong> {t("warnings.lotExpired.use")}
      </p>
    </FieldWarning>
  );
}

/**
 * The forms' warnings beside their fields: the chosen machine out of service, the lot's expiry
 * before the reading's date. `machines`: each machine field's options and kind.
 */
export function formWarnings(
  machines: Record<string, { kind: MachineKindName; list: readonly MachineRow[] }>,
  readingTimes: readonly unknown[],
  expiryField = "expirationDate",
) {
  return (field: ReadingFieldDef, context: FieldExtraContext): ReactNode => {
    const machine = machines[field.name];
    if (machine) {
      const chosen = context.values[field.name];
      const found = chosen ? machine.list.find((m) => String(m.id) === String(chosen)) : undefined;
      return found?.openIncident ? <OutOfServiceWarning kind={machine.kind} incident={found.openIncident} /> : null;
    }
    if (field.name === expiryField) return <LotExpiredWarning expiry={(context.values as FormValues)[expiryField]} readingTimes={readingTimes} />;
    return null;
  };
}

/** A row's "Out of service" label, linking to the incident. */
export function OutOfServiceLabel({ flag }: { flag: OutOfServiceFlag }) {
  const { t } = useTranslation();
  return (
    <RouterLink
      to={incidentPath(flag.incidentId)}
      className={styles.warningLabelLink}
      data-testid="reading-out-of-service"
      aria-label={t("warnings.outOfService.labelLink", { id: flag.incidentId })}
      title={t("warnings.outOfService.since", { date: dateTimeText(flag.since), reason: reasonText(t, flag.reason) })}
      onClick={(event) => event.stopPropagation()}
    >
      <Label variant="danger" className={styles.wrappingLabel}>
        {t("warnings.outOfService.label")}
      </Label>
    </RouterLink>
  );
}

/** A reading's or a lot's "Expired" label. */
export function LotExpiredLabel() {
  const { t } = useTranslation();
  return (
    <Label variant="severe" className={styles.wrappingLabel} data-testid="lot-expired" title={t("warnings.lotExpired.title")}>
      {t("warnings.lotExpired.label")}
    </Label>
  );
}

/** The detail's warning lines of a reading: its machine out of service (with the process), its lot expired (with the product). */
export function warningItems(t: TFunction, r: { outOfService?: OutOfServiceFlag | null; lotExpired?: boolean | null; expirationDate?: unknown }, which: "outOfService" | "lotExpired") {
  const items: { key: string; label: string; value: ReactNode; wide?: boolean }[] = [];
  if (which === "outOfService" && r.outOfService) {
    items.push({
      key: "outOfService",
      label: t("warnings.outOfService.detailLabel"),
      wide: true,
      value: (
        <span className={styles.warningDetail} data-testid="detail-out-of-service">
          <OutOfServiceLabel flag={r.outOfService} />
          <span>{t("warnings.outOfService.since", { date: dateTimeText(r.outOfService.since), reason: reasonText(t, r.outOfService.reason) })}</span>
          <Link as={RouterLink} to={incidentPath(r.outOfService.incidentId)}>
            {t("warnings.outOfService.link", { id: r.outOfService.incidentId })}
          </Link>
        </span>
      ),
    });
  }
  if (which === "lotExpired" && r.lotExpired) {
    items.push({
      key: "lotExpired",
      label: t("warnings.lotExpired.detailLabel"),
      wide: true,
      value: (
        <span className={styles.warningDetail} data-testid="detail-lot-expired">
          <LotExpiredLabel />
          <span>{t("warnings.lotExpired.on", { date: dateOnlyText(dayValue(r.expirationDate)) })}</span>
        </span>
      ),
    });
  }
  return items;
}

/** A row's warning labels under its read number (none: nothing). */
export function RowWarnings({ outOfService, lotExpired }: { outOfService?: OutOfServiceFlag | null; lotExpired?: boolean | null }) {
  if (!outOfService && !lotExpired) return null;
  return (
    <span className={styles.readNumberWarnings}>
      {outOfService && <OutOfServiceLabel flag={outOfService} />}
      {lotExpired && <LotExpiredLabel />}
    </span>
  );
}

/**
 * The read-number column of a list, with the row's warning labels under the number; when a
 * listed row has one, the column is wide enough for a label on one line.
 */
export function withRowWarnings<Row extends { outOfService?: OutOfServiceFlag | null; lotExpired?: boolean | null }, C extends { render?: (r: Row) => ReactNode; width?: string }>(column: C, rows: readonly Row[] = []): C {
  const render = column.render;
  const warned = rows.some((r) => r.outOfService || r.lotExpired);
  return {
    ...column,
    ...(warned ? { width: "minmax(140px, 1fr)" } : {}),
    render: (r: Row) => (
      <span className={styles.readNumberStack}>
        {render?.(r)}
        <RowWarnings outOfService={r.outOfService} lotExpired={r.lotExpired} />
      </span>
    ),
  };
}
