// REST door of the mobile app's chemical-reading intake (docs/intake-api.md, OpenAPI at
// /api/intake/openapi.json). The browser mints a token (POST /api/intake/token, signed in);
// the phone, with only that token, may ask what it is for (GET /api/intake/token) and
// send one reading with its photo (POST /api/intake/chemical, multipart/form-data).
import type { RestContext, Router } from "../http/router";
import { json } from "../http/router";
import { STAFF } from "../auth/scopes";
import { bearerToken } from "../auth/principal";
import { badRequest, ValidationError } from "../domain/errors";
import { intakeChemical, intakeTokenOf } from "./service";
import { mintIntakeToken } from "./token";
import { intakeOpenApi } from "./openapi";

export const INTAKE_BASE = "/api/intake";

/** The multipart form: text fields and the `image` part (its bytes; its name and declared type are ignored). */
async function form(c: RestContext): Promise<{ fields: Record<string, string>; image: Uint8Array | null }> {
  if (!(c.request.headers.get("content-type") ?? "").toLowerCase().startsWith("multipart/form-data")) throw badRequest("Send the reading as multipart/form-data (fields and the image part).");
  let data: FormData;
  try {
    data = await c.request.formData();
  } catch {
    throw badRequest("The multipart body could not be read.");
  }
  const fields: Record<string, string> = {};
  let image: Uint8Array | null = null;
  for (const [name, value] of data.entries() as Iterable<[string, string | Blob]>) {
    if (name === "image") {
      if (typeof value === "string") throw new ValidationError({ image: ["Send the image as a file part."] });
      image = new Uint8Array(await value.arrayBuffer());
    } else if (typeof value === "string") fields[name] = value;
    else throw new ValidationError({ [name]: ["Only the image may be a file."] });
  }
  return { fields, image };
}

const tokenOf = (c: RestContext) => bearerToken(c.request.headers.get("authorization"));

export function intakeRoutes(r: Router) {
  r.get("/api/intake/openapi.json", "public", (c) => json(intakeOpenApi(c.origin)));
  r.post("/api/intake/token", STAFF, async (c) => {
    const b = await c.body<{ kind?: unknown }>();
    const t = await mintIntakeToken(c, b.kind);
    return json({ token: t.token, kind: t.kind, expiresAt: t.expiresAt.toISOString(), link: t.link }, 201);
  });
  r.get(`${INTAKE_BASE}/token`, "public", async (c) => {
    const t = await intakeTokenOf(c, tokenOf(c));
    return { kind: t.kind, companyName: t.companyName, sectorName: t.sectorName, expiresAt: t.expiresAt.toISOString() };
  });
  r.post(`${INTAKE_BASE}/chemical`, "public", async (c) => {
    const token = await intakeTokenOf(c, tokenOf(c)); // refuse a bad token before reading the body
    const receipt = await intakeChemical(c, token, await form(c));
    return json({ ...receipt, testedAt: receipt.testedAt.toISOString() }, 201);
  });
}
