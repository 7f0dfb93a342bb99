// Shared types and small helpers of the seed modules.
import type { Prisma, TranslatableKind } from "../db/generated/client";
import type { LanguageTexts } from "./data/ui-texts";

/** Every seed step writes through the one interactive transaction. */
export type Tx = Prisma.TransactionClient;

/** Language ids are fixed by the reference seed so later steps need no look-ups. */
export const LANG = { en: 1, es: 2, it: 3, "pt-br": 4, ja: 5, "zh-cn": 6, tr: 7, ko: 8, el: 9 } as const;

/** The five languages every seeded text ships in (the "bionova" theme's), keyed as in
 * LanguageTexts: `pt` is Brazilian Portuguese, language code "pt-br". */
export const SHIPPED_LANGUAGES = ["en", "es", "it", "pt", "ja"] as const satisfies readonly (keyof LanguageTexts)[];
export type ShippedLanguage = (typeof SHIPPED_LANGUAGES)[number];

/** Language id of each shipped language. */
export const SHIPPED_LANGUAGE_ID: Record<ShippedLanguage, number> = { en: LANG.en, es: LANG.es, it: LANG.it, pt: LANG["pt-br"], ja: LANG.ja };

export interface TranslationRow {
  kind: TranslatableKind;
  itemId: number;
  languageId: number;
  text: string;
}

/** The translation rows of one translatable item, one per shipped language. */
export function translationsOf(kind: TranslatableKind, itemId: number, texts: LanguageTexts): TranslationRow[] {
  return SHIPPED_LANGUAGES.map((code) => ({ kind, itemId, languageId: SHIPPED_LANGUAGE_ID[code], text: texts[code] }));
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
