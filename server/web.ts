// Serves the built web client from dist/web: real files as they are (hashed assets cached
// for a year), any other path the SPA's index.html so client-side routes work on reload.
// The build writes a Brotli (.br) and a gzip (.gz) copy beside each text asset
// (scripts/build-web.ts): a browser that accepts one gets it, compressed once at build time.
import { join, normalize } from "node:path";

const PACKED = [
  { ext: ".br", name: "br" },
  { ext: ".gz", name: "gzip" },
];

/** The precompressed copies the request accepts (Accept-Encoding, q=0 refuses), best first. */
function encodings(request: Request) {
  const accepted = new Set(
    (request.headers.get("accept-encoding") ?? "")
      .toLowerCase()
      .split(",")
      .map((part) => part.trim().split(/\s*;\s*/))
      .filter(([, q]) => !q || !/^q=0(\.0*)?$/.test(q))
      .map(([name]) => name),
  );
  return PACKED.filter((e) => accepted.has(e.name));
}

async function send(request: Request, path: string, cacheControl: string, contentType?: string): Promise<Response> {
  const type = contentType ?? Bun.file(path).type;
  for (const e of encodings(request)) {
    const packed = Bun.file(path + e.ext);
    if (await packed.exists()) return new Response(packed, { headers: { "content-type": type, "content-encoding": e.name, vary: "Accept-Encoding", "cache-control": cacheControl } });
  }
  return new Response(Bun.file(path), { headers: { "content-type": type, vary: "Accept-Encoding", "cache-control": cacheControl } });
}

export async function serveWeb(webDir: string, pathname: string, request: Request): Promise<Response> {
  const rel = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  if (rel !== "/" && !rel.endsWith("/")) {
    const path = join(webDir, rel);
    // The compressed copies are served in place of their file, never as files of their own.
    if (!/\.(br|gz)$/.test(rel) && (await Bun.file(path).exists())) {
      const immutable = /-[a-z0-9]{8,}\.(js|css|svg|png|woff2?)$/.test(rel);
      return send(request, path, immutable ? "public, max-age=31536000, immutable" : "no-cache");
    }
    // Only asset-looking paths 404: routes such as /login/1/someone@demo.test end in ".test".
    if (/\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|html|br|gz)$/i.test(rel)) return new Response("Not found", { status: 404 });
  }
  const index = join(webDir, "index.html");
  if (!(await Bun.file(index).exists())) return new Response("The web client is not built: run `bun scripts/build-web.ts`.", { status: 503 });
  return send(request, index, "no-cache", "text/html; charset=utf-8");
}
