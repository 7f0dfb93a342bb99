// The company logo through both doors (docs/logo-and-units.md; spec 002 sections 4, 5, 7.2):
//   - REST PUT /api/companyfile (base64 or data: URL) and GraphQL uploadCompanyLogo (a
//     multipart request) store a PNG or a JPEG; the type stored is the one the magic bytes say;
//   - an SVG or a text renamed .png / .jpg, an empty file, a file over 512 KB are refused with
//     the translated message and change nothing;
//   - only the company administrator (type 0) writes; supervisors, operators and other
//     companies are refused; every user of the company reads; another company's id is Not found;
//   - GET /api/companyfile/{companyId} gives the legacy base64; DELETE /api/CompanyFile and
//     deleteCompanyLogo delete;
//   - what is stored and served is the picture re-encoded (issue 33 L5): HTML or script hidden in
//     or after a PNG / JPEG, and EXIF (GPS), do not survive; the pixels do; a file with the
//     right first bytes that does not decode, or declares too many pixels, is refused;
//   - the image URL (Company.logo.url) serves the stored bytes with their type, nosniff, inline,
//     a private cache; without a valid signature, with another company's id, after the picture
//     changed, or expired, it is Not found.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { BASE_URL, api, gql, gqlData, randomClientAddress } from "../helpers";
import { SEED, expectForbidden, expectNotFound, tokensOf } from "../helpers/company";
import { LOGO_JPEG, SVG, TEXT, hugePng, logoPng } from "../helpers/logo-files";
import { GPS_MARK, JPEG_APP15_HTML, JPEG_COMMENT_HTML, JPEG_TRAILING_HTML, PNG_PRIVATE_CHUNK_HTML, PNG_TEXT_HTML, PNG_TRAILING_SCRIPT, decoded, hasPayload, jpegBomb, jpegWithGps, pngBomb } from "../helpers/polyglot-files";
import { uiTexts } from "../../server/seed/data/ui-texts";

type Who = "adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC";
let t: Record<Who, string>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC");
  await api("DELETE", "/api/CompanyFile", { token: t.adminA });
  await api("DELETE", "/api/CompanyFile", { token: t.adminB });
}, 120_000);
afterAll(async () => {
  await api("DELETE", "/api/CompanyFile", { token: t.adminA });
  await api("DELETE", "/api/CompanyFile", { token: t.adminB });
});

const b64 = (bytes: Uint8Array) => Buffer.from(bytes).toString("base64");
const put = (token: string, logo: Uint8Array | string, extra: Record<string, unknown> = {}) =>
  api("PUT", "/api/companyfile", { token, body: { CompanyFile: { Id: 0, CompanyId: SEED.company.A, Logo: typeof logo === "string" ? logo : b64(logo), ...extra } } });
const getLogo = (token: string, companyId: number = SEED.company.A) => api("GET", `/api/companyfile/${companyId}`, { token });

const LOGO_FIELDS = "id logo { url mimeType updatedAt }";
/** uploadCompanyLogo as a GraphQL multipart request (operations, map, the file part). */
async function upload(token: string, bytes: Uint8Array, name: string, type = "application/octet-stream") {
  const form = new FormData();
  form.append("operations", JSON.stringify({ query: `mutation($file: File!) { uploadCompanyLogo(file: $file) { ${LOGO_FIELDS} } }`, variables: { file: null } }));
  form.append("map", JSON.stringify({ 0: ["variables.file"] }));
  form.append("0", new File([Buffer.from(bytes)], name, { type }));
  const res = await fetch(`${BASE_URL}/graphql`, { method: "POST", headers: { authorization: `Bearer ${token}`, "x-forwarded-for": randomClientAddress() }, body: form });
  return { status: res.status, ...((await res.json()) as { data?: any; errors?: { message: string; extensions?: Record<string, unknown> }[] }) };
}
const viewerLogo = async (token: string) =>
  gqlData(await gql<{ viewer: { company: { logo: { url: string; mimeType: string; updatedAt: string } | null } } }>(`{ viewer { company { ${LOGO_FIELDS} } } }`, {}, token)).viewer.company.logo;
const image = (url: string, token?: string) => fetch(BASE_URL + url, { headers: token ? { authorization: `Bearer ${token}` } : {} });

/** The invalid-extension text in any of the languages it is written in. */
const INVALID = Object.values(uiTexts["logo.invalidExtension"]!);
const TOO_LARGE = Object.values(uiTexts["logo.tooLarge"]!).map((s) => s.replace("{{size}}", "512 KB"));
const TOO_MANY_PIXELS = Object.values(uiTexts["logo.tooLarge"]!).map((s) => s.replace("{{size}}", "4096 × 4096 px"));
/** The stored logo's bytes, as the legacy GET answers them (base64). */
const storedLogo = async (token: string) => new Uint8Array(Buffer.from((await getLogo(token)).json.logo, "base64"));
function expectRefused(res: { status: number; json: any }, texts: string[]) {
  expect(res.status).toBe(400);
  expect(res.json.result).toBe("ERRORS");
  expect(texts).toContain(res.json.errors[0]);
}
function expectGqlRefused(r: { errors?: { message: string; extensions?: Record<string, unknown> }[]; data?: any }, texts: string[]) {
  expect(r.errors?.[0]?.extensions?.code).toBe("SAVE_ERRORS");
  expect(texts).toContain(r.errors![0]!.message);
  expect(r.data?.uploadCompanyLogo ?? null).toBeNull();
}

describe("REST: PUT / GET / DELETE /api/companyfile", () => {
  test("the administrator stores a PNG (base64); every user of the company reads it back as base64 with its type", async () => {
    const png = logoPng(340, 65, 1);
    const res = await put(t.adminA, png);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "OK", item: { companyId: SEED.company.A, mimeType: "image/png" } });
    const stored = await storedLogo(t.adminA);
    expect(await decoded(stored)).toEqual(await decoded(png)); // re-encoded, the same pixels (PNG is lossless)
    for (const who of ["adminA", "supervisorA", "operatorA", "agentA"] as const) {
      const got = await getLogo(t[who]);
      expect(got.status).toBe(200);
      expect(got.json).toMatchObject({ companyId: SEED.company.A, mimeType: "image/png", logo: b64(stored) });
    }
  });

  test("a JPEG sent as FileReader's data: URL is stored as image/jpeg (the type comes from the bytes, not the prefix)", async () => {
    const res = await put(t.adminA, `data:image/png;base64,${b64(LOGO_JPEG)}`);
    expect(res.status).toBe(200);
    expect(res.json.item.mimeType).toBe("image/jpeg");
    expect(await decoded(await storedLogo(t.adminA))).toMatchObject({ format: "jpeg", width: 150, height: 30 });
  });

  test("polyglots: a PNG or JPEG carrying HTML or script after its end, in a chunk, a comment or EXIF is stored as the picture alone", async () => {
    const cases = [PNG_TRAILING_SCRIPT, PNG_TEXT_HTML, PNG_PRIVATE_CHUNK_HTML, JPEG_TRAILING_HTML, JPEG_COMMENT_HTML, JPEG_APP15_HTML, await jpegWithGps()];
    for (const sent of cases) {
      expect(hasPayload(sent)).toBe(true);
      expect((await put(t.adminA, sent)).status).toBe(200);
      const stored = await storedLogo(t.adminA);
      expect(hasPayload(stored) || Buffer.from(stored).includes(GPS_MARK)).toBe(false);
      const [got, want] = await Promise.all([decoded(stored), decoded(sent)]);
      expect(got.exif).toBe(false);
      expect([got.format, got.width * got.height]).toEqual([want.format, want.width * want.height]); // the GPS photo is turned upright
    }
  });

  test("the right first bytes but no picture (cut, garbage after the signature): the invalid-file message; too many pixels: the size message", async () => {
    const before = (await getLogo(t.adminA)).json;
    expectRefused(await put(t.adminA, LOGO_JPEG.subarray(0, LOGO_JPEG.length - 2)), INVALID);
    expectRefused(await put(t.adminA, Buffer.concat([logoPng(4, 4).subarray(0, 8), Buffer.from("<html><script>alert(1)</script></html>")])), INVALID);
    expectRefused(await put(t.adminA, pngBomb(50_000, 50_000)), TOO_MANY_PIXELS);
    expectRefused(await put(t.adminA, jpegBomb()), TOO_MANY_PIXELS);
    expect((await getLogo(t.adminA)).json).toEqual(before);
  });

  test("an SVG, a text, an empty file or a file over 512 KB are refused (translated message) and the stored logo stays", async () => {
    const before = (await getLogo(t.adminA)).json;
    expectRefused(await put(t.adminA, SVG), INVALID);
    expectRefused(await put(t.adminA, `data:image/svg+xml;base64,${b64(SVG)}`), INVALID);
    expectRefused(await put(t.adminA, TEXT, { FileName: "logo.png" }), INVALID);
    expectRefused(await put(t.adminA, logoPng(10, 10), { FileName: "logo.gif" }), INVALID);
    expectRefused(await put(t.adminA, "%%% not base64 %%%"), INVALID);
    expectRefused(await put(t.adminA, hugePng()), TOO_LARGE);
    const empty = await put(t.adminA, "");
    expect(empty.status).toBe(400);
    expect((await getLogo(t.adminA)).json).toEqual(before);
  });

  test("supervisors, operators and the Connection user may not write; other companies cannot touch Hospital A's logo", async () => {
    const before = (await getLogo(t.adminA)).json;
    for (const who of ["supervisorA", "operatorA", "agentA"] as const) {
      expectForbidden(await put(t[who], logoPng(20, 4)));
      expectForbidden(await api("DELETE", "/api/CompanyFile", { token: t[who] }));
    }
    // Hospital B's administrator naming Hospital A: Not found, nothing changes
    expectNotFound(await put(t.adminB, logoPng(20, 4)));
    expectNotFound(await api("DELETE", "/api/CompanyFile", { token: t.adminB, body: { CompanyFile: { CompanyId: SEED.company.A } } }));
    expectNotFound(await getLogo(t.adminB, SEED.company.A));
    expectNotFound(await getLogo(t.adminC, SEED.company.A));
    expect((await api("GET", `/api/companyfile/${SEED.company.A}`)).status).toBe(401);
    expect((await getLogo(t.adminA)).json).toEqual(before);
  });

  test("a company without a logo answers an empty logo; DELETE deletes (then Not found)", async () => {
    const none = await getLogo(t.adminB, SEED.company.B);
    expect(none.status).toBe(200);
    expect(none.json).toMatchObject({ companyId: SEED.company.B, logo: null });
    const del = await api("DELETE", "/api/CompanyFile", { token: t.adminA, body: { CompanyFile: { Id: 0, CompanyId: SEED.company.A } } });
    expect(del.status).toBe(200);
    expect((await getLogo(t.adminA)).json.logo).toBeNull();
    const again = await api("DELETE", "/api/CompanyFile", { token: t.adminA });
    expect(again.status).toBe(404);
    expect(Object.values(uiTexts["logo.none"]!)).toContain(again.json.message);
    // (the application-log rows of each write: tests/api/records-units-logo.test.ts reads them in the database)
  });
});

describe("GraphQL: uploadCompanyLogo (multipart), deleteCompanyLogo, Company.logo, companyLogoRules", () => {
  test("the rules: limits for everyone of the company, canManage for the administrator only", async () => {
    const q = `{ companyLogoRules { canManage maxBytes extensions previewWidth previewHeight } }`;
    expect(gqlData(await gql(q, {}, t.adminA)).companyLogoRules).toEqual({ canManage: true, maxBytes: 524288, extensions: [".png", ".jpg", ".jpeg"], previewWidth: 340, previewHeight: 65 });
    for (const who of ["supervisorA", "operatorA"] as const) expect(gqlData(await gql(q, {}, t[who])).companyLogoRules.canManage).toBe(false);
    expect((await gql(q, {}, null)).errors?.[0]?.extensions?.code).toBe("UNAUTHENTICATED");
  });

  test("PNG and JPG (any case in the name) upload; the answer carries the new logo for the store", async () => {
    const png = await upload(t.adminA, logoPng(300, 60, 2), "Logo.PNG", "image/png");
    expect(png.errors).toBeUndefined();
    expect(png.data.uploadCompanyLogo.logo).toMatchObject({ mimeType: "image/png" });
    expect(png.data.uploadCompanyLogo.logo.url).toMatch(new RegExp(`^/api/companyfile/${SEED.company.A}/image\\?v=\\d+&exp=\\d+&sig=[\\w-]+$`));
    const jpg = await upload(t.adminA, LOGO_JPEG, "photo.JpG", "image/jpeg");
    expect(jpg.data.uploadCompanyLogo.logo.mimeType).toBe("image/jpeg");
    expect((await viewerLogo(t.operatorA))!.mimeType).toBe("image/jpeg");
  });

  test("renamed SVG or text, a wrong name, a file too large: refused with the translated message; the logo stays", async () => {
    const before = await viewerLogo(t.adminA);
    expectGqlRefused(await upload(t.adminA, SVG, "logo.png", "image/png"), INVALID);
    expectGqlRefused(await upload(t.adminA, SVG, "logo.svg", "image/svg+xml"), INVALID);
    expectGqlRefused(await upload(t.adminA, TEXT, "logo.jpg", "image/jpeg"), INVALID);
    expectGqlRefused(await upload(t.adminA, logoPng(10, 10), "logo.webp"), INVALID);
    expectGqlRefused(await upload(t.adminA, hugePng(), "big.png", "image/png"), TOO_LARGE);
    expectGqlRefused(await upload(t.adminA, logoPng(40, 40).subarray(0, 60), "cut.png", "image/png"), INVALID);
    expectGqlRefused(await upload(t.adminA, pngBomb(50_000, 50_000), "bomb.png", "image/png"), TOO_MANY_PIXELS);
    expect(await viewerLogo(t.adminA)).toEqual(before);
  });

  test("only the administrator uploads and deletes; a File cannot come as a plain JSON value", async () => {
    for (const who of ["supervisorA", "operatorA", "agentA"] as const) {
      const r = await upload(t[who], logoPng(20, 4), "x.png");
      expect(r.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
      expect((await gql(`mutation { deleteCompanyLogo { id } }`, {}, t[who])).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    }
    const json = await gql(`mutation($file: File!) { uploadCompanyLogo(file: $file) { id } }`, { file: b64(logoPng(20, 4)) }, t.adminA);
    expect(json.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(json.data?.uploadCompanyLogo ?? null).toBeNull();
  });

  test("other companies see their own logo (none), never Hospital A's; another company's node is null", async () => {
    expect(await viewerLogo(t.adminB)).toBeNull();
    const a = gqlData(await gql(`{ viewer { company { id } } }`, {}, t.adminA)).viewer.company.id;
    const r = gqlData(await gql(`query($id: ID!) { node(id: $id) { ... on Company { logo { url } } } }`, { id: a }, t.adminB));
    expect(r.node).toBeNull();
  });

  test("deleteCompanyLogo answers the company without a logo", async () => {
    const r = gqlData(await gql(`mutation { deleteCompanyLogo { ${LOGO_FIELDS} } }`, {}, t.adminA));
    expect(r.deleteCompanyLogo.logo).toBeNull();
    expect((await gql(`mutation { deleteCompanyLogo { id } }`, {}, t.adminA)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });
});

describe("the image URL", () => {
  test("serves the stored bytes with their type only, nosniff, inline, a private cache bounded by the URL's life", async () => {
    const png = PNG_TEXT_HTML;
    await upload(t.adminA, png, "logo.png");
    const { url } = (await viewerLogo(t.supervisorA))!;
    const res = await image(url); // an <img> sends no token
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    expect(res.headers.get("content-disposition")).toMatch(/^inline/);
    const cache = res.headers.get("cache-control") ?? "";
    expect(cache).toMatch(/^private, max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(cache)![1]);
    expect(maxAge).toBeGreaterThan(3600);
    expect(maxAge).toBeLessThanOrEqual(7200);
    // the re-encoded picture, not what was uploaded: the HTML of its text chunk is gone
    const served = new Uint8Array(await res.arrayBuffer());
    expect(Buffer.from(served).equals(Buffer.from(await storedLogo(t.adminA)))).toBe(true);
    expect(hasPayload(served)).toBe(false);
    expect((await decoded(served)).pixels.equals((await decoded(png)).pixels)).toBe(true);

    await upload(t.adminA, JPEG_TRAILING_HTML, "logo.jpg");
    const jpeg = await image((await viewerLogo(t.adminA))!.url);
    expect(jpeg.headers.get("content-type")).toBe("image/jpeg");
    expect(hasPayload(new Uint8Array(await jpeg.arrayBuffer()))).toBe(false);
  });

  test("Not found without a valid signature, for another company's id, for a replaced picture, after expiry; never SVG", async () => {
    const { url } = (await viewerLogo(t.adminA))!;
    const u = new URL(BASE_URL + url);
    const variant = (change: (p: URLSearchParams) => void, path = u.pathname) => {
      const p = new URLSearchParams(u.search);
      change(p);
      return `${path}?${p}`;
    };
    const status = async (path: string, token?: string) => (await image(path, token)).status;
    expect(await status(`/api/companyfile/${SEED.company.A}/image`)).toBe(404);
    expect(await status(`/api/companyfile/${SEED.company.A}/image`, t.adminA)).toBe(404); // a token is not a signature
    expect(await status(variant((p) => p.set("sig", "A".repeat(43))))).toBe(404);
    expect(await status(variant((p) => p.delete("sig")))).toBe(404);
    expect(await status(variant((p) => p.set("exp", String(Number(p.get("exp")) + 3600))))).toBe(404);
    expect(await status(variant((p) => p.set("exp", String(Math.floor(Date.now() / 1000) - 10))))).toBe(404);
    expect(await status(variant(() => {}, `/api/companyfile/${SEED.company.B}/image`))).toBe(404);
    // the picture changes: the old URL is gone, the new one works
    await upload(t.adminA, logoPng(90, 18, 4), "new.png");
    expect(await status(url)).toBe(404);
    const fresh = (await viewerLogo(t.adminA))!.url;
    expect(fresh).not.toBe(url);
    expect(await status(fresh)).toBe(200);
    // an SVG never got in, so none can come out
    expectGqlRefused(await upload(t.adminA, SVG, "x.png"), INVALID);
    expect((await image(fresh)).headers.get("content-type")).toBe("image/png");
  });
});
