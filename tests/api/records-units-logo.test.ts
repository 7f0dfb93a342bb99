// The exports and the printed record follow the company's parameters and carry its logo
// (docs/logo-and-units.md). Parameters are set directly in a scratch database (migrated and
// seeded: PostgreSQL when TEST_DATABASE_URL is set, else PGlite) and the services are called
// in-process as Hospital A's administrator, as tests/unit/agent-service.test.ts does:
//   - temperature unit 14 = 1 (°F): the temperature columns' values are converted from the
//     stored °C and their labels say °F, in CSV, XML (temperatureUnit attribute), Excel and the
//     record; back to 0 (°C) the stored values come back unchanged;
//   - regional format 13: CSV and the record write dates in it; Excel date cells carry it as
//     their number format;
//   - the logo: the record shows it inline (data: URL of the stored type), the Excel sheet holds
//     it as a drawing above the header rows; without a logo neither has a picture; both carry
//     the stored, re-encoded picture, never the HTML an uploaded polyglot hid in it;
//   - every write of the logo leaves its application-log row.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ExcelJS from "exceljs";
import { parse as parseCsv } from "csv-parse/sync";
import type { Database } from "../../server/db/client";
import type { ServiceContext } from "../../server/context";
import { readingTable } from "../../server/readings/kinds";
import { exportRead, selectColumns } from "../../server/export/columns";
import { EXCEL_HEADER_ROW, exportStream, type FileType } from "../../server/export/stream";
import { historicalReport } from "../../server/historical/report";
import { historicalOption } from "../../server/historical/options";
import { deleteCompanyLogo, saveCompanyLogo } from "../../server/logo/service";
import { PARAMETER } from "../../server/parameters/settings";
import type { ScratchDatabase } from "../helpers/databases";
import { seededScratch } from "../helpers/seeded";
import { hospitalAUser } from "../helpers/principals";
import { parseReport } from "../helpers/historical";
import { logoPng } from "../helpers/logo-files";
import { PNG_TEXT_HTML, decoded, hasPayload } from "../helpers/polyglot-files";

let scratch: ScratchDatabase;
let db: Database;
let ctx: ServiceContext;
const admin = hospitalAUser("adminA");
const companyId = admin.companyId!;
/** A Hospital A chemical sterilizer reading with a temperature, and a BI reading with an average temperature. */
let che: { readNumber: number; temperature: number };
let bi: { readNumber: number; averageTemperature: number };

beforeAll(async () => {
  ({ scratch, db, ctx } = await seededScratch("sqc_units", admin));
  const final = { companyId, state: { in: ["HISTORICAL", "SAVED"] } };
  const c = await (readingTable(db.prisma, "CHE_STERILIZER") as any).findFirst({ where: { ...final, temperature: { not: null } }, orderBy: { id: "asc" } });
  const b = await (readingTable(db.prisma, "BI") as any).findFirst({ where: { ...final, disinfection: false, averageTemperature: { not: null } }, orderBy: { id: "asc" } });
  che = { readNumber: c.readNumber, temperature: Number(c.temperature) };
  bi = { readNumber: b.readNumber, averageTemperature: Number(b.averageTemperature) };
}, 180_000);

afterAll(async () => {
  await db?.close();
  await scratch?.drop();
});

async function setParameter(type: number, value: string) {
  await db.prisma.appParameter.updateMany({ where: { companyId, type }, data: { value } });
  expect(await db.prisma.appParameter.count({ where: { companyId, type, value } })).toBe(1);
}
const fahrenheit = (c: number) => Math.round((c * 9) / 5 * 100 + 3200) / 100;

async function exported(type: FileType, read: string, readNumber: number, cols: string[]): Promise<Uint8Array> {
  const r = exportRead(read);
  const stream = await exportStream(ctx, { read: r, type, filter: { readNumber, timeZone: "UTC" }, columns: selectColumns(r, cols), separator: ";" });
  return new Uint8Array(await new Response(stream).arrayBuffer());
}
const csvRows = async (read: string, readNumber: number, cols: string[]) => parseCsv(new TextDecoder().decode(await exported("csv", read, readNumber, cols)), { delimiter: ";", bom: true }) as string[][];
async function sheetOf(read: string, readNumber: number, cols: string[]) {
  const bytes = await exported("excel", read, readNumber, cols);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(bytes) as unknown as ArrayBuffer);
  return { bytes, wb, sheet: wb.worksheets[0]! };
}
const record = async (option: string, readNumber: number) => historicalReport(ctx, historicalOption(option)!, { readNumber, timeZone: "UTC" });

describe("temperature unit (parameter 14)", () => {
  test("°F: CSV, XML, Excel and the record convert the stored °C and name the unit", async () => {
    await setParameter(PARAMETER.temperatureUnit, "1");
    const csv = await csvRows("CHESTERILIZER", che.readNumber, ["readNumber", "temperature"]);
    expect(csv[0]![1]).toMatch(/\(°F\)$/);
    expect(csv[1]).toEqual([String(che.readNumber), String(fahrenheit(che.temperature))]);

    const biCsv = await csvRows("BI", bi.readNumber, ["readNumber", "averageTemperature"]);
    expect(biCsv[0]![1]).toMatch(/\(°F\)$/);
    expect(Number(biCsv[1]![1])).toBe(fahrenheit(bi.averageTemperature));

    const xml = new TextDecoder().decode(await exported("xml", "CHESTERILIZER", che.readNumber, ["readNumber", "temperature"]));
    expect(xml).toContain('temperatureUnit="°F"');
    expect(xml).toContain(`<temperature>${fahrenheit(che.temperature)}</temperature>`);

    const { sheet } = await sheetOf("CHESTERILIZER", che.readNumber, ["readNumber", "temperature"]);
    expect(String(sheet.getRow(EXCEL_HEADER_ROW).getCell(2).value)).toMatch(/\(°F\)$/);
    expect(sheet.getRow(EXCEL_HEADER_ROW + 1).getCell(2).value).toBe(fahrenheit(che.temperature));

    const r = parseReport(await record("readingchesterilizer", che.readNumber));
    const at = r.headers.findIndex((h) => /\(°F\)$/.test(h));
    expect(at).toBeGreaterThanOrEqual(0);
    expect(r.rows[0]![at]).toBe(String(fahrenheit(che.temperature)));
  });

  test("°C (as stored): the values are the stored ones and the labels say °C", async () => {
    await setParameter(PARAMETER.temperatureUnit, "0");
    const csv = await csvRows("CHESTERILIZER", che.readNumber, ["readNumber", "temperature"]);
    expect(csv[0]![1]).toMatch(/\(°C\)$/);
    expect(Number(csv[1]![1])).toBe(che.temperature);
    const r = parseReport(await record("readingchesterilizer", che.readNumber));
    const at = r.headers.findIndex((h) => /\(°C\)$/.test(h));
    expect(Number(r.rows[0]![at])).toBe(che.temperature);
  });
});

describe("regional format (parameter 13)", () => {
  const formatId = async (languageCode: string) => (await db.prisma.regionalFormat.findFirstOrThrow({ where: { languageCode } })).id;

  test("CSV and the record write dates in the company's format; Excel date cells carry it as their number format", async () => {
    const reading = await (readingTable(db.prisma, "CHE_STERILIZER") as any).findFirst({ where: { companyId, readNumber: che.readNumber } });
    const tested: Date = reading.testedAt;
    const p = (n: number) => String(n).padStart(2, "0");
    const [y, m, d, hh, mi, ss] = [tested.getUTCFullYear(), p(tested.getUTCMonth() + 1), p(tested.getUTCDate()), tested.getUTCHours(), p(tested.getUTCMinutes()), p(tested.getUTCSeconds())];

    await setParameter(PARAMETER.regionalFormat, String(await formatId("en-US"))); // MM/dd/yyyy hh:mm tt
    const us = await csvRows("CHESTERILIZER", che.readNumber, ["creationTest"]);
    expect(us[1]![0]).toBe(`${m}/${d}/${y} ${p(hh % 12 || 12)}:${mi}:${ss} ${hh < 12 ? "AM" : "PM"}`);
    const usRecord = parseReport(await record("readingchesterilizer", che.readNumber));
    expect(usRecord.rows[0]).toContain(`${m}/${d}/${y} ${p(hh % 12 || 12)}:${mi} ${hh < 12 ? "AM" : "PM"}`);
    const { sheet } = await sheetOf("CHESTERILIZER", che.readNumber, ["creationTest", "manufactureDate"]);
    expect(sheet.getRow(EXCEL_HEADER_ROW + 1).getCell(1).numFmt).toBe("mm/dd/yyyy hh:mm AM/PM");
    expect(sheet.getRow(EXCEL_HEADER_ROW + 1).getCell(1).value).toBeInstanceOf(Date);

    await setParameter(PARAMETER.regionalFormat, String(await formatId("ja"))); // yyyy/MM/dd HH:mm
    const ja = await csvRows("CHESTERILIZER", che.readNumber, ["creationTest"]);
    expect(ja[1]![0]).toBe(`${y}/${m}/${d} ${p(hh)}:${mi}:${ss}`);
    expect(parseReport(await record("readingchesterilizer", che.readNumber)).rows[0]).toContain(`${y}/${m}/${d} ${p(hh)}:${mi}`);
  });
});

describe("the company logo in the record and the Excel header", () => {
  test("without a logo: no picture in either", async () => {
    expect(await record("ReadingBI", bi.readNumber)).not.toContain('data-field="logo"');
    const { bytes } = await sheetOf("BI", bi.readNumber, ["readNumber"]);
    expect(new TextDecoder("latin1").decode(bytes)).not.toContain("xl/drawings/drawing1.xml");
  });

  test("with a PNG logo: the record shows it inline as image/png; the sheet holds it as a drawing, the company's name and the header below", async () => {
    const png = PNG_TEXT_HTML; // 400 × 80 with HTML in a text chunk: stored re-encoded without it
    await saveCompanyLogo(ctx, { fileName: "logo.png", bytes: png });
    const stored = Buffer.from((await db.prisma.companyFile.findUniqueOrThrow({ where: { companyId } })).logo);
    expect(hasPayload(stored)).toBe(false);
    expect((await decoded(stored)).pixels.equals((await decoded(png)).pixels)).toBe(true);
    const html = await record("ReadingBI", bi.readNumber);
    const img = /<img class="logo" data-field="logo" src="data:([^;]+);base64,([^"]+)" width="(\d+)" height="(\d+)"/.exec(html);
    expect(img).not.toBeNull();
    expect(img![1]).toBe("image/png");
    expect(Buffer.from(img![2]!, "base64").equals(stored)).toBe(true);
    expect([Number(img![3]), Number(img![4])]).toEqual([240, 48]); // 5:1 at 48 px high

    const { wb, sheet, bytes } = await sheetOf("BI", bi.readNumber, ["readNumber", "loteProduct", "startedTime"]);
    expect(new TextDecoder("latin1").decode(bytes)).toContain("xl/drawings/drawing1.xml");
    const images = sheet.getImages();
    expect(images).toHaveLength(1);
    const media = (wb.model as unknown as { media: { buffer: Buffer; extension: string }[] }).media;
    expect(media[0]!.extension).toBe("png");
    expect(Buffer.from(media[0]!.buffer).equals(stored)).toBe(true);
    expect(images[0]!.range.tl.nativeRow).toBe(0);
    // the company's name in row 1, in the first column right of the picture
    const texts = (sheet.getRow(1).values as unknown[]).map((v, i) => [i, v]).filter(([, v]) => v);
    expect(texts.map(([, v]) => v)).toEqual(["Hospital A"]);
    expect(texts[0]![0]).toBeGreaterThan(1);
    expect(sheet.getRow(EXCEL_HEADER_ROW).getCell(1).font?.bold).toBe(true);
    expect(sheet.getRow(EXCEL_HEADER_ROW + 1).getCell(1).value).toBe(bi.readNumber);
    await deleteCompanyLogo(ctx);
  });

  test("each write of the logo is in the application log (same transaction), by the administrator", async () => {
    const before = await db.prisma.appLog.count({ where: { companyId, entity: "CompanyFile" } });
    await saveCompanyLogo(ctx, { fileName: "a.png", bytes: logoPng(20, 4) });
    await saveCompanyLogo(ctx, { fileName: "b.png", bytes: logoPng(20, 4, 1) });
    await deleteCompanyLogo(ctx);
    const rows = await db.prisma.appLog.findMany({ where: { companyId, entity: "CompanyFile" }, orderBy: { id: "asc" }, skip: before });
    expect(rows.map((r) => [r.action, r.userId])).toEqual([
      ["create", admin.userId],
      ["update", admin.userId],
      ["delete", admin.userId],
    ]);
    expect(rows[0]!.detail).toContain("image/png");
  });
});
