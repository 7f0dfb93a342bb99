// The printable record of the filtered historical readings (GetReport / historicalReport):
// one self-contained HTML document for the report viewer's iframe and the printer. Holds the
// company, sector, period, the filters applied, the readings (the type's report columns),
// totals by result over every matching reading, and who printed it and when.
// Print CSS: A4 landscape, the table header repeats on each page (thead), rows never split.
import type { ServiceContext } from "../context";
import { readingTable } from "../readings/kinds";
import { readingScope } from "../readings/scope";
import { uiTexts } from "../seed/data/ui-texts";
import { RESULTS } from "../readings/enums";
import { columnLabel, columnsOfOption, loadLookups, type Lookups } from "../export/columns";
import { escapeHtml as h, regionalClock } from "../export/format";
import { companyLook } from "../export/company";
import { fitHeight } from "../logo/image";
import type { HistoricalOption } from "./options";
import { dateColumnOf, historicalWhere, idFilters, licensed, type HistoricalFilter } from "./query";
import { checkFilterScope } from "./filter-scope";
import { RECORD_TEXTS } from "../i18n/report-texts";
import { signaturesOfReadings, type SignatureView } from "../signatures/records";
import { textIn } from "../licenses/texts";

/** The most readings one record prints (the totals still count every match). */
export const REPORT_MAX_ROWS = 5000;

const TEXT = {
  en: { title: "Record of readings", BI: "Biological indicators (sterilisation)", BID: "Biological indicators (disinfection)", PRO: "Protein indicators", CHE_STERILIZER: "Chemical indicators (sterilizer)", CHE_WASHER: "Chemical indicators (washer)", company: "Company", sector: "Sector", period: "Period", filters: "Filters", none: "None", all: "All", from: "from", to: "to", totals: "Totals by result", total: "Total", noResult: "No result", printedBy: "Printed by", at: "on", truncated: (n: number) => `Only the first ${n} readings are listed; narrow the filter to print the others.`, print: "Print", empty: "No readings match the filter.", resultDates: "Result dates", incubator: "Incubator", editUser: "Edited by", sterilizer: "Sterilizer", disinfector: "Disinfector", washer: "Washer", result: "Result", readNumber: "Read number" },
  es: { title: "Registro de lecturas", BI: "Indicadores biológicos (esterilización)", BID: "Indicadores biológicos (desinfección)", PRO: "Indicadores de proteína", CHE_STERILIZER: "Indicadores químicos (esterilizador)", CHE_WASHER: "Indicadores químicos (lavadora)", company: "Empresa", sector: "Sector", period: "Periodo", filters: "Filtros", none: "Ninguno", all: "Todos", from: "desde", to: "hasta", totals: "Totales por resultado", total: "Total", noResult: "Sin resultado", printedBy: "Impreso por", at: "el", truncated: (n: number) => `Solo se listan las primeras ${n} lecturas; acote el filtro para imprimir las demás.`, print: "Imprimir", empty: "Ninguna lectura coincide con el filtro.", resultDates: "Fechas de resultado", incubator: "Incubadora", editUser: "Editado por", sterilizer: "Esterilizador", disinfector: "Desinfector", washer: "Lavadora", result: "Resultado", readNumber: "Nº de lectura" },
};

export async function historicalReport(ctx: ServiceContext, o: HistoricalOption, f: HistoricalFilter): Promise<string> {
  await licensed(ctx, o);
  await checkFilterScope(ctx, o, f);
  const p = ctx.principal!;
  const companyId = p.companyId!;
  const where = historicalWhere(ctx, o, f);
  const table = readingTable(ctx.prisma, o.kind) as any;
  const dateColumn = dateColumnOf(o.kind);
  // The company's look: label language, temperature unit, regional format of dates, logo.
  const look = await companyLook(ctx, companyId, { logo: true });
  const lang = look.lang;
  const company = { name: look.companyName };
  const [rows, groups, lookups, me] = await Promise.all([
    table.findMany({ where, orderBy: [{ [dateColumn]: "asc" }, { id: "asc" }], take: REPORT_MAX_ROWS + 1 }) as Promise<Record<string, any>[]>,
    table.groupBy({ by: ["result"], where, _count: { _all: true } }) as Promise<{ result: number | null; _count: { _all: number } }[]>,
    loadLookups(ctx, companyId, lang, look.temperatureUnit),
    ctx.prisma.appUser.findUniqueOrThrow({ where: { id: p.userId }, select: { name: true, lastName: true, email: true } }),
  ]);
  const t = lang === "en" || lang === "es" ? TEXT[lang] : RECORD_TEXTS[lang];
  const clock = regionalClock(f.timeZone, look.format);
  const columns = columnsOfOption(o).filter((c) => c.report);
  const truncated = rows.length > REPORT_MAX_ROWS;
  const listed = rows.slice(0, REPORT_MAX_ROWS);
  const signatures = await signaturesOfReadings(ctx.prisma, companyId, o.kind, listed);
  const cell = (v: unknown, type: string) => (v === null || v === undefined ? "" : type === "date" ? clock.dateTime(v as Date) : type === "day" ? clock.day(v as Date) : type === "boolean" ? (v ? "✓" : "") : String(v));

  const limitedTo = readingScope(p).sectorId;
  const sectorName = limitedTo !== undefined ? lookups.sectors.get(limitedTo) : f.sectorId ? lookups.sectors.get(f.sectorId) : null;
  const day = (d: Date) => clock.date(d);
  const range = (a?: Date | null, b?: Date | null) => (a || b ? `${a ? `${t.from} ${day(a)}` : ""} ${b ? `${t.to} ${day(b)}` : ""}`.trim() : t.all);
  const kindTitle = o.kind === "BI" ? (o.disinfection ? t.BID : t.BI) : t[o.kind];
  const total = groups.reduce((n, g) => n + g._count._all, 0);
  const totals = Object.entries(RESULTS[o.kind])
    .map(([code, name]) => [lang === "en" ? name : uiTexts[name]?.[lang] ?? name, groups.find((g) => g.result === Number(code))?._count._all ?? 0] as const)
    .concat(groups.some((g) => g.result === null) ? [[t.noResult, groups.find((g) => g.result === null)!._count._all] as const] : []);

  return `<!doctype html>
<html lang="${lang}"><head><meta charset="utf-8"><title>${h(t.title)} · ${h(company.name)}</title>
<style>
@page { size: A4 landscape; margin: 12mm; }
* { box-sizing: border-box; }
body { font: 11px/1.4 system-ui, -apple-system, "Segoe UI", sans-serif; color: #1f2328; margin: 16px; }
h1 { font-size: 18px; margin: 0 0 2px; }
.logo { display: block; margin: 0 0 8px; object-fit: contain; object-position: left center; }
h2 { font-size: 13px; margin: 16px 0 6px; }
.sub { color: #59636e; margin: 0 0 12px; }
dl { display: grid; grid-template-columns: max-content 1fr; gap: 2px 12px; margin: 0 0 12px; }
dt { font-weight: 600; }
dd { margin: 0; }
table { width: 100%; border-collapse: collapse; }
th, td { border: 1px solid #d1d9e0; padding: 3px 5px; text-align: left; vertical-align: top; }
th { background: #f6f8fa; }
td.n { text-align: right; font-variant-numeric: tabular-nums; }
thead { display: table-header-group; }
tr { break-inside: avoid; page-break-inside: avoid; }
.totals { width: auto; min-width: 260px; }
.note { color: #9a6700; }
.void { color: #d1242f; }
.signatures { width: auto; }
footer { margin-top: 14px; color: #59636e; }
@media print { body { margin: 0; } .noprint { display: none; } }
</style></head>
<body>
${logoHtml(look.logo, company.name)}<h1>${h(t.title)}</h1>
<p class="sub">${h(kindTitle)}</p>
<dl>
<dt>${h(t.company)}</dt><dd data-field="company">${h(company.name)}</dd>
<dt>${h(t.sector)}</dt><dd data-field="sector">${h(sectorName ?? t.all)}</dd>
<dt>${h(t.period)}</dt><dd data-field="period">${h(range(f.dateFrom, f.dateTo))}</dd>
<dt>${h(t.filters)}</dt><dd data-field="filters">${h(filterText(o, f, lookups, t, range, RESULTS[o.kind]) || t.none)}</dd>
</dl>
${
  listed.length
    ? `<table class="readings"><thead><tr>${columns.map((c) => `<th>${h(columnLabel(c, lang, look.temperatureUnit))}</th>`).join("")}</tr></thead>
<tbody>
${listed.map((r) => `<tr>${columns.map((c) => `<td${c.type === "number" ? ' class="n"' : ""}>${h(cell(c.value(r, lookups), c.type))}</td>`).join("")}</tr>`).join("\n")}
</tbody></table>`
    : `<p>${h(t.empty)}</p>`
}
${truncated ? `<p class="note">${h(t.truncated(REPORT_MAX_ROWS))}</p>` : ""}
${signaturesHtml(listed, signatures, lang, (d) => `${clock.dateTime(d)} (${clock.zone})`, columnLabel(columns.find((c) => c.key === "readNumber") ?? columns[0]!, lang, look.temperatureUnit))}
<h2>${h(t.totals)}</h2>
<table class="totals"><tbody>
${totals.map(([name, n]) => `<tr><td>${h(name)}</td><td class="n">${n}</td></tr>`).join("\n")}
<tr><th>${h(t.total)}</th><th class="n" data-field="total">${total}</th></tr>
</tbody></table>
<footer>${h(t.printedBy)} ${h(`${me.name} ${me.lastName}`)} (${h(me.email)}) ${h(t.at)} ${h(clock.dateTime(new Date()))} (${h(clock.zone)})</footer>
</body></html>`;
}

/**
 * The electronic signatures of the listed readings (21 CFR Part 11 §11.50: the manifestation is
 * printed with the record): signer, date and time with the zone, meaning; "void" when the reading
 * changed after it was signed. Nothing when none is signed.
 */
function signaturesHtml(rows: Record<string, any>[], signatures: Map<number, SignatureView[]>, lang: string, time: (d: Date) => string, readNumberLabel: string): string {
  if (!signatures.size) return "";
  const text = (key: string, values?: Record<string, string>) => textIn(key, lang, values);
  const line = (s: SignatureView) => text("signatures.line", { name: s.signedBy, time: time(s.signedAt), meaning: text(`incidents.meaning.${s.meaning}`), action: text(`signatures.action.${s.action}`) });
  const signed = rows.filter((r) => signatures.has(r.id));
  return `<h2>${h(text("signatures.title"))}</h2>
<table class="signatures" data-field="signatures"><thead><tr><th>${h(readNumberLabel)}</th><th>${h(text("signatures.title"))}</th></tr></thead><tbody>
${signed.map((r) => `<tr><td class="n">${h(String(r.readNumber))}</td><td>${signatures.get(r.id)!.map((s) => `<div data-valid="${s.valid}">${h(line(s))}${s.valid ? "" : ` <strong class="void">${h(text("signatures.void"))}</strong>`}</div>`).join("")}</td></tr>`).join("\n")}
</tbody></table>`;
}

/**
 * The company's logo at the top of the record, inline as a data: URL (the record is one
 * self-contained document: printed, and shown in a frame without scripts). Only the PNG and
 * JPEG the upload lets in are ever stored; the type comes from the stored row.
 */
function logoHtml(logo: Awaited<ReturnType<typeof companyLook>>["logo"], company: string): string {
  if (!logo) return "";
  const box = fitHeight(logo.size, 48, 260);
  return `<img class="logo" data-field="logo" src="data:${logo.mimeType};base64,${Buffer.from(logo.bytes).toString("base64")}" width="${box.width}" height="${box.height}" alt="${h(company)}">\n`;
}

/** The filters besides sector and period, in words: the ids that apply to the kind, checked by checkFilterScope. */
function filterText(o: HistoricalOption, f: HistoricalFilter, l: Lookups, t: (typeof TEXT)["en"], range: (a?: Date | null, b?: Date | null) => string, results: Record<number, string>): string {
  const parts: string[] = [];
  if (f.resultDateFrom || f.resultDateTo) parts.push(`${t.resultDates}: ${range(f.resultDateFrom, f.resultDateTo)}`);
  const names = {
    incubatorId: [t.incubator, (id: number) => l.incubators.get(id)?.name],
    editUserId: [t.editUser, (id: number) => l.users.get(id)],
    sterilizerId: [t.sterilizer, (id: number) => l.machines.sterilizer.get(id)?.name],
    disinfectorId: [t.disinfector, (id: number) => l.machines.disinfector.get(id)?.name],
    washerId: [t.washer, (id: number) => l.machines.washer.get(id)?.name],
  } as const;
  for (const [key, id] of idFilters(o, f)) parts.push(`${names[key][0]}: ${names[key][1](id) ?? id}`);
  if (f.result) parts.push(`${t.result}: ${results[f.result] ?? f.result}`);
  if (f.readNumber) parts.push(`${t.readNumber}: ${f.readNumber}`);
  return parts.join("; ");
}
