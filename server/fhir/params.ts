// The Observation search's parameters, checked strictly: an unknown parameter, a malformed date,
// device, code, status or count is refused with what is wrong (400, OperationOutcome) rather
// than ignored — a silently ignored filter returns more than the integrator asked for.
import type { ReadingKind } from "../db/generated/client";
import { READING_KINDS } from "../readings/kinds";
import { badRequest } from "../domain/errors";
import { CS_READING_KIND, MACHINE_KINDS, type MachineKind } from "./resources";
import type { Cursor, ObservationQuery } from "./search";

const KNOWN = new Set(["date", "device", "code", "status", "_count", "_cursor", "_format"]);
const STATUSES = ["registered", "preliminary", "final"];
export const DEFAULT_COUNT = 50;
export const MAX_COUNT = 200;

/** A FHIR date/dateTime and the span it names: "2026" is the year, "2026-11-27" the day (UTC), a dateTime the instant. */
export function dateSpan(value: string): { start: Date; end: Date } | null {
  const m = /^(\d{4})(?:-(\d{2})(?:-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2}))?)?)?$/.exec(value);
  if (!m) return null;
  const [, y, mo, d, h] = m;
  if (h !== undefined) {
    const at = new Date(value);
    return Number.isNaN(at.getTime()) ? null : { start: at, end: new Date(at.getTime() + 1) };
  }
  const year = Number(y);
  const month = mo ? Number(mo) - 1 : 0;
  const day = d ? Number(d) : 1;
  if (month > 11 || day < 1 || day > 31) return null;
  const start = new Date(Date.UTC(year, month, day));
  if (start.getUTCDate() !== day) return null;
  const end = d ? new Date(Date.UTC(year, month, day + 1)) : mo ? new Date(Date.UTC(year, month + 1, 1)) : new Date(Date.UTC(year + 1, 0, 1));
  return { start, end };
}

function applyDate(q: ObservationQuery, raw: string) {
  const m = /^(eq|gt|ge|lt|le)?(.+)$/.exec(raw)!;
  const prefix = m[1] ?? "eq";
  const span = dateSpan(m[2]!);
  if (!span) throw badRequest(`date: "${raw}" is not a FHIR date (e.g. 2026-11-27, ge2026-11-01, lt2026-11-27T10:00:00Z)`);
  const lower = (at: Date, inclusive: boolean) => (!q.from || at > q.from.at ? (q.from = { at, inclusive }) : undefined);
  const upper = (at: Date, inclusive: boolean) => (!q.to || at < q.to.at ? (q.to = { at, inclusive }) : undefined);
  if (prefix === "eq") (lower(span.start, true), upper(span.end, false));
  else if (prefix === "ge") lower(span.start, true);
  else if (prefix === "gt") lower(span.end, true);
  else if (prefix === "le") upper(span.end, false);
  else upper(span.start, false);
}

export function deviceOf(raw: string): { kind: MachineKind; id: number } {
  const m = /^(?:Device\/)?(sterilizer|washer|disinfector|incubator)-(\d{1,9})$/.exec(raw);
  if (!m) throw badRequest(`device: "${raw}" is not a device of this server (Device/sterilizer-3; kinds: ${MACHINE_KINDS.join(", ")})`);
  return { kind: m[1] as MachineKind, id: Number(m[2]) };
}

function kindsOf(raw: string): ReadingKind[] {
  return raw.split(",").map((token) => {
    const [system, code] = token.includes("|") ? token.split("|") : [null, token];
    if ((system && system !== CS_READING_KIND) || !READING_KINDS.includes(code as ReadingKind)) throw badRequest(`code: "${token}" is not a reading kind (${CS_READING_KIND}|${READING_KINDS.join(", ")})`);
    return code as ReadingKind;
  });
}

function cursorOf(raw: string): Cursor {
  try {
    const c = JSON.parse(Buffer.from(raw, "base64url").toString("utf8")) as Cursor;
    if ([c.t, c.k, c.id].every((n) => Number.isSafeInteger(n) && n >= 0)) return c;
  } catch {}
  throw badRequest("_cursor: not a cursor of this server (follow the Bundle's next link)");
}
export const cursorText = (c: Cursor) => Buffer.from(JSON.stringify(c)).toString("base64url");

export function observationQuery(params: URLSearchParams): ObservationQuery {
  for (const name of params.keys()) if (!KNOWN.has(name)) throw badRequest(`Unknown search parameter: ${name} (this server supports ${[...KNOWN].join(", ")})`);
  const single = (name: string) => {
    const all = params.getAll(name);
    if (all.length > 1) throw badRequest(`${name}: give it once`);
    return all[0];
  };
  const format = single("_format");
  if (format !== undefined && !["json", "application/fhir+json", "application/json"].includes(format)) throw badRequest("_format: this server answers JSON only");
  const q: ObservationQuery = { kinds: READING_KINDS, count: DEFAULT_COUNT };
  for (const d of params.getAll("date")) applyDate(q, d);
  const device = single("device");
  if (device !== undefined) q.device = deviceOf(device);
  const code = single("code");
  if (code !== undefined) q.kinds = kindsOf(code);
  const status = single("status");
  if (status !== undefined) {
    q.statuses = status.split(",");
    for (const s of q.statuses) if (!STATUSES.includes(s)) throw badRequest(`status: "${s}" is not one of ${STATUSES.join(", ")}`);
  }
  const count = single("_count");
  if (count !== undefined) {
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > MAX_COUNT) throw badRequest(`_count: a whole number from 1 to ${MAX_COUNT}`);
    q.count = Number(count);
  }
  const cursor = single("_cursor");
  if (cursor !== undefined) q.cursor = cursorOf(cursor);
  return q;
}
