// A licence's history (its events, oldest first, shown newest first): when, who (or the
// licence clock), what, from → to, days added and why. Used by the detail dialog of
// /SysLicenses and by the licence editor.
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { LicenseHistory_license$key } from "../../../__generated__/LicenseHistory_license.graphql";
import { formatDateTime } from "../../../i18n/dateFormat";
import styles from "./SysLicenses.module.css";

const fragment = graphql`
  fragment LicenseHistory_license on SystemLicense {
    events {
      at
      action
      fromStatus
      toStatus
      fromStatusDescription
      toStatusDescription
      daysAdded
      observations
      userName
    }
  }
`;

export function LicenseHistory({ license, heading = "h3" }: { license: LicenseHistory_license$key; heading?: "h2" | "h3" }) {
  const { t } = useTranslation();
  const { events } = useFragment(fragment, license);
  const Heading = heading;
  const newestFirst = [...events].reverse();
  return (
    <section className={styles.history} aria-label={t("sysLicenses.history")} data-testid="license-history">
      <Heading className={styles.historyTitle}>{t("sysLicenses.history")}</Heading>
      {newestFirst.length === 0 ? (
        <p className={styles.muted}>{t("sysLicenses.historyEmpty")}</p>
      ) : (
        <ol className={styles.timeline}>
          {newestFirst.map((e, i) => (
            <li key={`${String(e.at)}-${i}`} className={styles.event} data-testid="license-event" data-action={e.action}>
              <div className={styles.eventHead}>
                <strong>{t(`sysLicenses.action.${e.action}`, { defaultValue: e.action })}</strong>
                <time dateTime={String(e.at)} className={styles.muted}>
                  {formatDateTime(String(e.at))}
                </time>
                <span className={styles.muted}>{e.userName ?? t("sysLicenses.clock")}</span>
              </div>
              {(e.fromStatusDescription || e.toStatusDescription) && (
                <div data-testid="license-event-change">
                  {e.fromStatusDescription ?? "—"} → {e.toStatusDescription ?? "—"}
                  {e.daysAdded ? <span className={styles.days}> · {t("sysLicenses.daysAdded", { days: e.daysAdded > 0 ? `+${e.daysAdded}` : String(e.daysAdded) })}</span> : null}
                </div>
              )}
              {e.observations && <div className={styles.observation}>{e.observations}</div>}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
