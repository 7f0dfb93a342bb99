// The recall list as a file (GET /api/incidents/:id/recall?format=csv|xlsx, server/incidents/
// recall.ts): after a positive BI on a fresh sterilizer, the incident's loads — the one still
// incubating and the failed one — come as CSV (UTF-8 with a BOM; a note that starts like a
// formula is neutralised) and as an Excel workbook read back with exceljs, with the marks made
// on the incident page. Another company's incident is Not found; a format other than csv or
// xlsx is refused.
import { beforeAll, describe, expect, test } from "bun:test";
import ExcelJS from "exceljs";
import { api, BASE_URL, gql, uniqueSuffix } from "../helpers";
import { tokenOf } from "../helpers/company";

let admin: string;
let incidentId: number;
const loads: { id: number; readNumber: number }[] = [];

async function bi(sterilizerId: number, body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", sterilizerId, ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}

const file = (id: number, format: string, token = admin) => fetch(`${BASE_URL}/api/incidents/${id}/recall?format=${format}`, { headers: { authorization: `Bearer ${token}` } });

describe("recall list export", () => {
  beforeAll(async () => {
    admin = await tokenOf("adminA");
    const suffix = uniqueSuffix();
    const created = await gql(`mutation($input: MachineInput!) { createMachine(kind: STERILIZER, input: $input) { machineId } }`, { input: { sectorId: null, name: `Recall autoclave ${suffix}`, brand: "E2E", serial: `RCL-${suffix}` } }, admin);
    const sterilizerId = created.data.createMachine.machineId;
    await bi(sterilizerId, { result: 1, minutesAgo: 300, lot: "LOTOK" });
    loads.push(await bi(sterilizerId, { noResult: true, minutesAgo: 200, lot: "LOTA" }));
    loads.push(await bi(sterilizerId, { result: 2, minutesAgo: 100, lot: "LOTB" }));
    const open = await gql(`query($id: ID!) { node(id: $id) { ... on Sterilizer { openIncident { incidentId loads { loadId reading { readNumber } } } } } }`, { id: btoa(`Sterilizer:${sterilizerId}`) }, admin);
    const incident = open.data.node.openIncident;
    incidentId = incident.incidentId;
    const first = incident.loads.find((l: any) => l.reading.readNumber === loads[0]!.readNumber);
    const marked = await gql(`mutation($input: IncidentLoadMarkInput!) { markIncidentLoad(input: $input) { id } }`, { input: { loadId: first.loadId, status: "NOT_NEEDED", note: '=HYPERLINK("x"), still in the sterilizer' } }, admin);
    expect(marked.errors).toBeUndefined();
  });

  test("CSV: a header and one line per load, in the order processed, with the marks", async () => {
    const res = await file(incidentId, "csv");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("text/csv");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="recall-incident-${incidentId}.csv"`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]); // the byte-order mark spreadsheets read UTF-8 by
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe("Read number,Kind,Processed,Cycle,Load,Lot,Sector,Operator,Status,Note,Marked by,Marked at");
    expect(lines.length).toBe(3);
    expect(lines[1]).toStartWith(`${loads[0]!.readNumber},Biological indicator,`);
    expect(lines[1]).toContain(",LOTA,");
    expect(lines[1]).toContain(`,Not needed,"'=HYPERLINK(""x""), still in the sterilizer",`);
    expect(lines[2]).toStartWith(`${loads[1]!.readNumber},Biological indicator,`);
    expect(lines[2]).toContain(",LOTB,");
    expect(lines[2]).toContain(",Pending,");
  });

  test("Excel: the same rows, dates as dates", async () => {
    const res = await file(incidentId, "xlsx");
    expect(res.status).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(Buffer.from(await res.arrayBuffer()) as never);
    const sheet = book.worksheets[0]!;
    expect(sheet.name).toBe(`Recall ${incidentId}`);
    expect(sheet.getRow(1).getCell(1).value).toBe("Read number");
    expect(sheet.rowCount).toBe(3);
    expect(sheet.getRow(2).getCell(1).value).toBe(loads[0]!.readNumber);
    expect(sheet.getRow(2).getCell(3).value).toBeInstanceOf(Date);
    expect(sheet.getRow(2).getCell(9).value).toBe("Not needed");
    expect(sheet.getRow(3).getCell(6).value).toBe("LOTB");
  });

  test("another company's incident is Not found; an unknown format is refused", async () => {
    const other = await file(incidentId, "csv", await tokenOf("adminB"));
    expect(other.status).toBe(404);
    const bad = await file(incidentId, "pdf");
    expect(bad.status).toBe(400);
    expect((await file(incidentId, "csv", "not-a-token")).status).toBe(401);
  });
});
