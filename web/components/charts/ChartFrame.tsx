// The frame every chart sits in: a titled <figure>, a Chart/Table switch (the table says the
// same as the chart, for screen readers and for copying), downloads (PNG, SVG, CSV) and an
// empty state that says why there is nothing to draw.
import { GraphIcon } from "@primer/octicons-react";
import { Button, SegmentedControl } from "@primer/react";
import { useRef, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { ChartTable } from "./ChartTable";
import { downloadCsv, downloadPng, downloadSvg } from "./download";
import type { TableSpec } from "./types";
import styles from "./Charts.module.css";

export interface ChartFrameProps {
  title: ReactNode;
  description?: ReactNode;
  /** The downloads' file name, without extension. */
  filename: string;
  table: TableSpec;
  /** A message: draw this empty state instead of the chart. */
  empty?: string | null;
  /** Buttons of the chart's owner (e.g. remove a panel), beside the chart's own tools. */
  actions?: ReactNode;
  /** Extra content under the chart (summaries, lists). */
  footer?: ReactNode;
  testId?: string;
  /** The chart; may be left out when `empty` says why there is none. */
  children?: ReactNode;
}

export function ChartFrame({ title, description, filename, table, empty, actions, footer, testId, children }: ChartFrameProps) {
  const { t } = useTranslation();
  const [view, setView] = useState<"chart" | "table">("chart");
  const body = useRef<HTMLDivElement>(null);
  const svg = () => body.current?.querySelector<SVGSVGElement>("svg[data-chart]") ?? null;
  const hasData = !empty;
  return (
    <figure className={styles.frame} data-testid={testId}>
      <figcaption className={styles.caption}>
        <div>
          <h2 className={styles.title}>{title}</h2>
          {description && <p className={styles.description}>{description}</p>}
        </div>
        {(hasData || actions) && (
          <div className={styles.tools} data-print="hide">
            {hasData && (
              <>
                <SegmentedControl aria-label={t("charts.view")} size="small" onChange={(i) => setView(i === 0 ? "chart" : "table")}>
                  <SegmentedControl.Button selected={view === "chart"}>{t("charts.chart")}</SegmentedControl.Button>
                  <SegmentedControl.Button selected={view === "table"}>{t("charts.table")}</SegmentedControl.Button>
                </SegmentedControl>
                <Button
                  size="small"
                  disabled={view !== "chart"}
                  onClick={() => {
                    const s = svg();
                    if (s) void downloadPng(s, filename);
                  }}
                >
                  PNG
                </Button>
                <Button
                  size="small"
                  disabled={view !== "chart"}
                  onClick={() => {
                    const s = svg();
                    if (s) downloadSvg(s, filename);
                  }}
                >
                  SVG
                </Button>
                <Button size="small" onClick={() => downloadCsv(table, filename)}>
                  CSV
                </Button>
              </>
            )}
            {actions}
          </div>
        )}
      </figcaption>
      {!hasData ? (
        <div className={styles.empty} data-testid="chart-empty">
          <GraphIcon size={24} />
          <p>{empty}</p>
        </div>
      ) : (
        <div ref={body}>{view === "chart" ? children : <ChartTable table={table} caption={title} />}</div>
      )}
      {footer}
    </figure>
  );
}
