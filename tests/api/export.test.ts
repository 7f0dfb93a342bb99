// The exporter API (docs/historical-api.md "Export"; spec 001 sections 5 and 7 "Export"):
// POST /api/export/getexportcols (and GraphQL exportColumns), POST /api/export/{excel|csv|xml}
// for the five reading types with a subset of columns and a filter — read back with exceljs,
// csv-parse and fast-xml-parser: header = the chosen columns' labels in order, typed cells, row
// count = X-Export-Rows = the historical list's total for the same filter, rows by date; CSV
// BOM / separator / RFC 4180 quoting (round trip of notes holding separators, quotes and a
// newline), XML well-formed with escaped text; Content-Disposition file names; the 400 answers
// (ColumnsErrorText, separator, Read, filter) and the tenant scope.
//
// Expected rows come from POST /api/historical/{option} with the same filter (the database is
// shared with the other API files); the round-trip readings are fresh Hospital A readings made
// through the agent API and moved to historical with the notes under test.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import ExcelJS from "exceljs";
import { parse as parseCsv } from "csv-parse/sync";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { api, gql, gqlData } from "../helpers";
import { SEED, expectForbidden, tokensOf } from "../helpers/company";
import { retireCreated, type Row } from "../helpers/readings";
import { TYPES, download, expectProblem, freshHistorical, historicalAll, wallClock, type Download, type ExportReadName, type Filter } from "../helpers/historical";
import { inRegional, regionalFormatOf, type RegionalFormat } from "../helpers/regional";

type Who = "adminA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist";
let t: Record<Who, string>;
/** Notes holding every CSV separator, a double quote, XML specials and a newline. */
const SPECIAL = `He said "stop" & <left>; right, a|b\tc\nsecond line 'end'`;
let special: Row;
/** A fresh reading without notes (empty elements / cells). */
let plain: Row;
/** Hospital A's regional format: CSV dates are written in it (docs/logo-and-units.md). */
let format: RegionalFormat;
const regional = (wall: string) => inRegional(format, wall);
/** The sheet's column header row: rows 1-3 hold the company (and its logo), the title and a blank row. */
const HEADER = 4;

beforeAll(async () => {
  t = await tokensOf("adminA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
  special = await freshHistorical("BI", { extra: { notes: SPECIAL } });
  plain = await freshHistorical("BI");
  format = await regionalFormatOf(t.adminA);
}, 120_000);
afterAll(retireCreated);

const READS: ExportReadName[] = ["BI", "BI_DISINFECTION", "PRO", "CHESTERILIZER", "CHEWASHER"];
const typeOfRead = (read: ExportReadName) => TYPES.find((x) => x.read === read)!;
const ms = (iso: string) => new Date(iso).getTime();

interface Column {
  key: string;
  label: string;
  type: "string" | "number" | "date" | "boolean";
}

const colsRes = (token: string | null, read: unknown) => api("POST", "/api/export/getexportcols", { token, body: { UserLogged: 0, Read: read } });
async function columns(token: string, read: ExportReadName): Promise<Column[]> {
  const res = await colsRes(token, read);
  if (res.status !== 200 || !Array.isArray(res.json)) throw new Error(`getexportcols ${read} → ${res.status} ${res.text.slice(0, 200)}`);
  return res.json;
}

/** A subset in a non-default order: a string column, the date, the read number, a number, a boolean (if any), notes. */
function pickColumns(all: Column[]): Column[] {
  const by = (type: Column["type"], not: string[] = []) => all.find((c) => c.type === type && !not.includes(c.key));
  const picked = [by("string", ["notes"]), by("date"), all.find((c) => c.key === "readNumber"), by("number", ["readNumber"]), by("boolean"), all.find((c) => c.key === "notes")];
  return picked.filter((c): c is Column => !!c);
}

/** Rows as the exporter orders them: by the type's date, then read number. */
function exportOrder(read: ExportReadName, rows: Row[]): Row[] {
  const date = typeOfRead(read).dateField;
  return [...rows].sort((a, b) => ms(a[date]) - ms(b[date]) || a.readNumber - b.readNumber);
}

/** A filter selecting about the newer half of the company's rows of the type, and the rows it selects. */
async function halfFilter(token: string, read: ExportReadName): Promise<{ filter: Filter; rows: Row[] }> {
  const T = typeOfRead(read);
  const all = (await historicalAll(token, T.option)).rows;
  const times = all.map((r) => ms(r[T.dateField])).sort((a, b) => a - b);
  const filter = { DateFrom: new Date(times[Math.floor(times.length / 2)]!).toISOString() };
  const rows = (await historicalAll(token, T.option, filter)).rows;
  expect(rows.length).toBeGreaterThan(0);
  expect(rows.length).toBeLessThan(all.length);
  return { filter, rows: exportOrder(read, rows) };
}

const today = () => new Date().toISOString().slice(0, 10);
function expectFileName(res: Download, read: string, ext: string, days: string[]) {
  const cd = res.headers.get("content-disposition") ?? "";
  const m = /^attachment;\s*filename="([^"]+)"$/.exec(cd);
  expect(m).not.toBeNull();
  expect(days.map((d) => `Exporter_${read}_${d}.${ext}`)).toContain(m![1]!);
  expect(res.headers.get("access-control-expose-headers") ?? "").toMatch(/X-Export-Rows/i);
}
const rowsHeader = (res: Download) => Number(res.headers.get("x-export-rows"));

async function okDownload(token: string, type: "excel" | "csv" | "xml", body: Record<string, unknown>): Promise<Download> {
  const res = await download(token, type, body);
  if (res.status !== 200) throw new Error(`export ${type} ${JSON.stringify(body)} → ${res.status} ${res.text.slice(0, 300)}`);
  return res;
}

// ───────────── columns ─────────────

describe("POST /api/export/getexportcols", () => {
  for (const read of READS) {
    test(`${read}: [{ key, label, type }] with unique keys, typed string / number / date / boolean, read number first`, async () => {
      const cols = await columns(t.adminA, read);
      expect(cols.length).toBeGreaterThan(8);
      expect(new Set(cols.map((c) => c.key)).size).toBe(cols.length);
      for (const c of cols) {
        expect(Object.keys(c).sort()).toEqual(["key", "label", "type"]);
        expect(["string", "number", "date", "boolean"]).toContain(c.type);
        expect(c.label.length).toBeGreaterThan(0);
      }
      expect(cols[0]).toMatchObject({ key: "readNumber", type: "number" });
      const date = typeOfRead(read).dateField;
      expect(cols.find((c) => c.key === date)?.type).toBe("date");
      expect(cols.find((c) => c.key === "notes")?.type).toBe("string");
    });
  }

  test("labels are in the caller's language (Hospital A Spanish, Hospital B English); same keys in the same order", async () => {
    for (const read of READS) {
      const es = await columns(t.adminA, read);
      const en = await columns(t.adminB, read);
      expect(en.map((c) => [c.key, c.type])).toEqual(es.map((c) => [c.key, c.type]));
      expect(en.find((c) => c.key === "readNumber")!.label).toBe("Read number");
      expect(es.find((c) => c.key === "readNumber")!.label).not.toBe("Read number");
      expect(es.filter((c, i) => c.label !== en[i]!.label).length).toBeGreaterThan(es.length / 2);
    }
  });

  test("the types' own columns: disinfector for BI_DISINFECTION (no sterilizer), washer and IQAS for PRO, location for CHEWASHER", async () => {
    const keys = async (read: ExportReadName) => (await columns(t.adminB, read)).map((c) => c.key);
    expect(await keys("BI")).toEqual(expect.arrayContaining(["sterilizer", "exposureMinutes"]));
    expect(await keys("BI_DISINFECTION")).toEqual(expect.arrayContaining(["disinfector", "roomId", "roomVolume", "peroxideConcentration"]));
    expect(await keys("BI_DISINFECTION")).not.toContain("sterilizer");
    expect(await keys("BI_DISINFECTION")).not.toContain("exposureMinutes");
    expect(await keys("PRO")).toEqual(expect.arrayContaining(["washer", "ignoreFromIQAS", "density"]));
    expect(await keys("CHESTERILIZER")).toEqual(expect.arrayContaining(["creationTest", "manufactureDate", "expirationDate", "temperature", "packageNumber", "concentration", "relativeDampness"]));
    expect(await keys("CHEWASHER")).toEqual(expect.arrayContaining(["location", "washingTime", "detergentConcentration", "detergentType", "waterPressure", "waterHardness"]));
  });

  test("GraphQL exportColumns(read) answers the same list", async () => {
    for (const read of READS) {
      const g = gqlData(await gql(`query($read: ExportRead!) { exportColumns(read: $read) { key label type } }`, { read }, t.adminA)).exportColumns;
      expect(g).toEqual(await columns(t.adminA, read));
    }
    expect((await gql(`{ exportColumns(read: BI) { key } }`, {}, t.agentA)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
  });

  test("an unknown or missing Read → 400 under Read; no token → 401; Connection, distributor and system users → 403", async () => {
    expectProblem(await colsRes(t.adminA, "XYZ"), "Read");
    expectProblem(await colsRes(t.adminA, undefined), "Read");
    expect((await colsRes(null, "BI")).status).toBe(401);
    for (const who of ["agentA", "dist", "sysadmin"] as const) expectForbidden(await colsRes(t[who], "BI"));
  });
});

// ───────────── excel ─────────────

async function workbookOf(res: Download): Promise<ExcelJS.Workbook> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(Buffer.from(res.bytes) as never);
  return wb;
}
const cellValue = (v: ExcelJS.CellValue): unknown => (v && typeof v === "object" && !(v instanceof Date) && "richText" in v ? v.richText.map((r) => r.text).join("") : v);

describe("POST /api/export/excel", () => {
  for (const read of READS) {
    test(`${read}: one sheet named ${read}; header = the chosen labels in order (bold, frozen); typed cells; X-Export-Rows rows by date`, async () => {
      const all = await columns(t.adminA, read);
      const cols = pickColumns(all);
      expect(cols.length).toBeGreaterThanOrEqual(4);
      const { filter, rows } = await halfFilter(t.adminA, read);
      const dayBefore = today();
      const res = await okDownload(t.adminA, "excel", { Read: read, Filter: filter, Cols: cols.map((c) => c.key) });
      expectFileName(res, read, "xlsx", [dayBefore, today()]);
      expect(res.headers.get("content-type")).toContain("spreadsheetml");
      expect(rowsHeader(res)).toBe(rows.length);
      expect(res.bytes[0]).toBe(0x50); // PK: a zip
      const wb = await workbookOf(res);
      expect(wb.worksheets.map((s) => s.name)).toEqual([read]);
      const sheet = wb.worksheets[0]!;
      const header = (sheet.getRow(HEADER).values as ExcelJS.CellValue[]).slice(1).map(cellValue);
      expect(header).toEqual(cols.map((c) => c.label));
      expect(sheet.getRow(HEADER).getCell(1).font?.bold).toBe(true);
      expect(sheet.views?.[0]).toMatchObject({ state: "frozen", ySplit: HEADER });
      const data: unknown[][] = [];
      sheet.eachRow((row, n) => {
        if (n > HEADER) data.push(cols.map((_, i) => cellValue(row.getCell(i + 1).value)));
      });
      expect(data.length).toBe(rows.length);
      const rn = cols.findIndex((c) => c.key === "readNumber");
      expect(data.map((d) => d[rn])).toEqual(rows.map((r) => r.readNumber));
      const dateKey = typeOfRead(read).dateField;
      data.forEach((d, i) => {
        cols.forEach((c, j) => {
          const v = d[j];
          if (v === null || v === undefined) return;
          if (c.type === "date") expect(v instanceof Date).toBe(true);
          else if (c.type === "number") expect(typeof v).toBe("number");
          else if (c.type === "boolean") expect(typeof v).toBe("boolean");
          else expect(typeof v).toBe("string");
        });
        // the date column holds the reading's instant (UTC wall clock without a time zone)
        const date = d[cols.findIndex((c) => c.key === dateKey)] as Date;
        expect(Math.abs(date.getTime() - ms(rows[i]![dateKey]))).toBeLessThan(1000);
      });
      // every typed column has at least one value somewhere (the check above is not vacuous)
      for (const type of ["date", "number"] as const) {
        const j = cols.findIndex((c) => c.type === type);
        expect(data.some((d) => d[j] !== null && d[j] !== undefined)).toBe(true);
      }
    });
  }

  test("dates are written as the client's wall clock (ClientTimeZoneId)", async () => {
    const res = await okDownload(t.adminA, "excel", { Read: "BI", Filter: { ReadNumber: special.readNumber, ClientTimeZoneId: "America/New_York" }, Cols: ["readNumber", "startedTime", "resultDate"] });
    const sheet = (await workbookOf(res)).worksheets[0]!;
    const row = sheet.getRow(HEADER + 1);
    expect(row.getCell(1).value).toBe(special.readNumber);
    const started = row.getCell(2).value as Date;
    // a spreadsheet date has no zone: its fields are the New York wall clock
    expect(started.toISOString().slice(0, 16).replace("T", " ")).toBe(wallClock(special.startedTime, "America/New_York"));
    expect(((row.getCell(3).value as Date).toISOString().slice(0, 16).replace("T", " "))).toBe(wallClock(special.resultDate, "America/New_York"));
  });

  test("text cells keep every character (notes with quotes, separators, < & > and a newline)", async () => {
    const res = await okDownload(t.adminA, "excel", { Read: "BI", Filter: { ReadNumber: special.readNumber }, Cols: ["notes", "readNumber", "loteProduct"] });
    expect(rowsHeader(res)).toBe(1);
    const row = (await workbookOf(res)).worksheets[0]!.getRow(HEADER + 1);
    expect([cellValue(row.getCell(1).value), row.getCell(2).value, cellValue(row.getCell(3).value)]).toEqual([SPECIAL, special.readNumber, "HISTTEST"]);
  });
});

// ───────────── csv ─────────────

const SEPARATORS = [",", ";", "|", "\t"];

function parseCsvText(res: Download, separator: string): string[][] {
  return parseCsv(res.text, { delimiter: separator, bom: true, relax_column_count: false }) as string[][];
}

describe("POST /api/export/csv", () => {
  READS.forEach((read, i) => {
    const separator = SEPARATORS[i % SEPARATORS.length]!;
    test(`${read} with separator ${JSON.stringify(separator)}: UTF-8 BOM, CRLF, header = chosen labels, X-Export-Rows rows by date`, async () => {
      const cols = pickColumns(await columns(t.adminA, read));
      const { filter, rows } = await halfFilter(t.adminA, read);
      const dayBefore = today();
      const res = await okDownload(t.adminA, "csv", { Read: read, Filter: filter, Cols: cols.map((c) => c.key), CSVSeparator: separator });
      expectFileName(res, read, "csv", [dayBefore, today()]);
      expect(res.headers.get("content-type")).toMatch(/^text\/csv/);
      expect([...res.bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
      expect(res.text.endsWith("\r\n")).toBe(true);
      const firstLine = res.text.slice(1, res.text.indexOf("\n") + 1);
      expect(firstLine.endsWith("\r\n")).toBe(true);
      expect(firstLine.split(separator).length).toBe(cols.length);
      const parsed = parseCsvText(res, separator);
      expect(parsed[0]).toEqual(cols.map((c) => c.label));
      expect(parsed.length - 1).toBe(rowsHeader(res));
      expect(rowsHeader(res)).toBe(rows.length);
      const rn = cols.findIndex((c) => c.key === "readNumber");
      expect(parsed.slice(1).map((r) => Number(r[rn]))).toEqual(rows.map((r) => r.readNumber));
      // dates: the wall clock of the (default) UTC zone, to the second, in the company's regional format
      const date = typeOfRead(read).dateField;
      const dj = cols.findIndex((c) => c.key === date);
      parsed.slice(1).forEach((r, k) => expect(r[dj]).toBe(regional(wallClock(rows[k]![date], "UTC", true))));
      // numbers are plain numbers
      const nj = cols.findIndex((c) => c.type === "number" && c.key !== "readNumber");
      for (const r of parsed.slice(1)) if (r[nj] !== "") expect(Number.isFinite(Number(r[nj]))).toBe(true);
    });
  });

  for (const separator of SEPARATORS) {
    test(`RFC 4180 round trip with ${JSON.stringify(separator)}: notes with separators, a double quote and a newline come back unchanged`, async () => {
      const res = await okDownload(t.adminA, "csv", { Read: "BI", Filter: { ReadNumber: special.readNumber }, Cols: ["readNumber", "notes", "loteProduct"], CSVSeparator: separator });
      expect(rowsHeader(res)).toBe(1);
      const parsed = parseCsvText(res, separator);
      expect(parsed).toHaveLength(2);
      expect(parsed[1]).toEqual([String(special.readNumber), SPECIAL, "HISTTEST"]);
      // the field is quoted and its quotes doubled
      expect(res.text).toContain(`"He said ""stop"" & <left>`);
    });
  }

  test("the file name's date is the day where the client is (ClientTimeZoneId)", async () => {
    for (const tz of ["Pacific/Kiritimati", "Pacific/Pago_Pago"]) {
      const before = wallClock(Date.now(), tz).slice(0, 10);
      const res = await okDownload(t.adminA, "csv", { Read: "PRO", Filter: { ReadNumber: 1, ClientTimeZoneId: tz }, Cols: ["readNumber"], CSVSeparator: "," });
      expectFileName(res, "PRO", "csv", [before, wallClock(Date.now(), tz).slice(0, 10)]);
    }
  });

  test("dates in the client's time zone (ClientTimeZoneId), with seconds", async () => {
    const res = await okDownload(t.adminA, "csv", { Read: "BI", Filter: { ReadNumber: special.readNumber, ClientTimeZoneId: "Asia/Kolkata" }, Cols: ["startedTime", "resultDate"], CSVSeparator: ";" });
    const parsed = parseCsvText(res, ";");
    expect(parsed[1]).toEqual([regional(wallClock(special.startedTime, "Asia/Kolkata", true)), regional(wallClock(special.resultDate, "Asia/Kolkata", true))]);
  });

  test("empty values are empty fields; booleans are true/false", async () => {
    const res = await okDownload(t.adminA, "csv", { Read: "BI", Filter: { ReadNumber: plain.readNumber }, Cols: ["readNumber", "notes", "sterilizer"], CSVSeparator: "," });
    expect(parseCsvText(res, ",")[1]).toEqual([String(plain.readNumber), "", ""]);
    const pro = await okDownload(t.adminA, "csv", { Read: "PRO", Filter: {}, Cols: ["readNumber", "ignoreFromIQAS"], CSVSeparator: "," });
    const values = new Set(parseCsvText(pro, ",").slice(1).map((r) => r[1]));
    for (const v of values) expect(["true", "false"]).toContain(v!);
  });

  test("a bad CSVSeparator → 400 under CSVSeparator; an empty one → 400; none → the default comma", async () => {
    for (const bad of ["x", "::", ".", ""]) {
      const res = await download(t.adminA, "csv", { Read: "BI", Filter: {}, Cols: ["readNumber"], CSVSeparator: bad });
      expectProblem(res, "CSVSeparator");
    }
    const res = await okDownload(t.adminA, "csv", { Read: "BI", Filter: { ReadNumber: plain.readNumber }, Cols: ["readNumber", "loteProduct"] });
    expect(parseCsvText(res, ",")[1]).toEqual([String(plain.readNumber), "HISTTEST"]);
    expect(res.text).toContain(`${plain.readNumber},HISTTEST\r\n`);
  });
});

// ───────────── xml ─────────────

const xmlParser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: "@_", parseTagValue: false, trimValues: false, isArray: (name) => name === "reading" });

describe("POST /api/export/xml", () => {
  for (const read of READS) {
    test(`${read}: well-formed; <export read="${read}" generated>; one <reading> per row with only the chosen children, in order`, async () => {
      const cols = pickColumns(await columns(t.adminA, read));
      const { filter, rows } = await halfFilter(t.adminA, read);
      const dayBefore = today();
      const before = Date.now();
      const res = await okDownload(t.adminA, "xml", { Read: read, Filter: filter, Cols: cols.map((c) => c.key) });
      expectFileName(res, read, "xml", [dayBefore, today()]);
      expect(res.headers.get("content-type")).toMatch(/xml/);
      expect(res.text.startsWith(`<?xml version="1.0" encoding="UTF-8"?>`)).toBe(true);
      expect(XMLValidator.validate(res.text)).toBe(true);
      const doc = xmlParser.parse(res.text);
      expect(Object.keys(doc).filter((k) => k !== "?xml")).toEqual(["export"]);
      expect(doc.export["@_read"]).toBe(read);
      const generated = ms(doc.export["@_generated"]);
      expect(generated).toBeGreaterThanOrEqual(before - 2000);
      expect(generated).toBeLessThanOrEqual(Date.now() + 2000);
      const readings = (doc.export.reading ?? []) as Record<string, string>[];
      expect(readings.length).toBe(rowsHeader(res));
      expect(readings.length).toBe(rows.length);
      expect(readings.map((r) => Number(r.readNumber))).toEqual(rows.map((r) => r.readNumber));
      // the children of each reading, in document order: exactly the chosen keys
      const elements = [...res.text.matchAll(/<reading>([\s\S]*?)<\/reading>/g)].map((m) => [...m[1]!.matchAll(/<([A-Za-z][\w]*)(?:\/>|>)/g)].map((x) => x[1]));
      expect(elements.length).toBe(rows.length);
      for (const e of elements) expect(e).toEqual(cols.map((c) => c.key));
      // dates are ISO 8601 with the zone's offset (UTC by default), to the second
      const date = typeOfRead(read).dateField;
      readings.forEach((r, k) => {
        expect(r[date]).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}[+-]\d{2}:\d{2}$/);
        expect(ms(r[date]!)).toBe(Math.floor(ms(rows[k]![date]) / 1000) * 1000);
      });
    });
  }

  test("text is escaped (& < >) and comes back unchanged; empty values are empty elements", async () => {
    const res = await okDownload(t.adminA, "xml", { Read: "BI", Filter: { ReadNumber: special.readNumber }, Cols: ["readNumber", "notes", "sterilizer"] });
    expect(XMLValidator.validate(res.text)).toBe(true);
    expect(res.text).toContain("He said \"stop\" &amp; &lt;left&gt;;");
    expect(res.text).not.toContain("<left>");
    expect(res.text).toContain("<sterilizer/>");
    const doc = xmlParser.parse(res.text);
    expect(doc.export.reading).toHaveLength(1);
    expect(doc.export.reading[0].notes).toBe(SPECIAL);
    expect(doc.export.reading[0].readNumber).toBe(String(special.readNumber));
    const empty = await okDownload(t.adminA, "xml", { Read: "BI", Filter: { ReadNumber: plain.readNumber }, Cols: ["readNumber", "notes"] });
    expect(empty.text).toMatch(new RegExp(`<reading><readNumber>${plain.readNumber}</readNumber><notes/></reading>`));
  });

  test("the client's time zone gives the offset of its dates", async () => {
    const res = await okDownload(t.adminA, "xml", { Read: "BI", Filter: { ReadNumber: special.readNumber, ClientTimeZoneId: "Asia/Kolkata" }, Cols: ["startedTime"] });
    const value = xmlParser.parse(res.text).export.reading[0].startedTime as string;
    expect(value).toMatch(/\+05:30$/);
    expect(value.slice(0, 16).replace("T", " ")).toBe(wallClock(special.startedTime, "Asia/Kolkata"));
    expect(ms(value)).toBe(Math.floor(ms(special.startedTime) / 1000) * 1000);
  });

  test("no matching reading → a well-formed empty export", async () => {
    const res = await okDownload(t.adminA, "xml", { Read: "CHEWASHER", Filter: { ReadNumber: 987_654 }, Cols: ["readNumber"] });
    expect(rowsHeader(res)).toBe(0);
    expect(XMLValidator.validate(res.text)).toBe(true);
    expect(xmlParser.parse(res.text).export.reading ?? []).toEqual([]);
  });
});

// ───────────── calendar dates ─────────────

describe("calendar dates (manufacture / expiration: a day, no time)", () => {
  // Regression: before commit 2a86be3 every Date cell went through the zone clock, so with a
  // client zone west of UTC a calendar date 2026-09-07 was exported as 2026-09-06 20:00.
  test("with ClientTimeZoneId America/New_York the exported day is still the reading's day (csv, xml, excel), not the previous day", async () => {
    const row = (await historicalAll(t.adminA, "readingchesterilizer")).rows.find((r) => r.manufactureDate && r.expirationDate)!;
    const day = (iso: string) => iso.slice(0, 10);
    const filter = { ReadNumber: row.readNumber, ClientTimeZoneId: "America/New_York" };
    const Cols = ["readNumber", "manufactureDate", "expirationDate"];
    const csv = parseCsvText(await okDownload(t.adminA, "csv", { Read: "CHESTERILIZER", Filter: filter, Cols, CSVSeparator: "," }), ",")[1]!;
    const xml = xmlParser.parse((await okDownload(t.adminA, "xml", { Read: "CHESTERILIZER", Filter: filter, Cols })).text).export.reading[0];
    const sheet = (await workbookOf(await okDownload(t.adminA, "excel", { Read: "CHESTERILIZER", Filter: filter, Cols }))).worksheets[0]!;
    const excel = [sheet.getRow(HEADER + 1).getCell(2).value as Date, sheet.getRow(HEADER + 1).getCell(3).value as Date].map((d) => d.toISOString().slice(0, 10));
    const want = [day(row.manufactureDate), day(row.expirationDate)];
    expect({ csv: [csv[1]!, csv[2]!], xml: [xml.manufactureDate.slice(0, 10), xml.expirationDate.slice(0, 10)], excel }).toEqual({ csv: want.map(regional), xml: want, excel: want });
  });

  test("without a time zone (UTC) the day is the reading's day", async () => {
    const row = (await historicalAll(t.adminA, "readingchewasher")).rows.find((r) => r.manufactureDate)!;
    const csv = parseCsvText(await okDownload(t.adminA, "csv", { Read: "CHEWASHER", Filter: { ReadNumber: row.readNumber }, Cols: ["manufactureDate"], CSVSeparator: "," }), ",")[1]!;
    expect(csv[0]!).toBe(regional(row.manufactureDate.slice(0, 10)));
  });
});

// ───────────── errors ─────────────

describe("refusals", () => {
  for (const type of ["excel", "csv", "xml"] as const) {
    test(`${type}: empty, missing or unknown Cols → 400 'ColumnsErrorText'`, async () => {
      for (const Cols of [[], undefined, ["bogus"], ["readNumber", "bogus"], ["location"], "readNumber"]) {
        const res = await download(t.adminA, type, { Read: "BI", Filter: {}, Cols, CSVSeparator: "," });
        expectProblem(res, "Cols", "ColumnsErrorText");
        expect(res.headers.get("content-disposition")).toBeNull();
      }
    });

    test(`${type}: an unknown or missing Read → 400; a non-numeric filter id → 400 ValueMustBeNumber`, async () => {
      expectProblem(await download(t.adminA, type, { Read: "BIX", Filter: {}, Cols: ["readNumber"], CSVSeparator: "," }), "Read");
      expectProblem(await download(t.adminA, type, { Filter: {}, Cols: ["readNumber"], CSVSeparator: "," }), "Read");
      expectProblem(await download(t.adminA, type, { Read: "PRO", Filter: { ReadNumber: "twelve" }, Cols: ["readNumber"], CSVSeparator: "," }), "Filter.ReadNumber", "ValueMustBeNumber");
    });

    test(`${type}: no token → 401; Connection, distributor and system users → 403`, async () => {
      const body = { Read: "BI", Filter: {}, Cols: ["readNumber"], CSVSeparator: "," };
      expect((await download(null, type, body)).status).toBe(401);
      for (const who of ["agentA", "dist", "sysadmin"] as const) {
        const res = await download(t[who], type, body);
        expect(res.status).toBe(403);
        expect(res.json).toEqual({ message: "Access denied" });
      }
    });
  }

  // BUG (server/historical/query.ts parseLegacyQuery, shared by the exporter: ids only checked as
  // safe integers; exportCount's Prisma query then fails in the database): an export with
  // SectorId 99999999999 or ReadNumber 3000000000 answers 500 instead of 400 ValueMustBeNumber
  // (or an empty file).
  test("ids beyond the integer range (spec: max 2147483647) → 400 ValueMustBeNumber or an empty file, never 500 [server bug: 500]", async () => {
    for (const [name, value] of [["SectorId", 99_999_999_999], ["ReadNumber", 3_000_000_000]] as const) {
      const res = await download(t.adminA, "csv", { Read: "BI", Filter: { [name]: value }, Cols: ["readNumber"], CSVSeparator: "," });
      const ok = res.status === 400 ? !!res.json?.errors?.[`Filter.${name}`] : res.status === 200 && rowsHeader(res) === 0;
      expect({ name, status: res.status, ok }).toEqual({ name, status: res.status === 400 ? 400 : 200, ok: true });
    }
  });

  test("an unknown file type → 404", async () => {
    expect((await download(t.adminA, "pdf", { Read: "BI", Filter: {}, Cols: ["readNumber"] })).status).toBe(404);
  });
});

// ───────────── tenant scope ─────────────

describe("who exports what", () => {
  test("the operator exports only its sector's readings, whatever sector it asks for", async () => {
    const sectors = new Map((await historicalAll(t.adminA, "ReadingBI")).rows.map((r) => [r.sectorId as number, r.sector as string]));
    for (const read of ["BI", "CHEWASHER"] as ExportReadName[]) {
      const T = typeOfRead(read);
      const own = exportOrder(read, (await historicalAll(t.operatorA, T.option)).rows);
      const adminOwn = (await historicalAll(t.adminA, T.option, { SectorId: SEED.sector.aCentral })).rows;
      expect(own.map((r) => r.id).sort()).toEqual(adminOwn.map((r) => r.id).sort());
      for (const filter of [{}, { SectorId: SEED.sector.aTheatre }]) {
        const res = await okDownload(t.operatorA, "csv", { Read: read, Filter: filter, Cols: ["readNumber", "sector"], CSVSeparator: ";" });
        const parsed = parseCsvText(res, ";").slice(1);
        expect(rowsHeader(res)).toBe(own.length);
        expect(parsed.map((r) => Number(r[0]))).toEqual(own.map((r) => r.readNumber));
        for (const r of parsed) expect(r[1]).toBe(sectors.get(SEED.sector.aCentral)!);
      }
    }
  });

  test("Clinic C exports its own readings only; Hospital A's sector as a filter gives none", async () => {
    for (const read of READS) {
      const T = typeOfRead(read);
      const own = exportOrder(read, (await historicalAll(t.adminC, T.option)).rows);
      const res = await okDownload(t.adminC, "xml", { Read: read, Filter: {}, Cols: ["readNumber", "sector"] });
      const readings = (xmlParser.parse(res.text).export.reading ?? []) as Record<string, string>[];
      expect(readings.length).toBe(own.length);
      expect(readings.map((r) => Number(r.readNumber))).toEqual(own.map((r) => r.readNumber));
      const cSectors = new Map(own.map((r) => [r.readNumber, r.sector as string]));
      for (const r of readings) expect(r.sector).toBe(cSectors.get(Number(r.readNumber))!);
      const foreign = await okDownload(t.adminC, "csv", { Read: read, Filter: { SectorId: SEED.sector.aCentral }, Cols: ["readNumber"], CSVSeparator: "," });
      expect(rowsHeader(foreign)).toBe(0);
      expect(parseCsvText(foreign, ",")).toEqual([[(await columns(t.adminC, read))[0]!.label]]);
    }
    // Hospital A's fresh reading is not in Clinic C's export
    const c = await okDownload(t.adminC, "xml", { Read: "BI", Filter: {}, Cols: ["notes"] });
    expect(c.text).not.toContain("He said");
  });

  test("Hospital A with another company's machine or sector ids exports nothing", async () => {
    for (const [read, filter] of [["BI", { SterilizerId: SEED.sterilizer.bAutoclaveA }], ["PRO", { WasherId: SEED.washer.bWasherA }], ["CHESTERILIZER", { SectorId: SEED.sector.bCentral }]] as const) {
      const res = await okDownload(t.adminA, "excel", { Read: read, Filter: filter, Cols: ["readNumber"] });
      expect(rowsHeader(res)).toBe(0);
      expect((await workbookOf(res)).worksheets[0]!.rowCount).toBe(HEADER);
    }
  });

  test("the same filter gives the same rows in the three formats and in the historical list", async () => {
    const { filter, rows } = await halfFilter(t.adminA, "PRO");
    const numbers = rows.map((r) => r.readNumber);
    const csv = parseCsvText(await okDownload(t.adminA, "csv", { Read: "PRO", Filter: filter, Cols: ["readNumber"], CSVSeparator: "|" }), "|").slice(1).map((r) => Number(r[0]));
    const xml = (xmlParser.parse((await okDownload(t.adminA, "xml", { Read: "PRO", Filter: filter, Cols: ["readNumber"] })).text).export.reading as { readNumber: string }[]).map((r) => Number(r.readNumber));
    const sheet = (await workbookOf(await okDownload(t.adminA, "excel", { Read: "PRO", Filter: filter, Cols: ["readNumber"] }))).worksheets[0]!;
    const excel: number[] = [];
    sheet.eachRow((row, n) => void (n > HEADER && excel.push(row.getCell(1).value as number)));
    expect({ csv, xml, excel }).toEqual({ csv: numbers, xml: numbers, excel: numbers });
  });
});
