// System administration (spec 002 sections 2.11, 3, 5, 6, 7.7; docs/sysadmin.md): every entity
// described in server/sysadmin/entities, through both doors — the typed GraphQL operations,
// the generic screen's operations and the REST routes — with its validation and its scope.
// SAMPLES holds one valid record per entity: a new entity fails the coverage test until it
// has one, and then gets every test of this file.
import { beforeAll, describe, expect, test } from "bun:test";
import { api, claimsOf, distId, gql, gqlData, login, subscribe, uniqueSuffix, waitForMail } from "../helpers";
import { expectGqlError, REQUIRED, temporaryPasswordOf, tokensOf } from "../helpers/company";
import { BIONOVA, gtin14, STERILINE, sysSamples, type Sample, type SysRefs, type Values } from "../helpers/sysadmin";
import { ENTITIES } from "../../server/sysadmin/entities";
import type { EntityDescription } from "../../server/sysadmin/describe";

/** Rows the samples point at: created in beforeAll (the samples read them when called). */
const refs: SysRefs = { model: 1, product: 1, program: 2 };
const SAMPLES: Record<string, Sample> = sysSamples(refs);
const suffix = () => uniqueSuffix().slice(-8);

let t: Record<"sysadmin" | "dist" | "adminA" | "adminB", string> & { distOther: string };

beforeAll(async () => {
  t = { ...(await tokensOf("sysadmin", "dist", "adminA", "adminB")), distOther: "" };
  // A distributor user of the second distributor (the demo seed has one of the first only).
  const email = `sys-dist-${suffix()}@example.test`;
  await api("POST", "/api/test/probe/user", { body: { distributorId: await distId("loopback"), email, password: "Sysadmin-2026" } });
  t.distOther = await login(email, "Sysadmin-2026", "loopback");
  const model = gqlData(await gql(`mutation($i: SysIncubatorModelInput!) { createSysIncubatorModel(input: $i) { recordId } }`, { i: SAMPLES.IncubatorModel!.create() }, t.sysadmin));
  const product = gqlData(await gql(`mutation($i: SysProductInput!) { createSysProduct(input: $i) { recordId } }`, { i: { ...SAMPLES.Product!.create(), distributorId: BIONOVA } }, t.sysadmin));
  const program = gqlData(await gql(`mutation($i: SysProgramInput!) { createSysProgram(input: $i) { recordId } }`, { i: SAMPLES.Program!.create() }, t.sysadmin));
  Object.assign(refs, { model: model.createSysIncubatorModel.recordId, product: product.createSysProduct.recordId, program: program.createSysProgram.recordId });
});

const writableFields = (e: EntityDescription) => e.fields.filter((f) => !f.readOnly).map((f) => f.name);
const selection = (e: EntityDescription) => ["recordId", ...(e.parent ? [e.parent.field] : []), ...e.fields.filter((f) => !f.secret).map((f) => f.name)].join(" ");
const create = (e: EntityDescription, input: Values, token: string) => gql(`mutation($i: Sys${e.name}Input!) { createSys${e.name}(input: $i) { ${selection(e)} } }`, { i: input }, token);
const update = (e: EntityDescription, id: number, input: Values, token: string) => gql(`mutation($id: Int!, $i: Sys${e.name}Input!) { updateSys${e.name}(recordId: $id, input: $i) { ${selection(e)} } }`, { id, i: input }, token);
const remove = (e: EntityDescription, id: number, token: string) => gql(`mutation($id: Int!) { deleteSys${e.name}(recordId: $id) }`, { id }, token);
const list = (e: EntityDescription, token: string, args = "") => gql(`{ sys${e.plural}(first: 50${args}) { totalCount edges { node { ${selection(e)} } } } }`, {}, token);
const inputOf = (e: EntityDescription, sample: Sample, values: Values) => ({ ...(e.parent ? { distributorId: sample.parent } : {}), ...values });
const can = (e: EntityDescription, action: string) => e.access.system.includes(action as never);

test("every entity has a sample record here", () => {
  expect(ENTITIES.filter((e) => e.access.system.includes("create")).map((e) => e.name).filter((n) => !(n in SAMPLES))).toEqual([]);
});

for (const e of ENTITIES.filter((x) => x.name in SAMPLES)) {
  const sample = SAMPLES[e.name]!;
  describe(`${e.route} (${e.name})`, () => {
    test("GraphQL: create, list with search, update, detail through the generic door, delete; each change in /SysLog", async () => {
      const values = sample.create();
      const created = gqlData(await create(e, inputOf(e, sample, values), t.sysadmin))[`createSys${e.name}`];
      for (const [k, v] of Object.entries(values)) if (writableFields(e).includes(k) && !e.fields.find((f) => f.name === k)?.secret) expect({ [k]: created[k] }).toEqual({ [k]: v });
      const id = created.recordId as number;
      const searchable = e.fields.find((f) => f.search && typeof values[f.name] === "string");
      if (searchable) {
        const found = gqlData(await list(e, t.sysadmin, `, search: ${JSON.stringify(String(values[searchable.name]).toUpperCase())}${e.parent ? `, distributorId: ${sample.parent}` : ""}`))[`sys${e.plural}`];
        expect(found.edges.map((x: { node: { recordId: number } }) => x.node.recordId)).toContain(id);
      }
      if (can(e, "update")) {
        const changed = gqlData(await update(e, id, inputOf(e, sample, { ...values, ...sample.change }), t.sysadmin))[`updateSys${e.name}`];
        for (const [k, v] of Object.entries(sample.change)) expect({ [k]: changed[k] }).toEqual({ [k]: v });
      }
      const generic = gqlData(await gql(`query($r: String!, $p: Int) { sysRecords(route: $r, parentId: $p, first: 100, search: null) { totalCount edges { node { recordId values { field value text } } } } }`, { r: e.route, p: sample.parent ?? null }, t.sysadmin)).sysRecords;
      expect(generic.totalCount).toBeGreaterThan(0);
      const log = gqlData(await gql(`{ sysLogEntries(first: 20, search: ${JSON.stringify(e.name)}) { edges { node { entity logDetail user } } } }`, {}, t.sysadmin)).sysLogEntries.edges.map((x: { node: { entity: string; logDetail: string; user: string } }) => x.node);
      expect(log.some((l: { entity: string; logDetail: string }) => l.entity === e.name && (can(e, "update") ? /updated/ : /created/).test(l.logDetail))).toBe(true);
      expect(log[0].user).toContain("sysadmin@demo.test");
      if (can(e, "delete")) {
        expect(gqlData(await remove(e, id, t.sysadmin))[`deleteSys${e.name}`]).toBe(true);
        expectGqlError(await remove(e, id, t.sysadmin), "NOT_FOUND");
      }
    });

    test("validation: each required field alone, the field's own rule; nothing saved", async () => {
      const before = gqlData(await list(e, t.sysadmin))[`sys${e.plural}`].totalCount;
      for (const f of e.fields.filter((x) => x.required && !x.when)) {
        const r = await gql(`mutation($r: String!, $p: Int, $v: [SysValueInput!]!) { saveSysRecord(route: $r, parentId: $p, values: $v) { recordId } }`, { r: e.route, p: sample.parent ?? null, v: Object.entries({ ...sample.create(), [f.name]: null }).map(([field, value]) => ({ field, value: value === null || value === undefined ? null : String(value) })) }, t.sysadmin);
        expectGqlError(r, "BAD_USER_INPUT");
        expect({ field: f.name, errors: r.errors![0]!.extensions!.errors![f.name] }).toEqual({ field: f.name, errors: [REQUIRED] });
      }
      const [field, value, message] = sample.invalid;
      const bad = await create(e, inputOf(e, sample, { ...sample.create(), [field]: value }), t.sysadmin);
      expectGqlError(bad, "BAD_USER_INPUT");
      expect(bad.errors![0]!.extensions!.errors![field]![0]).toMatch(message);
      expect(gqlData(await list(e, t.sysadmin))[`sys${e.plural}`].totalCount).toBe(before);
    });

    test("REST: the list, one row, create, update and delete at the screen's base URL", async () => {
      const wire = (values: Values) => {
        const out: Record<string, any> = e.parent ? { distributorId: sample.parent } : {};
        for (const f of e.fields.filter((x) => x.name in values)) {
          const [head, tail] = (f.wire ?? f.name).split(".");
          if (tail) (out[head!] ??= {})[tail] = values[f.name];
          else out[head!] = values[f.name];
        }
        return out;
      };
      const values = sample.create();
      const created = await api("POST", e.rest.base, { token: t.sysadmin, body: wire(values) });
      expect({ status: created.status, body: created.status === 200 ? "" : created.text }).toEqual({ status: 200, body: "" });
      expect(created.json.result).toBe("OK");
      const id = created.json.item.id as number;
      const one = await api("GET", `${e.rest.base}/${id}`, { token: t.sysadmin });
      expect(one.status).toBe(200);
      if (can(e, "update")) expect((await api("PUT", e.rest.base, { token: t.sysadmin, body: { id, ...wire({ ...values, ...sample.change }) } })).status).toBe(200);
      const all = await api("GET", e.rest.byParent ?? e.rest.base, { token: t.sysadmin, query: e.parent ? { distributorId: sample.parent } : {} });
      expect(all.status).toBe(200);
      expect(all.json.map((r: { id: number }) => r.id)).toContain(id);
      const wrongType = await api("POST", e.rest.base, { token: t.sysadmin, body: { ...wire(values), [Object.keys(wire(values)).find((k) => k !== "distributorId")!]: { nested: true } } });
      expect(wrongType.status).toBe(400);
      if (can(e, "delete")) {
        expect((await api("DELETE", e.rest.base, { token: t.sysadmin, query: { id } })).status).toBe(200);
        expect((await api("GET", `${e.rest.base}/${id}`, { token: t.sysadmin })).status).toBe(404);
      }
    });

    test("scope: company users are refused; a distributor uses only what it may, on its own rows", async () => {
      expectGqlError(await list(e, t.adminA), "FORBIDDEN");
      expect((await api("POST", e.rest.base, { token: t.adminA, body: {} })).status).toBe(403);
      const distributorMay = e.access.distributor ?? [];
      if (!distributorMay.includes("list")) {
        expectGqlError(await list(e, t.dist), "FORBIDDEN");
        expect(gqlData(await gql(`{ sysScreen(route: ${JSON.stringify(e.route)}) { route } }`, {}, t.dist)).sysScreen).toBeNull();
        return;
      }
      const mine = gqlData(await list(e, t.dist))[`sys${e.plural}`];
      if (e.parent) expect(mine.edges.every((x: { node: Values }) => x.node.distributorId === BIONOVA)).toBe(true);
      if (!distributorMay.includes("create")) {
        expectGqlError(await create(e, inputOf(e, sample, sample.create()), t.dist), "FORBIDDEN");
        return;
      }
      // The first distributor's row: invisible to and untouchable by the second distributor.
      const own = gqlData(await create(e, { ...sample.create() }, t.dist))[`createSys${e.name}`];
      expect(own.distributorId).toBe(BIONOVA);
      const theirs = gqlData(await list(e, t.distOther))[`sys${e.plural}`].edges.map((x: { node: { recordId: number } }) => x.node.recordId);
      expect(theirs).not.toContain(own.recordId);
      expectGqlError(await update(e, own.recordId, { ...sample.create(), ...sample.change }, t.distOther), "NOT_FOUND");
      expect((await api("GET", `${e.rest.base}/${own.recordId}`, { token: t.distOther })).status).toBe(404);
      expectGqlError(await create(e, { ...sample.create(), distributorId: BIONOVA }, t.distOther), "NOT_FOUND");
      if (!distributorMay.includes("delete")) return;
      expectGqlError(await remove(e, own.recordId, t.distOther), "NOT_FOUND");
      expect((await api("DELETE", e.rest.base, { token: t.distOther, query: { id: own.recordId } })).status).toBe(404);
      expect(gqlData(await remove(e, own.recordId, t.dist))[`deleteSys${e.name}`]).toBe(true);
    });
  });
}

describe("rules of single entities", () => {
  test("an incubator model's VID/PID are required for type 1 and its UUID for type 2; the other pair is stored empty", async () => {
    const e = ENTITIES.find((x) => x.name === "IncubatorModel")!;
    const usb = await create(e, { ...SAMPLES.IncubatorModel!.create(), vid: null, pid: null }, t.sysadmin);
    expectGqlError(usb, "BAD_USER_INPUT");
    expect(Object.keys(usb.errors![0]!.extensions!.errors!).sort()).toEqual(["pid", "vid"]);
    const ble = gqlData(await create(e, { ...SAMPLES.IncubatorModel!.create(), type: 2, uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca00" }, t.sysadmin)).createSysIncubatorModel;
    expect({ vid: ble.vid, pid: ble.pid, uuid: ble.uuid }).toEqual({ vid: null, pid: null, uuid: "6e400001-b5a3-f393-e0a9-e50e24dcca00" });
  });

  test("a GTIN is unique per distributor: the same code is refused in one, accepted in another", async () => {
    const code = gtin14();
    const e = ENTITIES.find((x) => x.name === "Gtin")!;
    gqlData(await create(e, { distributorId: BIONOVA, code, productId: refs.product }, t.sysadmin));
    const again = await create(e, { distributorId: BIONOVA, code, productId: refs.product }, t.sysadmin);
    expectGqlError(again, "BAD_USER_INPUT");
    expect(again.errors![0]!.extensions!.errors!.code).toEqual(["This value already exists."]);
    // A product of another distributor is not an option for this one's GTIN.
    const otherProduct = gqlData(await gql(`mutation($i: SysProductInput!) { createSysProduct(input: $i) { recordId } }`, { i: { ...SAMPLES.Product!.create(), distributorId: STERILINE } }, t.sysadmin)).createSysProduct.recordId;
    expectGqlError(await create(e, { distributorId: BIONOVA, code: gtin14(), productId: otherProduct }, t.sysadmin), "BAD_USER_INPUT");
    gqlData(await create(e, { distributorId: STERILINE, code, productId: otherProduct }, t.sysadmin));
  });

  test("the score ranges of one program must not overlap", async () => {
    const e = ENTITIES.find((x) => x.name === "ScoreRpe")!;
    const base = { programId: refs.program, score: 40, scoreType: 2 };
    gqlData(await create(e, { ...base, minutesFrom: 10, minutesTo: 20 }, t.sysadmin));
    const clash = await create(e, { ...base, minutesFrom: 15, minutesTo: 25 }, t.sysadmin);
    expectGqlError(clash, "BAD_USER_INPUT");
    expect(clash.errors![0]!.extensions!.errors!.minutesFrom![0]).toMatch(/overlaps/);
    gqlData(await create(e, { ...base, minutesFrom: 20, minutesTo: 30 }, t.sysadmin));
    const reversed = await create(e, { ...base, minutesFrom: 50, minutesTo: 40 }, t.sysadmin);
    expect(reversed.errors![0]!.extensions!.errors!.minutesTo![0]).toMatch(/lower than/);
  });

  test("a product's compatible flag is its model's; a model in use cannot be deleted", async () => {
    const product = gqlData(await list(ENTITIES.find((x) => x.name === "Product")!, t.sysadmin, `, distributorId: ${BIONOVA}`)).sysProducts.edges[0].node;
    const model = gqlData(await gql(`{ sysProductModels(first: 50) { edges { node { recordId compatibleTrazanto } } } }`, {}, t.sysadmin)).sysProductModels.edges.find((x: { node: { recordId: number } }) => x.node.recordId === product.productModelId).node;
    expect(product.compatible).toBe(model.compatibleTrazanto);
    const refused = await gql(`mutation { deleteSysProductModel(recordId: ${product.productModelId}) }`, {}, t.sysadmin);
    expectGqlError(refused, "SAVE_ERRORS", /in use/);
  });

  test("a new distributor's administrator gets a temporary password by mail and signs in on the new domain", async () => {
    const values = SAMPLES.Distributor!.create();
    const d = gqlData(await create(ENTITIES.find((x) => x.name === "Distributor")!, values, t.sysadmin)).createSysDistributor;
    expect(d.administratorEmail).toBe(values.administratorEmail);
    const found = await api("POST", "/api/Distributor/PostByDomain", { body: { Domain: `https://${values.domain}` } });
    expect(found.status).toBe(200);
    expect(found.json.name).toBe(values.name);
    const mail = await waitForMail(String(values.administratorEmail));
    const signIn = await api("POST", "/api/login/login", { body: { Email: values.administratorEmail, Password: temporaryPasswordOf(mail.body), DistId: found.json.id } });
    expect(signIn.status).toBe(200);
    expect(claimsOf(signIn.json.token).UserType).toBe(3);
  });

  test("the generic door reads values as text strictly, and describes the screen in the viewer's language", async () => {
    const bad = await gql(`mutation { saveSysRecord(route: "/SysLicensePeriod", values: [{ field: "periodName", value: "P" }, { field: "days", value: "12a" }]) { recordId } }`, {}, t.sysadmin);
    expectGqlError(bad, "BAD_USER_INPUT");
    expect(bad.errors![0]!.extensions!.errors!.days).toEqual(["The value must be a whole number."]);
    const unknown = await gql(`mutation { saveSysRecord(route: "/SysLicensePeriod", values: [{ field: "nope", value: "1" }]) { recordId } }`, {}, t.sysadmin);
    expectGqlError(unknown, "BAD_USER_INPUT");
    const screen = gqlData(await gql(`{ sysScreen(route: "/sysincubatorprogram") { title entity actions fields { name label kind shownAsFactor shownAsUnit } } }`, {}, t.sysadmin)).sysScreen;
    expect(screen.entity).toBe("Program");
    expect(screen.actions).toEqual(["list", "detail", "create", "update", "delete"]);
    expect(screen.fields.find((f: { name: string }) => f.name === "time")).toMatchObject({ kind: "decimal", shownAsFactor: 60, shownAsUnit: "minutes" });
    const forDist = gqlData(await gql(`{ sysScreen(route: "/sysproduct") { actions parent { fixed options { value } } } }`, {}, t.dist)).sysScreen;
    expect(forDist.parent).toEqual({ fixed: BIONOVA, options: [{ value: BIONOVA }] });
    expect(gqlData(await gql(`{ sysScreen(route: "/nosuchscreen") { route } }`, {}, t.sysadmin)).sysScreen).toBeNull();
  });

  test("/SysLog is read-only and newest first", async () => {
    const rows = gqlData(await gql(`{ sysLogEntries(first: 5) { edges { node { logDate } } } }`, {}, t.sysadmin)).sysLogEntries.edges.map((x: { node: { logDate: string } }) => Date.parse(x.node.logDate));
    expect(rows).toEqual([...rows].sort((a, b) => b - a));
    expect((await gql(`mutation { deleteSysRecord(route: "/SysLog", recordId: 1) }`, {}, t.sysadmin)).errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect((await api("GET", "/api/syslog", { token: t.sysadmin })).status).toBe(200);
    expect((await api("GET", "/api/syslog", { token: t.dist })).status).toBe(403);
  });
});

describe("/syscompany: the company's administrator", () => {
  const e = ENTITIES.find((x) => x.name === "Company")!;
  const newCompany = async (token = t.sysadmin, parent: number | undefined = BIONOVA) => {
    const values = SAMPLES.Company!.create();
    const c = gqlData(await create(e, { ...values, ...(parent ? { distributorId: parent } : {}) }, token)).createSysCompany;
    const mail = await waitForMail(String(values.administratorEmail));
    return { id: c.recordId as number, email: String(values.administratorEmail), password: temporaryPasswordOf(mail.body), row: c };
  };
  const action = (recordId: number, key: string, token: string, values: Values = {}) =>
    gql(`mutation($id: Int!, $a: String!, $v: [SysValueInput!]) { runSysAction(route: "/syscompany", action: $a, recordId: $id, values: $v) { message record { recordId values { field value } } } }`, { id: recordId, a: key, v: Object.entries(values).map(([field, value]) => ({ field, value: String(value) })) }, token);

  test("a new company has its first sector and its administrator, who signs in with the mailed password", async () => {
    const c = await newCompany();
    expect(c.row.administratorEmail).toBe(c.email);
    const signIn = await api("POST", "/api/login/login", { body: { Email: c.email, Password: c.password, DistId: await distId("localhost") } });
    expect(signIn.status).toBe(200);
    expect(claimsOf(signIn.json.token).UserType).toBe(0);
    expect(claimsOf(signIn.json.token).Company.Id).toBe(c.id);
  });

  test("reset the administrator's password: a new temporary password by mail, the old one refused; through REST too", async () => {
    const c = await newCompany();
    const before = new Date();
    const r = gqlData(await action(c.id, "resetPassword", t.sysadmin)).runSysAction;
    expect(r.message).toBe("A new temporary password has been mailed to the administrator.");
    const mail = await waitForMail(c.email, before);
    const fresh = temporaryPasswordOf(mail.body);
    expect(fresh).not.toBe(c.password);
    expect((await api("POST", "/api/login/login", { body: { Email: c.email, Password: c.password, DistId: await distId("localhost") } })).status).not.toBe(200);
    expect((await api("POST", "/api/login/login", { body: { Email: c.email, Password: fresh, DistId: await distId("localhost") } })).status).toBe(200);
    // The legacy call names the administrator: { AppUser, UserLogged, DistributorId }.
    const adminId = gqlData(await gql(`{ viewer { userId } }`, {}, await login(c.email, fresh))).viewer.userId;
    const rest = await api("POST", "/api/appuser/resetpassword", { token: t.dist, body: { AppUser: { Id: adminId }, UserLogged: 2, DistributorId: await distId("localhost") } });
    expect(rest.status).toBe(200);
    expect(rest.json.result).toBe("OK");
    // Another distributor's administrator cannot reach this company's administrator.
    expect((await api("POST", "/api/appuser/resetpassword", { token: t.distOther, body: { AppUser: { Id: adminId } } })).status).toBe(404);
    expectGqlError(await action(c.id, "resetPassword", t.distOther), "NOT_FOUND");
  });

  test("replace the administrator: details required; the new one is mailed, the old one becomes a supervisor; provider only", async () => {
    const c = await newCompany();
    const missing = await action(c.id, "replaceAdministrator", t.sysadmin, { administratorName: "Nuevo" });
    expectGqlError(missing, "BAD_USER_INPUT");
    expect(Object.keys(missing.errors![0]!.extensions!.errors!).sort()).toEqual(["administratorEmail", "administratorLastName"]);
    expectGqlError(await action(c.id, "replaceAdministrator", t.dist, { administratorName: "A", administratorLastName: "B", administratorEmail: "x@example.test" }), "FORBIDDEN");
    const email = `new-admin-${suffix()}@example.test`;
    const done = gqlData(await action(c.id, "replaceAdministrator", t.sysadmin, { administratorName: "Nuevo", administratorLastName: "Admin", administratorEmail: email })).runSysAction;
    expect(done.record.values.find((v: { field: string }) => v.field === "administratorEmail").value).toBe(email);
    const token = await login(email, temporaryPasswordOf((await waitForMail(email)).body));
    expect(claimsOf(token).UserType).toBe(0);
    expect(claimsOf(await login(c.email, c.password)).UserType).toBe(1);
    const legacy = await api("POST", "/api/Company/setadministrator", { token: t.sysadmin, body: { Company: { id: c.id }, UserLogged: 1, Administrator: { name: "Third", lastName: "Admin", email: `third-${suffix()}@example.test` } } });
    expect(legacy.status).toBe(200);
    expect(legacy.json.item.administrator.name).toBe("Third");
  });

  test("a distributor creates companies under its own distributor only", async () => {
    const c = await newCompany(t.dist, undefined);
    expect(c.row.distributorId).toBe(BIONOVA);
    expectGqlError(await create(e, { ...SAMPLES.Company!.create(), distributorId: BIONOVA }, t.distOther), "NOT_FOUND");
    expect(gqlData(await list(e, t.distOther)).sysCompanies.edges.map((x: { node: { recordId: number } }) => x.node.recordId)).not.toContain(c.id);
  });
});

describe("translation screens: general objects, modules, messages, special objects, menus, screen objects", () => {
  const textOf = async (name: string, languageId: number) =>
    gqlData(await gql(`query($s: String) { sysGeneralObjects(first: 5, search: $s, languageId: ${languageId}) { edges { node { recordId name description translation } } } }`, { s: name }, t.sysadmin)).sysGeneralObjects.edges.find((x: { node: { name: string } }) => x.node.name === name).node;

  test("a general object's translation: read in a language, saved, then reset to the shipped text; in /SysLog", async () => {
    const item = await textOf("sectors.description", 3);
    expect(item.description).toMatch(/^The areas of your company/);
    expect(item.translation).toMatch(/^Le aree della tua azienda/);
    const saved = gqlData(await gql(`mutation($id: Int!) { updateSysGeneralObject(recordId: $id, input: { languageId: 3, translation: "Le aree (tradotto)" }) { translation } }`, { id: item.recordId }, t.sysadmin)).updateSysGeneralObject;
    expect(saved.translation).toBe("Le aree (tradotto)");
    // What the Italian interface reads (the texts the client loads).
    const served = await api("GET", "/api/GeneralObject/getgeneralobjectjson", { query: { languageCode: "it" } });
    expect(JSON.stringify(served.json)).toContain("Le aree (tradotto)");
    const reset = await api("GET", "/api/GeneralObject/resetGeneralObject", { token: t.sysadmin, query: { generalObject: item.recordId, languageId: 3 } });
    expect({ status: reset.status, body: reset.status === 200 ? "" : reset.text }).toEqual({ status: 200, body: "" });
    expect(reset.json.message).toBe("The text is back to its default.");
    expect((await textOf("sectors.description", 3)).translation).toMatch(/^Le aree della tua azienda/);
    // The legacy save: POST .../save with the item's id and the language.
    const legacy = await api("POST", "/api/generalobject/save", { token: t.sysadmin, body: { id: item.recordId, languageId: 3, translation: "Legacy" } });
    expect(legacy.status).toBe(200);
    expect(legacy.json.item.translation).toBe("Legacy");
    await api("GET", "/api/GeneralObject/resetGeneralObject", { token: t.sysadmin, query: { generalObject: item.recordId, languageId: 3 } });
    const log = gqlData(await gql(`{ sysLogEntries(first: 5, search: "GeneralObject") { edges { node { logDetail } } } }`, {}, t.sysadmin)).sysLogEntries.edges;
    expect(log.some((x: { node: { logDetail: string } }) => x.node.logDetail.includes("resetTranslation"))).toBe(true);
  });

  test("messages and special objects filter by module; screen objects by module and by screen name; menus by menu", async () => {
    const all = gqlData(await gql(`{ sysMessages(first: 100) { totalCount } }`, {}, t.sysadmin)).sysMessages.totalCount;
    const moduleId = (await api("GET", "/api/message", { token: t.sysadmin })).json[0].moduleId ?? null;
    const some = (await api("GET", "/api/message", { token: t.sysadmin, query: { ModuleId: 5 } })).json;
    expect(some.length).toBeLessThanOrEqual(all);
    expect(moduleId === null || typeof moduleId === "number").toBe(true);
    const objects = (await api("GET", "/api/object", { token: t.sysadmin, query: { screenName: "ReadingBI" } })).json;
    expect(objects.length).toBeGreaterThan(3);
    expect(objects.every((o: { securityMode: number }) => [0, 1, 2, 3].includes(o.securityMode))).toBe(true);
    const screen = gqlData(await gql(`{ sysScreen(route: "/sysscreen?id=20") { filters { param } links { href } } }`, {}, t.sysadmin)).sysScreen;
    expect(screen.filters.map((f: { param: string }) => f.param)).toEqual(["id", "screenName"]);
    const byModule = gqlData(await gql(`{ sysRecords(route: "/sysscreen?id=20", first: 100) { totalCount } }`, {}, t.sysadmin)).sysRecords.totalCount;
    expect(byModule).toBeGreaterThan(0);
    expect(byModule).toBeLessThan(gqlData(await gql(`{ sysRecords(route: "/sysscreen", first: 100) { totalCount } }`, {}, t.sysadmin)).sysRecords.totalCount);
    expect((await api("GET", "/api/menu", { token: t.sysadmin })).json.map((m: { id: string }) => m.id)).toEqual(["APP", "DISTRIBUTOR", "SYSTEM"]);
    expect((await api("GET", "/api/screen", { token: t.sysadmin, query: { ModuleId: 20 } })).json.map((x: { id: number }) => x.id)).toEqual(expect.arrayContaining([400, 500]));
    expect((await api("GET", "/api/SettingValue/getProcessBI", { token: t.sysadmin })).json).toEqual([{ id: 1, description: "Steam" }, { id: 2, description: "Hydrogen peroxide" }, { id: 3, description: "Ethylene oxide" }]);
    expect((await api("GET", "/api/menu", { token: t.dist })).status).toBe(403);
    const groups = (await api("GET", "/api/group", { token: t.sysadmin, query: { menuId: "SYSTEM" } })).json;
    expect(groups.map((g: { name: string }) => g.name)).toContain("Catalogues");
    const modules = gqlData(await gql(`{ sysScreen(route: "/sysmodule") { pageSizes links { href } } }`, {}, t.sysadmin)).sysScreen;
    expect(modules).toEqual({ pageSizes: [5, 10, 15], links: [{ href: "/sysscreen?id={id}" }] });
  });

  test("a screen object's security mode decides which companies require it, at once", async () => {
    const product = (await api("GET", "/api/object", { token: t.sysadmin, query: { screenName: "ReadingBI" } })).json.find((o: { name: string }) => o.name === "notes");
    const required = async () => gqlData(await gql(`{ requiredFields(screen: 400) { name } }`, {}, t.adminA)).requiredFields.map((f: { name: string }) => f.name);
    expect(await required()).not.toContain("notes");
    const set = (mode: number) => gql(`mutation($id: Int!) { updateSysScreenObject(recordId: $id, input: { multiLanguage: true, securable: true, securityMode: ${mode}, translation: null }) { securityMode } }`, { id: product.id }, t.sysadmin);
    gqlData(await set(1));
    expect(await required()).toContain("notes");
    gqlData(await set(product.securityMode));
    expect(await required()).not.toContain("notes");
  });

  test("translation screens are the provider's", async () => {
    expectGqlError(await gql(`{ sysGeneralObjects(first: 1) { totalCount } }`, {}, t.dist), "FORBIDDEN");
    expect((await api("POST", "/api/generalobject/save", { token: t.dist, body: { id: 1, translation: "x" } })).status).toBe(403);
    expect((await api("GET", "/api/GeneralObject/resetGeneralObject", { token: t.adminA, query: { generalObject: 1 } })).status).toBe(403);
  });
});

describe("/sysnotifications: the provider's system notifications", () => {
  const e = ENTITIES.find((x) => x.name === "Notification")!;
  const notifications = async (token: string) => gqlData(await gql(`{ notifications { notificationId detail url type } }`, {}, token)).notifications as { notificationId: number; detail: string }[];

  test("for every company's users: each gets it as its own notification, live and in its language", async () => {
    const adminA = t.adminA; // Spanish
    const ws = subscribe(`subscription { notificationAdded { detail url } }`, t.adminA);
    await ws.connected;
    await Bun.sleep(300); // the subscription registers shortly after the ack
    try {
      const text = `Planned maintenance ${suffix()}`;
      gqlData(await create(e, { type: 0, audience: 0, detail: text, detailEs: `Mantenimiento previsto ${text}` }, t.sysadmin));
      const event = await ws.next();
      expect(event.data!.notificationAdded.detail).toBe(`Mantenimiento previsto ${text}`);
      expect((await notifications(t.adminB)).map((n) => n.detail)).toContain(text);
      expect((await notifications(adminA)).map((n) => n.detail)).toContain(`Mantenimiento previsto ${text}`);
      // Not a toast of the staff's: it went to the companies.
      expect((await notifications(t.sysadmin)).map((n) => n.detail)).not.toContain(text);
    } finally {
      await ws.dispose();
    }
  });

  test("for one distributor's staff: that distributor's users hear it live; the other distributor's do not", async () => {
    const mine = subscribe(`subscription { notificationAdded { detail } }`, t.dist);
    await mine.connected;
    await Bun.sleep(300);
    try {
      const text = `Bionova only ${suffix()}`;
      gqlData(await create(e, { type: 1, audience: 1, distributorId: BIONOVA, detail: text }, t.sysadmin));
      expect((await mine.next()).data!.notificationAdded.detail).toBe(text);
      expect((await notifications(t.dist)).map((n) => n.detail)).toContain(text);
      expect((await notifications(t.distOther)).map((n) => n.detail)).not.toContain(text);
      expect((await notifications(t.sysadmin)).map((n) => n.detail)).not.toContain(text);
    } finally {
      await mine.dispose();
    }
  });

  test("the distributor is required for one distributor's staff only; writing is the provider's", async () => {
    const missing = await create(e, { type: 0, audience: 1, detail: "x" }, t.sysadmin);
    expectGqlError(missing, "BAD_USER_INPUT");
    expect(missing.errors![0]!.extensions!.errors!.distributorId).toEqual([REQUIRED]);
    const all = gqlData(await create(e, { type: 0, audience: 2, detail: `Everyone ${suffix()}`, distributorId: BIONOVA }, t.sysadmin)).createSysNotification;
    expect(all.distributorId).toBeNull();
    expectGqlError(await create(e, { type: 0, audience: 2, detail: "x" }, t.dist), "FORBIDDEN");
  });
});
