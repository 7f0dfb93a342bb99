// The washer's protein readings a control chart is drawn from, and the value each plots.
//
// Which readings: the washer's HISTORICAL and SAVED protein readings whose result arrived in
// [dateFrom, dateTo], in reading order (result time, then read number). Live readings have no
// value yet and provisional ones are still under review (their measure, hence their density,
// may still change): a chart of reviewed records does not move while people work.
//
// Which value (docs/charts.md "Washer control charts: the service"): the protein LEVEL the
// reading is judged by, the same value its pass/alert/fail result compares with the company's
// levels (server/agent/rules.ts proteinResultCode): the density in µg/cm² when a measure gave
// the instrument's surface, else the amount in µg (the single-threshold working mode judges the
// amount itself). ISO 15883-5's alert and action levels are per cm², so plotting ln(density)
// lets the same chart carry ln(alert) and ln(action) as lines that mean what they say; the raw
// amount (µg) rides along for the tooltip.
import type { ServiceContext } from "../../context";
import type { ProteinReading } from "../values";
import { readingScope } from "../../readings/scope";

export type LevelUnit = "µg/cm²" | "µg";

export interface WasherReading extends ProteinReading {
  readNumber: number;
  resultAt: Date;
  /** The amount the reader measured (µg). */
  amount: number | null;
  /** µg/cm², when a measure gave the surface. */
  density: number | null;
  /** The unit of `value`: µg/cm² (density) or µg (no surface). */
  unit: LevelUnit;
  notes: string | null;
}

/** Charts stop here: a period with more readings is refused with a request to narrow it. */
export const MAX_CHART_READINGS = 10_000;

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));

export async function washerReadings(ctx: ServiceContext, washerId: number, from: Date, to: Date): Promise<WasherReading[] | null> {
  const rows = await ctx.prisma.readingPRO.findMany({
    where: { ...readingScope(ctx.principal), washerId, state: { in: ["HISTORICAL", "SAVED"] }, resultAt: { gte: from, lte: to } },
    orderBy: [{ resultAt: "asc" }, { readNumber: "asc" }],
    select: { id: true, readNumber: true, resultAt: true, quantitativeResult: true, density: true, ignoreFromIQAS: true, notes: true },
    take: MAX_CHART_READINGS + 1,
  });
  if (rows.length > MAX_CHART_READINGS) return null;
  return rows.map((r) => {
    const amount = num(r.quantitativeResult);
    const density = num(r.density);
    return {
      id: r.id,
      readNumber: r.readNumber,
      resultAt: r.resultAt!,
      amount,
      density,
      value: density ?? amount,
      unit: density !== null ? "µg/cm²" : "µg",
      markedIgnored: r.ignoreFromIQAS,
      notes: r.notes,
    };
  });
}
