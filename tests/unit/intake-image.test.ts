// server/intake/image.ts: metadata segments and chunks removed, pixels copied byte for byte,
// incomplete files refused, type by magic bytes.
import { describe, expect, test } from "bun:test";
import { cleanIntakeImage, hasExif, IntakeImageError, INTAKE_IMAGE_MAX_BYTES, stripJpeg, stripPng } from "../../server/intake/image";
import { JPEG_WITH_EXIF, GIF, TRUNCATED_JPEG } from "../helpers/intake-files";
import { LOGO_JPEG, logoPng } from "../helpers/logo-files";

const problem = (f: () => unknown) => {
  try {
    f();
  } catch (e) {
    if (e instanceof IntakeImageError) return e.problem;
    throw e;
  }
  return null;
};
const segment = (marker: number, payload: string) => {
  const b = Buffer.alloc(4);
  b.set([0xff, marker]);
  b.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([b, Buffer.from(payload, "latin1")]);
};
/** A PNG chunk with any CRC (the stripper does not need it to drop or keep chunks). */
const chunk = (type: string, data: string) => {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  return Buffer.concat([head, Buffer.from(data, "latin1"), Buffer.alloc(4)]);
};

describe("JPEG", () => {
  test("APP1 (Exif, XMP), APP13 and COM go; APP0, APP2 (ICC), tables and scan stay byte for byte", () => {
    const withAll = Buffer.concat([LOGO_JPEG.subarray(0, 2), segment(0xe1, "Exif\0\0II*\0gps"), segment(0xe1, "http://ns.adobe.com/xap/1.0/\0<x/>"), segment(0xed, "Photoshop 3.0\0iptc"), segment(0xfe, "owner Javier"), LOGO_JPEG.subarray(2)]);
    const out = stripJpeg(withAll);
    expect(Buffer.from(out).equals(Buffer.from(LOGO_JPEG))).toBe(true);
    expect(hasExif(withAll)).toBe(true);
    expect(hasExif(out)).toBe(false);
    expect(cleanIntakeImage(JPEG_WITH_EXIF)).toEqual({ mimeType: "image/jpeg", data: new Uint8Array(LOGO_JPEG) });
  });
  test("incomplete files are refused: cut in the headers, cut in the scan (no EOI), EOI before any scan", () => {
    expect(problem(() => stripJpeg(TRUNCATED_JPEG))).toBe("truncated");
    expect(problem(() => stripJpeg(LOGO_JPEG.subarray(0, LOGO_JPEG.length - 2)))).toBe("truncated");
    expect(problem(() => stripJpeg(LOGO_JPEG.subarray(0, 40)))).toBe("truncated");
    expect(problem(() => stripJpeg(new Uint8Array([0xff, 0xd8, 0xff, 0xd9])))).toBe("truncated");
    // trailing zero padding after EOI is tolerated
    expect(stripJpeg(Buffer.concat([LOGO_JPEG, Buffer.alloc(16)])).length).toBe(LOGO_JPEG.length + 16);
  });
});

describe("PNG", () => {
  test("eXIf and text chunks go; IHDR, IDAT, IEND stay", () => {
    const png = Buffer.from(logoPng(8, 4));
    const withMeta = Buffer.concat([png.subarray(0, 33), chunk("eXIf", "MM\0*gps"), chunk("tEXt", "Author\0Javier"), chunk("iTXt", "x"), png.subarray(33)]);
    expect(hasExif(withMeta)).toBe(true);
    const out = stripPng(withMeta);
    expect(Buffer.from(out).equals(png)).toBe(true);
    expect(hasExif(out)).toBe(false);
  });
  test("a PNG that stops before IEND is refused", () => {
    const png = logoPng(8, 4);
    expect(problem(() => stripPng(png.subarray(0, png.length - 12)))).toBe("truncated");
    expect(problem(() => stripPng(png.subarray(0, 40)))).toBe("truncated");
  });
});

test("the type comes from the bytes; empty and oversize are named", () => {
  expect(problem(() => cleanIntakeImage(GIF))).toBe("kind");
  expect(problem(() => cleanIntakeImage(new TextEncoder().encode("not a picture")))).toBe("kind");
  expect(problem(() => cleanIntakeImage(new Uint8Array()))).toBe("empty");
  const big = new Uint8Array(INTAKE_IMAGE_MAX_BYTES + 1);
  big.set(LOGO_JPEG);
  expect(problem(() => cleanIntakeImage(big))).toBe("tooLarge");
  expect(cleanIntakeImage(logoPng(8, 4)).mimeType).toBe("image/png");
});
