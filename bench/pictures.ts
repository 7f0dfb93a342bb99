// How long the re-encoding of an uploaded picture takes (server/logo/reencode.ts, issue 33
// L5): a typical company logo (PNG 3× the 340 × 65 box, the same as JPEG, one at the pixel
// limit) and phone photos (12 megapixels upright and sideways, and the app's 1600 × 1200),
// each re-encoded --runs times in a row by the function the server runs. Prints the input
// and output sizes and the median and worst time.
//   bun bench/pictures.ts [--runs 10]
import { loadavg } from "node:os";
import sharp from "sharp";
import { reencodePicture } from "../server/logo/reencode";
import { LOGO_MAX_PIXELS } from "../server/logo/service";
import { INTAKE_IMAGE_MAX_PIXELS } from "../server/intake/image";
import { logoPng } from "../tests/helpers/logo-files";
import { parseArgs, percentile } from "./args";

const o = parseArgs(process.argv.slice(2), { runs: 10 }, { "--runs": ["runs", "number"] });

/** A photo-like picture: noise softened by a blur (pure noise would not compress like a photo); at 12 MP about 1.4 MB, near the intake limit. */
async function photo(width: number, height: number, orientation = 1): Promise<Uint8Array> {
  const noisy = await sharp({ create: { width, height, channels: 3, background: "#000", noise: { type: "gaussian", mean: 128, sigma: 60 } } }).png().toBuffer();
  return new Uint8Array(await sharp(noisy).blur(2.5).jpeg({ quality: 85 }).withMetadata({ orientation }).toBuffer());
}

const pictures: [string, Uint8Array, number][] = [
  ["logo PNG 1020 × 195", logoPng(1020, 195, 1), LOGO_MAX_PIXELS],
  ["logo JPEG 1020 × 195", new Uint8Array(await sharp(logoPng(1020, 195, 1)).jpeg({ quality: 90 }).toBuffer()), LOGO_MAX_PIXELS],
  ["logo PNG at the pixel limit, 4096 × 4096", logoPng(4096, 4096, 1), LOGO_MAX_PIXELS],
  ["photo JPEG 4032 × 3024 (12 MP)", await photo(4032, 3024), INTAKE_IMAGE_MAX_PIXELS],
  ["photo JPEG 12 MP held sideways (EXIF 6)", await photo(4032, 3024, 6), INTAKE_IMAGE_MAX_PIXELS],
  ["photo JPEG 1600 × 1200 (the app's size)", await photo(1600, 1200), INTAKE_IMAGE_MAX_PIXELS],
];

console.log(`load average at start: ${loadavg().map((l) => l.toFixed(2)).join(" ")}; sharp ${sharp.versions.sharp}, libvips ${sharp.versions.vips}, ${o.runs} runs each`);
for (const [name, bytes, maxPixels] of pictures) {
  await reencodePicture(bytes, maxPixels); // warm-up
  const ms: number[] = [];
  let out = 0;
  for (let i = 0; i < o.runs; i++) {
    const started = performance.now();
    out = (await reencodePicture(bytes, maxPixels)).data.length;
    ms.push(performance.now() - started);
  }
  ms.sort((a, b) => a - b);
  console.log(`${name.padEnd(42)} ${(bytes.length / 1024).toFixed(0).padStart(6)} KB → ${(out / 1024).toFixed(0).padStart(6)} KB   median ${percentile(ms, 50).toFixed(1).padStart(7)} ms   max ${ms.at(-1)!.toFixed(1).padStart(7)} ms`);
}
