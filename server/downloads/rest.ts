// The download manager (landing page and /downloadagent): each method answers a short-lived
// signed URL; the file route checks the signature and expiry before serving the document.
import { createHmac, timingSafeEqual } from "node:crypto";
import type { Router } from "../http/router";
import { notFound, forbidden } from "../domain/errors";
import { distributorByEncryptedId } from "../distributors/service";
import { documents } from "./documents";
import { decimal, text } from "../validation/wire";

const TTL_SECONDS = 15 * 60;
const signingKey = crypto.getRandomValues(new Uint8Array(32));

function sign(name: string, exp: number): string {
  return createHmac("sha256", signingKey).update(`${name}:${exp}`).digest("base64url");
}

export function downloadRoutes(r: Router) {
  r.get("/api/DownloaderManager/file/:name", "public", (c) => {
    const q = c.args({ exp: decimal(), sig: text(200) });
    const doc = documents.find((d) => d.fileName === c.params.name);
    const exp = q.exp ?? 0;
    const sig = Buffer.from(q.sig ?? "");
    const expected = Buffer.from(doc ? sign(doc.fileName, exp) : "");
    if (!doc) throw notFound();
    if (!(exp > Date.now() / 1000) || sig.length !== expected.length || !timingSafeEqual(sig, expected)) throw forbidden("This download link has expired. Request it again.");
    return new Response(doc.render(), { headers: { "content-type": doc.contentType, "content-disposition": `attachment; filename="${doc.fileName}"` } });
  });

  r.get("/api/DownloaderManager/:method", "public", async (c) => {
    const { distributorId } = c.args({ distributorId: text(200) });
    if (distributorId) await distributorByEncryptedId(c.prisma, distributorId);
    const doc = documents.find((d) => d.method.toLowerCase() === c.params.method!.toLowerCase());
    if (!doc) throw notFound("This document is not available.");
    const exp = Math.floor(Date.now() / 1000) + TTL_SECONDS;
    return { url: `/api/DownloaderManager/file/${doc.fileName}?exp=${exp}&sig=${sign(doc.fileName, exp)}` };
  });
}
