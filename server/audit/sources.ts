// The tables whose rows are chained (docs/audit.md): a reading's changes and release, licence
// events, the company's log (machines, users and roles, sectors, parameters...) and incidents'
// timelines. The migration's trigger is on each of them.
export const AUDIT_SOURCES = ["reading_audit", "license_event", "app_log", "incident_event"] as const;
export type AuditSource = (typeof AUDIT_SOURCES)[number];
