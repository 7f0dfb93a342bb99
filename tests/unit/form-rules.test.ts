// The reading forms' rules live once, as data, in server/readings/formRules.ts. The server
// checks moves with them (required.ts); the screens evaluate the same data, served by
// readingForm(kind), with web/screens/readings/shared/formRules.ts. These tests pin the rules
// (spec 001 section 5) and check that the client's evaluation of the served data agrees with
// the server's on the same reading.
import { describe, expect, test } from "bun:test";
import type { ReadingKind } from "../../server/db/generated/client";
import { FIELDS } from "../../server/readings/fields";
import { factNames, FORM_RULES, productModelFacts, ruleFacts, type RuleValues } from "../../server/readings/formRules";
import { requiredColumns } from "../../server/readings/required";
import { serverRules, shownFor, type ServerForm } from "../../web/screens/readings/shared/formRules";
import type { ReadingFieldDef } from "../../web/screens/readings/shared/readingFields";

const sorted = (s: Iterable<string>) => [...s].sort();
const STERILISATION = { type: 0, name: "BT220" };
const DISINFECTION = { type: 4, name: "BT96" };
const ENDOSCOPE = { type: 3, name: "PRO1ENDO" };

/** The form as readingForm(kind) serves it (rules only; nothing required by the security mode). */
function servedForm(kind: ReadingKind, massiveLocked: string[] = []): ServerForm {
  return {
    massiveLocked,
    fields: FIELDS[kind].map((d) => {
      const rule = FORM_RULES[kind][d.column] ?? {};
      return { name: d.column, required: false, maxLength: d.max ?? null, appliesWhen: rule.appliesWhen ?? [], shownWhen: rule.shownWhen ?? [], requiredWhen: rule.requiredWhen ?? [], optionalWhen: rule.optionalWhen ?? [] };
    }),
  };
}

/** The client's form fields: every field of the kind but the product's model facts. */
const clientFields = (kind: ReadingKind): ReadingFieldDef[] => FIELDS[kind].map((d) => ({ name: d.column, label: d.column, type: "text", group: "other" }));

describe("server rules", () => {
  test("BI: condition SCIB 1 requires cycle, program number and the family's machine; 2 asks nothing of the Process group", () => {
    const none = new Set<string>();
    expect(sorted(requiredColumns("BI", none, { conditionSCIB: 1, productModel: STERILISATION }))).toEqual(["cycle", "programNumber", "sterilizerId"]);
    expect(sorted(requiredColumns("BI", none, { conditionSCIB: 1, productModel: DISINFECTION }))).toEqual(["cycle", "disinfectorId", "programNumber"]);
    // Without a product the reading's own family decides.
    expect(sorted(requiredColumns("BI", none, { conditionSCIB: 1, disinfection: true }))).toEqual(["cycle", "disinfectorId", "programNumber"]);
    const all = new Set(FIELDS.BI.flatMap((d) => (d.object ? [d.object] : [])));
    const control = requiredColumns("BI", all, { conditionSCIB: 2, productModel: STERILISATION });
    for (const c of ["processId", "valueD", "valueDUnit", "cycle", "sterilizerId", "programNumber", "loadNumber"]) expect(control.has(c)).toBe(false);
    // The security mode's requirements stay when the condition is not given.
    expect(requiredColumns("BI", all, { productModel: STERILISATION }).has("cycle")).toBe(true);
    // The other family's fields never apply.
    expect(requiredColumns("BI", all, { productModel: STERILISATION }).has("roomId")).toBe(false);
    expect(requiredColumns("BI", all, { productModel: DISINFECTION }).has("sterilizerId")).toBe(false);
  });

  test("PRO: the tool in working mode 0 only; CHE sterilizer: the model's own fields only", () => {
    const all = new Set(["tool", "packageNumber", "concentration", "relativeDampness"]);
    expect(requiredColumns("PRO", all, { modeId: 0 }).has("tool")).toBe(true);
    expect(requiredColumns("PRO", all, { modeId: 1 }).has("tool")).toBe(false);
    expect(requiredColumns("PRO", all, {}).has("tool")).toBe(false);
    expect(sorted(requiredColumns("CHE_STERILIZER", all, { productModel: { type: 1, name: "CD40" } }))).toEqual(["concentration", "packageNumber", "relativeDampness"]);
    expect(sorted(requiredColumns("CHE_STERILIZER", all, { productModel: { type: 1, name: "IT26-C" } }))).toEqual(["packageNumber"]);
    expect(sorted(requiredColumns("CHE_STERILIZER", all, { productModel: { type: 1, name: "CD16" } }))).toEqual([]);
  });

  test("the facts a kind's rules read, as the screens receive them", () => {
    expect(factNames("BI")).toEqual(["conditionSCIB", "productModelType"]);
    expect(factNames("PRO")).toEqual(["modeId", "productModelType"]);
    expect(factNames("CHE_STERILIZER")).toEqual(["modelFields"]);
    expect(factNames("CHE_WASHER")).toEqual([]);
    expect(ruleFacts("BI", { conditionSCIB: 1, disinfection: true, productModel: null })).toEqual([
      { name: "conditionSCIB", values: ["1"] },
      { name: "productModelType", values: ["4"] },
    ]);
    expect(productModelFacts({ type: 1, name: "CD42" })).toEqual([
      { name: "productModelType", values: ["1"] },
      { name: "modelFields", values: ["packageNumber", "concentration", "relativeDampness"] },
    ]);
  });
});

describe("the client's evaluation of the served rules agrees with the server", () => {
  const cases: { kind: ReadingKind; reading: RuleValues }[] = [
    { kind: "BI", reading: { conditionSCIB: 1, productModel: STERILISATION } },
    { kind: "BI", reading: { conditionSCIB: 1, productModel: DISINFECTION } },
    { kind: "BI", reading: { conditionSCIB: 2, productModel: DISINFECTION } },
    { kind: "BI", reading: { conditionSCIB: 1, disinfection: true, productModel: null } },
    { kind: "PRO", reading: { modeId: 0, productModel: ENDOSCOPE } },
    { kind: "PRO", reading: { modeId: 2, productModel: { type: 2, name: "PRO1" } } },
    { kind: "CHE_STERILIZER", reading: { productModel: { type: 1, name: "CD40" } } },
    { kind: "CHE_STERILIZER", reading: { productModel: { type: 1, name: "IT261YS" } } },
  ];
  for (const { kind, reading } of cases) {
    test(`${kind} ${JSON.stringify(reading)}`, () => {
      const form = servedForm(kind);
      const row = { ruleFacts: ruleFacts(kind, reading) };
      // The client edits the row with its own values (productId blank: the row's product stands).
      const values = Object.fromEntries(FIELDS[kind].map((d) => [d.column, reading[d.column] == null ? "" : String(reading[d.column])]));
      const rule = serverRules(form, [row], clientFields(kind).filter((f) => factNames(kind).includes(f.name)), () => undefined, "")(values, "update");
      const hidden = new Set(rule.hidden);
      const serverRequired = requiredColumns(kind, new Set(), reading);
      const clientRequired = FIELDS[kind].filter((d) => !hidden.has(d.column) && rule.required?.includes(d.column)).map((d) => d.column);
      expect(sorted(clientRequired)).toEqual(sorted(serverRequired));
      // A field the server says does not apply is hidden on the screen, and the detail agrees.
      for (const d of FIELDS[kind]) {
        const applies = requiredColumns(kind, new Set(FIELDS[kind].flatMap((f) => (f.object ? [f.object] : []))), { ...reading, conditionSCIB: kind === "BI" ? 1 : undefined }).has(d.column);
        if (d.object && !applies && !(FORM_RULES[kind][d.column]?.optionalWhen ?? []).length) expect(shownFor(form, row, d.column)).toBe(false);
      }
    });
  }

  test("a massive edit shows a field when it applies to one of the readings, and locks what the viewer may not change", () => {
    const form = servedForm("BI", ["sterilizerId", "washerId", "disinfectorId"]);
    const rows = [{ ruleFacts: ruleFacts("BI", { conditionSCIB: 1, productModel: STERILISATION }) }, { ruleFacts: ruleFacts("BI", { conditionSCIB: 1, productModel: DISINFECTION }) }];
    const rule = serverRules(form, rows, clientFields("BI"), () => undefined, "locked")({ conditionSCIB: "" }, "massive");
    expect(rule.hidden).not.toContain("sterilizerId");
    expect(rule.hidden).not.toContain("disinfectorId");
    expect(rule.locked).toMatchObject({ sterilizerId: "locked", disinfectorId: "locked" });
    // The chosen product's model decides over the readings' own.
    const chosen = serverRules(form, rows, clientFields("BI"), () => productModelFacts(DISINFECTION), "")({ productId: "7", conditionSCIB: "1" }, "massive");
    expect(chosen.hidden).toContain("sterilizerId");
    expect(chosen.hidden).not.toContain("disinfectorId");
  });
});
