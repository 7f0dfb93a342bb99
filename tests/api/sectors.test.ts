// Sectors of a company (screen 110, docs/company-admin-api.md): lists, read, create, update,
// delete with its refusals (users, references, readings) and the forced archive; scoped to
// the caller's company; written by types 0 and 1 only.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, gql, login, uniqueSuffix } from "../helpers";
import {
  SEED,
  companyUsers,
  createCompanyUser,
  createMachine,
  createSector,
  expectBadInput,
  expectForbidden,
  expectNotFound,
  expectOk,
  expectSaveErrors,
  expectValidation,
  gid,
  listMachines,
  listSectors,
  tokensOf,
  uniqueName,
  keepDemoCompaniesTidy,
} from "../helpers/company";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});
keepDemoCompaniesTidy({ beforeAll, afterAll });

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

describe("GET /api/sector and its aliases", () => {
  test("?companyId (own) → [{ id, name }] of the company, by name, seed sectors included", async () => {
    const res = await api("GET", "/api/sector", { token: t.adminA, query: { companyId: SEED.company.A } });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    for (const row of res.json) expect(Object.keys(row).sort()).toEqual(["id", "name"]);
    const seeded = res.json.filter((s: { id: number }) => [1, 2, 3].includes(s.id));
    // Central Sterile < Endoscopy < Operating Theatre
    expect(seeded.map((s: { name: string }) => s.name)).toEqual(["Central Sterile", "Endoscopy", "Operating Theatre"]);
    expect(ids(res.json)).not.toContain(SEED.sector.bCentral);
    expect(ids(res.json)).not.toContain(SEED.sector.cCentral);
  });

  test("without companyId → the caller's own company", async () => {
    const res = await api("GET", "/api/sector", { token: t.operatorA });
    expect(res.status).toBe(200);
    expect(ids(res.json)).toContain(SEED.sector.aCentral);
    expect(ids(res.json)).not.toContain(SEED.sector.bCentral);
  });

  test("Hospital B reads only its own sectors, never Hospital A's", async () => {
    const rows = await listSectors(t.adminB);
    expect(ids(rows)).toContain(SEED.sector.bCentral);
    for (const id of [1, 2, 3, 6, 7]) expect(ids(rows)).not.toContain(id);
  });

  test("?companyId of another company → 404 Not found", async () => {
    expectNotFound(await api("GET", "/api/sector", { token: t.adminB, query: { companyId: SEED.company.A } }));
    expectNotFound(await api("GET", "/api/sector", { token: t.adminA, query: { companyId: SEED.company.C } }));
  });

  test("GET /api/sector/GetIdNameSectorsByCompanyId?companyId (own) → same list", async () => {
    const res = await api("GET", "/api/sector/GetIdNameSectorsByCompanyId", { token: t.adminA, query: { companyId: SEED.company.A } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(await listSectors(t.adminA));
  });

  test("GET /api/sector/GetIdNameSectorsByCompanyId?companyId of another company → 404", async () => {
    const res = await api("GET", "/api/sector/GetIdNameSectorsByCompanyId", { token: t.adminB, query: { companyId: SEED.company.A } });
    expect(res.text).not.toContain("Endoscopy");
    expectNotFound(res);
  });

  test("GET /api/Sector/getSectorsToAssign?userId (own user) → the company's sectors", async () => {
    const res = await api("GET", "/api/Sector/getSectorsToAssign", { token: t.adminA, query: { userId: SEED.user.operatorA } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual(await listSectors(t.adminA));
  });

  test("GET /api/Sector/getSectorsToAssign?userId of another company's user → 404", async () => {
    const res = await api("GET", "/api/Sector/getSectorsToAssign", { token: t.adminB, query: { userId: SEED.user.operatorA } });
    expect(res.text).not.toContain("Endoscopy");
    expectNotFound(res);
  });

  test("system and distributor users → 403 on the company's sector lists", async () => {
    for (const who of ["sysadmin", "dist"] as const) {
      for (const path of ["/api/sector", "/api/sector/GetIdNameSectorsByCompanyId", "/api/Sector/getSectorsToAssign"]) {
        const res = await api("GET", path, { token: t[who], query: { companyId: SEED.company.A } });
        expect({ who, path, status: res.status }).toEqual({ who, path, status: 403 });
      }
    }
  });

  test("no token → 401", async () => {
    const res = await api("GET", "/api/sector");
    expect(res.status).toBe(401);
    expect(res.json).toEqual({ message: "Unauthorized" });
  });
});

describe("GET /api/Sector/{id}", () => {
  test("own sector → { id, name }", async () => {
    const res = await api("GET", `/api/Sector/${SEED.sector.aEndoscopy}`, { token: t.supervisorA });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: SEED.sector.aEndoscopy, name: "Endoscopy" });
  });

  test("another company's sector → 404 (both ways, and across distributors)", async () => {
    expectNotFound(await api("GET", `/api/Sector/${SEED.sector.bCentral}`, { token: t.adminA }));
    expectNotFound(await api("GET", `/api/Sector/${SEED.sector.aCentral}`, { token: t.adminB }));
    expectNotFound(await api("GET", `/api/Sector/${SEED.sector.aCentral}`, { token: t.adminC }));
  });

  test("a non-numeric id → 400 or 404, no data", async () => {
    expectBadInput(await api("GET", "/api/Sector/x", { token: t.adminA }));
  });
});

describe("POST /api/sector", () => {
  test("{ name } → OK with the saved item; the sector is in the list and readable", async () => {
    const name = uniqueName("Sterile store");
    const res = await api("POST", "/api/sector", { token: t.adminA, body: { name } });
    expectOk(res);
    expect(res.json.item).toEqual({ id: expect.any(Number), name });
    const back = await api("GET", `/api/Sector/${res.json.item.id}`, { token: t.adminA });
    expect(back.json).toEqual({ id: res.json.item.id, name });
    expect(await listSectors(t.adminA)).toContainEqual({ id: res.json.item.id, name });
    // and nobody else sees it
    expect(ids(await listSectors(t.adminB))).not.toContain(res.json.item.id);
  });

  test("wrapped { Sector: { Name } } by a supervisor → OK", async () => {
    const name = uniqueName("Wrapped");
    const res = await api("POST", "/api/sector", { token: t.supervisorA, body: { Sector: { Name: name } } });
    expectOk(res);
    expect(res.json.item.name).toBe(name);
    expect(await listSectors(t.adminA)).toContainEqual({ id: res.json.item.id, name });
  });

  test("name missing, empty or blank → 400 'This field is required' on Name, nothing created", async () => {
    const before = (await listSectors(t.adminA)).length;
    for (const body of [{}, { name: "" }, { name: "   " }, { Sector: {} }, { name: null }]) {
      expectValidation(await api("POST", "/api/sector", { token: t.adminA, body }), "Name");
    }
    expect((await listSectors(t.adminA)).length).toBe(before);
  });

  test("name longer than 80 characters → 400 on Name", async () => {
    const res = await api("POST", "/api/sector", { token: t.adminA, body: { name: "x".repeat(81) } });
    expectValidation(res, "Name", /80/);
  });

  test("malformed JSON → 400", async () => {
    const res = await api("POST", "/api/sector", { token: t.adminA, rawBody: "{name:" });
    expect(res.status).toBe(400);
    expect(typeof res.json?.message).toBe("string");
  });

  test("duplicate name in the company (any case) → 400 ERRORS, nothing created", async () => {
    const s = await createSector(t.adminA);
    const before = (await listSectors(t.adminA)).length;
    for (const name of [s.name, s.name.toUpperCase(), `  ${s.name.toLowerCase()}  `]) {
      const res = await api("POST", "/api/sector", { token: t.adminA, body: { name } });
      expectSaveErrors(res, `A sector named '${s.name}' already exists.`);
    }
    expect((await listSectors(t.adminA)).length).toBe(before);
  });

  test("the seeded name 'Central Sterile' is taken in Hospital A but another company may use a name A uses", async () => {
    expectSaveErrors(await api("POST", "/api/sector", { token: t.adminA, body: { name: "central sterile" } }), /already exists/);
    const s = await createSector(t.adminA);
    const res = await api("POST", "/api/sector", { token: t.adminB, body: { name: s.name } });
    expectOk(res);
    expect(res.json.item.id).not.toBe(s.id);
    await api("DELETE", "/api/sector", { token: t.adminB, body: { id: res.json.item.id } });
  });

  test("operator and connection user → 403, nothing created", async () => {
    for (const who of ["operatorA", "agentA"] as const) {
      const name = uniqueName(`By ${who}`);
      expectForbidden(await api("POST", "/api/sector", { token: t[who], body: { name } }));
      expect((await listSectors(t.adminA)).map((s) => s.name)).not.toContain(name);
    }
  });

  test("system and distributor users → 403", async () => {
    for (const who of ["sysadmin", "dist"] as const) expectForbidden(await api("POST", "/api/sector", { token: t[who], body: { name: uniqueName("Sys") } }));
  });
});

describe("PUT /api/sector", () => {
  test("{ id, name } renames; the new name reads back; wrapped form too", async () => {
    const s = await createSector(t.adminA);
    const renamed = uniqueName("Renamed");
    const res = await api("PUT", "/api/sector", { token: t.adminA, body: { id: s.id, name: renamed } });
    expectOk(res);
    expect(res.json.item).toEqual({ id: s.id, name: renamed });
    expect((await api("GET", `/api/Sector/${s.id}`, { token: t.adminA })).json).toEqual({ id: s.id, name: renamed });

    const again = uniqueName("Again");
    expectOk(await api("PUT", "/api/sector", { token: t.supervisorA, body: { Sector: { Id: s.id, Name: again } } }));
    expect(await listSectors(t.adminA)).toContainEqual({ id: s.id, name: again });
  });

  test("keeping its own name (other case) is not a duplicate", async () => {
    const s = await createSector(t.adminA);
    expectOk(await api("PUT", "/api/sector", { token: t.adminA, body: { id: s.id, name: s.name.toUpperCase() } }));
  });

  test("name missing → 400 on Name, name unchanged", async () => {
    const s = await createSector(t.adminA);
    expectValidation(await api("PUT", "/api/sector", { token: t.adminA, body: { id: s.id } }), "Name");
    expectValidation(await api("PUT", "/api/sector", { token: t.adminA, body: { id: s.id, name: " " } }), "Name");
    expect((await api("GET", `/api/Sector/${s.id}`, { token: t.adminA })).json.name).toBe(s.name);
  });

  test("renaming onto another sector's name → 400 ERRORS, unchanged", async () => {
    const a = await createSector(t.adminA);
    const b = await createSector(t.adminA);
    expectSaveErrors(await api("PUT", "/api/sector", { token: t.adminA, body: { id: b.id, name: a.name.toLowerCase() } }), `A sector named '${a.name}' already exists.`);
    expect((await api("GET", `/api/Sector/${b.id}`, { token: t.adminA })).json.name).toBe(b.name);
  });

  test("another company's sector → 404 and its name is unchanged", async () => {
    const res = await api("PUT", "/api/sector", { token: t.adminA, body: { id: SEED.sector.bCentral, name: uniqueName("Hijacked") } });
    expectNotFound(res);
    expect((await api("GET", `/api/Sector/${SEED.sector.bCentral}`, { token: t.adminB })).json.name).toBe("Central Sterile");
  });

  test("unknown id → 404; non-numeric id → 400 or 404", async () => {
    expectNotFound(await api("PUT", "/api/sector", { token: t.adminA, body: { id: 99999999, name: uniqueName("Ghost") } }));
    expectBadInput(await api("PUT", "/api/sector", { token: t.adminA, body: { id: "x", name: uniqueName("Ghost") } }));
  });

  test("operator and connection user → 403, unchanged", async () => {
    const s = await createSector(t.adminA);
    for (const who of ["operatorA", "agentA"] as const) expectForbidden(await api("PUT", "/api/sector", { token: t[who], body: { id: s.id, name: uniqueName("Nope") } }));
    expect((await api("GET", `/api/Sector/${s.id}`, { token: t.adminA })).json.name).toBe(s.name);
  });
});

describe("DELETE /api/sector", () => {
  test("an empty sector is deleted: gone from the list and Not found afterwards", async () => {
    const s = await createSector(t.adminA);
    const res = await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id } });
    expectOk(res);
    expect(ids(await listSectors(t.adminA))).not.toContain(s.id);
    expectNotFound(await api("GET", `/api/Sector/${s.id}`, { token: t.adminA }));
    expectNotFound(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id } }));
  });

  test("wrapped { Sector: { id } } by a supervisor → deleted", async () => {
    const s = await createSector(t.adminA);
    expectOk(await api("DELETE", "/api/sector", { token: t.supervisorA, body: { Sector: { id: s.id } } }));
    expect(ids(await listSectors(t.adminA))).not.toContain(s.id);
  });

  test("refused while users remain (even forced); allowed once they are gone", async () => {
    const s = await createSector(t.adminA);
    const u = await createCompanyUser(t.adminA, { sectorId: s.id, userType: 2 });
    expectSaveErrors(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id } }), /user/i);
    expectSaveErrors(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id, ForcedDelete: true } }), /user/i);
    expect(ids(await listSectors(t.adminA))).toContain(s.id);
    expect((await companyUsers(t.adminA)).find((x) => x.id === u.item.id)?.sectorId).toBe(s.id);
    expectOk(await api("DELETE", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id } } }));
    expectOk(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id } }));
    expect(ids(await listSectors(t.adminA))).not.toContain(s.id);
  });

  test("a sector with a machine: refused without ForcedDelete; supervisor's forced delete → 403; administrator's → archived", async () => {
    const s = await createSector(t.adminA);
    const m = await createMachine(t.adminA, "/api/Sterilizer", s.id);
    expectSaveErrors(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id } }), /forced delete/i);
    expectForbidden(await api("DELETE", "/api/sector", { token: t.supervisorA, body: { id: s.id, ForcedDelete: true } }));
    expect(ids(await listSectors(t.adminA))).toContain(s.id);
    expect(ids(await listMachines(t.adminA, "/api/Sterilizer"))).toContain(m.id);

    expectOk(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: s.id, ForcedDelete: true } }));
    // It leaves every list, and so does its machine.
    expect(ids(await listSectors(t.adminA))).not.toContain(s.id);
    expect(ids((await api("GET", "/api/sector/GetIdNameSectorsByCompanyId", { token: t.adminA })).json)).not.toContain(s.id);
    expect(ids((await api("GET", "/api/Sector/getSectorsToAssign", { token: t.adminA })).json)).not.toContain(s.id);
    expectNotFound(await api("GET", `/api/Sector/${s.id}`, { token: t.adminA }));
    expect(ids(await listMachines(t.adminA, "/api/Sterilizer"))).not.toContain(m.id);
    const gqlList = await gql(`{ sectors(first: 100) { edges { node { sectorId } } } }`, {}, t.adminA);
    expect(gqlList.data!.sectors.edges.map((e: any) => e.node.sectorId)).not.toContain(s.id);
    // An archived sector is not writable any more.
    expectNotFound(await api("PUT", "/api/sector", { token: t.adminA, body: { id: s.id, name: uniqueName("Revived") } }));
  });

  test("ForcedDelete is read from the wrapper too ({ Sector: { id, ForcedDelete } })", async () => {
    const s = await createSector(t.adminA);
    await createMachine(t.adminA, "/api/washer", s.id);
    expectOk(await api("DELETE", "/api/sector", { token: t.adminA, body: { Sector: { id: s.id, ForcedDelete: true } } }));
    expect(ids(await listSectors(t.adminA))).not.toContain(s.id);
  });

  test("a seeded sector with readings (Hospital A Endoscopy): refused without ForcedDelete, and the supervisor may not force it", async () => {
    const plain = await api("DELETE", "/api/sector", { token: t.adminA, body: { id: SEED.sector.aEndoscopy } });
    expectSaveErrors(plain, /reading/i);
    expect(plain.json.errors.join(" ")).toMatch(/forced delete/i);
    expectForbidden(await api("DELETE", "/api/sector", { token: t.supervisorA, body: { id: SEED.sector.aEndoscopy, ForcedDelete: true } }));
    expect(await listSectors(t.adminA)).toContainEqual({ id: SEED.sector.aEndoscopy, name: "Endoscopy" });
    expect(ids(await listMachines(t.adminA, "/api/washer"))).toContain(SEED.washer.aEndoscope);
  });

  test("a seeded sector with readings is archived by the administrator's forced delete: gone from the lists, its readings' references kept (Hospital B Operating Theatre)", async () => {
    // Uses Hospital B's second sector, which no other suite relies on. A rerun on the same
    // database finds it archived already: then only the 'gone' half can be checked.
    const id = SEED.sector.bTheatre;
    const present = ids(await listSectors(t.adminB)).includes(id);
    if (present) {
      const refused = await api("DELETE", "/api/sector", { token: t.adminB, body: { id } });
      expectSaveErrors(refused, /reading/i);
      const readings = Number(/(\d+) reading/.exec(refused.json.errors.join(" "))?.[1]);
      expect(readings).toBeGreaterThan(0);
      expect(ids(await listSectors(t.adminB))).toContain(id);
      expectOk(await api("DELETE", "/api/sector", { token: t.adminB, body: { id, ForcedDelete: true } }));
    }
    expect(ids(await listSectors(t.adminB))).not.toContain(id);
    expectNotFound(await api("GET", `/api/Sector/${id}`, { token: t.adminB }));
    expectNotFound(await api("DELETE", "/api/sector", { token: t.adminB, body: { id, ForcedDelete: true } }));
    // Its machines left the lists with it.
    expect(ids(await listMachines(t.adminB, "/api/disinfector"))).not.toContain(SEED.disinfector.bFogger);
    expect(ids(await listMachines(t.adminB, "/api/Sterilizer"))).not.toContain(SEED.sterilizer.bAutoclaveB);
    // Rows that refer to it keep the reference (nothing is orphaned or rewritten): the
    // incubator discovered there still names it as its discoverer sector.
    const incubators = (await api("GET", "/api/Incubator", { token: t.adminB })).json as any[];
    expect(incubators.find((i) => i.id === SEED.incubator.bDisconnected)?.discovererSectorId).toBe(id);
    // Hospital B's first sector is untouched.
    expect(ids(await listSectors(t.adminB))).toContain(SEED.sector.bCentral);
  });

  test("another company's sector → 404, and it still exists", async () => {
    for (const body of [{ id: SEED.sector.bCentral }, { id: SEED.sector.bCentral, ForcedDelete: true }]) expectNotFound(await api("DELETE", "/api/sector", { token: t.adminA, body }));
    expect(ids(await listSectors(t.adminB))).toContain(SEED.sector.bCentral);
    const bSector = await createSector(t.adminB);
    expectNotFound(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: bSector.id } }));
    expect(ids(await listSectors(t.adminB))).toContain(bSector.id);
    expectOk(await api("DELETE", "/api/sector", { token: t.adminB, body: { id: bSector.id } }));
  });

  test("id missing → 400 or 404; non-numeric → 400 or 404", async () => {
    expectBadInput(await api("DELETE", "/api/sector", { token: t.adminA, body: {} }));
    expectBadInput(await api("DELETE", "/api/sector", { token: t.adminA, body: { id: "x" } }));
  });

  test("operator, connection user, system and distributor users → 403, nothing deleted", async () => {
    const s = await createSector(t.adminA);
    for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) expectForbidden(await api("DELETE", "/api/sector", { token: t[who], body: { id: s.id } }));
    expect(ids(await listSectors(t.adminA))).toContain(s.id);
  });
});

describe("a user whose own sector changes gets fresh claims from getNewAppToken", () => {
  test("renamed sector → the new token carries the new name; moved user → the new SectorId", async () => {
    const s1 = await createSector(t.adminA);
    const s2 = await createSector(t.adminA);
    const u = await createCompanyUser(t.adminA, { sectorId: s1.id, userType: 1 });
    const token = await login(u.email, u.password);
    expect(claimsOf(token).SectorId).toBe(s1.id);
    const renamed = `Renamed ${uniqueSuffix()}`;
    expectOk(await api("PUT", "/api/sector", { token: t.adminA, body: { id: s1.id, name: renamed } }));
    const r1 = await api("POST", "/api/login/getNewAppToken", { token, body: { id: u.item.id } });
    expect(r1.status).toBe(200);
    expect(claimsOf(r1.json.token).Sector).toBe(renamed);
    expectOk(await api("PUT", "/api/appuser", { token: t.adminA, body: { AppUser: { id: u.item.id, name: u.item.name, lastName: u.item.lastName, sectorId: s2.id } } }));
    const r2 = await api("POST", "/api/login/getNewAppToken", { token: r1.json.token, body: { id: u.item.id } });
    expect(r2.status).toBe(200);
    expect(claimsOf(r2.json.token).SectorId).toBe(s2.id);
    expect(claimsOf(r2.json.token).Sector).toBe(s2.name);
  });
});

describe("GraphQL node(Sector) stays in the tenant", () => {
  test("another company's Sector → null; own → found", async () => {
    const Q = `query($id: ID!) { node(id: $id) { id ... on Sector { sectorId name } } }`;
    expect((await gql(Q, { id: gid("Sector", SEED.sector.aEndoscopy) }, t.adminB)).data?.node ?? null).toBeNull();
    expect((await gql(Q, { id: gid("Sector", SEED.sector.bCentral) }, t.adminA)).data?.node ?? null).toBeNull();
    expect((await gql(Q, { id: gid("Sector", SEED.sector.aEndoscopy) }, t.adminA)).data?.node).toEqual({ id: gid("Sector", 3), sectorId: 3, name: "Endoscopy" });
  });
});

describe("every company-administration write: a JSON body that is null, an array or a string → 400 (or 404 for the missing id), never a 5xx", () => {
  const WRITES: [string, string][] = [
    ["POST", "/api/sector"], ["PUT", "/api/sector"], ["DELETE", "/api/sector"],
    ["POST", "/api/appuser"], ["PUT", "/api/appuser"], ["DELETE", "/api/appuser"], ["POST", "/api/appuser/resetpassword"],
    ["POST", "/api/Sterilizer"], ["PUT", "/api/Sterilizer"], ["DELETE", "/api/Sterilizer"], ["POST", "/api/Sterilizer/QuickSave"],
    ["POST", "/api/washer"], ["POST", "/api/disinfector"],
    ["POST", "/api/Incubator/SetSector"], ["POST", "/api/Incubator/FreeIncubator"],
  ];
  for (const raw of ["null", "[1,2]", '"text"']) {
    test(`body ${raw}`, async () => {
      const got: string[] = [];
      for (const [method, path] of WRITES) {
        const res = await api(method, path, { token: t.adminA, rawBody: raw, headers: { "content-type": "application/json" } });
        got.push(`${method} ${path} → ${res.status === 400 || res.status === 404 ? "400/404" : res.status}`);
      }
      expect(got).toEqual(WRITES.map(([method, path]) => `${method} ${path} → 400/404`));
    });
  }
});
