// The read-only FHIR R4 endpoint (server/fhir, docs/interoperability.md "FHIR R4"), read as an
// integrator would — with fhir-kit-client — and every resource checked against the R4
// structure definitions by an independent validator (the `fhir` package). On a fresh sterilizer
// of Hospital A: a negative BI, a positive one and one incubating become Observations (SNOMED
// negative/positive, registered while incubating) focused on the sterilizer's Device and the
// indicator's lot; the search filters by device, date and code and pages through `next` links;
// the Device, its Location and the Organization read back. Another company reads none of it;
// no token, an unknown parameter or a bad date get an OperationOutcome.
import { beforeAll, describe, expect, test } from "bun:test";
import { Client } from "fhir-kit-client";
import { Fhir } from "fhir";
import { api, BASE_URL, gql, uniqueSuffix } from "../helpers";
import { tokenOf } from "../helpers/company";

const fhir = new Fhir();
let admin: string;
let sterilizerId: number;
let lot: string;
const readings: Record<"negative" | "positive" | "incubating", { id: number; readNumber: number }> = {} as never;

const client = (token?: string) => new Client({ baseUrl: `${BASE_URL}/fhir`, ...(token ? { bearerToken: token } : {}) });

function expectValid(resource: any) {
  const result = fhir.validate(resource);
  // Errors (a required binding broken is one), and warnings such as "Unexpected property" (a
  // misspelt element is only a warning to it) — but not the product's own codes in example or
  // extensible bindings, which the validator's terminology does not hold.
  const problems = result.messages.filter((m: any) => m.severity === "error" || (m.severity === "warning" && !/not found in value set/.test(m.message)));
  expect(problems).toEqual([]);
  expect(result.valid).toBe(true);
}

async function bi(body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", sterilizerId, lot, conditionSCIB: 1, ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}

async function raw(path: string, token?: string) {
  const res = await fetch(`${BASE_URL}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  return { status: res.status, type: res.headers.get("content-type"), json: (await res.json()) as any };
}

const ids = (bundle: any): string[] => (bundle.entry ?? []).map((e: any) => e.resource.id);

describe("FHIR R4", () => {
  beforeAll(async () => {
    admin = await tokenOf("adminA");
    const suffix = uniqueSuffix();
    const created = await gql(`mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, { input: { sectorId: null, name: `FHIR autoclave ${suffix}`, brand: "Acme", serial: `FHIR-${suffix}` } }, admin);
    expect(created.errors).toBeUndefined();
    sterilizerId = created.data.createMachine.machineId;
    lot = `FH${suffix}`.toUpperCase().slice(0, 20);
    readings.negative = await bi({ result: 1, minutesAgo: 300 });
    readings.positive = await bi({ result: 2, minutesAgo: 200 });
    readings.incubating = await bi({ noResult: true, minutesAgo: 100 });
  });

  test("the CapabilityStatement is public, valid R4 and lists Observation search", async () => {
    const cs: any = await client().capabilityStatement();
    expect(cs.resourceType).toBe("CapabilityStatement");
    expect(cs.fhirVersion).toBe("4.0.1");
    expectValid(cs);
    const observation = cs.rest[0].resource.find((r: any) => r.type === "Observation");
    expect(observation.interaction.map((i: any) => i.code).sort()).toEqual(["read", "search-type"]);
    expect(observation.searchParam.map((p: any) => p.name)).toEqual(expect.arrayContaining(["date", "device", "code", "status", "_count"]));
  });

  test("a machine's BIs are valid Observations: negative, positive and incubating, with the indicator's lot", async () => {
    const bundle: any = await client(admin).search({ resourceType: "Observation", searchParams: { device: `Device/sterilizer-${sterilizerId}` } });
    expect(bundle.resourceType).toBe("Bundle");
    expect(bundle.type).toBe("searchset");
    expectValid(bundle);
    // Newest first.
    expect(ids(bundle)).toEqual([`bi-${readings.incubating.id}`, `bi-${readings.positive.id}`, `bi-${readings.negative.id}`]);
    const [incubating, positive, negative] = bundle.entry.map((e: any) => e.resource);
    for (const o of [incubating, positive, negative]) {
      expectValid(o);
      expect(o.code.coding[0].code).toBe("BI");
      expect(o.focus[0].reference).toBe(`Device/sterilizer-${sterilizerId}`);
      expect(o.focus[1].reference).toBe("#indicator");
      expect(o.contained[0]).toMatchObject({ resourceType: "Device", id: "indicator", lotNumber: lot });
      expect(o.performer[0].reference).toBe("Organization/company-1");
    }
    expect(negative.valueCodeableConcept.coding[0]).toMatchObject({ system: "http://snomed.info/sct", code: "260385009" });
    expect(negative.interpretation[0].coding[0].code).toBe("NEG");
    expect(positive.valueCodeableConcept.coding[0]).toMatchObject({ system: "http://snomed.info/sct", code: "10828004" });
    expect(positive.interpretation[0].coding[0].code).toBe("POS");
    expect(incubating.status).toBe("registered");
    expect(incubating.valueCodeableConcept).toBeUndefined();
    expect(incubating.dataAbsentReason.coding[0].code).toBe("temp-unknown");
    expect(negative.identifier[0].value).toBe(String(readings.negative.readNumber));
    // Each entry's fullUrl reads the same resource back.
    const read: any = await client(admin).read({ resourceType: "Observation", id: `bi-${readings.positive.id}` });
    expect(read).toEqual(positive);
    expect(bundle.entry[1].fullUrl).toBe(`${BASE_URL}/fhir/Observation/bi-${readings.positive.id}`);
  });

  test("pages of one follow the next links to the end, each observation once", async () => {
    const c = client(admin);
    let page: any = await c.search({ resourceType: "Observation", searchParams: { device: `sterilizer-${sterilizerId}`, _count: 1 } });
    const seen: string[] = [];
    for (;;) {
      expectValid(page);
      seen.push(...ids(page));
      const next = c.nextPage({ bundle: page });
      if (!next) break;
      page = await next;
    }
    expect(seen).toEqual([`bi-${readings.incubating.id}`, `bi-${readings.positive.id}`, `bi-${readings.negative.id}`]);
  });

  test("date, code and status narrow the search", async () => {
    const c = client(admin);
    const since = new Date(Date.now() - 250 * 60_000).toISOString();
    const until = new Date(Date.now() - 150 * 60_000).toISOString();
    const between: any = await c.search({ resourceType: "Observation", searchParams: { device: `Device/sterilizer-${sterilizerId}`, date: [`ge${since}`, `lt${until}`] } as never });
    expect(ids(between)).toEqual([`bi-${readings.positive.id}`]);
    const pro: any = await c.search({ resourceType: "Observation", searchParams: { device: `Device/sterilizer-${sterilizerId}`, code: "PRO" } });
    expect(ids(pro)).toEqual([]);
    const registered: any = await c.search({ resourceType: "Observation", searchParams: { device: `Device/sterilizer-${sterilizerId}`, status: "registered" } });
    expect(ids(registered)).toEqual([`bi-${readings.incubating.id}`]);
    const today: any = await c.search({ resourceType: "Observation", searchParams: { code: "https://sterile-qc.app/fhir/CodeSystem/reading-kind|BI", date: new Date().toISOString().slice(0, 10), _count: 200 } });
    expectValid(today);
    for (const o of today.entry.map((e: any) => e.resource)) expect(o.code.coding[0].code).toBe("BI");
  });

  test("the Device, its Location and the Organization read back, valid", async () => {
    const c = client(admin);
    const device: any = await c.read({ resourceType: "Device", id: `sterilizer-${sterilizerId}` });
    expectValid(device);
    expect(device).toMatchObject({ resourceType: "Device", status: "active", manufacturer: "Acme", owner: { reference: "Organization/company-1" } });
    expect(device.deviceName[0].name).toMatch(/^FHIR autoclave/);
    const location: any = await c.read({ resourceType: "Location", id: device.location.reference.split("/")[1] });
    expectValid(location);
    const org: any = await c.read({ resourceType: "Organization", id: "company-1" });
    expectValid(org);
    expect(org.name).toBe("Hospital A");
  });

  test("another company reads none of it: Not found, and an empty search", async () => {
    const other = await tokenOf("adminB");
    for (const path of [`/fhir/Observation/bi-${readings.positive.id}`, `/fhir/Device/sterilizer-${sterilizerId}`, "/fhir/Organization/company-1"]) {
      const res = await raw(path, other);
      expect(res.status).toBe(404);
      expect(res.json.resourceType).toBe("OperationOutcome");
      expect(res.json.issue[0].code).toBe("not-found");
    }
    const search = await raw(`/fhir/Observation?device=Device/sterilizer-${sterilizerId}`, other);
    expect(search.status).toBe(200);
    expect(search.json.entry ?? []).toEqual([]);
  });

  test("no token, an unknown parameter, a bad date or count: an OperationOutcome saying why", async () => {
    const anonymous = await raw("/fhir/Observation");
    expect(anonymous.status).toBe(401);
    expect(anonymous.type).toContain("application/fhir+json");
    expect(anonymous.json).toMatchObject({ resourceType: "OperationOutcome", issue: [{ severity: "error", code: "login" }] });
    expectValid(anonymous.json);
    for (const [query, pattern] of [
      ["patient=12", /Unknown search parameter: patient/],
      ["date=yesterday", /date: "yesterday" is not a FHIR date/],
      ["date=2026-02-30", /not a FHIR date/],
      ["_count=0", /_count: a whole number from 1 to 200/],
      ["device=Patient/1", /not a device of this server/],
      ["code=XYZ", /not a reading kind/],
      ["_cursor=abc", /not a cursor of this server/],
    ] as const) {
      const res = await raw(`/fhir/Observation?${query}`, admin);
      expect(res.status).toBe(400);
      expect(res.json.issue[0].code).toBe("invalid");
      expect(res.json.issue[0].diagnostics).toMatch(pattern);
    }
    const unknown = await raw("/fhir/Patient/1", admin);
    expect(unknown.status).toBe(404);
    expect(unknown.json.resourceType).toBe("OperationOutcome");
  });
});
