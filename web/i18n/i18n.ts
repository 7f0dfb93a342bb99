// Interface texts come from the server's general objects (GraphQL generalObjects: in a
// chosen language before sign-in, in the user's own after). The English texts of the seed file are the fallback, so
// a missing key still reads as English rather than as its name; they are a chunk of their own (20 KB), fetched the
// first time a key is missing: with the server's texts complete, never.
import i18n from "i18next";
import { initReactI18next } from "react-i18next";
import { anonymousTexts } from "../session/calls";
import { readJson, storageKeys, writeJson } from "../session/storage";
import { browserLanguageCode, localeFor } from "./languages";

export interface StoredLanguage {
  id?: number;
  code: string;
  description?: string;
}

interface StoredTexts {
  /** "user:<id>" or "lang:<code>": which request produced them. */
  source: string;
  locale: string;
  objects: Record<string, string>;
}

void i18n.use(initReactI18next).init({
  resources: { bundled: { translation: {} } },
  lng: "bundled",
  fallbackLng: "bundled",
  // Locales are lower-case ("pt-br", "zh-cn"): without this i18next looks "pt-br" up as
  // "pt-BR", finds no bundle and shows the English fallback.
  lowerCaseLng: true,
  keySeparator: false,
  nsSeparator: false,
  returnNull: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
  react: { bindI18nStore: "added", useSuspense: false },
  saveMissing: true,
  missingKeyHandler: () => void loadEnglish(),
});

let english: Promise<void> | null = null;
/** The English fallback, once; screens re-render when it is added (bindI18nStore). */
const loadEnglish = () => (english ??= import("./englishTexts").then(({ englishTexts }) => void i18n.addResourceBundle("bundled", "translation", englishTexts, true, false)));

function apply(texts: StoredTexts): void {
  i18n.addResourceBundle(texts.locale, "translation", texts.objects, true, true);
  void i18n.changeLanguage(texts.locale);
  document.documentElement.lang = texts.locale;
}

/** Applies the cached texts; true when there were some. */
export function applyCachedTexts(): boolean {
  const cached = readJson<StoredTexts>(storageKeys.generalObjects);
  if (!cached?.objects) return false;
  apply(cached);
  return true;
}

export function storedLanguage(): StoredLanguage | null {
  return readJson<StoredLanguage>(storageKeys.language);
}

/**
 * Loads the texts for an anonymous visitor in the chosen (or stored, or browser) language.
 * `persist: false` keeps them out of storage (right after logout, which clears it).
 */
export async function loadAnonymousTexts(languageCode?: string, opts: { persist?: boolean } = {}): Promise<void> {
  const code = languageCode ?? storedLanguage()?.code ?? browserLanguageCode();
  const objects = await anonymousTexts(code);
  const texts = { source: `lang:${code}`, locale: localeFor(code), objects: objects ?? {} };
  if (opts.persist !== false) writeJson(storageKeys.generalObjects, texts);
  apply(texts);
}

/** Applies and stores the signed-in user's texts (their language is decided by the server). */
export function applyUserTexts(userId: number, languageCode: string, objects: Record<string, string> | null): void {
  const texts = { source: `user:${userId}`, locale: localeFor(languageCode), objects: objects ?? {} };
  writeJson(storageKeys.generalObjects, texts);
  apply(texts);
}

export { i18n };
