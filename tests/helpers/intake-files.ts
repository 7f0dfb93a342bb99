// The mobile intake's pictures and requests (API and e2e tests, the simulator): a real JPEG with
// an EXIF block carrying a GPS-like note, files that are not JPEG/PNG, and the multipart post.
import { LOGO_JPEG, logoPng } from "./logo-files";
import { randomClientAddress } from "./http";

/** An APP1 "Exif" segment with a recognisable payload (a phone would put GPS and the device here). */
function exifSegment(note: string): Uint8Array {
  const payload = Buffer.concat([Buffer.from("Exif\0\0", "latin1"), Buffer.from("II*\0", "latin1"), Buffer.from(note, "latin1")]);
  const head = Buffer.from([0xff, 0xe1, 0, 0]);
  head.writeUInt16BE(payload.length + 2, 2);
  return Buffer.concat([head, payload]);
}

/** LOGO_JPEG with an EXIF block right after SOI (where cameras write it). */
export const JPEG_WITH_EXIF = new Uint8Array(Buffer.concat([LOGO_JPEG.subarray(0, 2), exifSegment("GPS 40.4168N 3.7038W Pixel 8 owner Javier"), LOGO_JPEG.subarray(2)]));
export const STRIP_PNG = logoPng(120, 40, 2);
export const GIF = new Uint8Array(Buffer.from("R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7", "base64"));
export const TRUNCATED_JPEG = LOGO_JPEG.subarray(0, Math.floor(LOGO_JPEG.length / 2));

/** submitChemicalIntake as the phone sends it: a GraphQL multipart request, the token an argument, no session. */
export async function gqlIntake(baseUrl: string, variables: Record<string, unknown>, image: { bytes: Uint8Array; name?: string; type?: string } | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  const query = `mutation($token: String!, $result: Int!, $testedAt: DateTime, $sterilizer: CheSterilizerReadingInput, $washer: CheWasherReadingInput, $image: File!) {
    submitChemicalIntake(token: $token, result: $result, testedAt: $testedAt, sterilizer: $sterilizer, washer: $washer, image: $image) { readingId readNumber kind imageId testedAt } }`;
  form.append("operations", JSON.stringify({ query, variables: { ...variables, image: null } }));
  form.append("map", JSON.stringify(image ? { 0: ["variables.image"] } : {}));
  if (image) form.append("0", new File([Buffer.from(image.bytes)], image.name ?? "strip.jpg", { type: image.type ?? "image/jpeg" }));
  const res = await fetch(`${baseUrl}/graphql`, { method: "POST", headers: { "x-forwarded-for": randomClientAddress(), ...headers }, body: form });
  return { status: res.status, ...((await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, any> }[] }) };
}

/** POST /api/intake/chemical as the phone sends it. */
export async function postIntake(baseUrl: string, token: string | null, fields: Record<string, string>, image: { bytes: Uint8Array; name?: string; type?: string } | null, headers: Record<string, string> = {}) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (image) form.append("image", new File([Buffer.from(image.bytes)], image.name ?? "strip.jpg", { type: image.type ?? "image/jpeg" }));
  const res = await fetch(`${baseUrl}/api/intake/chemical`, { method: "POST", headers: { "x-forwarded-for": randomClientAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, body: form });
  const text = await res.text();
  let json: any = null;
  try {
    json = JSON.parse(text);
  } catch {}
  return { status: res.status, json, text };
}
