// Machine catalogues (screens 305 sterilizers, 300 washers, 306 disinfectors;
// docs/company-admin-api.md): lists (all, by user, by sector), create, quick-create, update,
// delete (hard without readings; refused with readings unless the administrator forces an
// archive); serial unique per company and kind; scoped to the caller's company.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, uniqueSuffix } from "../helpers";
import {
  MACHINE_PATHS,
  SEED,
  createMachine,
  createSector,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectOk,
  expectSaveErrors,
  expectValidation,
  listMachines,
  tokensOf,
  type MachineRow,
  keepDemoCompaniesTidy,
} from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});
keepDemoCompaniesTidy({ beforeAll, afterAll });

const WIRE_KEYS = ["brand", "desktopMigrationId", "id", "name", "sectorId", "sectorName", "serial"];
const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

/** Seeded machines per kind: Hospital A ids (with sector), Hospital B ids. */
const SEEDED = {
  "/api/Sterilizer": { a: [[1, 1], [2, 1], [3, 1], [4, 2]], b: [5, 6], aSerial: "S1000-22314", withReadings: SEED.sterilizer.aAutoclave1 },
  "/api/washer": { a: [[1, 1], [2, 1], [3, 3]], b: [4], aSerial: "PG8528-11873", withReadings: SEED.washer.aWasher1 },
  "/api/disinfector": { a: [[1, 2], [2, 1]], b: [3], aSerial: "BQ50-0311", withReadings: null },
} as const;

for (const { path, wrapper } of MACHINE_PATHS) {
  const seeded = SEEDED[path];

  describe(`GET ${path} (and GetByUserLogged, GetBySector)`, () => {
    test("?CompanyId (own) → the company's machines in the wire shape; none of another company", async () => {
      const res = await api("GET", path, { token: t.adminA, query: { CompanyId: SEED.company.A } });
      expect(res.status).toBe(200);
      for (const m of res.json) expect(Object.keys(m).sort()).toEqual(WIRE_KEYS);
      for (const [id, sectorId] of seeded.a) expect(res.json).toContainEqual(expect.objectContaining({ id, sectorId, sectorName: expect.any(String) }));
      for (const id of seeded.b) expect(ids(res.json)).not.toContain(id);
      expect(res.json.find((m: MachineRow) => m.serial === seeded.aSerial)).toBeTruthy();
    });

    test("Hospital B reads its own machines only", async () => {
      const rows = await listMachines(t.adminB, path);
      for (const [id] of seeded.a) expect(ids(rows)).not.toContain(id);
      for (const m of rows) expect<number[]>([SEED.sector.bCentral, SEED.sector.bTheatre]).toContain(m.sectorId);
    });

    test("?CompanyId of another company → 404", async () => {
      expectNotFound(await api("GET", path, { token: t.adminB, query: { CompanyId: SEED.company.A } }));
      expectNotFound(await api("GET", `${path}/GetBySector`, { token: t.adminB, query: { CompanyId: SEED.company.A, SectorId: SEED.sector.aCentral } }));
    });

    test("the operator's list and GetByUserLogged hold only its own sector's machines", async () => {
      const own = claimsOf(t.operatorA).SectorId;
      for (const p of [path, `${path}/GetByUserLogged`]) {
        const rows: MachineRow[] = (await api("GET", p, { token: t.operatorA, query: { CompanyId: SEED.company.A } })).json;
        expect(rows.length).toBeGreaterThan(0);
        for (const m of rows) expect(m.sectorId).toBe(own);
      }
    });

    test("GetByUserLogged of the administrator → the whole company", async () => {
      const rows = await listMachines(t.adminA, `${path}/GetByUserLogged`);
      for (const [id] of seeded.a) expect(ids(rows)).toContain(id);
    });

    test("GetBySector?CompanyId&SectorId → only that sector's machines", async () => {
      for (const sectorId of [1, 2, 3]) {
        const rows = await listMachines(t.adminA, `${path}/GetBySector`, { CompanyId: SEED.company.A, SectorId: sectorId });
        for (const m of rows) expect(m.sectorId).toBe(sectorId);
        for (const [id, s] of seeded.a) expect({ id, listed: ids(rows).includes(id) }).toEqual({ id, listed: s === sectorId });
      }
    });

    test("GetBySector with another company's sector → 404; a non-numeric sector → 400 or 404", async () => {
      expectNotFound(await api("GET", `${path}/GetBySector`, { token: t.adminA, query: { CompanyId: SEED.company.A, SectorId: SEED.sector.bCentral } }));
      expectBadInput(await api("GET", `${path}/GetBySector`, { token: t.adminA, query: { CompanyId: SEED.company.A, SectorId: "x" } }));
    });

    test("connection user, system and distributor users → 403", async () => {
      for (const who of ["agentA", "sysadmin", "dist"] as const) {
        for (const p of [path, `${path}/GetByUserLogged`, `${path}/GetBySector`]) {
          const res = await api("GET", p, { token: t[who], query: { CompanyId: SEED.company.A, SectorId: 1 } });
          expect({ who, p, status: res.status }).toEqual({ who, p, status: 403 });
        }
      }
    });
  });

  describe(`POST ${path}`, () => {
    test("{ sectorId, name, brand, serial } → OK with the item; listed in its sector", async () => {
      const s = uniqueSuffix();
      const res = await api("POST", path, { token: t.adminA, body: { sectorId: SEED.sector.aTheatre, name: `New ${s}`, brand: "Acme", serial: `SN-${s}` } });
      expectOk(res);
      expect(res.json.item).toEqual({ id: expect.any(Number), sectorId: SEED.sector.aTheatre, sectorName: "Operating Theatre", name: `New ${s}`, brand: "Acme", serial: `SN-${s}`, desktopMigrationId: null });
      const bySector = await listMachines(t.adminA, `${path}/GetBySector`, { CompanyId: SEED.company.A, SectorId: SEED.sector.aTheatre });
      expect(bySector).toContainEqual(res.json.item);
      expect(ids(await listMachines(t.adminB, path))).not.toContain(res.json.item.id);
    });

    test(`wrapped { ${wrapper}: { SectorId, Name, Brand, Serial } } by the supervisor → OK`, async () => {
      const s = uniqueSuffix();
      const res = await api("POST", path, { token: t.supervisorA, body: { [wrapper]: { SectorId: 1, Name: `W ${s}`, Brand: "B", Serial: `W-${s}` } } });
      expectOk(res);
      expect(res.json.item).toMatchObject({ sectorId: 1, name: `W ${s}`, serial: `W-${s}` });
    });

    test("every field missing → 400 'This field is required' on Name, Brand, Serial and SectorId; nothing created", async () => {
      const before = (await listMachines(t.adminA, path)).length;
      const res = await api("POST", path, { token: t.adminA, body: {} });
      for (const f of ["Name", "Brand", "Serial", "SectorId"]) expectValidation(res, f);
      for (const missing of ["name", "brand", "serial"]) {
        const body: Record<string, unknown> = { sectorId: 1, name: "N", brand: "B", serial: `S-${uniqueSuffix()}` };
        body[missing] = " ";
        expectValidation(await api("POST", path, { token: t.adminA, body }), missing[0]!.toUpperCase() + missing.slice(1));
      }
      expectValidation(await api("POST", path, { token: t.adminA, body: { name: "N", brand: "B", serial: `S-${uniqueSuffix()}`, sectorId: null } }), "SectorId");
      expect((await listMachines(t.adminA, path)).length).toBe(before);
    });

    test("a value longer than 80 characters → 400 on the field", async () => {
      expectValidation(await api("POST", path, { token: t.adminA, body: { sectorId: 1, name: "n".repeat(81), brand: "B", serial: `S-${uniqueSuffix()}` } }), "Name", /80/);
    });

    test("sectorId 'x' → 400 or 404; another company's sector → 404; nothing created", async () => {
      const serialX = `X-${uniqueSuffix()}`;
      expectBadInput(await api("POST", path, { token: t.adminA, body: { sectorId: "x", name: "N", brand: "B", serial: serialX } }));
      const serialB = `B-${uniqueSuffix()}`;
      expectNotFound(await api("POST", path, { token: t.adminA, body: { sectorId: SEED.sector.bCentral, name: "N", brand: "B", serial: serialB } }));
      const serials = [...(await listMachines(t.adminA, path)), ...(await listMachines(t.adminB, path))].map((m) => m.serial);
      expect(serials).not.toContain(serialX);
      expect(serials).not.toContain(serialB);
    });

    test("duplicate serial in the company and kind (any case) → 400 ERRORS; another kind or company may reuse it", async () => {
      const m = await createMachine(t.adminA, path, 1);
      for (const serial of [m.serial, m.serial.toLowerCase()]) {
        expectSaveErrors(await api("POST", path, { token: t.adminA, body: { sectorId: 2, name: "Dup", brand: "B", serial } }), /serial/i);
      }
      expectSaveErrors(await api("POST", path, { token: t.adminA, body: { sectorId: 1, name: "Dup", brand: "B", serial: seeded.aSerial } }), /already exists/);
      const other = MACHINE_PATHS.find((k) => k.path !== path)!.path;
      const sameSerialOtherKind = await createMachine(t.adminA, other, 1, { serial: m.serial });
      expect(sameSerialOtherKind.serial).toBe(m.serial);
      const inB = await createMachine(t.adminB, path, SEED.sector.bCentral, { serial: m.serial });
      expect(inB.serial).toBe(m.serial);
      expectOk(await api("DELETE", other, { token: t.adminA, body: { id: sameSerialOtherKind.id } }));
      expectOk(await api("DELETE", path, { token: t.adminB, body: { id: inB.id } }));
    });

    test("the operator may not add a machine to another sector (403)", async () => {
      const serial = `OP-${uniqueSuffix()}`;
      expectForbidden(await api("POST", path, { token: t.operatorA, body: { sectorId: SEED.sector.aTheatre, name: "N", brand: "B", serial } }));
      expect((await listMachines(t.adminA, path)).map((m) => m.serial)).not.toContain(serial);
    });

    test("connection user, system and distributor users → 403", async () => {
      for (const who of ["agentA", "sysadmin", "dist"] as const) expectForbidden(await api("POST", path, { token: t[who], body: { sectorId: 1, name: "N", brand: "B", serial: `S-${uniqueSuffix()}` } }));
    });
  });

  describe(`POST ${path}/QuickSave`, () => {
    test("{ Name, Brand, Serial } by the operator → the new id (a number), in the operator's own sector", async () => {
      const s = uniqueSuffix();
      const res = await api("POST", `${path}/QuickSave`, { token: t.operatorA, body: { Name: `Quick ${s}`, Brand: "Q", Serial: `Q-${s}` } });
      expect(res.status).toBe(200);
      expect(typeof res.json).toBe("number");
      const mine = await listMachines(t.operatorA, `${path}/GetByUserLogged`);
      expect(mine).toContainEqual(expect.objectContaining({ id: res.json, sectorId: claimsOf(t.operatorA).SectorId, name: `Quick ${s}`, brand: "Q", serial: `Q-${s}` }));
    });

    test("by the administrator of Hospital B → in Hospital B's own sector", async () => {
      const s = uniqueSuffix();
      const res = await api("POST", `${path}/QuickSave`, { token: t.adminB, body: { Name: `Quick ${s}`, Brand: "Q", Serial: `Q-${s}` } });
      expect(res.status).toBe(200);
      const row = (await listMachines(t.adminB, path)).find((m) => m.id === res.json);
      expect(row?.sectorId).toBe(SEED.sector.bCentral);
      expect(ids(await listMachines(t.adminA, path))).not.toContain(res.json);
      expectOk(await api("DELETE", path, { token: t.adminB, body: { id: res.json } }));
    });

    test("Name, Brand and Serial are all required → 400 on each", async () => {
      const res = await api("POST", `${path}/QuickSave`, { token: t.operatorA, body: {} });
      for (const f of ["Name", "Brand", "Serial"]) expectValidation(res, f);
      expectValidation(await api("POST", `${path}/QuickSave`, { token: t.operatorA, body: { Name: "N", Brand: "", Serial: `S-${uniqueSuffix()}` } }), "Brand");
    });

    test("a serial the company already has → 400 ERRORS", async () => {
      expectSaveErrors(await api("POST", `${path}/QuickSave`, { token: t.operatorA, body: { Name: "N", Brand: "B", Serial: seeded.aSerial } }), /already exists/);
    });

    test("connection user, system and distributor users → 403", async () => {
      for (const who of ["agentA", "sysadmin", "dist"] as const) expectForbidden(await api("POST", `${path}/QuickSave`, { token: t[who], body: { Name: "N", Brand: "B", Serial: `S-${uniqueSuffix()}` } }));
    });
  });

  describe(`PUT ${path}`, () => {
    test("{ id, sectorId, name, brand, serial } → changed, moved, read back", async () => {
      const m = await createMachine(t.adminA, path, 1);
      const s = uniqueSuffix();
      const res = await api("PUT", path, { token: t.adminA, body: { id: m.id, sectorId: SEED.sector.aEndoscopy, name: `Edited ${s}`, brand: "Edited", serial: `E-${s}` } });
      expectOk(res);
      expect(res.json.item).toEqual({ id: m.id, sectorId: 3, sectorName: "Endoscopy", name: `Edited ${s}`, brand: "Edited", serial: `E-${s}`, desktopMigrationId: null });
      expect(await listMachines(t.adminA, `${path}/GetBySector`, { CompanyId: 1, SectorId: 3 })).toContainEqual(res.json.item);
      expect(ids(await listMachines(t.adminA, `${path}/GetBySector`, { CompanyId: 1, SectorId: 1 }))).not.toContain(m.id);
    });

    test("the supervisor edits (wrapped body)", async () => {
      const m = await createMachine(t.adminA, path, 1);
      expectOk(await api("PUT", path, { token: t.supervisorA, body: { [wrapper]: { Id: m.id, SectorId: 1, Name: "By supervisor", Brand: m.brand, Serial: m.serial } } }));
      expect((await listMachines(t.adminA, path)).find((x) => x.id === m.id)?.name).toBe("By supervisor");
    });

    test("keeping its own serial is not a duplicate; another machine's serial → 400 ERRORS, unchanged", async () => {
      const m = await createMachine(t.adminA, path, 1);
      expectOk(await api("PUT", path, { token: t.adminA, body: { ...m, name: "Same serial" } }));
      expectSaveErrors(await api("PUT", path, { token: t.adminA, body: { ...m, serial: seeded.aSerial.toLowerCase() } }), /already exists/);
      expect((await listMachines(t.adminA, path)).find((x) => x.id === m.id)?.serial).toBe(m.serial);
    });

    test("fields missing → 400 on each, unchanged", async () => {
      const m = await createMachine(t.adminA, path, 1);
      const res = await api("PUT", path, { token: t.adminA, body: { id: m.id } });
      for (const f of ["Name", "Brand", "Serial", "SectorId"]) expectValidation(res, f);
      expect((await listMachines(t.adminA, path)).find((x) => x.id === m.id)).toEqual(m);
    });

    test("another company's machine → 404 and unchanged; another company's sector → 404 and unchanged", async () => {
      const before = await createMachine(t.adminB, path, SEED.sector.bCentral);
      const bId = before.id;
      expectNotFound(await api("PUT", path, { token: t.adminA, body: { id: bId, sectorId: 1, name: "Hijacked", brand: "X", serial: `H-${uniqueSuffix()}` } }));
      expect((await listMachines(t.adminB, path)).find((x) => x.id === bId)).toEqual(before);
      const m = await createMachine(t.adminA, path, 1);
      expectNotFound(await api("PUT", path, { token: t.adminA, body: { ...m, sectorId: SEED.sector.bCentral } }));
      expect((await listMachines(t.adminA, path)).find((x) => x.id === m.id)?.sectorId).toBe(1);
      expectOk(await api("DELETE", path, { token: t.adminB, body: { id: bId } }));
    });

    test("unknown id → 404; non-numeric id → 400 or 404", async () => {
      expectNotFound(await api("PUT", path, { token: t.adminA, body: { id: 99999999, sectorId: 1, name: "N", brand: "B", serial: `S-${uniqueSuffix()}` } }));
      expectBadInput(await api("PUT", path, { token: t.adminA, body: { id: "x", sectorId: 1, name: "N", brand: "B", serial: `S-${uniqueSuffix()}` } }));
    });

    test("operator, connection user, system and distributor users → 403, unchanged", async () => {
      const m = await createMachine(t.adminA, path, 1);
      for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) expectForbidden(await api("PUT", path, { token: t[who], body: { ...m, name: "Nope" } }));
      expect((await listMachines(t.adminA, path)).find((x) => x.id === m.id)?.name).toBe(m.name);
    });
  });

  describe(`DELETE ${path}`, () => {
    test("a machine without readings is deleted: gone, then Not found", async () => {
      const m = await createMachine(t.adminA, path, 1);
      expectOk(await api("DELETE", path, { token: t.adminA, body: { id: m.id } }));
      expect(ids(await listMachines(t.adminA, path))).not.toContain(m.id);
      expectNotFound(await api("DELETE", path, { token: t.adminA, body: { id: m.id } }));
      expectNotFound(await api("PUT", path, { token: t.adminA, body: { ...m, name: "Back" } }));
      // its serial is free again
      const again = await createMachine(t.adminA, path, 1, { serial: m.serial });
      expect(again.serial).toBe(m.serial);
    });

    test("the supervisor deletes one without readings (wrapped body)", async () => {
      const m = await createMachine(t.adminA, path, 1);
      expectOk(await api("DELETE", path, { token: t.supervisorA, body: { [wrapper]: { id: m.id } } }));
      expect(ids(await listMachines(t.adminA, path))).not.toContain(m.id);
    });

    if (seeded.withReadings !== null) {
      test("a seeded machine with readings: refused without ForcedDelete; the supervisor's forced delete → 403; still listed", async () => {
        const id = seeded.withReadings!;
        const res = await api("DELETE", path, { token: t.adminA, body: { id } });
        expectSaveErrors(res, /reading/i);
        expectForbidden(await api("DELETE", path, { token: t.supervisorA, body: { id, ForcedDelete: true } }));
        expect(ids(await listMachines(t.adminA, path))).toContain(id);
      });
    }

    test("another company's machine → 404, still listed there", async () => {
      const bId = (await createMachine(t.adminB, path, SEED.sector.bCentral)).id;
      for (const body of [{ id: bId }, { id: bId, ForcedDelete: true }]) expectNotFound(await api("DELETE", path, { token: t.adminA, body }));
      expect(ids(await listMachines(t.adminB, path))).toContain(bId);
      expectOk(await api("DELETE", path, { token: t.adminB, body: { id: bId } }));
    });

    test("id missing or non-numeric → 400 or 404", async () => {
      expectBadInput(await api("DELETE", path, { token: t.adminA, body: {} }));
      expectBadInput(await api("DELETE", path, { token: t.adminA, body: { id: "x" } }));
    });

    test("operator, connection user, system and distributor users → 403, still listed", async () => {
      const m = await createMachine(t.adminA, path, 1);
      for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) expectForbidden(await api("DELETE", path, { token: t[who], body: { id: m.id } }));
      expect(ids(await listMachines(t.adminA, path))).toContain(m.id);
    });
  });
}

describe("forced delete of a machine with readings archives it", () => {
  test("Hospital B's only washer (seeded, with readings): refused, then archived by the administrator's ForcedDelete; gone from every list, no longer writable", async () => {
    // Hospital B's washer is used by no other suite. A rerun on the same database finds it
    // archived already: then only the 'gone' half can be checked.
    const id = SEED.washer.bWasherA;
    const path = "/api/washer";
    if (ids(await listMachines(t.adminB, path)).includes(id)) {
      const refused = await api("DELETE", path, { token: t.adminB, body: { id } });
      expectSaveErrors(refused, /reading/i);
      expect(Number(/(\d+) reading/.exec(refused.json.errors.join(" "))?.[1])).toBeGreaterThan(0);
      expect(ids(await listMachines(t.adminB, path))).toContain(id);
      expectOk(await api("DELETE", path, { token: t.adminB, body: { Washer: { id }, ForcedDelete: true } }));
    }
    expect(ids(await listMachines(t.adminB, path))).not.toContain(id);
    expect(ids(await listMachines(t.adminB, "/api/washer/GetByUserLogged"))).not.toContain(id);
    expect(ids(await listMachines(t.adminB, "/api/washer/GetBySector", { CompanyId: SEED.company.B, SectorId: SEED.sector.bCentral }))).not.toContain(id);
    expectNotFound(await api("PUT", path, { token: t.adminB, body: { id, sectorId: SEED.sector.bCentral, name: "Washer A", brand: "Steelco", serial: "DS610-7781" } }));
    expectNotFound(await api("DELETE", path, { token: t.adminB, body: { id, ForcedDelete: true } }));
  });

  test("a machine moved into a new sector keeps it referenced: the sector then needs a forced delete", async () => {
    const s = await createSector(t.adminA);
    const m = await createMachine(t.adminA, "/api/disinfector", 1);
    expectOk(await api("PUT", "/api/disinfector", { token: t.adminA, body: { ...m, sectorId: s.id } }));
    expectSaveErrors(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id } }), /machine/i);
    expectOk(await api("DELETE", "/api/disinfector", { token: t.adminA, body: { id: m.id } }));
    expectOk(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id } }));
  });
});
