// The read-only FHIR R4 endpoint (docs/interoperability.md, "FHIR R4"): /fhir/metadata (the
// CapabilityStatement, public), Observation search and read, and the Device, Location and
// Organization they reference — with the session tokens and the tenancy of the rest of the API
// (staff of a company; operators see their sector's readings and machines). Errors are
// OperationOutcomes (server/app.ts turns the router's refusals into them for /fhir paths).
import type { Bundle, CapabilityStatement, OperationOutcome, Resource } from "@medplum/fhirtypes";
import type { RestContext, Router } from "../http/router";
import type { ReadingKind } from "../db/generated/client";
import { STAFF } from "../auth/scopes";
import { readingScope } from "../readings/scope";
import { ownCompanyId } from "../auth/company";
import { notFound } from "../domain/errors";
import { device, location, observation, organization, OBSERVATION_PREFIX, MACHINE_KINDS } from "./resources";
import { cursorText, deviceOf, MAX_COUNT, observationQuery } from "./params";
import { readObservation, searchObservations } from "./search";

export const FHIR_JSON = "application/fhir+json; charset=utf-8";

export const fhirResponse = (resource: Resource, status = 200) => new Response(JSON.stringify(resource), { status, headers: { "content-type": FHIR_JSON } });

const ISSUE_CODE: Record<number, string> = { 400: "invalid", 401: "login", 403: "forbidden", 404: "not-found", 405: "not-supported", 429: "throttled", 503: "transient" };

export function operationOutcome(status: number, text: string): Response {
  const outcome: OperationOutcome = { resourceType: "OperationOutcome", issue: [{ severity: status >= 500 ? "fatal" : "error", code: (ISSUE_CODE[status] ?? "exception") as never, diagnostics: text }] };
  return fhirResponse(outcome, status);
}

/** The endpoint's base URL as the caller reached it (links and fullUrls are absolute). */
const base = (c: RestContext) => `${new URL(c.request.url).origin}/fhir`;
const KIND_OF_PREFIX = new Map(Object.entries(OBSERVATION_PREFIX).map(([kind, prefix]) => [prefix, kind as ReadingKind]));
/** The sector an operator is limited to (readings/scope.ts: the readings' own rule), else undefined. */
const limitedSector = (c: RestContext) => readingScope(c.principal).sectorId;

function capabilities(c: RestContext): CapabilityStatement {
  const read = [{ code: "read" as const }];
  return {
    resourceType: "CapabilityStatement",
    status: "active",
    date: "2026-11-27",
    kind: "instance",
    software: { name: "Sterile QC" },
    implementation: { description: "Sterile processing quality-control records (read only)", url: base(c) },
    fhirVersion: "4.0.1",
    format: ["json"],
    rest: [
      {
        mode: "server",
        security: { description: "A session token (POST /api/login/login) as Authorization: Bearer <token>; staff of a company, operators limited to their sector." },
        resource: [
          {
            type: "Observation",
            interaction: [{ code: "read" }, { code: "search-type" }],
            searchParam: [
              { name: "date", type: "date", documentation: "When the indicator was processed (incubation start, chemical test time); eq, ge, gt, le, lt" },
              { name: "device", type: "reference", documentation: "The machine tested or the incubator that read it: Device/sterilizer-3" },
              { name: "code", type: "token", documentation: "The reading kind: BI, PRO, CHE_STERILIZER, CHE_WASHER" },
              { name: "status", type: "token", documentation: "registered (no result yet), preliminary, final" },
              { name: "_count", type: "number", documentation: `Page size, 1 to ${MAX_COUNT} (default 50); follow the Bundle's next link` },
            ],
          },
          { type: "Device", interaction: read },
          { type: "Location", interaction: read },
          { type: "Organization", interaction: read },
        ],
      },
    ],
  };
}

async function search(c: RestContext): Promise<Response> {
  const url = new URL(c.request.url);
  const q = observationQuery(url.searchParams);
  const { rows, next } = await searchObservations(c.prisma, c.principal, q);
  const link: Bundle["link"] = [{ relation: "self", url: `${base(c)}/Observation${url.search}` }];
  if (next) {
    const params = new URLSearchParams(url.searchParams);
    params.set("_cursor", cursorText(next));
    link.push({ relation: "next", url: `${base(c)}/Observation?${params}` });
  }
  const bundle: Bundle = {
    resourceType: "Bundle",
    type: "searchset",
    link,
    entry: rows.map((r) => {
      const resource = observation(r);
      return { fullUrl: `${base(c)}/Observation/${resource.id}`, resource, search: { mode: "match" } };
    }),
  };
  return fhirResponse(bundle);
}

async function readOne(c: RestContext): Promise<Response> {
  const m = /^(bi|pro|chs|chw)-(\d{1,9})$/.exec(c.params.id ?? "");
  const row = m ? await readObservation(c.prisma, c.principal, KIND_OF_PREFIX.get(m[1]!)!, Number(m[2])) : null;
  if (!row) throw notFound(`Observation/${c.params.id} is not known`);
  return fhirResponse(observation(row));
}

async function readDevice(c: RestContext): Promise<Response> {
  const { kind, id } = (() => {
    try {
      return deviceOf(c.params.id ?? "");
    } catch {
      throw notFound(`Device/${c.params.id} is not known (kinds: ${MACHINE_KINDS.join(", ")})`);
    }
  })();
  const companyId = ownCompanyId(c.principal);
  const sector = limitedSector(c);
  if (kind === "incubator") {
    const i = await c.prisma.incubator.findFirst({ where: { id, companyId, ...(sector !== undefined ? { workSectorId: sector } : {}) } });
    if (!i) throw notFound(`Device/${c.params.id} is not known`);
    return fhirResponse(device({ kind, id, companyId, name: i.name, serial: i.serialNumber, brand: null, sectorId: i.workSectorId, active: true }));
  }
  const m = await (c.prisma[kind] as any).findFirst({ where: { id, companyId, ...(sector !== undefined ? { sectorId: sector } : {}) } });
  if (!m) throw notFound(`Device/${c.params.id} is not known`);
  return fhirResponse(device({ kind, id, companyId, name: m.name, serial: m.serial, brand: m.brand, sectorId: m.sectorId, active: !m.deletedAt }));
}

async function readLocation(c: RestContext): Promise<Response> {
  const id = Number(/^sector-(\d{1,9})$/.exec(c.params.id ?? "")?.[1] ?? NaN);
  const companyId = ownCompanyId(c.principal);
  const sector = limitedSector(c);
  const s = Number.isNaN(id) || (sector !== undefined && sector !== id) ? null : await c.prisma.sector.findFirst({ where: { id, companyId } });
  if (!s) throw notFound(`Location/${c.params.id} is not known`);
  return fhirResponse(location({ id: s.id, companyId, name: s.name, active: !s.deletedAt }));
}

async function readOrganization(c: RestContext): Promise<Response> {
  const companyId = ownCompanyId(c.principal);
  if (c.params.id !== `company-${companyId}`) throw notFound(`Organization/${c.params.id} is not known`);
  const co = await c.prisma.company.findUniqueOrThrow({ where: { id: companyId } });
  return fhirResponse(organization(co));
}

export function fhirRoutes(r: Router) {
  r.get("/fhir/metadata", "public", (c) => fhirResponse(capabilities(c)));
  r.get("/fhir/Observation", STAFF, search);
  r.get("/fhir/Observation/:id", STAFF, readOne);
  r.get("/fhir/Device/:id", STAFF, readDevice);
  r.get("/fhir/Location/:id", STAFF, readLocation);
  r.get("/fhir/Organization/:id", STAFF, readOrganization);
}
