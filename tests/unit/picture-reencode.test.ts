// server/logo/reencode.ts (issue 33 L5): an uploaded picture is decoded and written anew, so
// HTML or script hidden after its end, in a PNG text chunk, a JPEG comment or EXIF, and EXIF
// itself (GPS) do not survive; the pixels and their size do; files that do not decode and
// headers declaring too many pixels are refused, the latter before anything is decoded.
import { describe, expect, test } from "bun:test";
import sharp from "sharp";
import { PictureRefused, reencodePicture } from "../../server/logo/reencode";
import { LOGO_JPEG, SVG, logoPng } from "../helpers/logo-files";
import { GPS_MARK, JPEG_APP15_HTML, JPEG_COMMENT_HTML, PNG_PRIVATE_CHUNK_HTML, JPEG_TRAILING_HTML, PNG_TEXT_HTML, PNG_TRAILING_SCRIPT, hasPayload, jpegBomb, jpegWithGps, pngBomb } from "../helpers/polyglot-files";

const MAX = 24_000_000;
const refusal = (bytes: Uint8Array, max = MAX) =>
  reencodePicture(bytes, max).then(
    () => null,
    (e) => (e instanceof PictureRefused ? e.reason : Promise.reject(e)),
  );

describe("polyglots come out as pictures only", () => {
  const cases = [
    ["PNG + <script> after IEND", PNG_TRAILING_SCRIPT, "image/png", 400, 80],
    ["PNG with HTML in a tEXt chunk", PNG_TEXT_HTML, "image/png", 400, 80],
    ["PNG with HTML in a private chunk", PNG_PRIVATE_CHUNK_HTML, "image/png", 400, 80],
    ["JPEG + HTML after EOI", JPEG_TRAILING_HTML, "image/jpeg", 150, 30],
    ["JPEG with HTML in a COM segment", JPEG_COMMENT_HTML, "image/jpeg", 150, 30],
    ["JPEG with HTML in an APP15 segment", JPEG_APP15_HTML, "image/jpeg", 150, 30],
  ] as const;
  for (const [name, bytes, type, width, height] of cases) {
    test(name, async () => {
      expect(hasPayload(bytes)).toBe(true);
      const out = await reencodePicture(bytes, MAX);
      expect(hasPayload(out.data)).toBe(false);
      expect(out).toMatchObject({ mimeType: type, width, height });
      // what is stored decodes, in its own format, to the same size, with no metadata left
      const meta = await sharp(out.data).metadata();
      expect(meta).toMatchObject({ format: type === "image/png" ? "png" : "jpeg", width, height });
      expect([meta.exif, meta.xmp, meta.icc, meta.comments]).toEqual([undefined, undefined, undefined, undefined]);
    });
  }
  test("a PNG keeps its pixels exactly (lossless)", async () => {
    const out = await reencodePicture(PNG_TEXT_HTML, MAX);
    expect((await sharp(out.data).raw().toBuffer()).equals(await sharp(logoPng(400, 80, 1)).raw().toBuffer())).toBe(true);
  });
});

test("EXIF goes (GPS, the HTML description); the photo is turned upright first", async () => {
  const photo = await jpegWithGps();
  expect(Buffer.from(photo).includes(GPS_MARK)).toBe(true);
  expect((await sharp(photo).metadata()).orientation).toBe(6);
  const out = await reencodePicture(photo, MAX);
  expect(Buffer.from(out.data).includes(GPS_MARK) || Buffer.from(out.data).includes("Exif\0\0") || hasPayload(out.data)).toBe(false);
  const meta = await sharp(out.data).metadata();
  expect([meta.exif, meta.orientation, meta.width, meta.height]).toEqual([undefined, undefined, 32, 64]);
});

describe("refused", () => {
  test("not PNG/JPEG by the first bytes: kind (SVG never reaches the decoder)", async () => {
    expect(await refusal(SVG)).toBe("kind");
    expect(await refusal(new TextEncoder().encode("<html>GIF89a</html>"))).toBe("kind");
  });
  test("the right first bytes but no whole picture: damaged", async () => {
    const png = logoPng(400, 80);
    expect(await refusal(LOGO_JPEG.subarray(0, LOGO_JPEG.length - 2))).toBe("damaged"); // cut in the scan
    expect(await refusal(LOGO_JPEG.subarray(0, 40))).toBe("damaged"); // cut in the headers
    expect(await refusal(new Uint8Array([0xff, 0xd8, 0xff, 0xd9]))).toBe("damaged");
    expect(await refusal(png.subarray(0, 60))).toBe("damaged"); // cut in the IDAT
    expect(await refusal(new Uint8Array(Buffer.concat([png.subarray(0, 8), Buffer.from("<html>not a picture</html>")])))).toBe("damaged");
  });
  test("decompression bombs: refused from the header, quickly", async () => {
    for (const bomb of [pngBomb(50_000, 50_000), jpegBomb()]) {
      expect(bomb.length).toBeLessThan(2000);
      const started = performance.now();
      expect(await refusal(bomb)).toBe("tooManyPixels");
      expect(performance.now() - started).toBeLessThan(1000);
    }
    // the limit is width × height, whatever the shape
    expect(await refusal(logoPng(400, 80), 400 * 80 - 1)).toBe("tooManyPixels");
    expect(await refusal(logoPng(400, 80), 400 * 80)).toBeNull();
  });
});
