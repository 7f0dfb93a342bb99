// One drawn washer chart: the chart (kit LineChart over point numbers) in its frame (table
// view, downloads), and the summary a supervisor reads first: in control or not (which
// rules), the readings over the action level with links, the readings left out (disclosure)
// and the server's messages. Clicking a point of one reading opens it in the historical
// browser; a point of several readings (a moving range, a subgroup) lists them with links.
import { AlertIcon, CheckCircleIcon, XCircleIcon } from "@primer/octicons-react";
import { Label } from "@primer/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { Link, useNavigate } from "react-router-dom";
import { ChartFrame, LineChart } from "../../../components/charts";
import { formatDate, formatDateTime } from "../../../i18n/dateFormat";
import type { WasherChartAnswer } from "./AppWasherCharts";
import { chartSeries, chartTable, readingHref, referenceLines } from "./washerChartData";
import styles from "./WasherCharts.module.css";

const when = (d: unknown) => (d ? formatDateTime(String(d)) : "—");
/** yyyy-MM-dd (the form's day) in the user's regional format. */
const localDay = (day: string) => {
  const [y, m, d] = day.split("-").map(Number);
  return y && m && d ? formatDate(new Date(y, m - 1, d)) : day;
};
const fixed = (v: number | null | undefined) => (v === null || v === undefined ? "—" : Number(v.toFixed(3)).toString());

export function WasherChartView({ chart, dateFrom, dateTo }: { chart: WasherChartAnswer; dateFrom: string; dateTo: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [selected, setSelected] = useState<number | null>(null);
  const series = useMemo(() => chartSeries(t, chart, when), [t, chart]);
  const references = useMemo(() => referenceLines(t, chart), [t, chart]);
  const table = useMemo(() => chartTable(t, chart, when), [t, chart]);
  const point = selected === null ? null : chart.points.find((p) => p.number === selected) ?? null;
  const title = `${chart.washerName} · ${chart.modelName}${chart.grouping > 1 ? ` (${t("washerCharts.groupOf", { n: chart.grouping })})` : ""}`;
  const yLabel = chart.model === 0 ? t("washerCharts.axis.log", { unit: chart.unit }) : chart.model === 2 ? t("washerCharts.axis.meanLog", { unit: chart.unit }) : t("washerCharts.axis.range");

  return (
    <div className={styles.result}>
      <Summary chart={chart} />
      <ChartFrame
        title={title}
        description={t("washerCharts.period", { from: localDay(dateFrom), to: localDay(dateTo) })}
        filename={`washer-${chart.washerName}-model${chart.model}-${dateFrom}_${dateTo}`.replace(/[^\w.-]+/g, "_")}
        table={table}
        empty={chart.points.length ? null : chart.message}
        testId="washer-chart"
      >
        <LineChart
          series={series}
          references={references}
          height={350}
          xType="index"
          xLabel={t(chart.model >= 2 ? "washerCharts.axis.group" : "washerCharts.axis.point")}
          yLabel={yLabel}
          formatX={(x) => t(chart.model >= 2 ? "washerCharts.tip.group" : "washerCharts.tip.point", { n: x })}
          flagLegend={t("washerCharts.flagLegend")}
          onPointClick={(p) => {
            const hit = chart.points.find((q) => q.number === p.x);
            if (hit?.readings.length === 1) navigate(readingHref(hit.readings[0]!.readNumber));
            else setSelected(p.x);
          }}
        />
        {point && (
          <div className={styles.selected} data-testid="selected-point" role="status">
            <strong>{t(chart.model >= 2 ? "washerCharts.tip.group" : "washerCharts.tip.point", { n: point.number })}</strong>
            <ul>
              {point.readings.map((r) => (
                <li key={r.readingId}>
                  <Link to={readingHref(r.readNumber)}>{t("washerCharts.readingLink", { readNumber: r.readNumber })}</Link> · {when(r.resultAt)} · {fixed(r.value)} {r.unit}
                </li>
              ))}
            </ul>
          </div>
        )}
      </ChartFrame>
    </div>
  );
}

function Summary({ chart }: { chart: WasherChartAnswer }) {
  const { t } = useTranslation();
  const status = chart.inControl === null ? null : chart.inControl;
  return (
    <section className={styles.summary} aria-label={t("washerCharts.summary")} data-testid="chart-summary">
      <div className={styles.status}>
        {status === true && (
          <Label variant="success" size="large" data-testid="status-in-control">
            <span className={styles.labelText}><CheckCircleIcon /> {t("washerCharts.inControl")}</span>
          </Label>
        )}
        {status === false && (
          <Label variant="danger" size="large" data-testid="status-out-of-control">
            <span className={styles.labelText}><XCircleIcon /> {t("washerCharts.outOfControl")}</span>
          </Label>
        )}
        {chart.overAction.length > 0 && (
          <Label variant="done" size="large" data-testid="status-over-action">
            <span className={styles.labelText}><AlertIcon /> {t("washerCharts.overActionCount", { count: chart.overAction.length, action: chart.iso.action, unit: chart.unit })}</span>
          </Label>
        )}
      </div>
      {chart.rulesFired.length > 0 && (
        <ul className={styles.rules} data-testid="rules-fired">
          {chart.rulesFired.map((r) => (
            <li key={r.rule}>
              {r.description} <span className={styles.muted}>({t("washerCharts.pointsCount", { count: r.points })})</span>
            </li>
          ))}
        </ul>
      )}
      {chart.overAction.length > 0 && (
        <div data-testid="over-action">
          <h3 className={styles.heading}>{t("washerCharts.overActionTitle", { action: chart.iso.action, unit: chart.unit })}</h3>
          <ul className={styles.links}>
            {chart.overAction.map((r) => (
              <li key={r.readingId}>
                <Link to={readingHref(r.readNumber)} data-testid="over-action-link">
                  {t("washerCharts.readingLink", { readNumber: r.readNumber })}
                </Link>{" "}
                · {when(r.resultAt)} · {fixed(r.value)} {r.unit}
              </li>
            ))}
          </ul>
        </div>
      )}
      {chart.ignored.length > 0 && (
        <details className={styles.ignored} data-testid="ignored-readings">
          <summary>{t("washerCharts.ignoredCount", { count: chart.ignored.length })}</summary>
          <ul className={styles.links}>
            {chart.ignored.map((i) => (
              <li key={i.reading.readingId}>
                <Link to={readingHref(i.reading.readNumber)}>{t("washerCharts.readingLink", { readNumber: i.reading.readNumber })}</Link> · {when(i.reading.resultAt)} · {i.reasonDescription}
                {i.notes ? ` (${i.notes})` : ""}
              </li>
            ))}
          </ul>
        </details>
      )}
      <p className={styles.message} data-testid="chart-message">
        {chart.message}
      </p>
    </section>
  );
}
