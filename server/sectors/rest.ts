// REST door of sectors (spec 000 section 7). Bodies are the row, optionally wrapped as
// { Sector: {...} }; ForcedDelete may sit on either level.
import type { RestContext, Router } from "../http/router";
import { createSector, deleteSector, getSector, listSectors, updateSector } from "./service";
import { int } from "../http/validate";
import { notFound } from "../http/errors";

type Body = Record<string, any>;
const MANAGERS = { companyType: [0, 1] };
export const unwrap = (b: Body, key: string): Body => b[key] ?? b[key.toLowerCase()] ?? b[key[0]!.toLowerCase() + key.slice(1)] ?? b;
export const forcedDelete = (b: Body, row: Body) => b.ForcedDelete === true || b.forcedDelete === true || row.ForcedDelete === true || row.forcedDelete === true;
const wire = (s: { id: number; name: string }) => ({ id: s.id, name: s.name });
export const saved = (item: unknown, message = "Saved successfully.") => ({ result: "OK", message, item });

export function sectorRoutes(r: Router) {
  // The company in the query is the caller's own or nothing: another company's id is Not found.
  const ownSectors = async (c: RestContext) => {
    const q = c.query.get("companyId");
    if (q && int(q) !== c.principal!.companyId) throw notFound();
    return (await listSectors(c)).map(wire);
  };
  r.get("/api/sector", { company: true }, ownSectors);
  r.get("/api/sector/GetIdNameSectorsByCompanyId", { company: true }, ownSectors);
  r.get("/api/Sector/getSectorsToAssign", { company: true }, async (c) => {
    await assertOwnUser(c, c.query.get("userId"));
    return (await listSectors(c)).map(wire);
  });
  r.get("/api/Sector/:id", { authenticated: true }, async (c) => wire(await getSector(c, int(c.params.id))));
  r.post("/api/sector", MANAGERS, async (c) => {
    const s = unwrap(await c.body<Body>(), "Sector");
    return saved(wire(await createSector(c, { name: s.name ?? s.Name })));
  });
  r.put("/api/sector", MANAGERS, async (c) => {
    const s = unwrap(await c.body<Body>(), "Sector");
    return saved(wire(await updateSector(c, { id: s.id ?? s.Id, name: s.name ?? s.Name })));
  });
  r.delete("/api/sector", MANAGERS, async (c) => {
    const b = await c.body<Body>();
    const s = unwrap(b, "Sector");
    await deleteSector(c, { id: s.id ?? s.Id, forcedDelete: forcedDelete(b, s) });
    return { result: "OK", message: "Deleted successfully." };
  });
}

/** A userId/appUserId query parameter must name a user of the caller's company. */
export async function assertOwnUser(c: RestContext, userId: string | null) {
  if (!userId) return;
  const u = await c.prisma.appUser.findUnique({ where: { id: int(userId) ?? -1 }, select: { companyId: true } });
  if (!u || u.companyId !== c.principal!.companyId) throw notFound();
}
