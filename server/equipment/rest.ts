// REST door of the machine catalogues: /api/Sterilizer, /api/washer, /api/disinfector.
import type { Router } from "../http/router";
import { MACHINE_KINDS, createMachine, deleteMachine, listMachines, updateMachine, type MachineKind, type MachineRow } from "./service";
import { deleted, saved } from "../http/replies";
import { assertOwnCompanyId } from "../auth/company";
import { bool, id, text, wrapped } from "../validation/wire";
import { MANAGERS, STAFF } from "../auth/scopes";

const WRAPPER: Record<MachineKind, string> = { sterilizer: "Sterilizer", washer: "Washer", disinfector: "Disinfector" };
const machineRow = (kind: MachineKind) => wrapped(WRAPPER[kind], { Id: id(), Name: text(), Brand: text(), Serial: text(), SectorId: id(), ForcedDelete: bool() });

type Row = MachineRow;
export const machineWire = (m: Row) => ({ id: m.id, sectorId: m.sectorId, sectorName: m.sector.name, name: m.name, brand: m.brand, serial: m.serial, desktopMigrationId: m.desktopMigrationId });

export function equipmentRoutes(r: Router) {
  for (const kind of MACHINE_KINDS) {
    const base = `/api/${kind}`;
    const Row = machineRow(kind);
    r.get(base, STAFF, async (c) => {
      assertOwnCompanyId(c.principal, c.args({ CompanyId: id() }).CompanyId);
      return (await listMachines(c, kind)).map(machineWire);
    });
    r.get(`${base}/GetByUserLogged`, STAFF, async (c) => (await listMachines(c, kind)).map(machineWire));
    r.get(`${base}/GetBySector`, STAFF, async (c) => {
      assertOwnCompanyId(c.principal, c.args({ CompanyId: id() }).CompanyId);
      return (await listMachines(c, kind, c.args({ SectorId: id() }).SectorId ?? -1)).map(machineWire);
    });
    // Quick-create from the reading forms: Name, Brand, Serial; answers the new id.
    r.post(`${base}/QuickSave`, STAFF, async (c) => {
      const m = await c.body(Row);
      return (await createMachine(c, kind, { name: m.Name, brand: m.Brand, serial: m.Serial })).id;
    });
    r.post(base, STAFF, async (c) => {
      const m = await c.body(Row);
      return saved(machineWire(await createMachine(c, kind, { name: m.Name, brand: m.Brand, serial: m.Serial, sectorId: m.SectorId ?? null })));
    });
    r.put(base, MANAGERS, async (c) => {
      const m = await c.body(Row);
      return saved(machineWire(await updateMachine(c, kind, { id: m.Id, name: m.Name, brand: m.Brand, serial: m.Serial, sectorId: m.SectorId })));
    });
    r.delete(base, MANAGERS, async (c) => {
      const m = await c.body(Row);
      await deleteMachine(c, kind, { id: m.Id, forcedDelete: m.ForcedDelete === true });
      return deleted();
    });
  }
}
