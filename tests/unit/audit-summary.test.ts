// The one line the audit trail shows of each record (server/audit/summary.ts): a reading's
// change with its read number, a licence's status change, the company log as /AppLog words it,
// an incident's event, a record that is gone.
import { describe, expect, test } from "bun:test";
import { summaryOf, type SummaryRow } from "../../server/audit/summary";

const none: SummaryRow = {
  source: "reading_audit", present: true, readingKind: null, readingId: null, readNumber: null, raAction: null, field: null, oldValue: null, newValue: null,
  licenseId: null, leAction: null, fromStatus: null, toStatus: null, daysAdded: null, observations: null,
  entity: null, alAction: null, alDetail: null, alData: null, incidentId: null, ieAction: null, ieDetail: null,
};

describe("audit trail summaries", () => {
  test("a reading: kind, read number (else its id), action, field, old → new (long values cut)", () => {
    expect(summaryOf({ ...none, readingKind: "BI", readingId: 7, readNumber: 12, raAction: "edit", field: "result", oldValue: "1", newValue: "2" })).toBe("Biological indicator No. 12 — edit result: '1' → '2'");
    expect(summaryOf({ ...none, readingKind: "CHE_WASHER", readingId: 7, raAction: "view" })).toBe("Chemical (washer) #7 — view");
    expect(summaryOf({ ...none, readingKind: "PRO", readingId: 7, readNumber: 3, raAction: "edit", field: "notes", newValue: "x".repeat(200) })).toBe(`Protein No. 3 — edit notes: — → '${"x".repeat(79)}…'`);
  });

  test("a licence: action, status names, days and observations", () => {
    expect(summaryOf({ ...none, source: "license_event", licenseId: 4, leAction: "approve", fromStatus: 0, toStatus: 1, daysAdded: 30, observations: "ok" })).toBe("Licence #4 — approve: Requested → Approved, days +30, observations 'ok'");
    expect(summaryOf({ ...none, source: "license_event", licenseId: 4, leAction: "delete" })).toBe("Licence #4 — delete");
  });

  test("the company log as /AppLog shows it, in English; an incident's event", () => {
    expect(summaryOf({ ...none, source: "app_log", entity: "Sector", alAction: "create", alDetail: "Sector 'East' created" })).toBe("Sector — created: 'East'");
    expect(summaryOf({ ...none, source: "app_log", entity: "Sector", alAction: "update", alDetail: "Sector name: 'A' → 'B'", alData: null })).toBe("Sector — changed: name: 'A' → 'B'");
    expect(summaryOf({ ...none, source: "incident_event", incidentId: 9, ieAction: "opened", ieDetail: "Positive BI on Autoclave 1" })).toBe("Incident #9 — opened: Positive BI on Autoclave 1");
  });

  test("a record that is gone says so", () => {
    expect(summaryOf({ ...none, source: "app_log", present: false })).toBe("The record (app_log) is missing");
  });
});
