// The system-administration mechanism without a server (server/sysadmin): a description's
// values checked (required, conditional, lengths, patterns, ranges, options, a field's own
// check), the generic door's text values read strictly, and the GraphQL schema the
// descriptions produce (typed types, inputs and operations; what no role may use is absent).
import { describe, expect, test } from "bun:test";
import { isObjectType, isInputObjectType, parse } from "graphql";
import { schema } from "../../server/graphql/schema";
import { operationCost } from "../../server/graphql/limits";
import { aliased, ENTITIES, entityByName, entityByRoute, SCREENS, screenOf } from "../../server/sysadmin/entities";
import { checkValues, parseText } from "../../server/sysadmin/validate";
import { ValidationError } from "../../server/domain/errors";

const errorsOf = (fn: () => unknown): Record<string, string[]> => {
  try {
    fn();
  } catch (e) {
    if (e instanceof ValidationError) return e.errors;
    throw e;
  }
  return {};
};
const model = entityByName("IncubatorModel")!;
const usb = { modelId: "IC-1", description: "Reader", type: 1, vid: "04D8", pid: "F2C4", portBI: 10, portProtein: 0 };

describe("checkValues", () => {
  test("a valid record comes back as stored: text trimmed, fields whose condition fails emptied", () => {
    expect(checkValues(model, { ...usb, modelId: "  IC-1 ", uuid: "ignored" }, "create", "en")).toEqual({ ...usb, uuid: null });
  });
  test("required fields, and conditional ones only while their condition holds", () => {
    expect(errorsOf(() => checkValues(model, { ...usb, vid: null, pid: "", description: " " }, "create", "en"))).toEqual({ description: ["This field is required"], vid: ["This field is required"], pid: ["This field is required"] });
    expect(errorsOf(() => checkValues(model, { ...usb, type: 2, vid: null, pid: null }, "create", "en"))).toEqual({ uuid: ["This field is required"] });
  });
  test("patterns answer in the caller's language; ranges name the bound; static options only", () => {
    expect(errorsOf(() => checkValues(model, { ...usb, vid: "XYZ1" }, "create", "es")).vid).toEqual(["Cuatro dígitos hexadecimales (p. ej. 04D8)."]);
    expect(errorsOf(() => checkValues(model, { ...usb, portBI: 101 }, "create", "en")).portBI).toEqual(["value must be less than 100"]);
    expect(errorsOf(() => checkValues(model, { ...usb, portBI: -1 }, "create", "en")).portBI).toEqual(["value must be bigger than 0"]);
    expect(errorsOf(() => checkValues(model, { ...usb, type: 3 }, "create", "en")).type).toEqual(["Choose one of the options."]);
  });
  test("kinds are not coerced: text where a number belongs is refused", () => {
    expect(errorsOf(() => checkValues(model, { ...usb, portBI: "10" }, "create", "en")).portBI).toEqual(["The value must be a whole number."]);
  });
  test("a field's own check (a GTIN's check digit) and create-only fields left out of updates", () => {
    const gtin = entityByName("Gtin")!;
    expect(errorsOf(() => checkValues(gtin, { code: "09521234543214", productId: 1 }, "create", "en")).code![0]).toMatch(/check digit/);
    expect(checkValues(gtin, { code: "09521234543213", productId: 1 }, "create", "en")).toEqual({ code: "09521234543213", productId: 1 });
    const company = entityByName("Company")!;
    expect("administratorEmail" in checkValues(company, { name: "C", countryId: 1, province: "P", city: "C", postalCode: "1", administratorName: "A", administratorLastName: "B", administratorEmail: "a@b.c" }, "update", "en")).toBe(false);
  });
});

describe("parseText (the generic screen's values)", () => {
  test("each value read by its field's kind, strictly", () => {
    expect(parseText(model, [{ field: "portBI", value: "12" }, { field: "type", value: "2" }, { field: "modelId", value: " X " }])).toEqual({ portBI: 12, type: 2, modelId: " X " });
    expect(parseText(entityByName("LicensePeriod")!, [{ field: "trial", value: "true" }, { field: "days", value: "" }])).toEqual({ trial: true, days: null });
    expect(errorsOf(() => parseText(model, [{ field: "portBI", value: "12a" }, { field: "nope", value: "1" }]))).toEqual({ portBI: ["The value must be a whole number."], nope: ["This field does not exist on this record."] });
    expect(errorsOf(() => parseText(entityByName("Program")!, [{ field: "time", value: "1,5" }])).time).toEqual(["ValueMustBeNumber"]);
  });
});

describe("the schema the descriptions give", () => {
  test("each entity has its typed object, its connection and only the operations some role may use", () => {
    const mutations = schema.getMutationType()!.getFields();
    const queries = schema.getQueryType()!.getFields();
    for (const e of ENTITIES) {
      const type = schema.getType(`Sys${e.name}`);
      expect(isObjectType(type)).toBe(true);
      if (!isObjectType(type)) continue;
      for (const f of e.fields) expect({ entity: e.name, field: f.name, present: f.name in type.getFields() }).toEqual({ entity: e.name, field: f.name, present: true });
      expect(type.getInterfaces().map((i) => i.name)).toContain("SysRecord");
      expect(`sys${e.plural}` in queries).toBe(true);
      const may = new Set([...e.access.system, ...(e.access.distributor ?? [])]);
      expect({ e: e.name, create: `createSys${e.name}` in mutations, update: `updateSys${e.name}` in mutations, delete: `deleteSys${e.name}` in mutations }).toEqual({ e: e.name, create: may.has("create"), update: may.has("update"), delete: may.has("delete") });
      if (may.has("create")) expect(isInputObjectType(schema.getType(`Sys${e.name}Input`))).toBe(true);
    }
  });
  test("field kinds become GraphQL types; a required field without a condition is required in the input", () => {
    const input = schema.getType("SysIncubatorModelInput");
    if (!isInputObjectType(input)) throw new Error("no input");
    const fields = input.getFields();
    expect(String(fields.modelId!.type)).toBe("String!");
    expect(String(fields.portBI!.type)).toBe("Int!");
    expect(String(fields.vid!.type)).toBe("String");
    expect(String((schema.getType("SysProgram") as any).getFields().time.type)).toBe("Float");
  });
  test("routes find their entity whatever their case and query; the screen's description fits the cost limit", () => {
    expect(entityByRoute("/SYSGTIN/")?.name).toBe("Gtin");
    const at = screenOf("/sysgtin?distributorId=2");
    expect({ name: at.e?.name, parent: at.params.get("distributorId") }).toEqual({ name: "Gtin", parent: "2" });
    const doc = parse(`{ sysScreen(route: "/syscompany") { fields { name options { value label } whenValues } rowActions { key fields { name options { value } } } filters { options { value } } } }`);
    expect(operationCost(schema, doc, {})).toBeLessThan(25_000);
  });
});

describe("route aliases (/distcompany: /syscompany read only)", () => {
  const company = entityByName("Company")!;
  const alias = entityByRoute("/DistCompany?distributorId=1")!;

  test("an alias's route finds the entity, under the alias's narrower access", () => {
    expect(alias.name).toBe("Company");
    expect(alias.route).toBe("/distcompany");
    expect(alias.access).toEqual({ system: ["list", "detail"], distributor: ["list", "detail"] });
    expect(entityByRoute("/syscompany")).toBe(company);
    expect(SCREENS).toContain(alias);
    expect(ENTITIES).not.toContain(alias);
  });

  test("no row action is offered on the alias, and none is forgotten (a call for it is refused, not unknown)", () => {
    expect(alias.actions!.map((a) => a.key)).toEqual(company.actions!.map((a) => a.key));
    expect(alias.actions!.every((a) => a.who.length === 0)).toBe(true);
    expect(company.actions!.some((a) => a.who.length > 0)).toBe(true);
  });

  test("the alias's columns: name, country, city, address, the administrator's name and email", () => {
    expect(alias.fields.filter((f) => f.inTable !== false).map((f) => f.name)).toEqual(["name", "countryId", "city", "address", "administratorName", "administratorLastName", "administratorEmail"]);
    // The detail keeps every field; the entity's own columns are untouched.
    expect(alias.fields.map((f) => f.name)).toEqual(company.fields.map((f) => f.name));
    expect(company.fields.find((f) => f.name === "address")!.inTable).toBe(false);
  });

  test("an alias never widens the entity's access", () => {
    const widened = aliased(entityByName("LogEntry")!, { route: "/x", access: { system: ["list", "delete"], distributor: ["list"] } });
    expect(widened.access).toEqual({ system: ["list"], distributor: [] });
  });

  test("the typed operations stay the entity's: no type or field per alias", () => {
    expect(Object.keys(schema.getQueryType()!.getFields()).filter((f) => /distcompan/i.test(f))).toEqual([]);
  });
});
