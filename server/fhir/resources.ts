// FHIR R4 resources of the product's records (docs/interoperability.md, "FHIR R4"): a reading
// is an Observation of a quality-control test of a machine — its focus is the sterilizer,
// washer or disinfector (a Device) and the indicator used (a contained Device with its lot and
// expiry), its device the incubator that read it, its performer the company (Organization);
// machines are Devices located in their sector (Location). Pure: rows in, resources out.
import type { CodeableConcept, Device, Location, Observation, Organization, Reference } from "@medplum/fhirtypes";
import type { ReadingKind } from "../db/generated/client";

/** The product's own code systems and extensions (stable canonical URLs, not fetched). */
export const CANONICAL = "https://sterile-qc.app/fhir";
export const CS_READING_KIND = `${CANONICAL}/CodeSystem/reading-kind`;
export const CS_DEVICE_KIND = `${CANONICAL}/CodeSystem/device-kind`;
export const CS_RESULT = `${CANONICAL}/CodeSystem/result`;
const SNOMED = "http://snomed.info/sct";
const INTERPRETATION = "http://terminology.hl7.org/CodeSystem/v3-ObservationInterpretation";
const ABSENT = "http://terminology.hl7.org/CodeSystem/data-absent-reason";
const UCUM = "http://unitsofmeasure.org";

export type MachineKind = "sterilizer" | "washer" | "disinfector" | "incubator";
export const MACHINE_KINDS: MachineKind[] = ["sterilizer", "washer", "disinfector", "incubator"];

/** Observation ids: "bi-12", "pro-3", "chs-7", "chw-9". */
export const OBSERVATION_PREFIX: Record<ReadingKind, string> = { BI: "bi", PRO: "pro", CHE_STERILIZER: "chs", CHE_WASHER: "chw" };
const KIND_DISPLAY: Record<ReadingKind, string> = { BI: "Biological indicator", PRO: "Protein residue indicator", CHE_STERILIZER: "Chemical indicator (sterilizer)", CHE_WASHER: "Chemical indicator (washer)" };

export interface ObservationRow {
  kind: ReadingKind;
  id: number;
  companyId: number;
  readNumber: number;
  state: string;
  /** The BI/PRO incubation's start, the chemical test's time. */
  effective: Date;
  resultAt: Date | null;
  result: number | null;
  /** Protein: the quantity measured (µg). */
  quantity: number | null;
  disinfection: boolean;
  lot: string | null;
  expirationDate: Date | null;
  productName: string | null;
  cycle: string | null;
  loadNumber: string | null;
  notes: string | null;
  machine: { kind: MachineKind; id: number; name: string } | null;
  incubator: { id: number; name: string } | null;
}

export const deviceRef = (kind: MachineKind, id: number, display?: string): Reference<Device> => ({ reference: `Device/${kind}-${id}`, ...(display ? { display } : {}) });
export const companyRef = (companyId: number): Reference<Organization> => ({ reference: `Organization/company-${companyId}` });
const date = (d: Date) => d.toISOString().slice(0, 10);

/** What each result code means, per kind (the product's codes: web/screens/readings/shared/results.tsx). */
function outcome(kind: ReadingKind, result: number): { value: CodeableConcept; interpretation: string; status: "final" } | { absent: string; status: "final" | "cancelled" } {
  const own = (code: string, display: string): CodeableConcept => ({ coding: [{ system: CS_RESULT, code, display }], text: display });
  if (kind === "BI") {
    if (result === 1) return { value: { coding: [{ system: SNOMED, code: "260385009", display: "Negative" }], text: "Negative" }, interpretation: "NEG", status: "final" };
    if (result === 2) return { value: { coding: [{ system: SNOMED, code: "10828004", display: "Positive" }], text: "Positive" }, interpretation: "POS", status: "final" };
    if (result === 3) return { absent: "not-performed", status: "cancelled" };
    return { absent: "error", status: "final" };
  }
  if (kind === "PRO") {
    if (result === 1) return { value: own("pass", "Pass"), interpretation: "N", status: "final" };
    if (result === 2) return { value: own("alert", "Alert"), interpretation: "A", status: "final" };
    return { value: own("fail", "Fail"), interpretation: "AA", status: "final" };
  }
  return result === 1 ? { value: own("pass", "Pass"), interpretation: "N", status: "final" } : { value: own("fail", "Fail"), interpretation: "A", status: "final" };
}

export function observation(r: ObservationRow): Observation {
  const id = `${OBSERVATION_PREFIX[r.kind]}-${r.id}`;
  const indicator: Device | null = r.lot || r.productName ? { resourceType: "Device", id: "indicator", ...(r.productName ? { type: { text: r.productName } } : {}), ...(r.lot ? { lotNumber: r.lot } : {}), ...(r.expirationDate ? { expirationDate: date(r.expirationDate) } : {}) } : null;
  const o: Observation = {
    resourceType: "Observation",
    id,
    identifier: [{ system: `urn:sterile-qc:company-${r.companyId}:read-number`, value: String(r.readNumber) }],
    status: r.result === null ? "registered" : r.state === "HISTORICAL" ? "final" : "preliminary",
    code: { coding: [{ system: CS_READING_KIND, code: r.kind, display: KIND_DISPLAY[r.kind] }], text: r.disinfection ? `${KIND_DISPLAY[r.kind]} (disinfection)` : KIND_DISPLAY[r.kind] },
    focus: [...(r.machine ? [deviceRef(r.machine.kind, r.machine.id, r.machine.name)] : []), ...(indicator ? [{ reference: "#indicator" }] : [])],
    effectiveDateTime: r.effective.toISOString(),
    performer: [companyRef(r.companyId)],
    ...(r.incubator ? { device: deviceRef("incubator", r.incubator.id, r.incubator.name) } : {}),
    ...(indicator ? { contained: [indicator] } : {}),
    ...(r.notes ? { note: [{ text: r.notes }] } : {}),
  };
  if (r.resultAt) o.issued = r.resultAt.toISOString();
  const extension = [
    ...(r.cycle ? [{ url: `${CANONICAL}/StructureDefinition/cycle`, valueString: r.cycle }] : []),
    ...(r.loadNumber ? [{ url: `${CANONICAL}/StructureDefinition/load-number`, valueString: r.loadNumber }] : []),
  ];
  if (extension.length) o.extension = extension;
  if (!o.focus!.length) delete o.focus;
  if (r.result === null) {
    o.dataAbsentReason = { coding: [{ system: ABSENT, code: "temp-unknown", display: "Temporarily Unknown" }], text: "Incubating" };
    return o;
  }
  const out = outcome(r.kind, r.result);
  if (out.status === "cancelled") o.status = "cancelled";
  if ("absent" in out) {
    o.dataAbsentReason = { coding: [{ system: ABSENT, code: out.absent }] };
    return o;
  }
  if (r.kind === "PRO" && r.quantity !== null) {
    o.valueQuantity = { value: r.quantity, unit: "µg", system: UCUM, code: "ug" };
    o.interpretation = [{ coding: [{ system: INTERPRETATION, code: out.interpretation }], text: out.value.text }];
  } else {
    o.valueCodeableConcept = out.value;
    o.interpretation = [{ coding: [{ system: INTERPRETATION, code: out.interpretation }] }];
  }
  return o;
}

export interface MachineRow {
  kind: MachineKind;
  id: number;
  companyId: number;
  name: string;
  serial: string;
  brand: string | null;
  sectorId: number | null;
  active: boolean;
}

export function device(m: MachineRow): Device {
  return {
    resourceType: "Device",
    id: `${m.kind}-${m.id}`,
    identifier: [{ system: "urn:sterile-qc:serial-number", value: m.serial }],
    status: m.active ? "active" : "inactive",
    deviceName: [{ name: m.name, type: "user-friendly-name" }],
    type: { coding: [{ system: CS_DEVICE_KIND, code: m.kind, display: m.kind[0]!.toUpperCase() + m.kind.slice(1) }] },
    ...(m.brand ? { manufacturer: m.brand } : {}),
    owner: companyRef(m.companyId),
    ...(m.sectorId ? { location: { reference: `Location/sector-${m.sectorId}` } } : {}),
  };
}

export function location(s: { id: number; companyId: number; name: string; active: boolean }): Location {
  return { resourceType: "Location", id: `sector-${s.id}`, status: s.active ? "active" : "inactive", name: s.name, mode: "instance", managingOrganization: companyRef(s.companyId) };
}

export function organization(c: { id: number; name: string; active: boolean; city: string | null; province: string | null; postalCode: string | null; address: string | null; phone: string | null }): Organization {
  return {
    resourceType: "Organization",
    id: `company-${c.id}`,
    active: c.active,
    name: c.name,
    ...(c.phone ? { telecom: [{ system: "phone", value: c.phone }] } : {}),
    address: [{ ...(c.address ? { line: [c.address] } : {}), ...(c.city ? { city: c.city } : {}), ...(c.province ? { state: c.province } : {}), ...(c.postalCode ? { postalCode: c.postalCode } : {}) }],
  };
}
