// REST door of instrument measures and their pictures.
import type { Router } from "../http/router";
import { listMeasures, measureImage, measureImageUrl } from "./service";
import { int } from "../http/validate";

type Row = Awaited<ReturnType<typeof listMeasures>>[number];
export const measureWire = (m: Row) => ({
  id: m.id,
  code: m.code,
  description: m.description,
  surfaceFormat: `${Number(m.surface).toFixed(2)} cm²`,
  surface: Number(m.surface),
  bothSides: m.bothSides,
  creationDate: m.creationDate,
  fileName: m.fileName,
  instrument: m.instrument,
});

export function measureRoutes(r: Router) {
  r.get("/api/InstrumentMeasure", { company: true }, async (c) => (await listMeasures(c)).map(measureWire));
  r.get("/api/instrumentmeasure/SASUriInstrumentFile", { company: true }, async (c) => ({ url: await measureImageUrl(c, c.query.get("fileName")) }));
  r.get("/api/instrumentmeasure/image/:id", "public", (c) => measureImage(c, int(c.params.id) ?? -1, Number(c.query.get("exp")), c.query.get("sig") ?? ""));
}
