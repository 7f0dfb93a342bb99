// The data rows of a streamed Excel sheet written as the XML exceljs's RowXform would write
// for them, byte for byte (tests/unit/export-sheet-rows.test.ts compares the two), without
// exceljs's Row, Cell and model objects per cell: for a million rows of 30 columns those cost
// about three quarters of the export's time (measured: bench/README.md). exceljs keeps the
// workbook's structure: the header rows, styles, the zip. Like picture.ts and the backpressure in
// render.ts, this leans on exceljs 4.4 internals (the sheet's stream, the workbook's styles).
import type ExcelJS from "exceljs";

type Cell = string | number | boolean | null | undefined;

interface Styles {
  addStyleModel(model: object, cellType?: number): number;
}
interface SheetInternals {
  stream: { write(s: string): void };
  startedData: boolean;
}

// exceljs's Enums.ValueType.
const NUMBER = 2;
const STRING = 3;
const BOOLEAN = 9;

/** exceljs's xmlEncode (utils.js): the five entities; DEL and the C0 controls XML forbids are dropped. */
const XML_SPECIAL = /[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/;
const ENTITY: Record<string, string> = { '"': "&quot;", "&": "&amp;", "'": "&apos;", "<": "&lt;", ">": "&gt;" };
const xmlEncode = (s: string) => (XML_SPECIAL.test(s) ? s.replace(/[<>&'"\x7F\x00-\x08\x0B-\x0C\x0E-\x1F]/g, (c) => ENTITY[c] ?? "") : s);

/** A column's letters (1 → A, 27 → AA). */
function letters(n: number): string {
  let s = "";
  for (; n > 0; n = Math.floor((n - 1) / 26)) s = String.fromCharCode(65 + ((n - 1) % 26)) + s;
  return s;
}

/**
 * A writer of data rows from `firstRow` on (the rows above committed through exceljs). Empty
 * values (null, undefined) are left out, as exceljs leaves out empty cells; a row with no value
 * is not written at all.
 */
export function sheetRows(book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet, columnCount: number, firstRow: number) {
  const styles = (book as unknown as { styles: Styles }).styles;
  const s = sheet as unknown as SheetInternals;
  if (!s.startedData) throw new Error("sheetRows: commit the header rows through exceljs first");
  const refs = Array.from({ length: columnCount }, (_, i) => letters(i + 1));
  // A cell's style is its column's (rows carry none); exceljs asks the workbook for its id per
  // cell and value type. Asked here the first time a column meets a type, in the order exceljs
  // would, so the workbook's styles come out the same.
  const columnStyle = (i: number) => ({ ...(sheet.getColumn(i + 1).style ?? {}) });
  const ids = new Map<number, string>();
  const styleAttr = (i: number, type: number) => {
    const key = i * 16 + type;
    let a = ids.get(key);
    if (a === undefined) {
      const id = styles.addStyleModel(columnStyle(i), type);
      ids.set(key, (a = id ? ` s="${id}"` : ""));
    }
    return a;
  };
  let rowAttr: string | undefined;
  let n = firstRow;

  /** One row's XML ("" when it has no value). */
  const row = (values: Cell[]): string => {
    const r = n++;
    let cells = "";
    let min = 0;
    let max = 0;
    for (let i = 0; i < values.length; i++) {
      const v = values[i];
      if (v === null || v === undefined) continue;
      if (rowAttr === undefined) {
        const id = styles.addStyleModel({});
        rowAttr = id ? ` s="${id}" customFormat="1"` : "";
      }
      if (!min) min = i + 1;
      max = i + 1;
      if (typeof v === "number") cells += `<c r="${refs[i]}${r}"${styleAttr(i, NUMBER)}><v>${v}</v></c>`;
      else if (typeof v === "boolean") cells += `<c r="${refs[i]}${r}"${styleAttr(i, BOOLEAN)} t="b"><v>${v ? 1 : 0}</v></c>`;
      else cells += `<c r="${refs[i]}${r}"${styleAttr(i, STRING)} t="str"><v>${xmlEncode(String(v))}</v></c>`;
    }
    return cells ? `<row r="${r}" spans="${min}:${max}"${rowAttr} x14ac:dyDescent="0.25">${cells}</row>` : "";
  };

  return {
    /** Writes the rows into the sheet's XML (one write per batch). */
    write(rows: Cell[][]) {
      let xml = "";
      for (const values of rows) xml += row(values);
      if (xml) s.stream.write(xml);
    },
  };
}
