// The licence areas' answers in the reader's language (server/account/texts.ts: a translator's
// edit, else the shipped text, else English). Answers are keyed by their English text
// (server/seed/data/ui-texts-licenses.ts, ui-texts-licensing.ts); {{name}} marks a value.
import type { ServiceContext } from "../context";
import { readerText } from "../account/texts";
import { uiTexts, type LanguageTexts } from "../seed/data/ui-texts";
import type { AdminTransition } from "./lifecycle";
import { SaveErrors, ValidationError } from "../domain/errors";

const fill = (text: string, values: Record<string, string>) => text.replace(/\{\{(\w+)\}\}/g, (all, k: string) => values[k] ?? all);

/** An answer in the caller's language. */
export async function say(ctx: Pick<ServiceContext, "prisma" | "principal">, english: string, values: Record<string, string> = {}): Promise<string> {
  return fill(await readerText(ctx.prisma, ctx.principal, english), values);
}

/** A text in a given language (a notification written for its recipient). */
export function textIn(key: string, languageCode: string, values: Record<string, string> = {}): string {
  const lang = (languageCode.toLowerCase().split("-")[0] ?? "en") as keyof LanguageTexts;
  return fill(uiTexts[key]?.[lang] ?? uiTexts[key]?.en ?? key, values);
}

export const licenseTexts = {
  transitioned: {
    approve: "The licence was approved: its activation code was sent to the company.",
    cancel: "The licence was cancelled.",
    suspend: "The licence was suspended.",
    unsuspend: "The licence is active again.",
  } satisfies Record<AdminTransition, string>,
  approvedNotice: (lang: string, product: string, code: string) => textIn("licenses.approvedNotice", lang, { product, code }),
};

/**
 * Runs `work` and gives its refusals (SaveErrors, ValidationError) in the caller's language.
 * Refusals are thrown in English inside transactions and translated here, after the
 * transaction ended: on PGlite's one connection a read beside an open transaction would wait
 * for it until it timed out.
 */
export async function inReaderLanguage<T>(ctx: Pick<ServiceContext, "prisma" | "principal">, work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (e) {
    if (e instanceof SaveErrors) throw new SaveErrors(await Promise.all(e.errors.map((m) => say(ctx, m))));
    if (e instanceof ValidationError) {
      const fields = await Promise.all(Object.entries(e.errors).map(async ([k, ms]) => [k, await Promise.all(ms.map((m) => say(ctx, m)))] as const));
      throw new ValidationError(Object.fromEntries(fields), e.message);
    }
    throw e;
  }
}
