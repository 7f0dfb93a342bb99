// The release board (server/release): loads monitored by a BI move from awaiting to released
// (negative with a passed positive control of the lot) or held (positive; control missing or
// failed), counted per reason; an implant load waits for a manager's signed release, which is
// recorded in the reading's audit trail; another company sees none of it.
import { describe, expect, test } from "bun:test";
import { DEMO } from "../helpers/session";
import { api, gql, uniqueSuffix } from "../helpers";
import { tokenOf } from "../helpers/company";

async function bi(body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}

const LOAD = `readingId readNumber status heldReason implant lot expectedAt releasedBy signatureMeaning control { status controlReadNumber }`;

async function board(token: string) {
  const r = await gql(`{ releaseBoard { loads { ${LOAD} } held { reason count } } }`, {}, token);
  expect(r.errors).toBeUndefined();
  return r.data.releaseBoard as { loads: any[]; held: { reason: string; count: number }[] };
}

async function load(token: string, readingId: number) {
  const r = await gql(`query($id: Int!) { boardLoad(readingId: $id) { ${LOAD} } }`, { id: readingId }, token);
  return r;
}

const lot = () => `REL${uniqueSuffix()}`.toUpperCase().slice(0, 20);

describe("release board", () => {
  test("awaiting, then released with a passed control; held when positive or when the control is missing or failed; counted per reason", async () => {
    const supervisor = await tokenOf("supervisorA");
    const L = lot();
    const awaiting = await bi({ lot: L, conditionSCIB: 1, noResult: true, minutesAgo: 20 });
    const negative = await bi({ lot: L, conditionSCIB: 1, result: 1, minutesAgo: 60 });
    const positive = await bi({ lot: L, conditionSCIB: 1, result: 2, minutesAgo: 60 });
    const control = await bi({ lot: L, conditionSCIB: 2, result: 2, minutesAgo: 60 });
    const noControl = await bi({ lot: lot(), conditionSCIB: 1, result: 1, minutesAgo: 60 });
    const F = lot();
    const failedLot = await bi({ lot: F, conditionSCIB: 1, result: 1, minutesAgo: 60 });
    await bi({ lot: F, conditionSCIB: 2, result: 1, minutesAgo: 60 });

    const b = await board(supervisor);
    const of = (id: number) => b.loads.find((l) => l.readingId === id);
    expect(of(awaiting.id)).toMatchObject({ status: "AWAITING", heldReason: null });
    expect(of(awaiting.id).expectedAt === null || Date.parse(of(awaiting.id).expectedAt) > 0).toBe(true);
    expect(of(negative.id)).toMatchObject({ status: "RELEASED", control: { status: "PASSED", controlReadNumber: control.readNumber } });
    expect(of(positive.id)).toMatchObject({ status: "HELD", heldReason: "POSITIVE" });
    expect(of(noControl.id)).toMatchObject({ status: "HELD", heldReason: "CONTROL_MISSING" });
    expect(of(failedLot.id)).toMatchObject({ status: "HELD", heldReason: "CONTROL_FAILED" });
    expect(of(control.id)).toBeUndefined(); // controls are not loads
    for (const reason of ["POSITIVE", "CONTROL_MISSING", "CONTROL_FAILED"]) expect(b.held.find((h) => h.reason === reason)?.count).toBeGreaterThan(0);
  });

  test("an implant load waits for a manager's signed release, recorded in the audit trail", async () => {
    const supervisor = await tokenOf("supervisorA");
    const operator = await tokenOf("operatorA");
    const L = lot();
    const implant = await bi({ lot: L, conditionSCIB: 1, noResult: true, minutesAgo: 30 });
    const marked = await gql(`mutation { setImplantLoad(readingId: ${implant.id}, implant: true) { status implant } }`, {}, operator);
    expect(marked.errors).toBeUndefined();
    expect(marked.data.setImplantLoad).toEqual({ status: "AWAITING", implant: true });

    const release = (token: string, password = "Demo-2026") =>
      gql(`mutation($input: ReleaseImplantLoadInput!) { releaseImplantLoad(input: $input) { status releasedBy signatureMeaning } }`, { input: { readingId: implant.id, password, meaning: "APPROVED", userName: DEMO.supervisorA.email } }, token);
    expect(JSON.stringify((await release(supervisor)).errors)).toContain("once its BI reads negative with a valid positive control");

    // Its BI reads negative (the hook's result on the same reading) and a control of the lot passes.
    await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", lot: L, conditionSCIB: 2, result: 2, minutesAgo: 30 } });
    const resulted = await api("POST", "/api/test/readings/set-result", { body: { id: implant.id, result: 1 } });
    expect(resulted.status).toBe(200);
    expect((await load(supervisor, implant.id)).data.boardLoad).toMatchObject({ status: "READY", control: { status: "PASSED" } });

    expect((await release(operator)).errors?.length).toBeGreaterThan(0); // operators do not sign
    expect(JSON.stringify((await release(supervisor, "wrong-password")).errors)).toContain("password is not correct: the signature was not made");
    const signed = await release(supervisor);
    expect(signed.errors).toBeUndefined();
    expect(signed.data.releaseImplantLoad).toMatchObject({ status: "RELEASED", releasedBy: expect.any(String), signatureMeaning: "APPROVED" });
    expect(JSON.stringify((await release(supervisor)).errors)).toContain("released already");

    // The signature is bound to the record: changed behind it, the signature shows void; put back, valid again.
    const validity = async () => (await gql(`query { boardLoad(readingId: ${implant.id}) { signatureValid } }`, {}, supervisor)).data.boardLoad.signatureValid;
    expect(await validity()).toBe(true);
    // The reading's own signatures (its detail, the printed record) show the release too.
    const readingSignatures = async () =>
      (await gql(`query($id: ID!) { node(id: $id) { ... on BIReading { signatures { action meaning valid } } } }`, { id: Buffer.from(`BIReading:${implant.id}`).toString("base64") }, supervisor)).data.node.signatures;
    expect(await readingSignatures()).toEqual([{ action: "release", meaning: "APPROVED", valid: true }]);
    const sql = (text: string, params: unknown[]) => api("POST", "/api/test/sql", { body: { sql: text, params } });
    expect((await sql(`UPDATE "reading_bi" SET "lot" = 'CHANGED' WHERE "id" = $1`, [implant.id])).status).toBe(200);
    expect(await validity()).toBe(false);
    expect(await readingSignatures()).toEqual([{ action: "release", meaning: "APPROVED", valid: false }]);
    expect((await sql(`UPDATE "reading_bi" SET "lot" = $2 WHERE "id" = $1`, [implant.id, L])).status).toBe(200);
    expect(await validity()).toBe(true);
    // A load not signed: no signature to judge.
    expect((await gql(`query { boardLoad(readingId: ${(await bi({ lot: L, conditionSCIB: 1, noResult: true })).id}) { signatureValid } }`, {}, supervisor)).data.boardLoad.signatureValid).toBeNull();

    const audit = await gql(`query($id: ID!) { node(id: $id) { ... on BIReading { auditTrail { action field newValue } } } }`, { id: Buffer.from(`BIReading:${implant.id}`).toString("base64") }, supervisor);
    const trail = audit.data.node.auditTrail as any[];
    expect(trail.some((e) => e.field === "implant" && e.newValue === "true")).toBe(true);
    expect(trail.some((e) => e.action === "release" && e.newValue.startsWith("APPROVED (signed by "))).toBe(true);
  });

  test("another company sees none of it and cannot mark or release", async () => {
    const readingId = (await bi({ lot: lot(), conditionSCIB: 1, noResult: true })).id;
    const other = await tokenOf("adminB");
    expect((await board(other)).loads.map((l) => l.readingId)).not.toContain(readingId);
    expect(JSON.stringify((await load(other, readingId)).errors)).toMatch(/not found/i);
    expect(JSON.stringify((await gql(`mutation { setImplantLoad(readingId: ${readingId}, implant: true) { status } }`, {}, other)).errors)).toMatch(/not found/i);
  });
});
