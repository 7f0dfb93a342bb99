// What the client keeps for a signed-in user besides the token: language, regional
// format and interface texts (spec 000 section 4, "Session").
import { apiGet } from "../api/http";
import { defaultRegionalFormat, type RegionalFormat } from "../i18n/dateFormat";
import { loadUserTexts, type StoredLanguage } from "../i18n/i18n";
import type { Claims } from "./claims";
import { storageKeys, writeJson } from "./storage";

export async function loadUserContext(claims: Claims, token?: string): Promise<void> {
  const [language, regionalFormat] = await Promise.all([
    apiGet<StoredLanguage>("/api/language/GetUserLanguage", { token, query: { userLoggedId: claims.Id } }).catch(() => null),
    apiGet<RegionalFormat>("/api/regionalformat/GetByUser", { token, query: { userLoggedId: claims.Id } }).catch(() => null),
  ]);
  if (language) writeJson(storageKeys.language, language);
  writeJson(storageKeys.regionalFormat, regionalFormat ?? defaultRegionalFormat);
  await loadUserTexts(claims.Id, language?.code ?? "en", token).catch((error) => {
    console.error("interface texts could not be loaded", error);
  });
}
