// Exports of historical readings as files that stream: rows are read in keyset batches
// (date, id) and written as they arrive, so memory stays flat whatever the row count.
//   excel: exceljs's streaming WorkbookWriter, typed cells, bold frozen header row;
//   csv:   csv-stringify (RFC 4180 quoting), UTF-8 BOM, CRLF, the chosen separator;
//   xml:   <export read=".."><reading><key>value</key>...</reading>...</export>, escaped.
import { PassThrough, Readable } from "node:stream";
import ExcelJS from "exceljs";
import { stringify } from "csv-stringify";
import type { ServiceContext } from "../context";
import { readingTable } from "../readings/kinds";
import { historicalOption } from "../historical/options";
import { dateColumnOf, historicalWhere, type HistoricalFilter } from "../historical/query";
import { labelLanguage, loadLookups, type ColumnDef, type ExportRead, type Lookups } from "./columns";
import { zonedClock } from "./format";

export type FileType = "excel" | "csv" | "xml";
export const FILE_EXTENSION: Record<FileType, string> = { excel: "xlsx", csv: "csv", xml: "xml" };
export const CONTENT_TYPE: Record<FileType, string> = {
  excel: "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
  csv: "text/csv; charset=utf-8",
  xml: "application/xml; charset=utf-8",
};
export const CSV_SEPARATORS = [",", ";", "|", "\t"];

/** Rows per database read. */
const BATCH = 5000;

export interface ExportRequest {
  read: ExportRead;
  type: FileType;
  filter: HistoricalFilter;
  columns: ColumnDef[];
  separator: string;
}

/** The matching rows, oldest first, in batches read by keyset (never OFFSET). */
async function* batches(ctx: ServiceContext, req: ExportRequest): AsyncGenerator<Record<string, any>[]> {
  const o = historicalOption(req.read.option)!;
  const where = historicalWhere(ctx, o, req.filter);
  const table = readingTable(ctx.prisma, o.kind) as any;
  const date = dateColumnOf(o.kind);
  let after: { at: Date; id: number } | null = null;
  for (;;) {
    const keyset = after ? { OR: [{ [date]: { gt: after.at } }, { [date]: after.at, id: { gt: after.id } }] } : {};
    const rows: Record<string, any>[] = await table.findMany({ where: { AND: [where, keyset] }, orderBy: [{ [date]: "asc" }, { id: "asc" }], take: BATCH });
    if (!rows.length) return;
    yield rows;
    if (rows.length < BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { at: last[date], id: last.id };
  }
}

/** How many rows the export will hold (sent before the first byte, for the progress bar). */
export async function exportCount(ctx: ServiceContext, req: ExportRequest): Promise<number> {
  const o = historicalOption(req.read.option)!;
  return (readingTable(ctx.prisma, o.kind) as any).count({ where: historicalWhere(ctx, o, req.filter) });
}

type Cell = string | number | boolean | Date | null;

/** A calendar date as yyyy-MM-dd (stored as UTC midnight). */
const dayText = (d: Date) => d.toISOString().slice(0, 10);

/** The file as a stream of bytes. Errors after the first byte end the stream with an error. */
export async function exportStream(ctx: ServiceContext, req: ExportRequest): Promise<ReadableStream<Uint8Array>> {
  const lang = await labelLanguage(ctx);
  const lookups = await loadLookups(ctx, ctx.principal!.companyId!, lang);
  const clock = zonedClock(req.filter.timeZone);
  // Instants are shown where the user is; calendar days stay the day they are.
  const asCell: Record<FileType, (v: Date, c: ColumnDef) => Cell> = {
    excel: (v, c) => (c.type === "day" ? v : clock.wallClock(v)),
    csv: (v, c) => (c.type === "day" ? dayText(v) : clock.local(v)),
    xml: (v, c) => (c.type === "day" ? dayText(v) : clock.iso(v)),
  };
  const convert = asCell[req.type];
  const values = (r: Record<string, any>, l: Lookups): Cell[] =>
    req.columns.map((c) => {
      const v = (c.value(r, l) ?? null) as Cell;
      return v instanceof Date ? convert(v, c) : v;
    });
  const labels = req.columns.map((c) => c[lang]);
  const rows = batches(ctx, req);
  const source = req.type === "excel" ? excel(rows, lookups, labels, values, req) : req.type === "csv" ? csv(rows, lookups, labels, values, req) : xml(rows, lookups, values, req);
  return (Readable as unknown as { toWeb(r: Readable): ReadableStream<Uint8Array> }).toWeb(source);
}

type Rows = AsyncGenerator<Record<string, any>[]>;
type Values = (r: Record<string, any>, l: Lookups) => Cell[];

function excel(rows: Rows, l: Lookups, labels: string[], values: Values, req: ExportRequest): Readable {
  const out = new PassThrough();
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false });
  const sheet = book.addWorksheet(req.read.read, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.columns = req.columns.map((c, i) => ({ header: labels[i], key: c.key, width: c.type === "date" ? 18 : Math.min(40, Math.max(10, labels[i]!.length + 2)), style: c.type === "date" ? { numFmt: "yyyy-mm-dd hh:mm" } : c.type === "day" ? { numFmt: "yyyy-mm-dd" } : {} }));
  sheet.getRow(1).font = { bold: true };
  sheet.getRow(1).commit();
  (async () => {
    for await (const batch of rows) {
      for (const r of batch) sheet.addRow(values(r, l)).commit();
      // Let the zip writer drain before the next read: memory stays flat.
      if ((out as unknown as { writableNeedDrain: boolean }).writableNeedDrain) await new Promise((res) => out.once("drain", res));
    }
    sheet.commit();
    await book.commit();
  })().catch((e) => out.destroy(e));
  return out;
}

function csv(rows: Rows, l: Lookups, labels: string[], values: Values, req: ExportRequest): Readable {
  const out = stringify({ delimiter: req.separator, record_delimiter: "windows", bom: true, cast: { boolean: (b) => (b ? "true" : "false") } });
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

const XML_BAD = /[^\x09\x0A\x0D\x20-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const xmlText = (s: string) => s.replace(XML_BAD, "").replace(/[&<>]/g, (c) => ({ "&": "&amp;", "<": "&lt;", ">": "&gt;" })[c]!);

function xml(rows: Rows, l: Lookups, values: Values, req: ExportRequest): Readable {
  const keys = req.columns.map((c) => c.key);
  const cell = (v: Cell) => (v === null ? "" : xmlText(String(v)));
  async function* chunks() {
    yield `<?xml version="1.0" encoding="UTF-8"?>\n<export read="${req.read.read}" generated="${new Date().toISOString()}">\n`;
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
