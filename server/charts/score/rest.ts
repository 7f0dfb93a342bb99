// REST door of the sterilisation score (spec 002 section 7.3). GET /api/Sterilizer/GetByUserLogged
// lives with the machine catalogues (server/equipment/rest.ts). Answers: docs/charts-api.md "Score".
import type { Router } from "../../http/router";
import { MANAGERS } from "../../auth/scopes";
import { date, id, object, text } from "../../validation/wire";
import { scoreCycle, scoreGraphic, scoreLimits, type CycleView, type ScoreReadingView } from "./service";

const SterilizerRef = object({ Id: id() }).nullish();
const Graphics = object({ Sterilizer: SterilizerRef, DateFrom: date(), DateTo: date() });
const Calculate = object({ Sterilizer: SterilizerRef, Cicle: text(200) }, { Cicle: ["Cicle", "cicle", "Cycle", "cycle"] });

const iso = (d: Date | null) => d?.toISOString() ?? null;
const readingWire = (r: ScoreReadingView) => ({ ...r, startedAt: iso(r.startedAt) });
/** The spec's Score result (cicle, score, scoreTypeDescription, countReadsAnalyzed) and what explains it. */
const resultWire = (c: Omit<CycleView, "date"> & { date: Date | null }) => ({
  cicle: c.cycle, score: c.score, scoreType: c.scoreType, scoreTypeDescription: c.scoreTypeDescription, countReadsAnalyzed: c.countReadsAnalyzed,
  date: iso(c.date), failed: c.failed, message: c.message, readings: c.readings.map(readingWire),
});

export function scoreRoutes(r: Router) {
  r.get("/api/RPE/limitsTranslations", MANAGERS, (c) => scoreLimits(c));
  r.post("/api/RPE/calculateSPRgraphics", MANAGERS, async (c) => {
    const b = await c.body(Graphics);
    const g = await scoreGraphic(c, { sterilizerId: b.Sterilizer?.Id, dateFrom: b.DateFrom, dateTo: b.DateTo });
    return {
      sterilizer: g.sterilizer, dateFrom: iso(g.dateFrom), dateTo: iso(g.dateTo), message: g.message,
      results: g.cycles.map(resultWire), readingsWithoutCycle: g.withoutCycle.map(readingWire),
    };
  });
  r.post("/api/RPE/calculateRPE", MANAGERS, async (c) => {
    const b = await c.body(Calculate);
    const { sterilizer, cycle } = await scoreCycle(c, { sterilizerId: b.Sterilizer?.Id, cycle: b.Cicle });
    return { sterilizer, ...resultWire(cycle) };
  });
}
