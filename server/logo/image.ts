// What an uploaded picture is, by its first bytes, and a stored logo's pixel size, read from
// its header (PNG IHDR, JPEG start-of-frame): the printed record and the Excel header place
// the picture at its own proportions.
export type PictureType = "image/png" | "image/jpeg";

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const startsWith = (bytes: Uint8Array, magic: number[]) => bytes.length >= magic.length && magic.every((b, i) => bytes[i] === b);

/** The picture's type from its first bytes: PNG (89 50 4E 47 0D 0A 1A 0A) or JPEG (FF D8 FF); anything else null. */
export function imageTypeOf(bytes: Uint8Array): PictureType | null {
  return startsWith(bytes, PNG) ? "image/png" : startsWith(bytes, JPEG) ? "image/jpeg" : null;
}

export interface ImageSize {
  width: number;
  height: number;
}

export function imageSize(bytes: Uint8Array): ImageSize | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  // PNG: signature (8), IHDR length (4) and type (4), then width and height (big-endian).
  if (bytes.length >= 24 && bytes[0] === 0x89 && bytes[1] === 0x50) {
    const size = { width: view.getUint32(16), height: view.getUint32(20) };
    return size.width && size.height ? size : null;
  }
  // JPEG: walk the segments to the first start-of-frame (C0-CF but C4, C8, CC).
  if (bytes.length >= 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let at = 2;
    while (at + 9 < bytes.length) {
      if (bytes[at] !== 0xff) return null;
      const marker = bytes[at + 1]!;
      if (marker === 0xff) {
        at++;
        continue;
      }
      const length = view.getUint16(at + 2);
      if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
        const size = { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
        return size.width && size.height ? size : null;
      }
      at += 2 + length;
    }
  }
  return null;
}

/** The box a picture takes at `height` pixels high, at most `maxWidth` wide, its proportions kept. */
export function fitHeight(size: ImageSize | null, height: number, maxWidth: number): ImageSize {
  if (!size) return { width: Math.round(height * 3), height };
  const width = Math.round((size.width / size.height) * height);
  return width <= maxWidth ? { width, height } : { width: maxWidth, height: Math.max(1, Math.round((size.height / size.width) * maxWidth)) };
}
