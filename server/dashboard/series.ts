// The chart series of a panel in the legacy wire shape (spec 000 §3): one item per machine
// (or per day) with its series, each a result category and how many readings fall in it.
// Colours come from the data: a result's colour is the one the readings screens give its dot
// (web/screens/readings/shared/results.tsx: Primer's light success/danger/attention/muted
// foregrounds), written here as hex so that every consumer (REST integrators, PNG/SVG export)
// gets a plain colour.
import type { ReadingKind } from "../db/generated/client";
import { RESULTS } from "../readings/enums";

export interface SeriesItem {
  /** The category's English description; the screens translate it as an interface-text key. */
  result: string;
  /** How many readings (the legacy name). */
  cantidad: number;
  color: string;
  /** The BI/PRO result code; null for pending readings and chemical series. */
  resultEnum: number | null;
  /** The chemical result code (1 pass, 2 fail); null otherwise. */
  resultCHEEnum: number | null;
}

export interface ChartItem {
  /** A machine's name, or a day (YYYY-MM-DD in the asked time zone) for the line charts. */
  machine: string;
  /** The machine's id (null on per-day items), so a screen can link to it. */
  machineId: number | null;
  series: SeriesItem[];
}

export const COLOR = {
  pass: "#1a7f37",
  fail: "#d1242f",
  attention: "#9a6700",
  muted: "#59636e",
  /** No result yet (incubating, or awaiting the reader): Primer's accent, "in progress". */
  pending: "#0969da",
} as const;

export const PENDING = "Pending";

/** A result category of a reading kind: its code (null = no result yet), text and colour. */
export interface Category {
  code: number | null;
  result: string;
  color: string;
  chemical: boolean;
}

const RESULT_COLORS: Record<ReadingKind, Record<number, string>> = {
  BI: { 1: COLOR.pass, 2: COLOR.fail, 3: COLOR.muted, 4: COLOR.attention },
  PRO: { 1: COLOR.pass, 2: COLOR.attention, 3: COLOR.fail },
  CHE_STERILIZER: { 1: COLOR.pass, 2: COLOR.fail },
  CHE_WASHER: { 1: COLOR.pass, 2: COLOR.fail },
};

/** Every result of a kind, in code order, then Pending. */
export function categoriesOf(kind: ReadingKind): Category[] {
  const chemical = kind === "CHE_STERILIZER" || kind === "CHE_WASHER";
  const coded = Object.entries(RESULTS[kind]).map(([code, result]) => ({ code: Number(code), result, color: RESULT_COLORS[kind][Number(code)]!, chemical }));
  return [...coded, { code: null, result: PENDING, color: COLOR.pending, chemical }];
}

export function seriesItem(c: Category, cantidad: number): SeriesItem {
  return {
    result: c.result,
    cantidad,
    color: c.color,
    resultEnum: c.chemical ? null : c.code,
    resultCHEEnum: c.chemical ? c.code : null,
  };
}
