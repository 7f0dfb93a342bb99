// Positive controls and lots (server/controls): a processed BI is paired with a positive control
// of its lot, started the same day (within 12 hours) on an incubator of the same model; the
// control's state decides (passed, pending, failed, missing). lotReadings finds every reading
// of a lot in the caller's company, and none of another company's.
import { describe, expect, test } from "bun:test";
import { api, gql, uniqueSuffix } from "../helpers";
import { tokenOf } from "../helpers/company";

const gid = (id: number) => Buffer.from(`BIReading:${id}`).toString("base64");

async function bi(body: Record<string, unknown>) {
  const res = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "BI", ...body } });
  if (res.status !== 200) throw new Error(`test reading → ${res.status} ${res.text}`);
  return res.json as { id: number; readNumber: number };
}

async function controlOf(id: number) {
  const r = await gql(`query($id: ID!) { node(id: $id) { ... on BIReading { positiveControl { status controlReadingId controlReadNumber controlResult } } } }`, { id: gid(id) }, await tokenOf("supervisorA"));
  expect(r.errors).toBeUndefined();
  return r.data.node.positiveControl;
}

const lot = () => `CTL${uniqueSuffix()}`.toUpperCase().slice(0, 20);

describe("positive controls", () => {
  test("missing, then pending while the control incubates, then passed when it reads positive", async () => {
    const L = lot();
    const processed = await bi({ lot: L, conditionSCIB: 1, result: 1, minutesAgo: 60 });
    expect((await controlOf(processed.id)).status).toBe("MISSING");
    const control = await bi({ lot: L, conditionSCIB: 2, noResult: true, minutesAgo: 55 });
    expect(await controlOf(processed.id)).toMatchObject({ status: "PENDING", controlReadingId: control.id, controlResult: null });
    const positive = await bi({ lot: L, conditionSCIB: 2, result: 2, minutesAgo: 50 });
    expect(await controlOf(processed.id)).toMatchObject({ status: "PASSED", controlReadingId: positive.id, controlReadNumber: positive.readNumber, controlResult: 2 });
  });

  test("a control that reads negative fails the lot's results of the day", async () => {
    const L = lot();
    const processed = await bi({ lot: L, conditionSCIB: 1, result: 1, minutesAgo: 60 });
    const negative = await bi({ lot: L, conditionSCIB: 2, result: 1, minutesAgo: 58 });
    expect(await controlOf(processed.id)).toMatchObject({ status: "FAILED", controlReadingId: negative.id, controlResult: 1 });
  });

  test("only the same lot and the same day count; a control and a lot-less BI need none", async () => {
    const L = lot();
    const processed = await bi({ lot: L, conditionSCIB: 1, result: 1, minutesAgo: 30 });
    await bi({ lot: `${L}X`, conditionSCIB: 2, result: 2, minutesAgo: 30 }); // another lot
    await bi({ lot: L, conditionSCIB: 2, result: 2, minutesAgo: 30 + 13 * 60 }); // 13 hours before
    expect((await controlOf(processed.id)).status).toBe("MISSING");
    const control = await bi({ lot: L, conditionSCIB: 2, result: 2, minutesAgo: 30 + 11 * 60 }); // 11 hours before
    expect((await controlOf(processed.id)).status).toBe("PASSED");
    expect((await controlOf(control.id)).status).toBe("NOT_APPLICABLE");
    expect((await controlOf((await bi({ conditionSCIB: 1, result: 1 })).id)).status).toBe("NOT_APPLICABLE");
  });
});

describe("lotReadings", () => {
  test("every reading of the lot in the company, whatever the case typed; none of another company", async () => {
    const L = lot();
    const a1 = await bi({ lot: L, result: 1, minutesAgo: 90 });
    const a2 = await api("POST", "/api/test/readings", { body: { companyId: 1, kind: "PRO", lot: L, result: 1, minutesAgo: 30 } });
    const b1 = await bi({ companyId: 2, lot: L, result: 1 });
    const q = `query($lot: String!) { lotReadings(lot: $lot) { kind readingId readNumber lot } }`;
    const mine = await gql(q, { lot: L.toLowerCase() }, await tokenOf("adminA"));
    expect(mine.errors).toBeUndefined();
    expect(mine.data.lotReadings.map((r: any) => [r.kind, r.readingId])).toEqual([["PRO", a2.json.id], ["BI", a1.id]]);
    const theirs = await gql(q, { lot: L }, await tokenOf("adminB"));
    expect(theirs.data.lotReadings.map((r: any) => r.readingId)).toEqual([b1.id]);
    const empty = await gql(q, { lot: "  " }, await tokenOf("adminA"));
    expect(JSON.stringify(empty.errors)).toContain("This field is required");
  });
});
