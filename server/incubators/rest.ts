// REST door of the company's incubators (screen 800).
import type { Router } from "../http/router";
import { assignSector, freeIncubator, listIncubators, CONNECTED } from "./service";
import { assertOwnUser } from "../users/service";
import { id, object, wrapped } from "../validation/wire";
import { COMPANY_USERS, MANAGERS } from "../auth/scopes";

/** { Incubator: { id }, Sector: { id } }, or SectorId beside the incubator, or a bare { id, SectorId }. */
const Assignment = wrapped("Incubator", { Id: id(), Sector: object({ Id: id() }).nullish(), SectorId: id() });

type Row = Awaited<ReturnType<typeof listIncubators>>[number];
export const incubatorWire = (i: Row) => ({
  id: i.id,
  name: i.name,
  serialNumber: i.serialNumber,
  lote: i.lot,
  discovererAppUser: i.discovererUser ? `${i.discovererUser.name} ${i.discovererUser.lastName}` : null,
  workSectorId: i.workSectorId,
  workSector: i.workSector?.name ?? null,
  discovererSectorId: i.discovererSectorId,
  dateConnection: i.connectedAt,
  status: i.connectionStatus,
  incConnectionStatusDescription: i.connectionStatus === CONNECTED ? "CONNECTED" : "DISCONNECTED",
  statusTemperatureDescription: ["UNKNOWN", "OK", "OUT OF RANGE"][i.temperatureStatus] ?? "UNKNOWN",
  incubatorModel: { id: i.distributorIncubator.incubatorModel.id, type: i.distributorIncubator.incubatorModel.type, description: i.distributorIncubator.description },
  desktopMigrationId: i.desktopMigrationId,
});

export function incubatorRoutes(r: Router) {
  r.get("/api/Incubator", COMPANY_USERS, async (c) => {
    await assertOwnUser(c, c.args({ appUserId: id() }).appUserId);
    return (await listIncubators(c)).map(incubatorWire);
  });
  r.post("/api/Incubator/SetSector", MANAGERS, async (c) => {
    const b = await c.body(Assignment);
    return { result: "OK", message: "Sector assigned.", item: incubatorWire(await assignSector(c, { incubatorId: b.Id, sectorId: b.Sector?.Id ?? b.SectorId })) };
  });
  r.post("/api/Incubator/FreeIncubator", MANAGERS, async (c) => {
    const inc = await c.body(wrapped("Incubator", { Id: id() }));
    return { result: "OK", message: "Incubator freed.", item: incubatorWire(await freeIncubator(c, { incubatorId: inc.Id })) };
  });
}
