// Configuration export and import (spec 002 sections 4, 7.7, 8, 9; docs/configuration-transfer.md):
// the export's document, an import restoring what changed since the export, refused files that
// change nothing, the job's status and its progress subscription, the general objects' file, the
// two resets to the shipped values, and that only provider staff may do any of it.
import { afterAll, beforeAll, describe, expect, test } from "bun:test";
import { api, BASE_URL, gql, gqlData, randomClientAddress, subscribe, uniqueSuffix } from "../helpers";
import { expectForbidden, expectGqlError, tokensOf } from "../helpers/company";
import { collect } from "../helpers/readings";
import { uiTexts } from "../../server/seed/data/ui-texts";

let t: Record<"sysadmin" | "dist" | "adminA", string>;
const ES = 2;

beforeAll(async () => {
  t = await tokensOf("sysadmin", "dist", "adminA");
});

/** POST of a file as the multipart field File. */
async function upload(path: string, content: string, token: string | null = t.sysadmin, field = "File") {
  const form = new FormData();
  form.append(field, new Blob([content], { type: "application/json" }), "config.json");
  const res = await fetch(BASE_URL + path, { method: "POST", body: form, headers: { "x-forwarded-for": randomClientAddress(), ...(token ? { authorization: `Bearer ${token}` } : {}) } });
  const text = await res.text();
  return { status: res.status, text, json: text ? JSON.parse(text) : undefined };
}

async function exportFile() {
  const res = await api("POST", "/api/migration/export", { token: t.sysadmin });
  expect(res.status).toBe(200);
  return { fileName: res.json.FileName as string, text: res.json.JsonDataFile as string, doc: JSON.parse(res.json.JsonDataFile) };
}

const status = async () => (await api("GET", "/api/migration/importstatus", { token: t.sysadmin })).json;

/** Polls the status until the import is no longer running. */
async function finished(timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const s = await status();
    if (s.status !== "running") return s;
    if (Date.now() > deadline) throw new Error(`the import is still running after ${timeoutMs} ms`);
    await Bun.sleep(200);
  }
}

async function importAndWait(content: string) {
  const started = await upload("/api/migration/import", content);
  expect(started.status).toBe(200);
  return finished();
}

// ───────── changes made through the /sys translation screens ─────────
const GENERAL_OBJECT = "login.title";
async function generalObjectId(name: string) {
  const list = gqlData(await gql(`query($s: String) { sysGeneralObjects(first: 20, search: $s, languageId: ${ES}) { edges { node { recordId name translation } } } }`, { s: name }, t.sysadmin));
  return list.sysGeneralObjects.edges.map((e: any) => e.node).find((n: any) => n.name === name) as { recordId: number; translation: string };
}
const setTranslation = async (id: number, text: string) => gqlData(await gql(`mutation($id: Int!, $i: SysGeneralObjectInput!) { updateSysGeneralObject(recordId: $id, input: $i) { recordId } }`, { id, i: { languageId: ES, translation: text } }, t.sysadmin));
const setSecurityMode = async (id: number, mode: number, translation: string) =>
  gqlData(await gql(`mutation($id: Int!, $i: SysScreenObjectInput!) { updateSysScreenObject(recordId: $id, input: $i) { recordId } }`, { id, i: { languageId: 1, securityMode: mode, multiLanguage: true, securable: true, translation } }, t.sysadmin));
async function objectSettings(id: number) {
  const { doc } = await exportFile();
  return doc.items.screenObjects[String(id)];
}

describe("export", () => {
  const secret = `Smtp-Secret-${uniqueSuffix()}`;
  beforeAll(async () => {
    expect((await api("POST", "/api/test/sys-parameter", { body: { distributorId: null, type: 15, value: secret } })).status).toBe(200);
  });
  afterAll(async () => {
    await api("POST", "/api/test/sys-parameter", { body: { distributorId: null, type: 15, value: "" } });
  });

  test("one versioned document keyed by natural keys, with every translation; no password parameter", async () => {
    const { fileName, text, doc } = await exportFile();
    expect(fileName).toMatch(/^sterile-qc-config-\d{8}-\d{4}\.json$/);
    expect({ format: doc.format, version: doc.version }).toEqual({ format: "sterile-qc-config", version: 1 });
    expect(new Date(doc.exportedAt).toISOString()).toBe(doc.exportedAt);
    expect(Object.keys(doc.items).sort()).toEqual(["generalObjects", "mailTemplates", "menus", "messages", "modules", "screenObjects", "screens", "specialObjects", "sysParameters"]);
    expect(Object.keys(doc.items.generalObjects[GENERAL_OBJECT].translations).sort()).toEqual(["en", "es", "it", "ja", "pt-br"]);
    expect(doc.items.screenObjects["1225"]).toMatchObject({ screen: 400, name: "product", multiLanguage: true, securable: true });
    expect(doc.items.screens["2048"]).toMatchObject({ module: 210, name: "SysConfigurationTransfer", route: "/sysconfiguration" });
    expect(doc.items.menus.SYSTEM.Configuration.items.ConfigurationTransfer).toMatchObject({ url: "/sysconfiguration", image: "upload", screen: 2048 });
    expect(Object.keys(doc.items.mailTemplates.PasswordRecovery)).toContain("pt-br");
    // A language parameter names its language by code; distributors by their domain.
    expect(doc.items.sysParameters.provider["3"]).toMatchObject({ fieldType: 7, value: "en" });
    expect(Object.keys(doc.items.sysParameters.distributors)).toEqual(expect.arrayContaining(["localhost", "127.0.0.1"]));
    // The SMTP password (field type 6): left out everywhere, its value nowhere in the file.
    expect(text).not.toContain(secret);
    const types = [doc.items.sysParameters.provider, ...Object.values(doc.items.sysParameters.distributors)].flatMap((byType: any) => Object.values(byType).map((p: any) => p.fieldType));
    expect(types.length).toBeGreaterThan(10);
    expect(types).not.toContain(6);
    // The same through GraphQL, as the browser downloads it.
    const file = gqlData(await gql(`{ configurationExport { fileName content } }`, {}, t.sysadmin)).configurationExport;
    expect(JSON.parse(file.content).items).toEqual(doc.items);
  });
});

describe("import", () => {
  test("an earlier export puts back a translation and a screen object's security mode; the configuration is reproduced", async () => {
    const before = await exportFile();
    const object = await generalObjectId(GENERAL_OBJECT);
    const shippedMode = before.doc.items.screenObjects["1225"].securityMode;
    await setTranslation(object.recordId, `Changed ${uniqueSuffix()}`);
    await setSecurityMode(1225, shippedMode === 3 ? 1 : 3, before.doc.items.screenObjects["1225"].translations.en);
    expect((await objectSettings(1225)).securityMode).not.toBe(shippedMode);

    const done = await importAndWait(before.text);
    expect(done.status).toBe("done");
    expect(done.detail.changed).toBe(2);
    expect((await generalObjectId(GENERAL_OBJECT)).translation).toBe(object.translation);
    expect((await objectSettings(1225)).securityMode).toBe(shippedMode);
    expect((await exportFile()).doc.items).toEqual(before.doc.items);
  });

  test("the status goes running → done with counts; the subscription hears each step; /SysLog records it", async () => {
    const { text, doc } = await exportFile();
    const sub = subscribe(`subscription { configImportProgress { jobId state stepsDone stepsTotal counts { kind count } error } }`, t.sysadmin);
    const heard = collect(sub);
    await sub.connected;
    await Bun.sleep(100);
    try {
      const started = await upload("/api/migration/import", text);
      expect(started.status).toBe(200);
      expect(started.json).toMatchObject({ result: "OK", status: "running", detail: {}, progress: { done: 0, total: 9 } });
      const jobId = started.json.jobId as number;
      const done = await finished();
      expect({ status: done.status, jobId: done.jobId, progress: done.progress }).toEqual({ status: "done", jobId, progress: { done: 9, total: 9 } });
      expect(done.detail).toMatchObject({
        generalObjects: Object.keys(doc.items.generalObjects).length,
        screenObjects: Object.keys(doc.items.screenObjects).length,
        menuItems: Object.values(doc.items.menus).flatMap((groups: any) => Object.values(groups).flatMap((g: any) => Object.keys(g.items))).length,
        changed: 0,
      });
      expect(done.finishedAt >= done.startedAt).toBe(true);

      const last = await heard.waitFor((e) => e.data?.configImportProgress?.jobId === jobId && e.data.configImportProgress.state === "DONE", 10_000);
      const mine = heard.events.map((e) => e.data?.configImportProgress).filter((s) => s?.jobId === jobId);
      expect(mine[0]).toMatchObject({ state: "RUNNING", stepsDone: 0, stepsTotal: 9 });
      expect(mine.filter((s) => s.state === "RUNNING").map((s) => s.stepsDone)).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
      expect(Object.fromEntries(last.data.configImportProgress.counts.map((c: any) => [c.kind, c.count]))).toEqual(done.detail);

      const gqlStatus = gqlData(await gql(`{ configImportStatus { jobId state stepsDone stepsTotal } }`, {}, t.sysadmin)).configImportStatus;
      expect(gqlStatus).toEqual({ jobId, state: "DONE", stepsDone: 9, stepsTotal: 9 });
      const log = gqlData(await gql(`{ sysLogEntries(first: 10, search: "Configuration imported") { edges { node { entity logDetail user } } } }`, {}, t.sysadmin)).sysLogEntries.edges.map((e: any) => e.node);
      expect(log[0]).toMatchObject({ entity: "Configuration", user: expect.stringContaining("sysadmin@demo.test") });
      expect(log[0].logDetail).toContain(`generalObjects ${Object.keys(doc.items.generalObjects).length}`);
    } finally {
      await heard.stop();
    }
  });

  test("a partial document (one kind, one item) is a valid import; GraphQL takes the file's text", async () => {
    const { doc } = await exportFile();
    const one = { ...doc, items: { generalObjects: { [GENERAL_OBJECT]: doc.items.generalObjects[GENERAL_OBJECT] } } };
    const started = gqlData(await gql(`mutation($c: String!) { importConfiguration(content: $c) { jobId state stepsTotal } }`, { c: JSON.stringify(one) }, t.sysadmin)).importConfiguration;
    expect(started).toMatchObject({ state: "RUNNING", stepsTotal: 1 });
    const done = await finished();
    expect({ jobId: done.jobId, detail: done.detail }).toEqual({ jobId: started.jobId, detail: { generalObjects: 1, translations: 5, changed: 0 } });
  });

  describe("a refused file: 400 with its first problems, and nothing changed", () => {
    let before: { text: string; doc: any };
    let job: number;
    beforeAll(async () => {
      before = await exportFile();
      job = (await status()).jobId;
    });
    afterAll(async () => {
      expect((await exportFile()).doc.items).toEqual(before.doc.items);
      expect((await status()).jobId).toBe(job);
    });

    const refused = (res: { status: number; json: any }, pattern: RegExp) => {
      if (res.status !== 400) throw new Error(`expected 400, got ${res.status} ${JSON.stringify(res.json).slice(0, 300)}`);
      expect(res.json.result).toBe("ERRORS");
      expect(res.json.errors[0]).toMatch(/nothing was changed/);
      expect(res.json.errors.slice(1).join("\n")).toMatch(pattern);
    };

    test("another format", async () => {
      refused(await upload("/api/migration/import", JSON.stringify({ ...before.doc, format: "something-else" })), /format must be "sterile-qc-config"/);
      refused(await upload("/api/migration/import", "[1, 2]"), /not a configuration export/);
    });
    test("another version", async () => {
      refused(await upload("/api/migration/import", JSON.stringify({ ...before.doc, version: 2 })), /version \(2\) cannot be imported: this server reads version 1/);
    });
    test("an unknown language code, a screen that does not exist, a distributor domain no one has: each named with its path", async () => {
      const bad = JSON.parse(before.text);
      bad.items.generalObjects[GENERAL_OBJECT].translations.xx = "Texto";
      bad.items.generalObjects[GENERAL_OBJECT].translations.es = "Changed, but never applied";
      bad.items.screenObjects["1225"].screen = 9999;
      bad.items.sysParameters.distributors["nowhere.example"] = {};
      const res = await upload("/api/migration/import", JSON.stringify(bad));
      refused(res, /items\.generalObjects\["login\.title"\]\.translations\.xx: there is no language with the code "xx"/);
      expect(res.json.errors).toContain(`items.screenObjects["1225"].screen: screen 9999 does not exist.`);
      expect(res.json.errors).toContain(`items.sysParameters.distributors["nowhere.example"]: no distributor has the domain "nowhere.example".`);
      expect(res.json.errors[0]).toContain("Problems found: 3");
    });
    test("a wrong JSON type, an unknown field, a password parameter; not JSON; no file", async () => {
      const bad = JSON.parse(before.text);
      bad.items.screenObjects["1225"].securityMode = "3";
      bad.items.modules["5"].colour = "red";
      bad.items.sysParameters.provider["15"] = { description: "SMTP password", value: "x", defaultValue: "", fieldType: 6 };
      const res = await upload("/api/migration/import", JSON.stringify(bad));
      refused(res, /items\.screenObjects\["1225"\]\.securityMode: /);
      expect(res.json.errors.join("\n")).toMatch(/items\.modules\["5"\]: .*colour/);
      const secret = JSON.parse(before.text);
      secret.items.sysParameters.provider["15"] = { description: "SMTP password", value: "x", defaultValue: "", fieldType: 6 };
      refused(await upload("/api/migration/import", JSON.stringify(secret)), /sysParameters\.provider\["15"\]: password parameters are never imported/);
      refused(await upload("/api/migration/import", "{ not json"), /not valid JSON/);
      const noFile = await upload("/api/migration/import", before.text, t.sysadmin, "Other");
      expect(noFile.status).toBe(400);
      expect(noFile.json.errors.File).toEqual(["Send the file as the multipart form field File."]);
      const notMultipart = await api("POST", "/api/migration/import", { token: t.sysadmin, body: before.doc });
      expect(notMultipart.status).toBe(400);
    });
    test("GraphQL: SAVE_ERRORS with the same lines", async () => {
      const r = await gql(`mutation($c: String!) { importConfiguration(content: $c) { jobId } }`, { c: JSON.stringify({ ...before.doc, version: 0 }) }, t.sysadmin);
      expectGqlError(r, "SAVE_ERRORS");
      expect(r.errors![0]!.extensions!.errors[1]).toMatch(/version \(0\)/);
    });
  });
});

describe("general objects' file { name: { languageCode: text } }", () => {
  test("writes the texts given, leaves the other languages; unknown names and codes are refused, nothing written", async () => {
    const text = `Entrar importado ${uniqueSuffix()}`;
    const ok = await upload("/api/migration/importGeneralObjects", JSON.stringify({ [GENERAL_OBJECT]: { es: text } }));
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ result: "OK", count: 1 });
    const after = (await exportFile()).doc.items.generalObjects[GENERAL_OBJECT].translations;
    expect(after.es).toBe(text);
    expect(after.it).toBe(uiTexts[GENERAL_OBJECT]!.it);

    const bad = await upload("/api/migration/importGeneralObjects", JSON.stringify({ [GENERAL_OBJECT]: { es: "Nunca", xx: "?" }, "no.such.object": { en: "?" } }));
    expect(bad.status).toBe(400);
    expect(bad.json.errors.slice(1)).toEqual([`["login.title"].xx: there is no language with the code "xx".`, `["no.such.object"]: there is no general object named "no.such.object".`]);
    expect((await exportFile()).doc.items.generalObjects[GENERAL_OBJECT].translations.es).toBe(text);
    const shape = await upload("/api/migration/importGeneralObjects", JSON.stringify({ [GENERAL_OBJECT]: "text" }));
    expect(shape.status).toBe(400);
    expect(shape.json.errors[1]).toMatch(/^\["login\.title"\]: /);
    const viaGraphql = gqlData(await gql(`mutation($c: String!) { importGeneralObjects(content: $c) { count message } }`, { c: JSON.stringify({ [GENERAL_OBJECT]: { es: text } }) }, t.sysadmin));
    expect(viaGraphql.importGeneralObjects.count).toBe(0);
  });
});

describe("default values", () => {
  test("POST /api/defaultvalues puts every translation back to the shipped text", async () => {
    const object = await generalObjectId(GENERAL_OBJECT);
    await setTranslation(object.recordId, `Edited ${uniqueSuffix()}`);
    const res = await api("POST", "/api/defaultvalues", { token: t.sysadmin });
    expect(res.status).toBe(200);
    expect(res.json.result).toBe("OK");
    expect(res.json.count).toBeGreaterThanOrEqual(1);
    expect((await generalObjectId(GENERAL_OBJECT)).translation).toBe(uiTexts[GENERAL_OBJECT]!.es);
    // Nothing left to put back: GraphQL answers 0 changes.
    expect(gqlData(await gql(`mutation { resetTranslationsToDefault { count message } }`, {}, t.sysadmin)).resetTranslationsToDefault.count).toBe(0);
    const log = gqlData(await gql(`{ sysLogEntries(first: 5, search: "Translations reset") { edges { node { entity } } } }`, {}, t.sysadmin)).sysLogEntries.edges;
    expect(log[0].node.entity).toBe("Configuration");
  });

  test("POST /api/DefaultValues/DefaultObjectsValues puts the screen objects' settings back", async () => {
    const shipped = await objectSettings(1225);
    await setSecurityMode(1225, shipped.securityMode === 3 ? 1 : 3, shipped.translations.en);
    const res = await api("POST", "/api/DefaultValues/DefaultObjectsValues", { token: t.sysadmin });
    expect(res.status).toBe(200);
    expect(res.json.count).toBeGreaterThanOrEqual(1);
    expect((await objectSettings(1225)).securityMode).toBe(shipped.securityMode);
    expect(gqlData(await gql(`mutation { resetScreenObjectsToDefault { count } }`, {}, t.sysadmin)).resetScreenObjectsToDefault.count).toBe(0);
  });
});

describe("provider staff only", () => {
  const ROUTES: [string, string, boolean][] = [
    ["POST", "/api/migration/export", false],
    ["POST", "/api/migration/import", true],
    ["GET", "/api/migration/importstatus", false],
    ["POST", "/api/migration/importGeneralObjects", true],
    ["POST", "/api/defaultvalues", false],
    ["POST", "/api/DefaultValues/DefaultObjectsValues", false],
  ];
  const OPERATIONS = [
    `{ configurationExport { content } }`,
    `{ configImportStatus { state } }`,
    `mutation { importConfiguration(content: "{}") { state } }`,
    `mutation { importGeneralObjects(content: "{}") { count } }`,
    `mutation { resetTranslationsToDefault { count } }`,
    `mutation { resetScreenObjectsToDefault { count } }`,
  ];

  for (const who of ["adminA", "dist"] as const) {
    test(`${who === "dist" ? "a distributor user" : "a company administrator"}: 403 on every route, FORBIDDEN on every field and the subscription`, async () => {
      for (const [method, path, file] of ROUTES) expectForbidden(file ? await upload(path, "{}", t[who]) as never : await api(method, path, { token: t[who] }));
      for (const q of OPERATIONS) {
        const r = await gql(q, {}, t[who]);
        expectGqlError(r, "FORBIDDEN");
        expect(Object.values(r.data ?? {}).filter((v) => v !== null)).toEqual([]);
      }
      const sub = subscribe(`subscription { configImportProgress { state } }`, t[who]);
      try {
        const first = await sub.next(5000).catch((e) => e);
        expect(JSON.stringify(first)).toMatch(/FORBIDDEN|Access denied/);
      } finally {
        await sub.dispose();
      }
    });
  }

  test("anonymous: 401", async () => {
    for (const [method, path] of ROUTES) expect((await api(method, path)).status).toBe(401);
  });
});
