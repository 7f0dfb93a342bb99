// The one line an audit trail entry shows of its record (docs/audit.md "The viewer"), built
// from the record's own columns, in English: the words the records themselves are written in
// (a log's detail, an incident's event), so a screen and an exported file say the same.
import { renderDetail } from "../applog/service";
import { STATUS_NAMES } from "../licenses/lifecycle";
import { uiTexts } from "../seed/data/ui-texts";

/** The source columns a summary reads (null when the record is of another table, or gone). */
export interface SummaryRow {
  source: string;
  present: boolean;
  readingKind: string | null;
  readingId: number | null;
  readNumber: number | null;
  raAction: string | null;
  field: string | null;
  oldValue: string | null;
  newValue: string | null;
  licenseId: number | null;
  leAction: string | null;
  fromStatus: number | null;
  toStatus: number | null;
  daysAdded: number | null;
  observations: string | null;
  entity: string | null;
  alAction: string | null;
  alDetail: string | null;
  alData: unknown;
  incidentId: number | null;
  ieAction: string | null;
  ieDetail: string | null;
  rsKind?: string | null;
  rsRecordId?: number | null;
  rsAction?: string | null;
  rsMeaning?: string | null;
  rsSigner?: string | null;
}

const KIND: Record<string, string> = { BI: "Biological indicator", PRO: "Protein", CHE_STERILIZER: "Chemical (sterilizer)", CHE_WASHER: "Chemical (washer)" };

/** The log's entity and action words in English (renderDetail's vocabulary, as /AppLog shows them). */
const LOG_WORDS: Record<string, string> = Object.fromEntries(
  Object.entries(uiTexts)
    .filter(([key]) => key.startsWith("applog.entity.") || key.startsWith("applog.action."))
    .map(([key, texts]) => [key, texts.en]),
);

const MAX_VALUE = 80;
/** A changed value as shown: quoted, long values cut (the record keeps them whole). */
const value = (v: string | null) => (v === null ? "—" : `'${v.length > MAX_VALUE ? `${v.slice(0, MAX_VALUE - 1)}…` : v}'`);
const statusName = (s: number | null) => (s === null ? "—" : (STATUS_NAMES as Record<number, string>)[s] ?? String(s));

function reading(r: SummaryRow): string {
  const what = `${KIND[r.readingKind ?? ""] ?? r.readingKind} ${r.readNumber !== null ? `No. ${r.readNumber}` : `#${r.readingId}`}`;
  const change = r.oldValue !== null || r.newValue !== null ? `: ${value(r.oldValue)} → ${value(r.newValue)}` : "";
  return `${what} — ${r.raAction}${r.field ? ` ${r.field}` : ""}${change}`;
}

function license(r: SummaryRow): string {
  const parts = [r.fromStatus !== null || r.toStatus !== null ? `${statusName(r.fromStatus)} → ${statusName(r.toStatus)}` : "", r.daysAdded ? `days ${r.daysAdded > 0 ? "+" : ""}${r.daysAdded}` : "", r.observations ? `observations ${value(r.observations)}` : ""].filter(Boolean);
  return `Licence #${r.licenseId} — ${r.leAction}${parts.length ? `: ${parts.join(", ")}` : ""}`;
}

function companyLog(r: SummaryRow): string {
  const data = typeof r.alData === "string" ? safeJson(r.alData) : r.alData;
  return renderDetail({ entity: r.entity ?? "", action: r.alAction ?? "", detail: r.alDetail ?? "", data }, LOG_WORDS);
}

function signature(r: SummaryRow): string {
  const what = r.rsKind === "LICENSE" ? `Licence detail #${r.rsRecordId}` : `${KIND[r.rsKind ?? ""] ?? r.rsKind} #${r.rsRecordId}`;
  return `${what} — signed (${r.rsAction}): ${r.rsMeaning} by ${r.rsSigner}`;
}

function incident(r: SummaryRow): string {
  return `Incident #${r.incidentId} — ${r.ieAction}${r.ieDetail ? `: ${r.ieDetail}` : ""}`;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}

/** "Biological indicator No. 12 — edit result: '1' → '2'", "Sector — create: 'East'"... */
export function summaryOf(r: SummaryRow): string {
  if (!r.present) return `The record (${r.source}) is missing`;
  switch (r.source) {
    case "reading_audit":
      return reading(r);
    case "license_event":
      return license(r);
    case "app_log":
      return companyLog(r);
    case "record_signature":
      return signature(r);
    default:
      return incident(r);
  }
}
