// Company parameters (screen 310, docs/parameters-api.md): the list and its option lists,
// changes with the catalogue's ranges and the alert < action rule, resets, both doors, the
// `parameterChanged` subscription, the user's own language and format, and the behaviour
// the parameters drive (required fields, protein results). Hospital A's values are put
// back after the file.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, gql, gqlData, subscribe } from "../helpers";
import { expectForbidden, expectNotFound, expectGqlError, SEED, tokensOf } from "../helpers/company";
import { agentProvisional, nodeOf } from "../helpers/readings";

let t: Awaited<ReturnType<typeof tokensOf<"adminA" | "supervisorA" | "operatorA" | "adminB" | "adminC" | "sysadmin">>>;
let ids: Record<string, number>;
let original: { appParameterType: number; value: string }[] = [];
let ownLanguageId: number | null = null;

const TYPES = [0, 1, 13, 14, 2, 18, 10, 4, 11, 12, 19, 20, 21, 22, 23];
const put = (token: string, userId: number, type: number, value: unknown) => api("PUT", "/api/appparameter", { token, body: { UserLogged: userId, AppParameter: { appParameterType: type, value } } });
const thresholds = (token: string, userId: number, alert: unknown, action: unknown) =>
  api("PUT", "/api/appparameter/saveisothresholds", { token, body: { UserLogged: userId, Parameters: [{ appParameterType: 11, value: alert }, { appParameterType: 12, value: action }] } });
const userIdOf = async (token: string) => gqlData(await gql("{ viewer { userId } }", {}, token)).viewer.userId as number;
const valueOf = async (type: number) => (await api("GET", "/api/appparameter/getbytype", { token: t.adminA, query: { appParameterTypeId: type } })).json.value as string;

beforeAll(async () => {
  t = await tokensOf("adminA", "supervisorA", "operatorA", "adminB", "adminC", "sysadmin");
  ids = { adminA: await userIdOf(t.adminA), supervisorA: await userIdOf(t.supervisorA), adminC: await userIdOf(t.adminC) };
  original = (await api("GET", "/api/appparameter", { token: t.adminA, query: { userLoggedId: ids.adminA } })).json;
  // The demo administrator reads Spanish: this file reads the English texts.
  ownLanguageId = gqlData(await gql("{ viewer { language { id } } }", {}, t.adminA)).viewer.language?.id ?? null;
  gqlData(await gql("mutation { setMyPreferences(input: { languageId: 1 }) { dateFormat } }", {}, t.adminA));
});

afterAll(async () => {
  const by = (type: number) => original.find((p) => p.appParameterType === type)!.value;
  await thresholds(t.adminA, ids.adminA, by(11), by(12));
  // Each restore must succeed: a failed one leaves Hospital A changed for the files after this one.
  for (const type of [0, 1, 13, 14, 2, 18, 10, 4]) expect({ type, status: (await put(t.adminA, ids.adminA, type, by(type))).status }).toEqual({ type, status: 200 });
  if (ownLanguageId) await gql(`mutation { setMyPreferences(input: { languageId: ${ownLanguageId} }) { dateFormat } }`, {}, t.adminA);
}, 120_000); // a dozen writes: never cut short on a slow database, or Hospital A keeps this file's values

describe("GET /api/appparameter", () => {
  test("the fifteen parameters in screen order with their wire fields and ranges", async () => {
    const res = await api("GET", "/api/appparameter", { token: t.adminA, query: { userLoggedId: ids.adminA } });
    expect(res.status).toBe(200);
    expect(res.json.map((p: { appParameterType: number }) => p.appParameterType)).toEqual(TYPES);
    const days = res.json.find((p: { appParameterType: number }) => p.appParameterType === 2);
    expect(days).toMatchObject({ fieldType: 1, min: 15, max: 365, step: 1, appParameterTypeDescription: "Licence expiry notice (days)", visible: true });
    const threshold = res.json.find((p: { appParameterType: number }) => p.appParameterType === 4);
    expect(threshold).toMatchObject({ fieldType: 4, min: 1, max: 50, step: 0.1 });
    const security = res.json.find((p: { appParameterType: number }) => p.appParameterType === 0);
    expect(security.fieldType).toBe(7);
    expect(security.options.map((o: { label: string }) => o.label)).toEqual(["Not Required", "Relax", "Medium", "Strict"]);
  });

  test("the selected-licence options exclude licence 1; languages are the distributor's", async () => {
    const lic = await api("GET", "/api/selectedLicense/GetByUser", { token: t.adminA, query: { userLoggedId: ids.adminA } });
    expect(lic.status).toBe(200);
    expect(lic.json.map((p: { id: number }) => p.id)).not.toContain(1);
    expect(lic.json.length).toBeGreaterThan(0);
    const langs = await api("GET", "/api/language/GetEnabledLanguages", { token: t.adminA, query: { userLoggedId: ids.adminA } });
    expect(langs.json.map((l: { code: string }) => l.code)).toEqual(expect.arrayContaining(["en", "es"]));
  });

  test("option lists: security modes, working modes, temperature units, formats of a language", async () => {
    const q = { token: t.adminA, query: { userLoggedId: ids.adminA } };
    expect((await api("GET", "/api/securitymode/GetByUser", q)).json).toEqual([
      { id: 0, description: "Not Required" },
      { id: 1, description: "Relax" },
      { id: 2, description: "Medium" },
      { id: 3, description: "Strict" },
    ]);
    expect((await api("GET", "/api/workingmode", q)).json.map((m: { id: number }) => m.id)).toEqual([0, 1]);
    expect((await api("GET", "/api/temperatureunit/GetByUser", q)).json.map((m: { description: string }) => m.description)).toEqual(["Celsius (°C)", "Fahrenheit (°F)"]);
    const en = await api("GET", "/api/regionalformat/GetRegionalFormatsForLanguage", { token: t.adminA, query: { languageId: 1 } });
    expect(en.json.map((f: { languageCode: string }) => f.languageCode)).toEqual(["en-US", "en-GB"]);
  });

  test("getbytype answers one parameter", async () => {
    const res = await api("GET", "/api/appparameter/getbytype", { token: t.operatorA, query: { userLoggedId: (await userIdOf(t.operatorA)), appParameterTypeId: 4 } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ appParameterType: 4, fieldType: 4 });
  });

  test("operators may not list them for editing; other companies' user ids are not found; system users refused", async () => {
    expectForbidden(await api("GET", "/api/appparameter", { token: t.operatorA }));
    expectNotFound(await api("GET", "/api/appparameter", { token: t.adminA, query: { userLoggedId: ids.adminC } }));
    expectForbidden(await api("GET", "/api/appparameter", { token: t.sysadmin }));
    expect((await api("GET", "/api/appparameter")).status).toBe(401);
  });
});

describe("PUT /api/appparameter", () => {
  test("in range → saved with the server's message, the item, and the new value read back", async () => {
    const res = await put(t.adminA, ids.adminA, 2, "45");
    expect(res.status).toBe(200);
    expect(res.json.result).toBe("OK");
    expect(res.json.message).toBe("'Licence expiry notice (days)' saved.");
    expect(res.json.item[0]).toMatchObject({ appParameterType: 2, value: "45" });
    expect(await valueOf(2)).toBe("45");
  });

  test("out of range → 'value must be less than / bigger than' with the bound; nothing saved", async () => {
    const before = await valueOf(2);
    const high = await put(t.adminA, ids.adminA, 2, 366);
    expect(high.status).toBe(400);
    expect(JSON.stringify(high.json)).toContain("value must be less than 365");
    const low = await put(t.adminA, ids.adminA, 2, "14");
    expect(JSON.stringify(low.json)).toContain("value must be bigger than 15");
    expect(JSON.stringify((await put(t.adminA, ids.adminA, 4, "50.1")).json)).toContain("value must be less than 50");
    expect(JSON.stringify((await put(t.adminA, ids.adminA, 4, "0.9")).json)).toContain("value must be bigger than 1");
    expect(await valueOf(2)).toBe(before);
  });

  test("whole days only; at most 4 characters for a threshold; not a number, empty, wrong JSON type → 400", async () => {
    expect((await put(t.adminA, ids.adminA, 2, "30.5")).status).toBe(400);
    expect(JSON.stringify((await put(t.adminA, ids.adminA, 4, "12.25")).json)).toContain("at most 4 characters");
    expect((await put(t.adminA, ids.adminA, 4, "abc")).status).toBe(400);
    expect(JSON.stringify((await put(t.adminA, ids.adminA, 4, "")).json)).toContain("This field is required");
    expect((await put(t.adminA, ids.adminA, 4, { x: 1 })).status).toBe(400);
    expect((await put(t.adminA, ids.adminA, 99, "1")).status).toBe(400);
  });

  test("protein thresholds go in steps of 0.1: 1.25 is refused (REST), 1.2 is saved", async () => {
    for (const type of [4, 11, 12]) {
      const res = await put(t.adminA, ids.adminA, type, "1.25");
      expect({ type, status: res.status }).toEqual({ type, status: 400 });
      expect(JSON.stringify(res.json)).toContain("The value must go in steps of 0.1");
    }
    const pair = await thresholds(t.adminA, ids.adminA, "1.25", "7");
    expect(pair.status).toBe(400);
    expect(JSON.stringify(pair.json)).toContain("The value must go in steps of 0.1");
    const before = await valueOf(4);
    expect((await put(t.adminA, ids.adminA, 4, 1.25)).status).toBe(400); // a JSON number too
    expect(await valueOf(4)).toBe(before);
    expect((await put(t.adminA, ids.adminA, 4, "1.2")).status).toBe(200);
    expect(await valueOf(4)).toBe("1.2");
    expect((await put(t.adminA, ids.adminA, 4, before)).status).toBe(200);
  });

  test("a select takes only one of its options", async () => {
    expect((await put(t.adminA, ids.adminA, 0, "4")).status).toBe(400);
    expect((await put(t.adminA, ids.adminA, 18, "1")).status).toBe(400); // licence 1 is not selectable
    expect((await put(t.adminA, ids.adminA, 14, "1")).status).toBe(200);
    expect(await valueOf(14)).toBe("1");
    expect((await put(t.adminA, ids.adminA, 14, "0")).status).toBe(200);
  });

  test("a single alert or action value must keep alert < action", async () => {
    const res = await put(t.adminA, ids.adminA, 11, "7");
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain("alert threshold must be higher than action threshold");
  });

  test("operators, other companies' user ids and system users are refused; nothing changes", async () => {
    const before = await valueOf(2);
    expectForbidden(await put(t.operatorA, ids.adminA, 2, "99"));
    expectNotFound(await put(t.adminA, ids.adminC, 2, "99"));
    expectForbidden(await put(t.sysadmin, ids.adminA, 2, "99"));
    expect(await valueOf(2)).toBe(before);
  });
});

describe("PUT /api/appparameter/saveisothresholds", () => {
  test("alert < action → both saved", async () => {
    const res = await thresholds(t.adminA, ids.adminA, "2.5", "7");
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("Protein thresholds saved.");
    expect((await thresholds(t.supervisorA, ids.supervisorA, "2.5", "7")).status).toBe(200); // supervisors may too
    expect([await valueOf(11), await valueOf(12)]).toEqual(["2.5", "7"]);
  });

  test("alert ≥ action → 400 with the spec's text, neither saved", async () => {
    for (const [alert, action] of [["7", "7"], ["8", "7"]]) {
      const res = await thresholds(t.adminA, ids.adminA, alert, action);
      expect(res.status).toBe(400);
      expect(res.json.title ?? res.json.message).toBe("alert threshold must be higher than action threshold");
    }
    expect([await valueOf(11), await valueOf(12)]).toEqual(["2.5", "7"]);
  });

  test("each value in range, both reported", async () => {
    const res = await thresholds(t.adminA, ids.adminA, "0.5", "51");
    expect(res.status).toBe(400);
    const text = JSON.stringify(res.json);
    expect(text).toContain("value must be bigger than 1");
    expect(text).toContain("value must be less than 50");
  });
});

describe("defaults", () => {
  test("defaultvalue restores one parameter (notice days: the distributor's 30)", async () => {
    await put(t.adminA, ids.adminA, 2, "90");
    const res = await api("POST", "/api/appparameter/defaultvalue", { token: t.adminA, body: { UserLogged: ids.adminA, AppParameter: { appParameterType: 2 } } });
    expect(res.status).toBe(200);
    expect(res.json.message).toContain("default");
    expect(await valueOf(2)).toBe("30");
  });

  test("defaultvalues restores all of them", async () => {
    await put(t.adminA, ids.adminA, 14, "1");
    const res = await api("POST", "/api/appparameter/defaultvalues", { token: t.adminA, body: { user: { id: ids.adminA } } });
    expect(res.status).toBe(200);
    expect(res.json.message).toBe("All parameters are back to their default values.");
    expect(await valueOf(14)).toBe("0");
    expect([await valueOf(11), await valueOf(12)]).toEqual(["3", "6.4"]);
    expectForbidden(await api("POST", "/api/appparameter/defaultvalues", { token: t.operatorA, body: { user: 1 } }));
  });
});

describe("GraphQL", () => {
  test("appParameters and companySettings", async () => {
    const d = gqlData(await gql("{ appParameters { type name description value fieldType block workingMode pair options { value label } } companySettings { workingMode proteinAlert proteinAction temperatureUnit regionalFormat { dateFormat } } }", {}, t.adminA));
    expect(d.appParameters.map((p: { type: number }) => p.type)).toEqual(TYPES);
    expect(d.appParameters.find((p: { type: number }) => p.type === 11)).toMatchObject({ block: "workingMode", workingMode: 1, pair: true });
    expect(typeof d.companySettings.proteinAction).toBe("number");
    expectGqlError(await gql("{ appParameters { type } }", {}, t.operatorA), "FORBIDDEN");
    expect(gqlData(await gql("{ companySettings { workingMode } }", {}, t.operatorA)).companySettings.workingMode).toBeNumber();
    expect(gqlData(await gql("{ companySettings { workingMode } }", {}, t.sysadmin)).companySettings).toBeNull();
  });

  test("updateAppParameter, saveProteinThresholds, resetAppParameter", async () => {
    const u = gqlData(await gql("mutation { updateAppParameter(input: { type: 4, value: \"4.5\" }) { message types settings { proteinThreshold } } }", {}, t.adminA));
    expect(u.updateAppParameter).toMatchObject({ types: [4], settings: { proteinThreshold: 4.5 } });
    const bad = await gql("mutation { saveProteinThresholds(input: { alert: 6, action: 5 }) { message } }", {}, t.adminA);
    expectGqlError(bad, "BAD_USER_INPUT", "alert threshold must be higher than action threshold");
    const ok = gqlData(await gql("mutation { saveProteinThresholds(input: { alert: 2, action: 5 }) { settings { proteinAlert proteinAction } } }", {}, t.adminA));
    expect(ok.saveProteinThresholds.settings).toEqual({ proteinAlert: 2, proteinAction: 5 });
    const r = gqlData(await gql("mutation { resetAppParameter(type: 4) { settings { proteinThreshold } } }", {}, t.adminA));
    expect(r.resetAppParameter.settings.proteinThreshold).toBe(3);
    const step = await gql("mutation { updateAppParameter(input: { type: 4, value: \"1.25\" }) { message } }", {}, t.adminA);
    expectGqlError(step, "BAD_USER_INPUT");
    expect(JSON.stringify(step.errors)).toContain("The value must go in steps of 0.1");
    expectGqlError(await gql("mutation { saveProteinThresholds(input: { alert: 2, action: 6.45 }) { message } }", {}, t.adminA), "BAD_USER_INPUT");
    const high = await gql("mutation { updateAppParameter(input: { type: 4, value: \"60\" }) { message } }", {}, t.adminA);
    expectGqlError(high, "BAD_USER_INPUT");
    expect(JSON.stringify(high.errors)).toContain("value must be less than 50");
    expectGqlError(await gql("mutation { updateAppParameter(input: { type: 4, value: \"5\" }) { message } }", {}, t.operatorA), "FORBIDDEN");
  });

  test("parameterChanged reaches the company's other users, not another company's", async () => {
    const mine = subscribe("subscription { parameterChanged { types settings { temperatureUnit } } }", t.supervisorA);
    const theirs = subscribe("subscription { parameterChanged { types settings { temperatureUnit } } }", t.adminC);
    await Promise.all([mine.connected, theirs.connected]);
    await Bun.sleep(200); // the subscribe message follows the connection ack
    const heard = mine.next(3000);
    const overheard = theirs.next(1500).then((e) => e, () => null);
    gqlData(await gql("mutation { updateAppParameter(input: { type: 14, value: \"1\" }) { types } }", {}, t.adminA));
    expect((await heard).data?.parameterChanged).toEqual({ types: [14], settings: { temperatureUnit: 1 } });
    expect(await overheard).toBeNull();
    await Promise.all([mine.dispose(), theirs.dispose()]);
    await put(t.adminA, ids.adminA, 14, "0");
  });
});

describe("what the parameters drive", () => {
  test("security mode decides the required fields at once", async () => {
    const required = async () => (await api("GET", "/api/Screen/GetRequiredFields", { token: t.adminA, query: { Screen: 400 } })).json.length as number;
    await put(t.adminA, ids.adminA, 0, "0");
    expect(await required()).toBe(0);
    await put(t.adminA, ids.adminA, 0, "3");
    const strict = await required();
    await put(t.adminA, ids.adminA, 0, "1");
    expect(strict).toBeGreaterThan(await required());
  });

  test("working mode decides how a protein result is judged: one threshold, or alert and action", async () => {
    await thresholds(t.adminA, ids.adminA, "3", "6.4");
    await put(t.adminA, ids.adminA, 4, "5");
    await put(t.adminA, ids.adminA, 10, "1"); // alert 3 / action 6.4: 4 µg/cm² is an alert
    const iso = await agentProvisional("PRO", { quantitativeResult: 4 });
    await put(t.adminA, ids.adminA, 10, "0"); // one threshold of 5: 4 passes, 6 fails
    const single = await agentProvisional("PRO", { quantitativeResult: 4 });
    const singleFail = await agentProvisional("PRO", { quantitativeResult: 6 });
    const result = async (id: number) => (await nodeOf(t.adminA, "ReadingPRO", id, "result"))?.result;
    expect([await result(iso.id), await result(single.id), await result(singleFail.id)]).toEqual([2, 1, 3]);
  });
});

describe("setMyPreferences", () => {
  test("the user's own format overrides the company's for that user only; null follows the company again", async () => {
    const set = gqlData(await gql("mutation { setMyPreferences(input: { languageId: 1, regionalFormatId: 6 }) { dateFormat } }", {}, t.adminA));
    expect(set.setMyPreferences.dateFormat).toBe("yyyy/MM/dd");
    const viewer = gqlData(await gql("{ viewer { ownRegionalFormatId regionalFormat { dateFormat } } }", {}, t.adminA)).viewer;
    expect(viewer).toEqual({ ownRegionalFormatId: 6, regionalFormat: { dateFormat: "yyyy/MM/dd" } });
    expect(gqlData(await gql("{ viewer { regionalFormat { dateFormat } } }", {}, t.supervisorA)).viewer.regionalFormat.dateFormat).not.toBe("yyyy/MM/dd");
    const back = gqlData(await gql("mutation { setMyPreferences(input: { languageId: 1, regionalFormatId: null }) { dateFormat } }", {}, t.adminA));
    expect(back.setMyPreferences.dateFormat).not.toBe("yyyy/MM/dd");
  });

  test("a language the distributor does not offer, or an unknown format, is refused", async () => {
    expectGqlError(await gql("mutation { setMyPreferences(input: { languageId: 9999 }) { dateFormat } }", {}, t.adminA), "BAD_USER_INPUT");
    expectGqlError(await gql("mutation { setMyPreferences(input: { languageId: 1, regionalFormatId: 9999 }) { dateFormat } }", {}, t.adminA), "BAD_USER_INPUT");
    expectGqlError(await gql("mutation { setMyPreferences(input: { languageId: 1 }) { dateFormat } }", {}, null), "UNAUTHENTICATED");
  });
});

test("Hospital A's parameters are its own: Clinic C's stay untouched", async () => {
  const c = (await api("GET", "/api/appparameter", { token: t.adminC, query: { userLoggedId: ids.adminC } })).json;
  expect(c.find((p: { appParameterType: number }) => p.appParameterType === 0).value).toBe("3");
  expect(SEED.company.A).not.toBe(SEED.company.C);
});

const logOf = async (token: string, first = 5) => gqlData(await gql(`{ appLog(first: ${first}) { edges { node { logDetail } } } }`, {}, token)).appLog.edges.map((e: { node: { logDetail: string } }) => e.node.logDetail) as string[];
const inSpanish = async <T>(run: () => Promise<T>): Promise<T> => {
  gqlData(await gql("mutation { setMyPreferences(input: { languageId: 2 }) { dateFormat } }", {}, t.adminA));
  try {
    return await run();
  } finally {
    gqlData(await gql("mutation { setMyPreferences(input: { languageId: 1 }) { dateFormat } }", {}, t.adminA));
  }
};

describe("the application log, in the reader's language", () => {
  test("a change names the parameter as the screen does, not its internal field", async () => {
    await put(t.adminA, ids.adminA, 2, "76");
    await put(t.adminA, ids.adminA, 2, "77");
    const log = await logOf(t.adminA);
    expect(log).toContain("Parameter — changed: Licence expiry notice (days): '76' → '77'");
    expect(log.some((d) => d.includes("noticeDays"))).toBe(false);
  });

  test("read in Spanish: the parameter's Spanish name and the options' labels (°F, a language's name), not ids", async () => {
    await put(t.adminA, ids.adminA, 14, "0");
    await put(t.adminA, ids.adminA, 14, "1");
    await put(t.adminA, ids.adminA, 14, "0");
    await put(t.adminA, ids.adminA, 0, "2");
    await put(t.adminA, ids.adminA, 0, "1");
    const log = await inSpanish(() => logOf(t.adminA, 10));
    expect(log).toContain("Parámetro — modificación: Unidad de temperatura: de 'Celsius (°C)' a 'Fahrenheit (°F)'");
    expect(log).toContain("Parámetro — modificación: Unidad de temperatura: de 'Fahrenheit (°F)' a 'Celsius (°C)'");
    expect(log).toContain("Parámetro — modificación: Modo de seguridad: de 'Medio' a 'Relajado'");
    // The same entries read in English.
    expect(await logOf(t.adminA, 10)).toContain("Parameter — changed: Temperature unit: 'Celsius (°C)' → 'Fahrenheit (°F)'");
    // REST reads the same rendering.
    const rest = await inSpanish(async () => (await api("GET", "/api/applog", { token: t.adminA })).json as { logDetail: string }[]);
    expect(rest.map((e) => e.logDetail)).toContain("Parámetro — modificación: Modo de seguridad: de 'Medio' a 'Relajado'");
  });

  test("the user's own language and format: the language's name and the format, or 'As the company' in the reader's language", async () => {
    const log = await inSpanish(async () => {
      gqlData(await gql("mutation { setMyPreferences(input: { languageId: 2, regionalFormatId: 3 }) { dateFormat } }", {}, t.adminA));
      return logOf(t.adminA, 5);
    });
    // inSpanish put English back (format: the company's): its entry is the newest.
    const english = await logOf(t.adminA, 5);
    expect(english[0]).toBe("User — changed: Own language English, regional format As the company");
    expect(log).toContain("Usuario — modificación: Idioma propio Español, formato regional Español (dd/MM/yyyy HH:mm)");
    expect(log.some((d) => /Own language \d|Idioma propio \d/.test(d))).toBe(false);
  });
});

describe("messages in the caller's language (Spanish)", () => {
  test("REST: range with the bound, not an option, whole number, the 0.1 step", async () => {
    const texts = await inSpanish(async () => ({
      high: JSON.stringify((await put(t.adminA, ids.adminA, 2, "366")).json),
      low: JSON.stringify((await put(t.adminA, ids.adminA, 4, "0.5")).json),
      option: JSON.stringify((await put(t.adminA, ids.adminA, 0, "4")).json),
      whole: JSON.stringify((await put(t.adminA, ids.adminA, 2, "30.5")).json),
      step: JSON.stringify((await put(t.adminA, ids.adminA, 4, "1.25")).json),
    }));
    expect(texts.high).toContain("el valor debe ser menor que 365");
    expect(texts.low).toContain("el valor debe ser mayor que 1");
    expect(texts.option).toContain("El valor no es una de las opciones.");
    expect(texts.whole).toContain("El valor debe ser un número entero.");
    expect(texts.step).toContain("El valor debe ir en pasos de 0.1");
  });

  test("GraphQL: the same texts, and the user's own preferences refused in Spanish", async () => {
    const [high, step, option] = await inSpanish(async () => [
      await gql("mutation { updateAppParameter(input: { type: 11, value: \"60\" }) { message } }", {}, t.adminA),
      await gql("mutation { saveProteinThresholds(input: { alert: 1.25, action: 7 }) { message } }", {}, t.adminA),
      await gql("mutation { setMyPreferences(input: { languageId: 9999 }) { dateFormat } }", {}, t.adminA),
    ]);
    expectGqlError(high, "BAD_USER_INPUT");
    expect(JSON.stringify(high.errors)).toContain("el valor debe ser menor que 50");
    expectGqlError(step, "BAD_USER_INPUT");
    expect(JSON.stringify(step.errors)).toContain("El valor debe ir en pasos de 0.1");
    expectGqlError(option, "BAD_USER_INPUT");
    expect(JSON.stringify(option.errors)).toContain("El valor no es una de las opciones.");
  });
});

describe("temperatures in the company's unit", () => {
  test("the reading lists' formatted temperatures follow parameter 14 (°F), and go back to °C", async () => {
    const bi = await agentProvisional("BI");
    const pro = await agentProvisional("PRO", { quantitativeResult: 1 });
    const provisional = async (option: "ReadingBI" | "ReadingPRO", id: number) =>
      ((await api("GET", `/api/${option}/getprovisional`, { token: t.adminA })).json as Record<string, unknown>[]).find((r) => r.id === id)!;
    expect((await provisional("ReadingBI", bi.id)).averageTemperatureFormat).toBe("60.1 °C");
    expect((await put(t.adminA, ids.adminA, 14, "1")).status).toBe(200);
    try {
      // 60.1 °C = 140.18 °F; 59.9 °C = 139.82 °F.
      expect((await provisional("ReadingBI", bi.id)).averageTemperatureFormat).toBe("140.2 °F");
      expect(await provisional("ReadingPRO", pro.id)).toMatchObject({ averageTemperatureFormat: "139.8 °F", averageTemperatureProFormat: "139.8 °F" });
      const detail = await api("GET", "/api/ReadingBI/getDetail", { token: t.adminA, query: { Id: bi.id } });
      expect(detail.json.averageTemperatureFormat).toBe("140.2 °F");
    } finally {
      expect((await put(t.adminA, ids.adminA, 14, "0")).status).toBe(200);
    }
    expect((await provisional("ReadingPRO", pro.id)).averageTemperatureProFormat).toBe("59.9 °C");
  });
});
