// REST door of the historical browser: POST /api/historical/{option} answers
// { lecturas, totalRows } (spec 001 section 7); POST /api/{option}/saveDataFromSavedRead
// edits a historical row's review fields; GetReport prints the filtered readings, GetImage
// answers a chemical reading's picture, GetIncubatorsFromReadings the filter's incubators.
import type { Router } from "../http/router";
import { notFound } from "../domain/errors";
import { HISTORICAL_OPTIONS, historicalOption } from "./options";
import { historicalPage, parseLegacyQuery } from "./query";
import { historicalReport } from "./report";
import { incubatorsFromReadings, readingImage } from "./service";
import { temperatureUnitOf, wireRows } from "../readings/wire";
import { editReadings, parseIds } from "../readings/service";
import { OPTION_KIND, readingBody } from "../readings/legacy";
import { object, raw, text } from "../validation/wire";
import { saved } from "../http/replies";
import { STAFF } from "../auth/scopes";

/** The report takes the filter only (parsed by parseLegacyQuery). */
const Report = object({ Filter: raw() });

export function historicalRoutes(r: Router) {
  r.post("/api/historical/:option", STAFF, async (c) => {
    const o = historicalOption(c.params.option);
    if (!o) throw notFound("Unknown reading type.");
    const { filter, paging } = parseLegacyQuery(await c.body());
    const { rows, total } = await historicalPage(c, o, filter, paging);
    return { lecturas: await wireRows(c.prisma, o.kind, rows, await temperatureUnitOf(c)), totalRows: total };
  });

  // The reading options, plus the historical browser's ReadingBIDisinfection (a BI reading).
  for (const [option, kind] of Object.entries({ ...OPTION_KIND, ReadingBIDisinfection: "BI" as const })) {
    r.post(`/api/${option}/saveDataFromSavedRead`, STAFF, async (c) => {
      const body = readingBody(await c.body(), option, "ReadingBI");
      const [row] = await editReadings(c, kind, parseIds([body.edit.Id]), body, { finalEdit: true });
      const [item] = await wireRows(c.prisma, kind, [row!], await temperatureUnitOf(c));
      return saved(item);
    });
  }

  for (const o of HISTORICAL_OPTIONS) {
    r.post(`/api/${o.option}/GetReport`, STAFF, async (c) => {
      const { filter } = parseLegacyQuery({ Filter: (await c.body(Report)).Filter });
      return new Response(await historicalReport(c, o, filter), { headers: { "content-type": "text/html; charset=utf-8" } });
    });
    r.get(`/api/${o.option}/GetIncubatorsFromReadings`, STAFF, (c) => incubatorsFromReadings(c, o));
    if (o.kind === "CHE_STERILIZER" || o.kind === "CHE_WASHER") r.get(`/api/${o.option}/GetImage`, STAFF, (c) => readingImage(c, c.args({ imageId: text(100) }).imageId ?? null));
  }
}
