// The chemical mode of `npm run simulate -- --chemical N` (docs/intake-api.md): as a supervisor
// with the mobile app would, signs in, and for each reading mints an intake token (the
// mobile-scan button) and sends a chemical reading with a generated photo of the strip to
// POST /api/intake/chemical — alternating sterilizer and washer readings. They appear live
// on /appcisterilizerprovisional and /appciwasherprovisional.
import { deflateSync } from "node:zlib";

const CRC = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});
function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, "ascii");
  let c = 0xffffffff;
  for (const b of Buffer.concat([head.subarray(4), data])) c = CRC[(c ^ b) & 0xff]! ^ (c >>> 8);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE((c ^ 0xffffffff) >>> 0, 0);
  return Buffer.concat([head, data, crc]);
}

/** A 240 × 80 photo of an indicator strip: white card, grey strip, the indicator patch green (pass) or amber (fail). */
export function stripPhoto(pass: boolean, shade: number): Uint8Array {
  const [w, h] = [240, 80];
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(w, 0);
  ihdr.writeUInt32BE(h, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const raw = Buffer.alloc((w * 3 + 1) * h);
  const patch = pass ? [30, 120 + shade, 60] : [200, 140 + shade, 20];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const onStrip = y > 20 && y < 60 && x > 15 && x < 225;
      const onPatch = onStrip && x > 140 && x < 200;
      raw.set(onPatch ? patch : onStrip ? [200, 200, 205] : [248, 248, 244], y * (w * 3 + 1) + 1 + x * 3);
    }
  return new Uint8Array(Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), chunk("IHDR", ihdr), chunk("IDAT", deflateSync(raw)), chunk("IEND", Buffer.alloc(0))]));
}

export interface ChemicalOptions {
  url: string;
  email: string;
  password: string;
  count: number;
  random: () => number;
  say: (text: string) => void;
}

async function json(method: string, url: string, body?: unknown, token?: string) {
  const res = await fetch(url, { method, headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: body === undefined ? undefined : JSON.stringify(body) });
  return { status: res.status, json: (await res.json().catch(() => null)) as any };
}

/** Sends `count` readings; answers how many were created. */
export async function playChemical(o: ChemicalOptions): Promise<number> {
  const dist = await json("POST", `${o.url}/api/Distributor/PostByDomain`, { Domain: o.url });
  const login = await json("POST", `${o.url}/api/login/login`, { Email: o.email, Password: o.password, DistId: dist.json?.id });
  if (typeof login.json?.token !== "string") throw new Error(`sign-in as ${o.email} failed: HTTP ${login.status}`);
  let created = 0;
  for (let i = 0; i < o.count; i++) {
    const kind = i % 2 === 0 ? "CHE_STERILIZER" : "CHE_WASHER";
    const minted = await json("POST", `${o.url}/api/intake/token`, { kind }, login.json.token);
    if (minted.status !== 201) throw new Error(`minting an intake token failed: HTTP ${minted.status} ${JSON.stringify(minted.json)}`);
    const pass = o.random() > 0.1;
    const form = new FormData();
    const fields: Record<string, string> =
      kind === "CHE_STERILIZER"
        ? { result: pass ? "1" : "2", loteProduct: `SIM${Math.floor(o.random() * 900 + 100)}`, cycle: `C-${Math.floor(o.random() * 500)}`, temperature: (134 + o.random()).toFixed(1), exposureTime: "4" }
        : { result: pass ? "1" : "2", loteProduct: `SIMW${Math.floor(o.random() * 900 + 100)}`, cycle: `W-${Math.floor(o.random() * 500)}`, temperature: (90 + o.random() * 3).toFixed(1), washingTime: "10", detergentType: "1" };
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    form.append("image", new File([Buffer.from(stripPhoto(pass, Math.floor(o.random() * 40)))], "strip.png", { type: "image/png" }));
    const res = await fetch(`${o.url}/api/intake/chemical`, { method: "POST", headers: { authorization: `Bearer ${minted.json.token}` }, body: form });
    const body = (await res.json().catch(() => null)) as any;
    if (res.status !== 201) throw new Error(`intake failed: HTTP ${res.status} ${JSON.stringify(body)}`);
    created++;
    o.say(`${kind === "CHE_STERILIZER" ? "sterilizer" : "washer    "} reading #${body.readNumber} (${pass ? "pass" : "fail"}) with its photo`);
  }
  return created;
}
