// /AppIncidents/:incidentId — one incident (docs/incidents.md): what failed on which machine,
// the recall list of the loads processed since the machine's last good test, the investigation
// (managers), the re-tests counted toward the return to service, the signed return to service
// (managers, 21 CFR Part 11 §11.50: signer, date and time, meaning) and the append-only
// timeline. A closed incident is read only and shows its signature first. Live: every change of
// the incident (a re-test arriving, a load marked by a colleague) comes by incidentChanged and
// is merged by Relay into what is shown.
import { ArrowLeftIcon, ReportIcon } from "@primer/octicons-react";
import { Button } from "@primer/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useFragment, usePreloadedQuery, useSubscription } from "react-relay";
import { Link as RouterLink } from "react-router-dom";
import type { GraphQLSubscriptionConfig } from "relay-runtime";
import type { AppIncidentQuery } from "../../__generated__/AppIncidentQuery.graphql";
import type { AppIncidentSubscription } from "../../__generated__/AppIncidentSubscription.graphql";
import type { AppIncident_incident$key } from "../../__generated__/AppIncident_incident.graphql";
import { EmptyState } from "../../components/EmptyState";
import { Page } from "../../components/Page";
import { formatDateTime } from "../../i18n/dateFormat";
import type { ScreenProps } from "../../routes/PreloadedScreen";
import { useSession } from "../../session/session";
import { COMPANY_ADMIN, SUPERVISOR } from "../company/users/userRules";
import { IncidentStatusLabel } from "./IncidentStatusLabel";
import { machineText, reasonText } from "./incidentTexts";
import { Investigation } from "./Investigation";
import { RecallList } from "./RecallList";
import { ReturnToService, SignatureManifestation } from "./ReturnToService";
import { Timeline } from "./Timeline";
import styles from "./Incidents.module.css";

const query = graphql`
  query AppIncidentQuery($id: ID!) {
    node(id: $id) {
      id
      ...AppIncident_incident @alias(as: "incident")
    }
  }
`;

const fragment = graphql`
  fragment AppIncident_incident on Incident {
    id
    incidentId
    status
    reason
    openedAt
    lastNegativeAt
    closedAt
    sector {
      name
    }
    machine {
      kind
      name
      serial
    }
    reading {
      kind
      readNumber
      date
      lot
    }
    ...RecallList_incident
    ...Investigation_incident
    ...ReturnToService_incident
    ...ReturnToService_signature
    ...Timeline_incident
  }
`;

const subscription = graphql`
  subscription AppIncidentSubscription {
    incidentChanged {
      id
      ...AppIncident_incident
    }
  }
`;

export function AppIncident({ queryRef }: ScreenProps<AppIncidentQuery>) {
  const { t } = useTranslation();
  const data = usePreloadedQuery<AppIncidentQuery>(query, queryRef);
  // The page listens to every change of the company's incidents: Relay merges this one's.
  const config = useMemo<GraphQLSubscriptionConfig<AppIncidentSubscription>>(() => ({ subscription, variables: {}, onError: (error) => console.error("incidentChanged subscription", error) }), []);
  useSubscription(config);
  const incident = data.node?.incident;
  if (!incident) {
    return (
      <Page eyebrow={t("incidents.eyebrow")} title={t("incidents.title")} testId="screen-appincident">
        <EmptyState icon={ReportIcon} title={t("incidents.notFound")} action={<BackLink />} testId="incident-not-found" />
      </Page>
    );
  }
  return <IncidentPage incident={incident} />;
}

function BackLink() {
  const { t } = useTranslation();
  return (
    <Button as={RouterLink} to="/AppIncidents" leadingVisual={ArrowLeftIcon} variant="invisible">
      {t("incidents.back")}
    </Button>
  );
}

function IncidentPage({ incident }: { incident: AppIncident_incident$key }) {
  const { t } = useTranslation();
  const { claims } = useSession();
  const i = useFragment(fragment, incident);
  const manager = claims?.UserType === COMPANY_ADMIN || claims?.UserType === SUPERVISOR;
  const open = i.status === "OPEN";
  return (
    <Page
      eyebrow={t("incidents.incidentNumber", { id: i.incidentId })}
      title={machineText(t, i.machine)}
      description={reasonText(t, i.reason)}
      actions={
        <div className={styles.headerLabels}>
          <BackLink />
          <IncidentStatusLabel status={i.status} size="large" />
        </div>
      }
      testId="screen-appincident"
    >
      <div className={styles.sections}>
        {!open && <SignatureManifestation incident={i} />}
        <section className={styles.section} aria-labelledby="incident-summary">
          <div className={styles.sectionHeader}>
            <h2 id="incident-summary" className={styles.sectionTitle}>
              {t("incidents.summary")}
            </h2>
          </div>
          <dl className={styles.facts} data-testid="incident-summary">
            <div>
              <dt>{t("incidents.column.machine")}</dt>
              <dd>{machineText(t, i.machine)}</dd>
            </div>
            <div>
              <dt>{t("incidents.sector")}</dt>
              <dd>{i.sector.name}</dd>
            </div>
            <div>
              <dt>{t("incidents.column.openedAt")}</dt>
              <dd>{formatDateTime(i.openedAt)}</dd>
            </div>
            <div>
              <dt>{t("incidents.reason")}</dt>
              <dd data-testid="incident-reason" data-reason={i.reason}>
                {reasonText(t, i.reason)}
              </dd>
            </div>
            {i.reading && (
              <div>
                <dt>{t("incidents.failedReading")}</dt>
                <dd data-testid="incident-failed-reading">
                  {t("incidents.readingLine", { number: i.reading.readNumber, date: formatDateTime(i.reading.date) })}
                  {i.reading.lot ? ` · ${t("incidents.lot")} ${i.reading.lot}` : ""}
                </dd>
              </div>
            )}
            <div>
              <dt>{t("incidents.lastNegative")}</dt>
              <dd>{i.lastNegativeAt ? formatDateTime(i.lastNegativeAt) : t("incidents.noLastNegative")}</dd>
            </div>
            {i.closedAt && (
              <div>
                <dt>{t("incidents.closedAt")}</dt>
                <dd>{formatDateTime(i.closedAt)}</dd>
              </div>
            )}
          </dl>
        </section>
        <RecallList incident={i} readOnly={!open} />
        <Investigation incident={i} editable={open && manager} />
        <ReturnToService incident={i} canSign={open && manager} />
        <Timeline incident={i} />
      </div>
    </Page>
  );
}
