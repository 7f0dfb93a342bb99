// The recall list of an incident (docs/incidents.md "The recall list"): the loads processed on
// the machine since its last good test, in the order processed, each with how it was dealt with —
// as the incident page shows it, and as a file to print or hand over (CSV, Excel).
import type { ServiceContext } from "../context";
import { ownIncident } from "./service";
import { readingSummaries, type ReadingSummary } from "./readings";

export interface RecallRow {
  id: number;
  status: string;
  note: string | null;
  updatedAt: Date | null;
  updatedBy: { name: string } | null;
  reading: ReadingSummary | null;
}

export async function recallLoads(ctx: Pick<ServiceContext, "prisma">, incidentId: number): Promise<RecallRow[]> {
  const rows = await ctx.prisma.incidentLoad.findMany({ where: { incidentId }, include: { updatedBy: { select: { name: true } } } });
  const summaries = await readingSummaries(ctx.prisma, rows.map((r) => ({ kind: r.readingKind, id: r.readingId })));
  const byKey = new Map(summaries.map((s) => [`${s.kind}:${s.id}`, s]));
  return rows
    .map((r) => ({ id: r.id, status: r.status, note: r.note, updatedAt: r.updatedAt, updatedBy: r.updatedBy, reading: byKey.get(`${r.readingKind}:${r.readingId}`) ?? null }))
    .sort((a, b) => (a.reading?.date.getTime() ?? 0) - (b.reading?.date.getTime() ?? 0) || a.id - b.id);
}

const KIND = { BI: "Biological indicator", PRO: "Protein", CHE_STERILIZER: "Chemical (sterilizer)", CHE_WASHER: "Chemical (washer)" } as const;
const STATUS: Record<string, string> = { PENDING: "Pending", RECALLED: "Recalled", LOCATED: "Located", NOT_NEEDED: "Not needed" };
const HEADER = ["Read number", "Kind", "Processed", "Cycle", "Load", "Lot", "Sector", "Operator", "Status", "Note", "Marked by", "Marked at"];

/** The recall list of one of the caller's incidents as rows of values (dates as Dates). */
async function recallTable(ctx: ServiceContext, incidentId: number): Promise<{ incidentId: number; rows: (string | number | Date | null)[][] }> {
  const incident = await ownIncident(ctx, incidentId);
  const loads = await recallLoads(ctx, incident.id);
  const operatorIds = [...new Set(loads.map((l) => l.reading?.operatorId).filter((id): id is number => id != null))];
  const users = await ctx.prisma.appUser.findMany({ where: { id: { in: operatorIds }, companyId: incident.companyId }, select: { id: true, name: true, lastName: true } });
  const names = new Map(users.map((u) => [u.id, `${u.name} ${u.lastName}`.trim()]));
  return {
    incidentId: incident.id,
    rows: loads.map((l) => {
      const r = l.reading;
      return [r?.readNumber ?? null, r ? KIND[r.kind] : null, r?.date ?? null, r?.cycle ?? null, r?.loadNumber ?? null, r?.lot ?? null, r?.sectorName ?? null, r?.operatorId ? names.get(r.operatorId) ?? null : null, STATUS[l.status] ?? l.status, l.note, l.updatedBy?.name ?? null, l.updatedAt];
    }),
  };
}

/** A CSV cell: quoted when it holds a separator, a quote or a line end; a leading =, +, - or @ is neutralised (no formula in a spreadsheet). */
function csvCell(v: string | number | Date | null): string {
  if (v === null) return "";
  let text = v instanceof Date ? v.toISOString() : String(v);
  if (typeof v === "string" && /^[=+\-@]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The recall list as a file: CSV (UTF-8 with a byte-order mark, for spreadsheets) or Excel. */
export async function recallFile(ctx: ServiceContext, incidentId: number, format: "csv" | "xlsx"): Promise<Response> {
  const { incidentId: id, rows } = await recallTable(ctx, incidentId);
  const name = `recall-incident-${id}.${format}`;
  if (format === "csv") {
    const text = "\uFEFF" + [HEADER, ...rows].map((row) => row.map(csvCell).join(",")).join("\r\n") + "\r\n";
    return new Response(text, { headers: { "content-type": "text/csv; charset=utf-8", "content-disposition": `attachment; filename="${name}"` } });
  }
  const ExcelJS = (await import("exceljs")).default;
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet(`Recall ${id}`, { views: [{ state: "frozen", ySplit: 1 }] });
  sheet.addRow(HEADER).font = { bold: true };
  for (const row of rows) sheet.addRow(row);
  sheet.getColumn(3).numFmt = "yyyy-mm-dd hh:mm";
  sheet.getColumn(12).numFmt = "yyyy-mm-dd hh:mm";
  HEADER.forEach((h, i) => (sheet.getColumn(i + 1).width = Math.max(12, h.length + 2)));
  const bytes = await book.xlsx.writeBuffer();
  return new Response(bytes as ArrayBuffer, { headers: { "content-type": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet", "content-disposition": `attachment; filename="${name}"` } });
}
