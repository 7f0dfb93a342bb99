// System parameters (spec 002 sections 3, 6, 7.7, 7.8, 8; docs/system-parameters.md): the
// provider-wide set and each distributor's copy through both doors; each field type's rules;
// a password never answered back; who may read and change which set; resets; each change in
// /SysLog. Every set this file touches is put back to its defaults (the seed's values) after.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, distId, gql, gqlData, login, uniqueSuffix, type ApiResponse, type GqlResult } from "../helpers";
import { expectForbidden, expectGqlError, expectNotFound, tokensOf } from "../helpers/company";
import { BIONOVA, STERILINE } from "../helpers/sysadmin";

let t: Record<"sysadmin" | "dist" | "adminA", string> & { distOther: string };
let disabledLanguage: number;

const FIELDS = "id recordId distributorId type sysParameterTypeDescription appParameterTypeDescription fieldType value hasValue isDefault min max step maxLength options { value label }";
const list = (token: string, distributorId: number | null = null) => gql(`query($d: Int) { sysParameters(distributorId: $d) { ${FIELDS} } }`, { d: distributorId }, token);
const update = (token: string, id: string, value: string) => gql(`mutation($i: SysParameterInput!) { updateSysParameter(input: $i) { message parameter { ${FIELDS} } } }`, { i: { id, value } }, token);
const reset = (token: string, id: string) => gql(`mutation($id: ID!) { resetSysParameter(id: $id) { message parameter { ${FIELDS} } } }`, { id }, token);
const resetAll = (token: string, distributorId: number | null = null) => gql(`mutation($d: Int) { resetSysParameters(distributorId: $d) { message parameters { ${FIELDS} } } }`, { d: distributorId }, token);
const rest = (token: string, distributorId?: number) => api("GET", "/api/sysparameter", { token, query: { distributorId } });
const put = (token: string, body: unknown) => api("PUT", "/api/sysparameter", { token, body });

type Row = { id: string; recordId: number; type: number; value: string; hasValue: boolean; isDefault: boolean; distributorId: number | null; sysParameterTypeDescription: string; options: { value: string; label: string }[] | null };
/** One parameter of a set, as provider staff read it. */
const row = async (distributorId: number | null, type: number): Promise<Row> => (gqlData(await list(t.sysadmin, distributorId)).sysParameters as Row[]).find((p) => p.type === type)!;

/** The GraphQL refusal of a value, with the field's message. */
function expectRefused(r: GqlResult, message: string | RegExp) {
  expectGqlError(r, "BAD_USER_INPUT", message);
  expect(r.errors![0]!.extensions!.errors).toEqual({ value: [r.errors![0]!.message] });
}
/** The REST refusal: 400 with the message as title and under `value`. */
function expectRestRefused(res: ApiResponse, message: string | RegExp) {
  expect(res.status).toBe(400);
  expect(res.json.errors.value[0]).toMatch(message);
}

/** The /SysLog details written while `change` runs (newest first). */
async function logged(change: () => Promise<unknown>): Promise<{ entity: string; logDetail: string; user: string }[]> {
  const page = async (first: number) =>
    gqlData(await gql(`query($n: Int) { sysLogEntries(first: $n, search: "SysParameter") { totalCount edges { node { entity logDetail user } } } }`, { n: first }, t.sysadmin)).sysLogEntries;
  const before = (await page(1)).totalCount as number;
  await change();
  const after = (await page(1)).totalCount as number;
  if (after === before) return [];
  return (await page(after - before)).edges.map((e: { node: { entity: string; logDetail: string; user: string } }) => e.node);
}

beforeAll(async () => {
  t = { ...(await tokensOf("sysadmin", "dist", "adminA")), distOther: "" };
  const email = `sysparam-dist-${uniqueSuffix().slice(-8)}@example.test`;
  await api("POST", "/api/test/probe/user", { body: { distributorId: await distId("loopback"), email, password: "Sysparam-2026" } });
  t.distOther = await login(email, "Sysparam-2026", "loopback");
  disabledLanguage = (await api("POST", "/api/test/language", { body: { code: `x-${uniqueSuffix().slice(-8)}` } })).json.id;
});

afterAll(async () => {
  for (const d of [null, BIONOVA, STERILINE]) gqlData(await resetAll(t.sysadmin, d));
});

describe("reading a set", () => {
  test("provider staff: the provider-wide set by default, any distributor's by id, both doors alike", async () => {
    const provider = gqlData(await list(t.sysadmin)).sysParameters;
    expect(provider.map((p: Row) => p.type)).toEqual([...Array(17).keys()].map((i) => i + 1));
    expect(provider.every((p: Row) => p.distributorId === null)).toBe(true);
    expect(provider.find((p: Row) => p.type === 5)).toMatchObject({ sysParameterTypeDescription: "Licence expiry notice (days)", appParameterTypeDescription: "Licence expiry notice (days)", fieldType: 3, value: "30", min: 15, max: 365, step: 1, isDefault: true });
    expect(provider.find((p: Row) => p.type === 3).options.map((o: { label: string }) => o.label)).toContain("English");
    const second = await rest(t.sysadmin, STERILINE);
    expect(second.status).toBe(200);
    expect(second.json).toHaveLength(17);
    expect(second.json[0]).toMatchObject({ distributorId: STERILINE, sysParameterType: 1, fieldType: 2, value: "no-reply@sterile-qc.local", sysParameterTypeDescription: "Sender e-mail address", appParameterTypeDescription: "Sender e-mail address", hasValue: true });
    const byStr = await api("GET", "/api/sysparameter/GetByDistributorStr", { token: t.sysadmin, query: { distributorId: await distId("loopback") } });
    expect(byStr.json.map((p: { id: number }) => p.id)).toEqual(second.json.map((p: { id: number }) => p.id));
  });

  test("the sets each viewer may open", async () => {
    const owners = gqlData(await gql("{ sysParameterOwners { distributorId name } }", {}, t.sysadmin)).sysParameterOwners;
    expect(owners[0]).toEqual({ distributorId: null, name: "Provider defaults" });
    expect(owners).toEqual(expect.arrayContaining([{ distributorId: BIONOVA, name: "Bionova Iberia" }, { distributorId: STERILINE, name: "Steriline Nordic" }]));
    expect(gqlData(await gql("{ sysParameterOwners { distributorId name } }", {}, t.dist)).sysParameterOwners).toEqual([{ distributorId: BIONOVA, name: "Bionova Iberia" }]);
  });

  test("an unknown distributor is Not found", async () => {
    expectNotFound(await rest(t.sysadmin, 999_999));
    expectGqlError(await list(t.sysadmin, 999_999), "NOT_FOUND");
    expectGqlError(await resetAll(t.sysadmin, 999_999), "NOT_FOUND");
  });
});

describe("who may use them", () => {
  test("company users are refused on every call of both doors", async () => {
    const id = (await row(BIONOVA, 5)).id;
    expectForbidden(await rest(t.adminA, BIONOVA));
    expectForbidden(await api("GET", "/api/sysparameter/GetByDistributorStr", { token: t.adminA, query: { distributorId: await distId() } }));
    expectForbidden(await put(t.adminA, { id: (await row(BIONOVA, 5)).recordId, value: "45" }));
    expectForbidden(await api("POST", "/api/sysparameter/defaultvalue", { token: t.adminA, body: { parameter: { id: 1 } } }));
    expectForbidden(await api("POST", "/api/sysparameter/defaultvalues", { token: t.adminA, query: { distributorId: BIONOVA } }));
    for (const r of [await list(t.adminA, BIONOVA), await gql("{ sysParameterOwners { name } }", {}, t.adminA), await update(t.adminA, id, "45"), await reset(t.adminA, id), await resetAll(t.adminA, BIONOVA)]) expectGqlError(r, "FORBIDDEN");
  });

  test("a distributor's administrator reads its own copy only: another distributor's is Not found", async () => {
    const own = gqlData(await list(t.dist)).sysParameters;
    expect(own).toHaveLength(17);
    expect(own.every((p: Row) => p.distributorId === BIONOVA)).toBe(true);
    expect((await rest(t.dist, BIONOVA)).json.every((p: { distributorId: number }) => p.distributorId === BIONOVA)).toBe(true);
    expectNotFound(await rest(t.dist, STERILINE));
    expectGqlError(await list(t.dist, STERILINE), "NOT_FOUND");
    expectNotFound(await api("GET", "/api/sysparameter/GetByDistributorStr", { token: t.dist, query: { distributorId: await distId("loopback") } }));
    const byStr = await api("GET", "/api/sysparameter/GetByDistributorStr", { token: t.dist, query: { distributorId: await distId() } });
    expect(byStr.json.map((p: { id: number }) => p.id)).toEqual(own.map((p: Row) => p.recordId));
    expect(gqlData(await list(t.distOther)).sysParameters.every((p: Row) => p.distributorId === STERILINE)).toBe(true);
    expectNotFound(await rest(t.distOther, BIONOVA));
  });

  test("a distributor's administrator changes its own copy; another's is Not found, the provider's refused", async () => {
    const mine = (await row(BIONOVA, 5)).id;
    const saved = gqlData(await update(t.dist, mine, "45")).updateSysParameter;
    expect(saved.message).toBe("Parameter Licence expiry notice (days) successfully updated.");
    expect(saved.parameter).toMatchObject({ value: "45", distributorId: BIONOVA, isDefault: false });
    expect(gqlData(await reset(t.dist, mine)).resetSysParameter.parameter.value).toBe("30");

    const other = await row(STERILINE, 5);
    const provider = await row(null, 5);
    expectGqlError(await update(t.dist, other.id, "45"), "NOT_FOUND");
    expectGqlError(await reset(t.dist, other.id), "NOT_FOUND");
    expectNotFound(await put(t.dist, { id: other.recordId, value: "45" }));
    expectNotFound(await api("POST", "/api/sysparameter/defaultvalues", { token: t.dist, query: { distributorId: STERILINE } }));
    expectGqlError(await resetAll(t.dist, STERILINE), "NOT_FOUND");
    expectGqlError(await update(t.dist, provider.id, "45"), "FORBIDDEN");
    expectForbidden(await put(t.dist, { id: provider.recordId, value: "45" }));
    expectForbidden(await api("POST", "/api/sysparameter/defaultvalue", { token: t.dist, body: { parameter: { id: provider.recordId } } }));
    expect([(await row(STERILINE, 5)).value, (await row(null, 5)).value]).toEqual(["30", "30"]);
  });
});

describe("values by field type (Steriline Nordic's copy, as provider staff)", () => {
  const refuses = async (type: number, value: string, message: string | RegExp) => {
    const p = await row(STERILINE, type);
    expectRefused(await update(t.sysadmin, p.id, value), message);
    expectRestRefused(await put(t.sysadmin, { id: p.recordId, value }), message);
    expect((await row(STERILINE, type)).value).toBe(p.value);
  };
  const saves = async (type: number, value: unknown, stored: string) => {
    const p = await row(STERILINE, type);
    const res = await put(t.sysadmin, { parameter: { id: p.recordId, value: "ignored: the value beside the row wins" }, value });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ result: "OK", message: `Parameter ${p.sysParameterTypeDescription} successfully updated.`, item: { id: p.recordId, value: stored } });
  };

  test("1 text: required, at most 500 characters, one line; kept trimmed", async () => {
    await refuses(9, "   ", "This field is required");
    await refuses(9, `/${"x".repeat(500)}`, "At most 500 characters.");
    await refuses(9, "/a\n/b", "The value cannot contain line breaks or control characters.");
    await saves(9, "  /downloads/agent/new-setup.exe ", "/downloads/agent/new-setup.exe");
    expectRestRefused(await put(t.sysadmin, { id: (await row(STERILINE, 9)).recordId, value: 12 }), "The value must be text.");
  });

  test("2 e-mail: a valid address", async () => {
    for (const bad of ["support", "support@", "support@example", "sup port@example.test", "a@b..test"]) await refuses(2, bad, "Enter a valid e-mail address.");
    await saves(2, "help@steriline.example.test", "help@steriline.example.test");
  });

  test("3 whole number: digits only, within the type's range; a JSON number too", async () => {
    await refuses(5, "forty", "The value must be a whole number.");
    await refuses(5, "45.5", "The value must be a whole number.");
    await refuses(5, "14", "value must be bigger than 15");
    await refuses(5, "366", "value must be less than 365");
    await saves(5, "045", "45");
    await saves(5, 60, "60");
  });

  test("4 decimal: a plain number (point or comma), within range", async () => {
    await refuses(7, "3.5.1", "The value must be a number.");
    await refuses(7, "51", "value must be less than 50");
    await refuses(7, "2.1234567", "The value may have at most 6 decimals.");
    await saves(7, "2,5", "2.5");
    await saves(7, 4.25, "4.25");
  });

  test("5 decimal with 2 places: at most 2 decimals, stored with 2", async () => {
    await refuses(17, "2.555", "The value may have at most 2 decimals.");
    await refuses(17, "0", "value must be bigger than 0.01");
    await saves(17, "3.5", "3.50");
  });

  test("6 password: never answered back; an empty one changes nothing; Default clears it; the log shows ***", async () => {
    const secret = `Smtp-${uniqueSuffix()}`;
    const p = await row(STERILINE, 15);
    expect(p).toMatchObject({ value: "", hasValue: false });
    let answer!: GqlResult;
    const entries = await logged(async () => (answer = await update(t.sysadmin, p.id, secret)));
    expect(gqlData(answer).updateSysParameter.parameter).toMatchObject({ value: "", hasValue: true, isDefault: false });
    expect(entries.map((e) => e.logDetail)).toEqual(["SMTP password: '' → '***'"]);
    const restPut = await put(t.sysadmin, { id: p.recordId, value: `${secret}-2` });
    expect(restPut.json.item).toMatchObject({ value: "", hasValue: true });
    const reads = [JSON.stringify(answer), restPut.text, JSON.stringify(await list(t.sysadmin, STERILINE)), (await rest(t.sysadmin, STERILINE)).text, JSON.stringify(entries)];
    for (const text of reads) expect(text).not.toContain(secret);
    expect((await row(STERILINE, 15)).hasValue).toBe(true);

    await refuses(15, "", "Type the new password (Default removes the stored one).");
    expect((await row(STERILINE, 15)).hasValue).toBe(true);
    const cleared = await logged(async () => expect(gqlData(await reset(t.sysadmin, p.id)).resetSysParameter.parameter).toMatchObject({ value: "", hasValue: false, isDefault: true }));
    expect(cleared.map((e) => e.logDetail)).toEqual(["SMTP password: '***' → ''"]);
  });

  test("7 language: a numeric id of an enabled language the set may use", async () => {
    await refuses(3, "es", "The language must be a language id (a number).");
    await refuses(3, "1.0", "The language must be a language id (a number).");
    await refuses(3, "999999", "The language is not one of the enabled languages offered here.");
    await refuses(3, String(disabledLanguage), "The language is not one of the enabled languages offered here.");
    expect((await row(STERILINE, 3)).options!.map((o) => o.value)).not.toContain(String(disabledLanguage));
    await saves(3, "2", "2");
    await saves(3, 3, "3");
  });

  test("REST bodies are read strictly", async () => {
    const p = await row(STERILINE, 5);
    const bad = async (body: unknown, field: string) => {
      const res = await put(t.sysadmin, body);
      expect(res.status).toBe(400);
      expect(Object.keys(res.json.errors)).toContain(field);
    };
    await bad({ value: "45" }, "id");
    await bad({ id: "five", value: "45" }, "Id");
    await bad({ parameter: "5", value: "45" }, "Parameter");
    expectRestRefused(await put(t.sysadmin, { id: p.recordId, value: { v: 45 } }), "The value must be text.");
    expectRestRefused(await put(t.sysadmin, { id: p.recordId }), "This field is required");
    expectNotFound(await put(t.sysadmin, { id: 999_999, value: "45" }));
  });
});

describe("resets and the log", () => {
  test("an update and a reset of one are each one /SysLog entry: who, the description, old → new", async () => {
    const p = await row(null, 6);
    const changed = await logged(() => update(t.sysadmin, p.id, "14"));
    expect(changed).toEqual([{ entity: "SysParameter", logDetail: "Trial licence length (days): '30' → '14'", user: expect.stringContaining("sysadmin@demo.test") }]);
    const back = await logged(async () => {
      const res = await api("POST", "/api/sysparameter/defaultvalue", { token: t.sysadmin, body: { parameter: { id: p.recordId } } });
      expect(res.json).toMatchObject({ result: "OK", message: "Parameter Trial licence length (days) successfully updated.", item: { value: "30", isDefault: true } });
    });
    expect(back.map((e) => e.logDetail)).toEqual(["Trial licence length (days): '14' → '30'"]);
  });

  test("reset all puts a whole set back, one entry per value that changed; other sets keep theirs", async () => {
    const a = await row(STERILINE, 4);
    const b = await row(STERILINE, 16);
    gqlData(await update(t.sysadmin, a.id, "90"));
    gqlData(await update(t.sysadmin, b.id, "20"));
    gqlData(await update(t.sysadmin, (await row(null, 16)).id, "25"));
    const entries = await logged(async () => {
      const res = await api("POST", "/api/sysparameter/defaultvalues", { token: t.sysadmin, query: { distributorId: STERILINE } });
      expect(res.json.message).toBe("Every parameter of Steriline Nordic is back to its default value.");
      expect(res.json.item).toHaveLength(17);
      expect(res.json.item.every((p: { isDefault: boolean }) => p.isDefault)).toBe(true);
    });
    expect(entries.map((e) => e.logDetail)).toEqual(expect.arrayContaining(["Password recovery link validity (minutes): '90' → '60'", "Incubator offline after (minutes): '20' → '10'"]));
    expect((await row(null, 16)).value).toBe("25");
    const provider = gqlData(await resetAll(t.sysadmin)).resetSysParameters;
    expect(provider.message).toBe("Every provider-wide parameter is back to its default value.");
    expect((await row(null, 16)).value).toBe("10");
  });
});
