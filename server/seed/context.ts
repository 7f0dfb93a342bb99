// Shared types and small helpers of the seed modules.
import type { Prisma, TranslatableKind } from "../db/generated/client";

/** Every seed step writes through the one interactive transaction. */
export type Tx = Prisma.TransactionClient;

/** Language ids are fixed by the reference seed so later steps need no look-ups. */
export const LANG = { en: 1, es: 2, it: 3, "pt-br": 4, ja: 5, "zh-cn": 6, tr: 7, ko: 8, el: 9 } as const;

export interface TranslationRow {
  kind: TranslatableKind;
  itemId: number;
  languageId: number;
  text: string;
}

/** English and Spanish texts of one translatable item (the seed ships these two languages). */
export function enEs(kind: TranslatableKind, itemId: number, en: string, es: string): TranslationRow[] {
  return [
    { kind, itemId, languageId: LANG.en, text: en },
    { kind, itemId, languageId: LANG.es, text: es },
  ];
}

export const DAY_MS = 86_400_000;
export const HOUR_MS = 3_600_000;
export const MINUTE_MS = 60_000;
