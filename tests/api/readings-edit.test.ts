// Editing readings (docs/readings-api.md): PUT /api/{option} with type and length checks
// (400 validation problems under the wire names), lots upper-cased, products of the reading's
// family and the company's distributor only, machines of the company and not archived; the
// edited mark and editUser; massive edit (POST/PUT masiveModify, bare or wrapped): applied to
// all or to none, machine rules per user type, empty ReadIds; the GraphQL edit mutations.
//
// Hospital A readings are fresh ones made through the agent API (moved to historical at the
// end); Hospital B's chemical readings are seeded and only edited (notes), never moved.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, distId } from "../helpers";
import { SEED, createMachine, expectForbidden, expectNotFound, expectOk, keepDemoCompaniesTidy, tokensOf } from "../helpers/company";
import {
  agentProvisional, agentStart, audit, copy, expectFieldProblem, gqlEdit, hookProvisional, list, machines, masiveModify, productByModel, products, put, retireCreated,
  rowOf, toHistorical, userName, type Option, type Row,
} from "../helpers/readings";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB" | "adminC">>>;
let names: Record<"adminA" | "supervisorA" | "operatorA", string>;
const P = {} as Record<"bt220" | "bt221" | "bt96" | "pro1" | "cd40" | "cdwa3" | "steriline220", number>;

keepDemoCompaniesTidy({ beforeAll, afterAll });
beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB", "adminC");
  names = {
    adminA: await userName(t.adminA, "admin@hospital-a.test"),
    supervisorA: await userName(t.adminA, "supervisor@hospital-a.test"),
    operatorA: await userName(t.adminA, "operator@hospital-a.test"),
  };
  for (const [k, model] of [["bt220", "BT220"], ["bt221", "BT221"], ["bt96", "BT96"], ["pro1", "PRO1"], ["cd40", "CD40"], ["cdwa3", "CDWA3"]] as const) P[k] = (await productByModel(t.adminA, "localhost", model)).id;
  P.steriline220 = (await productByModel(t.adminC, "loopback", "BT220")).id;
});
afterAll(retireCreated);

/** The reading as the screens list it (fails when it is not open any more). */
async function row(option: Option, id: number, token = t.adminA): Promise<Row> {
  const r = await rowOf(token, option, id);
  if (!r) throw new Error(`${option} ${id} is not on the live/provisional lists`);
  return r;
}

describe("PUT /api/{option}: types and lengths", () => {
  test("valueD 'abc' → 400 validation problem with 'ValueMustBeNumber' under valueD; nothing saved", async () => {
    const r = await agentProvisional("BI");
    const before = await row("ReadingBI", r.id);
    const res = await put(t.adminA, "ReadingBI", { id: r.id, valueD: "abc", cycle: "SHOULD-NOT-SAVE" });
    expectFieldProblem(res, "valueD", "ValueMustBeNumber");
    expect(res.json.title).toBe("One or more validation errors occurred.");
    expect(await row("ReadingBI", r.id)).toEqual(before);
  });

  test("whole-number fields: conditionSCIB 'x', process 2147483648, sterilizerId -1 → 400 under their wire names", async () => {
    const r = await agentProvisional("BI");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: r.id, conditionSCIB: "x" }), "conditionSCIB");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: r.id, process: 2147483648 }), "process");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: r.id, sterilizerId: -1 }), "sterilizerId");
    expectFieldProblem(await put(t.adminA, "ReadingPRO", { id: (await agentProvisional("PRO")).id, length: "long" }), "length", "ValueMustBeNumber");
    expect((await row("ReadingBI", r.id)).edited).toBe(false);
  });

  test("a lot over 40 characters → 400 under loteProduct; 40 characters are fine and upper-cased", async () => {
    const r = await agentProvisional("BI");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: r.id, loteProduct: "l".repeat(41) }), "loteProduct");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: r.id, cycle: "c".repeat(41) }), "cycle");
    const ok = await put(t.adminA, "ReadingBI", { id: r.id, loteProduct: "l".repeat(40) });
    expectOk(ok);
    expect(ok.json.item.loteProduct).toBe("L".repeat(40));
  });

  test("the lot is upper-cased (and trimmed) on BI, PRO and chemical readings", async () => {
    const bi = await agentProvisional("BI");
    const res = await put(t.adminA, "ReadingBI", { id: bi.id, loteProduct: "  24ab-9x " });
    expectOk(res);
    expect(res.json.item.loteProduct).toBe("24AB-9X");
    expect((await row("ReadingBI", bi.id)).loteProduct).toBe("24AB-9X");
    const pro = await agentProvisional("PRO");
    expect((await put(t.adminA, "ReadingPRO", { id: pro.id, loteProduct: "p1lot" })).json.item.loteProduct).toBe("P1LOT");
    const che = (await list(t.adminB, "ReadingCHEWasher", "getprovisional"))[0]!;
    const chem = await put(t.adminB, "ReadingCHEWasher", { id: che.id, loteProduct: che.loteProduct.toLowerCase() });
    expectOk(chem);
    expect(chem.json.item.loteProduct).toBe(che.loteProduct.toUpperCase());
  });

  test("chemical dates: a bad manufactureDate → 400 under manufactureDate", async () => {
    const che = (await list(t.adminB, "ReadingCHESterilizer", "getprovisional"))[0]!;
    expectFieldProblem(await put(t.adminB, "ReadingCHESterilizer", { id: che.id, manufactureDate: "not a date" }), "manufactureDate");
    expectFieldProblem(await put(t.adminB, "ReadingCHESterilizer", { id: che.id, temperature: "hot" }), "temperature", "ValueMustBeNumber");
  });

  test("no id, or an id that is not a number → 400 (never a save)", async () => {
    for (const body of [{ notes: "x" }, { id: "abc", notes: "x" }, { id: null, notes: "x" }]) {
      const res = await put(t.adminA, "ReadingBI", body);
      expect(res.status).toBe(400);
      expect(res.json?.result).not.toBe("OK");
    }
  });

  test("the wrapped body { ReadingBI: {...}, UserLogged } is accepted like the bare one", async () => {
    const r = await agentProvisional("BI");
    const res = await api("PUT", "/api/ReadingBI", { token: t.adminA, body: { ReadingBI: { id: r.id, ticketNumber: "TK-9" }, UserLogged: SEED.user.adminA } });
    expectOk(res);
    expect((await row("ReadingBI", r.id)).ticketNumber).toBe("TK-9");
  });
});

describe("PUT /api/{option}: referenced products and machines", () => {
  test("BI: a protein product, a chemical product or another distributor's BI product → 400 under productId; the own BT221 and BT96 are fine", async () => {
    const r = await agentProvisional("BI");
    for (const productId of [P.pro1, P.cd40, P.steriline220, 999_999]) expectFieldProblem(await put(t.adminA, "ReadingBI", { id: r.id, productId }), "productId");
    expect((await row("ReadingBI", r.id)).productId).toBeNull();
    const ok = await put(t.adminA, "ReadingBI", { id: r.id, productId: P.bt221 });
    expectOk(ok);
    expect(ok.json.item).toMatchObject({ productId: P.bt221, product: { id: P.bt221, productModel: { type: 0, name: "BT221" } } });
    expectOk(await put(t.adminA, "ReadingBI", { id: r.id, productId: P.bt96 }));
  });

  test("PRO: a BI product → 400; chemical sterilizer: a washer indicator (CDWA3) or a BI product → 400", async () => {
    const pro = await agentProvisional("PRO");
    expectFieldProblem(await put(t.adminA, "ReadingPRO", { id: pro.id, productId: P.bt220 }), "productId");
    expectOk(await put(t.adminA, "ReadingPRO", { id: pro.id, productId: P.pro1 }));
    const che = (await list(t.adminB, "ReadingCHESterilizer", "getprovisional"))[0]!;
    for (const productId of [P.cdwa3, P.bt220]) expectFieldProblem(await put(t.adminB, "ReadingCHESterilizer", { id: che.id, productId }), "productId");
    const cheW = (await list(t.adminB, "ReadingCHEWasher", "getprovisional"))[0]!;
    expectFieldProblem(await put(t.adminB, "ReadingCHEWasher", { id: cheW.id, productId: P.pro1 }), "productId");
  });

  test("machines of another company → 400 (sterilizer, disinfector on BI; washer and measure on PRO); the reading keeps its values", async () => {
    const bi = await agentProvisional("BI");
    // Hospital B's own machines, made for the test (other suites may archive the seeded ones)
    const bSterilizer = (await createMachine(t.adminB, "/api/Sterilizer", SEED.sector.bCentral)).id;
    const bDisinfector = (await createMachine(t.adminB, "/api/disinfector", SEED.sector.bCentral)).id;
    const bWasher = (await createMachine(t.adminB, "/api/washer", SEED.sector.bCentral)).id;
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: bi.id, sterilizerId: bSterilizer }), "sterilizerId");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: bi.id, disinfectorId: bDisinfector }), "disinfectorId");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: bi.id, sterilizerId: 999_999 }), "sterilizerId");
    expect((await row("ReadingBI", bi.id))).toMatchObject({ sterilizerId: null, disinfectorId: null, edited: false });

    const pro = await agentProvisional("PRO");
    expectFieldProblem(await put(t.adminA, "ReadingPRO", { id: pro.id, washerId: bWasher }), "washerId");
    const foreignMeasures = [...((await api("GET", "/api/InstrumentMeasure", { token: t.adminB })).json as { id: number }[]), ...((await api("GET", "/api/InstrumentMeasure", { token: t.adminC })).json as { id: number }[])];
    expect(foreignMeasures.length).toBeGreaterThan(0);
    expectFieldProblem(await put(t.adminA, "ReadingPRO", { id: pro.id, instrumentMeasureId: foreignMeasures[0]!.id }), "instrumentMeasureId");
    expect((await row("ReadingPRO", pro.id))).toMatchObject({ washerId: null, instrumentMeasureId: null, status: 0 });
  });

  test("an archived machine (forced delete of a machine with readings) can no longer be chosen", async () => {
    const m = await createMachine(t.adminA, "/api/Sterilizer", SEED.sector.aCentral);
    const first = await agentProvisional("BI");
    const set = await put(t.adminA, "ReadingBI", { id: first.id, sterilizerId: m.id });
    expectOk(set);
    expect(set.json.item.machine).toMatchObject({ id: m.id, name: m.name, serial: m.serial });
    const del = await api("DELETE", "/api/Sterilizer", { token: t.adminA, body: { id: m.id, ForcedDelete: true } });
    expect(del.status).toBe(200);
    expect((await machines(t.adminA, "/api/Sterilizer")).map((x) => x.id)).not.toContain(m.id);
    const second = await agentProvisional("BI");
    expectFieldProblem(await put(t.adminA, "ReadingBI", { id: second.id, sterilizerId: m.id }), "sterilizerId");
    expect((await row("ReadingBI", second.id)).sterilizerId).toBeNull();
    // the reading that used it keeps it
    expect((await row("ReadingBI", first.id)).sterilizerId).toBe(m.id);
  });

  test("the company's own machines of any sector are fine on a single edit", async () => {
    const bi = await agentProvisional("BI");
    const res = await put(t.adminA, "ReadingBI", { id: bi.id, sterilizerId: SEED.sterilizer.aTheatre, disinfectorId: SEED.disinfector.aRoom });
    expectOk(res);
    expect(res.json.item).toMatchObject({ sterilizerId: SEED.sterilizer.aTheatre, disinfectorId: SEED.disinfector.aRoom, machine: { id: SEED.sterilizer.aTheatre }, disinfector: { id: SEED.disinfector.aRoom } });
  });
});

describe("edited mark and editUser", () => {
  test("a fresh reading is not edited; an edit marks it edited with editUser = the editor's name; the next editor replaces it", async () => {
    const r = await agentProvisional("BI", { lot: "ed1" });
    expect(await row("ReadingBI", r.id)).toMatchObject({ edited: false, editUser: null });
    // sending what it already has is not an edit
    const same = await put(t.supervisorA, "ReadingBI", { id: r.id, loteProduct: "ED1" });
    expectOk(same);
    expect(same.json.item).toMatchObject({ edited: false, editUser: null });

    const res = await put(t.supervisorA, "ReadingBI", { id: r.id, notes: "checked" });
    expectOk(res);
    expect(res.json.message).toEqual(expect.any(String));
    expect(res.json.item).toMatchObject({ id: r.id, notes: "checked", edited: true, editUser: names.supervisorA, state: "PROVISIONAL" });
    expect(await row("ReadingBI", r.id)).toMatchObject({ edited: true, editUser: names.supervisorA });
    expect(await row("ReadingBI", r.id, t.operatorA)).toMatchObject({ edited: true, editUser: names.supervisorA });

    expectOk(await put(t.operatorA, "ReadingBI", { id: r.id, notes: "checked again" }));
    expect(await row("ReadingBI", r.id)).toMatchObject({ edited: true, editUser: names.operatorA });
    const last = (await audit(t.adminA, "ReadingBI", r.id)).at(-1)!;
    expect(last.user).toBe(names.operatorA);
  });

  test("PRO and chemical readings get the same marks", async () => {
    const pro = await agentProvisional("PRO");
    const res = await put(t.adminA, "ReadingPRO", { id: pro.id, tool: "Swab", modeId: 0 });
    expect(res.json.item).toMatchObject({ tool: "Swab", modeId: 0, edited: true, editUser: names.adminA });
    const che = (await list(t.adminB, "ReadingCHESterilizer", "getprovisional"))[0]!;
    const chem = await put(t.adminB, "ReadingCHESterilizer", { id: che.id, notes: `reviewed ${Date.now()}` });
    expectOk(chem);
    expect(chem.json.item).toMatchObject({ edited: true, editUser: await userName(t.adminB, "admin@hospital-b.test") });
  });
});

// ───────────── massive edit ─────────────

describe("masiveModify", () => {
  test("applies the fields to every reading (bare body); items answers each row", async () => {
    const [a, b, c] = [await agentProvisional("BI"), await agentProvisional("BI"), await agentProvisional("BI")];
    const res = await masiveModify(t.supervisorA, "ReadingBI", { ReadIds: [a.id, b.id, c.id], loteProduct: "mass1", cycle: "M-1", conditionSCIB: 1 });
    expectOk(res);
    expect(res.json.items.map((i: Row) => i.id).sort()).toEqual([a.id, b.id, c.id].sort());
    for (const id of [a.id, b.id, c.id]) expect(await row("ReadingBI", id)).toMatchObject({ loteProduct: "MASS1", cycle: "M-1", conditionSCIB: 1, edited: true, editUser: names.supervisorA });
  });

  test("the wrapped body { ReadBIMasive: { ReadIds, ... }, UserLogged } works too", async () => {
    const [a, b] = [await agentProvisional("BI"), await agentProvisional("BI")];
    const res = await api("POST", "/api/ReadingBI/masiveModify", { token: t.adminA, body: { ReadBIMasive: { ReadIds: [a.id, b.id], bookNumber: "B-7" }, UserLogged: SEED.user.adminA } });
    expectOk(res);
    for (const id of [a.id, b.id]) expect((await row("ReadingBI", id)).bookNumber).toBe("B-7");
  });

  test("PRO: PUT and POST masiveModify (and the wrapped ReadProMasive)", async () => {
    const [a, b] = [await agentProvisional("PRO"), await agentProvisional("PRO")];
    expectOk(await masiveModify(t.adminA, "ReadingPRO", { ReadIds: [a.id, b.id], cycle: "W-1" }, "PUT"));
    expectOk(await masiveModify(t.adminA, "ReadingPRO", { ReadIds: [a.id, b.id], programNumber: "3" }, "POST"));
    expectOk(await api("PUT", "/api/ReadingPRO/masiveModify", { token: t.adminA, body: { ReadProMasive: { ReadIds: [a.id, b.id], loteProduct: "pm" }, UserLogged: SEED.user.adminA } }));
    for (const id of [a.id, b.id]) expect(await row("ReadingPRO", id)).toMatchObject({ cycle: "W-1", programNumber: "3", loteProduct: "PM" });
  });

  test("chemical readings (Hospital B, seeded): massive notes on the sterilizer and washer screens", async () => {
    for (const option of ["ReadingCHESterilizer", "ReadingCHEWasher"] as const) {
      const rows = (await list(t.adminB, option, "getprovisional")).slice(0, 2);
      expect(rows.length).toBe(2);
      const note = `mass ${option} ${Date.now()}`;
      expectOk(await masiveModify(t.adminB, option, { ReadIds: rows.map((r) => r.id), notes: note }));
      for (const r of rows) expect((await row(option, r.id, t.adminB)).notes).toBe(note);
    }
  });

  test("all or nothing: one foreign id → 404, one historical id → ERRORS, a bad value → 400; the other readings are not changed", async () => {
    const [a, b] = [await agentProvisional("BI"), await agentProvisional("BI")];
    const done = await agentProvisional("BI");
    expect((await toHistorical(t.adminA, "ReadingBI", { id: done.id, productId: P.bt220, loteProduct: "X", conditionSCIB: 2 })).status).toBe(200);
    const foreign = await hookProvisional("B", "BI");
    const before = [await row("ReadingBI", a.id), await row("ReadingBI", b.id)];
    const trails = [await audit(t.adminA, "ReadingBI", a.id), await audit(t.adminA, "ReadingBI", b.id)];

    expectNotFound(await masiveModify(t.adminA, "ReadingBI", { ReadIds: [a.id, foreign.id, b.id], cycle: "NOPE" }));
    const final = await masiveModify(t.adminA, "ReadingBI", { ReadIds: [a.id, b.id, done.id], cycle: "NOPE" });
    expect(final.status).toBe(400);
    expect(final.json.result).toBe("ERRORS");
    expect(final.json.errors.join(" ")).toMatch(/historical/i);
    expectFieldProblem(await masiveModify(t.adminA, "ReadingBI", { ReadIds: [a.id, b.id], cycle: "NOPE", valueD: "x" }), "valueD", "ValueMustBeNumber");

    expect([await row("ReadingBI", a.id), await row("ReadingBI", b.id)]).toEqual(before);
    expect([await audit(t.adminA, "ReadingBI", a.id), await audit(t.adminA, "ReadingBI", b.id)]).toEqual(trails);
    expect((await rowOf(t.adminB, "ReadingBI", foreign.id))!.cycle).toBeNull();
  });

  test("an administrator (type 0) cannot change machines in a massive edit → 403; nothing changes", async () => {
    const [a, b] = [await agentProvisional("BI"), await agentProvisional("BI")];
    const before = [await row("ReadingBI", a.id), await row("ReadingBI", b.id)];
    for (const body of [{ sterilizerId: SEED.sterilizer.aAutoclave1 }, { disinfectorId: SEED.disinfector.aGlosair }, { sterilizerId: SEED.sterilizer.aAutoclave1, notes: "with a note" }]) {
      expectForbidden(await masiveModify(t.adminA, "ReadingBI", { ReadIds: [a.id, b.id], ...body }), "The machine cannot be modified in a massive edit.");
    }
    const pro = [await agentProvisional("PRO"), await agentProvisional("PRO")];
    expectForbidden(await masiveModify(t.adminA, "ReadingPRO", { ReadIds: pro.map((p) => p.id), washerId: SEED.washer.aWasher1 }, "PUT"), "The machine cannot be modified in a massive edit.");
    expect([await row("ReadingBI", a.id), await row("ReadingBI", b.id)]).toEqual(before);
    for (const p of pro) expect((await row("ReadingPRO", p.id)).washerId).toBeNull();
  });

  test("a supervisor may set a machine of the readings' sector only; readings of two sectors take no machine", async () => {
    const [a, b] = [await agentProvisional("BI"), await agentProvisional("BI")];
    const wrong = await masiveModify(t.supervisorA, "ReadingBI", { ReadIds: [a.id, b.id], sterilizerId: SEED.sterilizer.aTheatre });
    expectFieldProblem(wrong, "sterilizerId");
    expect((await row("ReadingBI", a.id)).sterilizerId).toBeNull();
    const ok = await masiveModify(t.supervisorA, "ReadingBI", { ReadIds: [a.id, b.id], sterilizerId: SEED.sterilizer.aAutoclave2 });
    expectOk(ok);
    for (const id of [a.id, b.id]) expect((await row("ReadingBI", id)).sterilizerId).toBe(SEED.sterilizer.aAutoclave2);

    const theatre = await agentProvisional("BI", { where: "theatre" });
    for (const sterilizerId of [SEED.sterilizer.aAutoclave1, SEED.sterilizer.aTheatre]) {
      expectFieldProblem(await masiveModify(t.supervisorA, "ReadingBI", { ReadIds: [a.id, theatre.id], sterilizerId }), "sterilizerId");
    }
    expect((await row("ReadingBI", theatre.id)).sterilizerId).toBeNull();
    // the operator (type 2) follows the same rule within its own sector
    const [c, d] = [await agentProvisional("BI"), await agentProvisional("BI")];
    expectOk(await masiveModify(t.operatorA, "ReadingBI", { ReadIds: [c.id, d.id], sterilizerId: SEED.sterilizer.aPlasma }));
    expectFieldProblem(await masiveModify(t.operatorA, "ReadingBI", { ReadIds: [c.id, d.id], disinfectorId: SEED.disinfector.aRoom }), "disinfectorId");
    // PRO washers too: washer 3 is of the Endoscopy sector
    const pro = [await agentProvisional("PRO"), await agentProvisional("PRO")];
    expectFieldProblem(await masiveModify(t.supervisorA, "ReadingPRO", { ReadIds: pro.map((p) => p.id), washerId: SEED.washer.aEndoscope }, "PUT"), "washerId");
    expectOk(await masiveModify(t.supervisorA, "ReadingPRO", { ReadIds: pro.map((p) => p.id), washerId: SEED.washer.aWasher2 }, "PUT"));
  });

  test("empty, missing or non-numeric ReadIds → 400 validation problem on ReadIds", async () => {
    for (const option of ["ReadingBI", "ReadingPRO", "ReadingCHESterilizer", "ReadingCHEWasher"] as const) {
      expectFieldProblem(await masiveModify(t.adminA, option, { ReadIds: [], notes: "x" }), "ReadIds");
      expectFieldProblem(await masiveModify(t.adminA, option, { notes: "x" }), "ReadIds");
      expectFieldProblem(await masiveModify(t.adminA, option, { ReadIds: ["x"], notes: "x" }), "ReadIds");
    }
  });
});

// ───────────── GraphQL edits ─────────────

describe("GraphQL edit mutations", () => {
  test("editBIReadings saves the typed input (domain names), upper-cases the lot and marks the reading edited", async () => {
    const r = await agentProvisional("BI");
    const res = await gqlEdit(t.supervisorA, "ReadingBI", [r.id], { lot: "gq-1", cycle: "G1", processId: 1, valueD: 1.8, valueDUnit: 1 }, {}, "readingId state lot cycle processId valueD valueDUnit edited");
    expect(res.errors).toBeUndefined();
    expect(res.data.editBIReadings).toEqual([{ readingId: r.id, state: "PROVISIONAL", lot: "GQ-1", cycle: "G1", processId: 1, valueD: 1.8, valueDUnit: 1, edited: true }]);
    expect(await row("ReadingBI", r.id)).toMatchObject({ loteProduct: "GQ-1", process: 1, processDescription: "Steam", editUser: names.supervisorA });
  });

  test("bad values → BAD_USER_INPUT with the problem map under the wire name; foreign products → BAD_USER_INPUT", async () => {
    const r = await agentProvisional("BI");
    const long = await gqlEdit(t.adminA, "ReadingBI", [r.id], { lot: "x".repeat(41) });
    expect(long.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(copy(long.errors![0]!.extensions!.errors)).toHaveProperty("loteProduct");
    const product = await gqlEdit(t.adminA, "ReadingBI", [r.id], { productId: P.steriline220 });
    expect(product.errors?.[0]?.extensions?.code).toBe("BAD_USER_INPUT");
    expect(copy(product.errors![0]!.extensions!.errors)).toHaveProperty("productId");
    const wrongType = await gqlEdit(t.adminA, "ReadingBI", [r.id], { valueD: "abc" });
    expect(wrongType.errors?.length).toBeGreaterThan(0);
    expect((await row("ReadingBI", r.id)).edited).toBe(false);
  });

  test("massive over GraphQL: machines refused to the administrator (FORBIDDEN), applied to all otherwise", async () => {
    const [a, b] = [await agentProvisional("BI"), await agentProvisional("BI")];
    const refused = await gqlEdit(t.adminA, "ReadingBI", [a.id, b.id], { sterilizerId: SEED.sterilizer.aAutoclave1 });
    expect(refused.errors?.[0]?.extensions?.code).toBe("FORBIDDEN");
    expect(refused.errors![0]!.message).toBe("The machine cannot be modified in a massive edit.");
    const ok = await gqlEdit(t.adminA, "ReadingBI", [a.id, b.id], { notes: "gql mass" }, {}, "readingId notes");
    expect(ok.errors).toBeUndefined();
    expect(ok.data.editBIReadings.map((x: Row) => x.notes)).toEqual(["gql mass", "gql mass"]);
  });

  test("PRO and chemical edit mutations", async () => {
    const pro = await agentProvisional("PRO");
    const p = await gqlEdit(t.adminA, "ReadingPRO", [pro.id], { tool: "Brush", modeId: 0, lot: "pq" }, {}, "readingId tool modeId lot programName");
    expect(p.errors).toBeUndefined();
    expect(p.data.editPROReadings[0]).toEqual({ readingId: pro.id, tool: "Brush", modeId: 0, lot: "PQ", programName: "10 min." });
    const che = (await list(t.adminB, "ReadingCHEWasher", "getprovisional"))[0]!;
    const c = await gqlEdit(t.adminB, "ReadingCHEWasher", [che.id], { location: "Upper rack" }, {}, "readingId location state");
    expect(c.errors).toBeUndefined();
    expect(c.data.editCheWasherReadings[0]).toEqual({ readingId: che.id, location: "Upper rack", state: "PROVISIONAL" });
  });

  test("a LIVE reading can be edited while it incubates (product and lot) and stays LIVE", async () => {
    const live = await agentStart("BI");
    const res = await put(t.adminA, "ReadingBI", { id: live.id, productId: P.bt220, loteProduct: "live1" });
    expectOk(res);
    expect(res.json.item).toMatchObject({ state: "LIVE", productId: P.bt220, loteProduct: "LIVE1", edited: true });
    expect((await list(t.adminA, "ReadingBI", "getlive")).some((x) => x.id === live.id)).toBe(true);
  });

  test("reference: the product list of the caller's distributor by family (GetByDistributorEncrypted?kind)", async () => {
    const bi = await products(t.adminA, "localhost", "ReadingBI");
    expect(bi.length).toBeGreaterThan(0);
    for (const p of bi) expect([0, 4]).toContain(p.productModel.type);
    const pro = await products(t.adminA, "localhost", "ReadingPRO");
    for (const p of pro) expect([1, 3]).toContain(p.productModel.type);
    const che = await products(t.adminA, "localhost", "ReadingCHESterilizer");
    for (const p of che) expect(p.productModel.type).toBe(2);
    // another distributor's id in the query → refused
    const other = await api("GET", "/api/Product/GetByDistributorEncrypted", { token: t.adminA, query: { distributorId: await distId("loopback") } });
    expect([403, 404]).toContain(other.status);
  });
});
