// The audit trail screen's filter from the address (kept out of the screen's chunk:
// web/routes/screens.tsx imports it at start-up): /AppAudit?user=12&from=2026-03-01&to=2026-03-31&type=READING.
// Days are the user's calendar days: from the start of `from` to the end of `to`, where the user is.
export const RECORD_TYPES = ["READING", "LICENSE", "COMPANY_LOG", "INCIDENT", "SIGNATURE"] as const;
export type RecordType = (typeof RECORD_TYPES)[number];

export interface AuditChoice {
  user: string;
  from: string;
  to: string;
  type: RecordType | "";
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** The choice the address holds (anything malformed is left out). */
export function auditChoice(params: URLSearchParams): AuditChoice {
  const user = params.get("user") ?? "";
  const from = params.get("from") ?? "";
  const to = params.get("to") ?? "";
  const type = (params.get("type") ?? "").toUpperCase();
  return {
    user: /^\d{1,10}$/.test(user) ? user : "",
    from: DAY.test(from) ? from : "",
    to: DAY.test(to) ? to : "",
    type: (RECORD_TYPES as readonly string[]).includes(type) ? (type as RecordType) : "",
  };
}

/** yyyy-MM-dd → the start (or the end) of that day here, as an instant. */
export function dayBound(day: string, end: boolean): string | null {
  const m = DAY.exec(day) ? day.split("-").map(Number) : null;
  if (!m) return null;
  const [y, mo, d] = m as [number, number, number];
  return (end ? new Date(y, mo - 1, d, 23, 59, 59, 999) : new Date(y, mo - 1, d)).toISOString();
}

/** The GraphQL filter of a choice (AuditTrailFilter). */
export function trailFilter(c: AuditChoice) {
  return { userId: c.user || null, from: c.from ? dayBound(c.from, false) : null, to: c.to ? dayBound(c.to, true) : null, recordType: c.type || null };
}

/** The route's query variables. */
export function auditFromAddress(params: URLSearchParams) {
  return { filter: trailFilter(auditChoice(params)) };
}

/** The same filter as the export's query string (/api/audit/export). */
export function exportQuery(c: AuditChoice, format: "csv" | "xlsx"): string {
  const f = trailFilter(c);
  const q = new URLSearchParams({ format });
  if (f.userId) q.set("userId", f.userId);
  if (f.from) q.set("from", f.from);
  if (f.to) q.set("to", f.to);
  if (f.recordType) q.set("recordType", f.recordType);
  return q.toString();
}
