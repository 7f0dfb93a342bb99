// REST door of the company logo (spec 002 section 7.2, docs/logo-and-units.md):
//   GET    /api/companyfile/{companyId}        → { id, companyId, logo (base64), mimeType, updatedAt }
//   PUT    /api/companyfile { CompanyFile: { Id, CompanyId, Logo } }   (Logo: base64 or a data: URL)
//   DELETE /api/CompanyFile [{ CompanyFile: { Id, CompanyId } }]
//   GET    /api/companyfile/{companyId}/image?v&exp&sig  → the picture, for <img> (signed URL, url.ts)
import type { Router } from "../http/router";
import { notFound, SaveErrors } from "../domain/errors";
import { deleted, saved } from "../http/replies";
import { COMPANY_ADMINS, COMPANY_USERS } from "../auth/scopes";
import { decimal, id, text, wrapped } from "../validation/wire";
import { companyLogoWithBytes, deleteCompanyLogo, logoImage, saveCompanyLogo, type LogoInfo } from "./service";
import { checkLogoUrl } from "./url";

/** Base64 of at most 512 KB, with room for a data: prefix and line breaks. */
const LOGO_TEXT_MAX = 800_000;
const CompanyFileRow = wrapped("CompanyFile", { Id: id(), CompanyId: id(), Logo: text(LOGO_TEXT_MAX), FileName: text(260) });
const CompanyFileRef = wrapped("CompanyFile", { Id: id(), CompanyId: id() });

const wire = (l: LogoInfo) => ({ id: l.id, companyId: l.companyId, mimeType: l.mimeType, updatedAt: l.updatedAt });

/** The legacy client sent FileReader's data URL or its bare base64: both are read; anything else is not a picture. */
function decodeLogo(value: string): Uint8Array {
  const base64 = value.replace(/^data:[^,]{0,100};base64,/i, "").replace(/\s+/g, "");
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) return new Uint8Array([0]); // refused by its (missing) magic bytes
  return new Uint8Array(Buffer.from(base64, "base64"));
}

export function logoRoutes(r: Router): void {
  r.get("/api/companyfile/:companyId", COMPANY_USERS, async (c) => {
    const { companyId } = c.args({ companyId: id() });
    const row = await companyLogoWithBytes(c, companyId);
    if (!row) return { id: null, companyId: c.principal!.companyId, logo: null, mimeType: null, updatedAt: null };
    return { ...wire(row), logo: Buffer.from(row.logo).toString("base64") };
  });

  r.put("/api/companyfile", COMPANY_ADMINS, async (c) => {
    const b = await c.body(CompanyFileRow);
    if (!b.Logo) throw new SaveErrors(["This field is required"]);
    return saved(wire(await saveCompanyLogo(c, { companyId: b.CompanyId, fileName: b.FileName, bytes: decodeLogo(b.Logo) })));
  });

  r.delete("/api/CompanyFile", COMPANY_ADMINS, async (c) => {
    const b = await c.body(CompanyFileRef);
    await deleteCompanyLogo(c, b.CompanyId);
    return deleted();
  });

  // A file transfer for <img>: no bearer header can come, the signature is the access check.
  // Anything wrong (no signature, expired, another company's, a replaced picture) is Not found.
  r.get("/api/companyfile/:companyId/image", "public", async (c) => {
    const q = c.args({ companyId: id(), v: decimal(), exp: decimal(), sig: text(100) });
    if (!q.companyId || q.v === null || q.v === undefined || !q.exp || !q.sig) throw notFound();
    const left = checkLogoUrl(c.config, q.companyId, q.v, q.exp, q.sig);
    if (!left) throw notFound();
    const row = await logoImage(c, q.companyId);
    // Only the two types the upload lets in are ever served (never SVG, never text).
    if (!row || row.updatedAt.getTime() !== q.v || (row.mimeType !== "image/png" && row.mimeType !== "image/jpeg")) throw notFound();
    return new Response(Uint8Array.from(row.logo), {
      headers: {
        "content-type": row.mimeType,
        "content-length": String(row.logo.length),
        "x-content-type-options": "nosniff",
        "content-disposition": `inline; filename="logo.${row.mimeType === "image/png" ? "png" : "jpg"}"`,
        // The URL names one version of the picture and dies with its signature: the browser
        // keeps it (for this user only) until then.
        "cache-control": `private, max-age=${left}, immutable`,
        "cross-origin-resource-policy": "same-origin",
        "content-security-policy": "default-src 'none'; sandbox",
      },
    });
  });
}
