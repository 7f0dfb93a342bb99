// The built client's files (server/web.ts): the precompressed copy the browser accepts (Brotli
// before gzip, q=0 refused), the right type and Vary, hashed assets cached for a year, routes
// answered with index.html, and the .br/.gz copies never served as files of their own.
import { afterAll, expect, test } from "bun:test";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { gzipSync } from "node:zlib";
import { serveWeb } from "../../server/web";

const dir = mkdtempSync(join(tmpdir(), "web-static-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
const js = "console.log('first screen');".repeat(100);
writeFileSync(join(dir, "chunk-ab12cd34.js"), js);
writeFileSync(join(dir, "chunk-ab12cd34.js.gz"), gzipSync(js));
writeFileSync(join(dir, "chunk-ab12cd34.js.br"), Bun.gzipSync(js)); // content is not checked: the header is
writeFileSync(join(dir, "index.html"), "<!doctype html><title>t</title>");
writeFileSync(join(dir, "index.html.br"), "br");

const get = (path: string, acceptEncoding?: string) => serveWeb(dir, path, new Request(`http://x${path}`, { headers: acceptEncoding === undefined ? {} : { "accept-encoding": acceptEncoding } }));

test("the accepted encoding is served, Brotli first; q=0 refuses one", async () => {
  const cases: [string | undefined, string | null][] = [
    ["gzip, deflate, br, zstd", "br"],
    ["gzip", "gzip"],
    ["br;q=0, gzip;q=0.5", "gzip"],
    ["identity", null],
    [undefined, null],
  ];
  for (const [accept, encoding] of cases) {
    const res = await get("/chunk-ab12cd34.js", accept);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-encoding")).toBe(encoding);
    expect(res.headers.get("content-type")).toStartWith("text/javascript");
    expect(res.headers.get("vary")).toBe("Accept-Encoding");
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  }
  expect(await (await get("/chunk-ab12cd34.js", "gzip")).arrayBuffer().then((b) => Bun.gunzipSync(new Uint8Array(b)).length)).toBe(js.length);
});

test("a route gets index.html (compressed when there is a copy), never cached; the copies are not files of their own", async () => {
  const page = await get("/appmain", "br");
  expect(page.headers.get("content-type")).toBe("text/html; charset=utf-8");
  expect(page.headers.get("content-encoding")).toBe("br");
  expect(page.headers.get("cache-control")).toBe("no-cache");
  expect((await get("/login/1/someone@demo.test", "gzip")).headers.get("content-encoding")).toBeNull(); // no .gz of index.html
  expect((await get("/chunk-ab12cd34.js.gz")).status).toBe(404);
  expect((await get("/missing-12345678.js")).status).toBe(404);
});
