// The exporter's form values and how they become the request body of
// POST /api/export/{excel|csv|xml}: { UserLogged, Read, Filter, CSVSeparator, Cols }.
import { DEFAULT_SEPARATOR, fileExtension, isIncubated, type ExportRead, type FileType } from "./exportOptions";

export interface ExportForm {
  read: ExportRead | "";
  fileType: FileType;
  separator: string;
  /** Ids as text, "" = any. */
  sectorId: string;
  incubatorId: string;
  editUserId: string;
  /** yyyy-MM-dd from the date inputs, "" = open. */
  dateFrom: string;
  dateTo: string;
  resultDateFrom: string;
  resultDateTo: string;
}

export const emptyForm = (read: ExportRead | ""): ExportForm => ({
  read,
  fileType: "excel",
  separator: DEFAULT_SEPARATOR,
  sectorId: "",
  incubatorId: "",
  editUserId: "",
  dateFrom: "",
  dateTo: "",
  resultDateFrom: "",
  resultDateTo: "",
});

/**
 * A yyyy-MM-dd day as the instant its first (or last) millisecond starts in the browser's
 * time zone: the server compares instants, the person means days on their own calendar.
 */
export function dayBound(day: string, end: boolean): string | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) return null;
  const [year, month, date] = [Number(match[1]), Number(match[2]) - 1, Number(match[3])];
  const at = end ? new Date(year, month, date, 23, 59, 59, 999) : new Date(year, month, date, 0, 0, 0, 0);
  return at.toISOString();
}

/** True when both days are given and the range runs backwards. */
export const backwards = (from: string, to: string) => from !== "" && to !== "" && from > to;

export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || "UTC";
}

/** The legacy Filter object; empty values are left out (the server reads them as "no filter"). */
export function buildFilter(form: ExportForm): Record<string, string | number> {
  const incubated = isIncubated(form.read);
  const filter: Record<string, string | number | null> = {
    SectorId: form.sectorId ? Number(form.sectorId) : null,
    EditUserId: form.editUserId ? Number(form.editUserId) : null,
    IncubatorId: incubated && form.incubatorId ? Number(form.incubatorId) : null,
    DateFrom: dayBound(form.dateFrom, false),
    DateTo: dayBound(form.dateTo, true),
    ResultDateFrom: incubated ? dayBound(form.resultDateFrom, false) : null,
    ResultDateTo: incubated ? dayBound(form.resultDateTo, true) : null,
    ClientTimeZoneId: browserTimeZone(),
    ClientDateTimeNow: new Date().toISOString(),
  };
  return Object.fromEntries(Object.entries(filter).filter((entry): entry is [string, string | number] => entry[1] !== null));
}

export function exportBody(form: ExportForm, cols: readonly string[], userId: number | undefined) {
  return {
    UserLogged: userId,
    Read: form.read,
    Filter: buildFilter(form),
    CSVSeparator: form.fileType === "csv" ? form.separator : undefined,
    Cols: cols,
  };
}

/** The file name of Content-Disposition (RFC 6266: filename* wins), or the spec's pattern. */
export function fileNameOf(disposition: string | null, read: string, type: FileType, now = new Date()): string {
  const encoded = /filename\*\s*=\s*(?:UTF-8'[^']*')?([^;]+)/i.exec(disposition ?? "");
  if (encoded) {
    try {
      return decodeURIComponent(encoded[1]!.trim().replace(/^"|"$/g, ""));
    } catch {
      // A malformed escape: fall through to the plain parameter.
    }
  }
  const plain = /filename\s*=\s*("([^"]*)"|[^;]+)/i.exec(disposition ?? "");
  const name = (plain?.[2] ?? plain?.[1])?.trim();
  if (name) return name;
  const pad = (n: number) => String(n).padStart(2, "0");
  return `Exporter_${read}_${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}.${fileExtension[type]}`;
}
