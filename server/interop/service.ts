// HL7 v2 for the company's staff and administrator (docs/interoperability.md):
//  - the message of one reading, or of its load, scoped like the historical browser (company
//    staff; an operator sees their own sector; another company's or sector's id is Not found);
//  - the company's MLLP destination (its interface engine), administrators only, with the
//    webhooks' address rules;
//  - the deliveries of that destination, newest first.
import type { ServiceContext } from "../context";
import type { ReadingKind } from "../db/generated/client";
import { ownCompanyId } from "../auth/company";
import { readingScope } from "../readings/scope";
import { appLog } from "../applog/service";
import { Checker, int, optStr } from "../validation/checker";
import { notFound } from "../domain/errors";
import { buildResultsMessage, downloadControlId, type Hl7ReadingKind } from "./hl7/message";
import { loadForHl7, readingForHl7, senderOf } from "./data";
import { destinationProblem } from "./mllp-send";

export const KINDS: ReadingKind[] = ["BI", "PRO", "CHE_STERILIZER", "CHE_WASHER"];

/** A kind as URLs and callers spell it: BI, PRO, CHE_STERILIZER, CHE_WASHER (any case, - or _ or none). */
export function parseKind(raw: string | null | undefined): ReadingKind | null {
  const k = (raw ?? "").toUpperCase().replace(/[-_\s]/g, "");
  return ({ BI: "BI", PRO: "PRO", CHESTERILIZER: "CHE_STERILIZER", CHEWASHER: "CHE_WASHER" } as Record<string, ReadingKind>)[k] ?? null;
}

/** The ER7 text of one reading (`load`: of every reading of its load) the caller may see; Not found otherwise. */
export async function hl7MessageOf(ctx: ServiceContext, kind: ReadingKind, id: number, opts: { load?: boolean; now?: Date } = {}): Promise<string> {
  const scope = readingScope(ctx.principal);
  const reading = Number.isInteger(id) && id > 0 && id <= 2147483647 ? await readingForHl7(ctx.prisma, kind, id, scope) : null;
  if (!reading) throw notFound();
  const readings = opts.load ? await loadForHl7(ctx.prisma, reading, scope) : [reading];
  const now = opts.now ?? new Date();
  const sender = await senderOf(ctx.prisma, scope.companyId);
  return buildResultsMessage({ ...sender, controlId: downloadControlId(kind as Hl7ReadingKind, id, now, opts.load), now }, readings);
}

export interface DestinationRow {
  id: number;
  companyId: number;
  host: string;
  port: number;
  enabled: boolean;
  receivingApplication: string | null;
  receivingFacility: string | null;
  updatedAt: Date;
}

export interface DestinationInput {
  host: unknown;
  port: unknown;
  enabled: unknown;
  receivingApplication?: unknown;
  receivingFacility?: unknown;
}

const destinationSelect = { id: true, companyId: true, host: true, port: true, enabled: true, receivingApplication: true, receivingFacility: true, updatedAt: true } as const;

/** The company's destination, or null when none was saved. */
export async function getDestination(ctx: ServiceContext): Promise<DestinationRow | null> {
  return ctx.prisma.mllpDestination.findUnique({ where: { companyId: ownCompanyId(ctx.principal) }, select: destinationSelect });
}

/**
 * Saves the company's destination (created the first time). Refused with a validation problem:
 * a host that is not a host name or IP address, or (unless WEBHOOK_ALLOW_PRIVATE=1) a local,
 * private or metadata address or name; a port outside 1-65535; names longer than 180.
 */
export async function saveDestination(ctx: ServiceContext, input: DestinationInput): Promise<DestinationRow> {
  const companyId = ownCompanyId(ctx.principal);
  const c = new Checker();
  const host = typeof input.host === "string" ? input.host.trim() : "";
  const port = int(input.port);
  c.required("host", host || null).required("port", input.port);
  if (input.port !== undefined && input.port !== null && input.port !== "" && port === null) c.integer("port", input.port);
  if (typeof input.enabled !== "boolean") c.add("enabled", "The value must be true or false.");
  for (const field of ["receivingApplication", "receivingFacility"] as const) {
    const v = input[field];
    if (v !== undefined && v !== null && typeof v !== "string") c.add(field, "The value must be a string.");
    else c.maxLength(field, v, 180);
  }
  c.maxLength("host", host, 253);
  // The host and the port are judged apart, so that both problems are named at once.
  const hostProblem = host && host.length <= 253 ? destinationProblem(host, 1, ctx.config.webhookAllowPrivate) : null;
  if (hostProblem) c.add("host", hostProblem);
  const portProblem = port !== null ? destinationProblem("engine.invalid", port, true) : null;
  if (portProblem) c.add("port", portProblem);
  c.throwIfAny();
  const data = {
    host,
    port: port!,
    enabled: input.enabled === true,
    receivingApplication: optStr(input.receivingApplication),
    receivingFacility: optStr(input.receivingFacility),
  };
  return ctx.prisma.$transaction(async (tx) => {
    const row = await tx.mllpDestination.upsert({ where: { companyId }, create: { companyId, ...data }, update: data, select: destinationSelect });
    await appLog(tx, ctx.principal!, { entity: "MllpDestination", entityId: row.id, action: "update", detail: `HL7 MLLP destination ${data.enabled ? "enabled" : "disabled"}: ${data.host}:${data.port}` });
    return row;
  });
}

/** Recent deliveries to the company's destination, newest first (at most 200). */
export async function listMllpDeliveries(ctx: ServiceContext, opts: { take?: number | null } = {}) {
  const companyId = ownCompanyId(ctx.principal);
  const take = Math.min(Math.max(int(opts.take) ?? 50, 1), 200);
  return ctx.prisma.mllpDelivery.findMany({
    where: { destination: { companyId } },
    orderBy: { id: "desc" },
    take,
    select: { id: true, readingKind: true, readingId: true, controlId: true, message: true, status: true, attempts: true, ackCode: true, lastError: true, nextAttemptAt: true, lastAttemptAt: true, createdAt: true, deliveredAt: true },
  });
}
export type MllpDeliveryRow = Awaited<ReturnType<typeof listMllpDeliveries>>[number];
