// Reading detail, tenancy and the audit trail (docs/readings-api.md; issue 4 "Behaviour the
// spec leaves to the server"): getDetail / viewXReading mark a provisional reading viewed
// (a 'view' audit entry) but leave a LIVE one alone; another company's reading ids answer
// 404 on every REST path and NOT_FOUND / null over GraphQL, and nothing changes; the audit
// trail (GET /api/{option}/getAudit, GraphQL auditTrail) gets one entry per changed field and
// one for the state change, only ever grows, and no API route changes it.
//
// Hospital A readings are fresh ones made through the agent API; Hospital B ones through the
// TEST_HOOKS reading hook; chemical ones are seeded and only read (or viewed) here.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql } from "../helpers";
import { SEED, expectNotFound, tokensOf } from "../helpers/company";
import {
  GQL, OPTIONS, agentProvisional, agentStart, audit, copy, getAuditRes, getDetail, gid, gqlEdit, hookProvisional, list, masiveModify, masiveToHistorical,
  nodeOf, put, retireCreated, rowOf, toHistorical, userName, type AuditRow, type Option,
} from "../helpers/readings";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB" | "adminC">>>;
/** One Hospital A provisional reading per option (fresh BI/PRO, seeded chemical). */
const aReading = {} as Record<Option, number>;
let names: { adminA: string; supervisorA: string };

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB", "adminC");
  aReading.ReadingBI = (await agentProvisional("BI", { lot: "ten1" })).id;
  aReading.ReadingPRO = (await agentProvisional("PRO")).id;
  aReading.ReadingCHESterilizer = (await list(t.adminA, "ReadingCHESterilizer", "getprovisional"))[0]!.id;
  aReading.ReadingCHEWasher = (await list(t.adminA, "ReadingCHEWasher", "getprovisional"))[0]!.id;
  names = { adminA: await userName(t.adminA, "admin@hospital-a.test"), supervisorA: await userName(t.adminA, "supervisor@hospital-a.test") };
});
afterAll(retireCreated);

describe("getDetail marks a provisional reading viewed", () => {
  test("viewed false → getDetail answers the row with viewed true; the lists show it viewed; one 'view' audit entry by the caller", async () => {
    const r = await agentProvisional("BI");
    expect((await rowOf(t.adminA, "ReadingBI", r.id))!.viewed).toBe(false);
    const res = await getDetail(t.supervisorA, "ReadingBI", r.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: r.id, readNumber: r.readNumber, state: "PROVISIONAL", viewed: true });
    expect((await rowOf(t.adminA, "ReadingBI", r.id))!.viewed).toBe(true);
    const views = (await audit(t.adminA, "ReadingBI", r.id)).filter((a) => a.action === "view");
    expect(views).toHaveLength(1);
    expect(views[0]).toMatchObject({ user: names.supervisorA, userEmail: "supervisor@hospital-a.test", field: "viewed", oldValue: "false", newValue: "true" });
    // opening it again changes nothing
    expect((await getDetail(t.adminA, "ReadingBI", r.id)).json.viewed).toBe(true);
    expect((await audit(t.adminA, "ReadingBI", r.id)).filter((a) => a.action === "view")).toHaveLength(1);
  });

  test("a LIVE reading stays unviewed when its detail opens, and gets no 'view' entry", async () => {
    const r = await agentStart("BI");
    const res = await getDetail(t.adminA, "ReadingBI", r.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: r.id, state: "LIVE", viewed: false });
    expect((await rowOf(t.adminA, "ReadingBI", r.id))!.viewed).toBe(false);
    expect((await audit(t.adminA, "ReadingBI", r.id)).some((a) => a.action === "view")).toBe(false);
  });

  test("PRO: the same; the operator of the reading's sector may open it", async () => {
    const r = await agentProvisional("PRO");
    const res = await getDetail(t.operatorA, "ReadingPRO", r.id);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: r.id, viewed: true, programName: "10 min." });
    expect((await audit(t.adminA, "ReadingPRO", r.id)).filter((a) => a.action === "view")).toHaveLength(1);
  });

  test("chemical readings (seeded, Hospital B or Clinic C): an unviewed one becomes viewed", async () => {
    for (const option of ["ReadingCHESterilizer", "ReadingCHEWasher"] as const) {
      let done = false;
      for (const token of [t.adminB, t.adminC]) {
        const unviewed = (await list(token, option, "getprovisional")).find((r) => !r.viewed);
        if (!unviewed) continue;
        expect((await getDetail(token, option, unviewed.id)).json.viewed).toBe(true);
        expect((await rowOf(token, option, unviewed.id))!.viewed).toBe(true);
        expect((await audit(token, option, unviewed.id)).filter((a) => a.action === "view")).toHaveLength(1);
        done = true;
        break;
      }
      if (!done) throw new Error(`${option}: no unviewed provisional reading left in Hospital B or Clinic C: the viewed mark was not exercised`);
    }
  });

  test("GraphQL viewBIReading / viewPROReading mark it viewed too", async () => {
    for (const option of ["ReadingBI", "ReadingPRO"] as const) {
      const r = await agentProvisional(option === "ReadingBI" ? "BI" : "PRO");
      const res = await gql(`mutation($id: ID!) { ${GQL[option].view}(id: $id) { readingId viewed state } }`, { id: gid(GQL[option].type, r.id) }, t.adminA);
      expect(res.errors).toBeUndefined();
      expect(res.data[GQL[option].view]).toEqual({ readingId: r.id, viewed: true, state: "PROVISIONAL" });
      expect((await audit(t.adminA, option, r.id)).filter((a) => a.action === "view")).toHaveLength(1);
    }
  });

  test("GraphQL viewReading marks a reading of any kind viewed; another company's or another type's id is Not found", async () => {
    const VIEW = `mutation($id: ID!) { viewReading(id: $id) { __typename readingId viewed state } }`;
    for (const option of ["ReadingBI", "ReadingPRO"] as const) {
      const r = await agentProvisional(option === "ReadingBI" ? "BI" : "PRO");
      const res = await gql(VIEW, { id: gid(GQL[option].type, r.id) }, t.adminA);
      expect(res.errors).toBeUndefined();
      expect(res.data.viewReading).toEqual({ __typename: GQL[option].type, readingId: r.id, viewed: true, state: "PROVISIONAL" });
      expect((await audit(t.adminA, option, r.id)).filter((a) => a.action === "view")).toHaveLength(1);
      // Hospital B may not open Hospital A's reading, and nothing is recorded.
      expect((await gql(VIEW, { id: gid(GQL[option].type, r.id) }, t.adminB)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      expect((await audit(t.adminA, option, r.id)).filter((a) => a.action === "view")).toHaveLength(1);
    }
    for (const id of [gid("Sector", 1), "not-a-global-id", gid("BIReading", "abc")]) expect((await gql(VIEW, { id }, t.adminA)).errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  test("unknown or malformed ids → 404 (or a 400 problem), never a 500", async () => {
    for (const option of OPTIONS) {
      expectNotFound(await getDetail(t.adminA, option, 99_999_999));
      for (const bad of ["abc", "-1", "1.5"]) {
        const res = await getDetail(t.adminA, option, bad);
        expect([400, 404]).toContain(res.status);
      }
      expect([400, 404]).toContain((await api("GET", `/api/${option}/getDetail`, { token: t.adminA })).status);
    }
  });
});

// ───────────── another company's readings ─────────────

async function snapshot(option: Option, id: number) {
  const row = await nodeOf(t.adminA, option, id, "readingId state viewed edited notes");
  const trail = await audit(t.adminA, option, id);
  return { row, trail: trail.length };
}

describe("another company's reading ids → 404 everywhere, and nothing changes", () => {
  for (const option of OPTIONS) {
    test(`${option}: Hospital B on a Hospital A reading: getDetail, getAudit, PUT, masiveModify, toHistorical, masiveToHistorical → 404`, async () => {
      const id = aReading[option];
      const before = await snapshot(option, id);
      expect(before.row).not.toBeNull();
      for (const token of [t.adminB, t.adminC]) {
        expectNotFound(await getDetail(token, option, id));
        expectNotFound(await getAuditRes(token, option, id));
        expectNotFound(await put(token, option, { id, notes: "foreign edit" }));
        expectNotFound(await put(token, option, { id, notes: "foreign edit", moveToSaved: true }));
        expectNotFound(await masiveModify(token, option, { ReadIds: [id], notes: "foreign edit" }));
        expectNotFound(await toHistorical(token, option, { id }));
        expectNotFound(await masiveToHistorical(token, option, [id]));
      }
      expect(await snapshot(option, id)).toEqual(before);
    });

    test(`${option}: GraphQL node → null, edit and view mutations → NOT_FOUND, nothing changes`, async () => {
      const id = aReading[option];
      const before = await snapshot(option, id);
      const { type, view } = GQL[option];
      const node = await gql(`query($id: ID!) { node(id: $id) { id ... on ${type} { notes } } nodes(ids: [$id]) { id } }`, { id: gid(type, id) }, t.adminB);
      expect(node.errors).toBeUndefined();
      expect(node.data).toEqual({ node: null, nodes: [null] });
      for (const extra of [{}, { move: "TO_HISTORICAL" as const }, { move: "CONFIRM_AND_SAVE" as const }, { finalEdit: true }]) {
        const r = await gqlEdit(t.adminB, option, [id], { notes: "foreign edit" }, extra);
        expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
        expect(r.data ?? null).toBeNull();
      }
      const v = await gql(`mutation($id: ID!) { ${view}(id: $id) { viewed } }`, { id: gid(type, id) }, t.adminB);
      expect(v.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
      // the audit trail of the node is not reachable either
      const trail = await gql(`query($id: ID!) { node(id: $id) { ... on ${type} { auditTrail { action } } } }`, { id: gid(type, id) }, t.adminB);
      expect(trail.data?.node ?? null).toBeNull();
      expect(await snapshot(option, id)).toEqual(before);
    });
  }

  test("a massive edit mixing one own and one foreign id → 404, and the own reading is not changed either", async () => {
    const own = await hookProvisional("B", "BI");
    const ownBefore = await rowOf(t.adminB, "ReadingBI", own.id);
    const foreignBefore = await snapshot("ReadingBI", aReading.ReadingBI);
    expectNotFound(await masiveModify(t.adminB, "ReadingBI", { ReadIds: [own.id, aReading.ReadingBI], notes: "mixed" }));
    expectNotFound(await masiveToHistorical(t.adminB, "ReadingBI", [own.id, aReading.ReadingBI]));
    const r = await gqlEdit(t.adminB, "ReadingBI", [own.id, aReading.ReadingBI], { notes: "mixed" });
    expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
    expect(await rowOf(t.adminB, "ReadingBI", own.id)).toEqual(ownBefore);
    expect(await snapshot("ReadingBI", aReading.ReadingBI)).toEqual(foreignBefore);
  });

  test("a global id of another type (a PRO id given to the BI mutation) → NOT_FOUND", async () => {
    const r = await gqlEdit(t.adminA, "ReadingBI", [gid("PROReading", aReading.ReadingPRO)], { notes: "wrong type" });
    expect(r.errors?.[0]?.extensions?.code).toBe("NOT_FOUND");
  });

  test("the operator and a reading of another sector of its own company → 404 (REST) / null (GraphQL)", async () => {
    const other = await agentProvisional("BI", { where: "theatre" });
    expect((await rowOf(t.adminA, "ReadingBI", other.id))!.sectorId).toBe(SEED.sector.aTheatre);
    expectNotFound(await getDetail(t.operatorA, "ReadingBI", other.id));
    expectNotFound(await put(t.operatorA, "ReadingBI", { id: other.id, notes: "not my sector" }));
    expectNotFound(await getAuditRes(t.operatorA, "ReadingBI", other.id));
    expect(await nodeOf(t.operatorA, "ReadingBI", other.id)).toBeNull();
    expect((await rowOf(t.adminA, "ReadingBI", other.id))!).toMatchObject({ viewed: false, edited: false, notes: null });
  });
});

// ───────────── the audit trail ─────────────

const AUDIT_KEYS = ["action", "at", "field", "newValue", "oldValue", "user", "userEmail"];

/** `before` is an unchanged prefix of `after` (entries only grow). */
function expectGrown(before: AuditRow[], after: AuditRow[]) {
  expect(after.length).toBeGreaterThanOrEqual(before.length);
  expect(after.slice(0, before.length)).toEqual(before);
}

describe("audit trail", () => {
  test("a new reading's trail: 'create' entries by the agent, then 'result' entries; oldest first; the contract's keys", async () => {
    const r = await agentProvisional("BI", { lot: "aud1" });
    const trail = await audit(t.adminA, "ReadingBI", r.id);
    for (const a of trail) expect(Object.keys(a).sort()).toEqual(AUDIT_KEYS);
    expect(trail.some((a) => a.action === "create" && a.field === "state" && a.newValue === "LIVE")).toBe(true);
    expect(trail.find((a) => a.action === "result" && a.field === "state")).toMatchObject({ oldValue: "LIVE", newValue: "PROVISIONAL", userEmail: "agent@hospital-a.test" });
    const times = trail.map((a) => new Date(a.at).getTime());
    expect(times).toEqual([...times].sort((a, b) => a - b));
    const firstResult = trail.findIndex((a) => a.action === "result");
    expect(trail.slice(0, firstResult).every((a) => a.action === "create")).toBe(true);
  });

  test("an edit appends one 'edit' entry per changed field (old and new value, the editor), none for a field sent unchanged; then the state change", async () => {
    const r = await agentProvisional("BI", { lot: "aud2" });
    const before = await audit(t.adminA, "ReadingBI", r.id);
    const res = await put(t.supervisorA, "ReadingBI", { id: r.id, cycle: "C-100", notes: "first note", loteProduct: "AUD2", bookNumber: "" });
    expect(res.status).toBe(200);
    const afterEdit = await audit(t.adminA, "ReadingBI", r.id);
    expectGrown(before, afterEdit);
    const added = afterEdit.slice(before.length);
    expect(added.map((a) => a.action)).toEqual(["edit", "edit"]);
    expect(copy(added.find((a) => a.field === "cycle"))).toMatchObject({ oldValue: null, newValue: "C-100", user: names.supervisorA, userEmail: "supervisor@hospital-a.test" });
    expect(copy(added.find((a) => a.field === "notes"))).toMatchObject({ oldValue: null, newValue: "first note", user: names.supervisorA });
    for (const a of added) expect(Date.now() - new Date(a.at).getTime()).toBeLessThan(60_000);

    // a second edit records the old value it replaced
    await put(t.adminA, "ReadingBI", { id: r.id, cycle: "C-101" });
    const second = (await audit(t.adminA, "ReadingBI", r.id)).slice(afterEdit.length);
    expect(second).toHaveLength(1);
    expect(second[0]).toMatchObject({ action: "edit", field: "cycle", oldValue: "C-100", newValue: "C-101", user: names.adminA, userEmail: "admin@hospital-a.test" });

    // saving the same values again adds nothing
    const same = await audit(t.adminA, "ReadingBI", r.id);
    await put(t.adminA, "ReadingBI", { id: r.id, cycle: "C-101", notes: "first note" });
    expect(await audit(t.adminA, "ReadingBI", r.id)).toEqual(same);

    // to historical with two more fields: two 'edit' entries and the state entry
    const moved = await toHistorical(t.adminA, "ReadingBI", { id: r.id, conditionSCIB: 2, productId: (await rowOf(t.adminA, "ReadingBI", r.id))!.productId ?? 1, notes: "released" });
    expect(moved.status).toBe(200);
    const final = await audit(t.adminA, "ReadingBI", r.id);
    expectGrown(same, final);
    const last = final.slice(same.length);
    expect(last.filter((a) => a.action === "edit").map((a) => a.field).sort()).toEqual(expect.arrayContaining(["conditionSCIB", "notes"]));
    expect(last.find((a) => a.field === "notes")).toMatchObject({ oldValue: "first note", newValue: "released" });
    const state = last.filter((a) => a.field === "state");
    expect(state).toHaveLength(1);
    expect(state[0]).toMatchObject({ action: "toHistorical", oldValue: "PROVISIONAL", newValue: "HISTORICAL", user: names.adminA });
  });

  test("the lot entry carries the upper-cased value; a massive edit writes entries on each reading", async () => {
    const a = await agentProvisional("BI");
    const b = await agentProvisional("BI");
    const [ta, tb] = [await audit(t.adminA, "ReadingBI", a.id), await audit(t.adminA, "ReadingBI", b.id)];
    const res = await masiveModify(t.supervisorA, "ReadingBI", { ReadIds: [a.id, b.id], loteProduct: "mass-lot", pageNumber: "7" });
    expect(res.status).toBe(200);
    for (const [id, before] of [[a.id, ta], [b.id, tb]] as const) {
      const after = await audit(t.adminA, "ReadingBI", id);
      expectGrown(before, after);
      const added = after.slice(before.length);
      expect(added).toHaveLength(2);
      expect(added.every((x) => x.action === "edit" && x.userEmail === "supervisor@hospital-a.test")).toBe(true);
      expect(added.find((x) => x.field === "pageNumber")).toMatchObject({ newValue: "7" });
      expect(added.find((x) => x.field !== "pageNumber")).toMatchObject({ newValue: "MASS-LOT" });
      expect(["lot", "loteProduct"]).toContain(added.find((x) => x.field !== "pageNumber")!.field ?? "");
    }
  });

  test("GraphQL auditTrail is the same trail as GET getAudit", async () => {
    for (const option of OPTIONS) {
      // Hospital A's fresh BI/PRO readings; for the chemical screens a seeded Hospital B reading (notes only)
      const chemical = option === "ReadingCHESterilizer" || option === "ReadingCHEWasher";
      const token = chemical ? t.adminB : t.adminA;
      const id = chemical ? (await list(t.adminB, option, "getprovisional"))[0]!.id : aReading[option];
      await put(token, option, { id, notes: `note ${Date.now()}` });
      const rest = await audit(token, option, id);
      expect(rest.some((a) => a.action === "edit" && a.field === "notes")).toBe(true);
      const r = await gql(`query($id: ID!) { node(id: $id) { ... on ${GQL[option].type} { auditTrail { at user userEmail action field oldValue newValue } } } }`, { id: gid(GQL[option].type, id) }, token);
      expect(r.errors).toBeUndefined();
      const g = r.data.node.auditTrail as AuditRow[];
      expect(g.map((a) => ({ ...a, at: new Date(a.at).toISOString() }))).toEqual(rest.map((a) => ({ ...a, at: new Date(a.at).toISOString() })));
    }
  });

  test("no API route changes the trail: DELETE/PUT/POST/PATCH on getAudit are not routes; GraphQL has no audit mutation", async () => {
    const id = aReading.ReadingBI;
    const before = await audit(t.adminA, "ReadingBI", id);
    for (const method of ["DELETE", "PUT", "POST", "PATCH"]) {
      for (const path of ["/api/ReadingBI/getAudit", "/api/ReadingBI/audit", "/api/ReadingAudit", "/api/readingaudit/delete"]) {
        const res = await api(method, path, { token: t.adminA, query: { Id: id }, body: { id, Id: id, readingId: id, action: "edit", newValue: "forged" } });
        expect({ method, path, refused: res.status >= 400 && res.status < 500 }).toEqual({ method, path, refused: true });
      }
    }
    const schema = await gql(`{ __schema { mutationType { fields { name args { name } } } } }`, {}, t.adminA);
    const mutations: { name: string; args: { name: string }[] }[] = schema.data.__schema.mutationType.fields;
    // (sealAuditChain only signs the chain's head — docs/audit.md — it changes no record.)
    expect(mutations.filter((m) => m.name !== "sealAuditChain" && (/audit/i.test(m.name) || m.args.some((a) => /audit/i.test(a.name))))).toEqual([]);
    const input = await gql(`{ __type(name: "BIReadingInput") { inputFields { name } } }`, {}, t.adminA);
    expect(input.data.__type.inputFields.map((f: any) => f.name).filter((n: string) => /audit|edited|editUser/i.test(n))).toEqual([]);
    // sending audit-looking fields with an edit changes only real fields
    await put(t.adminA, "ReadingBI", { id, auditTrail: [], edited: false, editUser: "Someone else", viewed: false });
    const after = await audit(t.adminA, "ReadingBI", id);
    expect(after).toEqual(before);
  });

  test("a final (historical) reading's trail still only grows: a historical-browser edit (finalEdit) appends, the earlier entries stay", async () => {
    const r = await agentProvisional("BI");
    await put(t.adminA, "ReadingBI", { id: r.id, notes: "before" });
    expect((await toHistorical(t.adminA, "ReadingBI", { id: r.id, conditionSCIB: 2, productId: 1, loteProduct: "FIN1" })).status).toBe(200);
    const before = await audit(t.adminA, "ReadingBI", r.id);
    const e = await gqlEdit(t.adminA, "ReadingBI", [r.id], { notes: "after", cycle: "ignored on final readings" }, { finalEdit: true }, "readingId state notes cycle");
    expect(e.errors).toBeUndefined();
    expect(e.data.editBIReadings[0]).toEqual({ readingId: r.id, state: "HISTORICAL", notes: "after", cycle: null });
    const after = await audit(t.adminA, "ReadingBI", r.id);
    expectGrown(before, after);
    expect(after.slice(before.length).map((a) => [a.action, a.field, a.oldValue, a.newValue])).toEqual([["edit", "notes", "before", "after"]]);
    // finalEdit on an open reading is refused
    const open = await agentProvisional("BI");
    const refused = await gqlEdit(t.adminA, "ReadingBI", [open.id], { notes: "x" }, { finalEdit: true });
    expect(refused.errors?.[0]?.extensions?.code).toBe("SAVE_ERRORS");
  });

  test("the operator reads the trail of its sector's readings; Connection users are refused", async () => {
    const res = await getAuditRes(t.operatorA, "ReadingBI", aReading.ReadingBI);
    expect(res.status).toBe(200);
    expect(Array.isArray(res.json)).toBe(true);
    const agent = await tokensOf("agentA");
    expect((await getAuditRes(agent.agentA, "ReadingBI", aReading.ReadingBI)).status).toBe(403);
  });
});
