// server/export/sheet-rows.ts writes an export's data rows itself instead of through exceljs's
// Row and Cell objects: the sheet and the workbook's styles must come out byte for byte as
// exceljs writes them (numbers, dates as styled serial numbers, booleans, text with XML
// specials and forbidden control characters, empty text, empty cells and rows, a type a
// column does not usually hold), and the file must open with the same values.
import { describe, expect, test } from "bun:test";
import { PassThrough } from "node:stream";
import ExcelJS from "exceljs";
import JSZip from "jszip";
import { sheetRows } from "../../server/export/sheet-rows";

type Cell = string | number | boolean | null;
const HEADER = 4;

const ROWS: Cell[][] = [
  [1, 46353.23074291667, "plain", true, null, 0],
  [2, null, `He said "stop" & <left>; 'quoted'\ttab\nnew line \u0001\u007f gone`, false, 12.5, -3],
  [3, 45000, "", null, "text in a number column", 1e-7],
  [null, null, null, null, null, null],
  [4, "text in a date column", "Ünïcødé 東京 😀", true, 99999999999, Number.MAX_SAFE_INTEGER],
  [null, null, null, null, null, 7],
];

async function workbook(write: (book: ExcelJS.stream.xlsx.WorkbookWriter, sheet: ExcelJS.Worksheet) => void): Promise<Buffer> {
  const out = new PassThrough();
  const chunks: Buffer[] = [];
  out.on("data", (c) => chunks.push(c));
  const book = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true, useSharedStrings: false } as never);
  const sheet = book.addWorksheet("BI", { views: [{ state: "frozen", ySplit: HEADER }] });
  sheet.columns = [{ key: "n", width: 12 }, { key: "d", width: 18, style: { numFmt: "dd/mm/yyyy hh:mm" } }, { key: "s" }, { key: "b" }, { key: "x", style: { numFmt: "0.00" } }, { key: "y" }];
  const title = sheet.getRow(1);
  title.getCell(1).value = "Hospital A";
  title.font = { bold: true, size: 14 };
  title.commit();
  const header = sheet.getRow(HEADER);
  header.values = ["n", "d", "s", "b", "x", "y"];
  header.font = { bold: true };
  header.commit();
  write(book, sheet);
  sheet.commit();
  await book.commit();
  return Buffer.concat(chunks);
}

const exceljsRows = () => workbook((_, sheet) => ROWS.forEach((r) => sheet.addRow(r.map((v) => (v === null ? undefined : v))).commit()));
const ownRows = () => workbook((book, sheet) => sheetRows(book, sheet, 6, HEADER + 1).write(ROWS));
const part = async (file: Buffer, name: string) => (await JSZip.loadAsync(file)).file(name)!.async("string");

describe("an export's sheet rows written without exceljs's cell objects", () => {
  test("the sheet XML and the styles are exceljs's, byte for byte", async () => {
    const [theirs, ours] = await Promise.all([exceljsRows(), ownRows()]);
    for (const name of ["xl/worksheets/sheet1.xml", "xl/styles.xml", "[Content_Types].xml", "xl/workbook.xml"]) expect(await part(ours, name)).toBe(await part(theirs, name));
    expect(await part(ours, "xl/worksheets/sheet1.xml")).toContain('<row r="5" spans="1:6"');
  });

  test("the file opens with the values, types and date format", async () => {
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load((await ownRows()) as unknown as ArrayBuffer);
    const sheet = wb.worksheets[0]!;
    expect(sheet.getRow(HEADER + 1).getCell(1).value).toBe(1);
    expect(sheet.getRow(HEADER + 1).getCell(2).value).toBeInstanceOf(Date);
    expect(sheet.getRow(HEADER + 1).getCell(2).numFmt).toBe("dd/mm/yyyy hh:mm");
    expect(sheet.getRow(HEADER + 1).getCell(4).value).toBe(true);
    expect(sheet.getRow(HEADER + 2).getCell(3).value).toBe(`He said "stop" & <left>; 'quoted'\ttab\nnew line  gone`);
    expect(sheet.getRow(HEADER + 4).cellCount).toBe(0);
    expect(sheet.getRow(HEADER + 6).getCell(6).value).toBe(7);
  });
});
