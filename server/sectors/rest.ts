// REST door of sectors (spec 000 section 7). Bodies are the row, optionally wrapped as
// { Sector: {...} }; ForcedDelete may sit on either level.
import type { RestContext, Router } from "../http/router";
import { createSector, deleteSector, getSector, listSectors, updateSector } from "./service";
import { bool, id, text, wrapped } from "../validation/wire";
import { deleted, saved } from "../http/replies";
import { assertOwnCompanyId } from "../auth/company";
import { assertOwnUser } from "../users/service";
import { COMPANY_USERS, MANAGERS, SIGNED_IN } from "../auth/scopes";

const SectorRow = wrapped("Sector", { Id: id(), Name: text(), ForcedDelete: bool() });
const wire = (s: { id: number; name: string }) => ({ id: s.id, name: s.name });

export function sectorRoutes(r: Router) {
  // The company in the query is the caller's own or nothing: another company's id is Not found.
  const ownSectors = async (c: RestContext) => {
    assertOwnCompanyId(c.principal, c.args({ companyId: id() }).companyId);
    return (await listSectors(c)).map(wire);
  };
  r.get("/api/sector", COMPANY_USERS, ownSectors);
  r.get("/api/sector/GetIdNameSectorsByCompanyId", COMPANY_USERS, ownSectors);
  r.get("/api/Sector/getSectorsToAssign", COMPANY_USERS, async (c) => {
    await assertOwnUser(c, c.args({ userId: id() }).userId);
    return (await listSectors(c)).map(wire);
  });
  r.get("/api/Sector/:id", SIGNED_IN, async (c) => wire(await getSector(c, c.args({ id: id() }).id ?? null)));
  r.post("/api/sector", MANAGERS, async (c) => {
    const s = await c.body(SectorRow);
    return saved(wire(await createSector(c, { name: s.Name })));
  });
  r.put("/api/sector", MANAGERS, async (c) => {
    const s = await c.body(SectorRow);
    return saved(wire(await updateSector(c, { id: s.Id, name: s.Name })));
  });
  r.delete("/api/sector", MANAGERS, async (c) => {
    const s = await c.body(SectorRow);
    await deleteSector(c, { id: s.Id, forcedDelete: s.ForcedDelete === true });
    return deleted();
  });
}
