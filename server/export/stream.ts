// Exports of historical readings as files that stream: rows are read in keyset batches
// (date, id) and written as they arrive, so memory stays flat whatever the row count.
//   excel: exceljs's streaming WorkbookWriter, typed cells, bold frozen header row;
//   csv:   csv-stringify (RFC 4180 quoting), UTF-8 BOM, CRLF, the chosen separator;
//   xml:   <export read=".."><reading><key>value</key>...</reading>...</export>, escaped.
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { stringify } from "csv-stringify";
import type { ServiceContext } from "../context";
import { TABLE_NAME } from "../readings/kinds";
import { countRows, whereSql } from "../historical/sql";
import { historicalOption } from "../historical/options";
import { dateColumnOf, historicalWhere, type HistoricalFilter } from "../historical/query";
import { columnLabel, loadLookups, type ColumnDef, type ExportRead, type Lookups } from "./columns";
import { excelFormat, regionalClock } from "./format";
import { companyLook, type CompanyLook } from "./company";
import { temperatureSymbol } from "../parameters/settings";
import { uiTexts } from "../seed/data/ui-texts";
import { addSheetPicture } from "./picture";

export type FileType = "excel" | "csv" | "xml";
export const FILE_EXTENSION: Record<FileType, string> = { excel: "xlsx", csv: "csv", xml: "xml" };
export const CONTENT_TYPE: Record<FileType, string> = {
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  xml: "application/xml; charset=utf-8",
};
export const CSV_SEPARATORS = [",", ";", "|", "\t"];

/** Rows per database read. */
const BATCH = 2500;

export interface ExportRequest {
  read: ExportRead;
  type: FileType;
  filter: HistoricalFilter;
  columns: ColumnDef[];
  separator: string;
}

/**
 * The matching rows, oldest first, in batches read by keyset ((date, id) > the last row's,
 * never OFFSET) as a prepared statement on the driver: one index range scan per batch.
 */
async function* batches(ctx: ServiceContext, req: ExportRequest): AsyncGenerator<Record<string, any>[]> {
  const o = historicalOption(req.read.option)!;
  const params: unknown[] = [];
  const where = whereSql(historicalWhere(ctx, o, req.filter), params);
  const date = dateColumnOf(o.kind);
  const at = params.length + 1;
  const sql = `SELECT r.* FROM "${TABLE_NAME[o.kind]}" r WHERE ${where} AND (r."${date}", r."id") > ($${at}::timestamptz, $${at + 1}::int) ORDER BY r."${date}", r."id" LIMIT ${BATCH}`;
  const name = `export_${Bun.hash(sql).toString(36)}`;
  const read = (after: [Date | string, number]) => ctx.db.prepared<Record<string, any>>(name, sql, [...params, ...after]);
  // The next batch is already being read while this one is written (the database works meanwhile).
  let next = read(["-infinity", 0]);
  for (;;) {
    const rows = await next;
    if (!rows.length) return;
    const last = rows[rows.length - 1]!;
    if (rows.length === BATCH) next = read([last[date], last.id]);
    yield rows;
    if (rows.length < BATCH) return;
  }
}

/** How many rows the export will hold (sent before the first byte, for the progress bar). */
export async function exportCount(ctx: ServiceContext, req: ExportRequest): Promise<number> {
  const o = historicalOption(req.read.option)!;
  // The historical browser's own count statement (prepared, never remembered: the header must match the file).
  return countRows(ctx, o.kind, historicalWhere(ctx, o, req.filter));
}

type Cell = string | number | boolean | Date | null;

const excelSerial = (utcMs: number) => utcMs / 86_400_000 + 25_569;

/** A calendar date as yyyy-MM-dd (stored as UTC midnight). */
const dayText = (d: Date) => d.toISOString().slice(0, 10);

/** Rows above the column header of the Excel sheet: the logo and company, the title, a blank row. */
export const EXCEL_HEADER_ROW = 4;

/** The file as a stream of bytes. Errors after the first byte end the stream with an error. */
export async function exportStream(ctx: ServiceContext, req: ExportRequest): Promise<ReadableStream<Uint8Array>> {
  const companyId = ctx.principal!.companyId!;
  // Temperatures in the company's unit; dates shown as text in its regional format (XML keeps ISO 8601).
  const look = await companyLook(ctx, companyId, { logo: req.type === "excel" });
  const lang = look.lang;
  const lookups = await loadLookups(ctx, companyId, lang, look.temperatureUnit);
  const clock = regionalClock(req.filter.timeZone, look.format);
  // Instants are shown where the user is; calendar days stay the day they are.
  const asCell: Record<FileType, (v: Date, c: ColumnDef) => Cell> = {
    // Excel stores a date as days since 1899-12-30 with a date format on the cell: writing that
    // number directly is the same file exceljs would write for a Date, without a Date per cell.
    excel: (v, c) => excelSerial(c.type === "day" ? v.getTime() : clock.wallClock(v).getTime()),
    csv: (v, c) => (c.type === "day" ? clock.day(v) : clock.dateTime(v, true)),
    xml: (v, c) => (c.type === "day" ? dayText(v) : clock.iso(v)),
  };
  const convert = asCell[req.type];
  const values = (r: Record<string, any>, l: Lookups): Cell[] =>
    req.columns.map((c) => {
      const v = (c.value(r, l) ?? null) as Cell;
      return v instanceof Date ? convert(v, c) : v;
    });
  const labels = req.columns.map((c) => columnLabel(c, lang, look.temperatureUnit));
  const rows = batches(ctx, req);
  const title = `${uiTexts[`exporter.read.${req.read.read}`]?.[lang] ?? req.read.read} · ${clock.dateTime(new Date())}`;
  const source =
    req.type === "excel" ? excel(rows, lookups, labels, values, req, look, title) : req.type === "csv" ? csv(rows, lookups, labels, values, req) : xml(rows, lookups, values, req, temperatureSymbol(look.temperatureUnit));
  return (Readable as unknown as { toWeb(r: Readable): ReadableStream<Uint8Array> }).toWeb(source);
}

type Rows = AsyncGenerator<Record<string, any>[]>;
type Values = (r: Record<string, any>, l: Lookups) => Cell[];

const HIGH_WATER = 2 * 1024 * 1024;

type Pipe = { writableLength?: number; _writableState?: { length: number } };

/** The writable the worksheet's XML goes to (exceljs 4.4 internals: the sheet's StreamBuf pipes). */
function zipEntry(sheet: unknown): Pipe | null {
  return ((sheet as { _stream?: { pipes?: unknown[] } })._stream?.pipes?.[0] as Pipe) ?? null;
}

/** Bytes waiting in a writable (archiver's readable-stream copy has no writableLength getter). */
const pending = (s: Pipe) => s.writableLength ?? s._writableState?.length ?? 0;

function excel(rows: Rows, l: Lookups, labels: string[], values: Values, req: ExportRequest, look: CompanyLook, title: string): Readable {
  const out = new PassThrough();
  // Fast deflate: the sheet XML is very repetitive, level 1 still shrinks it ~6x at a fraction of the CPU.
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false, zip: { zlib: { level: 1 } } } as never);
  const sheet = book.addWorksheet(req.read.read, { views: [{ state: "frozen", ySplit: EXCEL_HEADER_ROW }] });
  // Dates display in the company's regional format (the cells stay real dates).
  const format = (c: ColumnDef) => (c.type === "date" ? { numFmt: excelFormat(look.format, true) } : c.type === "day" ? { numFmt: excelFormat(look.format, false) } : null);
  // Only date columns carry a style: a style on every cell costs a lookup per cell.
  sheet.columns = req.columns.map((c, i) => ({ key: c.key, width: c.type === "date" ? 18 : Math.min(40, Math.max(10, labels[i]!.length + 2)), ...(format(c) ? { style: format(c)! } : {}) }));
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
  heading.getCell(1).value = title;
  heading.commit();
  sheet.getRow(3).commit();
  const header = sheet.getRow(EXCEL_HEADER_ROW);
  header.values = labels;
  header.font = { bold: true };
  header.commit();
  (async () => {
    for await (const batch of rows) {
      // Empty cells are left out (undefined), not written as null cells.
      for (const r of batch) sheet.addRow(values(r, l).map((v) => (v === null ? undefined : v))).commit();
      // Backpressure: exceljs writes the sheet into the zip entry without waiting for it, so the
      // XML would pile up in memory while deflate catches up. Wait for the entry (and the
      // response) to drain before reading the next batch: memory stays flat.
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

function csv(rows: Rows, l: Lookups, labels: string[], values: Values, req: ExportRequest): Readable {
  const out = stringify({ delimiter: req.separator, record_delimiter: "windows", bom: true, cast: { boolean: (b) => (b ? "true" : "false"), string: neutralizeFormula } });
  (async () => {
    out.write(labels);
    for await (const batch of rows) {
      let ok = true;
      for (const r of batch) ok = out.write(values(r, l)) && ok;
      if (!ok) await new Promise((res) => out.once("drain", res));
    }
    out.end();
  })().catch((e) => out.destroy(e));
  return out;
}

/**
 * A text cell a spreadsheet would run as a formula (=, +, -, @, tab, carriage return first:
 * "=HYPERLINK(...)" typed into a lot number) is written with a leading apostrophe, OWASP's
 * rule for CSV injection. Numbers stay numbers; xlsx cells are typed strings already.
 */
export const neutralizeFormula = (s: string) => (/^[=+\-@\t\r]/.test(s) ? `'${s}` : s);

const XML_BAD = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (s: string) => s.replace(XML_BAD, "").replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

function xml(rows: Rows, l: Lookups, values: Values, req: ExportRequest, temperatureUnit: string): Readable {
  const keys = req.columns.map((c) => c.key);
  const cell = (v: Cell) => (v === null ? "" : xmlText(String(v)));
  async function* chunks() {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<export read="${req.read.read}" generated="${new Date().toISOString()}" temperatureUnit="${temperatureUnit}">\n`;
    for await (const batch of rows) {
      let s = "";
      for (const r of batch) {
        const v = values(r, l);
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
