// Every text the product ships exists in the five languages of the "bionova" theme: English,
// Spanish, Italian, Brazilian Portuguese (`pt`, language code "pt-br") and Japanese. Fails,
// naming the item, when an interface text, menu, screen label, server message, special object,
// mail template, the privacy policy or an alert text lacks a language, is empty, or drops a
// placeholder ({{name}} of the client, {Name} of messages and mails) that the English has; and
// when a text is used (a literal key given to t(...) by the web client, or by the parameters'
// server answers and log entries) but not defined.
import { describe, expect, test } from "bun:test";
import { Glob } from "bun";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { uiTexts, type LanguageTexts } from "../../server/seed/data/ui-texts";
import { SHIPPED_LANGUAGES, SHIPPED_LANGUAGE_ID, LANG } from "../../server/seed/context";
import { menuTexts } from "../../server/seed/menus";
import { screenTexts } from "../../server/seed/screens";
import { mailTemplates, messageTexts, privacyPolicies, specialObjectTexts } from "../../server/seed/texts";
import { ALERT_TEXTS, alertTexts, type AlertFacts } from "../../server/alerts/texts";
import { MESSAGES as BACK_OFFICE_MESSAGES, textOf as backOfficeText } from "../../server/backoffice/texts";
import { localeFor } from "../../web/i18n/languages";
import { EXPORT_READS } from "../../server/export/columns";
import { COLUMN_HEADERS, RECORD_TEXTS, columnHeader } from "../../server/i18n/report-texts";

/** Placeholders of a text: {{name}} (i18next) and {Name} (messages, mails), sorted. */
const placeholders = (s: string) => [...s.matchAll(/\{\{?\w+\}\}?/g)].map((m) => m[0]).sort();

/** Problems of one item: a language missing or blank, or placeholders unlike the English ones. */
function problemsOf(what: string, texts: Partial<LanguageTexts> | undefined): string[] {
  if (!texts) return [`${what}: no texts`];
  const out: string[] = [];
  for (const code of SHIPPED_LANGUAGES) {
    const text = texts[code];
    if (typeof text !== "string" || !text.trim()) out.push(`${what}: no ${code} text`);
    else if (texts.en && placeholders(text).join() !== placeholders(texts.en).join()) out.push(`${what}: ${code} placeholders ${placeholders(text).join() || "none"} ≠ en ${placeholders(texts.en).join() || "none"}`);
  }
  return out;
}

const allProblems = (items: { what: string; texts: Partial<LanguageTexts> }[]) => items.flatMap((i) => problemsOf(i.what, i.texts));

describe("every shipped text has en, es, it, pt and ja", () => {
  test("the five languages are the seed's en, es, it, pt-br and ja", () => {
    expect([...SHIPPED_LANGUAGES]).toEqual(["en", "es", "it", "pt", "ja"]);
    expect(SHIPPED_LANGUAGE_ID).toEqual({ en: LANG.en, es: LANG.es, it: LANG.it, pt: LANG["pt-br"], ja: LANG.ja });
  });

  test("interface texts (general objects)", () => {
    const items = Object.entries(uiTexts).map(([key, texts]) => ({ what: `ui text "${key}"`, texts }));
    expect(items.length).toBeGreaterThan(500);
    expect(allProblems(items)).toEqual([]);
  });

  test("interface texts are translated, not copied from English", () => {
    // Codes and product names (CSV, XML, Plus ...) may read the same; sentences may not.
    const sentences = Object.entries(uiTexts).filter(([, t]) => /[a-z]{3,}.*\s.*[a-z]{3,}/.test(t.en));
    for (const code of ["es", "it", "pt", "ja"] as const) {
      const copied = sentences.filter(([, t]) => t[code] === t.en).map(([k]) => k);
      expect({ code, copied: copied.length > sentences.length * 0.02 ? copied : [] }).toEqual({ code, copied: [] });
    }
    const notJapanese = Object.entries(uiTexts).filter(([, t]) => /[a-z]{4,}/i.test(t.en.replace(/\{\{\w+\}\}/g, "")) && !/[\u3040-\u30ff\u4e00-\u9fff]/.test(t.ja)).map(([k]) => k);
    expect(notJapanese.length).toBeLessThan(15);
  });

  test("menu groups and items", () => {
    expect(menuTexts.length).toBeGreaterThan(50);
    expect(allProblems(menuTexts)).toEqual([]);
  });

  test("modules, screens and screen labels", () => {
    expect(screenTexts.length).toBeGreaterThan(100);
    expect(allProblems(screenTexts)).toEqual([]);
  });

  test("server messages and special objects", () => {
    expect(allProblems(messageTexts)).toEqual([]);
    expect(allProblems(specialObjectTexts)).toEqual([]);
  });

  test("the privacy policy", () => {
    expect(problemsOf("privacy policy", privacyPolicies)).toEqual([]);
    for (const code of SHIPPED_LANGUAGES) expect(privacyPolicies[code]).toStartWith("<h2>");
  });

  test("mail templates: every language, and every declared parameter in each language's subject and body", () => {
    const problems: string[] = [];
    for (const [name, byLanguage] of Object.entries(mailTemplates)) {
      for (const code of SHIPPED_LANGUAGES) {
        const t = byLanguage[code];
        if (!t?.subject?.trim() || !t.body?.trim()) {
          problems.push(`mail ${name}: no ${code} template`);
          continue;
        }
        // The parameters are the same in every language (the mail code fills one set).
        if (t.subjectParams !== byLanguage.en.subjectParams || t.bodyParams !== byLanguage.en.bodyParams) problems.push(`mail ${name} ${code}: parameters differ from en`);
        for (const p of t.subjectParams.split(",").filter(Boolean)) if (!t.subject.includes(`{${p}}`)) problems.push(`mail ${name} ${code}: subject lacks {${p}}`);
        for (const p of t.bodyParams.split(",").filter(Boolean)) if (!t.body.includes(`{${p}}`)) problems.push(`mail ${name} ${code}: body lacks {${p}}`);
      }
    }
    expect(Object.keys(mailTemplates).length).toBeGreaterThanOrEqual(5);
    expect(problems).toEqual([]);
  });

  test("the back office's answers and notifications (server/backoffice/texts.ts), English for a language not shipped", () => {
    expect(allProblems(Object.entries(BACK_OFFICE_MESSAGES).map(([key, texts]) => ({ what: `back office ${key}`, texts })))).toEqual([]);
    expect(backOfficeText(BACK_OFFICE_MESSAGES.nowAdministrator, "pt-br", { company: "X" })).toBe("Agora você é o administrador de X.");
    expect(backOfficeText(BACK_OFFICE_MESSAGES.nowAdministrator, "tr", { company: "X" })).toBe("You are now the administrator of X.");
  });

  test("positive-result alert texts, with English for a language the product does not ship", () => {
    const facts: AlertFacts[] = [
      { reason: "bi.positive", readNumber: 4711, sector: "Central", disinfection: false, density: null, actionLevel: null },
      { reason: "bi.positive", readNumber: 4711, sector: "Central", disinfection: true, density: null, actionLevel: null },
      { reason: "pro.action", readNumber: 4711, sector: "Central", disinfection: false, density: 9.25, actionLevel: 6.4 },
      { reason: "pro.action", readNumber: 4711, sector: "Central", disinfection: false, density: null, actionLevel: 6.4 },
    ];
    for (const code of SHIPPED_LANGUAGES) {
      const t = ALERT_TEXTS[code];
      expect(t).toBeDefined();
      for (const f of facts) {
        expect(t.notification(f)).toContain("4711");
        expect(t.notification(f)).toContain("Central");
        expect(t.indicator(f).trim()).not.toBe("");
        expect(t.result(f).trim()).not.toBe("");
        if (code !== "en") expect(t.notification(f)).not.toBe(ALERT_TEXTS.en.notification(f));
      }
    }
    expect(alertTexts("pt-br")).toBe(ALERT_TEXTS.pt);
    expect(alertTexts("ja")).toBe(ALERT_TEXTS.ja);
    expect(alertTexts("tr")).toBe(ALERT_TEXTS.en);
    expect(alertTexts(null)).toBe(ALERT_TEXTS.en);
  });

  test("export and record headers: Italian, Portuguese and Japanese for every column (columns.ts holds en and es)", () => {
    const missing: string[] = [];
    for (const read of EXPORT_READS) {
      for (const c of read.columns) {
        for (const code of SHIPPED_LANGUAGES) if (!columnHeader(c.en, c.es, code).trim() || (code !== "en" && COLUMN_HEADERS[c.en] === undefined)) missing.push(`${read.read} ${c.key}: ${code}`);
      }
    }
    expect(missing).toEqual([]);
    for (const code of ["it", "pt", "ja"] as const) {
      for (const [key, text] of Object.entries(RECORD_TEXTS[code])) expect({ key, ok: String(typeof text === "function" ? text(10) : text).trim() !== "" }).toEqual({ key, ok: true });
      expect(RECORD_TEXTS[code].truncated(5000)).toContain("5000");
    }
  });

  test("the web client maps each shipped language code to its own locale", () => {
    expect(["en", "es", "it", "pt-br", "ja"].map(localeFor)).toEqual(["en", "es", "it", "pt-br", "ja"]);
  });
});

/**
 * The literal keys given to a translator in the files under `dir`: t("key"), t('key'),
 * t(`key`) without ${...}, i18n.t(...), <Trans i18nKey="key">, and a log value's { t: "key" }.
 * Keys built at run time (t(problem.message), t(`parameters.${name}`)) are not seen here.
 */
function usedKeys(dir: string, pattern: string): Map<string, Set<string>> {
  const root = join(import.meta.dir, "../..");
  const used = new Map<string, Set<string>>();
  const add = (key: string, file: string) => (used.get(key) ?? used.set(key, new Set()).get(key)!).add(file);
  for (const file of new Glob(pattern).scanSync(join(root, dir))) {
    if (file.includes("__generated__")) continue;
    const source = readFileSync(join(root, dir, file), "utf8");
    for (const m of source.matchAll(/\bt\(\s*(?:"((?:[^"\\\n]|\\.)+)"|'((?:[^'\\\n]|\\.)+)'|`([^`$\\]+)`)\s*[,)]/g)) add((m[1] ?? m[2] ?? m[3])!.replace(/\\(.)/g, "$1"), `${dir}/${file}`);
    for (const m of source.matchAll(/i18nKey=(?:"([^"]+)"|\{\s*"([^"]+)"\s*\})/g)) add((m[1] ?? m[2])!, `${dir}/${file}`);
    for (const m of source.matchAll(/\{\s*t:\s*"([^"]+)"\s*\}/g)) add(m[1]!, `${dir}/${file}`);
  }
  return used;
}

/** Used keys that the interface texts lack, or have without one of the five languages. */
function undefinedKeys(used: Map<string, Set<string>>): string[] {
  const out: string[] = [];
  for (const [key, files] of used) {
    const texts = uiTexts[key];
    const lacking = SHIPPED_LANGUAGES.filter((code) => !texts?.[code]?.trim());
    if (lacking.length) out.push(`"${key}" (${[...files].join(", ")}): no ${lacking.join(", ")} text`);
  }
  return out.sort();
}

describe("every text used is defined in the five languages", () => {
  test("the scan finds the client's keys (it reads t(...) calls in their usual forms)", () => {
    const used = usedKeys("web", "**/*.{ts,tsx}");
    expect(used.size).toBeGreaterThan(400);
    for (const key of ["parameters.save", "parameters.range", "parameters.resetAllQuestion"]) expect(used.has(key)).toBe(true);
  });

  test("the web client: every literal key it translates is an interface text with en, es, it, pt and ja", () => {
    expect(undefinedKeys(usedKeys("web", "**/*.{ts,tsx}"))).toEqual([]);
  });

  test("the parameters' server answers and the log's structured details", () => {
    const used = new Map([...usedKeys("server/parameters", "*.ts"), ...usedKeys("server/applog", "*.ts")]);
    for (const key of ["parameters.notAnOption", "parameters.step", "parameters.selectedLicense.none"]) expect(used.has(key)).toBe(true);
    expect(undefinedKeys(used)).toEqual([]);
  });

  test("a key used but not defined is reported, naming the file", () => {
    const fake = new Map([["no.such.text", new Set(["web/x.tsx"])], ["parameters.save", new Set(["web/y.tsx"])]]);
    expect(undefinedKeys(fake)).toEqual(['"no.such.text" (web/x.tsx): no en, es, it, pt, ja text']);
  });
});
