// A picture (the company logo) in the top-left corner of a streamed Excel sheet. exceljs's
// streaming WorkbookWriter has no anchored images (only sheet backgrounds), so the three
// parts a picture needs are written here: the drawing (xl/drawings/drawing1.xml) with its
// relationship to the image (xl/media, added by exceljs's addImage), the sheet's <drawing>
// element and relationship, and the drawing's content type. Like stream.ts's backpressure,
// this leans on exceljs 4.4 internals (the sheet's rels writer and the write order of its
// closing elements); tests/api/logo.test.ts opens the file to check the picture is there.
import type ExcelJS from "exceljs";
import { fitHeight, type ImageSize } from "../logo/image";

const EMU_PER_PX = 9525;
const DRAWING = "xl/drawings/drawing1.xml";
const REL = "http://schemas.openxmlformats.org/officeDocument/2006/relationships";

interface Internals {
  zip: { append(data: unknown, opts: { name: string }): unknown };
  addContentTypes(): Promise<void>;
}
interface SheetInternals {
  _sheetRelsWriter: { addRelationship(rel: { Target: string; Type: string }): string };
  _writeRowBreaks(): void;
  stream: { write(s: string): void };
}

/** Column widths (characters) as pixels, the way Excel draws them at 100 %. */
const columnPx = (width: number | undefined) => Math.round((width ?? 9) * 7 + 5);

export function addSheetPicture(
  book: ExcelJS.stream.xlsx.WorkbookWriter,
  sheet: ExcelJS.Worksheet,
  picture: { bytes: Uint8Array; mimeType: "image/png" | "image/jpeg"; size: ImageSize | null },
  box: { height: number; maxWidth: number },
): { nextColumn: number; rowHeightPoints: number } {
  const b = book as unknown as Internals;
  const s = sheet as unknown as SheetInternals;
  const extension = picture.mimeType === "image/png" ? "png" : "jpeg";
  const imageId = book.addImage({ buffer: Buffer.from(picture.bytes) as never, extension });
  const media = `image${imageId}.${extension}`;
  const fit = fitHeight(picture.size, box.height, box.maxWidth);
  const [cx, cy] = [fit.width * EMU_PER_PX, fit.height * EMU_PER_PX];
  const pad = 4 * EMU_PER_PX;

  b.zip.append(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<xdr:wsDr xmlns:xdr="http://schemas.openxmlformats.org/drawingml/2006/spreadsheetDrawing" xmlns:a="http://schemas.openxmlformats.org/drawingml/2006/main" xmlns:r="${REL}">` +
      `<xdr:oneCellAnchor><xdr:from><xdr:col>0</xdr:col><xdr:colOff>${pad}</xdr:colOff><xdr:row>0</xdr:row><xdr:rowOff>${pad}</xdr:rowOff></xdr:from><xdr:ext cx="${cx}" cy="${cy}"/>` +
      `<xdr:pic><xdr:nvPicPr><xdr:cNvPr id="2" name="Logo" descr="Logo"/><xdr:cNvPicPr><a:picLocks noChangeAspect="1"/></xdr:cNvPicPr></xdr:nvPicPr>` +
      `<xdr:blipFill><a:blip r:embed="rId1"/><a:stretch><a:fillRect/></a:stretch></xdr:blipFill>` +
      `<xdr:spPr><a:xfrm><a:off x="0" y="0"/><a:ext cx="${cx}" cy="${cy}"/></a:xfrm><a:prstGeom prst="rect"><a:avLst/></a:prstGeom></xdr:spPr></xdr:pic><xdr:clientData/></xdr:oneCellAnchor></xdr:wsDr>`,
    { name: DRAWING },
  );
  b.zip.append(
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${REL}/image" Target="../media/${media}"/></Relationships>`,
    { name: "xl/drawings/_rels/drawing1.xml.rels" },
  );

  // <drawing> comes after the row breaks and before legacyDrawing in a worksheet (ECMA-376 CT_Worksheet).
  const writeRowBreaks = s._writeRowBreaks.bind(sheet);
  s._writeRowBreaks = () => {
    writeRowBreaks();
    const rId = s._sheetRelsWriter.addRelationship({ Target: "../drawings/drawing1.xml", Type: `${REL}/drawing` });
    s.stream.write(`<drawing r:id="${rId}"/>`);
  };

  // The package lists the drawing's content type (exceljs lists the media and the sheets).
  const addContentTypes = b.addContentTypes.bind(book);
  b.addContentTypes = () => {
    const append = b.zip.append.bind(b.zip);
    b.zip.append = (data, opts) =>
      append(opts.name === "[Content_Types].xml" ? String(data).replace("</Types>", `<Override PartName="/${DRAWING}" ContentType="application/vnd.openxmlformats-officedocument.drawing+xml"/></Types>`) : data, opts);
    try {
      return addContentTypes();
    } finally {
      b.zip.append = append;
    }
  };

  // The company's name goes in the first column the picture leaves free.
  let x = 0;
  let column = 1;
  const columns = sheet.columns ?? [];
  for (x = 0, column = 1; column <= columns.length && x < fit.width + 8; column++) x += columnPx(columns[column - 1]?.width);
  return { nextColumn: Math.max(2, column), rowHeightPoints: Math.ceil(((fit.height + 8) * 72) / 96) };
}
