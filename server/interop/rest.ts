// REST door of HL7 v2 (docs/interoperability.md):
//   GET /api/hl7/readings/:kind/:id   one reading's message (company staff, scoped like the historical browser)
//   GET /api/hl7/loads/:kind/:id      the message of the reading's load (same machine and cycle)
//   GET /api/hl7/destination          the company's MLLP destination ({ destination: null } when none) — administrators
//   PUT /api/hl7/destination          { host, port, enabled, receivingApplication?, receivingFacility? } → the row
//   GET /api/hl7/deliveries?take=     recent MLLP deliveries, newest first
// The messages are ER7 text (segments ended by CR) as an attachment.
import type { Router } from "../http/router";
import type { ReadingKind } from "../db/generated/client";
import { notFound } from "../domain/errors";
import { id, integer } from "../validation/wire";
import { COMPANY_ADMINS, STAFF } from "../auth/scopes";
import { getDestination, hl7MessageOf, listMllpDeliveries, parseKind, saveDestination } from "./service";

export const HL7_CONTENT_TYPE = "x-application/hl7-v2+er7; charset=utf-8";

function hl7Response(text: string, kind: ReadingKind, readingId: number, load: boolean): Response {
  const name = `${load ? "load" : "reading"}-${kind}-${readingId}.hl7`;
  return new Response(text, { headers: { "content-type": HL7_CONTENT_TYPE, "content-disposition": `attachment; filename="${name}"`, "cache-control": "no-store" } });
}

export function interopRoutes(r: Router) {
  for (const load of [false, true]) {
    r.get(`/api/hl7/${load ? "loads" : "readings"}/:kind/:id`, STAFF, async (c) => {
      const kind = parseKind(c.params.kind);
      if (!kind) throw notFound("Unknown reading kind.");
      const readingId = c.args({ id: id() }).id;
      if (!readingId) throw notFound();
      return hl7Response(await hl7MessageOf(c, kind, readingId, { load }), kind, readingId, load);
    });
  }
  r.get("/api/hl7/destination", COMPANY_ADMINS, async (c) => ({ destination: await getDestination(c) }));
  r.put("/api/hl7/destination", COMPANY_ADMINS, async (c) => saveDestination(c, await c.body()));
  r.get("/api/hl7/deliveries", COMPANY_ADMINS, (c) => listMllpDeliveries(c, { take: c.args({ take: integer() }).take ?? null }));
}
