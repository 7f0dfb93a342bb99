// The mobile app's chemical-reading intake (docs/intake-api.md; issue 15):
//   - a signed-in staff user mints an intake token (REST POST /api/intake/token, GraphQL
//     createIntakeToken) bound to their company, sector and user; the phone sends one reading
//     with its photo to POST /api/intake/chemical (multipart) and it is created PROVISIONAL in
//     that company and sector, heard live through readingChanged;
//   - expired, reused, forged and missing tokens are refused (401); the token's company is the
//     only one written to; another company's or sector's machine is refused;
//   - the photo is JPEG/PNG by its bytes (GIF, text renamed .jpg, truncated JPEG refused), at
//     most 1.5 MB and 24 megapixels, and stored re-encoded (issue 33 L5): upright, without EXIF
//     (GPS), without HTML or script hidden in or after it; GetImage serves those bytes;
//   - fields are checked with the provisional screens' messages; a refusal writes nothing and
//     leaves the token usable.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { BASE_URL, api, gql, gqlData, subscribe } from "../helpers";
import { SEED, tokensOf } from "../helpers/company";
import { collect } from "../helpers/readings";
import { GIF, JPEG_WITH_EXIF, STRIP_PNG, TRUNCATED_JPEG, gqlIntake, postIntake } from "../helpers/intake-files";
import { LOGO_JPEG, TEXT, logoPng } from "../helpers/logo-files";
import { GPS_MARK, JPEG_APP15_HTML, PNG_PRIVATE_CHUNK_HTML, PNG_TRAILING_SCRIPT, decoded, hasPayload, jpegWithGps, pngBomb } from "../helpers/polyglot-files";

let t: Awaited<ReturnType<typeof tokensOf<"supervisorA" | "operatorA" | "adminB" | "agentA">>>;
beforeAll(async () => {
  t = await tokensOf("supervisorA", "operatorA", "adminB", "agentA");
});

async function mint(token: string, kind = "CHE_STERILIZER") {
  const res = await api("POST", "/api/intake/token", { token, body: { kind } });
  expect(res.status).toBe(201);
  return res.json as { token: string; kind: string; expiresAt: string; link: string };
}
const state = async (tok: string, companyId: number = SEED.company.A) => (await api("GET", "/api/test/intake/state", { query: { token: tok, companyId } })).json;
const storedImage = async (id: number) => (await api("GET", "/api/test/intake/image", { query: { id } })).json as { mimeType: string; base64: string };
const JPEG = { bytes: JPEG_WITH_EXIF, name: "strip.jpg", type: "image/jpeg" };
const STERILIZER = { result: "1", loteProduct: "it2403", cycle: "C-118", temperature: "134,5", exposureTime: "4", sterilizerId: String(SEED.sterilizer.aAutoclave1) };

/** Asserts a 400 naming `field` with `message`, and that nothing was written and the token is still unused. */
async function expectRefusedNothingWritten(tok: string, send: () => Promise<{ status: number; json: any }>, field: string, message: string | RegExp) {
  const before = await state(tok);
  const res = await send();
  expect(res.status).toBe(400);
  const messages: string[] = res.json.errors?.[field] ?? [];
  expect(messages.some((m) => (typeof message === "string" ? m === message : message.test(m)))).toBe(true);
  const after = await state(tok);
  expect(after).toEqual(before);
  expect(after.token.usedAt).toBeNull();
}

describe("minting", () => {
  test("REST and GraphQL mint a token bound to the user's company, sector and user; the link carries it; only its hash is stored", async () => {
    const m = await mint(t.supervisorA);
    expect(m.token).toMatch(/^itk_[A-Za-z0-9_-]{43}$/);
    expect(new Date(m.expiresAt).getTime() - Date.now()).toBeGreaterThan(14 * 60_000);
    expect(new Date(m.expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(15 * 60_000);
    const link = new URL(m.link.replace("trazanto://", "http://"));
    expect(link.searchParams.get("token")).toBe(m.token);
    expect(link.searchParams.get("kind")).toBe("CHE_STERILIZER");
    expect((await state(m.token)).token).toEqual({ usedAt: null, readingId: null, companyId: SEED.company.A, sectorId: SEED.sector.aCentral, userId: SEED.user.supervisorA, kind: "CHE_STERILIZER" });
    const g = gqlData(await gql<{ createIntakeToken: { token: string; kind: string; link: string } }>(`mutation { createIntakeToken(kind: "CHE_WASHER") { token kind link expiresAt } }`, {}, t.operatorA));
    expect(g.createIntakeToken.kind).toBe("CHE_WASHER");
    expect(g.createIntakeToken.link).toContain(encodeURIComponent(g.createIntakeToken.token));
    // what the phone may ask without using it
    const who = await fetch(`${BASE_URL}/api/intake/token`, { headers: { authorization: `Bearer ${g.createIntakeToken.token}` } });
    expect(await who.json()).toMatchObject({ kind: "CHE_WASHER", companyName: expect.any(String), sectorName: "Central Sterile" });
  });

  test("a kind other than the chemical ones, no session, and a Connection user are refused", async () => {
    expect((await api("POST", "/api/intake/token", { token: t.supervisorA, body: { kind: "BI" } })).status).toBe(400);
    expect((await api("POST", "/api/intake/token", { token: t.supervisorA, body: {} })).json.errors.kind).toEqual(["This field is required"]);
    expect((await api("POST", "/api/intake/token", { body: { kind: "CHE_WASHER" } })).status).toBe(401);
    expect((await api("POST", "/api/intake/token", { token: t.agentA, body: { kind: "CHE_WASHER" } })).status).toBe(403);
  });
});

describe("intake", () => {
  test("happy path: the reading is PROVISIONAL in the token's company and sector, heard live, its photo stored without EXIF; the token is then used up", async () => {
    const m = await mint(t.supervisorA);
    const before = await state(m.token);
    const sub = subscribe(`subscription { readingChanged { kind readingId state } }`, t.supervisorA);
    await sub.connected;
    const l = collect(sub);
    await Bun.sleep(150);
    try {
      const res = await postIntake(BASE_URL, m.token, { ...STERILIZER, testedAt: new Date(Date.now() - 60_000).toISOString() }, JPEG);
      expect(res.status).toBe(201);
      expect(res.json).toMatchObject({ kind: "CHE_STERILIZER", companyId: SEED.company.A, sectorId: SEED.sector.aCentral, readNumber: expect.any(Number) });
      const e = await l.waitFor((x: any) => x.data?.readingChanged?.readingId === res.json.id);
      expect(e.data.readingChanged).toEqual({ kind: "CHE_STERILIZER", readingId: res.json.id, state: "PROVISIONAL" });
      const after = await state(m.token);
      expect(after.sterilizer).toBe(before.sterilizer + 1);
      expect(after.images).toBe(before.images + 1);
      expect(after.token.readingId).toBe(res.json.id);
      expect(after.token.usedAt).not.toBeNull();
      // the stored picture: a JPEG re-encoded, the EXIF block gone, the same size
      const img = await storedImage(res.json.imageId);
      const bytes = Buffer.from(img.base64, "base64");
      expect(img.mimeType).toBe("image/jpeg");
      expect(bytes.includes(Buffer.from("Exif"))).toBe(false);
      expect(bytes.includes(Buffer.from("GPS 40.4168N"))).toBe(false);
      expect(await decoded(bytes)).toMatchObject({ format: "jpeg", width: 150, height: 30, exif: false });
      // the fields as the provisional screen shows them
      const r = gqlData(await gql(`query($id: ID!) { node(id: $id) { ... on CheSterilizerReading { state lot cycle temperature sterilizerId sectorName imageId result } } }`, { id: Buffer.from(`CheSterilizerReading:${res.json.id}`).toString("base64") }, t.supervisorA));
      expect(r.node).toMatchObject({ state: "PROVISIONAL", lot: "IT2403", cycle: "C-118", sterilizerId: SEED.sterilizer.aAutoclave1, imageId: res.json.imageId, result: 1 });
      // single use
      const again = await postIntake(BASE_URL, m.token, STERILIZER, JPEG);
      expect(again.status).toBe(401);
      expect(again.json.message).toMatch(/already been used/);
    } finally {
      await l.stop();
    }
  });

  test("a washer token creates a washer reading from a PNG", async () => {
    const m = await mint(t.operatorA, "CHE_WASHER");
    const res = await postIntake(BASE_URL, m.token, { result: "2", washerId: String(SEED.washer.aWasher1), washingTime: "10", detergentType: "2", location: "Line 2" }, { bytes: STRIP_PNG, name: "strip.png", type: "image/png" });
    expect(res.status).toBe(201);
    expect(res.json.kind).toBe("CHE_WASHER");
    const stored = await storedImage(res.json.imageId);
    expect(stored.mimeType).toBe("image/png");
    expect((await decoded(Buffer.from(stored.base64, "base64"))).pixels.equals((await decoded(STRIP_PNG)).pixels)).toBe(true); // lossless
  });

  test("polyglots and a phone's EXIF: what is stored and served by GetImage is the picture alone, upright", async () => {
    const cases = [
      { bytes: PNG_TRAILING_SCRIPT, type: "image/png", width: 400, height: 80 },
      { bytes: PNG_PRIVATE_CHUNK_HTML, type: "image/png", width: 400, height: 80 },
      { bytes: JPEG_APP15_HTML, type: "image/jpeg", width: 150, height: 30 },
      { bytes: await jpegWithGps(), type: "image/jpeg", width: 32, height: 64 }, // 64 × 32 with orientation 6
    ];
    for (const c of cases) {
      expect(hasPayload(c.bytes)).toBe(true);
      const m = await mint(t.supervisorA);
      const res = await postIntake(BASE_URL, m.token, STERILIZER, { bytes: c.bytes, name: "strip.jpg", type: "image/jpeg" });
      expect(res.status).toBe(201);
      const stored = await storedImage(res.json.imageId);
      const bytes = Buffer.from(stored.base64, "base64");
      expect(stored.mimeType).toBe(c.type);
      expect(hasPayload(bytes) || bytes.includes(GPS_MARK)).toBe(false);
      expect(await decoded(bytes)).toMatchObject({ width: c.width, height: c.height, exif: false });
      const served = await api("GET", "/api/readingchesterilizer/GetImage", { token: t.supervisorA, query: { imageId: res.json.imageId } });
      expect(served.json).toMatchObject({ imageId: res.json.imageId, contentType: c.type, base64: stored.base64 });
    }
  });

  test("expired, forged and missing tokens are refused; a session token is not an intake token", async () => {
    const m = await mint(t.supervisorA);
    expect((await api("POST", "/api/test/intake/expire", { body: { token: m.token } })).status).toBe(200);
    const expired = await postIntake(BASE_URL, m.token, STERILIZER, JPEG);
    expect(expired.status).toBe(401);
    expect(expired.json.message).toMatch(/expired/);
    const forged = await postIntake(BASE_URL, `itk_${"A".repeat(43)}`, STERILIZER, JPEG);
    expect(forged.status).toBe(401);
    expect(forged.json.message).toMatch(/not valid/);
    expect((await postIntake(BASE_URL, null, STERILIZER, JPEG)).status).toBe(401);
    expect((await postIntake(BASE_URL, t.supervisorA, STERILIZER, JPEG)).status).toBe(401);
  });

  test("tenancy: another company's token writes to its own company only; another company's or sector's machine is refused", async () => {
    const b = await mint(t.adminB);
    const beforeA = await state(b.token, SEED.company.A);
    await expectRefusedNothingWritten(b.token, () => postIntake(BASE_URL, b.token, STERILIZER, JPEG), "sterilizerId", "This machine does not exist.");
    expect(await state(b.token, SEED.company.A)).toEqual(beforeA);
    const a = await mint(t.supervisorA);
    await expectRefusedNothingWritten(a.token, () => postIntake(BASE_URL, a.token, { ...STERILIZER, sterilizerId: String(SEED.sterilizer.bAutoclaveA) }, JPEG), "sterilizerId", "This machine does not exist.");
    await expectRefusedNothingWritten(a.token, () => postIntake(BASE_URL, a.token, { ...STERILIZER, sterilizerId: String(SEED.sterilizer.aTheatre) }, JPEG), "sterilizerId", "Choose a machine of the readings' sector.");
    // a washer field on a sterilizer token is not a field of the form
    await expectRefusedNothingWritten(a.token, () => postIntake(BASE_URL, a.token, { ...STERILIZER, washerId: "1" }, JPEG), "washerId", "This field is not part of the sterilizer reading.");
  });

  test("bad images: GIF, text renamed .jpg, truncated JPEG, a PNG signature before HTML, a decompression bomb, missing, empty, oversize; nothing written", async () => {
    const m = await mint(t.supervisorA);
    const send = (bytes: Uint8Array | null, name = "strip.jpg") => () => postIntake(BASE_URL, m.token, STERILIZER, bytes ? { bytes, name, type: "image/jpeg" } : null);
    await expectRefusedNothingWritten(m.token, send(GIF, "strip.gif"), "image", "The image must be a JPEG or PNG photo.");
    await expectRefusedNothingWritten(m.token, send(TEXT), "image", "The image must be a JPEG or PNG photo.");
    await expectRefusedNothingWritten(m.token, send(TRUNCATED_JPEG), "image", "The image is incomplete or damaged: take the photo again.");
    const disguised = Buffer.concat([logoPng(4, 4).subarray(0, 8), Buffer.from("<html><script>alert(1)</script></html>")]);
    await expectRefusedNothingWritten(m.token, send(disguised, "strip.png"), "image", "The image is incomplete or damaged: take the photo again.");
    await expectRefusedNothingWritten(m.token, send(pngBomb(50_000, 50_000), "strip.png"), "image", "The image has more than 24 megapixels: send a smaller photo (about 1600 px is plenty).");
    await expectRefusedNothingWritten(m.token, send(null), "image", "This field is required");
    await expectRefusedNothingWritten(m.token, send(new Uint8Array()), "image", "The image is empty.");
    const big = new Uint8Array(1536 * 1024 + 1);
    big.set(LOGO_JPEG);
    await expectRefusedNothingWritten(m.token, send(big), "image", "The image is larger than 1536 KB: send a smaller photo.");
    // over the server's body limit: 413 before anything is read
    const huge = await postIntake(BASE_URL, m.token, STERILIZER, { bytes: new Uint8Array(3 * 1024 * 1024) });
    expect(huge.status).toBe(413);
    // still usable after all that
    expect((await postIntake(BASE_URL, m.token, STERILIZER, JPEG)).status).toBe(201);
  });

  test("fields: the provisional screens' messages; nothing written", async () => {
    const m = await mint(t.supervisorA);
    const send = (fields: Record<string, string>) => () => postIntake(BASE_URL, m.token, fields, JPEG);
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, result: "" }), "result", "This field is required");
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, result: "3" }), "result", "Choose one of: 1 (Pass), 2 (Fail).");
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, temperature: "hot" }), "temperature", "ValueMustBeNumber");
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, temperature: "400" }), "temperature", /300/);
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, loteProduct: "x".repeat(41) }), "loteProduct", /40/);
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, visualResult: "9" }), "visualResult", "Choose one of: 1 (Pass), 2 (Fail).");
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, manufactureDate: "2026-03-01", expirationDate: "2025-03-01" }), "expirationDate", "The expiration date cannot be before the manufacture date.");
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, testedAt: new Date(Date.now() + 3600_000).toISOString() }), "testedAt", "The test time cannot be in the future.");
    await expectRefusedNothingWritten(m.token, send({ ...STERILIZER, testedAt: "yesterday" }), "testedAt", /ISO 8601/);
  });

  test("the OpenAPI document describes the intake", async () => {
    const doc = (await api("GET", "/api/intake/openapi.json")).json;
    expect(doc.openapi).toBe("3.1.0");
    expect(Object.keys(doc.paths).sort()).toEqual(["/chemical", "/token"]);
    expect(doc.paths["/chemical"].post.requestBody.content["multipart/form-data"]).toBeDefined();
  });
});

describe("GraphQL door (the phone's multipart request, the token as an argument)", () => {
  const STERILIZER_INPUT = { lot: "it2404", cycle: "C-119", temperature: 134.5, exposureTime: 4, sterilizerId: SEED.sterilizer.aAutoclave1 };

  test("intakeTokenInfo says where the reading goes without using the token; submitChemicalIntake creates it PROVISIONAL and uses the token up", async () => {
    const m = await mint(t.supervisorA);
    const info = await gql(`query($t: String!) { intakeTokenInfo(token: $t) { kind companyName sectorName expiresAt } }`, { t: m.token });
    expect(info.data.intakeTokenInfo).toMatchObject({ kind: "CHE_STERILIZER", sectorName: "Central Sterile", expiresAt: m.expiresAt });
    const before = await state(m.token);
    const res = await gqlIntake(BASE_URL, { token: m.token, result: 1, sterilizer: STERILIZER_INPUT }, JPEG);
    expect(res.errors).toBeUndefined();
    const receipt = res.data.submitChemicalIntake;
    expect(receipt.kind).toBe("CHE_STERILIZER");
    expect(Number.isInteger(receipt.readNumber) && Number.isInteger(receipt.imageId)).toBe(true);
    const after = await state(m.token);
    expect(after.sterilizer).toBe(before.sterilizer + 1);
    expect(after.token.usedAt).not.toBeNull();
    const stored = await storedImage(receipt.imageId);
    expect(stored.mimeType).toBe("image/jpeg");
    const bytes = Buffer.from(stored.base64, "base64");
    expect(bytes.includes(Buffer.from("GPS 40.4168N"))).toBe(false);
    const r = gqlData(await gql(`query($id: ID!) { node(id: $id) { ... on CheSterilizerReading { state lot cycle temperature readNumber result sectorName } } }`, { id: receipt.readingId }, t.supervisorA));
    expect(r.node).toMatchObject({ state: "PROVISIONAL", lot: "IT2404", cycle: "C-119", temperature: 134.5, readNumber: receipt.readNumber, result: 1 });
    // used up: both doors refuse it now
    const again = await gqlIntake(BASE_URL, { token: m.token, result: 1, sterilizer: STERILIZER_INPUT }, JPEG);
    expect(again.errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
    expect(again.errors?.[0]?.message).toMatch(/already been used/);
    expect((await gql(`query($t: String!) { intakeTokenInfo(token: $t) { kind } }`, { t: m.token })).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("a washer token takes `washer` fields; the other kind's input, a bad photo, bad fields and a session token are refused with nothing written", async () => {
    const m = await mint(t.operatorA, "CHE_WASHER");
    const washer = { washerId: SEED.washer.aWasher1, washingTime: 10, detergentType: 2, location: "Line 3" };
    const refused = async (vars: Record<string, unknown>, image: Parameters<typeof gqlIntake>[2], check: (e: { message: string; extensions?: Record<string, any> }) => void) => {
      const before = await state(m.token);
      const res = await gqlIntake(BASE_URL, { token: m.token, result: 1, ...vars }, image);
      expect(res.data?.submitChemicalIntake ?? null).toBeNull();
      check(res.errors![0]!);
      expect(await state(m.token)).toEqual(before);
    };
    await refused({ sterilizer: STERILIZER_INPUT }, JPEG, (e) => expect(e.message).toMatch(/leave out `sterilizer`/));
    await refused({ washer }, { bytes: GIF, name: "strip.gif", type: "image/gif" }, (e) => expect(e.extensions?.errors?.image).toEqual(["The image must be a JPEG or PNG photo."]));
    await refused({ washer }, null, (e) => expect(e.message).toMatch(/\$image/));
    await refused({ washer: { ...washer, washingTime: "ten" } }, JPEG, (e) => expect(e.message).toMatch(/washingTime.*Float/));
    await refused({ washer, result: 7 }, JPEG, (e) => expect(e.extensions?.errors?.result?.[0]).toMatch(/^Choose one of/));
    await refused({ washer, testedAt: new Date(Date.now() + 3600_000).toISOString() }, JPEG, (e) => expect(e.extensions?.errors?.testedAt).toEqual(["The test time cannot be in the future."]));
    await refused({ washer, token: t.operatorA }, JPEG, (e) => expect(e.extensions?.code).toBe("UNAUTHENTICATED"));
    const ok = await gqlIntake(BASE_URL, { token: m.token, result: 2, washer }, { bytes: STRIP_PNG, name: "strip.png", type: "image/png" });
    expect(ok.data.submitChemicalIntake.kind).toBe("CHE_WASHER");
  });

  test("one intake field per request (aliases are not free attempts)", async () => {
    const res = await gql(`query { a: intakeTokenInfo(token: "itk_x") { kind } b: intakeTokenInfo(token: "itk_y") { kind } }`, {});
    expect(res.errors?.[0]?.extensions?.code).toBe("TOO_MANY_ATTEMPT_FIELDS");
  });
});

describe("refused tokens are limited per address", () => {
  test("30 refused tokens from one address lock it for 15 minutes (429, both doors); other addresses and good tokens are unaffected", async () => {
    const address = { "x-forwarded-for": "10.250.250.250" };
    for (let i = 0; i < 30; i++) expect((await postIntake(BASE_URL, `itk_guess${i}`, STERILIZER, JPEG, address)).status).toBe(401);
    const locked = await postIntake(BASE_URL, "itk_guess-more", STERILIZER, JPEG, address);
    expect(locked.status).toBe(429);
    const m = await mint(t.supervisorA);
    expect((await postIntake(BASE_URL, m.token, STERILIZER, JPEG, address)).status).toBe(429);
    const viaGraphQL = await gqlIntake(BASE_URL, { token: m.token, result: 1 }, JPEG, address);
    expect(viaGraphQL.errors?.[0]?.extensions?.code).toBe("RATE_LIMITED");
    expect((await postIntake(BASE_URL, m.token, STERILIZER, JPEG)).status).toBe(201);
  });
});

describe("npm run simulate -- --chemical", () => {
  test("plays chemical readings with photos through the intake (one sterilizer, one washer)", async () => {
    const before = await state("", SEED.company.A);
    const proc = Bun.spawn([process.execPath, "run", "scripts/simulate.ts", "--url", BASE_URL, "--chemical", "2", "--seed", "3"], { stdout: "pipe", stderr: "pipe" });
    const [out, err, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
    expect(err).toBe("");
    expect(code).toBe(0);
    expect(out).toContain("2 chemical readings sent through the mobile intake");
    const after = await state("", SEED.company.A);
    expect([after.sterilizer - before.sterilizer, after.washer - before.washer, after.images - before.images]).toEqual([1, 1, 2]);
  }, 60_000);
});
