// REST door of the company's incubators (screen 800).
import type { Router } from "../http/router";
import { assignSector, freeIncubator, listIncubators, CONNECTED } from "./service";
import { assertOwnUser, unwrap } from "../sectors/rest";

type Body = Record<string, any>;
const MANAGERS = { companyType: [0, 1] };

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
  r.get("/api/Incubator", { company: true }, async (c) => {
    await assertOwnUser(c, c.query.get("appUserId"));
    return (await listIncubators(c)).map(incubatorWire);
  });
  r.post("/api/Incubator/SetSector", MANAGERS, async (c) => {
    const b = await c.body<Body>();
    const inc = unwrap(b, "Incubator");
    return { result: "OK", message: "Sector assigned.", item: incubatorWire(await assignSector(c, { incubatorId: inc.id, sectorId: b.Sector?.id ?? b.sector?.id ?? b.SectorId })) };
  });
  r.post("/api/Incubator/FreeIncubator", MANAGERS, async (c) => {
    const inc = unwrap(await c.body<Body>(), "Incubator");
    return { result: "OK", message: "Incubator freed.", item: incubatorWire(await freeIncubator(c, { incubatorId: inc.id })) };
  });
}
