// Points over time or over reading/group numbers, with labelled reference lines (centre line,
// control limits, ISO thresholds, score bands). One pointer overlay finds the nearest point for
// the tooltip and the click, so 2,000 points cost 2,000 circles and no 2,000 listeners.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { localPoint } from "@visx/event";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { ParentSize } from "@visx/responsive";
import { scaleLinear, scaleTime } from "@visx/scale";
import { LinePath } from "@visx/shape";
import { TooltipWithBounds, useTooltip } from "@visx/tooltip";
import { useMemo, type MouseEvent } from "react";
import { useTranslation } from "react-i18next";
import { Legend } from "./Legend";
import type { ChartPoint, ChartSeries, ReferenceLine } from "./types";
import styles from "./Charts.module.css";

export interface LineChartProps {
  series: ChartSeries[];
  references?: ReferenceLine[];
  height?: number;
  xType?: "time" | "index";
  xLabel?: string;
  yLabel?: string;
  /** Label of the x value in the tooltip ("Reading", "Group"...); time charts show the date. */
  formatX?: (x: number) => string;
  formatY?: (y: number) => string;
  onPointClick?: (point: ChartPoint, series: ChartSeries) => void;
  /** Counts: the y axis starts at 0 and ticks whole numbers. */
  counts?: boolean;
  /** The legend's text for flagged points (default "Flagged point"). */
  flagLegend?: string;
  testId?: string;
}

const MARGIN = { top: 16, right: 104, bottom: 44, left: 60 };
/** Room on the right for the reference lines' labels, when there are any. */
const rightOf = (references: ReferenceLine[]) => (references.length ? MARGIN.right : 24);
const FLAG = "#cf222e";
const defaultY = (y: number) => (Math.abs(y) >= 100 ? y.toFixed(0) : Math.abs(y) >= 10 ? y.toFixed(1) : y.toFixed(3));

export function LineChart(props: LineChartProps) {
  const { t } = useTranslation();
  const height = props.height ?? 350;
  const legend = [
    ...props.series.map((s) => ({ key: s.key, label: s.label, color: s.color, shape: s.line === false ? ("square" as const) : ("line" as const) })),
    ...(props.references ?? []).map((r, i) => ({ key: `ref${i}`, label: r.label, color: r.color, shape: r.dashed ? ("dashed" as const) : ("line" as const) })),
    ...(props.series.some((s) => s.points.some((p) => p.flagged)) ? [{ key: "flag", label: props.flagLegend ?? t("charts.flagged"), color: FLAG, shape: "diamond" as const }] : []),
  ];
  return (
    <div data-testid={props.testId ?? "line-chart"}>
      <div style={{ height }}>
        <ParentSize debounceTime={50}>{({ width }) => (width > 0 ? <Plot {...props} width={width} height={height} /> : null)}</ParentSize>
      </div>
      <Legend items={legend} />
    </div>
  );
}

interface Hover {
  point: ChartPoint;
  series: ChartSeries;
}

function Plot({ series, references = [], width, height, xType = "time", xLabel, yLabel, formatX, formatY = defaultY, onPointClick, counts = false }: LineChartProps & { width: number; height: number }) {
  const { i18n } = useTranslation();
  const innerWidth = Math.max(width - MARGIN.left - rightOf(references), 10);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const { xScale, axisScale, yScale } = useMemo(() => scales(series, references, xType, innerWidth, innerHeight, counts), [series, references, xType, innerWidth, innerHeight, counts]);
  const tooltip = useTooltip<Hover>();
  const dateText = (x: number) => new Date(x).toLocaleDateString(i18n.language);
  const xText = formatX ?? (xType === "time" ? dateText : (x: number) => String(x));

  const nearest = (event: MouseEvent<SVGRectElement>): (Hover & { left: number; top: number }) | null => {
    const at = localPoint(event);
    if (!at) return null;
    let best: (Hover & { left: number; top: number }) | null = null;
    let bestDistance = Infinity;
    for (const s of series) {
      for (const p of s.points) {
        const left = xScale(p.x) + MARGIN.left;
        const top = yScale(p.y) + MARGIN.top;
        const d = (left - at.x) ** 2 + (top - at.y) ** 2;
        if (d < bestDistance) [best, bestDistance] = [{ point: p, series: s, left, top }, d];
      }
    }
    return bestDistance <= 40 ** 2 ? best : null;
  };
  const onMove = (event: MouseEvent<SVGRectElement>) => {
    const hit = nearest(event);
    if (hit) tooltip.showTooltip({ tooltipData: { point: hit.point, series: hit.series }, tooltipLeft: hit.left, tooltipTop: hit.top });
    else tooltip.hideTooltip();
  };
  const onClick = (event: MouseEvent<SVGRectElement>) => {
    const hit = nearest(event);
    if (hit && onPointClick) onPointClick(hit.point, hit.series);
  };
  const hovered = tooltip.tooltipData?.point;

  return (
    <div className={styles.plot}>
      <svg data-chart width={width} height={height} role="img" aria-label={series.map((s) => s.label).join(", ")}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={yScale} width={innerWidth} stroke="#d8dee4" numTicks={6} />
          {references.map((r, i) => (
            <g key={i} data-testid="chart-reference">
              <line x1={0} x2={innerWidth} y1={yScale(r.y)} y2={yScale(r.y)} stroke={r.color} strokeWidth={1.5} strokeDasharray={r.dashed ? "6 4" : undefined} />
              <text x={innerWidth + 6} y={yScale(r.y)} dy="0.32em" fontSize={11} fill={r.color}>{r.label}</text>
            </g>
          ))}
          {series.map((s) => (
            <g key={s.key} data-series={s.key}>
              {s.line !== false && <LinePath data={s.points} x={(p) => xScale(p.x)} y={(p) => yScale(p.y)} stroke={s.color} strokeWidth={1.5} />}
              {s.points.map((p, i) =>
                p.flagged ? (
                  <path key={i} data-testid="chart-flag" d={diamond(xScale(p.x), yScale(p.y), 6)} fill={FLAG} stroke="#ffffff" strokeWidth={1} />
                ) : (
                  <circle key={i} cx={xScale(p.x)} cy={yScale(p.y)} r={s.points.length > 400 ? 2 : 3.5} fill={s.color} />
                ),
              )}
            </g>
          ))}
          {hovered && <circle cx={xScale(hovered.x)} cy={yScale(hovered.y)} r={7} fill="none" stroke="#1f2328" strokeWidth={1.5} pointerEvents="none" />}
          <AxisLeft scale={yScale} numTicks={6} tickFormat={counts ? (v) => (Number.isInteger(Number(v)) ? String(v) : "") : yScale.tickFormat(6)} label={yLabel} labelOffset={40} stroke="#57606a" tickStroke="#57606a" tickLabelProps={{ fill: "#424a53", fontSize: 11 }} labelProps={{ fill: "#424a53", fontSize: 12, textAnchor: "middle" }} />
          <AxisBottom
            top={innerHeight}
            scale={axisScale}
            numTicks={Math.max(2, Math.floor(innerWidth / 90))}
            tickFormat={(v) => (xType === "time" ? dateText(+(v as Date | number)) : Number.isInteger(Number(v)) ? String(v) : "")}
            label={xLabel}
            stroke="#57606a"
            tickStroke="#57606a"
            tickLabelProps={{ fill: "#424a53", fontSize: 11 }}
            labelProps={{ fill: "#424a53", fontSize: 12, textAnchor: "middle" }}
          />
        </Group>
        <rect
          data-testid="chart-overlay"
          x={0}
          y={0}
          width={width}
          height={height}
          fill="transparent"
          style={{ cursor: onPointClick && hovered ? "pointer" : "default" }}
          onMouseMove={onMove}
          onMouseLeave={() => tooltip.hideTooltip()}
          onClick={onClick}
        />
      </svg>
      {tooltip.tooltipOpen && tooltip.tooltipData && (
        <TooltipWithBounds left={tooltip.tooltipLeft} top={tooltip.tooltipTop} className={styles.tooltip} unstyled applyPositionStyle>
          <div data-testid="chart-tooltip">
            <strong>{tooltip.tooltipData.series.label}</strong>
            <div>
              {xText(tooltip.tooltipData.point.x)}: {formatY(tooltip.tooltipData.point.y)}
            </div>
            {tooltip.tooltipData.point.tooltip?.map((line, i) => <div key={i}>{line}</div>)}
            {tooltip.tooltipData.point.flagged && <div className={styles.flagText}>{tooltip.tooltipData.point.flagLabel}</div>}
          </div>
        </TooltipWithBounds>
      )}
    </div>
  );
}

const diamond = (x: number, y: number, r: number) => `M${x},${y - r}L${x + r},${y}L${x},${y + r}L${x - r},${y}Z`;

function scales(series: ChartSeries[], references: ReferenceLine[], xType: "time" | "index", width: number, height: number, counts: boolean) {
  const xs = series.flatMap((s) => s.points.map((p) => p.x));
  const ys = [...series.flatMap((s) => s.points.map((p) => p.y)), ...references.map((r) => r.y)];
  const [xMin, xMax] = xs.length ? [Math.min(...xs), Math.max(...xs)] : [0, 1];
  const [yMin, yMax] = ys.length ? [Math.min(...ys), Math.max(...ys)] : [0, 1];
  const pad = (yMax - yMin || Math.abs(yMax) || 1) * 0.08;
  const xPad = xType === "index" ? 0.5 : (xMax - xMin || 86_400_000) * 0.02;
  const xDomain = [xMin - xPad, xMax + xPad];
  const xScale = xType === "time" ? scaleTime<number>({ domain: xDomain.map((v) => new Date(v)), range: [0, width] }) : scaleLinear<number>({ domain: xDomain, range: [0, width] });
  return {
    xScale: (x: number) => xScale(x as never) as number,
    axisScale: xScale,
    yScale: scaleLinear<number>({ domain: counts ? [0, Math.max(yMax * 1.08, 4)] : [yMin - pad, yMax + pad], range: [height, 0], nice: true }),
  };
}
