// Graphic mode's chart: one point per scored cycle over time, the reference lines, failed
// cycles flagged; a click opens the cycle's readings below. Cycles that could not be scored
// are listed with the reason; an empty answer shows the server's message (ChartFrame's empty state).
import { Button } from "@primer/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { ChartFrame, LineChart, type ChartSeries, type ReferenceLine } from "../../../components/charts";
import { formatDate, formatDateTime } from "../../../i18n/dateFormat";
import { CycleReadings } from "./CycleReadings";
import type { CycleData } from "./cycles";
import styles from "./Score.module.css";

export interface ScoreLimit {
  key: string;
  value: number;
  description: string;
}
const LIMIT_COLORS: Record<string, string> = { high: "#cf222e", medium: "#9a6700", low: "#1a7f37" };
const SERIES_COLOR = "#0969da";

export function ScoreChart({ title, cycles, message, limits }: { title: string; cycles: readonly CycleData[]; message: string | null; limits: readonly ScoreLimit[] }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState<CycleData | null>(null);
  const panel = useRef<HTMLElement>(null);
  // The readings open below the chart: bring them into view.
  // (A block body: newer browsers answer scrollIntoView with a promise, which React would take for a cleanup.)
  useEffect(() => {
    panel.current?.scrollIntoView?.({ block: "nearest", behavior: "smooth" });
  }, [open]);
  const scored = cycles.filter((c) => c.score !== null && c.date);
  const unscored = cycles.filter((c) => c.score === null);
  const series: ChartSeries[] = [
    {
      key: "score",
      label: t("score.series"),
      color: SERIES_COLOR,
      points: scored.map((c) => ({
        x: new Date(c.date as string).getTime(),
        y: c.score!,
        id: c.cycle,
        flagged: c.failed,
        flagLabel: c.failed ? t("score.failed") : undefined,
        tooltip: [
          t("score.tooltipCycle", { cycle: c.cycle }),
          formatDateTime(c.date as string),
          t("score.tooltipScore", { score: c.score, type: c.scoreTypeDescription }),
          t("score.tooltipAnalysed", { count: c.countReadsAnalyzed }),
        ],
      })),
    },
  ];
  const references: ReferenceLine[] = limits.map((l) => ({ y: l.value, label: l.description, color: LIMIT_COLORS[l.key] ?? "#57606a", dashed: true }));
  const table = {
    columns: [
      { key: "cycle", label: t("score.cycle") },
      { key: "date", label: t("score.date") },
      { key: "score", label: t("score.score") },
      { key: "type", label: t("score.type") },
      { key: "analysed", label: t("score.analysed") },
      { key: "failed", label: t("score.failedShort") },
    ],
    rows: cycles.map((c) => ({
      cycle: c.cycle,
      date: c.date ? formatDateTime(c.date as string) : "",
      score: c.score ?? c.message ?? "",
      type: c.scoreTypeDescription ?? "",
      analysed: c.countReadsAnalyzed,
      failed: c.failed ? t("score.failed") : "",
    })),
  };
  const empty = scored.length === 0 ? message ?? t("score.noScore") : null;
  const byCycle = new Map(cycles.map((c) => [c.cycle, c]));
  return (
    <div className={styles.chart}>
      <ChartFrame title={title} description={t("score.chartDescription")} filename="sterilisation-score" table={table} empty={empty} testId="score-chart">
        <LineChart
          series={series}
          references={references}
          height={350}
          xType="time"
          xLabel={t("score.date")}
          yLabel={t("score.score")}
          onPointClick={(point) => setOpen(byCycle.get(String(point.id)) ?? null)}
        />
      </ChartFrame>
      {unscored.length > 0 && (
        <section className={styles.unscored} data-testid="score-unscored">
          <h3>{t("score.unscored")}</h3>
          <ul>
            {unscored.map((c) => (
              <li key={c.cycle}>
                <button type="button" className={styles.linkButton} onClick={() => setOpen(c)}>
                  {t("score.tooltipCycle", { cycle: c.cycle })}
                </button>
                {c.date ? ` (${formatDate(c.date as string)})` : ""}: {c.message}
              </li>
            ))}
          </ul>
        </section>
      )}
      {open && (
        <section ref={panel} className={styles.panel} data-testid="score-panel" aria-label={t("score.readingsTitle", { cycle: open.cycle })}>
          <div className={styles.panelHead}>
            <strong>
              {t("score.tooltipCycle", { cycle: open.cycle })}
              {open.score !== null ? ` · ${t("score.tooltipScore", { score: open.score, type: open.scoreTypeDescription })}` : ""}
            </strong>
            {open.failed && <span className={styles.positive}>{t("score.failed")}</span>}
            <Button size="small" onClick={() => setOpen(null)}>{t("score.close")}</Button>
          </div>
          <CycleReadings cycle={open} />
        </section>
      )}
    </div>
  );
}
