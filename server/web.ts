// Serves the built web client from dist/web: real files as they are (hashed assets cached
// for a year), any other path the SPA's index.html so client-side routes work on reload.
import { join, normalize } from "node:path";

export async function serveWeb(webDir: string, pathname: string): Promise<Response> {
  const rel = normalize(decodeURIComponent(pathname)).replace(/^(\.\.[/\\])+/, "");
  if (rel !== "/" && !rel.endsWith("/")) {
    const file = Bun.file(join(webDir, rel));
    if (await file.exists()) {
      const immutable = /-[a-z0-9]{8,}\.(js|css|svg|png|woff2?)$/.test(rel);
      return new Response(file, { headers: { "cache-control": immutable ? "public, max-age=31536000, immutable" : "no-cache" } });
    }
    // Only asset-looking paths 404: routes such as /login/1/someone@demo.test end in ".test".
    if (/\.(js|mjs|css|map|png|jpe?g|gif|svg|ico|webp|woff2?|ttf|json|txt|html)$/i.test(rel)) return new Response("Not found", { status: 404 });
  }
  const index = Bun.file(join(webDir, "index.html"));
  if (!(await index.exists())) return new Response("The web client is not built: run `bun scripts/build-web.ts`.", { status: 503 });
  return new Response(index, { headers: { "content-type": "text/html; charset=utf-8", "cache-control": "no-cache" } });
}
