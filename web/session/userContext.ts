// What the client keeps for a signed-in user besides the token: language, regional
// format and interface texts (spec 000 section 4, "Session"), read in one GraphQL request.
import { defaultRegionalFormat } from "../i18n/dateFormat";
import { applyUserTexts } from "../i18n/i18n";
import { userContext } from "./calls";
import type { Claims } from "./claims";
import { storageKeys, writeJson } from "./storage";

/** Loads and stores the user's context; `token` is a sign-in's token not stored yet. */
export async function loadUserContext(claims: Claims, token?: string): Promise<void> {
  const answer = await userContext(token).catch((error: unknown) => {
    console.error("the user's language and texts could not be loaded", error);
    return null;
  });
  const language = answer?.viewer?.interfaceLanguage ?? null;
  if (language) writeJson(storageKeys.language, language);
  writeJson(storageKeys.regionalFormat, answer?.viewer?.regionalFormat ?? defaultRegionalFormat);
  if (answer) applyUserTexts(claims.Id, language?.code ?? "en", answer.generalObjects as Record<string, string> | null);
}
