// The photo of a chemical indicator sent by the mobile app. What a file is, is decided by
// its bytes (server/logo's magic-byte check), never by its name or declared type; the file
// must be whole (a JPEG's segments up to its scan and its end marker, a PNG's chunks up to
// IEND) and at most INTAKE_IMAGE_MAX_BYTES. Metadata is dropped before storing: phones write
// the place (GPS), the device and the owner into EXIF, which a QC record must not keep.
// No image library is installed (no sharp), so this walks the container formats itself:
// JPEG APP1 (EXIF, XMP), APP13 (IPTC) and COM segments, PNG eXIf and text chunks are removed;
// the pixels (scan data, IDAT) are copied unchanged.
import { imageTypeOf } from "../logo/service";

/** The largest photo accepted: 1.5 MB, under the server's 2 MB request limit (MAX_BODY_MB) with room for the fields; a downscaled strip close-up is a few hundred KB. */
export const INTAKE_IMAGE_MAX_BYTES = 1536 * 1024;

export type IntakeImageProblem = "empty" | "kind" | "truncated" | "tooLarge";
export class IntakeImageError extends Error {
  constructor(readonly problem: IntakeImageProblem) {
    super(problem);
  }
}

/** The checked picture with its metadata removed, or an IntakeImageError naming what is wrong. */
export function cleanIntakeImage(bytes: Uint8Array): { mimeType: "image/jpeg" | "image/png"; data: Uint8Array<ArrayBuffer> } {
  if (!bytes.length) throw new IntakeImageError("empty");
  if (bytes.length > INTAKE_IMAGE_MAX_BYTES) throw new IntakeImageError("tooLarge");
  const type = imageTypeOf(bytes);
  if (!type) throw new IntakeImageError("kind");
  return { mimeType: type, data: type === "image/jpeg" ? stripJpeg(bytes) : stripPng(bytes) };
}

/** JPEG segments that carry metadata rather than the picture: APP1 (Exif, XMP), APP13 (IPTC), COM. */
const JPEG_DROPPED = new Set([0xe1, 0xed, 0xfe]);

/**
 * Copies SOI, every header segment but the dropped ones, then the rest from SOS on (entropy
 * data has no lengths; it is copied as is) and checks the file ends with EOI.
 */
export function stripJpeg(b: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [b.subarray(0, 2)];
  let i = 2;
  for (;;) {
    if (i + 4 > b.length || b[i] !== 0xff) throw new IntakeImageError("truncated");
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker === 0xd9) throw new IntakeImageError("truncated"); // EOI before any scan
    const length = (b[i + 2]! << 8) | b[i + 3]!;
    if (length < 2 || i + 2 + length > b.length) throw new IntakeImageError("truncated");
    if (marker === 0xda) break;
    if (!JPEG_DROPPED.has(marker)) parts.push(b.subarray(i, i + 2 + length));
    i += 2 + length;
  }
  const rest = b.subarray(i);
  // The file must end with EOI (FF D9); trailing zero padding some cameras add is tolerated.
  let end = b.length;
  while (end > i && b[end - 1] === 0) end--;
  if (end - i < 2 || b[end - 2] !== 0xff || b[end - 1] !== 0xd9) throw new IntakeImageError("truncated");
  parts.push(rest);
  return concat(parts);
}

/** PNG chunks that carry metadata: eXIf, tEXt, zTXt, iTXt, tIME. */
const PNG_DROPPED = new Set(["eXIf", "tEXt", "zTXt", "iTXt", "tIME"]);

/** Copies the signature and every chunk but the dropped ones; the file must reach IEND. */
export function stripPng(b: Uint8Array): Uint8Array<ArrayBuffer> {
  const parts: Uint8Array[] = [b.subarray(0, 8)];
  let i = 8;
  for (;;) {
    if (i + 12 > b.length) throw new IntakeImageError("truncated");
    const length = ((b[i]! << 24) >>> 0) + (b[i + 1]! << 16) + (b[i + 2]! << 8) + b[i + 3]!;
    const type = String.fromCharCode(b[i + 4]!, b[i + 5]!, b[i + 6]!, b[i + 7]!);
    const next = i + 12 + length;
    if (next > b.length) throw new IntakeImageError("truncated");
    if (!PNG_DROPPED.has(type)) parts.push(b.subarray(i, next));
    i = next;
    if (type === "IEND") break;
  }
  return concat(parts);
}

function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

/** Whether the bytes still hold an EXIF block (JPEG "Exif\0\0" header or a PNG eXIf chunk). */
export function hasExif(b: Uint8Array): boolean {
  const s = Buffer.from(b).toString("latin1");
  return s.includes("Exif\0\0") || s.includes("eXIf");
}
