// Every uploaded picture (company logo, chemical intake photo) is decoded and written anew
// by libvips (sharp), never stored as it came: bytes after the image's end, text chunks,
// comments, EXIF (GPS, device, owner), XMP and ICC profiles do not survive, so a file that is
// a PNG or JPEG *and* HTML/script (a polyglot) comes out as a picture only. The format stays
// the one the first bytes say (PNG stays lossless). The pixel count is read from the header
// and bounded before anything is decoded (a small file declaring 50,000 × 50,000 pixels).
import sharp from "sharp";
import { imageTypeOf, type PictureType } from "./image";

// Each upload is a new picture: libvips' operation cache would only hold decoded uploads.
sharp.cache(false);

/** Why a picture was refused: not PNG/JPEG by its bytes, not decodable (cut, damaged, disguised), or too many pixels. */
export type PictureRefusal = "kind" | "damaged" | "tooManyPixels";
export class PictureRefused extends Error {
  constructor(readonly reason: PictureRefusal) {
    super(reason);
  }
}

export interface CleanPicture {
  mimeType: PictureType;
  data: Uint8Array<ArrayBuffer>;
  width: number;
  height: number;
}

/** JPEG output: quality 90 (an indicator strip's colour is the reading), about the size a phone sent. */
const JPEG_OUT = { quality: 90 } as const;
/** A bound on one decode and encode (a 12-megapixel photo takes well under a second). */
const TIMEOUT_SECONDS = 20;

/**
 * The picture decoded and re-encoded in its own format with no metadata, turned upright
 * first as its EXIF orientation says. `maxPixels` bounds width × height (after turning).
 */
export async function reencodePicture(bytes: Uint8Array, maxPixels: number): Promise<CleanPicture> {
  const mimeType = imageTypeOf(bytes);
  if (!mimeType) throw new PictureRefused("kind");
  const format = mimeType === "image/png" ? "png" : "jpeg";
  // The header alone (no pixel limit there: it decodes nothing) tells the size, to name the refusal.
  const meta = await sharp(bytes, { limitInputPixels: false })
    .metadata()
    .catch(() => null);
  if (!meta?.width || !meta.height || meta.format !== format) throw new PictureRefused("damaged");
  if (meta.width * meta.height > maxPixels) throw new PictureRefused("tooManyPixels");
  // failOn "warning": a cut or corrupt file is refused rather than stored half grey.
  const encoder = sharp(bytes, { limitInputPixels: maxPixels, failOn: "warning", autoOrient: true }).timeout({ seconds: TIMEOUT_SECONDS });
  // A palette PNG stays a palette PNG (no dithering), so a small logo does not grow fourfold.
  const out = await (format === "png" ? encoder.png({ compressionLevel: 9, palette: meta.isPalette, dither: 0 }) : encoder.jpeg(JPEG_OUT))
    .toBuffer({ resolveWithObject: true })
    .catch(() => {
      throw new PictureRefused("damaged");
    });
  return { mimeType, data: new Uint8Array(out.data), width: out.info.width, height: out.info.height };
}
