// Pictures for the logo tests (API and e2e): a real PNG of any size (drawn as a banner with a
// mark and stripes, so a screenshot shows it), a real JPEG, and files that are not pictures
// but are named as if they were.
import { deflateSync } from "node:zlib";

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff]! ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}
/** A PNG chunk with its CRC. */
export function pngChunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A width × height RGB PNG: a teal mark on the left, stripes, a white background; `seed` changes the colours. */
export function logoPng(width: number, height: number, seed = 0): Uint8Array {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8); // 8 bits, truecolour
  const raw = Buffer.alloc((width * 3 + 1) * height);
  const mark = [(10 + seed * 70) % 256, 127, 111];
  for (let y = 0; y < height; y++) {
    const row = y * (width * 3 + 1);
    for (let x = 0; x < width; x++) {
      const inMark = x < height;
      const stripe = !inMark && x > height * 1.3 && Math.floor(y / Math.max(2, height / 5)) % 2 === 0 && x < width * 0.9;
      const px = inMark ? mark : stripe ? [40, 60, 90] : [255, 255, 255];
      raw.set(px, row + 1 + x * 3);
    }
  }
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), pngChunk("IHDR", ihdr), pngChunk("IDAT", deflateSync(raw)), pngChunk("IEND", new Uint8Array())]));
}

/** A 150 × 30 baseline JPEG (drawn by Chromium's canvas). */
export const LOGO_JPEG = new Uint8Array(
  Buffer.from(
    "/9j/4AAQSkZJRgABAQAAAQABAAD/4gHYSUNDX1BST0ZJTEUAAQEAAAHIAAAAAAQwAABtbnRyUkdCIFhZWiAH4AABAAEAAAAAAABhY3NwAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAQAA9tYAAQAAAADTLQAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAlkZXNjAAAA8AAAACRyWFlaAAABFAAAABRnWFlaAAABKAAAABRiWFlaAAABPAAAABR3dHB0AAABUAAAABRyVFJDAAABZAAAAChnVFJDAAABZAAAAChiVFJDAAABZAAAAChjcHJ0AAABjAAAADxtbHVjAAAAAAAAAAEAAAAMZW5VUwAAAAgAAAAcAHMAUgBHAEJYWVogAAAAAAAAb6IAADj1AAADkFhZWiAAAAAAAABimQAAt4UAABjaWFlaIAAAAAAAACSgAAAPhAAAts9YWVogAAAAAAAA9tYAAQAAAADTLXBhcmEAAAAAAAQAAAACZmYAAPKnAAANWQAAE9AAAApbAAAAAAAAAABtbHVjAAAAAAAAAAEAAAAMZW5VUwAAACAAAAAcAEcAbwBvAGcAbABlACAASQBuAGMALgAgADIAMAAxADb/2wBDAAoHBwgHBgoICAgLCgoLDhgQDg0NDh0VFhEYIx8lJCIfIiEmKzcvJik0KSEiMEExNDk7Pj4+JS5ESUM8SDc9Pjv/2wBDAQoLCw4NDhwQEBw7KCIoOzs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozs7Ozv/wAARCAAeAJYDASIAAhEBAxEB/8QAGgABAQADAQEAAAAAAAAAAAAAAAYEBQcDCP/EAC0QAAEDAwQBAQcFAQAAAAAAAAECAwQABREGEiExQQcTNlFhg5GzFCIycYHw/8QAGQEAAgMBAAAAAAAAAAAAAAAAAgMAAQYF/8QAJhEAAQQABAYDAQAAAAAAAAAAAQACAxESITFBExQzcZGhUWGxIv/aAAwDAQACEQMRAD8AlqUpWrWZSqT0+997f9T8aqm6pPT733t/1PxqpU/Sd2KbD1G9wu10rxlqKYb6kkghtRBHjiueWO6XF700vEt2fJXIbeIQ8p5RWkYR0rOR2fvWfjiLxd7geV3Hyhhr6J8LpNK5Au4zImnI12Z1hJXPWr90JcguEckcgk44GeRW11feJ4OnXHbhKtqZbCVyiwtSdudu47R3jJ4p/KHEBfz6SeaGEmvj2ulUqL0xMt7S50uPqafd0x45W41I9phAHORu88YrW2x286qiSr1O1C7aIDThShDB2hIGOzkccjvOaXy5s2aA+j+I+OKFDM9v1dGpWi0qtP6R9oX9N5CHMh3jcgEfxPJz0axNdailWG3MNwABKlrKELIB2AYycHzyKWIi6TAEZkAZjKqKVJw9LX1lxmS7qqWt5KkqcbIKm1fFOCf8zj/KwZ1yu2o9ZP2C33Bduiw0FTrrQ/eojAPP9qA7+dGIQ4/y7Ia6oTKQM25lXVKg49wu+l9XxLNOuLlyhTgPZre/mgkkDnvsfHo1eUEkZZWdgo2SY72ISlKUpMSlKVFF84UpStWsylUnp9772/6n41VN1Sen3vvb/qfjVSp+k7sU2HqN7hdfu0uPCtch6S8hpAbUNy1YycHgfP5VA6Ut0ud6Z3SLGZK3pD6vZJyBu4R5PHg/ar26WeBeoyI9xjh9pCw4lJUpOFAEZ4I8E17xYrEKMiNFZQyy2MJQgYArgslDGUNbB8LtPjL32dKPtTmltJQoNniKuFqji4IB9opYSsg7jjnkdY6rE1vZLtcbxapttgJlpiHctKnEJBIUCAdxHBxVpSqE7xJj1KswtLMCmrILxJffj3XT0W3xXGFJK2XEErJIG07T8CftWliWHUumm5NuhQYd5tj6ysNvqSCP7CiB4HxHFX9KsTkE5CjsqMIIGZsKU0Lp+fY2Jq57bLSpTgWlptWdgGeOOPPisvWGmjqS2IaZdDUphe9laus+Qf8AvFUFKEzPMnE3RCJoZw9lJw5muS4zGk2uCEhSQ5KLoOU55O0KznHyrxumnrzbtUL1Dp9LL6n0bX4zqtues4PHHAPfdWVKsTkGwAFRhBFElRkDT96u2p2L7qBDEYRUgMxmlbuRnGTz5Oe6s6UoJJC8i9kbGBmiUpSlo0pSlRRf/9k=",
    "base64",
  ),
);

/** An SVG with a script: never stored, whatever its name says. */
export const SVG = new TextEncoder().encode(`<svg xmlns="http://www.w3.org/2000/svg" width="340" height="65"><script>alert(1)</script><rect width="340" height="65" fill="red"/></svg>`);
/** Plain text. */
export const TEXT = new TextEncoder().encode("not a picture at all\n");
/** A PNG over the 512 KB limit (a valid header, then padding). */
export const hugePng = (): Uint8Array => {
  const big = new Uint8Array(512 * 1024 + 1);
  big.set(logoPng(4, 4).subarray(0, 33));
  return big;
};
