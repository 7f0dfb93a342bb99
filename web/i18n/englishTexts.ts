// The English interface texts, the client's fallback for a key the server's texts lack. Read
// from the seed file here (tests, development); the web build replaces this module with the
// English strings alone (scripts/build-web.ts), so the bundle does not carry all five languages.
import { uiTexts } from "../../server/seed/data/ui-texts";

export const englishTexts: Record<string, string> = Object.fromEntries(Object.entries(uiTexts).map(([key, text]) => [key, text.en]));
