// The answer to a caller who tried too often: a TooManyAttempts (429 and Retry-After at the
// REST door) with a text in the caller's language (the interface text error.tooManyAttempts,
// so translators can change it).
import type { PrismaClient } from "../db/generated/client";
import { TooManyAttempts } from "../domain/errors";
import { generalText } from "../i18n/translations";
import { uiTexts } from "../seed/data/ui-texts";

export async function tooManyAttempts(prisma: PrismaClient, language: string | null, retryAfterMs: number): Promise<TooManyAttempts> {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  const lang = language ? await prisma.language.findUnique({ where: { code: language }, select: { id: true } }) : null;
  const template = await generalText(prisma, "error.tooManyAttempts", lang?.id ?? null, uiTexts["error.tooManyAttempts"]!.en);
  return new TooManyAttempts(template.replace("{{minutes}}", String(Math.ceil(seconds / 60))), seconds);
}
