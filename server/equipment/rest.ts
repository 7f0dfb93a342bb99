// REST door of the machine catalogues: /api/Sterilizer, /api/washer, /api/disinfector.
import type { Router } from "../http/router";
import { MACHINE_KINDS, createMachine, deleteMachine, listMachines, updateMachine, type MachineKind } from "./service";
import { int } from "../http/validate";
import { notFound } from "../http/errors";
import { forcedDelete, saved, unwrap } from "../sectors/rest";

type Body = Record<string, any>;
const MANAGERS = { companyType: [0, 1] };
const ANY_STAFF = { companyType: [0, 1, 2] };
const WRAPPER: Record<MachineKind, string> = { sterilizer: "Sterilizer", washer: "Washer", disinfector: "Disinfector" };

type Row = Awaited<ReturnType<typeof listMachines>>[number];
export const machineWire = (m: Row) => ({ id: m.id, sectorId: m.sectorId, sectorName: m.sector.name, name: m.name, brand: m.brand, serial: m.serial, desktopMigrationId: m.desktopMigrationId });

export function equipmentRoutes(r: Router) {
  for (const kind of MACHINE_KINDS) {
    const base = `/api/${kind}`;
    const fields = (b: Body) => {
      const m = unwrap(b, WRAPPER[kind]);
      return { id: m.id ?? m.Id, name: m.name ?? m.Name, brand: m.brand ?? m.Brand, serial: m.serial ?? m.Serial, sectorId: m.sectorId ?? m.SectorId, row: m };
    };
    const checkCompany = (q: string | null, companyId: number | null) => {
      if (q && int(q) !== companyId) throw notFound();
    };
    r.get(base, ANY_STAFF, async (c) => {
      checkCompany(c.query.get("CompanyId"), c.principal!.companyId);
      return (await listMachines(c, kind)).map(machineWire);
    });
    r.get(`${base}/GetByUserLogged`, ANY_STAFF, async (c) => (await listMachines(c, kind)).map(machineWire));
    r.get(`${base}/GetBySector`, ANY_STAFF, async (c) => {
      checkCompany(c.query.get("CompanyId"), c.principal!.companyId);
      return (await listMachines(c, kind, int(c.query.get("SectorId")) ?? -1)).map(machineWire);
    });
    // Quick-create from the reading forms: Name, Brand, Serial; answers the new id.
    r.post(`${base}/QuickSave`, ANY_STAFF, async (c) => {
      const f = fields(await c.body<Body>());
      return (await createMachine(c, kind, { name: f.name, brand: f.brand, serial: f.serial })).id;
    });
    r.post(base, ANY_STAFF, async (c) => {
      const f = fields(await c.body<Body>());
      return saved(machineWire(await createMachine(c, kind, { name: f.name, brand: f.brand, serial: f.serial, sectorId: f.sectorId ?? null })));
    });
    r.put(base, MANAGERS, async (c) => saved(machineWire(await updateMachine(c, kind, fields(await c.body<Body>())))));
    r.delete(base, MANAGERS, async (c) => {
      const b = await c.body<Body>();
      const f = fields(b);
      await deleteMachine(c, kind, { id: f.id, forcedDelete: forcedDelete(b, f.row) });
      return { result: "OK", message: "Deleted successfully." };
    });
  }
}
