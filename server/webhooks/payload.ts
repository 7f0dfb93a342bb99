// The JSON body of a webhook event (version 1, documented in docs/webhooks.md). The shape is
// a contract with the customers' receivers: add fields, never rename or remove them.
// Numbers stored as decimals are sent as JSON numbers; times as ISO 8601 UTC; a field that
// does not apply to the reading's kind is null (never absent).
import type { PrismaClient, ReadingKind } from "../db/generated/client";
import { RESULTS, VISUAL_RESULTS } from "../readings/enums";
import { indicatorTypeOf } from "../readings/kinds";

export const PAYLOAD_VERSION = 1;
export type WebhookEvent = "reading.result" | "reading.positive" | "incident.opened" | "incident.closed" | "test";

export interface AlertInfo {
  /** "bi.positive" (positive biological indicator) or "pro.action" (protein above the action level). */
  reason: string;
  /** The protein action level applied (µg/cm²), null for BI. */
  actionLevel: number | null;
}

/** The incident a failed reading opened (incident.* events; docs/incidents.md). */
export interface IncidentInfo {
  id: number;
  status: "OPEN" | "CLOSED";
  machine: { kind: string; id: number; name: string; serial: string };
  openedAt: string;
  /** Loads to recall (readings on the machine since its last negative BI) and how many are still pending. */
  loads: number;
  pendingLoads: number;
  closedAt: string | null;
  /** The signature of the return to service: who, and the meaning they stated. */
  signature: { name: string; meaning: string; signedAt: string } | null;
}

export interface ReadingPayload {
  event: WebhookEvent;
  version: number;
  occurredAt: string;
  test: boolean;
  company: { id: number; name: string };
  sector: { id: number; name: string };
  indicatorType: { id: number; name: string };
  reading: {
    kind: ReadingKind;
    id: number;
    readNumber: number;
    state: string;
    disinfection: boolean | null;
    positionNumber: number | null;
    program: { id: number; name: string } | null;
    result: number | null;
    resultDescription: string | null;
    visualResult: number | null;
    visualResultDescription: string | null;
    quantitativeResult: number | null;
    density: number | null;
    fluorescence: number | null;
    averageTemperature: number | null;
    startedAt: string | null;
    resultAt: string | null;
    incubator: { serialNumber: string; name: string } | null;
    product: { id: number; name: string; brand: string } | null;
    lot: string | null;
  };
  alert: AlertInfo | null;
  /** incident.* events only (null otherwise). */
  incident?: IncidentInfo | null;
}

const num = (v: unknown): number | null => (v === null || v === undefined ? null : Number(v));
const iso = (v: Date | null | undefined): string | null => (v ? v.toISOString() : null);

const include = { company: { select: { id: true, name: true } }, sector: { select: { id: true, name: true } }, product: { select: { id: true, name: true, brand: true } } } as const;
const timedInclude = { ...include, program: { select: { id: true, name: true } }, incubator: { select: { serialNumber: true, name: true } } } as const;

/** Reads the reading and builds the event body, or null when the reading does not exist. */
export async function readingPayload(prisma: PrismaClient, kind: ReadingKind, id: number, event: WebhookEvent, alert: AlertInfo | null = null, now = new Date(), incident: IncidentInfo | null = null): Promise<ReadingPayload | null> {
  const r: Record<string, any> | null =
    kind === "BI"
      ? await prisma.readingBI.findUnique({ where: { id }, include: timedInclude })
      : kind === "PRO"
        ? await prisma.readingPRO.findUnique({ where: { id }, include: timedInclude })
        : kind === "CHE_STERILIZER"
          ? await prisma.readingCheSterilizer.findUnique({ where: { id }, include })
          : await prisma.readingCheWasher.findUnique({ where: { id }, include });
  if (!r) return null;
  const typeId = indicatorTypeOf(kind, r.disinfection === true);
  const type = await prisma.indicatorType.findUnique({ where: { id: typeId } });
  return {
    event,
    version: PAYLOAD_VERSION,
    occurredAt: now.toISOString(),
    test: false,
    company: { id: r.company.id, name: r.company.name },
    sector: { id: r.sector.id, name: r.sector.name },
    indicatorType: { id: typeId, name: type?.name ?? String(typeId) },
    reading: {
      kind,
      id: r.id,
      readNumber: r.readNumber,
      state: r.state,
      disinfection: kind === "BI" ? r.disinfection : null,
      positionNumber: r.positionNumber ?? null,
      program: r.program ? { id: r.program.id, name: r.program.name } : null,
      result: r.result ?? null,
      resultDescription: r.result ? RESULTS[kind][r.result] ?? null : null,
      visualResult: r.visualResult ?? null,
      visualResultDescription: r.visualResult ? VISUAL_RESULTS[kind][r.visualResult] ?? null : null,
      quantitativeResult: num(r.quantitativeResult),
      density: num(r.density),
      fluorescence: num(r.fluorescence),
      averageTemperature: num(r.averageTemperature ?? r.temperature),
      startedAt: iso(r.startedAt ?? r.testedAt),
      resultAt: iso(r.resultAt ?? r.testedAt),
      incubator: r.incubator ? { serialNumber: r.incubator.serialNumber, name: r.incubator.name } : null,
      product: r.product ? { id: r.product.id, name: r.product.name, brand: r.product.brand } : null,
      lot: r.lot ?? null,
    },
    alert,
    incident,
  };
}

/** The sample sent by "Test": a made-up reading of the row's indicator type, flagged test. */
export function samplePayload(company: { id: number; name: string }, indicatorType: { id: number; name: string }, now = new Date()): ReadingPayload {
  const kind: ReadingKind = indicatorType.id === 2 ? "PRO" : indicatorType.id === 3 ? "CHE_STERILIZER" : indicatorType.id === 4 ? "CHE_WASHER" : "BI";
  const timed = kind === "BI" || kind === "PRO";
  const started = new Date(now.getTime() - 60 * 60 * 1000);
  return {
    event: "test",
    version: PAYLOAD_VERSION,
    occurredAt: now.toISOString(),
    test: true,
    company,
    sector: { id: 0, name: "Sample sector" },
    indicatorType,
    reading: {
      kind,
      id: 0,
      readNumber: 0,
      state: "PROVISIONAL",
      disinfection: kind === "BI" ? indicatorType.id === 5 : null,
      positionNumber: timed ? 1 : null,
      program: timed ? { id: 0, name: "Sample program" } : null,
      result: 1,
      resultDescription: RESULTS[kind][1] ?? null,
      visualResult: null,
      visualResultDescription: null,
      quantitativeResult: kind === "PRO" ? 1.25 : null,
      density: kind === "PRO" ? 0.5 : null,
      fluorescence: null,
      averageTemperature: timed ? 60 : null,
      startedAt: started.toISOString(),
      resultAt: now.toISOString(),
      incubator: timed ? { serialNumber: "SAMPLE-0001", name: "Sample incubator" } : null,
      product: null,
      lot: "SAMPLE-LOT",
    },
    alert: null,
    incident: null,
  };
}
