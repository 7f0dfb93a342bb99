// Language mapping of spec 000 section 9: the user's language → the locale used for
// i18next, <html lang> and date names. Unknown languages fall back to English.

const mapping: Array<[RegExp, string]> = [
  [/^(zh|chinese|chino)/i, "zh-cn"],
  [/^(es|spanish|espa)/i, "es"],
  [/^(it|italian)/i, "it"],
  [/^(pt|portugu)/i, "pt-br"],
  [/^(tr|turkish|turco)/i, "tr"],
  [/^(ko|korean|corea)/i, "ko"],
  [/^(ja|japanese|japon)/i, "ja"],
  [/^(el|greek|griego)/i, "el"],
];

export function localeFor(codeOrName: string | null | undefined): string {
  if (!codeOrName) return "en";
  for (const [pattern, locale] of mapping) if (pattern.test(codeOrName.trim())) return locale;
  return "en";
}

/** Language code to ask the server for before sign-in (the browser's, when nothing is stored). */
export function browserLanguageCode(): string {
  const preferred = navigator.language || "en";
  return preferred.slice(0, 2).toLowerCase();
}
