// REST door of the washer control charts (spec 002 §7.3): /api/HTM/GetChartModels,
// calculateIMR (models 0, 1), calculateXbarR (2, 3), GetIgnoredReadings. The washers' list is
// the equipment area's GET /api/washer/GetByUserLogged. Answers use the spec's field names
// (§3 "Washer chart data", its spellings included: avergeLogs, lcLvalue, ucLvalue).
import type { Router, RestContext } from "../../http/router";
import { MANAGERS } from "../../auth/scopes";
import { ValidationError } from "../../domain/errors";
import { inReaderLanguage } from "../../licenses/texts";
import { date, id, integer, object, parseWire, raw } from "../../validation/wire";
import { chartModels, ignoredReadings, washerChart, type ChartReading, type IgnoredOut, type ModelFamily, type WasherChart } from "./service";

const Body = object({
  Washer: object({ Id: id() }).nullish(),
  WasherId: id(),
  DateFrom: date(),
  DateTo: date(),
  ChartModel: integer(),
  SizeGroup: integer(),
  UserLogged: raw(),
});

/** The service's field names as the body spells them. */
const WIRE_FIELD: Record<string, string> = { washerId: "Washer.Id", dateFrom: "DateFrom", dateTo: "DateTo", chartModel: "ChartModel", grouping: "SizeGroup" };
const DAY_ONLY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

async function input(c: RestContext) {
  const body = await c.body();
  const b = parseWire(Body, body);
  // A bare day as DateTo means the whole of that day (the screen's default ends at 23:59:59).
  const rawTo = body.DateTo ?? body.dateTo;
  const dateTo = b.DateTo && typeof rawTo === "string" && DAY_ONLY.test(rawTo.trim()) ? new Date(b.DateTo.getTime() + DAY_MS - 1) : b.DateTo;
  return { washerId: b.Washer?.Id ?? b.WasherId, dateFrom: b.DateFrom, dateTo, chartModel: b.ChartModel, grouping: b.SizeGroup };
}

/** Runs a service call with its refusals translated and keyed by the body's field names. */
async function wire<T>(c: RestContext, work: () => Promise<T>): Promise<T> {
  try {
    return await inReaderLanguage(c, work);
  } catch (e) {
    if (e instanceof ValidationError) throw new ValidationError(Object.fromEntries(Object.entries(e.errors).map(([k, v]) => [WIRE_FIELD[k] ?? k, v])), e.message);
    throw e;
  }
}

const readWire = (r: ChartReading) => ({
  id: r.id,
  readNumber: r.readNumber,
  groupNumber: r.groupNumber,
  logarithm: r.logarithm,
  absoluteDiff: r.absoluteDiff,
  resultDate: r.resultAt,
  cuantitativeResult: r.amount,
  densidad: r.density,
  value: r.value,
  unit: r.unit,
  pattern: r.pattern,
  show: r.show,
  overAction: r.overAction,
});

const ignoredWire = (i: IgnoredOut) => ({ ...readWire(i.reading), reason: i.reason, reasonDescription: i.reasonDescription, notes: i.notes });

export function chartWire(ch: WasherChart) {
  const groups = ch.model >= 2;
  return {
    washerId: ch.washer.id,
    washerName: ch.washer.name,
    chartModel: ch.model,
    chartModelName: ch.modelName,
    sizeGroup: ch.grouping,
    unit: ch.unit,
    reads: ch.readings.map(readWire),
    groupReads: groups
      ? ch.points.map((p) => ({
          groupNumber: p.number, avergeLogs: ch.model === 2 ? p.value : average(p.readings.map((r) => r.logarithm!)), range: ch.model === 3 ? p.value : spread(p.readings.map((r) => r.logarithm!)),
          resultDate: p.resultAt, pattern: p.pattern, show: true, patternTypes: p.rules, readNumbers: p.readings.map((r) => r.readNumber), readingIds: p.readings.map((r) => r.id),
        }))
      : [],
    points: ch.points.map((p) => ({ number: p.number, value: p.value, pattern: p.pattern, patternTypes: p.rules, resultDate: p.resultAt, readingIds: p.readings.map((r) => r.id), readNumbers: p.readings.map((r) => r.readNumber) })),
    patternTypeDescription: ch.patternTypeDescription,
    patternTypes: ch.rulesFired,
    inControl: ch.inControl,
    xvalue: ch.limits?.center ?? null,
    lcLvalue: ch.limits?.lower ?? null,
    ucLvalue: ch.limits?.upper ?? null,
    sigma: ch.sigma,
    countIgnoredReadings: ch.ignored.length,
    droppedReadings: ch.dropped.map((r) => ({ id: r.id, readNumber: r.readNumber })),
    iso: ch.iso,
    overActionReadings: ch.overAction.map(readWire),
    messages: ch.messages,
    message: ch.message,
  };
}

const average = (x: number[]) => x.reduce((a, b) => a + b, 0) / x.length;
const spread = (x: number[]) => Math.max(...x) - Math.min(...x);

export function washerChartRoutes(r: Router) {
  r.get("/api/HTM/GetChartModels", MANAGERS, async (c) => (await chartModels(c)).map((m) => ({ id: m.id, name: m.name, minSizeGroup: m.minGrouping, maxSizeGroup: m.maxGrouping })));
  const draw = (family: ModelFamily) => async (c: RestContext) => {
    const i = await input(c);
    return chartWire(await wire(c, () => washerChart(c, i, family)));
  };
  r.post("/api/HTM/calculateIMR", MANAGERS, draw("individuals"));
  r.post("/api/HTM/calculateXbarR", MANAGERS, draw("subgroups"));
  r.post("/api/HTM/GetIgnoredReadings", MANAGERS, async (c) => {
    const i = await input(c);
    return (await wire(c, () => ignoredReadings(c, i))).map(ignoredWire);
  });
}
