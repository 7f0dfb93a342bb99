// An export's bytes from its rows, in the export worker (worker.ts): no request context here,
// only the plain data stream.ts prepared (ExportJob); the column definitions, which hold
// functions, are rebuilt from their keys.
//   excel: exceljs's streaming WorkbookWriter, typed cells, bold frozen header row;
//   csv:   RFC 4180 quoting as csv-stringify's (csvRecord), UTF-8 BOM, CRLF, the chosen separator;
//   xml:   <export read=".."><reading><key>value</key>...</reading>...</export>, escaped.
import { PassThrough, Readable } from "node:stream";
import type ExcelJS from "exceljs";
import { exportRead, selectColumns, type ColumnDef, type Lookups } from "./columns";
import { excelFormat, regionalClock } from "./format";
import type { CompanyLook } from "./company";
import { addSheetPicture } from "./picture";
import { sheetRows } from "./sheet-rows";
import type { Row } from "./keyset";

export type FileType = "excel" | "csv" | "xml";

/** Everything an export needs besides its rows, as plain data (structured-cloneable). */
export interface ExportJob {
  /** The reading type (EXPORT_READS' read) and the chosen column keys, in order. */
  read: string;
  keys: string[];
  type: FileType;
  separator: string;
  /** Column labels in the caller's language and unit. */
  labels: string[];
  title: string;
  look: CompanyLook;
  lookups: Lookups;
  timeZone: string | null;
  temperatureSymbol: string;
}

/** A value as written: dates already converted (an Excel serial number, or text). */
type Cell = string | number | boolean | null;
type Rows = AsyncIterable<Row[]>;
type Values = (r: Row) => Cell[];

const excelSerial = (utcMs: number) => utcMs / 86_400_000 + 25_569;

/** A calendar date as yyyy-MM-dd (stored as UTC midnight). */
const dayText = (d: Date) => d.toISOString().slice(0, 10);

/** Rows above the column header of the Excel sheet: the logo and company, the title, a blank row. */
export const EXCEL_HEADER_ROW = 4;

/** The file of `job` from its batches of rows, as a Node stream of bytes. */
export async function render(job: ExportJob, rows: Rows): Promise<Readable> {
  const columns = selectColumns(exportRead(job.read), job.keys);
  const clock = regionalClock(job.timeZone, job.look.format);
  const l = job.lookups;
  // Instants are shown where the user is; calendar days stay the day they are.
  const asCell: Record<FileType, (v: Date, c: ColumnDef) => Cell> = {
    // Excel stores a date as days since 1899-12-30 with a date format on the cell: writing that
    // number directly is the same file exceljs would write for a Date, without a Date per cell.
    excel: (v, c) => excelSerial(c.type === "day" ? v.getTime() : clock.wallClock(v).getTime()),
    csv: (v, c) => (c.type === "day" ? clock.day(v) : clock.dateTime(v, true)),
    xml: (v, c) => (c.type === "day" ? dayText(v) : clock.iso(v)),
  };
  const convert = asCell[job.type];
  const values: Values = (r) =>
    columns.map((c) => {
      const v = c.value(r, l) ?? null;
      return v instanceof Date ? convert(v, c) : (v as Cell);
    });
  // exceljs takes ~100 ms to load: only Excel exports wait for it.
  if (job.type === "excel") return excel((await import("exceljs")).default, job, columns, rows, values);
  if (job.type === "csv") return csv(job, rows, values);
  return xml(job, columns, rows, values);
}

const HIGH_WATER = 2 * 1024 * 1024;

type Pipe = { writableLength?: number; _writableState?: { length: number } };

/** The writable the worksheet's XML goes to (exceljs 4.4 internals: the sheet's StreamBuf pipes). */
function zipEntry(sheet: unknown): Pipe | null {
  return ((sheet as { _stream?: { pipes?: unknown[] } })._stream?.pipes?.[0] as Pipe) ?? null;
}

/** Bytes waiting in a writable (archiver's readable-stream copy has no writableLength getter). */
const pending = (s: Pipe) => s.writableLength ?? s._writableState?.length ?? 0;

function excel(excelJs: typeof ExcelJS, job: ExportJob, columns: ColumnDef[], rows: Rows, values: Values): Readable {
  const { look, labels } = job;
  const out = new PassThrough();
  // Fast deflate: the sheet XML is very repetitive, level 1 still shrinks it ~6x at a fraction of the CPU.
  const book = new excelJs.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } } as never);
  const sheet = book.addWorksheet(job.read, { views: [{ state: "frozen", ySplit: EXCEL_HEADER_ROW }] });
  // Dates display in the company's regional format (the cells stay real dates).
  const format = (c: ColumnDef) => (c.type === "date" ? { numFmt: excelFormat(look.format, true) } : c.type === "day" ? { numFmt: excelFormat(look.format, false) } : null);
  // Only date columns carry a style: a style on every cell costs a lookup per cell.
  sheet.columns = columns.map((c, i) => ({ key: c.key, width: c.type === "date" ? 18 : Math.min(40, Math.max(10, labels[i]!.length + 2)), ...(format(c) ? { style: format(c)! } : {}) }));
  // The header block: the logo (when the company has one) beside the company's name, the
  // export's title and time, a blank row, then the column header (bold, frozen).
  const picture = look.logo ? addSheetPicture(book, sheet, look.logo, { height: 40, maxWidth: 220 }) : null;
  const company = sheet.getRow(1);
  company.getCell(picture ? picture.nextColumn : 1).value = look.companyName;
  company.font = { bold: true, size: 14 };
  company.alignment = { vertical: "middle" };
  if (picture) company.height = picture.rowHeightPoints;
  company.commit();
  const heading = sheet.getRow(2);
  heading.getCell(1).value = job.title;
  heading.commit();
  sheet.getRow(3).commit();
  const header = sheet.getRow(EXCEL_HEADER_ROW);
  header.values = labels;
  header.font = { bold: true };
  header.commit();
  const data = sheetRows(book, sheet, columns.length, EXCEL_HEADER_ROW + 1);
  (async () => {
    for await (const batch of rows) {
      data.write(batch.map(values));
      // Backpressure: exceljs writes the sheet into the zip entry without waiting for it, so the
      // XML would pile up in memory while deflate catches up. Wait for the entry (and the
      // reader of `out`) to drain before reading the next batch: memory stays flat.
      // Polled rather than on 'drain' (which waits for an empty buffer): deflate keeps working on
      // what is queued while the next batch is read and rendered.
      for (const stream of [zipEntry(sheet), out]) {
        while (stream && pending(stream) > HIGH_WATER) await Bun.sleep(2);
      }
    }
    sheet.commit();
    await book.commit();
  })().catch((e) => out.destroy(e));
  return out;
}

function csv(job: ExportJob, rows: Rows, values: Values): Readable {
  const record = csvRecord(job.separator);
  async function* chunks() {
    yield `\ufeff${record(job.labels)}`;
    for await (const batch of rows) {
      let s = "";
      for (const r of batch) s += record(values(r));
      yield s;
    }
  }
  return Readable.from(chunks());
}

/**
 * One CSV record as csv-stringify wrote it with our options (RFC 4180: a field holding the
 * separator, a quote or a line break is quoted, quotes doubled; CRLF after every record; text
 * through neutralizeFormula; booleans true / false; empty values empty), written here because
 * csv-stringify's per-field machinery was two thirds of a CSV export's time (bench/README.md).
 * One difference: a bare LF or CR is quoted too (csv-stringify, with CRLF records, quoted only
 * CRLF, and a note with a bare line feed split its record). tests/unit/export-csv.test.ts.
 */
export function csvRecord(separator: string) {
  const field = (v: unknown): string => {
    if (v === null || v === undefined) return "";
    const s = typeof v === "string" ? neutralizeFormula(v) : typeof v === "boolean" ? (v ? "true" : "false") : typeof v === "object" ? JSON.stringify(v) : `${v}`;
    return s.includes(separator) || s.includes('"') || s.includes("\n") || s.includes("\r") ? `"${s.replaceAll('"', '""')}"` : s;
  };
  return (values: readonly unknown[]) => `${values.map(field).join(separator)}\r\n`;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first:
 * "=HYPERLINK(...)" typed into a lot number) is written with a leading apostrophe, OWASP's
 * rule for CSV injection. Numbers stay numbers; xlsx cells are typed strings already.
 */
export const neutralizeFormula = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const XML_BAD = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (s: string) => s.replace(XML_BAD, "").replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

function xml(job: ExportJob, columns: ColumnDef[], rows: Rows, values: Values): Readable {
  const keys = columns.map((c) => c.key);
  const cell = (v: Cell) => (v === null ? "" : xmlText(String(v)));
  async function* chunks() {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<export read="${job.read}" generated="${new Date().toISOString()}" temperatureUnit="${job.temperatureSymbol}">\n`;
    for await (const batch of rows) {
      let s = "";
      for (const r of batch) {
        const v = values(r);
        s += "  <reading>";
        for (let i = 0; i < keys.length; i++) s += v[i] === null ? `<${keys[i]}/>` : `<${keys[i]}>${cell(v[i]!)}</${keys[i]}>`;
        s += "</reading>\n";
      }
      yield s;
    }
    yield "</export>\n";
  }
  return Readable.from(chunks());
}
