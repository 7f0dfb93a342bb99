// The shapes every chart of the app draws: series of points, reference lines, bar groups,
// and the table that says the same thing in rows (table view, CSV).

export interface ChartPoint {
  /** Epoch milliseconds (xType "time") or a 1-based reading/group number (xType "index"). */
  x: number;
  y: number;
  /** The record behind the point (a reading id): handed back on click. */
  id?: string | number;
  /** Extra tooltip lines (reading number, raw value...). */
  tooltip?: string[];
  /** A point that completes a rule or fails a limit: drawn as a red diamond. */
  flagged?: boolean;
  flagLabel?: string;
}

export interface ChartSeries {
  key: string;
  label: string;
  color: string;
  points: ChartPoint[];
  /** Join the points with a line (default true); false draws the markers only. */
  line?: boolean;
}

export interface ReferenceLine {
  y: number;
  label: string;
  color: string;
  dashed?: boolean;
}

export interface BarValue {
  key: string;
  label: string;
  color: string;
  value: number;
}
export interface BarGroup {
  category: string;
  values: BarValue[];
}

/** A cell of the table view: plain text, or text that links to the record. */
export type TableCell = string | number | null | { text: string; href: string };
export interface TableSpec {
  columns: { key: string; label: string }[];
  rows: Record<string, TableCell>[];
}
