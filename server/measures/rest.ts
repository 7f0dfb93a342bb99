// REST door of instrument measures and their pictures.
import type { Router } from "../http/router";
import { listMeasures, measureImage, measureImageUrl } from "./service";
import { decimal, id, text } from "../validation/wire";
import { COMPANY_USERS } from "../auth/scopes";

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
  r.get("/api/InstrumentMeasure", COMPANY_USERS, async (c) => (await listMeasures(c)).map(measureWire));
  r.get("/api/instrumentmeasure/SASUriInstrumentFile", COMPANY_USERS, async (c) => ({ url: await measureImageUrl(c, c.args({ fileName: text(260) }).fileName ?? null) }));
  r.get("/api/instrumentmeasure/image/:id", "public", async (c) => {
    const q = c.args({ id: id(), exp: decimal(), sig: text(200) });
    const image = await measureImage(c, q.id ?? -1, q.exp ?? 0, q.sig ?? "");
    // A sandboxing CSP keeps an SVG opened directly from running script in our origin.
    return new Response(image.data, {
      headers: { "content-type": image.mime, "cache-control": "private, max-age=600", "content-security-policy": "default-src 'none'; style-src 'unsafe-inline'; sandbox", "x-content-type-options": "nosniff" },
    });
  });
}
