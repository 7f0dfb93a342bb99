// The tables whose rows are chained (docs/audit.md): a reading's changes and release, licence
// events, the company's log (machines, users and roles, sectors, parameters...), incidents'
// timelines and electronic signatures. The migrations' trigger is on each of them.
export const AUDIT_SOURCES = ["reading_audit", "license_event", "app_log", "incident_event", "record_signature"] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];
