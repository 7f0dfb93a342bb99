// The incident's append-only timeline: each event's time, who did it (or "System" for a result
// that arrived), what happened and its detail, oldest first.
import { useTranslation } from "react-i18next";
import { graphql, useFragment } from "react-relay";
import type { Timeline_incident$key } from "../../__generated__/Timeline_incident.graphql";
import { formatDateTime } from "../../i18n/dateFormat";
import { actionText, detailText } from "./incidentTexts";
import styles from "./Incidents.module.css";

const fragment = graphql`
  fragment Timeline_incident on Incident {
    timeline {
      at
      action
      detail
      data
      userName
    }
  }
`;

export function Timeline({ incident }: { incident: Timeline_incident$key }) {
  const { t } = useTranslation();
  const { timeline } = useFragment(fragment, incident);
  return (
    <section className={styles.section} aria-labelledby="incident-timeline" data-testid="incident-timeline">
      <div className={styles.sectionHeader}>
        <h2 id="incident-timeline" className={styles.sectionTitle}>
          {t("incidents.timeline.title")}
        </h2>
      </div>
      <ol className={styles.timeline}>
        {timeline.map((e, index) => (
          <li key={`${e.at}-${index}`} data-testid="incident-event" data-action={e.action}>
            <time dateTime={e.at}>{formatDateTime(e.at)}</time>
            <div>
              <strong>{actionText(t, e.action)}</strong> · {e.userName ?? t("incidents.timeline.system")}
              {(e.detail || e.data) && <span className={styles.note}>{detailText(t, e.action, e.detail, e.data)}</span>}
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
