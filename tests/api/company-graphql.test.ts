// The GraphQL door of company administration (docs/company-admin-api.md, schema.graphql):
// queries sectors, sectorUsers, machines(kind), incubators; mutations on
// sectors, users, machines and incubators; node(id) lookups inside the tenant; service
// errors as GraphQL errors with extensions.code BAD_USER_INPUT (+ errors map), SAVE_ERRORS,
// FORBIDDEN, NOT_FOUND.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, gql, gqlData, login, outbox } from "../helpers";
import {
  MACHINE_PATHS,
  REQUIRED,
  SEED,
  companyUsers,
  createCompanyUser,
  createSector,
  expectGqlError,
  gid,
  listMachines,
  listSectors,
  nextMail,
  temporaryPasswordOf,
  tokensOf,
  tryLogin,
  uniqueEmail,
  uniqueName,
  keepDemoCompaniesTidy,
} from "../helpers/company";
import { uniqueSuffix } from "../helpers";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "agentA" | "adminB" | "adminC" | "sysadmin" | "dist">>>;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "agentA", "adminB", "adminC", "sysadmin", "dist");
});
keepDemoCompaniesTidy({ beforeAll, afterAll });

const NODE = `query($id: ID!) { node(id: $id) { id __typename } }`;
const nodeOf = async (id: string, token: string) => (await gql(NODE, { id }, token)).data?.node ?? null;

// ───────────── sectors ─────────────

const SECTORS = `{ sectors(first: 100) { edges { node { id sectorId name } } } }`;
const CREATE_SECTOR = `mutation($name: String!) { createSector(name: $name) { id sectorId name } }`;
const UPDATE_SECTOR = `mutation($id: ID!, $name: String!) { updateSector(id: $id, name: $name) { id sectorId name } }`;
const DELETE_SECTOR = `mutation($id: ID!, $f: Boolean) { deleteSector(id: $id, forcedDelete: $f) }`;
const sectorNodes = async (token: string) => gqlData(await gql(SECTORS, {}, token)).sectors.edges.map((e: any) => e.node) as { id: string; sectorId: number; name: string }[];

describe("Query.sectors", () => {
  test("the viewer's company's sectors by name, with global ids; the same rows as REST", async () => {
    const nodes = await sectorNodes(t.adminA);
    expect(nodes.find((n) => n.sectorId === 3)).toEqual({ id: gid("Sector", 3), sectorId: 3, name: "Endoscopy" });
    expect(nodes.map((n) => n.sectorId).sort((a, b) => a - b)).toEqual((await listSectors(t.adminA)).map((s) => s.id).sort((a, b) => a - b));
    expect(nodes.map((n) => n.sectorId)).not.toContain(SEED.sector.bCentral);
  });

  test("Hospital B sees none of Hospital A's", async () => {
    const ids = (await sectorNodes(t.adminB)).map((n) => n.sectorId);
    for (const id of [1, 2, 3]) expect(ids).not.toContain(id);
  });

  test("system and distributor users → FORBIDDEN; anonymous → UNAUTHENTICATED", async () => {
    for (const who of ["sysadmin", "dist"] as const) expectGqlError(await gql(SECTORS, {}, t[who]), "FORBIDDEN");
    expectGqlError(await gql(SECTORS, {}), "UNAUTHENTICATED");
  });
});

describe("Mutation.createSector / updateSector / deleteSector", () => {
  test("create → the Sector; update → renamed; delete → gone (read back each time)", async () => {
    const name = uniqueName("GQL sector");
    const created = gqlData(await gql(CREATE_SECTOR, { name }, t.adminA)).createSector;
    expect(created).toEqual({ id: gid("Sector", created.sectorId), sectorId: expect.any(Number), name });
    expect((await api("GET", `/api/Sector/${created.sectorId}`, { token: t.adminA })).json).toEqual({ id: created.sectorId, name });

    const renamed = uniqueName("GQL renamed");
    expect(gqlData(await gql(UPDATE_SECTOR, { id: created.id, name: renamed }, t.supervisorA)).updateSector).toEqual({ ...created, name: renamed });
    expect((await sectorNodes(t.adminA)).find((n) => n.sectorId === created.sectorId)?.name).toBe(renamed);

    expect(gqlData(await gql(DELETE_SECTOR, { id: created.id }, t.adminA)).deleteSector).toBe(true);
    expect((await sectorNodes(t.adminA)).map((n) => n.sectorId)).not.toContain(created.sectorId);
    expect(await nodeOf(created.id, t.adminA)).toBeNull();
  });

  test("empty name → BAD_USER_INPUT with extensions.errors.Name ['This field is required']", async () => {
    const r = await gql(CREATE_SECTOR, { name: "  " }, t.adminA);
    expectGqlError(r, "BAD_USER_INPUT");
    expect(r.errors![0]!.extensions!.errors.Name).toContain(REQUIRED);
    expect(r.data?.createSector ?? null).toBeNull();
  });

  test("a missing or mistyped argument is refused by the schema (no data)", async () => {
    const missing = await gql(`mutation { createSector { id } }`, {}, t.adminA);
    expect(missing.errors?.length).toBeGreaterThan(0);
    const mistyped = await gql(CREATE_SECTOR, { name: 42 }, t.adminA);
    expect(mistyped.errors?.length).toBeGreaterThan(0);
    expect(mistyped.data?.createSector ?? null).toBeNull();
  });

  test("duplicate name → SAVE_ERRORS with the REST message", async () => {
    const s = await createSector(t.adminA);
    expectGqlError(await gql(CREATE_SECTOR, { name: s.name.toUpperCase() }, t.adminA), "SAVE_ERRORS", `A sector named '${s.name}' already exists.`);
  });

  test("another company's sector (global or plain id) → NOT_FOUND, unchanged", async () => {
    for (const id of [gid("Sector", SEED.sector.bCentral), String(SEED.sector.bCentral)]) {
      expectGqlError(await gql(UPDATE_SECTOR, { id, name: uniqueName("Hijack") }, t.adminA), "NOT_FOUND");
      expectGqlError(await gql(DELETE_SECTOR, { id, f: true }, t.adminA), "NOT_FOUND");
    }
    expect((await api("GET", `/api/Sector/${SEED.sector.bCentral}`, { token: t.adminB })).json.name).toBe("Central Sterile");
  });

  test("a global id of another type (a Sterilizer's) → NOT_FOUND", async () => {
    expectGqlError(await gql(UPDATE_SECTOR, { id: gid("Sterilizer", 1), name: uniqueName("Wrong type") }, t.adminA), "NOT_FOUND");
  });

  test("deleting a sector with users → SAVE_ERRORS; with a machine → SAVE_ERRORS unless forced; the supervisor's force → FORBIDDEN", async () => {
    const withUser = await createSector(t.adminA);
    await createCompanyUser(t.adminA, { sectorId: withUser.id, userType: 2 });
    expectGqlError(await gql(DELETE_SECTOR, { id: gid("Sector", withUser.id), f: true }, t.adminA), "SAVE_ERRORS");

    const withMachine = await createSector(t.adminA);
    const m = gqlData(await gql(CREATE_MACHINE, { kind: "WASHER", input: { sectorId: gid("Sector", withMachine.id), name: "W", brand: "B", serial: `GQ-${uniqueSuffix()}` } }, t.adminA)).createMachine;
    expectGqlError(await gql(DELETE_SECTOR, { id: gid("Sector", withMachine.id) }, t.adminA), "SAVE_ERRORS", /forced delete/i);
    expectGqlError(await gql(DELETE_SECTOR, { id: gid("Sector", withMachine.id), f: true }, t.supervisorA), "FORBIDDEN");
    expect((await listSectors(t.adminA)).map((s) => s.id)).toContain(withMachine.id);
    expect(gqlData(await gql(DELETE_SECTOR, { id: gid("Sector", withMachine.id), f: true }, t.adminA)).deleteSector).toBe(true);
    expect((await listSectors(t.adminA)).map((s) => s.id)).not.toContain(withMachine.id);
    expect(await nodeOf(m.id, t.adminA)).toBeNull();
  });

  test("operator, connection user, system and distributor users → FORBIDDEN, nothing created", async () => {
    for (const who of ["operatorA", "agentA", "sysadmin", "dist"] as const) {
      const name = uniqueName(`GQL ${who}`);
      expectGqlError(await gql(CREATE_SECTOR, { name }, t[who]), "FORBIDDEN");
      expect((await listSectors(t.adminA)).map((s) => s.name)).not.toContain(name);
    }
    expectGqlError(await gql(UPDATE_SECTOR, { id: gid("Sector", 3), name: uniqueName("x") }, t.operatorA), "FORBIDDEN");
    expectGqlError(await gql(DELETE_SECTOR, { id: gid("Sector", 3) }, t.agentA), "FORBIDDEN");
  });
});

// ───────────── users ─────────────

const SECTOR_USERS = `query($s: ID!) { sectorUsers(sectorId: $s, first: 100) { edges { node { id userId name lastName email userType userTypeDescription sector { sectorId name } creationDate editDate } } } }`;
const USER_FIELDS = `id userId name lastName email userType userTypeDescription sector { sectorId } creationDate editDate`;
const CREATE_USER = `mutation($input: CreateUserInput!) { createUser(input: $input) { ${USER_FIELDS} } }`;
const UPDATE_USER = `mutation($input: UpdateUserInput!) { updateUser(input: $input) { ${USER_FIELDS} } }`;
const DELETE_USER = `mutation($id: ID!) { deleteUser(id: $id) }`;
const RESET_USER = `mutation($id: ID!) { resetUserPassword(id: $id) { message } }`;

describe("Query.sectorUsers", () => {
  test("the sector's users (CompanyUser nodes)", async () => {
    const nodes = gqlData(await gql(SECTOR_USERS, { s: gid("Sector", 1) }, t.supervisorA)).sectorUsers.edges.map((e: any) => e.node);
    const op = nodes.find((n: any) => n.email === "operator@hospital-a.test");
    expect(op).toMatchObject({ id: gid("CompanyUser", SEED.user.operatorA), userId: SEED.user.operatorA, userType: 2, sector: { sectorId: 1, name: "Central Sterile" } });
    expect(nodes.some((n: any) => n.email.endsWith("@hospital-b.test"))).toBe(false);
  });

  test("who the viewer may manage comes from the server: canManage per user, manageableUserTypes on the viewer", async () => {
    const MANAGE = `query($s: ID!) { viewer { userId manageableUserTypes } sectorUsers(sectorId: $s, first: 100) { edges { node { userId userType canManage } } } }`;
    const as = async (token: string) => gqlData(await gql(MANAGE, { s: gid("Sector", 1) }, token));
    const admin = await as(t.adminA);
    expect(admin.viewer.manageableUserTypes).toEqual([1, 2, 4]);
    const byId = (d: any, id: number) => d.sectorUsers.edges.find((e: any) => e.node.userId === id).node;
    expect(byId(admin, SEED.user.adminA).canManage).toBe(false); // its own account
    expect(byId(admin, SEED.user.supervisorA).canManage).toBe(true);
    expect(byId(admin, SEED.user.operatorA).canManage).toBe(true);
    const supervisor = await as(t.supervisorA);
    expect(supervisor.viewer.manageableUserTypes).toEqual([2]);
    expect(byId(supervisor, SEED.user.operatorA).canManage).toBe(true);
    expect(byId(supervisor, SEED.user.adminA).canManage).toBe(false);
    expect(byId(supervisor, SEED.user.supervisorA).canManage).toBe(false);
    // The server refuses what canManage says no to.
    expectGqlError(await gql(RESET_USER, { id: gid("CompanyUser", SEED.user.adminA) }, t.supervisorA), "FORBIDDEN");
    expect(gqlData(await gql(`{ viewer { manageableUserTypes } }`, {}, t.dist)).viewer.manageableUserTypes).toEqual([]);
  });

  test("another company's sector → NOT_FOUND; operator → FORBIDDEN", async () => {
    expectGqlError(await gql(SECTOR_USERS, { s: gid("Sector", SEED.sector.bCentral) }, t.adminA), "NOT_FOUND");
    expectGqlError(await gql(SECTOR_USERS, { s: gid("Sector", 1) }, t.operatorA), "FORBIDDEN");
  });
});

describe("Mutation.createUser / updateUser / deleteUser / resetUserPassword", () => {
  test("create (mailed, signs in with mustChangePassword) → update → reset → delete, read back each time", async () => {
    const sector = await createSector(t.adminA);
    const email = uniqueEmail("gql");
    const created = gqlData(await gql(CREATE_USER, { input: { sectorId: gid("Sector", sector.id), name: "Gina", lastName: "Graph", email, userType: 1 } }, t.adminA)).createUser;
    expect(created).toMatchObject({ id: gid("CompanyUser", created.userId), name: "Gina", lastName: "Graph", email, userType: 1, sector: { sectorId: sector.id }, editDate: null });
    const password = temporaryPasswordOf((await nextMail(email, 0)).body);
    const session = await login(email, password);
    expect(claimsOf(session).MustChangePassword).toBe(true);
    expect((await companyUsers(t.adminA)).find((u) => u.id === created.userId)).toMatchObject({ email, userType: 1, sectorId: sector.id });

    const updated = gqlData(await gql(UPDATE_USER, { input: { id: created.id, name: "Gina", lastName: "Moved", sectorId: gid("Sector", 2) } }, t.adminA)).updateUser;
    expect(updated).toMatchObject({ lastName: "Moved", sector: { sectorId: 2 }, email, userType: 1 });
    expect(updated.editDate).not.toBeNull();
    expect((await companyUsers(t.adminA)).find((u) => u.id === created.userId)).toMatchObject({ lastName: "Moved", sectorId: 2 });

    const known = (await outbox(email)).length;
    const reset = gqlData(await gql(RESET_USER, { id: created.id }, t.adminA)).resetUserPassword;
    expect(reset.message).toBe(`The password of ${email} was reset and sent by mail.`);
    const fresh = temporaryPasswordOf((await nextMail(email, known)).body);
    expect((await tryLogin(email, password)).status).toBe(401);
    expect((await api("GET", "/api/sector", { token: session })).status).toBe(401);
    const session2 = await login(email, fresh);

    expect(gqlData(await gql(DELETE_USER, { id: created.id }, t.adminA)).deleteUser).toBe(true);
    expect((await companyUsers(t.adminA)).map((u) => u.id)).not.toContain(created.userId);
    expect(await nodeOf(created.id, t.adminA)).toBeNull();
    expect((await tryLogin(email, fresh)).status).toBe(401);
    expect((await api("GET", "/api/sector", { token: session2 })).status).toBe(401);
  });

  test("createUser with bad input → BAD_USER_INPUT with the field; nothing created or mailed", async () => {
    const email = uniqueEmail("gqlbad");
    const r = await gql(CREATE_USER, { input: { sectorId: gid("Sector", 1), name: "", lastName: "X", email: "not-an-email", userType: 2 } }, t.adminA);
    expectGqlError(r, "BAD_USER_INPUT");
    expect(r.errors![0]!.extensions!.errors.Name).toContain(REQUIRED);
    expect(r.errors![0]!.extensions!.errors.Email.length).toBeGreaterThan(0);
    const typed = await gql(CREATE_USER, { input: { sectorId: gid("Sector", 1), name: "A", lastName: "B", email, userType: "abc" } }, t.adminA);
    expect(typed.errors?.length).toBeGreaterThan(0);
    expect(await outbox(email)).toEqual([]);
  });

  test("role rules: the supervisor creates Operators only (type 1 or 4 → FORBIDDEN); operators and connection users → FORBIDDEN", async () => {
    const ok = gqlData(await gql(CREATE_USER, { input: { sectorId: gid("Sector", 1), name: "Op", lastName: "By sup", email: uniqueEmail("gqlsup"), userType: 2 } }, t.supervisorA)).createUser;
    expect(ok.userType).toBe(2);
    for (const userType of [1, 4]) {
      const email = uniqueEmail("gqlsupx");
      expectGqlError(await gql(CREATE_USER, { input: { sectorId: gid("Sector", 1), name: "A", lastName: "B", email, userType } }, t.supervisorA), "FORBIDDEN", "You are not allowed to create users of this type.");
      expect(await outbox(email)).toEqual([]);
    }
    for (const who of ["operatorA", "agentA"] as const) {
      expectGqlError(await gql(CREATE_USER, { input: { sectorId: gid("Sector", 1), name: "A", lastName: "B", email: uniqueEmail(who), userType: 2 } }, t[who]), "FORBIDDEN");
      expectGqlError(await gql(DELETE_USER, { id: ok.id }, t[who]), "FORBIDDEN");
      expectGqlError(await gql(RESET_USER, { id: ok.id }, t[who]), "FORBIDDEN");
    }
  });

  test("nobody updates, resets or deletes itself → FORBIDDEN", async () => {
    const me = gid("CompanyUser", SEED.user.adminA);
    expectGqlError(await gql(UPDATE_USER, { input: { id: me, name: "Me", lastName: "Me" } }, t.adminA), "FORBIDDEN");
    expectGqlError(await gql(RESET_USER, { id: me }, t.adminA), "FORBIDDEN");
    expectGqlError(await gql(DELETE_USER, { id: me }, t.adminA), "FORBIDDEN");
    expectGqlError(await gql(DELETE_USER, { id: gid("CompanyUser", SEED.user.supervisorA) }, t.supervisorA), "FORBIDDEN");
    expect((await tryLogin("admin@hospital-a.test", "Demo-2026")).status).toBe(200);
  });

  test("another company's user or sector → NOT_FOUND, unchanged", async () => {
    const b = gid("CompanyUser", SEED.user.adminB);
    expectGqlError(await gql(UPDATE_USER, { input: { id: b, name: "Hijack", lastName: "X" } }, t.adminA), "NOT_FOUND");
    expectGqlError(await gql(RESET_USER, { id: b }, t.adminA), "NOT_FOUND");
    expectGqlError(await gql(DELETE_USER, { id: b }, t.adminA), "NOT_FOUND");
    expect((await companyUsers(t.adminB)).find((u) => u.id === SEED.user.adminB)).toMatchObject({ name: "Pedro", lastName: "Santos" });
    const email = uniqueEmail("gqlforeign");
    expectGqlError(await gql(CREATE_USER, { input: { sectorId: gid("Sector", SEED.sector.bCentral), name: "A", lastName: "B", email, userType: 2 } }, t.adminA), "NOT_FOUND");
    expect(await outbox(email)).toEqual([]);
    const u = await createCompanyUser(t.adminA, { sectorId: 1, userType: 2 });
    expectGqlError(await gql(UPDATE_USER, { input: { id: gid("CompanyUser", u.item.id), name: "A", lastName: "B", sectorId: gid("Sector", SEED.sector.bCentral) } }, t.adminA), "NOT_FOUND");
    expect((await companyUsers(t.adminA)).find((x) => x.id === u.item.id)?.sectorId).toBe(1);
  });
});

// ───────────── machines ─────────────

const CREATE_MACHINE = `mutation($kind: MachineKind!, $input: MachineInput!) { createMachine(kind: $kind, input: $input) { id machineId } }`;
const UPDATE_MACHINE = `mutation($kind: MachineKind!, $id: ID!, $input: MachineInput!) { updateMachine(kind: $kind, id: $id, input: $input) { id machineId } }`;
const DELETE_MACHINE = `mutation($kind: MachineKind!, $id: ID!, $f: Boolean) { deleteMachine(kind: $kind, id: $id, forcedDelete: $f) }`;
const listQuery = (field: string, kind: string, type: string) => `query($s: ID) { ${field}: machines(kind: ${kind}, sectorId: $s, first: 100) { edges { node { id machineId name brand serial sector { sectorId name } ... on ${type} { desktopMigrationId } } } } }`;

for (const { path, kind, type } of MACHINE_PATHS) {
  const field = `${kind.toLowerCase()}s`;
  const LIST = listQuery(field, kind, type);
  const nodes = async (token: string, s?: string) => gqlData(await gql(LIST, { s: s ?? null }, token))[field].edges.map((e: any) => e.node) as any[];

  describe(`Query.machines(${kind}) and createMachine / updateMachine / deleteMachine(${kind})`, () => {
    test(`${field}: the company's, or one sector's; the operator's own sector only; same rows as REST`, async () => {
      const all = await nodes(t.adminA);
      expect(all.map((n) => n.machineId).sort((a, b) => a - b)).toEqual((await listMachines(t.adminA, path)).map((m) => m.id).sort((a, b) => a - b));
      for (const n of all) expect(n.id).toBe(gid(type, n.machineId));
      const one = await nodes(t.adminA, gid("Sector", 1));
      for (const n of one) expect(n.sector.sectorId).toBe(1);
      const op = await nodes(t.operatorA);
      expect(op.length).toBeGreaterThan(0);
      for (const n of op) expect(n.sector.sectorId).toBe(claimsOf(t.operatorA).SectorId);
      const bIds = (await nodes(t.adminB)).map((n) => n.machineId);
      for (const n of all) expect(bIds).not.toContain(n.machineId);
    });

    test(`${field}: another company's sector → NOT_FOUND; connection and system users → FORBIDDEN`, async () => {
      expectGqlError(await gql(LIST, { s: gid("Sector", SEED.sector.bCentral) }, t.adminA), "NOT_FOUND");
      for (const who of ["agentA", "sysadmin", "dist"] as const) expectGqlError(await gql(LIST, { s: null }, t[who]), "FORBIDDEN");
    });

    test("create in a sector → update (moved) → delete, read back each time", async () => {
      const s = uniqueSuffix();
      const created = gqlData(await gql(CREATE_MACHINE, { kind, input: { sectorId: gid("Sector", 2), name: `G ${s}`, brand: "GB", serial: `G-${s}` } }, t.adminA)).createMachine;
      expect(created.id).toBe(gid(type, created.machineId));
      expect((await listMachines(t.adminA, path)).find((m) => m.id === created.machineId)).toMatchObject({ sectorId: 2, name: `G ${s}`, brand: "GB", serial: `G-${s}` });
      const node = (await gql(`query($id: ID!) { node(id: $id) { ... on ${type} { name serial sector { sectorId } } } }`, { id: created.id }, t.adminA)).data?.node;
      expect(node).toEqual({ name: `G ${s}`, serial: `G-${s}`, sector: { sectorId: 2 } });

      const updated = gqlData(await gql(UPDATE_MACHINE, { kind, id: created.id, input: { sectorId: gid("Sector", 3), name: `G2 ${s}`, brand: "GB2", serial: `G2-${s}` } }, t.supervisorA)).updateMachine;
      expect(updated.machineId).toBe(created.machineId);
      expect((await listMachines(t.adminA, path)).find((m) => m.id === created.machineId)).toMatchObject({ sectorId: 3, name: `G2 ${s}`, brand: "GB2", serial: `G2-${s}` });

      expect(gqlData(await gql(DELETE_MACHINE, { kind, id: created.id }, t.adminA)).deleteMachine).toBe(true);
      expect((await listMachines(t.adminA, path)).map((m) => m.id)).not.toContain(created.machineId);
      expect(await nodeOf(created.id, t.adminA)).toBeNull();
    });

    test("quick-create without sectorId by the operator → its own sector; the operator may not edit or delete (FORBIDDEN)", async () => {
      const s = uniqueSuffix();
      const created = gqlData(await gql(CREATE_MACHINE, { kind, input: { name: `Q ${s}`, brand: "Q", serial: `GQ-${s}` } }, t.operatorA)).createMachine;
      expect((await listMachines(t.adminA, path)).find((m) => m.id === created.machineId)?.sectorId).toBe(claimsOf(t.operatorA).SectorId);
      expectGqlError(await gql(UPDATE_MACHINE, { kind, id: created.id, input: { sectorId: gid("Sector", 1), name: "X", brand: "X", serial: `GQ-${s}` } }, t.operatorA), "FORBIDDEN");
      expectGqlError(await gql(DELETE_MACHINE, { kind, id: created.id }, t.operatorA), "FORBIDDEN");
      expectGqlError(await gql(CREATE_MACHINE, { kind, input: { sectorId: gid("Sector", 2), name: "X", brand: "X", serial: `GX-${s}` } }, t.operatorA), "FORBIDDEN");
      expectGqlError(await gql(CREATE_MACHINE, { kind, input: { name: "X", brand: "X", serial: `GY-${s}` } }, t.agentA), "FORBIDDEN");
    });

    test("blank fields → BAD_USER_INPUT with each field; duplicate serial → SAVE_ERRORS", async () => {
      const r = await gql(CREATE_MACHINE, { kind, input: { sectorId: gid("Sector", 1), name: " ", brand: "", serial: "" } }, t.adminA);
      expectGqlError(r, "BAD_USER_INPUT");
      for (const f of ["Name", "Brand", "Serial"]) expect(r.errors![0]!.extensions!.errors[f]).toContain(REQUIRED);
      const existing = (await listMachines(t.adminA, path))[0]!;
      expectGqlError(await gql(CREATE_MACHINE, { kind, input: { sectorId: gid("Sector", 1), name: "D", brand: "D", serial: existing.serial.toLowerCase() } }, t.adminA), "SAVE_ERRORS");
    });

    test("another company's machine or sector → NOT_FOUND, unchanged; node(id) of another company's machine → null", async () => {
      const bMachine = gqlData(await gql(CREATE_MACHINE, { kind, input: { sectorId: gid("Sector", SEED.sector.bCentral), name: "B own", brand: "B", serial: `GB-${uniqueSuffix()}` } }, t.adminB)).createMachine;
      expectGqlError(await gql(UPDATE_MACHINE, { kind, id: bMachine.id, input: { sectorId: gid("Sector", 1), name: "Hijack", brand: "X", serial: `H-${uniqueSuffix()}` } }, t.adminA), "NOT_FOUND");
      expectGqlError(await gql(DELETE_MACHINE, { kind, id: bMachine.id, f: true }, t.adminA), "NOT_FOUND");
      expect(await nodeOf(bMachine.id, t.adminA)).toBeNull();
      expect(await nodeOf(bMachine.id, t.adminB)).toEqual({ id: bMachine.id, __typename: type });
      expect((await listMachines(t.adminB, path)).find((m) => m.id === bMachine.machineId)?.name).toBe("B own");
      expectGqlError(await gql(CREATE_MACHINE, { kind, input: { sectorId: gid("Sector", SEED.sector.bCentral), name: "X", brand: "X", serial: `GZ-${uniqueSuffix()}` } }, t.adminA), "NOT_FOUND");
      expect(gqlData(await gql(DELETE_MACHINE, { kind, id: bMachine.id }, t.adminB)).deleteMachine).toBe(true);
    });
  });
}

describe("deleteMachine of a machine with readings", () => {
  test("refused (SAVE_ERRORS) without forcedDelete; the supervisor's forced delete → FORBIDDEN; still listed", async () => {
    const id = gid("Sterilizer", SEED.sterilizer.aAutoclave1);
    expectGqlError(await gql(DELETE_MACHINE, { kind: "STERILIZER", id }, t.adminA), "SAVE_ERRORS", /reading/i);
    expectGqlError(await gql(DELETE_MACHINE, { kind: "STERILIZER", id, f: true }, t.supervisorA), "FORBIDDEN");
    expect((await listMachines(t.adminA, "/api/Sterilizer")).map((m) => m.id)).toContain(SEED.sterilizer.aAutoclave1);
  });
});

// ───────────── incubators ─────────────

const INCUBATORS = `{ incubators(first: 100) { edges { node { id incubatorId name serialNumber connected connectionStatus modelType canAssignSector canFree workSector { sectorId name } discovererSector { sectorId } } } } }`;
const ASSIGN = `mutation($i: ID!, $s: ID!) { assignIncubatorSector(incubatorId: $i, sectorId: $s) { incubatorId workSector { sectorId name } canFree } }`;
const FREE = `mutation($i: ID!) { freeIncubator(incubatorId: $i) { incubatorId workSector { sectorId } canFree } }`;

describe("Query.incubators and assignIncubatorSector / freeIncubator", () => {
  afterAll(async () => {
    const node = (await gql(INCUBATORS, {}, t.adminA)).data?.incubators.edges.map((e: any) => e.node).find((n: any) => n.incubatorId === SEED.incubator.aTheatre);
    if (node?.workSector?.sectorId !== SEED.sector.aTheatre) await gql(ASSIGN, { i: gid("Incubator", SEED.incubator.aTheatre), s: gid("Sector", SEED.sector.aTheatre) }, t.adminA);
  });

  test("incubators: the company's, with canAssignSector / canFree following the rules", async () => {
    const nodes = gqlData(await gql(INCUBATORS, {}, t.supervisorA)).incubators.edges.map((e: any) => e.node);
    // Operators see the incubators of their own sector only (docs/security.md, tenancy).
    const own = gqlData(await gql(INCUBATORS, {}, t.operatorA)).incubators.edges.map((e: any) => e.node);
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(nodes.length);
    for (const n of own) expect((n.workSector ?? n.discovererSector)?.sectorId).toBe(SEED.sector.aCentral);
    // The seeded five, plus any the agent tests announced into Hospital A.
    expect(nodes.map((n: any) => n.incubatorId)).toEqual(expect.arrayContaining([1, 2, 3, 4, 5]));
    for (const n of nodes) {
      expect(n.id).toBe(gid("Incubator", n.incubatorId));
      expect(n.canAssignSector).toBe(n.modelType !== 1 && n.connected);
      expect(n.canFree).toBe(n.modelType !== 1 && n.workSector !== null);
      expect(n.connected).toBe(n.connectionStatus === 1);
    }
    expect(nodes.find((n: any) => n.incubatorId === 1)).toMatchObject({ modelType: 1, canAssignSector: false, canFree: false });
    expect(nodes.find((n: any) => n.incubatorId === 5)).toMatchObject({ connected: false, canAssignSector: false, canFree: false });
    const bIds = gqlData(await gql(INCUBATORS, {}, t.adminB)).incubators.edges.map((e: any) => e.node.incubatorId);
    for (const id of [1, 2, 3, 4, 5]) expect(bIds).not.toContain(id);
  });

  test("assign then free (read back), and restore", async () => {
    const i = gid("Incubator", SEED.incubator.aTheatre);
    expect(gqlData(await gql(ASSIGN, { i, s: gid("Sector", SEED.sector.aEndoscopy) }, t.supervisorA)).assignIncubatorSector).toEqual({ incubatorId: 4, workSector: { sectorId: 3, name: "Endoscopy" }, canFree: true });
    expect((await api("GET", "/api/Incubator", { token: t.adminA })).json.find((x: any) => x.id === 4)).toMatchObject({ workSectorId: 3, workSector: "Endoscopy" });
    expect(gqlData(await gql(FREE, { i }, t.adminA)).freeIncubator).toEqual({ incubatorId: 4, workSector: null, canFree: false });
    expect((await api("GET", "/api/Incubator", { token: t.adminA })).json.find((x: any) => x.id === 4)?.workSectorId).toBeNull();
    expectGqlError(await gql(FREE, { i }, t.adminA), "SAVE_ERRORS");
    gqlData(await gql(ASSIGN, { i, s: gid("Sector", SEED.sector.aTheatre) }, t.adminA));
  });

  test("rules: model type 1 and disconnected → SAVE_ERRORS; another company's incubator or sector → NOT_FOUND; operator → FORBIDDEN", async () => {
    expectGqlError(await gql(ASSIGN, { i: gid("Incubator", SEED.incubator.aFixed), s: gid("Sector", 2) }, t.adminA), "SAVE_ERRORS");
    expectGqlError(await gql(FREE, { i: gid("Incubator", SEED.incubator.aFixed) }, t.adminA), "SAVE_ERRORS");
    expectGqlError(await gql(ASSIGN, { i: gid("Incubator", SEED.incubator.aSpareDisconnected), s: gid("Sector", 1) }, t.adminA), "SAVE_ERRORS");
    expectGqlError(await gql(ASSIGN, { i: gid("Incubator", SEED.incubator.bProRead), s: gid("Sector", 1) }, t.adminA), "NOT_FOUND");
    expectGqlError(await gql(FREE, { i: gid("Incubator", SEED.incubator.bProRead) }, t.adminA), "NOT_FOUND");
    expectGqlError(await gql(ASSIGN, { i: gid("Incubator", SEED.incubator.aTheatre), s: gid("Sector", SEED.sector.bCentral) }, t.adminA), "NOT_FOUND");
    expectGqlError(await gql(ASSIGN, { i: gid("Incubator", SEED.incubator.aTheatre), s: gid("Sector", 1) }, t.operatorA), "FORBIDDEN");
    expectGqlError(await gql(FREE, { i: gid("Incubator", SEED.incubator.aTheatre) }, t.agentA), "FORBIDDEN");
    const rows = (await api("GET", "/api/Incubator", { token: t.adminA })).json;
    expect(rows.find((x: any) => x.id === 4)?.workSectorId).toBe(SEED.sector.aTheatre);
    expect(rows.find((x: any) => x.id === 1)?.workSectorId).toBe(SEED.sector.aCentral);
    expect((await api("GET", "/api/Incubator", { token: t.adminB })).json.find((x: any) => x.id === 7)?.workSectorId).toBe(SEED.sector.bCentral);
  });

  test("system users → FORBIDDEN", async () => {
    expectGqlError(await gql(INCUBATORS, {}, t.sysadmin), "FORBIDDEN");
  });
});

// ───────────── node(id) inside the tenant ─────────────

describe("node(id) of another company's rows → null; own rows → found", () => {
  const cases: [string, number, number][] = [
    // [type, Hospital A id, Hospital B id]
    ["Sector", SEED.sector.aCentral, SEED.sector.bCentral],
    ["CompanyUser", SEED.user.operatorA, SEED.user.adminB],
    ["Sterilizer", SEED.sterilizer.aAutoclave1, SEED.sterilizer.bAutoclaveA],
    ["Washer", SEED.washer.aWasher1, SEED.washer.bWasherA],
    ["Disinfector", SEED.disinfector.aRoom, SEED.disinfector.bFogger],
    ["Incubator", SEED.incubator.aFixed, SEED.incubator.bProRead],
  ];
  for (const [type, own, foreign] of cases) {
    test(type, async () => {
      expect(await nodeOf(gid(type, own), t.adminA)).toEqual({ id: gid(type, own), __typename: type });
      expect(await nodeOf(gid(type, foreign), t.adminA)).toBeNull();
      expect(await nodeOf(gid(type, own), t.adminB)).toBeNull();
      expect(await nodeOf(gid(type, own), t.adminC)).toBeNull();
    });
  }

  test("nodes([...]) mixes own and foreign ids: foreign ones are null", async () => {
    const r = await gql(`query($ids: [ID!]!) { nodes(ids: $ids) { id } }`, { ids: [gid("Sterilizer", 1), gid("Sterilizer", 5), gid("CompanyUser", SEED.user.adminB)] }, t.adminA);
    expect(r.data?.nodes).toEqual([{ id: gid("Sterilizer", 1) }, null, null]);
  });

  test("system and distributor users get no company-administration rows through node (Sector excepted: the session API lets them read sectors)", async () => {
    for (const who of ["sysadmin", "dist"] as const) {
      for (const [type, own] of cases.filter(([type]) => type !== "Sector")) {
        const n = await gql(NODE, { id: gid(type, own) }, t[who]);
        expect({ who, type, node: n.data?.node ?? null }).toEqual({ who, type, node: null });
      }
    }
  });
});
