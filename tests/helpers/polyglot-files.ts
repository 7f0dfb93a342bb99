// Pictures that are also something else (issue 33 L5): a valid PNG or JPEG carrying HTML or
// script where a picture's decoder does not look (after its end, in a text chunk, a comment,
// EXIF), one with EXIF GPS and an orientation, and headers declaring far more pixels than
// the file holds (decompression bombs). What the server stores must be a picture only.
import { deflateSync } from "node:zlib";
import sharp from "sharp";
import { LOGO_JPEG, logoPng, pngChunk } from "./logo-files";

export const PAYLOAD = "<html><body><script>alert(document.domain)</script></body></html>";
/** What must not be found in a stored picture. */
export const hasPayload = (bytes: Uint8Array) => ["<script", "<html"].some((s) => Buffer.from(bytes).includes(s));

const png = Buffer.from(logoPng(400, 80, 1));
const afterIhdr = 33; // signature (8) + IHDR chunk (25)
/** A 400 × 80 PNG with `<script>` after IEND. */
export const PNG_TRAILING_SCRIPT = new Uint8Array(Buffer.concat([png, Buffer.from(PAYLOAD)]));
/** A 400 × 80 PNG with the HTML in a tEXt chunk (valid CRC, so a decoder reads it as a comment). */
export const PNG_TEXT_HTML = new Uint8Array(Buffer.concat([png.subarray(0, afterIhdr), pngChunk("tEXt", Buffer.from(`Comment\0${PAYLOAD}`, "latin1")), png.subarray(afterIhdr)]));
/** A 400 × 80 PNG with the HTML in a private ancillary chunk ("htMl": decoders skip what they do not know). */
export const PNG_PRIVATE_CHUNK_HTML = new Uint8Array(Buffer.concat([png.subarray(0, afterIhdr), pngChunk("htMl", Buffer.from(PAYLOAD)), png.subarray(afterIhdr)]));

/** A JPEG segment: marker, length, payload. */
const segment = (marker: number, payload: Buffer) => Buffer.concat([Buffer.from([0xff, marker, (payload.length + 2) >> 8, (payload.length + 2) & 0xff]), payload]);
/** The 150 × 30 JPEG with the HTML after its end marker. */
export const JPEG_TRAILING_HTML = new Uint8Array(Buffer.concat([LOGO_JPEG, Buffer.from(PAYLOAD)]));
/** The 150 × 30 JPEG with the HTML in a COM segment right after SOI. */
export const JPEG_COMMENT_HTML = new Uint8Array(Buffer.concat([LOGO_JPEG.subarray(0, 2), segment(0xfe, Buffer.from(PAYLOAD)), LOGO_JPEG.subarray(2)]));
/** The 150 × 30 JPEG with the HTML in an APP15 segment (an application's own data, which decoders skip). */
export const JPEG_APP15_HTML = new Uint8Array(Buffer.concat([LOGO_JPEG.subarray(0, 2), segment(0xef, Buffer.from(PAYLOAD)), LOGO_JPEG.subarray(2)]));

/** A GPS field that is text, so its bytes can be looked for. */
export const GPS_MARK = "WGS-84-secret-place";
/** A 64 × 32 JPEG whose EXIF says: GPS position, the HTML as its description, orientation 6 (turn 90° clockwise: upright it is 32 × 64). */
export const jpegWithGps = () =>
  sharp({ create: { width: 64, height: 32, channels: 3, background: "#2a7f6f" } })
    .jpeg()
    .withExif({ IFD0: { ImageDescription: PAYLOAD }, IFD3: { GPSLatitudeRef: "N", GPSLatitude: "40/1 25/1 0/1", GPSMapDatum: GPS_MARK } })
    .withMetadata({ orientation: 6 })
    .toBuffer()
    .then((b) => new Uint8Array(b));

/** A PNG of a few hundred bytes that declares width × height pixels (one compressed row of zeros). */
export function pngBomb(width: number, height: number): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const row = Buffer.alloc(1 + width * 3);
  return new Uint8Array(Buffer.concat([png.subarray(0, 8), pngChunk("IHDR", ihdr), pngChunk("IDAT", deflateSync(row)), pngChunk("IEND", new Uint8Array())]));
}

/** The 150 × 30 JPEG with its frame header saying 65,000 × 65,000. */
export function jpegBomb(): Uint8Array {
  const b = Buffer.from(LOGO_JPEG);
  for (let at = 2; at < b.length; at += 2 + b.readUInt16BE(at + 2)) {
    if (b[at + 1] === 0xc0 || b[at + 1] === 0xc2) {
      b.writeUInt16BE(65_000, at + 5);
      b.writeUInt16BE(65_000, at + 7);
      return new Uint8Array(b);
    }
  }
  throw new Error("no frame header");
}

/** What a stored picture is once decoded: format, size, whether it still has EXIF, its RGB(A) pixels. */
export async function decoded(bytes: Uint8Array) {
  const meta = await sharp(bytes).metadata();
  return { format: meta.format, width: meta.width, height: meta.height, exif: meta.exif !== undefined, pixels: await sharp(bytes).raw().toBuffer() };
}
