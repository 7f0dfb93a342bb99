// Saving what a chart shows: the SVG as drawn, a PNG rendered from it at twice the size,
// and the table view as CSV (RFC 4180 quoting; a BOM so spreadsheet programs read UTF-8).
import type { TableCell, TableSpec } from "./types";

export const cellText = (cell: TableCell | undefined) => (cell == null ? "" : typeof cell === "object" ? cell.text : String(cell));

export function tableCsv(table: TableSpec): string {
  const quote = (s: string) => (/[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s);
  const lines = [table.columns.map((c) => quote(c.label)), ...table.rows.map((r) => table.columns.map((c) => quote(cellText(r[c.key]))))];
  return "\uFEFF" + lines.map((l) => l.join(",")).join("\r\n") + "\r\n";
}

/** The chart's SVG as a standalone document: namespaces, size, a white background. */
export function svgDocument(svg: SVGSVGElement): string {
  const copy = svg.cloneNode(true) as SVGSVGElement;
  copy.setAttribute("xmlns", "http://www.w3.org/2000/svg");
  copy.setAttribute("width", String(svg.clientWidth || svg.width.baseVal.value));
  copy.setAttribute("height", String(svg.clientHeight || svg.height.baseVal.value));
  copy.style.fontFamily = getComputedStyle(svg).fontFamily;
  copy.style.backgroundColor = "#ffffff";
  return new XMLSerializer().serializeToString(copy);
}

function save(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob);
  const a = Object.assign(document.createElement("a"), { href: url, download: filename });
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export const downloadCsv = (table: TableSpec, filename: string) => save(new Blob([tableCsv(table)], { type: "text/csv;charset=utf-8" }), `${filename}.csv`);
export const downloadSvg = (svg: SVGSVGElement, filename: string) => save(new Blob([svgDocument(svg)], { type: "image/svg+xml" }), `${filename}.svg`);

export async function downloadPng(svg: SVGSVGElement, filename: string) {
  const width = svg.clientWidth || 800;
  const height = svg.clientHeight || 350;
  const image = new Image();
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svgDocument(svg))}`;
  await image.decode();
  const canvas = Object.assign(document.createElement("canvas"), { width: width * 2, height: height * 2 });
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#ffffff";
  context.fillRect(0, 0, canvas.width, canvas.height);
  context.drawImage(image, 0, 0, canvas.width, canvas.height);
  const blob = await new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, "image/png"));
  if (blob) save(blob, `${filename}.png`);
}
