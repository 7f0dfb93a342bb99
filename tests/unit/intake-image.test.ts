// server/intake/image.ts: the intake photo is re-encoded (server/logo/reencode.ts, tested in
// picture-reencode.test.ts) with its EXIF gone and turned upright; each refusal names its
// problem, which the service turns into the documented message.
import { expect, test } from "bun:test";
import sharp from "sharp";
import { cleanIntakeImage, IntakeImageError, INTAKE_IMAGE_MAX_BYTES, INTAKE_IMAGE_MAX_PIXELS } from "../../server/intake/image";
import { JPEG_WITH_EXIF, GIF, TRUNCATED_JPEG } from "../helpers/intake-files";
import { LOGO_JPEG, logoPng } from "../helpers/logo-files";
import { GPS_MARK, hasPayload, jpegWithGps, pngBomb, JPEG_TRAILING_HTML } from "../helpers/polyglot-files";

const problem = (bytes: Uint8Array) =>
  cleanIntakeImage(bytes).then(
    () => null,
    (e) => (e instanceof IntakeImageError ? e.problem : Promise.reject(e)),
  );

test("a phone's JPEG: EXIF (GPS) gone, upright, still a JPEG; a PNG stays a PNG", async () => {
  const photo = await cleanIntakeImage(await jpegWithGps());
  expect(photo).toMatchObject({ mimeType: "image/jpeg", width: 32, height: 64 });
  expect(Buffer.from(photo.data).includes(GPS_MARK) || Buffer.from(photo.data).includes("Exif")).toBe(false);
  const exif = await cleanIntakeImage(JPEG_WITH_EXIF);
  expect(Buffer.from(exif.data).includes("GPS 40.4168N") || Buffer.from(exif.data).includes("Exif")).toBe(false);
  expect((await sharp(exif.data).metadata()).exif).toBeUndefined();
  expect(hasPayload((await cleanIntakeImage(JPEG_TRAILING_HTML)).data)).toBe(false);
  expect(await cleanIntakeImage(logoPng(8, 4))).toMatchObject({ mimeType: "image/png", width: 8, height: 4 });
});

test("refusals: kind by the first bytes, damaged files, empty, oversize in bytes and in pixels", async () => {
  expect(await problem(GIF)).toBe("kind");
  expect(await problem(new TextEncoder().encode("not a picture"))).toBe("kind");
  expect(await problem(TRUNCATED_JPEG)).toBe("truncated");
  expect(await problem(LOGO_JPEG.subarray(0, LOGO_JPEG.length - 2))).toBe("truncated");
  expect(await problem(new Uint8Array())).toBe("empty");
  const big = new Uint8Array(INTAKE_IMAGE_MAX_BYTES + 1);
  big.set(LOGO_JPEG);
  expect(await problem(big)).toBe("tooLarge");
  expect(await problem(pngBomb(6000, INTAKE_IMAGE_MAX_PIXELS / 6000 + 1))).toBe("tooManyPixels");
});
