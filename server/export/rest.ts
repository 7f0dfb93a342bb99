// REST door of the exporter (spec 001 section 7 Export, docs/historical-api.md):
// POST /api/export/getexportcols → the columns; POST /api/export/{excel|csv|xml} → the file,
// streamed, with its row count in X-Export-Rows before the first byte.
import type { Router } from "../http/router";
import { ValidationError } from "../domain/errors";
import { parseLegacyQuery } from "../historical/query";
import { exportColumns, exportRead, selectColumns } from "./columns";
import { zonedClock } from "./format";
import { CONTENT_TYPE, CSV_SEPARATORS, exportCount, exportStream, FILE_EXTENSION, type FileType } from "./stream";
import { object, raw, text } from "../validation/wire";
import { STAFF } from "../auth/scopes";
import { requireFeature } from "../licenses/service";

/** { Read, Cols, CSVSeparator, Filter } (the columns checked by selectColumns: 'ColumnsErrorText'; the filter by parseLegacyQuery). */
const Export = object({ Read: text(40), Cols: raw(), CSVSeparator: text(10), Filter: raw() });

/** 'Exporter' + type + the date where the user is, e.g. Exporter_BI_2026-11-22.xlsx. */
export const exportFileName = (read: string, type: FileType, timeZone?: string | null, now = new Date()) =>
  `Exporter_${read}_${zonedClock(timeZone).local(now).slice(0, 10)}.${FILE_EXTENSION[type]}`;

export function exportRoutes(r: Router) {
  r.post("/api/export/getexportcols", STAFF, async (c) => exportColumns(c, (await c.body(Export)).Read));

  for (const type of ["excel", "csv", "xml"] as FileType[]) {
    r.post(`/api/export/${type}`, STAFF, async (c) => {
      const b = await c.body(Export);
      const read = exportRead(b.Read);
      const columns = selectColumns(read, b.Cols);
      const separator = b.CSVSeparator ?? ",";
      if (type === "csv" && !CSV_SEPARATORS.includes(separator)) throw new ValidationError({ CSVSeparator: [separator ? "Choose a separator: comma, semicolon, pipe or tab." : "This field is required"] });
      const { filter } = parseLegacyQuery({ Filter: b.Filter });
      const req = { read, type, filter, columns, separator };
      await requireFeature(c, "exporter");
      const rows = await exportCount(c, req);
      return new Response(await exportStream(c, req, c.request.signal), {
        headers: {
          "content-type": CONTENT_TYPE[type],
          "content-disposition": `attachment; filename="${exportFileName(read.read, type, filter.timeZone)}"`,
          "x-export-rows": String(rows),
          "access-control-expose-headers": "Content-Disposition, X-Export-Rows",
          "cache-control": "no-store",
        },
      });
    });
  }
}
