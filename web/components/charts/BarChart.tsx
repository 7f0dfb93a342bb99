// Results per machine: one group of bars per category (sterilizer, washer...), one bar per
// result, colours from the data; stacked when the parts make a whole.
import { AxisBottom, AxisLeft } from "@visx/axis";
import { GridRows } from "@visx/grid";
import { Group } from "@visx/group";
import { ParentSize } from "@visx/responsive";
import { scaleBand, scaleLinear } from "@visx/scale";
import { TooltipWithBounds, useTooltip } from "@visx/tooltip";
import { Legend } from "./Legend";
import type { BarGroup, BarValue } from "./types";
import styles from "./Charts.module.css";

export interface BarChartProps {
  groups: BarGroup[];
  height?: number;
  stacked?: boolean;
  yLabel?: string;
  onBarClick?: (group: BarGroup, value: BarValue) => void;
  testId?: string;
}

const MARGIN = { top: 12, right: 16, bottom: 48, left: 52 };

export function BarChart(props: BarChartProps) {
  const height = props.height ?? 300;
  const keys = new Map<string, BarValue>();
  for (const g of props.groups) for (const v of g.values) if (!keys.has(v.key)) keys.set(v.key, v);
  return (
    <div data-testid={props.testId ?? "bar-chart"}>
      <div style={{ height }}>
        <ParentSize debounceTime={50}>{({ width }) => (width > 0 ? <Bars {...props} width={width} height={height} keys={[...keys.keys()]} /> : null)}</ParentSize>
      </div>
      <Legend items={[...keys.values()].map((v) => ({ key: v.key, label: v.label, color: v.color }))} />
    </div>
  );
}

function Bars({ groups, width, height, stacked, yLabel, onBarClick, keys }: BarChartProps & { width: number; height: number; keys: string[] }) {
  const innerWidth = Math.max(width - MARGIN.left - MARGIN.right, 10);
  const innerHeight = height - MARGIN.top - MARGIN.bottom;
  const total = (g: BarGroup) => g.values.reduce((sum, v) => sum + v.value, 0);
  const max = Math.max(1, ...groups.map((g) => (stacked ? total(g) : Math.max(0, ...g.values.map((v) => v.value)))));
  const x = scaleBand<string>({ domain: groups.map((g) => g.category), range: [0, innerWidth], padding: 0.25 });
  const inner = scaleBand<string>({ domain: keys, range: [0, x.bandwidth()], padding: 0.1 });
  const y = scaleLinear<number>({ domain: [0, max * 1.08], range: [innerHeight, 0], nice: true });
  const tooltip = useTooltip<{ group: BarGroup; value: BarValue }>();

  return (
    <div className={styles.plot}>
      <svg data-chart width={width} height={height} role="img" aria-label={groups.map((g) => `${g.category}: ${g.values.map((v) => `${v.label} ${v.value}`).join(", ")}`).join("; ")}>
        <Group left={MARGIN.left} top={MARGIN.top}>
          <GridRows scale={y} width={innerWidth} stroke="#d8dee4" numTicks={5} />
          {groups.map((g) => {
            let base = 0;
            return (
              <Group key={g.category} left={x(g.category) ?? 0}>
                {g.values.map((v) => {
                  const top = stacked ? y(base + v.value) : y(v.value);
                  const barHeight = innerHeight - y(v.value);
                  const left = stacked ? 0 : (inner(v.key) ?? 0);
                  base += v.value;
                  return (
                    <rect
                      key={v.key}
                      data-testid="chart-bar"
                      x={left}
                      y={top}
                      width={stacked ? x.bandwidth() : inner.bandwidth()}
                      height={Math.max(0, barHeight)}
                      fill={v.color}
                      style={{ cursor: onBarClick ? "pointer" : "default" }}
                      onMouseMove={() => tooltip.showTooltip({ tooltipData: { group: g, value: v }, tooltipLeft: MARGIN.left + (x(g.category) ?? 0) + left, tooltipTop: MARGIN.top + top })}
                      onMouseLeave={() => tooltip.hideTooltip()}
                      onClick={() => onBarClick?.(g, v)}
                    />
                  );
                })}
              </Group>
            );
          })}
          <AxisLeft scale={y} numTicks={5} tickFormat={(v) => (Number.isInteger(Number(v)) ? String(v) : "")} label={yLabel} labelOffset={34} stroke="#57606a" tickStroke="#57606a" tickLabelProps={{ fill: "#424a53", fontSize: 11 }} labelProps={{ fill: "#424a53", fontSize: 12, textAnchor: "middle" }} />
          <AxisBottom top={innerHeight} scale={x} stroke="#57606a" tickStroke="#57606a" tickLabelProps={{ fill: "#424a53", fontSize: 11, textAnchor: "middle", width: Math.max(40, x.bandwidth()) }} />
        </Group>
      </svg>
      {tooltip.tooltipOpen && tooltip.tooltipData && (
        <TooltipWithBounds left={tooltip.tooltipLeft} top={tooltip.tooltipTop} className={styles.tooltip} unstyled applyPositionStyle>
          <div data-testid="chart-tooltip">
            <strong>{tooltip.tooltipData.group.category}</strong>
            <div>
              {tooltip.tooltipData.value.label}: {tooltip.tooltipData.value.value}
            </div>
          </div>
        </TooltipWithBounds>
      )}
    </div>
  );
}
