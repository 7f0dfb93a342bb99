// The app's charts (visx): frame with table view and downloads, lines, bars.
export { ChartFrame, type ChartFrameProps } from "./ChartFrame";
export { LineChart, type LineChartProps } from "./LineChart";
export { BarChart, type BarChartProps } from "./BarChart";
export { ChartTable } from "./ChartTable";
export { Legend, type LegendItem } from "./Legend";
export { tableCsv } from "./download";
export type { BarGroup, BarValue, ChartPoint, ChartSeries, ReferenceLine, TableCell, TableSpec } from "./types";
