// One panel of the dashboard: its own query (so the cards load in parallel and none holds the
// page), its chart in the shared frame, and "Remove panel" behind a confirmation. A refresh
// (fetchKey: a reading of one of the panel's kinds changed) asks the server again while the
// drawn chart stays; a failure shows in the card with "Try again". A chunk of its own with the
// charts, loaded when its card nears the viewport (Dashboard.tsx).
import { Button } from "@primer/react";
import { TrashIcon } from "@primer/octicons-react";
import { Component, Suspense, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { graphql, useLazyLoadQuery } from "react-relay";
import type { PanelCardQuery } from "../../../__generated__/PanelCardQuery.graphql";
import { BarChart, ChartFrame, LineChart } from "../../../components/charts";
import { formatDate } from "../../../i18n/dateFormat";
import { barGroups, chartTable, dayMs, emptyReason, lineSeries, type PanelInfo } from "./chartData";
import styles from "./Dashboard.module.css";

const query = graphql`
  query PanelCardQuery($id: ID!, $timeZone: String) {
    panelChart(id: $id, timeZone: $timeZone) {
      chart
      from
      to
      items {
        label
        machineId
        series {
          result
          count
          color
        }
      }
    }
  }
`;

export interface PanelLink {
  readonly id: string;
  readonly panel: PanelInfo & { readonly panelId: number };
}

/** The browser's IANA time zone: the server counts days in it. */
export const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const EMPTY_TABLE = { columns: [], rows: [] };
const fileName = (name: string) => name.replace(/[^\w-]+/g, "_");

export function PanelCard({ link, fetchKey, onRemove }: { link: PanelLink; fetchKey: number; onRemove: (link: PanelLink) => void }) {
  const { t } = useTranslation();
  const [retries, setRetries] = useState(0);
  const title = t(link.panel.name);
  const remove = (
    <Button size="small" variant="invisible" leadingVisual={TrashIcon} onClick={() => onRemove(link)} data-testid="panel-remove" aria-label={`${t("dashboard.remove")}: ${title}`}>
      {t("dashboard.remove")}
    </Button>
  );
  return (
    <>
      <CardBoundary key={retries} fallback={<ChartFrame title={title} filename={fileName(title)} table={EMPTY_TABLE} empty={t("dashboard.loadFailed")} actions={<><Button size="small" onClick={() => setRetries((n) => n + 1)}>{t("dashboard.retry")}</Button>{remove}</>} />}>
        <Suspense fallback={<ChartFrame title={title} filename={fileName(title)} table={EMPTY_TABLE} empty={t("Loading...")} actions={remove} testId="panel-loading" />}>
          <PanelChart link={link} fetchKey={fetchKey + retries} title={title} actions={remove} />
        </Suspense>
      </CardBoundary>
    </>
  );
}

function PanelChart({ link, fetchKey, title, actions }: { link: PanelLink; fetchKey: number; title: string; actions: ReactNode }) {
  const { t } = useTranslation();
  const { panelChart: data } = useLazyLoadQuery<PanelCardQuery>(query, { id: link.id, timeZone: TIME_ZONE }, { fetchKey, fetchPolicy: "store-and-network" });
  const line = data.chart === "LINE";
  const empty = emptyReason(link.panel, data.items, t);
  return (
    <ChartFrame
      title={title}
      description={t("dashboard.period", { from: formatDate(dayMs(data.from)), to: formatDate(dayMs(data.to)) })}
      filename={fileName(title)}
      table={chartTable(data.items, line, t)}
      empty={empty}
      actions={actions}
      testId="panel-chart"
    >
      {line ? (
        <LineChart series={lineSeries(data.items, t)} xType="time" height={260} yLabel={t("dashboard.readings")} counts formatY={(y) => String(Math.round(y))} />
      ) : (
        <BarChart groups={barGroups(data.items, t)} height={260} stacked yLabel={t("dashboard.readings")} />
      )}
    </ChartFrame>
  );
}

/** Keeps a failed card in its place: the rest of the dashboard goes on. */
class CardBoundary extends Component<{ children: ReactNode; fallback: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  componentDidCatch(error: unknown) {
    console.error("dashboard panel", error);
  }
  render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
