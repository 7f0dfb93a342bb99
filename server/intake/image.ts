// The photo of a chemical indicator sent by the mobile app. What a file is, is decided by
// its bytes (a JPEG or PNG by its first bytes), never by its name or declared type; it must
// be at most INTAKE_IMAGE_MAX_BYTES and INTAKE_IMAGE_MAX_PIXELS, and decode whole. What is
// stored is the photo re-encoded by server/logo/reencode.ts (JPEG stays JPEG, PNG stays PNG),
// turned upright as its EXIF orientation said: phones write the place (GPS), the device and
// the owner into EXIF, which a QC record must not keep, and nothing hidden after or inside
// the picture (HTML, script) survives.
import { PictureRefused, reencodePicture, type CleanPicture } from "../logo/reencode";

/** The largest photo accepted: 1.5 MB, under the server's 2 MB request limit (MAX_BODY_MB) with room for the fields; a downscaled strip close-up is a few hundred KB. */
export const INTAKE_IMAGE_MAX_BYTES = 1536 * 1024;
/** The most pixels a photo may have: 24 megapixels (a 12-megapixel phone photo fits; the app should send about 1600 px). Read from the header, before decoding. */
export const INTAKE_IMAGE_MAX_PIXELS = 24_000_000;

export type IntakeImageProblem = "empty" | "kind" | "truncated" | "tooLarge" | "tooManyPixels";
export class IntakeImageError extends Error {
  constructor(readonly problem: IntakeImageProblem) {
    super(problem);
  }
}

const PROBLEM_OF = { kind: "kind", damaged: "truncated", tooManyPixels: "tooManyPixels" } as const;

/** The checked photo, re-encoded without metadata, or an IntakeImageError naming what is wrong. */
export async function cleanIntakeImage(bytes: Uint8Array): Promise<CleanPicture> {
  if (!bytes.length) throw new IntakeImageError("empty");
  if (bytes.length > INTAKE_IMAGE_MAX_BYTES) throw new IntakeImageError("tooLarge");
  try {
    return await reencodePicture(bytes, INTAKE_IMAGE_MAX_PIXELS);
  } catch (e) {
    if (e instanceof PictureRefused) throw new IntakeImageError(PROBLEM_OF[e.reason]);
    throw e;
  }
}
